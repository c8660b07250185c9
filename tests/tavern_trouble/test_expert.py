"""The expert: its reckoning of the reveal against brute force, its choices on built
positions (the rule book's own example among them), that it reads nothing but the
view, and that it comes by name."""
import pickle
import random
from fractions import Fraction
from itertools import product
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.tavern_trouble.actions import Draw, EndAbilities, Stand, TakeCard, UseAbility
from gamekit.tavern_trouble.components import BARBARIANS, DWARVES, ELVES, TROLLS
from gamekit.tavern_trouble.expert import ExpertBot, Reckoning, reveal_share

from .helpers import dealt, draw, first_with_a_pair


def decide(state, bot=None):
    """The expert's choice for the player to move, from the view and legal actions only."""
    p = state.current_player
    seen = SimpleNamespace(player=p, view=state.view(p), legal_actions=state.legal_actions(),
                           game=state.game)
    return (bot or ExpertBot()).act(seen, random.Random(0))


def brute_share(lives, me, mine, counts):
    """The same expectation, joint outcome by joint outcome."""
    players = sorted(counts)
    total = 0.0
    for joint in product(range(10), repeat=len(players)):
        p = 1.0
        for q, c in zip(players, joint):
            p *= counts[q][c]
        if not p:
            continue
        shown = {me: mine, **dict(zip(players, joint))}
        alive = {q: c for q, c in shown.items() if lives[q] > 0}
        best = max(alive.values())
        after = [max(0, life - (best - alive[q])) if q in alive else life
                 for q, life in enumerate(lives)]
        total += p * after[me] / sum(after)
    return total


@pytest.mark.parametrize("lives,mine", [([20, 20, 20], 6), ([3, 12, 25], 2), ([9, 0, 14, 20], 9)])
def test_reveal_share_is_the_expectation_over_every_reveal(lives, mine):
    rng = random.Random(len(lives) + mine)
    counts = {}
    for q in range(1, len(lives)):
        weights = [rng.random() if rng.random() < 0.7 else 0.0 for _ in range(10)]
        weights[rng.randrange(10)] += 0.5
        counts[q] = [w / sum(weights) for w in weights]
    assert reveal_share(lives, 0, mine, counts) == pytest.approx(brute_share(lives, 0, mine, counts))


def test_the_best_loses_nothing_and_the_others_lose_the_gap():
    """One other player, sure to show 4: standing on 6 the player keeps 20 and he drops
    to 18; on 2 the player drops to 18 and he keeps 20 (rule book, Reveal)."""
    four = {1: [float(c == 4) for c in range(10)]}
    assert reveal_share([20, 20], 0, 6, four) == pytest.approx(20 / 38)
    assert reveal_share([20, 20], 0, 2, four) == pytest.approx(18 / 38)


def test_the_rule_books_example_maja_takes_a_third_card_and_a_fourth():
    """Maja's orc and barbarian count 3: she takes Peewa (1), a count of 4, and then
    Petyr (4), a count of 8 (rule book, Draw)."""
    maja = 1
    state = dealt({maja: (8, 5), 0: (2, 4)})
    assert isinstance(decide(state), TakeCard)
    state.apply(TakeCard(maja, 3))
    state.apply(Draw(maja, 1))
    assert isinstance(decide(state), TakeCard)


@pytest.mark.parametrize("players", [2, 4, 8])
def test_stands_on_nine_and_draws_on_nought(players):
    others = [(2, 3), (6, 7), (2, 6), (3, 8), (6, 8), (7, 7), (8, 9), (2, 3)]
    hands = {p: others[p] for p in range(players)}
    nine = {**hands, 1: (4, 5)}
    nought = {**hands, 1: (1, 9)}
    assert isinstance(decide(dealt(nine)), Stand)
    assert isinstance(decide(dealt(nought)), TakeCard)


def test_the_draw_plan_gives_exact_odds_of_the_final_count():
    """Maja (8 + 5 + 1 = 14, count 4) takes a fourth card: a 4 makes 8, a 5 makes 9
    (and two barbarians); 3 fours and 2 fives among the 24 cards she has not seen."""
    state = dealt({1: (8, 5), 0: (2, 4)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))
    plan = Reckoning(state.view(1), 7).draw()
    assert plan.if_stand == {4: 1}
    assert plan.if_take[8] + plan.if_take[9] == Fraction(3 + 2, 27 - 3)
    assert sum(plan.if_take.values()) == 1 and plan.fourth_after == ()
    assert plan.take > plan.stand and plan.life_lost_if_take < plan.life_lost_if_stand


def test_damage_is_used_and_barbarians_only_when_they_raise_the_count():
    state = draw(dealt({0: (DWARVES, DWARVES), 1: (1, 2), 2: (3, 4)}))
    state.life[:] = [20, 15, 22]
    first_with_a_pair(state)
    assert decide(state).kind == DWARVES
    trolls = first_with_a_pair(draw(dealt({0: (TROLLS, TROLLS), 1: (1, 2), 2: (3, 4)})))
    assert decide(trolls) == UseAbility(0, TROLLS)
    elves = first_with_a_pair(draw(dealt({0: (ELVES, ELVES), 1: (1, 2), 2: (3, 4)})))
    assert decide(elves) == UseAbility(0, ELVES)
    low = first_with_a_pair(draw(dealt({0: (BARBARIANS, BARBARIANS), 1: (1, 2), 2: (3, 4)}),
                                 {0: [3]}))                   # 13: count 3
    assert decide(low) == UseAbility(0, BARBARIANS)
    nine = first_with_a_pair(draw(dealt({0: (BARBARIANS, BARBARIANS), 1: (1, 2), 2: (3, 4)}),
                                  {0: [9]}))                  # 19: count 9
    assert decide(nine) == EndAbilities(0)


def test_the_choice_is_the_same_whatever_the_hidden_cards():
    a = dealt({0: (1, 2), 1: (3, 3), 2: (5, 6)})
    b = dealt({0: (8, 8), 1: (3, 3), 2: (9, 1)})
    assert a.view(1) == b.view(1) and a.hands != b.hands
    bot = ExpertBot()
    assert bot.ranked(gamekit.core.bots.observe(a, 1)) == bot.ranked(gamekit.core.bots.observe(b, 1))


def test_the_expert_needs_nothing_but_the_view_and_the_legal_actions():
    class Stripped:
        def __init__(self):
            self.bot = ExpertBot()

        def act(self, observation, rng):
            return self.bot.act(SimpleNamespace(player=observation.player, view=observation.view,
                                                legal_actions=observation.legal_actions), rng)

    game = gamekit.load("tavern_trouble", players=3)
    plain = gamekit.play(game, [ExpertBot() for _ in range(3)], seed=4)
    stripped = gamekit.play(game, [Stripped() for _ in range(3)], seed=4)
    assert stripped.history == plain.history and plain.is_terminal()


def test_the_expert_comes_by_name_and_pickles():
    assert "expert" in gamekit.bots.kinds("tavern_trouble")
    bot = gamekit.bots.make("tavern_trouble", "expert")
    assert isinstance(bot, ExpertBot) and repr(bot) == "ExpertBot()"
    assert repr(pickle.loads(pickle.dumps(bot))) == "ExpertBot()"
    assert repr(ExpertBot(threshold=5)) == "ExpertBot(threshold=5)"
    with pytest.raises(ValueError, match="threshold"):
        ExpertBot(threshold=11)


def test_beats_random_bots_clearly():
    game = gamekit.load("tavern_trouble", players=4)
    study = gamekit.bots.study.seat_study(game, ExpertBot(), gamekit.RandomBot, games=25, seed=3)
    assert study.difference.interval[0] > 0, str(study)


@pytest.mark.parametrize("players", [2, 4])
def test_every_kind_comes_by_name_and_plays_legal_whole_games(players):
    """random, heuristic and expert at one table: every action each takes is one of the
    legal actions of its view, and the game ends with one player left."""
    kinds = gamekit.bots.kinds("tavern_trouble")
    assert {"random", "heuristic", "expert"} <= set(kinds) and all(kinds.values())
    order = ["expert", "heuristic", "random", "expert"][:players]
    bots = [gamekit.bots.make("tavern_trouble", kind) for kind in order]
    assert [pickle.loads(pickle.dumps(b)).__class__ for b in bots] == [b.__class__ for b in bots]
    state, rng = gamekit.load("tavern_trouble", players=players).new_initial_state(), random.Random(players)
    while not state.is_terminal():
        p = state.current_player
        if p == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seen = gamekit.core.bots.observe(state, p)
        action = bots[p].act(seen, rng)
        assert action in seen.legal_actions
        state.apply(action)
    assert sum(life > 0 for life in state.life) == 1
