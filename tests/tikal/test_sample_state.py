"""Tikal's determinization hook: a state rebuilt from one player's view gives back
that view and those legal actions, basic and expert, and plays on exactly like the
real state; the view shows the public facts it needs (the scoring queue, the volcano's
drawer, the last placer, the auction's order and first pass, which piece guards)."""
import random

import pytest

import gamekit
from gamekit.tikal.tiles import LETTERS, TILES
from tests.decisions import decision_points as every_decision

from .position import lay, position, put


def decision_points(players, version, games, seed):
    return every_decision(gamekit.load("tikal", players=players, version=version), games, seed)


@pytest.mark.parametrize("version", ["basic", "expert"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_state_gives_the_same_view_and_legal_actions(players, version):
    game = gamekit.load("tikal", players=players, version=version)
    rng = random.Random(1)
    checked, phases = 0, set()
    for state, p in decision_points(players, version, 2, seed=players):
        view = state.view(p)
        sample = game.sample_state(view, rng)
        assert sample.view(p) == view
        assert [str(a) for a in sample.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert sample.history == [] and sample.log == []
        assert sorted(map(sorted, sample.stacks)) == sorted(map(sorted, state.stacks))
        checked += 1
        phases.add((view["phase"], view["turn_kind"]))
    assert checked > 300
    assert {("place", "normal"), ("actions", "normal"), ("actions", "scoring"),
            ("actions", "final")} <= phases
    if version == "expert":
        assert {("auction", "normal"), ("choose", "normal")} <= phases


@pytest.mark.parametrize("version", ["basic", "expert"])
def test_a_sampled_state_plays_on_like_the_real_one(version):
    """The same actions and chance outcomes applied to both keep every view equal to
    the end (the scoring order, the auctions and the final round included)."""
    game = gamekit.load("tikal", players=3, version=version)
    rng = random.Random(5)
    for n, (state, p) in enumerate(decision_points(3, version, 1, seed=11)):
        if n % 40:
            continue
        real, twin = state.clone(), game.sample_state(state.view(p), random.Random(n))
        while not real.is_terminal():
            step = real.sample_chance(rng) if real.current_player == gamekit.CHANCE \
                else rng.choice(real.legal_actions())
            real.apply(step)
            twin.apply(step)
            assert twin.view(0) == real.view(0)
        assert twin.returns() == real.returns()


def test_the_stacks_hold_the_tiles_not_in_play_in_an_order_drawn_with_rng():
    game = gamekit.load("tikal", players=2)
    state, p = next((s, p) for s, p in decision_points(2, "basic", 1, seed=3)
                    if s.view(p)["phase"] == "actions" and s.tiles_left > 20)
    orders = {tuple(map(tuple, game.sample_state(state.view(p), random.Random(k)).stacks))
              for k in range(10)}
    assert len(orders) > 1
    in_play = {b["tile"] for b in state.view(p)["board"]}
    for stack, letter in zip(next(iter(orders)), LETTERS):
        assert all(TILES[t].letter == letter and TILES[t].id not in in_play for t in stack)


def test_the_view_says_which_piece_guards_and_the_sample_keeps_it():
    state = position(players=2)
    h = lay(state, "A1", 2, 3)
    put(state, 0, 2, 3, workers=1, leader=True)
    guard = next(a for a in state.legal_actions() if type(a).__name__ == "PlaceGuard" and a.leader)
    state.apply(guard)
    entry = next(b for b in state.view(0)["board"] if b["name"] == "(2,3)")
    assert entry["guard"] == 0 and entry["guard_piece"] == "leader"
    sample = state.game.sample_state(state.view(state.current_player), random.Random(0))
    assert sample.guard_is_leader[h] and sample.leader == state.leader


def test_views_that_do_not_fit_are_refused():
    game = gamekit.load("tikal", players=2)
    state, p = next(decision_points(2, "basic", 1, seed=0))
    with pytest.raises(ValueError, match="not one of"):
        gamekit.load("tikal", players=3).sample_state(state.view(p), random.Random(0))
    with pytest.raises(ValueError, match="own decision"):
        game.sample_state(state.view(1 - p), random.Random(0))
    view = state.view(p)
    view["stacks"] = dict(view["stacks"], A=1)
    with pytest.raises(ValueError, match="stack A"):
        game.sample_state(view, random.Random(0))
    view = state.view(p)
    view["board"][0]["workers"] = [0, 0, 0]
    with pytest.raises(ValueError, match="for 3 players, not 2"):
        game.sample_state(view, random.Random(0))
