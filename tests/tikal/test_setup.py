"""Setting up a position by hand (``gamekit.tikal.setup``): a wrong argument is a
ValueError naming it, and the position is left exactly as it was."""
import dataclasses

import numpy as np
import pytest

from gamekit.tikal import setup


def fields(state) -> list:
    """Every field of the state but its game, as it reads."""
    return [(f.name, repr(getattr(state, f.name))) for f in dataclasses.fields(state) if f.name != "game"]


@pytest.mark.parametrize("call, words", [
    (lambda s: setup.lay(s, "D1", "(1,2)", turns=1.5), "turns"),
    (lambda s: setup.lay(s, "D1", "(1,2)", turns=-1), "turns"),
    (lambda s: setup.lay(s, "D1", "(1,2)", turns=6), "turns"),
    (lambda s: setup.lay(s, "D1", "(1,2)", stones=(1, 2)), "stones"),
    (lambda s: setup.lay(s, "D1", "(1,2)", stones=(-1, 0, 0, 0, 0, 0)), "stones"),
    (lambda s: setup.lay(s, "D1", "(1,2)", stones=(4, 0, 0, 0, 0, 0)), "stones"),
    (lambda s: setup.lay(s, "D1", (1.0, 2.0)), "hex"),
    (lambda s: setup.lay(s, "D1", 7), "hex"),
    (lambda s: setup.lay(s, ["D1"], "(1,2)"), "36 tiles"),
    (lambda s: setup.put(s, 2, "(1,3)", workers=1), "player is a seat"),
    (lambda s: setup.put(s, -1, "(1,3)", workers=1), "player is a seat"),
    (lambda s: setup.put(s, 0, "(1,3)", workers=-3), "workers"),
    (lambda s: setup.put(s, 0, "(1,3)", workers=1.5), "workers"),
    (lambda s: setup.put(s, 0, "(1,3)", leader="no"), "leader"),
    (lambda s: setup.put(s, 0, "(1,2)", workers=1), "unexplored"),
    (lambda s: setup.give(s, 2, "jade mask"), "player is a seat"),
    (lambda s: setup.give(s, 0, "jade mask", -1), "count"),
])
def test_a_wrong_argument_is_named_and_changes_nothing(call, words):
    state = setup.position(players=2)
    before = fields(state)
    with pytest.raises(ValueError, match=words):
        call(state)
    assert fields(state) == before


def test_a_tile_drawn_is_placed_before_another_is_drawn():
    state = setup.position(players=2)
    setup.draw(state, "E1")
    before = fields(state)
    with pytest.raises(ValueError, match="already holds tile E1"):
        setup.draw(state, "E2")
    assert fields(state) == before


@pytest.mark.parametrize("player", [2, -1, True, 0.0])
def test_the_player_to_spend_is_a_seat(player):
    with pytest.raises(ValueError, match="player is a seat from 0 to 1"):
        setup.position(players=2, player=player)


def test_numpy_integers_are_taken_as_ints():
    state = setup.position(players=2, player=np.int64(1))
    h = setup.put(state, np.int64(1), (np.int64(1), np.int64(3)), workers=np.int64(2))
    assert (state.player, state.workers[1][h], state.supply[1]) == (1, 2, 16)
    assert type(state.supply[1]) is int
