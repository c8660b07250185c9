"""The bot kinds of Die Tafelrunde: made through the registry, they pickle and play
legal games from their views; the expert's choice depends only on the view."""
import pickle
import random

import pytest

import gamekit
from gamekit.bots import kinds, make
from gamekit.core.bots import observe
from gamekit.tafelrunde.bots import HeuristicBot
from gamekit.tafelrunde.expert import ExpertBot

from .helpers import P1, new_game


def test_the_kinds():
    assert list(kinds("tafelrunde")) == ["random", "heuristic", "expert"]


@pytest.mark.parametrize("kind", ["heuristic", "expert"])
def test_each_kind_pickles_and_plays_a_legal_game(kind):
    game = gamekit.load("tafelrunde", players=4)
    bot = pickle.loads(pickle.dumps(make("tafelrunde", kind)))
    if kind == "expert":
        bot = ExpertBot(deals=1, width=2)  # a short game: one deal a turn
    seats = [bot, make("tafelrunde", "heuristic"), make("tafelrunde", "random"),
             make("tafelrunde", "random")]
    rng = random.Random(4)
    state = game.new_initial_state()
    while not state.is_terminal():
        p = state.current_player
        if p == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        seen = observe(state, p)
        action = seats[p].act(seen, rng)
        assert action in seen.legal_actions
        state.apply(action)
    assert sorted(state.returns()) == [0.0, 0.0, 0.0, 1.0]


def test_the_expert_sees_only_the_view():
    """The same view and seed give the same choice, whatever the others hold."""
    mine = ["favourite", "gambling", "venal"]
    a = new_game(hands={P1: mine, 1: ["backwards", "booze_up", "alliance"]})
    b = new_game(hands={P1: mine, 1: ["stroke_of_fate", "transfer", "old_friends"]})
    assert a.view(P1) == b.view(P1) and a.hands != b.hands
    bot = ExpertBot(deals=3)
    assert bot.act(observe(a, P1), random.Random(2)) == bot.act(observe(b, P1), random.Random(2))


def test_the_expert_tries_the_heuristics_best_actions():
    state = new_game()
    rows = ExpertBot(deals=2, width=2).values(observe(state, P1), random.Random(0))
    assert len(rows) == 2 and all(r.deals == 2 and 0.0 <= r.value <= 1.0 for r in rows)
    actions = state.legal_actions()
    worth = HeuristicBot().turn_values(state.view(P1), P1, actions)
    best_two = sorted(range(len(actions)), key=lambda i: -worth[i])[:2]
    assert {r.action for r in rows} == {actions[i] for i in best_two}
    assert rows == sorted(rows, key=lambda r: -r.value)


def test_the_experts_deals_are_counted_not_timed():
    """By default every decision looks at its 4 deals, however slow the machine; a
    ``seconds`` budget stops dealing once it is spent, after one deal at least."""
    seen = observe(new_game(), P1)
    assert {r.deals for r in make("tafelrunde", "expert").values(seen, random.Random(0))} == {4}
    hurried = ExpertBot(deals=1000, seconds=1e-9).values(seen, random.Random(0))
    assert {r.deals for r in hurried} == {1}
