"""The game as a whole: options, saves, views, whole games, speed."""
import json
import time

import pytest

import gamekit
from gamekit.tikal.actions import Move


@pytest.mark.parametrize("options", [{"players": 1}, {"players": 5}, {"version": "pro"}])
def test_bad_options_are_value_errors(options):
    with pytest.raises(ValueError):
        gamekit.load("tikal", **options)


def test_defaults():
    game = gamekit.load("tikal")
    assert game.num_players == 4 and game.options["version"] == "basic"


@pytest.mark.parametrize("version", ["basic", "expert"])
def test_a_saved_game_loads_exactly(version):
    game = gamekit.load("tikal", players=3, version=version)
    state = gamekit.play(game, seed=5)
    half = gamekit.replay(game, state.history[:len(state.history) // 2])
    again = gamekit.from_json(half.to_json())
    assert again.history == half.history and again.view(1) == half.view(1)
    assert again.legal_actions() == half.legal_actions()


def test_a_corrupt_save_is_refused():
    game = gamekit.load("tikal", players=2)
    state = gamekit.replay(game, gamekit.play(game, seed=1).history[:5])
    save = json.loads(state.to_json())
    save["history"][3] = "Red moves a worker from (0,4) to (7,0) for 1 AP"
    with pytest.raises(gamekit.CorruptSave, match="step 4"):
        gamekit.from_json(json.dumps(save))


def test_the_view_shows_the_stacks_as_counts_only():
    state = gamekit.load("tikal", players=2).new_initial_state()
    view = state.view(1)
    assert view["stacks"] == {"A": 6, "B": 6, "C": 5, "D": 5, "E": 5, "F": 5, "G": 4}
    assert len(view["board"]) == 4 and view["board"][0]["type"] == "temple"
    json.dumps(view)


def test_random_games_end_quickly_with_every_player_count():
    for version in ("basic", "expert"):
        for players in (2, 3, 4):
            game = gamekit.load("tikal", players=players, version=version)
            start = time.perf_counter()
            state = gamekit.play(game, seed=players)
            assert state.is_terminal() and max(state.returns()) == 1.0
            assert time.perf_counter() - start < 1.0


def test_moves_show_their_cost_and_are_distinct():
    state = gamekit.play(gamekit.load("tikal", players=4), seed=3)
    game = state.game
    for cut in range(60, len(state.history), 37):
        mid = gamekit.replay(game, state.history[:cut])
        if mid.is_terminal() or mid.current_player == gamekit.CHANCE:
            continue
        actions = mid.legal_actions()
        assert len({str(a) for a in actions}) == len(actions)
        for a in actions:
            if isinstance(a, Move):
                assert str(a).endswith(f"for {a.cost} AP") and 1 <= a.cost <= mid.ap
