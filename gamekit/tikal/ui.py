"""Tikal's faces: the board you click (SVG from a view), a short panel, the key and the rules.

``board(view)`` draws the explored hexes with their stones, temples, treasures,
pieces, camps and guards; every hex is a spot ``hex-<n>``, so a tile is placed by
clicking a hex (its preview shows the stones, turned with a button), and a piece is
moved by clicking its hex and then the target. Everything on Tikal's board is open,
so the public board is the same picture.
"""
from __future__ import annotations

import html
import math
from collections.abc import Sequence

from matplotlib.figure import Figure

from ..core.bots import Bot
from ..core.registry import load
from ..widgets import StepPlayer
from ..widgets.faces import Faces
from ..widgets.svg import HIT, el, hexagon, key, polygon, spot, svg, swatch, text
from . import actions as A
from .bots import HeuristicBot
from .components import ACTION_POINTS, COST, SET_POINTS, seat
from .hexes import COLUMNS, HEXES, ROWS, hex_at, name, xy
from .plots import board as figure_board
from .tiles import BY_ID, TILES

R = 74.0
"""A hex's outer radius on the board."""
TOP = 58.0
"""Room above the hexes for the scores."""
WIDTH = 1.5 * R * (COLUMNS - 1) + 2 * R + 24
HEIGHT = TOP + math.sqrt(3) * R * (ROWS + 0.5) + 16
TYPE_COLOURS = {"temple": "#d8c69c", "jungle": "#86b466", "treasure": "#e8c860",
                "volcano": "#8c3b2a", "base camp": "#c0ab8c"}
PLAYER_COLOURS = {"Red": "#c0392b", "Black": "#222222", "Orange": "#e67e22", "Natural": "#d9bf8f"}
INK = {"Red": "white", "Black": "white", "Orange": "black", "Natural": "black"}
GOLD = "#f2c200"
EDGE_CORNERS = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))
"""The corners bounding edges N, NE, SE, S, SW, NW (corner 0 east, clockwise, y down)."""


def centre(h: int) -> tuple[float, float]:
    """Flat-topped hexes, odd columns half a hex lower, row 0 at the top."""
    x, y = xy(h)
    return 12 + R + 1.5 * R * x, TOP + math.sqrt(3) / 2 * R + math.sqrt(3) * R * (y + 0.5 * (x & 1))


def _corner(cx: float, cy: float, i: int, r: float) -> tuple[float, float]:
    a = math.radians(60 * i)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _stones(cx: float, cy: float, stones: Sequence[int], colour: str = "#5f5f5f") -> str:
    """Each stone a small block just inside its edge."""
    parts = []
    for d, k in enumerate(stones):
        (ax, ay), (bx, by) = (_corner(cx, cy, i, 0.8 * R) for i in EDGE_CORNERS[d])
        for j in range(k):
            t = (j + 1) / (k + 1)
            x, y = ax + t * (bx - ax), ay + t * (by - ay)
            parts.append(el("rect", x=round(x - 6, 1), y=round(y - 6, 1), width=12, height=12,
                            fill=colour, stroke="#222", stroke_width=1))
    return "".join(parts)


def _initial(p: int) -> str:
    return seat(p)[0]


def _piece(x: float, y: float, p: int, label: str, leader: bool = False) -> str:
    """A disc in the player's colour with his initial and a count (workers) or L (leader)."""
    colour = seat(p)
    return el("circle", cx=round(x, 1), cy=round(y, 1), r=19 if leader else 17,
              fill=PLAYER_COLOURS[colour], stroke=GOLD if leader else "white",
              stroke_width=4 if leader else 1.5) + \
        text(x, y + 1, label, size=15, font_weight="bold", fill=INK[colour])


def _label(kind: str, tile: str, value: int, masks: int) -> str:
    if kind == "temple":
        return f"temple {value}"
    if kind == "treasure":
        return f"treasure tile, {masks} treasures"
    return "the base camp" if kind == "base camp" else kind


def _tile_face(cx: float, cy: float, kind: str, stones: Sequence[int], value: int, treasures: int,
               opacity: float = 1.0) -> str:
    """A tile: its colour, stones, and its temple value, volcano or treasures."""
    parts = [hexagon(cx, cy, R, fill=TYPE_COLOURS[kind], stroke="#7d7466", stroke_width=2,
                     fill_opacity=opacity), _stones(cx, cy, stones)]
    if kind == "temple":
        parts.append(text(cx, cy - 0.42 * R, value, size=28, font_weight="bold", fill="#3b3326"))
    elif kind == "volcano":
        parts.append(text(cx, cy - 0.05 * R, "▲", size=34, fill="white"))
    elif kind == "base camp":
        parts.append(text(cx, cy - 0.42 * R, "BASE", size=17, font_weight="bold", fill="#3b3326"))
    for j in range(treasures):
        parts.append(el("circle", cx=round(cx - 0.3 * R + 0.3 * R * j, 1), cy=round(cy - 0.42 * R, 1),
                        r=9, fill="#b8860b", stroke="#5a4000", stroke_width=1.5))
    return "".join(parts)


def _hex_words(h: int, cell: dict | None, colours: Sequence[str]) -> str:
    """A hex's tooltip: what lies there, in words."""
    if cell is None:
        return f"{name(h)}: not explored yet"
    tile = BY_ID[cell["tile"]]
    words = [f"{name(h)}: {_label(cell['type'], cell['tile'], cell['value'], tile.masks)}"]
    if cell["treasures"]:
        words.append(f"{cell['treasures']} treasure{'s' if cell['treasures'] > 1 else ''} left")
    for p, k in enumerate(cell["workers"]):
        if k:
            words.append(f"{colours[p]}: {k} worker{'s' if k > 1 else ''}")
    for p in cell["leaders"]:
        words.append(f"{colours[p]}'s leader")
    if cell["camp"] is not None:
        words.append(f"{colours[cell['camp']]}'s camp")
    if cell["guard"] is not None:
        words.append(f"guarded by {colours[cell['guard']]}")
    return "; ".join(words)


def board(view: dict, public: bool = False) -> str:
    """The board of ``view`` as SVG text, every hex a spot (nothing in Tikal is
    private, so ``public`` draws the same)."""
    n, colours = view["players"], view["colours"]
    cells = {hex_at(*cell["hex"]): cell for cell in view["board"]}
    parts = [el("rect", width=round(WIDTH), height=round(HEIGHT), fill="#f7f3ea")]
    slot = (WIDTH - 190) / n
    for p in range(n):  # the scores, in a row above the board
        x = 16 + p * slot
        mark = "▶ " if p == view["turn"] else ""
        parts.append(_piece(x + 17, TOP / 2, p, _initial(p)))
        parts.append(text(x + 42, TOP / 2, f"{mark}{colours[p]} {view['scores'][p]}", size=19,
                          anchor="start", font_weight="bold" if p == view["turn"] else "normal"))
    if view["phase"] == "actions":
        parts.append(text(WIDTH - 16, TOP / 2, f"{view['ap']} AP left", size=19, anchor="end",
                          font_weight="bold"))
    elif view["tile_in_hand"]:
        parts.append(text(WIDTH - 16, TOP / 2, f"tile {view['tile_in_hand']}", size=19,
                          anchor="end", font_weight="bold"))
    for h in range(HEXES):
        cx, cy = centre(h)
        cell = cells.get(h)
        drawn: list[str] = []
        if cell is None:
            drawn.append(hexagon(cx, cy, R, fill="#efebe2", stroke="#d8d2c4", stroke_width=2))
            drawn.append(text(cx, cy, name(h), size=15, fill="#a49d8e"))
        else:
            drawn.append(_tile_face(cx, cy, cell["type"], cell["stones"], cell["value"], cell["treasures"]))
            drawn.append(_marks(cx, cy, cell, n))
        parts.append(spot(f"hex-{h}", hexagon(cx, cy, R - 3, **HIT), *drawn,
                          tip=_hex_words(h, cell, colours)))
    parts.append(el("g", id="gk-preview"))
    return svg(WIDTH, HEIGHT, *parts, label="The board of Tikal")


def _marks(cx: float, cy: float, cell: dict, n: int) -> str:
    """The pieces on a hex (one disc per player with his workers, one per leader),
    its camp (a triangle) and its guard (a pentagon with a gold edge)."""
    parts = []
    discs = [(p, str(cell["workers"][p]), False) for p in range(n) if cell["workers"][p]]
    discs += [(p, "L", True) for p in cell["leaders"]]
    for i, (p, label, leader) in enumerate(discs):
        row, col = divmod(i, 4)
        across = min(4, len(discs) - 4 * row)
        parts.append(_piece(cx + 38 * (col - (across - 1) / 2), cy + 6 + 40 * row, p,
                            f"{_initial(p)}{label}" if not leader else f"{_initial(p)}L", leader))
    if cell["camp"] is not None:
        p = cell["camp"]
        parts.append(polygon([(cx - 0.62 * R, cy - 0.12 * R), (cx - 0.42 * R, cy - 0.55 * R),
                              (cx - 0.22 * R, cy - 0.12 * R)], fill=PLAYER_COLOURS[seat(p)],
                             stroke="white", stroke_width=2))
    if cell["guard"] is not None:
        p = cell["guard"]
        gx, gy = cx + 0.45 * R, cy - 0.42 * R
        parts.append(polygon([(gx + 17 * math.sin(math.radians(72 * i)), gy - 17 * math.cos(math.radians(72 * i)))
                              for i in range(5)], fill=PLAYER_COLOURS[seat(p)], stroke=GOLD, stroke_width=4))
    return "".join(parts)


def spots(action) -> tuple[str, ...]:
    """Where on the board an action is clicked: the hex it places on or acts at; a
    move, its piece's hex and then the target."""
    if isinstance(action, A.Move):
        return (f"hex-{action.source}", f"hex-{action.target}")
    if isinstance(action, (A.PlaceTile, A.Deploy, A.Uncover, A.TakeTreasure, A.BuildCamp, A.PlaceGuard)):
        return (f"hex-{action.hex}",)
    return ()


def preview(action, view: dict) -> str:
    """The tile of a placement where it would lie, with its stones as turned."""
    if not isinstance(action, A.PlaceTile):
        return ""
    tile = TILES[action.tile]
    cx, cy = centre(action.hex)
    return el("g", _tile_face(cx, cy, tile.type, action.stones, tile.value, tile.masks, opacity=0.92),
              hexagon(cx, cy, R, fill="none", stroke="#e65100", stroke_width=6))


def tip(action) -> str:
    """What an action costs and does (its rule)."""
    return (type(action).__doc__ or "").strip().splitlines()[0]


def describe(view: dict, heading: str) -> str:
    """A player's view in a few lines: turn, AP, tile in hand, scores, pieces, treasures."""
    colours = view["colours"]
    rows = [("You play", colours[view["player"]]),          # the log and the choices name colours
            ("Turn", f"{colours[view['turn']]} ({view['phase']}, {view['turn_kind']} turn)"),
            ("AP left", view["ap"] if view["phase"] == "actions" else "–"),
            ("Tile in hand", view["tile_in_hand"] or "–"),
            ("Tiles left", ", ".join(f"{k} {v}" for k, v in view["stacks"].items() if v) or "none")]
    if view["revealed"]:
        rows.append(("Revealed", ", ".join(view["revealed"])))
    for p, colour in enumerate(colours):
        treasures = ", ".join(f"{k} ×{v}" for k, v in view["treasures"][p].items()) or "none"
        rows.append((colour, f"{view['scores'][p]} points · {view['supply'][p]} workers in supply, "
                             f"leader {view['leader_status'][p]}, camps {len(view['camps'][p])}, "
                             f"guards {view['guards'][p]} · treasures: {treasures}"))
    body = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(str(v))}</td></tr>" for k, v in rows)
    return f"<b>{html.escape(heading)}</b><table>{body}</table>"


def render(view: dict) -> Figure:
    """The board as a matplotlib figure (for notebooks); while a player spends AP, the
    hexes he can reach with the AP he has left are shown."""
    if view["phase"] == "actions":
        return figure_board(view, player=view["turn"], ap=view["ap"])
    return figure_board(view, ap=ACTION_POINTS, title="The board")


def _key() -> str:
    hexes = [(swatch(hexagon(17, 17, 15, fill=TYPE_COLOURS[kind], stroke="#7d7466")), words)
             for kind, words in (("temple", "temple (its value)"), ("jungle", "jungle"),
                                 ("treasure", "treasure tile"), ("volcano", "volcano ▲"))]
    pieces = [
        (swatch(el("circle", cx=17, cy=17, r=15, fill=PLAYER_COLOURS["Red"], stroke="white")),
         "workers: colour and initial, then how many (R3: 3 of Red's)"),
        (swatch(el("circle", cx=17, cy=17, r=14, fill=PLAYER_COLOURS["Black"], stroke=GOLD, stroke_width=4)),
         "leader (gold ring, L; counts 3)"),
        (swatch(polygon([(5, 29), (17, 5), (29, 29)], fill=PLAYER_COLOURS["Orange"], stroke="white")), "camp"),
        (swatch(polygon([(17 + 13 * math.sin(math.radians(72 * i)), 18 - 13 * math.cos(math.radians(72 * i)))
                         for i in range(5)], fill=PLAYER_COLOURS["Natural"], stroke=GOLD, stroke_width=3)),
         "guard (gold edge)"),
        (swatch(el("rect", x=11, y=11, width=12, height=12, fill="#5f5f5f", stroke="#222")),
         "stone: 1 AP to cross that edge"),
        (swatch(el("circle", cx=17, cy=17, r=9, fill="#b8860b", stroke="#5a4000")), "treasure left on a tile"),
    ]
    return key(hexes + pieces)


KEY = _key()


def _rules() -> str:
    costs = "".join(f"<tr><td>{html.escape(action)}</td><td>{ap} AP</td></tr>" for action, ap in COST.items())
    return (
        "<h3>Tikal in short</h3><ul>"
        "<li>Each turn: draw the next tile and place it next to an explored one so that a path "
        "of stones leads into it; then spend up to <b>10 action points</b>.</li>"
        "<li>Walking over an edge costs one point per stone on it; from the base camp or an own "
        "camp to another own camp costs 1.</li>"
        "<li>Temple levels uncovered add 2 points to a temple's value; a treasure taken is worth "
        f"points in sets: {', '.join(map(str, SET_POINTS[1:]))} for 1, 2 and 3 of a kind.</li>"
        "<li>A <b>volcano</b> starts a scoring round: each temple scores its value for the player "
        "with the most strength there (a worker counts 1, the leader 3); guarded temples score "
        "for their guard.</li></ul>"
        f"<h3>What each action costs</h3><table>{costs}</table>"
        "<p>On the board: click a hex to place the tile (turn it with ↻, then ✓ Place it); "
        "click a hex with your piece and then where it goes to move it.</p>")


RULES = _rules()
STANDING = ("colours", "scores", "supply", "guards")
"""The per-seat fields the projector lists."""
FACES = Faces(describe=describe, board=board, spots=spots, preview=preview, tip=tip, key=KEY, rules=RULES)


def step_player(players: int = 2, version: str = "basic", seed: int = 0, humans: Sequence[int] = (0,),
                bots: Sequence[Bot] | None = None) -> StepPlayer:
    """A StepPlayer for Tikal with the board you click and the short panel; the other
    seats play ``HeuristicBot`` unless ``bots`` says otherwise."""
    game = load("tikal", players=players, version=version)
    if bots is None:
        bots = [HeuristicBot() for _ in range(players)]
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, faces=FACES)


__all__ = ["KEY", "RULES", "board", "describe", "preview", "render", "spots", "step_player", "tip"]
