"""Setting up a position by hand (``gamekit.tafelrunde.setup``): the opening deal goes
through the game's own chance steps (so it saves), a hand changed comes out of the pile,
and a wrong argument is a ValueError naming it that leaves the position as it was."""
import dataclasses

import numpy as np
import pytest

import gamekit
from gamekit.tafelrunde import setup
from gamekit.tafelrunde.components import COPIES, card_id
from gamekit.tafelrunde.state import Phase

from .helpers import P1, P2, QUIET

CASTLES = ["red", "green", "lilac", "yellow"]


def fields(state) -> list:
    return [(f.name, repr(getattr(state, f.name))) for f in dataclasses.fields(state) if f.name != "game"]


def cards(state) -> list[int]:
    """Every card of the game, counted by kind, wherever it is."""
    counts = [a + b for a, b in zip(state.pile, state.discard)]
    for hand in state.hands:
        for c in hand:
            counts[c] += 1
    return counts


def test_the_opening_deal_is_the_one_named_and_saves():
    state = setup.position(castles=CASTLES, hands=QUIET)
    assert state.phase is Phase.TURN and state.current_player == P1
    assert state.castle == [0, 1, 2, 3]
    assert [sorted(h) for h in state.hands] == [sorted(card_id(k) for k in QUIET[p]) for p in range(4)]
    again = state.game.from_json(state.to_json())
    assert fields(again) == fields(state)


def test_what_is_not_named_is_drawn_with_the_seed():
    one = setup.position(hands={P1: ["venal"]}, seed=4)
    assert card_id("venal") in one.hands[P1] and one.hands == setup.position(hands={P1: ["venal"]}, seed=4).hands
    assert sorted(one.castle) == [0, 1, 2, 3] and all(len(h) == 3 for h in one.hands)
    assert one.hands != setup.position(hands={P1: ["venal"]}, seed=5).hands


def test_money_and_hands_changed_keep_every_card_and_save_the_lines():
    state = setup.position(castles=CASTLES, hands=QUIET)
    setup.silver(state, P2, 5)
    setup.hand(state, P1, "favourite", "favourite")
    assert state.richest() == P2 and state.silver == [3, 5, 3, 3]
    assert state.hands[P1] == [card_id("favourite")] * 2 and cards(state) == list(COPIES)
    again = gamekit.from_json(state.to_json())
    assert (again.silver, again.hands) == (state.silver, state.hands)


@pytest.mark.parametrize("call, words", [
    (lambda s: setup.silver(s, P1, -1), "silver is a sum of 0 or more"),
    (lambda s: setup.silver(s, P1, 2.0), "silver is a sum of 0 or more"),
    (lambda s: setup.silver(s, P1, True), "silver is a sum of 0 or more"),
    (lambda s: setup.silver(s, 4, 3), "player is a seat"),
    (lambda s: setup.hand(s, P1, "dragon"), "no card 'dragon'"),
    (lambda s: setup.hand(s, P1, *["venal"] * (COPIES[card_id("venal")] + 1)), "no Venal card is left"),
    (lambda s: setup.hand(s, -1, "venal"), "player is a seat"),
])
def test_a_wrong_argument_is_named_and_changes_nothing(call, words):
    state = setup.position(castles=CASTLES, hands=QUIET)
    before = fields(state)
    with pytest.raises(ValueError, match=words):
        call(state)
    assert fields(state) == before


@pytest.mark.parametrize("kwargs, words", [
    ({"castles": ["red", "red", "lilac", "yellow"]}, "the castles are red, green, lilac, yellow"),
    ({"castles": "red"}, "the castles are"),
    ({"castles": ["red", "green", "lilac"]}, "the castles are"),
    ({"hands": {P1: ["venal"] * 4}}, "each player is dealt 3 cards"),
    ({"hands": {4: ["venal"]}}, "player is a seat"),
    ({"hands": {P1: ["nothing"]}}, "no card 'nothing'"),
    ({"hands": {P1: ["magical_mirror"] * 3, P2: ["magical_mirror"]}}, "has only"),
])
def test_a_wrong_deal_is_named(kwargs, words):
    with pytest.raises(ValueError, match=words):
        setup.position(**kwargs)


def test_numpy_integers_are_taken_as_ints():
    state = setup.position(castles=CASTLES, hands=QUIET)
    setup.silver(state, np.int64(1), np.int32(7))
    assert state.silver[1] == 7 and type(state.silver[1]) is int
