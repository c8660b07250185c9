"""Why an action cannot be taken: each check names the rule it enforces (Tikal rule
book, Realizace 10 akčních bodů and the sections after it).

The ``*_problem`` functions return None when the action is allowed, else the rule
broken; ``why_not`` explains any action that is not among the legal ones, so that
``IllegalAction`` always says which rule was broken.
"""
from __future__ import annotations

from ..core.protocol import CHANCE, TERMINAL
from .actions import (
    Bid,
    BuildCamp,
    ChooseTile,
    Deploy,
    EndTurn,
    Exchange,
    Move,
    Pass,
    PlaceGuard,
    PlaceTile,
    TakeTreasure,
    Uncover,
)
from .components import (
    BUILD_CAMP,
    CAMPS,
    DEPLOY,
    EXCHANGE,
    GUARD,
    GUARDS,
    LEVELS_PER_TURN,
    MOTIFS,
    TAKE,
    TOP_LEVEL,
    TREASURES_PER_TURN,
    UNCOVER,
    seat,
)
from .hexes import DIRECTIONS, HEXES, name
from .paths import camps_of, cheapest
from .scoring import majority, pieces, strength
from .state import Aside, Phase, TikalState
from .tiles import ALL_TILES, JUNGLE, TEMPLE, TILES, TREASURE


def uncover_problem(state: TikalState, p: int, h: int) -> str | None:
    """Rule book, Odkrytí úrovně chrámu (uncovering a temple): 2 AP; at most 2 levels
    per temple per turn, one own piece there for each; the next higher level tile must
    be left; not guarded."""
    t = state.board.layout.tiles[h]
    if t is None or ALL_TILES[t].type != TEMPLE:
        return f"{name(h)} is not a temple"
    if state.guard[h] is not None:
        return f"the temple at {name(h)} is guarded and can no longer be uncovered"
    done = state.uncovered.get(h, 0)
    if done >= LEVELS_PER_TURN:
        return f"at most {LEVELS_PER_TURN} temple levels per temple per turn"
    if pieces(state, h, p) <= done:
        return (f"one own piece on the temple for each level uncovered there this turn "
                f"({seat(p)} has {pieces(state, h, p)} at {name(h)})")
    value = state.temple[h] + 1
    if value > TOP_LEVEL or not state.levels[value]:
        return f"no temple level {value} is left in the supply"
    if state.ap < UNCOVER:
        return f"uncovering a temple level costs {UNCOVER} AP ({state.ap} left)"
    return None


def take_problem(state: TikalState, p: int, h: int) -> str | None:
    """Rule book, Vyzvednutí pokladu (taking a treasure): 3 AP; at most 2 per tile per
    turn, one own piece there for each."""
    if not state.tokens[h]:
        return f"there is no treasure left at {name(h)}"
    done = state.taken.get(h, 0)
    if done >= TREASURES_PER_TURN:
        return f"at most {TREASURES_PER_TURN} treasures per tile per turn"
    if pieces(state, h, p) <= done:
        return (f"one own piece on the tile for each treasure taken there this turn "
                f"({seat(p)} has {pieces(state, h, p)} at {name(h)})")
    if state.ap < TAKE:
        return f"taking a treasure costs {TAKE} AP ({state.ap} left)"
    return None


def camp_problem(state: TikalState, p: int, h: int) -> str | None:
    """Rule book, Zřízení kempu (building a camp): 5 AP, on a jungle tile or a treasure
    tile without tokens, one camp per tile, two per player; no piece is needed there."""
    t = state.board.layout.tiles[h]
    if t is None or ALL_TILES[t].type not in (JUNGLE, TREASURE):
        return f"a camp goes on a jungle tile or an emptied treasure tile, not on {name(h)}"
    if state.tokens[h]:
        return f"the treasure tile at {name(h)} still has treasures"
    if state.camp[h] is not None:
        return f"there is already a camp at {name(h)} (one camp per tile)"
    if len(state.camp_hexes[p]) >= CAMPS:
        return f"each player builds at most {CAMPS} camps"
    if state.ap < BUILD_CAMP:
        return f"building a camp costs {BUILD_CAMP} AP ({state.ap} left)"
    return None


def guard_problem(state: TikalState, p: int, h: int) -> str | None:
    """Rule book, Obsazení chrámu prostřednictvím strážce (placing a guard): 5 AP, a
    strict majority on the temple (leader 3, worker 1), at most two guards per player,
    one guard per temple."""
    t = state.board.layout.tiles[h]
    if t is None or ALL_TILES[t].type != TEMPLE:
        return f"a guard goes on a temple, and {name(h)} is not one"
    if state.guard[h] is not None:
        return f"the temple at {name(h)} is already guarded"
    if state.guards[p] >= GUARDS:
        return f"each player places at most {GUARDS} guards"
    if majority(state, h) != p:
        return (f"a guard needs the strict majority on the temple (leader 3, worker 1): "
                f"{seat(p)} has {strength(state, h, p)} at {name(h)}, others up to "
                f"{max([strength(state, h, q) for q in range(state.n) if q != p] or [0])}")
    if state.ap < GUARD:
        return f"placing a guard costs {GUARD} AP ({state.ap} left)"
    return None


SPENDING = (Deploy, Move, Uncover, TakeTreasure, Exchange, BuildCamp, PlaceGuard, EndTurn)
"""What the action points pay for (and ending the turn)."""
EXPECTED: dict[Phase, type | tuple[type, ...]] = {
    Phase.PLACE: PlaceTile, Phase.CHOOSE: ChooseTile, Phase.AUCTION: (Bid, Pass), Phase.ACTIONS: SPENDING}
"""The kinds of action each decision takes."""


def on_board(h: object) -> bool:
    """Whether ``h`` names a hex of the board."""
    return isinstance(h, int) and 0 <= h < HEXES


def said(state: TikalState, action: object) -> str:
    """``action`` as its text reads when every field it looks up in a table (a seat's
    colour, a tile, a hex, a motif, the six edges) is in range, else as it was written
    (``repr``): an error message never indexes a table with an unchecked value."""
    motifs, seats = len(MOTIFS), state.n
    sizes = {"player": seats, "other": seats, "tile": len(TILES), "hex": HEXES, "source": HEXES,
             "target": HEXES, "motif": motifs, "give": motifs, "take": motifs}
    fields = getattr(action, "__dataclass_fields__", {})
    fine = all(0 <= getattr(action, f) < size for f, size in sizes.items() if f in fields) and \
        not (isinstance(action, PlaceTile) and len(action.stones) != len(DIRECTIONS))
    return str(action) if fine else repr(action)


def why_not(state: TikalState, action: object) -> str:
    """The rule that ``action`` breaks here (it is not among the legal actions)."""
    cur = state.current_player
    if cur == TERMINAL:
        return "the game is over"
    if cur == CHANCE:
        return f"this is a chance step ({state.phase.value}); {said(state, action)} is not one of its outcomes"
    player = getattr(action, "player", None)
    if player is None:
        return f"{said(state, action)} is a chance outcome, and this is {seat(cur)}'s decision"
    if player != cur:
        known = isinstance(player, int) and 0 <= player < state.n
        return f"it is {seat(cur)}'s decision, not {seat(player) if known else player}'s"
    phase, p = state.phase, cur
    if not isinstance(action, EXPECTED[phase]):
        if phase is Phase.PLACE:
            return f"{seat(p)} must first place tile {tile_name(state)}"
        if phase is Phase.CHOOSE:
            return f"{seat(p)} must first choose one of the revealed tiles"
        if phase is Phase.AUCTION:
            return f"{seat(p)} must bid or pass"
        return f"{said(state, action)} is not possible now: {seat(p)} is spending his action points"
    if isinstance(action, PlaceTile):
        if action.tile != state.tile:
            return f"the tile in hand is {tile_name(state)}"
        if not on_board(action.hex) or state.board.layout.tiles[action.hex] is not None:
            return "a tile goes on an empty space of the board"
        return (f"{tile_name(state)} cannot go on {name(action.hex)} that way: a tile needs a "
                "stone path to an explored hex (a volcano only a neighbour)")
    if isinstance(action, ChooseTile):
        return f"tile {action.tile} is not among the revealed tiles"
    if isinstance(action, Bid):
        if not isinstance(action.points, int):
            return f"a bid is a whole number of points, not {action.points!r}"
        if action.points <= state.high:
            return f"a bid must be higher than the last one ({state.high})"
        return f"a bid cannot exceed the bidder's score ({state.score[p]}) [D]"
    for h in (getattr(action, f, 0) for f in ("hex", "source", "target")):
        if not on_board(h):
            return f"{h!r} is not a hex of the board"
    if isinstance(action, Deploy):
        if action.hex not in camps_of(state, p):
            return "pieces are deployed only on the base camp or an own camp"
        if action.leader and state.leader[p] is not Aside.SUPPLY:
            return f"{seat(p)}'s leader is not in the supply"
        if not action.leader and not state.supply[p]:
            return f"{seat(p)} has no worker left in the supply"
        return f"deploying costs {DEPLOY} AP ({state.ap} left)"
    if isinstance(action, Move):
        here = state.leader[p] == action.source if action.leader \
            else state.workers[p][action.source] > 0
        if not here:
            return f"{seat(p)} has no such piece at {name(action.source)}"
        cost, _ = cheapest(state, action.source, p)
        if action.target == action.source:
            return "a move takes a piece to another hex"
        if action.target not in cost:
            return (f"{name(action.target)} cannot be reached from {name(action.source)} with "
                    f"{state.ap} AP (1 AP per stone on each edge; no stones, no way; volcanoes "
                    "are never entered)")
        if cost[action.target] != action.cost:
            return f"that move costs {cost[action.target]} AP, not {action.cost}"
        return f"that move costs {action.cost} AP ({state.ap} left)"
    if isinstance(action, Uncover):
        return uncover_problem(state, p, action.hex) or \
            f"the next level of that temple is {state.temple[action.hex] + 1}"
    if isinstance(action, TakeTreasure):
        return take_problem(state, p, action.hex) or "that treasure cannot be taken"
    if isinstance(action, Exchange):
        return ("an exchange swaps one single treasure for another player's single one; "
                "pairs and triples cannot be split, and the other cannot refuse "
                f"({EXCHANGE} AP)")
    if isinstance(action, BuildCamp):
        return camp_problem(state, p, action.hex) or "no camp there"
    if isinstance(action, PlaceGuard):
        return guard_problem(state, p, action.hex) or \
            "the guard is one own piece on the temple; all the other own pieces there leave the game"
    return f"{seat(p)} has {state.ap} AP left"


def tile_name(state: TikalState) -> str:
    """The tile in hand, as the log writes it."""
    return "none" if state.tile is None else str(TILES[state.tile])
