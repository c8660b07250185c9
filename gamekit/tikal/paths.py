"""Movement costs: stones on edges and the secret paths between camps.

Rule book, Pohyb (posun) figurek (moving pieces): crossing from one tile to the next
costs 1 AP for every stone on the edge, on both tiles; a piece never stops on the
stones; an edge with no stone on either side cannot be crossed, and nobody ever enters
a volcano (Přikládání prostorových tabulek). Nasazení figurek; tah figurkou z kempu do
kempu: a piece on the base camp or an own camp may go to another of these camps for
1 AP (the secret path). A move here is one piece going from hex to hex by the cheapest
way; it costs exactly what the chain of single steps would.

The cheapest ways are pure functions of the board and the camps, so they are
memoised on immutable descriptions of them (``functools.lru_cache``): the same board
seen again (the next action of a turn, a clone, a search bot's sampled state) costs
a dictionary look-up, and nothing on the state needs resetting when the board changes.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .components import ACTION_POINTS, CAMP_TO_CAMP
from .hexes import ADJACENT, HEXES
from .state import WALKS, TikalState
from .tiles import BASE

Edges = tuple[tuple[tuple[int, int], ...], ...]
"""For each hex, its open edges as (neighbour, AP)."""


@dataclass(frozen=True, eq=False, slots=True)
class Board:
    """The open edges of one explored board (made by :func:`board`, one object per
    board: its identity stands for the board in the memo of :func:`ways`)."""

    edges: Edges


@dataclass(frozen=True, eq=False, slots=True)
class Ways:
    """The cheapest ways from one hex within ``limit`` AP (at most 254), packed in
    bytes to keep memos light: ``cost[h]`` (above ``limit`` where ``h`` cannot be
    reached), ``prev[h]`` (the hex before ``h`` on a cheapest way; ``h`` itself at the
    source and where no way leads) and ``targets``, the hexes reached at a cost above 0,
    in order. Shared by every caller (one object per search: its identity stands for it
    in memos)."""

    limit: int
    cost: bytes
    prev: bytes
    targets: bytes


EDGE: tuple[tuple[tuple[int, int], ...], ...] = tuple(tuple((k, w) for w in range(13)) for k in range(HEXES))
"""EDGE[k][w]: the open edge towards ``k`` costing ``w``, made once: boards share them
(fewer objects for the memos to keep)."""


@lru_cache(maxsize=512)
def board(tile_at: tuple[int | None, ...], stones: tuple[tuple[int, ...], ...]) -> Board:
    """The board with these tiles and stones, its open edges worked out once: an edge
    is open when a piece may stand on both sides (explored, no volcano) and it has a
    stone on either side; crossing it costs all its stones."""
    walk = [t is not None and WALKS[t] for t in tile_at]
    edges = []
    for h in range(HEXES):
        row: list[tuple[int, int]] = []
        if walk[h]:
            mine = stones[h]
            for d, k, back in ADJACENT[h]:
                if walk[k]:
                    cost = mine[d] + stones[k][back]
                    if cost:
                        row.append(EDGE[k][cost] if cost < len(EDGE[k]) else (k, cost))
        edges.append(tuple(row))
    return Board(tuple(edges))


def board_of(state: TikalState) -> Board:
    """The board of ``state`` as it lies now."""
    return board(tuple(state.tile_at), tuple(state.stones))


def camps_of(state: TikalState, player: int | None) -> tuple[int, ...]:
    """The camps ``player`` may use for deploying and the secret paths: the base camp
    and his own camps (none for ``player=None``)."""
    if player is None:
        return ()
    return (BASE,) + tuple(state.camp_hexes[player])


@lru_cache(maxsize=4096)
def ways(on: Board, camps: tuple[int, ...], source: int, limit: int) -> Ways:
    """The cheapest ways from ``source`` on the board ``on``, within ``limit`` AP, the
    secret paths between ``camps`` costing 1 AP each (Dijkstra with a bucket per cost:
    costs are small whole numbers; within a cost, by hex)."""
    adj = on.edges
    unreached = limit + 1
    cost = [unreached] * HEXES
    prev = list(range(HEXES))
    cost[source] = 0
    secret = {h: tuple((k, CAMP_TO_CAMP) for k in camps if k != h) for h in camps}
    buckets: list[list[int]] = [[] for _ in range(unreached)]
    buckets[0].append(source)
    for c, bucket in enumerate(buckets):
        for h in sorted(bucket):
            if cost[h] != c:
                continue                      # reached more cheaply since
            steps = adj[h] + secret[h] if h in secret else adj[h]
            for k, w in steps:
                nc = c + w
                if nc < cost[k]:
                    cost[k] = nc
                    prev[k] = h
                    buckets[nc].append(k)
    targets = bytes([k for k in range(HEXES) if 0 < cost[k] < unreached])
    return Ways(limit, bytes(cost), bytes(prev), targets)


def cheapest(state: TikalState, source: int, player: int | None = None,
             limit: int = ACTION_POINTS) -> tuple[dict[int, int], dict[int, int]]:
    """``(cost, previous)`` for every hex reachable from ``source`` within ``limit``
    AP; with ``player`` his camp-to-camp paths count 1 AP."""
    found = ways(board_of(state), camps_of(state, player), source, limit)
    return ({h: c for h, c in enumerate(found.cost) if c <= limit},
            {h: found.prev[h] for h in found.targets})


def way(found: Ways, target: int) -> list[int]:
    """The hexes of the cheapest way in ``found`` to ``target``, from its source."""
    hexes = [target]
    while found.prev[hexes[-1]] != hexes[-1]:
        hexes.append(found.prev[hexes[-1]])
    return hexes[::-1]

