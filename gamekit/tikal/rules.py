"""Tikal (Kramer & Kiesling; Tikal rule book): explore the jungle tile by tile, uncover
temples, take treasures.

A basic turn: draw the top tile (chance), place it, spend up to 10 action points. A
volcano starts a scoring round: its drawer takes a 10-AP scoring turn and scores, then
each other player clockwise does the same, then the drawer places the volcano and
plays a normal turn. After the last tile, a final scoring round ends the game. The
expert version (option ``version="expert"``) auctions each turn instead. Each phase has
one handler, in the tables below; the rule areas are ``placing`` (drawing and placing
tiles), ``spending`` (the 10 AP, checked by ``checks``; movement in ``paths``),
``turns`` (the flow of turns and scoring rounds), ``scoring`` and ``auction``.
Decisions where the rule book is silent are marked [D] and listed in
``docs/decisions/tikal.md``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.chance import Chance
from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, TERMINAL, Game
from . import auction, checks, placing, spending, turns
from .components import COPIES, EXPERT_START, LEVEL_COUNTS, MOTIFS, WORKERS, seat
from .hexes import HEXES
from .paths import BARE
from .state import Aside, Phase, TikalState, Turn
from .tiles import LETTERS, PRINTED, PRINTED_HEX, TILES

TITLE = "Tikal"

DECISIONS: dict[Phase, Callable[[TikalState], list]] = {
    Phase.PLACE: placing.placements,
    Phase.ACTIONS: spending.choices,
    Phase.AUCTION: auction.bids,
    Phase.CHOOSE: auction.choices,
}
"""What the player in turn may decide, by phase."""

CHANCES: dict[Phase, Callable[[TikalState], Chance]] = {
    Phase.DRAW: placing.draw_odds,
    Phase.REVEAL: auction.reveal_odds,
    Phase.TREASURE_DRAW: spending.treasure_odds,
}
"""What chance decides, by phase, with its integer weights."""

HANDLERS: dict[Phase, tuple[Callable[[TikalState, Any], bool], Callable[[TikalState, Any], None]]] = {
    Phase.DRAW: (placing.can_draw, placing.apply_draw),
    Phase.REVEAL: (auction.can_reveal, auction.reveal),
    Phase.AUCTION: (auction.can_bid, auction.bid),
    Phase.CHOOSE: (auction.can_choose, auction.choose),
    Phase.PLACE: (placing.can_place, placing.place),
    Phase.ACTIONS: (spending.can_spend, spending.spend),
    Phase.TREASURE_DRAW: (spending.can_draw_treasure, spending.draw_treasure),
}
"""One handler per phase: whether an action or outcome may be applied now, and doing it."""


def start(game: Game) -> TikalState:
    """Rule book, Příprava na hru: the four printed spaces explored, the tiles stacked by
    letter, every piece in its player's supply [D], the scores at 0 [D] (the expert
    version: 20); the oldest player, seat 0, starts [D]."""
    n = game.num_players
    expert = game.options["version"] == "expert"
    s = TikalState(
        game=game,
        board=BARE, temple=[0] * HEXES, tokens=[0] * HEXES, camp=[None] * HEXES, guard=[None] * HEXES,
        guard_is_leader=[False] * HEXES,
        workers=[[0] * HEXES for _ in range(n)], leader=[Aside.SUPPLY] * n, supply=[WORKERS] * n, out=[0] * n,
        camp_hexes=[[] for _ in range(n)], guards=[0] * n, hands=[[0] * len(MOTIFS) for _ in range(n)],
        score=[EXPERT_START if expert else 0] * n,
        levels=list(LEVEL_COUNTS), hidden=[COPIES] * len(MOTIFS),
        stacks=[[t.index for t in TILES if t.letter == letter] for letter in LETTERS], revealed=[],
        phase=Phase.DRAW, player=0, kind=Turn.NORMAL, ap=0, uncovered={}, taken={}, tile=None,
        queue=[], drawer=None, last_placer=None,
        played=[False] * n, bidders=[], order=[], high=0, high_bidder=None, first_pass=None)
    for tile, h in zip(PRINTED, PRINTED_HEX):
        placing.lay(s, tile.index, h, 0, tile.stones)
    s.event("{} players: {}. {} starts.", n, ", ".join(seat(p) for p in range(n)), seat(0))
    if expert:
        auction.start_round(s, 0)
    else:
        turns.begin_turn(s, 0)
    return s


def current_player(s: TikalState) -> int:
    phase = s.phase
    if phase in DECISIONS:
        return s.player
    if phase is Phase.OVER:
        return TERMINAL
    return CHANCE


def legal_actions(s: TikalState) -> list:
    choices = DECISIONS.get(s.phase)
    return choices(s) if choices else []


def chance(s: TikalState) -> Chance:
    return CHANCES[s.phase](s)


def apply(s: TikalState, action: object) -> None:
    """Check ``action`` against the phase's rule, then carry it out."""
    handler = HANDLERS.get(s.phase)
    if handler is None or not handler[0](s, action):
        raise IllegalAction(why_not(s, action))
    handler[1](s, action)


def carry_out(s: TikalState, action: Any) -> None:
    """Carry out an action known to be legal (one just listed, an outcome just drawn)."""
    HANDLERS[s.phase][1](s, action)


def returns(s: TikalState) -> list[float]:
    """1.0 for each player with the most points ([D] ties share the win)."""
    if s.phase is not Phase.OVER:
        return [0.0] * s.n
    best = max(s.score)
    return [1.0 if points == best else 0.0 for points in s.score]


def why_not(s: TikalState, action: object) -> str:
    """The rule that ``action`` breaks here, in a sentence."""
    return f"{TITLE}: {checks.why_not(s, action)}"
