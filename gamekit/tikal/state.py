"""A position of Tikal as plain data: the board, the players' pieces and supplies, the
turn in progress and, in the expert version, the auction."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from ..core.protocol import PhaseEnum, State
from .paths import Board


class Phase(PhaseEnum):
    """The steps of a game (rule book, POSTUP HRY and PROFIVERZE HRY TIKAL); the value
    is the name a player's view gives the step."""

    DRAW = "draw"
    """Chance: the top tile of the stack, for the player in turn."""
    REVEAL = "reveal"
    """Chance (expert version): one of the tiles turned face up for the round's auctions."""
    AUCTION = "auction"
    """Expert version: the player in turn bids or passes."""
    CHOOSE = "choose"
    """Expert version: the auction's winner chooses a revealed tile."""
    PLACE = "place"
    """The player in turn places the tile in hand."""
    ACTIONS = "actions"
    """The player in turn spends his action points."""
    TREASURE_DRAW = "treasure"
    """Chance: the motif of the treasure just taken."""
    OVER = "over"


class Turn(StrEnum):
    """The kinds of 10-AP turn: a normal turn follows a placed tile; after a scoring
    turn the player scores himself (rule book, Hodnocení), in a volcano's scoring round
    or in the final round (KONEC HRY)."""

    NORMAL = "normal"
    SCORING = "scoring"
    FINAL = "final"


class Aside(Enum):
    """Where a leader is when he stands on no hex; the value is the view's word for it."""

    SUPPLY = "supply"
    """Not yet deployed."""
    OUT = "out"
    """Left the game when one of his player's workers became a guard on his temple."""
    GUARDING = "guard"
    """He guards a temple himself."""


@dataclass(eq=False, repr=False, kw_only=True)
class TikalState(State):
    """One position of Tikal. Hexes are ints (``hexes.py``), tiles their index in
    ``tiles.ALL_TILES``, seats count from 0; a list indexed by hex has one entry per hex
    of the board, explored or not."""

    # -- the board ------------------------------------------------------------------------
    board: Board
    """The tiles on the board, how they are turned and their stones (``board.layout``),
    and what they make of the stones: paths, costs, the spaces for the next tile."""
    temple: list[int]
    """A temple's top value (0 where there is no temple)."""
    tokens: list[int]
    """Treasure tokens still face down on each tile."""
    camp: list[int | None]
    """Whose camp stands on each hex."""
    guard: list[int | None]
    """Whose guard stands on each temple."""
    guard_is_leader: list[bool]
    """Whether that guard is its player's leader (else a worker)."""
    # -- the players -----------------------------------------------------------------------
    workers: list[list[int]]
    """``workers[p][h]``: player ``p``'s workers on hex ``h``."""
    leader: list[int | Aside]
    """The hex each leader stands on, or where he is instead."""
    supply: list[int]
    """Workers not yet deployed."""
    out: list[int]
    """Workers that left the game (under a guard)."""
    camp_hexes: list[list[int]]
    """Each player's camps, in the order built."""
    guards: list[int]
    """Guards each player has placed."""
    hands: list[list[int]]
    """``hands[p][m]``: treasures of motif ``m`` in front of player ``p``."""
    score: list[int]
    # -- the supplies ------------------------------------------------------------------------
    levels: list[int]
    """Temple level tiles left of each value."""
    hidden: list[int]
    """Treasure tokens of each motif not yet shown (on tiles or beside the board)."""
    stacks: list[list[int]]
    """The tiles left of each letter, A first."""
    revealed: list[int]
    """Expert version: the tiles turned face up and not yet taken this round."""
    # -- the turn --------------------------------------------------------------------------------
    phase: Phase
    player: int
    """Whose turn it is: who draws, places, spends AP, bids or chooses (while a round's
    tiles are turned up in the expert version: who bids first)."""
    kind: Turn
    """The kind of the 10-AP turn being played (or last played)."""
    ap: int
    """Action points left."""
    uncovered: dict[int, int]
    """Temple levels uncovered this turn, per hex."""
    taken: dict[int, int]
    """Treasures taken this turn, per hex."""
    tile: int | None
    """The tile in hand."""
    queue: list[int]
    """The players still to take a scoring turn in this round."""
    drawer: int | None
    """Who drew (or won) the volcano of this scoring round."""
    last_placer: int | None
    """Who placed a tile and played his turn last."""
    # -- the expert version's auctions -----------------------------------------------------------------
    played: list[bool]
    """Who has won a turn this round (his marker turned)."""
    bidders: list[int]
    """Those still in this auction, in bidding order."""
    order: list[int]
    """Everybody in this auction, in bidding order."""
    high: int
    """The highest bid so far (0: none yet)."""
    high_bidder: int | None
    first_pass: int | None
    """Who passed first in this auction."""

    @property
    def expert(self) -> bool:
        """Whether turns are auctioned (the expert version)."""
        return bool(self.game.options["version"] == "expert")

    @property
    def tiles_left(self) -> int:
        return sum(len(s) for s in self.stacks)

    @property
    def top_stack(self) -> list[int]:
        """The tiles left with the top letter, A on top ... G at the bottom: the stack
        the next tile comes from (the list itself)."""
        return next(s for s in self.stacks if s)

    @property
    def to_reveal(self) -> int:
        """Expert version, while tiles are turned up: how many the round reveals, one
        per player (fewer when the stacks run out); the round began with none revealed."""
        return min(self.n, self.tiles_left + len(self.revealed))
