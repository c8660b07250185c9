"""Malformed input on every registered game: actions and chance outcomes with a field of
the wrong type or out of range, things that are not actions, options of the wrong type,
and corrupt saves. Each gets its clear error (IllegalAction, ValueError, CorruptSave;
never TypeError, IndexError or KeyError) and leaves everything as it was."""
import json
import os
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit.core.registry import game_class
from gamekit.tavern_trouble.actions import Deal

from .malformed import check

GAMES = int(os.environ.get("CONFORMANCE_PLAYOUTS", "12"))


@pytest.mark.parametrize("name", gamekit.games())
def test_malformed_actions_are_refused_and_change_nothing(name):
    found = check(gamekit.load(name), games=max(2, GAMES // 4), seed=1)
    assert found.tried > 500
    assert not found.faults, f"{len(found.faults)} of {found.tried} malformed inputs got in:\n" + \
        "\n".join(found.faults[:8])


ODD_VALUES = st.one_of(st.floats(allow_nan=True), st.booleans(), st.none(), st.text(max_size=5),
                       st.integers(-10 ** 40, 10 ** 40), st.lists(st.integers(), max_size=3),
                       st.sampled_from([np.int64(3), np.float64(3.0), np.bool_(True)]))


@pytest.mark.parametrize("name", gamekit.games())
@settings(max_examples=150, derandomize=True, deadline=None)
@given(data=st.data())
def test_an_option_of_the_wrong_type_or_value_is_a_value_error(name, data):
    options = game_class(name).OPTIONS
    key = data.draw(st.sampled_from(sorted(options)))
    value = data.draw(st.one_of(ODD_VALUES, st.sampled_from(options[key].allowed or (None,))))
    try:
        game = gamekit.load(name, **{key: value})
    except ValueError:
        return
    plain = game.options[key]
    assert any(type(plain) is type(a) and plain == a for a in options[key].allowed or (plain,)), \
        f"{key}={value!r} was taken as {plain!r}"
    assert gamekit.load(name, **game.options).options == game.options


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) |
                    st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) |
                    st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


def a_save(name: str) -> dict:
    return json.loads(gamekit.play(gamekit.load(name), seed=3).to_json())


@pytest.mark.parametrize("name", gamekit.games())
@settings(max_examples=150, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_corrupt_save_is_a_corrupt_save(name, data):
    save = a_save(name)
    key = data.draw(st.sampled_from(["format", "game", "options", "history", "option", "step"]))
    if key == "option":
        option = data.draw(st.sampled_from(sorted(save["options"])))
        save["options"][option] = data.draw(JSON)
    elif key == "step" and save["history"]:
        index = data.draw(st.integers(0, len(save["history"]) - 1))
        save["history"][index] = data.draw(JSON)
    else:
        save[key] = data.draw(JSON)
    text = json.dumps(save)
    try:
        state = gamekit.from_json(text)
    except gamekit.CorruptSave:
        return
    assert state.to_json() == gamekit.from_json(state.to_json()).to_json()


@pytest.mark.parametrize("text", ["[" * 100_000, "1" * 5000, '{"format": 1e999}', "", "null",
                                  '{"format": 1, "game": "tavern_trouble", "options": {"players": 4.0}, '
                                  '"history": []}', b"\xff\xfe"])
def test_odd_texts_are_corrupt_saves(text):
    with pytest.raises(gamekit.CorruptSave):
        gamekit.from_json(text)


@pytest.mark.parametrize("cards", [(2.0, 8), (True, 8), (2, 8, 9), [2, 8], 2])
def test_a_wrong_tuple_is_named_as_a_tuple_of_whole_numbers(cards):
    """The error names the field's shape, not that of one of its items: a tuple of a
    float was once said to be "a whole number"."""
    state = gamekit.load("tavern_trouble").new_initial_state()
    before = state.to_json()
    with pytest.raises(gamekit.IllegalAction,
                       match=rf"Deal\.cards is a tuple of 2 whole numbers, not {re.escape(repr(cards))}$"):
        state.apply(Deal(0, cards))
    assert state.to_json() == before
