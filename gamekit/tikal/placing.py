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

from ..core.chance import Odds
from . import turns
from .actions import DrawTile, PlaceTile
from .components import seat
from .hexes import ADJACENT, HEXES, name
from .state import TikalState, Turn
from .tiles import ALL_TILES, ORIENTATIONS, TEMPLE, TILES, VOLCANO


# -- the draw ------------------------------------------------------------------------------
def draw_odds(s: TikalState) -> Odds[DrawTile]:
    """The top tile: any of the tiles left with the top letter, alike."""
    p = s.player
    return Odds.uniform([DrawTile(p, t) for t in s.top_stack])


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


def spaces(s: TikalState) -> list[int]:
    """The empty hexes next to an explored one."""
    tile_at = s.tile_at
    return [h for h in range(HEXES) if tile_at[h] is None
            and any(tile_at[k] is not None for _, k, _ in ADJACENT[h])]


def facing(s: TikalState, walkable: list[bool], h: int) -> tuple[int, bool]:
    """The edges of ``h`` towards hexes a piece may stand on (as bits), and whether one
    of those hexes has a stone on the shared edge, when any tile laid on ``h`` has a
    path: else the tile needs a stone of its own on one of those edges."""
    stones = s.stones
    edges, stone = 0, False
    for d, k, back in ADJACENT[h]:
        if walkable[k]:
            edges |= 1 << d
            stone = stone or stones[k][back] > 0
    return edges, stone


def placements(s: TikalState) -> list[PlaceTile]:
    """Every way to lay the tile in hand: each space, each distinct turn of the tile
    (a volcano once, unturned)."""
    p, tile = s.player, s.tile
    assert tile is not None, "a tile is in hand while it is placed"
    free = spaces(s)
    sides = SIDES[tile]
    if TILES[tile].type == VOLCANO:
        return [PlaceTile(p, tile, h, 0, sides[0][1]) for h in free]
    walkable = s.walkable
    found: list[PlaceTile] = []
    for h in free:
        edges, stone = facing(s, walkable, h)
        found.extend(PlaceTile(p, tile, h, turns_, st) for turns_, st, bits in sides if stone or bits & edges)
    if not found:
        found = [PlaceTile(p, tile, h, turns_, st) for h in free for turns_, st, _ in sides]
    return found


def can_place(s: TikalState, action: object) -> bool:
    """The tile in hand, on an empty space next to the explored area, turned one of its
    distinct ways, with a stone path unless no placement anywhere has one."""
    if type(action) is not PlaceTile or action.player != s.player or action.tile != s.tile:
        return False
    tile, h, tile_at = s.tile, action.hex, s.tile_at
    assert tile is not None
    if not isinstance(h, int) or not 0 <= h < HEXES or tile_at[h] is not None or \
            all(tile_at[k] is None for _, k, _ in ADJACENT[h]) or \
            (action.turns, action.stones) not in ORIENTATIONS[tile]:
        return False
    if TILES[tile].type == VOLCANO:
        return True
    walkable = s.walkable
    edges, stone = facing(s, walkable, h)
    if stone or stone_edges(action.stones) & edges:
        return True
    return not any(fits(facing(s, walkable, k), SIDES[tile]) for k in spaces(s))


def fits(near: tuple[int, bool], sides: tuple[tuple[int, tuple[int, ...], int], ...]) -> bool:
    """Whether some way of laying a tile (its ``sides``) on a space ``facing`` gives
    has a stone path."""
    edges, stone = near
    return stone or any(bits & edges for _, _, bits in sides)


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
    s.tile_at[h] = tile
    s.turns_at[h] = turns_
    s.stones[h] = stones
    s.temple[h] = t.value if t.type == TEMPLE else 0
    s.tokens[h] = t.masks

