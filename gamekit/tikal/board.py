"""The explored board as a graph: hexes joined by the edges a piece can cross.

``graph(view)`` is a networkx graph whose nodes are the explored hexes as ``(x, y)``
and whose edges carry ``weight`` = the AP a crossing costs (the stones on both sides;
closed edges and volcanoes have none). ``ap_distance`` and ``reachable`` answer "how
far is it?" exactly as the rules price a move (Tikal rule book, Pohyb figurek), the
camp-to-camp paths included when a player is named. Each function reads a player's
view (``state.view(p)``: the board is open to everyone) or, given a state, its view.
"""
from __future__ import annotations

import networkx as nx

from ..core.protocol import State
from .components import ACTION_POINTS, CAMP_TO_CAMP, DEPLOY
from .hexes import NAMED, hex_at, xy
from .layout import Layout
from .paths import board
from .tiles import BASE, BY_ID

Hex = tuple[int, int]
Position = dict | State
"""A player's view, or a state (whose view is read)."""


def as_view(position: Position) -> dict:
    """``position`` itself if it is a view, else the view of the state ``position``
    (any player's: everything on the board is open)."""
    return position if isinstance(position, dict) else position.view(0)


def cells(view: dict) -> dict[int, dict]:
    """The view's explored hexes, hex -> its entry, in the order of the hexes."""
    return {hex_at(*entry["hex"]): entry for entry in view["board"]}


def layout(view: dict) -> Layout:
    """The tiles of the view as they lie, as the rules' movement costs
    (``paths.board``) take them."""
    return Layout.of((h, BY_ID[entry["tile"]].index, entry["turns"], tuple(entry["stones"]))
                     for h, entry in cells(view).items())


def camps(view: dict, player: int | None) -> list[int]:
    """The base camp and ``player``'s camps (none for ``player=None``)."""
    if player is None:
        return []
    return [BASE] + [NAMED[c] for c in view["camps"][player]]


def graph(position: Position, player: int | None = None) -> nx.Graph:
    """The explored hexes with their open edges (``weight`` = AP, ``kind`` = "stones");
    with ``player``, his camp-to-camp paths too (``weight`` 1, ``kind`` = "camp").
    Node attributes: ``type``, ``value`` (a temple's top value), ``treasures``."""
    view = as_view(position)
    g = nx.Graph()
    for entry in view["board"]:
        g.add_node(tuple(entry["hex"]), type=entry["type"], value=entry["value"],
                   treasures=entry["treasures"], tile=entry["tile"])
    for h, row in enumerate(board(layout(view)).edges):
        for k, cost in row:
            if h < k:
                g.add_edge(xy(h), xy(k), weight=cost, kind="stones")
    own = camps(view, player)
    for i, a in enumerate(own):
        for b in own[i + 1:]:
            if not g.has_edge(xy(a), xy(b)) or g.edges[xy(a), xy(b)]["weight"] > CAMP_TO_CAMP:
                g.add_edge(xy(a), xy(b), weight=CAMP_TO_CAMP, kind="camp")
    return g


def ap_distance(position: Position, player: int | None = None, source: Hex | None = None) -> dict[Hex, int]:
    """The cheapest AP cost from the base camp (or ``source``) to every hex that can be
    reached at all; with ``player``, his camps are 1 AP from the base camp and each other."""
    g = graph(position, player)
    start = xy(BASE) if source is None else tuple(source)
    return dict(sorted(nx.single_source_dijkstra_path_length(g, start, weight="weight").items()))


def reachable(position: Position, player: int, ap: int = ACTION_POINTS) -> dict[Hex, int]:
    """Every hex ``player`` can get a piece to with ``ap`` action points, and the cheapest
    cost: from his pieces on the board (0), or deployed from the supply on the base camp
    or an own camp (1 AP) and walked on."""
    view = as_view(position)
    g = graph(view, player)
    sources = {tuple(e["hex"]): 0 for e in view["board"]
               if e["workers"][player] or player in e["leaders"]}
    if view["supply"][player] or view["leader_status"][player] == "supply":
        for h in camps(view, player):
            sources.setdefault(xy(h), DEPLOY)
    g.add_node("supply")
    for hx, cost in sources.items():
        g.add_edge("supply", hx, weight=cost)
    found = nx.single_source_dijkstra_path_length(g, "supply", cutoff=ap, weight="weight")
    found.pop("supply")
    return dict(sorted(found.items()))


def cheapest_path(position: Position, source: Hex, target: Hex, player: int | None = None) -> tuple[int, list[Hex]]:
    """The cost and the hexes of a cheapest way from ``source`` to ``target``."""
    g = graph(position, player)
    cost, way = nx.single_source_dijkstra(g, tuple(source), tuple(target), weight="weight")
    return cost, way
