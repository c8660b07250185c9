"""Setting up a Tikal position by hand, for the questions an analyst asks ("what is a
worker on that temple worth, with 6 AP left?"): a new game at the start of a player's
10 AP, then tiles laid, pieces put, treasures given, through these functions.

>>> from gamekit.tikal import setup
>>> state = setup.position(players=2)                 # Red to spend 10 AP
>>> setup.lay(state, "D1", "(1,2)", turns=3)          # a temple of value 5, stones towards (1,3)
7
>>> setup.put(state, 0, "(1,3)", workers=2)           # two of Red's workers on the printed jungle
8
>>> setup.draw(state, "E1")                           # what if Red drew the temple E1 next?

Each function keeps the position whole: a tile laid leaves its stack, pieces put come
out of the player's supply, treasures given come out of the face-down ones. A hex is
written ``"(x,y)"`` as the log writes it, or given as ``(x, y)``. The state keeps each
call (``state.set_up``), and its save replays them where they were made.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gamekit

from ..core.protocol import plain_int, seat, whole
from ..core.set_up import recorded
from .components import MOTIFS
from .components import seat as colour
from .hexes import DIRECTIONS, NAMED, hex_at
from .placing import lay as lay_tile
from .state import TikalState, Turn
from .tiles import ALL_TILES, BY_ID, TILES, VOLCANO, rotate
from .turns import start_actions, take_tile

Where = str | tuple[int, int]
"""A hex: ``"(x,y)"``, or ``(x, y)``."""
STONES = 3
"""The most stones on one edge of a tile."""


def at(where: Where) -> int:
    """The hex written ``"(x,y)"`` or given as ``(x, y)``."""
    if isinstance(where, str):
        if where not in NAMED:
            raise ValueError(f"Tikal: {where!r} is not a hex of the board, written like '(3,2)'")
        return NAMED[where]
    if not isinstance(where, (tuple, list)) or len(where) != 2:
        raise ValueError(f"Tikal: a hex is written '(3,2)' or given as (3, 2), not {where!r}")
    if not all(_natural(v) for v in where):
        raise ValueError(f"Tikal: a hex is given as two whole numbers (x, y), not {where!r}")
    return hex_at(*(int(v) for v in where))


def _natural(value: object) -> bool:
    """Whether ``value`` is a whole number of 0 or more (numpy's integers too)."""
    number = plain_int(value)
    return number is not None and number >= 0


def position(players: int = 2, version: str = "basic", player: int = 0) -> TikalState:
    """A new game at the start of ``player``'s 10 AP, only the printed spaces explored
    (nothing drawn, every piece in its player's supply)."""
    state = gamekit.load("tikal", players=players, version=version).new_initial_state()
    assert isinstance(state, TikalState)
    begin(state, player)
    return state


@recorded
def begin(state: TikalState, player: int) -> None:
    """``player``'s turn begins at his 10 action points (rule book, Realizace 10 akčních
    bodů), with no tile drawn."""
    start_actions(state, seat(state.game, player), Turn.NORMAL)


def _tile(tile_id: object) -> int:
    """The index of tile ``tile_id`` ("D1"), or a ValueError."""
    if not isinstance(tile_id, str) or tile_id not in BY_ID or BY_ID[tile_id].index >= len(TILES):
        raise ValueError(f"Tikal: {tile_id!r} is not one of the 36 tiles (A1 ... G4)")
    return BY_ID[tile_id].index


def _from_stack(state: TikalState, tile_id: str) -> int:
    """Take tile ``tile_id`` out of its stack."""
    tile = _tile(tile_id)
    stack = next((s for s in state.stacks if tile in s), None)
    if stack is None:
        raise ValueError(f"Tikal: tile {tile_id} is no longer in its stack")
    stack.remove(tile)
    return tile


def _edges(turns: Any, stones: Any) -> tuple[int, tuple[int, ...] | None]:
    """``turns`` (0 to 5) and ``stones`` (None, or 0 to 3 stones on each of the six edges)
    for :func:`lay`, as plain ints, or a ValueError saying what they are."""
    if not _natural(turns) or int(turns) >= len(DIRECTIONS):
        raise ValueError(f"Tikal: turns is how often the tile is turned 60 degrees clockwise, "
                         f"0 to 5, not {turns!r}")
    if stones is None:
        return int(turns), None
    if not isinstance(stones, (tuple, list)) or len(stones) != len(DIRECTIONS) or \
            not all(_natural(v) and int(v) <= STONES for v in stones):
        raise ValueError(f"Tikal: stones are 0 to {STONES} on each of the six edges (N, NE, SE, "
                         f"S, SW, NW), not {stones!r}")
    return int(turns), tuple(int(v) for v in stones)


@recorded
def lay(state: TikalState, tile_id: str, where: Where, turns: int = 0,
        stones: tuple[int, ...] | None = None) -> int:
    """Lay tile ``tile_id`` (``"D1"``) on a hex, turned ``turns`` x 60 degrees
    clockwise (0 to 5), taken out of its stack; ``stones`` lays other stones on its edges
    instead (N, NE, SE, S, SW, NW), for what-if boards. Gives the hex."""
    h = at(where)
    turns, edges = _edges(turns, stones)
    if state.board.layout.tiles[h] is not None:
        raise ValueError(f"Tikal: a tile already lies on {where}")
    tile = _from_stack(state, tile_id)
    lay_tile(state, tile, h, turns, edges or rotate(TILES[tile].stones, turns))
    return h


@recorded
def draw(state: TikalState, tile_id: str) -> None:
    """The player in turn draws tile ``tile_id`` (out of its stack) instead of the
    top one: he is to place it (a volcano starts its scoring round first)."""
    if state.tile is not None:
        raise ValueError(f"Tikal: {colour(state.player)} already holds tile "
                         f"{TILES[state.tile].id}, which is to be placed first")
    take_tile(state, state.player, _from_stack(state, tile_id))


@recorded
def put(state: TikalState, player: int, where: Where, workers: int = 0, leader: bool = False) -> int:
    """Put ``workers`` of ``player`` (and his leader) on a hex with a tile that is no
    volcano (nobody enters one), from his supply. Gives the hex."""
    player, h = seat(state.game, player), at(where)
    workers = whole(workers, 0, "Tikal: workers is a number of workers, 0 or more")
    if type(leader) is not bool:
        raise ValueError(f"Tikal: leader is True or False, not {leader!r}")
    tile = state.board.layout.tiles[h]
    if tile is None or ALL_TILES[tile].type == VOLCANO:
        raise ValueError(f"Tikal: pieces stand on an explored hex, not on a volcano; {where} is "
                         f"{'unexplored' if tile is None else 'a volcano'}")
    if workers > state.supply[player]:
        raise ValueError(f"Tikal: {colour(player)} has only {state.supply[player]} workers in the supply")
    state.workers[player][h] += workers
    state.supply[player] -= workers
    if leader:
        state.leader[player] = h
    return h


@recorded
def give(state: TikalState, player: int, motif: str, count: int = 1) -> None:
    """Give ``player`` ``count`` treasures of ``motif`` ("jade mask"), shown, out of
    those still face down."""
    player = seat(state.game, player)
    count = whole(count, 0, "Tikal: count is a number of treasures, 0 or more")
    if motif not in MOTIFS:
        raise ValueError(f"Tikal: the motifs are {', '.join(MOTIFS)}, not {motif!r}")
    m = MOTIFS.index(motif)
    if count > state.hidden[m]:
        raise ValueError(f"Tikal: only {state.hidden[m]} treasures of {motif} are still face down")
    state.hidden[m] -= count
    state.hands[player][m] += count


STEPS: dict[str, Callable[..., Any]] = {"begin": begin, "lay": lay, "draw": draw, "put": put, "give": give}
"""The set-up steps by name, which a save of a position set up so replays."""
