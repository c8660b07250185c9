"""The explored board as a graph: hexes joined by the edges a piece can cross.

``graph(state)`` is a networkx graph whose nodes are the explored hexes as ``(x, y)``
and whose edges carry ``weight`` = the AP a crossing costs (the stones on both sides;
closed edges and volcanoes have none). ``ap_distance`` and ``reachable`` answer "how
far is it?" exactly as the rules price a move (seed 001, Movement), the camp-to-camp
paths included when a player is named.
"""
from __future__ import annotations

import networkx as nx

from .components import ACTION_POINTS, CAMP_TO_CAMP, DEPLOY
from .hexes import HEXES, xy
from .paths import adjacency, camps_of
from .phases import SUPPLY
from .tiles import ALL_TILES, BASE

Hex = tuple[int, int]


def graph(state, player: int | None = None) -> nx.Graph:
    """The explored hexes with their open edges (``weight`` = AP, ``kind`` = "stones");
    with ``player``, his camp-to-camp paths too (``weight`` 1, ``kind`` = "camp").
    Node attributes: ``type``, ``value`` (a temple's top value), ``treasures``."""
    g = nx.Graph()
    for h in range(HEXES):
        t = state.tile_at[h]
        if t >= 0:
            g.add_node(xy(h), type=ALL_TILES[t].type, value=state.temple[h],
                       treasures=state.tokens[h], tile=ALL_TILES[t].id)
    for h, row in enumerate(adjacency(state)):
        for k, cost in row:
            if h < k:
                g.add_edge(xy(h), xy(k), weight=cost, kind="stones")
    camps = camps_of(state, player)
    for i, a in enumerate(camps):
        for b in camps[i + 1:]:
            if not g.has_edge(xy(a), xy(b)) or g.edges[xy(a), xy(b)]["weight"] > CAMP_TO_CAMP:
                g.add_edge(xy(a), xy(b), weight=CAMP_TO_CAMP, kind="camp")
    return g


def ap_distance(state, player: int | None = None, source: Hex | None = None) -> dict[Hex, int]:
    """The cheapest AP cost from the base camp (or ``source``) to every hex that can be
    reached at all; with ``player``, his camps are 1 AP from the base camp and each other."""
    g = graph(state, player)
    start = xy(BASE) if source is None else tuple(source)
    return dict(sorted(nx.single_source_dijkstra_path_length(g, start, weight="weight").items()))


def reachable(state, player: int, ap: int = ACTION_POINTS) -> dict[Hex, int]:
    """Every hex ``player`` can get a piece to with ``ap`` action points, and the cheapest
    cost: from his pieces on the board (0), or deployed from the supply on the base camp
    or an own camp (1 AP) and walked on."""
    g = graph(state, player)
    n = state.n
    sources = {xy(h): 0 for h in range(HEXES)
               if state.workers[h * n + player] or state.leader[player] == h}
    if state.supply[player] or state.leader[player] == SUPPLY:
        for h in camps_of(state, player):
            sources.setdefault(xy(h), DEPLOY)
    g.add_node("supply")
    for hx, cost in sources.items():
        g.add_edge("supply", hx, weight=cost)
    found = nx.single_source_dijkstra_path_length(g, "supply", cutoff=ap, weight="weight")
    found.pop("supply")
    return dict(sorted(found.items()))


def cheapest_path(state, source: Hex, target: Hex, player: int | None = None) -> tuple[int, list[Hex]]:
    """The cost and the hexes of a cheapest way from ``source`` to ``target``."""
    g = graph(state, player)
    cost, way = nx.single_source_dijkstra(g, tuple(source), tuple(target), weight="weight")
    return cost, way
