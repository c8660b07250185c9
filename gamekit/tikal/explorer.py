"""The reach explorer: pick a position, a player and a number of AP; see the area he can
get a piece to on the board and on the AP graph (``board.graph``), redrawn at once.

The pictures are SVG written straight from the view (a few milliseconds; matplotlib
takes far longer than a click may), with the geometry and colours of ``plots``; the
costs are those of ``board.reachable`` (Tikal rule book, Pohyb figurek: 1 AP per stone,
deploying 1 AP on the base camp or an own camp).
"""
from __future__ import annotations

import html
from collections.abc import Mapping

import ipywidgets as W

from . import board as connectivity
from .components import ACTION_POINTS, seat
from .hexes import HEXES, ROWS, xy
from .plots import EMPTY, PLAYER_COLOURS, TYPE_COLOURS, R, centre, corner

SCALE = 32
"""Pixels per plot unit (a hex's outer radius)."""
REACHED, OUT = "#1f4e79", "#9a9a9a"


def _point(h: int) -> tuple[float, float]:
    """A hex's centre in SVG pixels (y down), with a margin."""
    cx, cy = centre(h)
    return SCALE * (cx + 1.2), SCALE * (-cy + 1.1)


def _hexagon(h: int, fill: str, opacity: float = 1.0) -> str:
    x, y = _point(h)
    points = " ".join(f"{x + SCALE * cx:.1f},{y - SCALE * cy:.1f}"
                      for cx, cy in (corner(0, 0, i, R) for i in range(6)))
    return (f'<polygon points="{points}" fill="{fill}" fill-opacity="{opacity}" '
            'stroke="#8a8275" stroke-width="0.8"/>')


def _text(x: float, y: float, text: str, size: int = 10, colour: str = "#222", bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="middle" '
            f'dominant-baseline="middle" fill="{colour}"{weight}>{html.escape(text)}</text>')


def _frame(body: list[str], title: str) -> str:
    width, height = SCALE * (1.5 * 7 + 2.4), SCALE * (1.732 * (ROWS + 0.5) + 1.4)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height + 18:.0f}" '
            f'font-family="sans-serif"><text x="6" y="14" font-size="12" font-weight="bold">'
            f'{html.escape(title)}</text><g transform="translate(0,18)">{"".join(body)}</g></svg>')


def reach_svg(view: dict, player: int, ap: int = ACTION_POINTS) -> str:
    """The board as it lies: each explored hex in its type's colour; those ``player``
    reaches with ``ap`` AP labelled with the cost, the others faded and marked "–"."""
    reach = connectivity.reachable(view, player, ap)
    explored = connectivity.cells(view)
    body = []
    for h in range(HEXES):
        cell = explored.get(h)
        if cell is None:
            body.append(_hexagon(h, EMPTY))
            continue
        reached = xy(h) in reach
        body.append(_hexagon(h, TYPE_COLOURS[cell["type"]], 1.0 if reached else 0.3))
        x, y = _point(h)
        if cell["type"] == "temple":
            body.append(_text(x, y - 8, str(cell["value"]), 12, "#3b3326", bold=True))
        pieces = cell["workers"][player] + (player in cell["leaders"])
        if pieces:
            body.append(f'<circle cx="{x + 16:.1f}" cy="{y - 8:.1f}" r="5" '
                        f'fill="{PLAYER_COLOURS[seat(player)]}" stroke="white"/>')
        body.append(_text(x, y + 8, f"{reach[xy(h)]} AP" if reached else "–", 9,
                          REACHED if reached else OUT, bold=reached))
    return _frame(body, f"The board: where {seat(player)} gets a piece with {ap} AP")


def graph_svg(view: dict, player: int, ap: int = ACTION_POINTS) -> str:
    """The AP graph: a node per explored hex, an edge per crossing labelled with its AP
    (thicker when dearer), ``player``'s camp-to-camp paths dashed; the nodes he reaches
    with ``ap`` AP filled, and the edges between two of them drawn dark."""
    g = connectivity.graph(view, player)
    reach = connectivity.reachable(view, player, ap)
    at = {node: _point(node[0] * ROWS + node[1]) for node in g.nodes}
    body = []
    for a, b, data in g.edges(data=True):
        (x1, y1), (x2, y2) = at[a], at[b]
        inside = a in reach and b in reach
        dash = ' stroke-dasharray="5,3"' if data["kind"] == "camp" else ""
        body.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                    f'stroke="{REACHED if inside else "#c4c4c4"}" '
                    f'stroke-width="{0.8 + 1.1 * data["weight"]:.1f}"{dash}/>')
        body.append(f'<rect x="{(x1 + x2) / 2 - 5:.1f}" y="{(y1 + y2) / 2 - 6:.1f}" width="10" '
                    'height="12" fill="white"/>')
        body.append(_text((x1 + x2) / 2, (y1 + y2) / 2, str(data["weight"]), 9))
    for node, (x, y) in at.items():
        reached = node in reach
        body.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="10" stroke="#555" '
                    f'fill="{TYPE_COLOURS[g.nodes[node]["type"]] if reached else "white"}"/>')
        body.append(_text(x, y + 1, str(reach[node]) if reached else "–", 10,
                          "#111" if reached else OUT, bold=reached))
    return _frame(body, f"The AP graph: AP on each edge; in a node, its cost within {ap} AP")


def summary(view: dict, player: int, ap: int) -> str:
    """What the pictures show, in numbers: hexes, temples and treasure tiles in reach."""
    reach = connectivity.reachable(view, player, ap)
    explored = connectivity.cells(view)
    temples = sorted(tuple(c["hex"]) for c in explored.values() if c["type"] == "temple" and tuple(c["hex"]) in reach)
    digs = sorted(tuple(c["hex"]) for c in explored.values() if c["treasures"] and tuple(c["hex"]) in reach)
    share = f"{len(reach)} of {len(explored)} explored hexes ({len(reach) / len(explored):.0%})"
    return (f"<b>{seat(player)}</b> with <b>{ap} AP</b> reaches {share}; temples: "
            f"{', '.join(map(str, temples)) or 'none'}; treasure tiles: {', '.join(map(str, digs)) or 'none'}")


class Explorer:
    """Widgets over ``positions`` (label -> a view): pick one, a player and the AP; the
    board, the AP graph and the numbers are redrawn on every change (``show``)."""

    def __init__(self, positions: Mapping[str, dict], ap: int = ACTION_POINTS) -> None:
        if not positions:
            raise ValueError("the explorer needs at least one position")
        self.positions = dict(positions)
        first = next(iter(self.positions.values()))
        style = {"description_width": "initial"}
        self.position = W.Dropdown(options=list(self.positions), description="Position", style=style)
        self.player = W.ToggleButtons(options=[(c, p) for p, c in enumerate(first["colours"])],
                                      description="Player", style=style)
        self.ap = W.IntSlider(value=ap, min=0, max=ACTION_POINTS, description="AP", style=style)
        self.numbers = W.HTML()
        self.board, self.graph = W.HTML(), W.HTML()
        for control in (self.position, self.player, self.ap):
            control.observe(lambda _: self.show(), names="value")
        self.widget = W.VBox([W.HBox([self.position, self.ap]), self.player, self.numbers,
                              W.HBox([self.board, self.graph])])
        self.show()

    def show(self) -> None:
        view = self.positions[self.position.value]
        player, ap = self.player.value, self.ap.value
        self.numbers.value = summary(view, player, ap)
        self.board.value = reach_svg(view, player, ap)
        self.graph.value = graph_svg(view, player, ap)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)
