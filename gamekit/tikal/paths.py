"""Movement costs: stones on edges and the secret paths between camps.

Rule book, Pohyb (posun) figurek (moving pieces): crossing from one tile to the next
costs 1 AP for every stone on the edge, on both tiles; a piece never stops on the
stones; an edge with no stone on either side cannot be crossed, and nobody ever enters
a volcano (Přikládání prostorových tabulek). Nasazení figurek; tah figurkou z kempu do
kempu: a piece on the base camp or an own camp may go to another of these camps for
1 AP (the secret path). A move here is one piece going from hex to hex by the cheapest
way; it costs exactly what the chain of single steps would.

What a layout of tiles makes of the stones is a pure function of it (:class:`Board`):
the open edges, the spaces where the next tile may go and the cheapest cost between
every two hexes. A state holds its board; laying a tile grows the next one from it
(:func:`lay`: only the ways through the new tile can be cheaper), and boards are
remembered by layout (:func:`board`), for the states a search deals from a view. The
cheapest ways from each hex are read off the costs, kept per board and set of camps
(:func:`reach`) and laid out for a hex when first asked for: the next action of a
turn or a clone costs a look-up. The hexes of a way are
searched for only when a log line shows them (:class:`Route`).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from operator import getitem
from typing import Protocol

import numpy as np

from .components import ACTION_POINTS, CAMP_TO_CAMP
from .hexes import ADJACENT, HEXES, name
from .layout import CAMP_GROUND, HAS_TEMPLE, WALKS, Layout
from .tiles import BASE

Edges = tuple[tuple[tuple[int, int], ...], ...]
"""For each hex, its open edges as (neighbour, AP), in the order of the directions."""
BOARDS_KEPT = 256
"""Boards remembered at most (a game lays 36 tiles; a search keeps games apart)."""
FAR = 1 << 10
"""The cost between hexes no way joins: more than any way on the board costs."""
ALL_HEXES = range(HEXES)
NEAR: tuple[tuple[int, ...], ...] = tuple(tuple(k for _, k, _ in ADJACENT[h]) for h in ALL_HEXES)
"""NEAR[h]: the hexes next to ``h`` on the board."""


@dataclass(frozen=True, eq=False, slots=True)
class Board:
    """What one ``layout`` makes of the stones (made by :func:`board` or :func:`lay`, one
    object per layout: its identity stands for it in the memo of :func:`reach`):
    ``edges``, whether a piece may stand on each hex (``walk``), the empty hexes next
    to an explored one (``spaces``) and how each of them faces the board (``facing``,
    :func:`facing`), the hexes where a camp may ever stand (``ground``) and those of the
    temples (``temples``); ``cost[a, b]`` the AP of the cheapest way from ``a`` to ``b``
    (:data:`FAR` where there is none; never written to)."""

    layout: Layout
    edges: Edges
    walk: tuple[bool, ...]
    spaces: tuple[int, ...]
    facing: dict[int, int]
    ground: tuple[int, ...]
    temples: tuple[int, ...]
    cost: np.ndarray


@dataclass(eq=False, slots=True)
class Ways:
    """The cheapest ways from ``source`` within ``limit`` AP (at most 254), packed to
    keep memos light: ``cost[h]`` (``limit + 1`` where ``h`` cannot be reached) and
    ``keys`` the hexes reached at a cost above 0 with their cost, as ``cost * HEXES +
    target``, cheapest first and by hex on a tie (so those within ``ap`` AP come before
    ``(ap + 1) * HEXES``). Shared by every caller on one board with one set of camps
    (:class:`Reach`), and never written to: not frozen, because a game makes some two
    hundred and a frozen dataclass sets each field through ``object.__setattr__``."""

    source: int
    limit: int
    cost: bytes
    keys: tuple[int, ...]

    @property
    def targets(self) -> bytes:
        """The hexes of ``keys``, in their order."""
        return bytes([k % HEXES for k in self.keys])


def _row(layout: Layout, walk: tuple[bool, ...], h: int) -> tuple[tuple[int, int], ...]:
    """The open edges of ``h``: towards a hex a piece may stand on, with a stone on
    either side; crossing costs all the stones."""
    if not walk[h]:
        return ()
    stones, mine = layout.stones, layout.stones[h]
    row = []
    for d, k, back in ADJACENT[h]:
        if walk[k]:
            cost = mine[d] + stones[k][back]
            if cost:
                row.append((k, cost))
    return tuple(row)


FACINGS = 1 << 7
"""How many ways an empty hex can face the board (:func:`facing`)."""


def facing(layout: Layout, walk: tuple[bool, ...], h: int) -> int:
    """How the empty hex ``h`` faces the board, as one int: bit ``d + 1`` for each edge
    ``d`` towards a hex a piece may stand on, bit 0 when one of those hexes has a stone
    on the shared edge (placing a tile there asks only this)."""
    code = 0
    for d, k, back in ADJACENT[h]:
        if walk[k]:
            code |= 2 << d | (layout.stones[k][back] > 0)
    return code


def _through(cost: np.ndarray, x: int, steps: tuple[tuple[int, int], ...]) -> np.ndarray:
    """The cheapest costs ``cost`` once ``x`` is joined to hexes by ``steps`` (neighbour,
    AP): a way that is cheaper now goes through ``x``, reached from one of them."""
    if not steps:
        return cost
    (k, ap), *others = steps
    to_x = cost[:, k] + ap
    for k, ap in others:
        np.minimum(to_x, cost[:, k] + ap, out=to_x)
    to_x[x] = 0
    return np.minimum(cost, to_x[:, None] + to_x)


def _grow(before: Board, after: Layout, x: int) -> Board:
    """The board of ``after``, which is the layout of ``before`` with a tile on ``x``:
    only ``x`` and its neighbours change, and the costs of the ways through ``x``."""
    tiles = after.tiles
    tile: int = tiles[x]  # type: ignore[assignment]
    walk = before.walk[:x] + (WALKS[tile],) + before.walk[x + 1:]
    edges = list(before.edges)
    edges[x] = _row(after, walk, x)
    facing_ = dict(before.facing)
    facing_.pop(x, None)
    for k in NEAR[x]:
        edges[k] = _row(after, walk, k)
        if tiles[k] is None:
            facing_[k] = facing(after, walk, k)
    ground = tuple(sorted(before.ground + (x,))) if CAMP_GROUND[tile] else before.ground
    temples = tuple(sorted(before.temples + (x,))) if HAS_TEMPLE[tile] else before.temples
    cost = _through(before.cost, x, edges[x])
    return Board(after, tuple(edges), walk, tuple(sorted(facing_)), facing_, ground, temples, cost)


BARE = Board(Layout.empty(), ((),) * HEXES, (False,) * HEXES, (), {}, (), (),
             np.where(np.eye(HEXES, dtype=bool), 0, FAR).astype(np.int16))
"""The board before any tile: nothing to walk on."""
_BOARDS: OrderedDict[Layout, Board] = OrderedDict({BARE.layout: BARE})


def _remember(found: Board) -> Board:
    if len(_BOARDS) >= BOARDS_KEPT:
        _BOARDS.popitem(last=False)     # the oldest first (a dict would scan its deleted slots)
    _BOARDS[found.layout] = found
    return found


def board(layout: Layout) -> Board:
    """The board this layout makes: remembered, else grown tile by tile from none."""
    found = _BOARDS.get(layout)
    if found is None:
        found = BARE
        for h, tile in enumerate(layout.tiles):
            if tile is not None:
                found = _grow(found, found.layout.laid(h, tile, layout.turns[h], layout.stones[h]), h)
        _remember(found)
    return found


def lay(on: Board, h: int, tile: int, turns: int, stones: tuple[int, ...]) -> Board:
    """The board ``on`` with ``tile`` laid on ``h``: remembered, else grown from ``on``
    (a search lays the same tiles again and again)."""
    after = on.layout.laid(h, tile, turns, stones)
    found = _BOARDS.get(after)
    return found if found is not None else _remember(_grow(on, after, h))


class Position(Protocol):
    """What movement reads of a state (``TikalState``): its board and the camps."""

    board: Board
    camp_hexes: list[list[int]]


def camps_of(state: Position, player: int | None) -> tuple[int, ...]:
    """The camps ``player`` may use for deploying and the secret paths: the base camp
    and his own camps (none for ``player=None``)."""
    if player is None:
        return ()
    return (BASE,) + tuple(state.camp_hexes[player])


def secret_paths(cost: np.ndarray, camps: tuple[int, ...]) -> np.ndarray:
    """``cost`` with the secret paths between ``camps`` (Tah figurkou z kempu do
    kempu: 1 AP from camp to camp). A cheapest way takes at most one of them (one
    from its first camp to its last is as cheap as several), from the camp nearest
    its start to the camp nearest its end (the costs are the same both ways)."""
    if len(camps) < 2:
        return cost
    near = cost[:, camps].min(axis=1)
    return np.minimum(cost, np.add.outer(near, near + CAMP_TO_CAMP))


class Reach(dict[int, Ways]):
    """The cheapest ways from each hex within ``limit`` AP on one board with one set of
    camps (:func:`reach`), by source, each laid out when first asked for from the
    costs (``rows``: ``limit + 1`` where farther, a row of ``HEXES`` bytes per source):
    the hexes reached, by cost, then by hex (:func:`key_rows`)."""

    def __init__(self, on: Board, camps: tuple[int, ...], limit: int) -> None:
        super().__init__()
        self.limit = limit
        self.rows = np.minimum(secret_paths(on.cost, camps), limit + 1).astype(np.uint8).tobytes()
        self.keyed = key_rows(limit)

    def __missing__(self, source: int) -> Ways:
        cost = self.rows[source * HEXES:(source + 1) * HEXES]
        keys = sorted(filter(None, map(key_at, self.keyed, cost)))
        found = self[source] = Ways(source, self.limit, cost, tuple(keys))
        return found


key_at: Callable[[tuple[int, ...], int], int] = getitem
"""``key_at(row, c)``: ``row[c]``, in C (``map`` calls it once per hex)."""


@lru_cache(maxsize=4)
def key_rows(limit: int) -> tuple[tuple[int, ...], ...]:
    """``key_rows(limit)[h][c]``: the key ``c * HEXES + h`` of a way to ``h`` costing
    ``c``, or 0 where ``c`` is 0 (the source) or more than ``limit``; only a hex a piece
    may stand on is ever reached at a cost above 0, so the keys of a row of costs are
    the ways from its source."""
    return tuple(tuple(c * HEXES + h if 0 < c <= limit else 0 for c in range(256)) for h in ALL_HEXES)


@lru_cache(maxsize=64)
def reach(on: Board, camps: tuple[int, ...], limit: int) -> Reach:
    """The cheapest ways from every hex of the board ``on`` within ``limit`` AP, the
    secret paths between ``camps`` costing 1 AP each: read off the board's costs."""
    return Reach(on, camps, limit)


def ways(on: Board, camps: tuple[int, ...], source: int, limit: int) -> Ways:
    """The cheapest ways from ``source`` (:func:`reach`)."""
    return reach(on, camps, limit)[source]


def previous(adj: Edges, camps: tuple[int, ...], source: int, limit: int) -> list[int]:
    """For each hex, the hex before it on a cheapest way from ``source`` within
    ``limit`` AP over the open edges ``adj`` (itself at the source and where no way
    leads): Dijkstra with a bucket per cost, by hex within a bucket, a hex's first
    cheaper way kept."""
    cost = [limit + 1] * HEXES
    prev = list(range(HEXES))
    cost[source] = 0
    secret = {h: tuple((k, CAMP_TO_CAMP) for k in camps if k != h) for h in camps}
    buckets: list[list[int]] = [[] for _ in range(limit + 1)]
    buckets[0].append(source)
    for c, bucket in enumerate(buckets):
        for h in sorted(set(bucket)):
            if cost[h] != c:
                continue                      # reached more cheaply since
            for k, w in adj[h] + secret[h] if h in secret else adj[h]:
                if c + w < cost[k]:
                    cost[k] = c + w
                    prev[k] = h
                    buckets[c + w].append(k)
    return prev


def way(prev: list[int], target: int) -> list[int]:
    """The hexes of the cheapest way to ``target`` (``prev`` from :func:`previous`),
    from its source."""
    hexes = [target]
    while prev[hexes[-1]] != hexes[-1]:
        hexes.append(prev[hexes[-1]])
    return hexes[::-1]


@dataclass(eq=False, slots=True)
class Route:
    """A cheapest way from ``source`` to ``target`` over the open edges of a board
    (``Board.edges``) and the secret paths between ``camps``, written "(0,4) → (1,3) →
    (2,3)" when it is read (a log line is written only when the log is read, and only
    then is the way searched for). Made at every move, so not frozen, as :class:`Ways`."""

    edges: Edges
    camps: tuple[int, ...]
    source: int
    target: int

    def __str__(self) -> str:
        prev = previous(self.edges, self.camps, self.source, ACTION_POINTS)
        return " → ".join(name(h) for h in way(prev, self.target))


def cheapest(state: Position, source: int, player: int | None = None,
             limit: int = ACTION_POINTS) -> tuple[dict[int, int], dict[int, int]]:
    """``(cost, previous)`` for every hex reachable from ``source`` within ``limit``
    AP; with ``player`` his camp-to-camp paths count 1 AP."""
    on, camps = state.board, camps_of(state, player)
    found = ways(on, camps, source, limit)
    prev = previous(on.edges, camps, source, limit)
    return ({h: c for h, c in enumerate(found.cost) if c <= limit}, {h: prev[h] for h in found.targets})
