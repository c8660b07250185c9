"""Drawing and placing tiles (Tikal rule book, Příprava na hru, POSTUP HRY and
Přikládání prostorových tabulek).

The tiles are stacked by the letter on their backs, each letter shuffled on its own,
A on top ... G at the bottom; the player in turn draws the top tile. A tile goes next
to an explored hex so that at least one shared edge has a stone on either tile; a
volcano needs only the adjacency. [D] An edge towards a volcano is no path; if the
tile fits nowhere with a path, it may go on any space next to the explored area.
A treasure tile gets one face-down token per golden mask.
"""
from __future__ import annotations

from functools import lru_cache

from ..core.chance import Odds
from . import paths, turns
from .actions import DrawTile, PlaceTile
from .components import COLOURS, seat
from .hexes import name
from .paths import FACINGS
from .state import TikalState, Turn
from .tiles import ALL_TILES, ORIENTATIONS, TEMPLE, TILES, VOLCANO

# -- the draw ------------------------------------------------------------------------------
DRAWS = tuple(tuple(DrawTile(p, t.index) for t in TILES) for p in range(len(COLOURS)))
"""DRAWS[p][tile]: every draw, made once."""


def draw_odds(s: TikalState) -> Odds[DrawTile]:
    """The top tile: any of the tiles left with the top letter, alike."""
    draws = DRAWS[s.player]
    return Odds.uniform([draws[t] for t in s.top_stack])


def can_draw(s: TikalState, outcome: object) -> bool:
    return type(outcome) is DrawTile and outcome.player == s.player and outcome.tile in s.top_stack


def apply_draw(s: TikalState, draw: DrawTile) -> None:
    s.top_stack.remove(draw.tile)
    s.event("{} draws {}.", seat(draw.player), TILES[draw.tile])
    turns.take_tile(s, draw.player, draw.tile)


# -- placing -------------------------------------------------------------------------------
def stone_edges(stones: tuple[int, ...]) -> int:
    """The edges with a stone on them, as bits (1 << edge)."""
    return sum(1 << d for d, k in enumerate(stones) if k)


SIDES: tuple[tuple[tuple[int, tuple[int, ...], int], ...], ...] = tuple(
    tuple((turns_, st, stone_edges(st)) for turns_, st in ORIENTATIONS[t.index]) for t in TILES)
"""SIDES[tile]: each distinct way to lay the tile ([D] turns that give the same stones
once) as (turns, stones, the edges with a stone as bits)."""


class Placings(dict[int, tuple[PlaceTile, ...]]):
    """The ways for ``p`` to lay ``tile`` with a stone path on a space, by ``space *
    FACINGS + near`` (``near``: how the space faces the board, ``paths.facing``), and
    every way to lay it there (:meth:`every`), each made when first asked for: a game
    lists a few thousand placements over and over."""

    def __init__(self, p: int, tile: int) -> None:
        super().__init__()
        self.p, self.tile = p, tile
        self.sides: dict[int, tuple[PlaceTile, ...]] = {}

    def every(self, h: int) -> tuple[PlaceTile, ...]:
        """Every way to lay the tile on ``h``, one per entry of ``SIDES[tile]``."""
        found = self.sides.get(h)
        if found is None:
            found = self.sides[h] = tuple(PlaceTile(self.p, self.tile, h, turns_, st)
                                          for turns_, st, _ in SIDES[self.tile])
        return found

    def __missing__(self, key: int) -> tuple[PlaceTile, ...]:
        h, near = divmod(key, FACINGS)
        every = self.every(h)
        made = self[key] = tuple(every[i] for i in with_a_path(self.tile, near))
        return made


@lru_cache(maxsize=256)
def placings(p: int, tile: int) -> Placings:
    """The placements of ``tile`` by ``p`` (:class:`Placings`), each made once."""
    return Placings(p, tile)


@lru_cache(maxsize=1 << 13)
def with_a_path(tile: int, near: int) -> tuple[int, ...]:
    """The ways (indices in ``SIDES[tile]``) to lay ``tile`` with a stone path on a space
    that faces the board as ``near`` says (``paths.facing``): all of them next to a
    stone, else those with a stone of their own towards a hex a piece may stand on."""
    edges, stone = near >> 1, near & 1
    return tuple(i for i, (_, _, bits) in enumerate(SIDES[tile]) if stone or bits & edges)


def placements(s: TikalState) -> list[PlaceTile]:
    """Every way to lay the tile in hand: each space, each distinct turn of the tile
    (a volcano once, unturned)."""
    p, tile = s.player, s.tile
    assert tile is not None, "a tile is in hand while it is placed"
    on = s.board
    made = placings(p, tile)
    if TILES[tile].type == VOLCANO:
        return [made.every(h)[0] for h in on.spaces]
    found: list[PlaceTile] = []
    facing = on.facing
    for h in on.spaces:
        found += made[h * FACINGS + facing[h]]
    if not found:
        found = [side for h in on.spaces for side in made.every(h)]
    return found


def can_place(s: TikalState, action: object) -> bool:
    """The tile in hand, on an empty space next to the explored area, turned one of its
    distinct ways, with a stone path unless no placement anywhere has one."""
    if type(action) is not PlaceTile or action.player != s.player or action.tile != s.tile:
        return False
    tile, h = s.tile, action.hex
    assert tile is not None
    on = s.board
    near = on.facing.get(h)
    if near is None or (action.turns, action.stones) not in ORIENTATIONS[tile]:
        return False
    if TILES[tile].type == VOLCANO:
        return True
    if fits(near, ((action.turns, action.stones, stone_edges(action.stones)),)):
        return True
    return not any(fits(on.facing[k], SIDES[tile]) for k in on.spaces)


def fits(near: int, sides: tuple[tuple[int, tuple[int, ...], int], ...]) -> bool:
    """Whether some way of laying a tile (its ``sides``) on a space facing the board
    as ``near`` says (``paths.facing``) has a stone path."""
    edges, stone = near >> 1, near & 1
    return bool(stone) or any(bits & edges for _, _, bits in sides)


def place(s: TikalState, action: PlaceTile) -> None:
    """Lay the tile; a treasure tile gets one face-down token per mask; then 10 AP."""
    p, h, tile = action.player, action.hex, TILES[action.tile]
    lay(s, action.tile, h, action.turns, action.stones)
    s.tile = None
    extra = f", {tile.masks} treasures on it" if tile.masks else ""
    s.event("{} places {} at {}{}.", seat(p), tile, name(h), extra)
    turns.start_actions(s, p, Turn.NORMAL)


def lay(s: TikalState, tile: int, h: int, turns_: int, stones: tuple[int, ...]) -> None:
    """Put ``tile`` on ``h`` turned ``turns_`` times with ``stones`` on its edges: a
    temple shows its printed value, a treasure tile its tokens."""
    t = ALL_TILES[tile]
    s.board = paths.lay(s.board, h, tile, turns_, stones)
    s.temple[h] = t.value if t.type == TEMPLE else 0
    s.tokens[h] = t.masks

