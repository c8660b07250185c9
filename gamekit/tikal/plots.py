"""Pictures of Tikal with matplotlib: the board as it lies on the table, and its graph.

``board(view)`` draws the hexes with their type, the stones on each edge, temple
values, treasures left, every player's pieces, camps and guards; ``player=`` shades the
area that player can reach in 10 AP. ``tile_graph(view)`` draws the networkx graph of
``board.graph`` on the hex positions with each edge's AP cost. Both draw from a
player's view (``state.view(p)``), or given a state, from its view.
"""
from __future__ import annotations

import math

from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, Polygon, RegularPolygon

from . import board as connectivity
from .components import ACTION_POINTS, seat
from .hexes import COLUMNS, HEXES, ROWS, xy
from .tiles import BASE, BY_ID, TILES

TYPE_COLOURS = {"temple": "#cdbb94", "jungle": "#7aa95c", "treasure": "#e3c25a",
                "volcano": "#8c3b2a", "base camp": "#b9a58a"}
PLAYER_COLOURS = {"Red": "#c0392b", "Black": "#222222", "Orange": "#e67e22", "Natural": "#c8a877"}
EMPTY = "#f4f1ea"
R = 1.0
"""A hex's outer radius in plot units."""


def centre(h: int) -> tuple[float, float]:
    """Flat-topped hexes, odd columns half a hex lower, row 0 at the top."""
    x, y = xy(h)
    return 1.5 * R * x, -math.sqrt(3) * R * (y + 0.5 * (x & 1))


def corner(cx: float, cy: float, i: int, r: float = R) -> tuple[float, float]:
    """Corner i of a flat-topped hex: 0 east, counter-clockwise in 60-degree steps."""
    a = math.radians(60 * i)
    return cx + r * math.cos(a), cy + r * math.sin(a)


KEY = [Line2D([], [], ls="none", marker=marker, ms=7, mfc=face, mec=edge, mew=mew, label=label)
       for marker, face, edge, mew, label in (
           ("o", "#999999", "white", 0.8, "workers (a count)"),
           ("o", "#999999", "gold", 2.0, "L: leader"),
           ("^", "#999999", "white", 0.8, "camp"),
           ("p", "#999999", "gold", 1.5, "guard"),
           ("o", "#b8860b", "#5a4000", 0.5, "treasure"),
           ("s", "#6f6f6f", "#333333", 0.5, "stone: 1 AP"))]
"""What the symbols on the board mean (beside the players' scores in the legend)."""

EDGE_CORNERS = ((2, 1), (1, 0), (0, 5), (5, 4), (4, 3), (3, 2))
"""The two corners bounding edge N, NE, SE, S, SW, NW."""


def colour(p: int) -> str:
    return PLAYER_COLOURS[seat(p)]


def _new_axes(ax, title: str | None):
    fig = None
    if ax is None:
        fig = Figure(figsize=(8.4, 6.6), layout="tight")
        ax = fig.add_subplot()
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_xlim(-1.3, 1.5 * (COLUMNS - 1) + 1.3)
    ax.set_ylim(-math.sqrt(3) * (ROWS + 0.05), 1.0)
    if title:
        ax.set_title(title)
    return fig or ax.figure, ax


def _stones(ax, cx: float, cy: float, stones) -> None:
    """Each stone a small grey block just inside its edge."""
    for d, k in enumerate(stones):
        if not k:
            continue
        (ax_, ay_), (bx, by) = (corner(cx, cy, i, 0.8 * R) for i in EDGE_CORNERS[d])
        for j in range(k):
            t = (j + 1) / (k + 1)
            ax.add_patch(RegularPolygon((ax_ + t * (bx - ax_), ay_ + t * (by - ay_)), 4, radius=0.09,
                                        orientation=math.pi / 4, facecolor="#6f6f6f",
                                        edgecolor="#333333", lw=0.5, zorder=3))


def board(position: connectivity.Position, player: int | None = None, ap: int = ACTION_POINTS, ax=None,
          title: str | None = None) -> Figure:
    """The board: tiles, stones, temple values, treasures, pieces, camps and guards;
    with ``player``, the hexes he cannot reach in ``ap`` AP faded (not a volcano, which
    nobody enters) and the others labelled with the cost."""
    if player is not None and title is None:
        title = f"Where {seat(player)} can get a piece with {ap} AP"
    view = connectivity.as_view(position)
    fig, ax = _new_axes(ax, title)
    reach = connectivity.reachable(view, player, ap) if player is not None else {}
    n = view["players"]
    explored = connectivity.cells(view)
    for h in range(HEXES):
        cx, cy = centre(h)
        tile = explored.get(h)
        face = TYPE_COLOURS[tile["type"]] if tile else EMPTY
        ax.add_patch(RegularPolygon((cx, cy), 6, radius=R, orientation=math.pi / 6,
                                    facecolor=face, edgecolor="#8a8275" if tile else "#ddd8cc",
                                    lw=1.0, zorder=1))
        if player is not None and tile is not None and tile["type"] != "volcano":
            if xy(h) in reach:
                ax.text(cx + 0.52, cy - 0.56, f"{reach[xy(h)]} AP", fontsize=6.5, ha="center",
                        va="center", color=colour(player), zorder=9, fontweight="bold",
                        bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none",
                              "alpha": 0.85})
            else:
                ax.add_patch(RegularPolygon((cx, cy), 6, radius=R, orientation=math.pi / 6,
                                            facecolor="white", alpha=0.6, lw=0, zorder=8))
        if tile is None:
            ax.text(cx, cy, f"{xy(h)[0]},{xy(h)[1]}", fontsize=6, ha="center", va="center",
                    color="#b8b2a5", zorder=2)
            continue
        kind = tile["type"]
        _stones(ax, cx, cy, tile["stones"])
        label = ""
        if kind == "temple":
            label = str(tile["value"])
        elif h == BASE:
            label = "base"
        elif kind == "volcano":
            label = "volcano"
        if label:
            ax.text(cx, cy + 0.38, label, fontsize=12 if kind == "temple" else 8,
                    ha="center", va="center", zorder=5, fontweight="bold",
                    color="white" if kind == "volcano" else "#3b3326")
        if tile["treasures"]:
            for j in range(tile["treasures"]):
                ax.add_patch(Circle((cx - 0.3 + 0.2 * j, cy + 0.38), 0.08, facecolor="#b8860b",
                                    edgecolor="#5a4000", lw=0.5, zorder=5))
        printed = BY_ID[tile["tile"]].index >= len(TILES)
        where = f"{xy(h)[0]},{xy(h)[1]}"                   # as the log names the hex
        ax.text(cx, cy - 0.45, where if printed else f"{tile['tile']}  {where}", fontsize=5.5,
                color="white" if kind == "volcano" else "#5e5648", ha="center", va="center", zorder=4)
        if tile["camp"] is not None:
            ax.add_patch(Polygon([(cx - 0.62, cy + 0.12), (cx - 0.42, cy + 0.5), (cx - 0.22, cy + 0.12)],
                                 facecolor=colour(tile["camp"]), edgecolor="white", lw=0.8, zorder=5))
        if tile["guard"] is not None:
            ax.add_patch(RegularPolygon((cx + 0.45, cy + 0.38), 5, radius=0.17,
                                        facecolor=colour(tile["guard"]), edgecolor="gold",
                                        lw=1.5, zorder=6))
        _pieces(ax, tile, cx, cy, n)
    handles = [Line2D([], [], ls="none", marker="o", ms=7, mfc=colour(p), mec="white",
                      label=f"{seat(p)}: {view['scores'][p]} pts") for p in range(n)]
    ax.legend(handles=handles + KEY, loc="upper center", fontsize=7, frameon=False,
              bbox_to_anchor=(0.5, 0.02), ncol=-(-(n + len(KEY)) // 2))     # two rows
    return fig


def _pieces(ax, cell: dict, cx: float, cy: float, n: int) -> None:
    """Per player on the hex: a disc with his worker count, "L" for the leader (gold ring)."""
    workers, leaders = cell["workers"], cell["leaders"]
    present = [p for p in range(n) if workers[p] or p in leaders]
    for i, p in enumerate(present):
        px = cx + 0.3 * (i - (len(present) - 1) / 2)
        py = cy - 0.12
        leader = p in leaders
        w = workers[p]
        ax.add_patch(Circle((px, py), 0.17 if leader and w else 0.15, facecolor=colour(p),
                            edgecolor="gold" if leader else "white", lw=2.2 if leader else 0.8,
                            zorder=7))
        text = (f"{w}+L" if w else "L") if leader else str(w)
        ax.text(px, py, text, fontsize=6 if len(text) > 2 else 6.5, ha="center", va="center",
                color="white" if seat(p) in ("Red", "Black") else "black", zorder=8,
                fontweight="bold")


def tile_graph(position: connectivity.Position, player: int | None = None, ap: int = ACTION_POINTS, ax=None,
               title: str | None = None) -> Figure:
    """``board.graph`` drawn on the hex positions: edge width and label = AP cost; the hexes
    ``player`` reaches in ``ap`` AP shaded (the base camp's reach when no player is given)."""
    import networkx as nx

    if title is None:
        who = f"{seat(player)}'s pieces" if player is not None else "the base camp"
        title = f"The tile graph: AP per edge; shaded, what {who} reach in {ap} AP"
    view = connectivity.as_view(position)
    fig, ax = _new_axes(ax, title)
    g = connectivity.graph(view, player)
    pos = {node: centre(node[0] * ROWS + node[1]) for node in g.nodes}
    if player is not None:
        reach = connectivity.reachable(view, player, ap)
    else:
        reach = {hx: c for hx, c in connectivity.ap_distance(view).items() if c <= ap}
    for node in g.nodes:
        cx, cy = pos[node]
        shade = node in reach
        ax.add_patch(RegularPolygon((cx, cy), 6, radius=R, orientation=math.pi / 6,
                                    facecolor="#cfe3f5" if shade else "#f2f2f2",
                                    edgecolor="#c8c8c8", lw=0.8, zorder=0))
    stones = [(a, b) for a, b, k in g.edges(data="kind") if k == "stones"]
    camps = [(a, b) for a, b, k in g.edges(data="kind") if k == "camp"]
    widths = [0.8 + 1.1 * g.edges[e]["weight"] for e in stones]
    nx.draw_networkx_edges(g, pos, edgelist=stones, width=widths, edge_color="#4d6b8a", ax=ax)
    if camps and player is not None:
        nx.draw_networkx_edges(g, pos, edgelist=camps, width=1.2, style="dashed",
                               edge_color=colour(player), ax=ax)
    nx.draw_networkx_edge_labels(g, pos, edge_labels={e: g.edges[e]["weight"] for e in stones},
                                 font_size=7, ax=ax, rotate=False,
                                 bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})
    node_colours = [TYPE_COLOURS[g.nodes[v]["type"]] for v in g.nodes]
    nx.draw_networkx_nodes(g, pos, node_color=node_colours, node_size=260, edgecolors="#555555",
                           ax=ax)
    labels = {v: (str(g.nodes[v]["value"]) if g.nodes[v]["type"] == "temple" else
                  "B" if v == xy(BASE) else "") for v in g.nodes}
    nx.draw_networkx_labels(g, pos, labels=labels, font_size=8, ax=ax)
    for node, cost in reach.items():
        cx, cy = pos[node]
        ax.text(cx, cy - 0.48, f"{cost} AP", fontsize=6, ha="center", color="#1f4e79")
    return fig
