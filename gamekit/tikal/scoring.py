"""Scoring (Tikal rule book, Hodnocení and Hodnocení pokladů): temples to the strict
majority, guarded temples to the guard, treasures by motif.

A player scores the top value of every temple where his pieces are strictly stronger
than each other player's (the leader counts 3, a worker 1; a tie scores for nobody),
plus every temple he guards; then his treasures: 1 of a motif 1 point, 2 of a motif 3,
3 of a motif 6. The rule book's example: temples 3, 5, 5 and 8 give 21; two pairs and
two single treasures give 6 + 2 = 8.
"""
from __future__ import annotations

from collections.abc import Sequence

from .components import LEADER_STRENGTH, SET_POINTS, WORKER_STRENGTH
from .state import TikalState


def pieces(state: TikalState, h: int, p: int) -> int:
    """How many of ``p``'s pieces (workers and leader) stand on ``h``: for acting, the
    leader is a piece like any other (rule book, Účastníci expedice)."""
    return state.workers[p][h] + (state.leader[p] == h)


def strength(state: TikalState, h: int, p: int) -> int:
    """Player ``p``'s strength on hex ``h``: 3 for his leader, 1 per worker."""
    return (WORKER_STRENGTH * state.workers[p][h]
            + (LEADER_STRENGTH if state.leader[p] == h else 0))


def majority(state: TikalState, h: int) -> int | None:
    """The player with the strict majority on ``h``, or None (nobody there, or a tie);
    each strength counted as :func:`strength` does, inline (every listing of the 10 AP
    asks this of the temples where the player stands)."""
    best, owner = 0, None
    leader = state.leader
    for p, workers in enumerate(state.workers):
        s = WORKER_STRENGTH * workers[h] + (LEADER_STRENGTH if leader[p] == h else 0)
        if s > best:
            best, owner = s, p
        elif s == best:
            owner = None
    return owner if best > 0 else None


def temple_owner(state: TikalState, h: int) -> int | None:
    """Who scores the temple on ``h``: its guard's owner, else the strict majority."""
    guard = state.guard[h]
    return guard if guard is not None else majority(state, h)


def temples_scored(state: TikalState, p: int) -> list[tuple[int, int]]:
    """(hex, value) of every temple that scores for ``p`` now."""
    temple = state.temple
    return [(h, temple[h]) for h in state.board.temples if temple_owner(state, h) == p]


def treasure_points(hand: Sequence[int]) -> int:
    """Points for treasures, ``hand[m]`` tokens of motif ``m``: 1 -> 1, 2 -> 3, 3 -> 6."""
    return sum(SET_POINTS[k] for k in hand)


def temple_points(values: Sequence[int]) -> int:
    """Points for the temples a player scores: their values added."""
    return sum(values)
