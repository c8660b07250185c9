"""A position of Die Tafelrunde as plain data: the table, the money, the hands and
piles, the day, and the card in play with its targets, dice and veto window."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..core.protocol import LabelledPhase, State
from .actions import Choose
from .components import CARDS, Table
from .table import richest


class Phase(LabelledPhase):
    """The steps of the game (rule book, The play and 1) Play a card), with the name a
    player's view gives each."""

    CASTLES = "castles"
    """Chance: the castles are dealt, each giving a player his two heroes."""
    DRAW = "draw"
    """Chance: the next card drawn from the pile (the first hands, a draw, the refill)."""
    TURN = "turn"
    """The player in turn plays a card, draws one, discards one for 1 silver or passes."""
    TARGET = "targets"
    """The card's player names its next target."""
    ORDER = "wrestling order"
    """Wrestling: the card's player names the hero who rolls next."""
    ROLL = "dice"
    """Chance: one throw of two dice, the lowest counting."""
    REROLL = "dice"
    """Keep the throw or roll once more."""
    VETO = "veto"
    """The next player asked may veto with a shield."""
    VETO_VETO = "veto-veto"
    """The next player asked may answer the veto with a broken shield."""
    STEAL = "dubious deal"
    """Chance: the card a Dubious Deal takes at random from the other player's hand."""
    MOVE_HERO = "move a hero"
    """Old friends or Dubious Deal (2): the other player moves a hero of his choice."""
    TAKE = "magical choice"
    """Magical choice: the card's player takes a card from the discard pile."""
    OVER = "over"


class AfterDraws(Enum):
    """What follows a run of draws."""

    DAY_BEGINS = "the day begins"
    """The first hands, or the refill at the end of a day."""
    TURN_ENDS = "the turn ends"
    """A player's draw action."""


@dataclass(eq=False, kw_only=True)
class Play:
    """The card being played (rule book, 1) Play a card): its player, the choices named,
    the dice, the silver it cost, and the veto window."""

    player: int
    card: int
    choices: list[Choose] = field(default_factory=list)
    wrestlers: list[int] = field(default_factory=list)
    """Wrestling: the heroes still to roll."""
    roller: int | None = None
    """The wrestler rolling; None for the card's single roll."""
    first: int | None = None
    """The first throw, while its reroll is decided (None: no throw yet)."""
    rolls: list[tuple[int | None, int]] = field(default_factory=list)
    """Each throw kept, as (the wrestler or None, the lowest die), in the order rolled."""
    paid: tuple[int, int | None, int] | None = None
    """(payer, payee or None for the bank, silver) paid when the card was declared."""
    asked: list[int] = field(default_factory=list)
    """The players still to answer in the veto window, the one asked now first."""
    vetoer: int | None = None

    @property
    def key(self) -> str:
        return CARDS[self.card].key


@dataclass(eq=False, repr=False, kw_only=True)
class TafelrundeState(State):
    """One position of Die Tafelrunde. Heroes are ids (``table.HEROES``), cards are kinds
    (``components.CARDS``), seats count from 0; hands are lists, the piles count each kind."""

    table: Table
    owner: list[int | None]
    """The seat of each hero once the castles are dealt; None for Zork (he belongs to
    nobody) and for a hero not in play."""
    castle: list[int | None]
    """Each player's colour (None before the castles are dealt)."""
    silver: list[int]
    hands: list[list[int]]
    pile: list[int]
    """The draw pile, counted by kind."""
    discard: list[int]
    """The open discard pile, counted by kind."""
    in_front: list[int | None]
    """The card each player discarded for silver today (None: none yet)."""
    day: int
    round: int
    """The action round of the day: 1 (the Herold's day side) or 2 (his night side)."""
    turn: int
    """How many players have acted this round: the player in turn sits ``turn`` seats
    left of the Herold."""
    herold: int
    """The start player of the day, who holds the Herold (Player 1 on day 1 [D])."""
    phase: Phase
    play: Play | None = None
    """The card being played, from its declaration until it is resolved."""
    to_draw: list[int] = field(default_factory=list)
    """The players still to draw one card each, in order."""
    after_draws: AfterDraws = AfterDraws.DAY_BEGINS
    winner: int | None = None

    @property
    def pile_size(self) -> int:
        return sum(self.pile)

    @property
    def discard_size(self) -> int:
        return sum(self.discard)

    @property
    def hand_sizes(self) -> list[int]:
        return [len(h) for h in self.hands]

    def richest(self) -> int | None:
        """The player Zork joins: the lone richest, else None (rule book, Zork)."""
        return richest(self.silver)

    def positions(self, player: int) -> list[int]:
        """The positions of ``player``'s heroes, best first."""
        line = self.table.line
        return sorted(line.index(h) + 1 for h in line if self.owner[h] == player)
