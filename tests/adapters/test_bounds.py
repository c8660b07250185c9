"""The branching bounds each game declares (what the OpenSpiel and PettingZoo adapters
size their action spaces by), action ids, and the error when an extra is missing.
These tests need neither extra."""
from __future__ import annotations

import json
import random
import sys

import numpy as np
import pytest

import gamekit
from gamekit.adapters.common import DEFAULT_MAX_GAME_LENGTH, VIEW_BYTES, bounds, choice_id, choice_of, require
from gamekit.core.protocol import CHANCE, Game, Option

from .helpers import SETTINGS, setting_id

PLAYOUTS = 25


@pytest.mark.parametrize("setting", SETTINGS, ids=setting_id)
def test_every_game_declares_its_bounds(setting):
    name, players = setting
    sizes = bounds(gamekit.load(name, players=players))
    assert sizes.max_actions >= 1 and sizes.max_chance_outcomes >= 0
    assert sizes.max_game_length >= 1


@pytest.mark.parametrize("setting", SETTINGS, ids=setting_id)
def test_random_playouts_never_exceed_the_declared_bounds(setting):
    """Every decision offers at most max_actions, every chance node at most
    max_chance_outcomes, a game takes at most max_game_length decisions, and every
    view fits in a PettingZoo observation."""
    name, players = setting
    game = gamekit.load(name, players=players)
    sizes = bounds(game)
    widest = [0, 0, 0, 0]  # actions, outcomes, decisions, view bytes
    for seed in range(PLAYOUTS):
        rng = random.Random(seed)
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.current_player == CHANCE:
                widest[1] = max(widest[1], len(state.chance_outcomes()))
                state.apply(state.sample_chance(rng))
            else:
                actions = state.legal_actions()
                view = json.dumps(state.view(state.current_player), sort_keys=True)
                widest[0] = max(widest[0], len(actions))
                widest[3] = max(widest[3], len(view.encode("utf-8")))
                decisions += 1
                state.apply(rng.choice(actions))
        widest[2] = max(widest[2], decisions)
    assert widest[0] <= sizes.max_actions
    assert widest[1] <= sizes.max_chance_outcomes
    assert widest[2] <= sizes.max_game_length
    assert widest[3] <= VIEW_BYTES


class Undeclared(Game):
    name = "undeclared"
    title = "Undeclared"
    OPTIONS = {"players": Option(2, (2,))}


def test_a_game_without_bounds_gets_an_error_that_says_what_to_declare():
    with pytest.raises(ValueError, match="does not declare max_actions and max_chance_outcomes"):
        bounds(Undeclared())


def test_bounds_default_the_game_length_and_refuse_nonsense():
    class Declared(Undeclared):
        max_actions = 3
        max_chance_outcomes = 0

    assert bounds(Declared()).max_game_length == DEFAULT_MAX_GAME_LENGTH

    class Broken(Declared):
        max_actions = 0

    with pytest.raises(ValueError, match="must be at least"):
        bounds(Broken())


def test_an_action_id_is_the_index_of_the_action_among_the_choices():
    state = gamekit.load("tavern_trouble", players=2).new_initial_state()
    outcomes = [outcome for outcome, _ in state.chance_outcomes()]
    assert [choice_id(state, o) for o in outcomes] == list(range(len(outcomes)))
    assert choice_of(state, 3) == outcomes[3]
    before = state.to_json()
    for bad in (-1, len(outcomes), True, 1.0, "1"):
        with pytest.raises(gamekit.IllegalAction, match="chance outcome id"):
            choice_of(state, bad)
    assert choice_of(state, np.int64(3)) == outcomes[3]
    state.apply(outcomes[0])
    with pytest.raises(gamekit.IllegalAction, match="is not possible here"):
        choice_id(state, outcomes[0].__class__(1, (9, 9)))
    assert gamekit.replay(state.game, state.history[:-1]).to_json() == before


def test_a_missing_tool_names_the_extra_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)
    with pytest.raises(ModuleNotFoundError, match=r'pip install -e "\.\[openspiel\]"'):
        require("pyspiel", "openspiel")


@pytest.mark.parametrize("module, extra", [("gamekit.adapters.openspiel", "openspiel"),
                                           ("gamekit.adapters.pettingzoo", "pettingzoo")])
def test_importing_an_adapter_without_its_tool_says_which_extra(monkeypatch, module, extra):
    for tool in ("pyspiel", "pettingzoo", "gymnasium"):
        monkeypatch.setitem(sys.modules, tool, None)
    monkeypatch.delitem(sys.modules, module, raising=False)
    with pytest.raises(ModuleNotFoundError, match=rf"install the '{extra}' extra"):
        __import__(module)


def test_the_kit_imports_without_either_tool():
    import subprocess
    code = ("import sys; sys.modules['pyspiel'] = sys.modules['pettingzoo'] = None; "
            "import gamekit, gamekit.adapters, gamekit.adapters.common; "
            "gamekit.play(gamekit.load('tavern_trouble'), seed=1); print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout == "ok\n"


def test_an_id_at_the_end_of_the_game_says_the_game_is_over():
    game = gamekit.load("tavern_trouble", players=2)
    final = gamekit.play(game, seed=1)
    with pytest.raises(gamekit.IllegalAction, match="the game is over"):
        choice_of(final, 0)
