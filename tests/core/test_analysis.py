"""What an action is worth: exactly where the game from here is small, else by seeded
games with an interval, the same seeds for every action."""
import random
from fractions import Fraction

import pytest

import gamekit
from gamekit.analysis import action_values
from gamekit.core.bots import observe
from gamekit.tavern_trouble.actions import Deal
from gamekit.tavern_trouble.bots import HeuristicBot
from tests.decisions import decision_points


def last_deal(hands, life):
    """Two players at the abilities of a deal that will end the game."""
    game = gamekit.load("tavern_trouble", players=2, life=life)
    state = game.new_initial_state()
    for p in state.order:
        state.apply(Deal(p, hands[p]))
    return state


def test_an_action_whose_game_ends_by_chance_alone_is_valued_exactly():
    state = last_deal({0: (4, 5), 1: (2, 3)}, life=1)     # Player 2 (count 5) draws first
    values = {str(v.action): v for v in action_values(state, [HeuristicBot(), HeuristicBot()])}
    stand = values["Player 2 stands with 2 cards"]
    assert stand.exact and stand.win == Fraction(0)        # 5 against 9: he loses his last life
    take = values["Player 2 takes a third card"]
    assert 0 < float(take.win) < 1    # a 4 ties at 9 and the game goes on: too long to be exact


def test_a_long_game_is_valued_by_seeded_games_with_the_same_seeds():
    state = gamekit.load("tavern_trouble", players=3).new_initial_state()
    for p, cards in zip(state.order, ((1, 2), (3, 9), (4, 4))):
        state.apply(Deal(p, cards))
    first = action_values(state, games=40, seed=5, exact_up_to=10)
    again = action_values(state, games=40, seed=5, exact_up_to=10)
    assert [v.win for v in first] == [v.win for v in again]
    assert all(not v.exact and v.win.trials == 40 for v in first)
    assert state.legal_actions() and "wins" in str(first[0])


def test_only_a_decision_has_action_values():
    state = gamekit.load("tavern_trouble", players=2).new_initial_state()
    with pytest.raises(ValueError, match="a player's decision"):
        action_values(state)


@pytest.mark.parametrize("name", ["tavern_trouble", "tafelrunde", "tikal"])
def test_a_bot_that_says_it_is_deterministic_chooses_alike_whatever_its_generator(name):
    """Such a bot is followed, not averaged over, in an exact value: it must not draw on
    its generator (random decision points of a seeded game, four generators each)."""
    game = gamekit.load(name)
    said = [kind for kind in gamekit.bots.kinds(name)
            if getattr(gamekit.bots.make(name, kind), "deterministic", False)]
    assert said
    checked = 0
    for i, (state, player) in enumerate(decision_points(game, games=1, seed=2)):
        if i % 7 or len(state.legal_actions()) < 2:
            continue
        for kind in said:
            bot = gamekit.bots.make(name, kind)
            observation = observe(state, player, bot)
            assert len({repr(bot.act(observation, random.Random(k))) for k in range(4)}) == 1
        checked += 1
    assert checked > 5
