"""A position of Tavern Trouble as plain data: the life card, the deal in progress and
what each player has seen of the others' hands."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.protocol import LabelledPhase, State


class Phase(LabelledPhase):
    """The steps of a deal (rule book: Deal, Draw, Clash, Reveal), with the name a
    player's view gives each."""

    DEAL = "deal"
    """Chance: two cards to each player still in, from the dealer's left."""
    DRAW = "draw"
    """The player in turn takes a third (then a fourth) card or stands."""
    DRAW_CARD = "draw"
    """Chance: the card he asked for."""
    ABILITIES = "abilities"
    """The player in turn shows a pair and uses it, or uses no more abilities: every
    player still in is asked, from the dealer's left, pair or no pair [D]."""
    ABILITY_DRAW = "abilities"
    """Chance: the card the goblins or orcs draw."""
    GOBLIN_TARGET = "abilities"
    """The goblins' user names who takes their damage."""
    UNDEAD_REMOVAL = "abilities"
    """Chance: the card the undead remove."""
    OVER = "over"


@dataclass(eq=False, repr=False, kw_only=True)
class TavernTroubleState(State):
    """One position of Tavern Trouble. Cards are their powers 1-9; seats count from 0."""

    life: list[int]
    dealer: int
    """Who deals this deal (Player 1 deals the first [D])."""
    deals: int
    """Deals so far, this one included."""
    order: tuple[int, ...]
    """The players in this deal, from the dealer's left."""
    pos: int
    """Whose turn of the deal it is: an index into ``order``."""
    phase: Phase
    deck: list[int]
    """Copies left of each power (index 0 unused)."""
    hands: list[list[int]]
    shown: list[list[int]]
    """The kinds each player has shown for an ability this deal (each once [D])."""
    spent: list[list[int]]
    """``spent[h]``: the cards in ``h``'s hand that were shown for an ability this deal
    (a pair is spent once used [D]); they move with the hand in a fairy swap."""
    barbarian: list[bool]
    """Who used the barbarians this deal: his final clash count is 8."""
    discarded: list[int]
    """Cards shown and discarded this deal (undead, goblins, orcs)."""
    seen: list[list[tuple[int, ...]]]
    """``seen[v][h]``: the cards of ``h``'s hand that ``v`` has seen (sorted)."""
    drawing: int | None = None
    """The goblins or orcs whose card is being drawn."""
    goblin_damage: int | None = None
    """The goblins' drawn power, while their user names a target."""
    undead_target: int | None = None
    """The hand the undead remove a card from."""
    winner: int | None = None

    @property
    def deck_size(self) -> int:
        return sum(self.deck)

    @property
    def turn(self) -> int:
        """The player whose turn of the deal it is."""
        return self.order[self.pos]
