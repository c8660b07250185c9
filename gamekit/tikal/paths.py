"""Movement costs: stones on edges and the secret paths between camps.

Seed 001, Movement: crossing from one tile to the next costs 1 AP for every stone on
the edge, on both tiles; a piece never stops on the stones; an edge with no stone on
either side cannot be crossed, and nobody ever enters a volcano. A piece on the base
camp or an own camp may go to another of these camps for 1 AP (the secret path).
A move here is one piece going from hex to hex by the cheapest way; it costs exactly
what the chain of single steps would.
"""
from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from .components import ACTION_POINTS, CAMP_TO_CAMP
from .hexes import HEXES, NEIGHBOURS, opposite
from .tiles import BASE

if TYPE_CHECKING:
    from .rules import TikalState


def crossing(state: TikalState, h: int, d: int) -> int:
    """AP to cross edge ``d`` of hex ``h``: the stones on both sides of it, or 0 when it
    is closed (no stones, off the board, not explored, or a volcano on either side)."""
    k = NEIGHBOURS[h][d]
    if k < 0 or not state.walkable[h] or not state.walkable[k]:
        return 0
    return state.stones[h][d] + state.stones[k][opposite(d)]


def adjacency(state: TikalState) -> list[tuple[tuple[int, int], ...]]:
    """For each hex, its open edges as (neighbour, cost) (cached until the board changes)."""
    cache = state.paths_cache
    adj = cache.get("adj")
    if adj is None:
        adj = []
        for h in range(HEXES):
            if not state.walkable[h]:
                adj.append(())
                continue
            row = []
            for d in range(6):
                cost = crossing(state, h, d)
                if cost:
                    row.append((NEIGHBOURS[h][d], cost))
            adj.append(tuple(row))
        cache["adj"] = adj
    return adj


def camps_of(state: TikalState, player: int | None) -> tuple[int, ...]:
    """The camps ``player`` may use for deploying and the secret paths: the base camp
    and his own camps (none for ``player=None``)."""
    if player is None:
        return ()
    return (BASE,) + tuple(state.camp_hexes[player])


def cheapest(state: TikalState, source: int, player: int | None = None,
             limit: int = ACTION_POINTS) -> tuple[dict[int, int], dict[int, int]]:
    """Dijkstra from ``source``: ``(cost, previous)`` for every hex reachable within
    ``limit`` AP; with ``player`` his camp-to-camp paths count 1 AP (cached)."""
    key = (player, source, limit)
    cache = state.paths_cache
    found = cache.get(key)
    if found is not None:
        return found
    adj = adjacency(state)
    camps = camps_of(state, player)
    cost = {source: 0}
    prev: dict[int, int] = {}
    heap = [(0, source)]
    while heap:
        c, h = heapq.heappop(heap)
        if c > cost[h]:
            continue
        steps = adj[h]
        if h in camps:
            steps = steps + tuple((k, CAMP_TO_CAMP) for k in camps if k != h)
        for k, w in steps:
            nc = c + w
            if nc <= limit and nc < cost.get(k, limit + 1):
                cost[k] = nc
                prev[k] = h
                heapq.heappush(heap, (nc, k))
    cache[key] = (cost, prev)
    return cost, prev


def path(prev: dict[int, int], source: int, target: int) -> list[int]:
    """The hexes from ``source`` to ``target`` along ``prev``."""
    hexes = [target]
    while hexes[-1] != source:
        hexes.append(prev[hexes[-1]])
    return hexes[::-1]
