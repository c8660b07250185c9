"""The 36 exploration tiles and the 4 printed spaces (``data/tiles.json``, ``board.json``).

Tikal rule book, Hra obsahuje: 15 temples, 10 jungles, 8 treasure tiles, 3 volcanoes,
lettered A-G on the back. The stones on each edge come from public tile lists (two
independent lists agree); the printed spaces' stones are assumed (1 on every edge) [D].
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.data import load_json
from .hexes import hex_at

TEMPLE, JUNGLE, TREASURE, VOLCANO, BASE_CAMP = "temple", "jungle", "treasure", "volcano", "base camp"


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: ``stones[d]`` stones on edge ``d`` (N, NE, SE, S, SW, NW) as printed."""

    index: int
    id: str
    letter: str
    type: str
    value: int          # a temple's printed value, else 0
    masks: int          # a treasure tile's golden masks = tokens placed on it, else 0
    stones: tuple[int, ...]
    source: str

    def __str__(self) -> str:
        if self.type == TEMPLE:
            return f"{self.id} (temple {self.value})"
        if self.type == TREASURE:
            return f"{self.id} (treasure, {self.masks} masks)"
        return f"{self.id} ({self.type})"


def _tile(index: int, entry: dict, letter: str = "") -> Tile:
    return Tile(index, entry["id"], entry.get("letter", letter), entry["type"],
                entry.get("value", 0), entry.get("masks", 0), tuple(entry["stones"]),
                entry["source"])


_TILES = load_json(__package__, "tiles.json")
_BOARD = load_json(__package__, "board.json")

TILES: tuple[Tile, ...] = tuple(_tile(i, e) for i, e in enumerate(_TILES["tiles"]))
"""The 36 exploration tiles, A1 ... G4."""
PRINTED: tuple[Tile, ...] = tuple(_tile(len(TILES) + i, e) for i, e in enumerate(_BOARD["printed"]))
"""The 4 spaces printed on the board: base camp, two temples of value 1, a jungle."""
PRINTED_HEX: tuple[int, ...] = tuple(hex_at(*e["hex"]) for e in _BOARD["printed"])
ALL_TILES: tuple[Tile, ...] = TILES + PRINTED
BASE: int = PRINTED_HEX[[t.type for t in PRINTED].index(BASE_CAMP)]
"""The base camp's hex, (0,4)."""
LETTERS: tuple[str, ...] = tuple(sorted({t.letter for t in TILES}))
"""A on top of the stack ... G at the bottom (rule book, Příprava na hru)."""
BY_ID: dict[str, Tile] = {t.id: t for t in ALL_TILES}


def _check() -> None:
    kinds = [t.type for t in TILES]
    counts = {k: kinds.count(k) for k in (TEMPLE, JUNGLE, TREASURE, VOLCANO)}
    assert counts == {TEMPLE: 15, JUNGLE: 10, TREASURE: 8, VOLCANO: 3}, counts
    assert sum(t.masks for t in TILES) == 24
    assert all(sum(t.stones) == (0 if t.type == VOLCANO else 3) for t in TILES)


_check()


def rotate(stones: tuple[int, ...], turns: int) -> tuple[int, ...]:
    """The stones after turning the tile ``turns`` x 60 degrees clockwise: what was on
    edge ``d`` is now on edge ``d + turns`` (tiles turn, never flip)."""
    return tuple(stones[(d - turns) % 6] for d in range(6))


def orientations(tile: Tile) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The distinct ways to lay ``tile``: (turns, stones), one per stone pattern
    (a volcano has one; D4's three single stones have two)."""
    seen: dict[tuple[int, ...], int] = {}
    for turns in range(6):
        seen.setdefault(rotate(tile.stones, turns), turns)
    return tuple((turns, stones) for stones, turns in seen.items())


ORIENTATIONS: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    orientations(t) for t in TILES)
