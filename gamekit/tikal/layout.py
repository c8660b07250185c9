"""The tiles as they lie on the board (Tikal rule book, Přikládání prostorových
tabulek): which tile is on each hex, how it is turned, and the stones it shows."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .hexes import HEXES
from .tiles import ALL_TILES, JUNGLE, TEMPLE, TREASURE, VOLCANO

WALKS: tuple[bool, ...] = tuple(t.type != VOLCANO for t in ALL_TILES)
"""WALKS[tile]: whether a piece may stand on that tile (never on a volcano)."""
CAMP_GROUND: tuple[bool, ...] = tuple(t.type in (JUNGLE, TREASURE) for t in ALL_TILES)
"""CAMP_GROUND[tile]: whether a camp may ever stand on that tile (Zřízení kempu)."""
HAS_TEMPLE: tuple[bool, ...] = tuple(t.type == TEMPLE for t in ALL_TILES)
"""HAS_TEMPLE[tile]: whether the tile shows a temple."""


@dataclass(frozen=True)
class Layout:
    """The tiles as they lie: ``tiles[h]`` on hex ``h`` (None where none is yet), turned
    ``turns[h]`` x 60 degrees clockwise, with ``stones[h]`` on its edges (N, NE, SE, S,
    SW, NW). One immutable value, replaced when a tile is laid, so that what the board
    makes of the stones (``paths.board``) is worked out once per layout and found again
    by it: its hash is worked out once, from the tiles and their turns (which give the
    stones)."""

    tiles: tuple[int | None, ...]
    turns: tuple[int, ...]
    stones: tuple[tuple[int, ...], ...]
    digest: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "digest", hash((self.tiles, self.turns)))

    def __hash__(self) -> int:
        return self.digest

    @classmethod
    def empty(cls) -> Layout:
        return cls((None,) * HEXES, (0,) * HEXES, ((0,) * 6,) * HEXES)

    @classmethod
    def of(cls, laid: Iterable[tuple[int, int, int, tuple[int, ...]]]) -> Layout:
        """The layout with each ``(hex, tile, turns, stones)`` of ``laid``."""
        tiles: list[int | None] = [None] * HEXES
        turns = [0] * HEXES
        stones: list[tuple[int, ...]] = [(0,) * 6] * HEXES
        for h, tile, turn, edges in laid:
            tiles[h], turns[h], stones[h] = tile, turn, edges
        return cls(tuple(tiles), tuple(turns), tuple(stones))

    def laid(self, h: int, tile: int, turns: int, stones: tuple[int, ...]) -> Layout:
        """This layout with ``tile`` on ``h``, turned ``turns`` times, showing ``stones``."""
        return Layout(self.tiles[:h] + (tile,) + self.tiles[h + 1:],
                      self.turns[:h] + (turns,) + self.turns[h + 1:],
                      self.stones[:h] + (stones,) + self.stones[h + 1:])
