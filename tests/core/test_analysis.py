"""What an action is worth: exactly where the game from here is small (a random bot's
choices averaged over, a deterministic bot's followed), else by seeded games with an
interval, the same seeds for every action."""
import random
from fractions import Fraction

import pytest

import gamekit
from gamekit.analysis import action_values
from gamekit.core.bots import observe
from gamekit.tafelrunde.bots import HeuristicBot as TafelrundeHeuristic
from gamekit.tafelrunde.components import CARDS, COPIES, card_id
from gamekit.tafelrunde.table import GREEN, LILAC, RED, Table
from gamekit.tavern_trouble.actions import Deal
from gamekit.tavern_trouble.bots import HeuristicBot
from tests.decisions import decision_points
from tests.tafelrunde.helpers import (
    GREEN_GNOME,
    GREEN_GOBLIN,
    LILAC_GOBLIN,
    LILAC_ROGUE,
    P1,
    P2,
    P3,
    RED_AMAZON,
    RED_GNOME,
    ZORK,
    give,
    new_game,
)


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


def last_action_of_the_game():
    """Die Tafelrunde, 3 players, day 12, second round: Player 2 (36 silver, Player 3 has
    33) takes the last action of the game, then the last pay-out ends it. He may play
    Black magic (swap two heroes) or Rumours (goblins), or draw; Player 1 holds a shield
    to veto with. Reached by random bots in a seeded game."""
    state = new_game(players=3, castles=(GREEN, LILAC, RED))
    state.day, state.round, state.turn, state.herold = 12, 2, 2, P3
    state.table = Table([RED_AMAZON, LILAC_ROGUE, GREEN_GNOME, ZORK, GREEN_GOBLIN, LILAC_GOBLIN,
                         RED_GNOME], clockwise=False)
    state.silver[:] = [16, 36, 33]
    give(state, P1, "heroic_deed_gnomes_goblins", "capricious_move", "favourite")
    give(state, P2, "black_magic", "rumours_goblins")
    give(state, P3, "dubious_deal_1", "dubious_deal_2", "venal")
    state.in_front = [None, card_id("diplomacy"), card_id("mischievous")]
    state.pile = [0] * len(CARDS)
    for key in ("backwards", "booze_up", "confusion", "favourite", "heroic_deed_amazons_rogues",
                "heroic_deed_amazons_gnomes", "magical_mirror", "major_intrigue",
                "rumours_amazons", "rumours_rogues"):
        state.pile[card_id(key)] += 1
    held = [c for hand in state.hands for c in hand] + [c for c in state.in_front if c is not None]
    state.discard = [COPIES[c] - state.pile[c] - held.count(c) for c in range(len(CARDS))]
    assert state.current_player == P2
    return state


def every_choice_at_random(state, player):
    """``player``'s chance to win when every decision from ``state`` is a uniform choice
    among the legal actions and every chance step follows its odds."""
    if state.is_terminal():
        return Fraction(int(state.returns()[player] > 0))
    if state.current_player == gamekit.CHANCE:
        branches = state.chance_outcomes()
    else:
        actions = state.legal_actions()
        branches = [(a, Fraction(1, len(actions))) for a in actions]
    total = Fraction(0)
    for step, p in branches:
        child = state.clone()
        child.apply(step)
        total += p * every_choice_at_random(child, player)
    return total


def test_a_random_bots_choices_are_averaged_over_in_the_exact_value():
    """Player 2's random bot names the two heroes of Black magic: of the 42 ordered pairs,
    8 swaps would cost him the game, and Player 1's random bot vetoes half the time:
    1 - 8/42 x 1/2 = 19/21 (one seeded line of the bots' choices gave 1)."""
    state = last_action_of_the_game()
    values = {str(v.action): v for v in action_values(state)}
    for value in values.values():
        after = state.clone()
        after.apply(value.action)
        assert value.exact and value.win == every_choice_at_random(after, P2)
    assert values["Player 2 plays Black magic"].win == Fraction(19, 21)
    assert values["Player 2 plays Rumours (goblins)"].win == Fraction(7, 8)
    assert values["Player 2 draws a card"].win == 1


class MostlyFirst:
    """Takes the first legal action nine times in ten, else the last: its choice rests on
    its generator, and not uniformly."""

    def act(self, observation, rng):
        actions = observation.legal_actions
        return actions[0] if rng.random() < 0.9 else actions[-1]


def test_a_bot_that_draws_on_its_generator_is_played_not_enumerated():
    state = last_action_of_the_game()
    bots = [gamekit.RandomBot(), MostlyFirst(), gamekit.RandomBot()]
    values = {str(v.action): v for v in action_values(state, bots, games=30)}
    for action in ("Player 2 plays Black magic", "Player 2 plays Rumours (goblins)"):
        assert not values[action].exact and values[action].win.trials == 30   # he names heroes
    assert values["Player 2 draws a card"].win == 1   # no decision of his is left: exact


def test_deterministic_bots_are_followed_as_before():
    state = last_action_of_the_game()
    values = action_values(state, [TafelrundeHeuristic()] * 3)
    assert [(v.exact, v.win) for v in values] == [(True, 1)] * 3


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
