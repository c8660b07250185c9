"""The board's geometry: 8 columns x 5 rows of flat-topped hexes (data/tikal/board.json).

Odd columns sit half a hex lower ("odd-q"), ``y = 0`` is the top row. A hex is an int
``x * ROWS + y``; ``name(h)`` writes it ``(x,y)`` as the notebooks and the log do.
Directions run clockwise from North: N, NE, SE, S, SW, NW (the board as public rule
summaries give it).
"""
from __future__ import annotations

from ..core.data import load_json

_BOARD = load_json(__package__, "board.json")
COLUMNS: int = _BOARD["columns"]
ROWS: int = _BOARD["rows"]
HEXES: int = COLUMNS * ROWS
DIRECTIONS: tuple[str, ...] = ("N", "NE", "SE", "S", "SW", "NW")
N, NE, SE, S, SW, NW = range(6)
OFF = None
"""The neighbour beyond an edge on the rim of the board: there is none."""


def hex_at(x: int, y: int) -> int:
    """The hex in column ``x``, row ``y``."""
    if not (0 <= x < COLUMNS and 0 <= y < ROWS):
        raise ValueError(f"Tikal: ({x},{y}) is off the {COLUMNS} x {ROWS} board")
    return x * ROWS + y


def xy(h: int) -> tuple[int, int]:
    return divmod(h, ROWS)


def _written(h: int) -> str:
    x, y = divmod(h, ROWS)
    return f"({x},{y})"


NAMES: tuple[str, ...] = tuple(_written(h) for h in range(HEXES))
"""NAMES[h]: the hex written ``(x,y)``, made once (views and logs write hexes by the hundred)."""


def name(h: int) -> str:
    """'(3,2)': column 3, row 2."""
    return NAMES[h] if 0 <= h < HEXES else _written(h)


NAMED: dict[str, int] = {name(h): h for h in range(HEXES)}
"""The hex written ``(x,y)``: NAMED["(0,4)"] is the base camp's hex."""


def opposite(d: int) -> int:
    """The direction back: N <-> S, NE <-> SW, SE <-> NW."""
    return (d + 3) % 6


def _neighbour(x: int, y: int, d: int) -> int | None:
    """The board as public rule summaries give it: even columns N (x,y-1), NE (x+1,y-1),
    SE (x+1,y), S (x,y+1), SW (x-1,y), NW (x-1,y-1); odd columns are half a hex lower."""
    odd = x % 2
    dx, dy = ((0, -1), (1, odd - 1), (1, odd), (0, 1), (-1, odd), (-1, odd - 1))[d]
    nx, ny = x + dx, y + dy
    return nx * ROWS + ny if 0 <= nx < COLUMNS and 0 <= ny < ROWS else OFF


NEIGHBOURS: tuple[tuple[int | None, ...], ...] = tuple(
    tuple(_neighbour(*divmod(h, ROWS), d) for d in range(6)) for h in range(HEXES))
"""NEIGHBOURS[h][d]: the hex beyond edge ``d`` of ``h``, None (OFF) on the rim."""
ADJACENT: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple((d, k, opposite(d)) for d, k in enumerate(NEIGHBOURS[h]) if k is not None) for h in range(HEXES))
"""ADJACENT[h]: (edge ``d`` of ``h``, the hex ``k`` beyond it, the edge of ``k`` back)
for each neighbour of ``h`` on the board."""


def _cube(h: int) -> tuple[int, int, int]:
    x, y = divmod(h, ROWS)
    z = y - (x - (x & 1)) // 2
    return x, z, -x - z


STEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(max(abs(i - j) for i, j in zip(_cube(a), _cube(b))) for b in range(HEXES)) for a in range(HEXES))
"""STEPS[a][b]: hex steps from ``a`` to ``b`` (ignoring stones and tiles), as cube
coordinates count them."""


def steps(a: int, b: int) -> int:
    """Hex steps from ``a`` to ``b`` (ignoring stones and tiles)."""
    return STEPS[a][b]
