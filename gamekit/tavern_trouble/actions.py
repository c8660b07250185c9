"""Tavern Trouble's actions (a player's decisions) and chance outcomes, as the rule
book says them: "Player 2 takes a third card", "Player 1 shows the dwarves: 5 damage
to Player 3"."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action
from .components import DWARVES, FAIRIES, KINDS, MAX_PLAYERS, PLURAL, TROLLS, UNDEAD, VAMPIRES, card_name

DAMAGE = {VAMPIRES: 3, DWARVES: 5, TROLLS: 3}
"""The damage of the vampires, the dwarves and the trolls (rule book, Character abilities)."""
NTH = {3: "third", 4: "fourth", 5: "fifth"}


def seat(p: int) -> str:
    return f"Player {p + 1}"


@dataclass(frozen=True, slots=True)
class Deal(Action):
    """Chance: the two cards dealt to one player."""
    player: int
    cards: tuple[int, int]

    def __str__(self) -> str:
        a, b = self.cards
        if a == b:
            return f"{seat(self.player)} is dealt two {PLURAL[a]} ({a})"
        return f"{seat(self.player)} is dealt {card_name(a)} and {card_name(b)}"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Chance: the third or fourth card, face down."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} draws {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Ask for a third card, or after a third, a final fourth."""
    player: int
    nth: int

    def __str__(self) -> str:
        return f"{seat(self.player)} takes a {NTH.get(self.nth, f'{self.nth}th')} card"


@dataclass(frozen=True, slots=True)
class Stand(Action):
    """Take no more cards."""
    player: int
    cards: int

    def __str__(self) -> str:
        return f"{seat(self.player)} stands with {self.cards} cards"


@dataclass(frozen=True, slots=True)
class UseAbility(Action):
    """Show two (or three) cards of a kind and use its ability."""
    player: int
    kind: int
    target: int | None = None

    def __str__(self) -> str:
        text = f"{seat(self.player)} shows the {PLURAL[self.kind]}"
        if self.target is None:
            return text
        if self.kind == FAIRIES:
            return f"{text}: swap hands with {seat(self.target)}"
        if self.kind == UNDEAD:
            who = "own hand" if self.target == self.player else f"{seat(self.target)}'s hand"
            return f"{text}: remove a random card from {who}"
        if self.kind in (VAMPIRES, DWARVES):
            return f"{text}: {DAMAGE[self.kind]} damage to {seat(self.target)}"
        return text


@dataclass(frozen=True, slots=True)
class EndAbilities(Action):
    """Use no (further) ability this deal."""
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} uses no more abilities"


@dataclass(frozen=True, slots=True)
class AbilityDraw(Action):
    """Chance: the card a goblin or orc ability draws (shown, then discarded [D])."""
    player: int
    kind: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)}'s {PLURAL[self.kind]} draw {card_name(self.card)}"


@dataclass(frozen=True, slots=True)
class GoblinDamage(Action):
    """The goblins' drawn power as damage to a player of the user's choice."""
    player: int
    target: int
    damage: int

    def __str__(self) -> str:
        return f"{seat(self.player)}'s goblins deal {self.damage} damage to {seat(self.target)}"


@dataclass(frozen=True, slots=True)
class Removal(Action):
    """Chance: the random card the undead remove from a hand."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"The undead remove {card_name(self.card)} from {seat(self.player)}'s hand"


Decision = TakeCard | Stand | UseAbility | EndAbilities | GoblinDamage
"""What a player decides."""
Outcome = Deal | Draw | AbilityDraw | Removal
"""What chance decides."""


# -- the everyday actions and outcomes, each made once ---------------------------------------
# A deal of four players makes about thirty of these; they are immutable, so the rules
# hand out the same objects instead of building new ones at every step.
SEATS = range(MAX_PLAYERS)
DEALT: tuple[dict[tuple[int, ...], Deal], ...] = tuple(
    {(a, b): Deal(p, (a, b)) for a in KINDS for b in KINDS if a <= b} for p in SEATS)
"""DEALT[p][(a, b)]: ``p`` is dealt ``a`` and ``b`` (``a <= b``)."""
DRAWN: tuple[tuple[Draw, ...], ...] = tuple(
    tuple(Draw(p, card) for card in (0, *KINDS)) for p in SEATS)
"""DRAWN[p][card]: ``p`` draws ``card`` (index 0 unused, as in the deck)."""
TAKING: tuple[dict[int, TakeCard], ...] = tuple({n: TakeCard(p, n) for n in NTH} for p in SEATS)
"""TAKING[p][nth]: ``p`` asks for his third or fourth card."""
STANDING: tuple[tuple[Stand, ...], ...] = tuple(tuple(Stand(p, n) for n in range(5)) for p in SEATS)
"""STANDING[p][cards]: ``p`` stands with ``cards`` cards."""
ENDING: tuple[EndAbilities, ...] = tuple(EndAbilities(p) for p in SEATS)
"""ENDING[p]: ``p`` uses no more abilities."""
