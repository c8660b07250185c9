"""Die Tafelrunde's actions and chance outcomes, each read as plain English.

Decisions: a turn's action (play, draw, discard, or pass when nothing is possible),
the targets a card names (one ``Choose`` per choice, in the order the player makes
them), keeping or rerolling the dice, vetoes, and the choices other players make while
a card is carried out. Chance: the castles, each card drawn, each throw of the dice,
the card taken at random by a Dubious Deal.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..core.protocol import Action
from .components import CARDS, COLOURS, HEROES


def seat(p: int) -> str:
    return f"Player {p + 1}"


def hero(h: int) -> str:
    return HEROES[h].name


def updown(steps: int) -> str:
    """'2 up', '1 down'."""
    return f"{abs(steps)} {'up' if steps > 0 else 'down'}"


# -- a turn ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Rule book, The play: 1) Play a card."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} plays {CARDS[self.card].label}"


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """Rule book, The play: 2) Draw a card (not with 5 cards in hand)."""
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} draws a card"


@dataclass(frozen=True, slots=True)
class DiscardCard(Action):
    """Rule book, The play: 3) Discard a card and take 1 silver (once a day)."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} discards {CARDS[self.card].label} for 1 silver"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """No action is possible (no card to draw, none playable, discarded today) [D]."""
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} passes (no action is possible)"


# -- naming the targets of a card --------------------------------------------------
class MovesFirst(Enum):
    """Where a card moves two heroes and its player chooses the order ("Like always,
    you can choose the order of actions"): whose move comes first."""

    LAST_HERO = "the last hero"
    """Magical mirror: the last hero moves up, then the first hero down."""
    FIRST_HERO = "the first hero"
    """Magical mirror: the first hero moves down, then the last hero up."""
    OWN_HERO = "the card's player's hero"
    """Old friends: the card's player's hero moves 3 up, then the other player's."""
    FRIENDS_HERO = "the other player's hero"
    """Old friends: the other player moves a hero of his choice 3 up first."""


class Beside(Enum):
    """Transfer: the seat next to Zork a hero moves to."""

    IN_FRONT = "just in front of"
    BEHIND = "just behind"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """One choice while a card is declared ("the player has now to say who will be
    affected"), the ``step``-th of the card: each field names one thing, and is None
    where the choice names none of it."""
    player: int
    card: int
    step: int
    hero: int | None = None
    """The hero named."""
    steps: int | None = None
    """How many positions the hero named moves (+ up, - down)."""
    seat: int | None = None
    """The player named."""
    draco: int | None = None
    """Capricious: how many seats Draco moves (+ towards his goblet, - away; 0 stays)."""
    first: MovesFirst | None = None
    """Magical mirror and Old friends: whose move comes first."""
    beside: Beside | None = None
    """Transfer: the side of Zork the hero moves to."""

    def __str__(self) -> str:
        kind = CARDS[self.card] if 0 <= self.card < len(CARDS) else None
        if kind is None:
            return f"a choice of card {self.card}, which does not exist"
        text = _CHOICE_TEXT.get(kind.key)
        return f"{kind.name}: {text(self) if text else 'a choice this card does not ask for'}"

    def data(self) -> dict:
        """The fields a view shows of a choice made (plain data: an Enum by its name)."""
        return {"hero": self.hero, "steps": self.steps, "seat": self.seat, "draco": self.draco,
                "first": None if self.first is None else self.first.name,
                "beside": None if self.beside is None else self.beside.name}

    @classmethod
    def of(cls, player: int, card: int, step: int, data: dict) -> Choose:
        """The choice a view's :meth:`data` shows."""
        first, beside = data["first"], data["beside"]
        return cls(player, card, step, data["hero"], data["steps"], data["seat"], data["draco"],
                   None if first is None else MovesFirst[first],
                   None if beside is None else Beside[beside])


def _hero(c: Choose) -> str:
    """The hero a choice names ('no hero' in a choice that lacks one, to be refused)."""
    return "no hero" if c.hero is None or not 0 <= c.hero < len(HEROES) else hero(c.hero)


def _seat(c: Choose) -> str:
    """The player a choice names ('nobody' in a choice that lacks one)."""
    return "nobody" if c.seat is None else seat(c.seat)


def _moves(c: Choose) -> str:
    """'2 up', '1 down' for the hero named ('no distance' where the choice gives none)."""
    return "no distance" if c.steps is None or not c.steps else updown(c.steps)


def _draco(k: int | None) -> str:
    if k is None:
        return "Draco moves an unnamed number of seats"
    if k == 0:
        return "Draco stays where he is"
    seats = "1 seat" if abs(k) == 1 else f"{abs(k)} seats"
    if k > 0:
        who = "the first hero becomes" if k == 1 else f"the first {k} heroes become"
        return f"Draco moves {seats} towards his goblet ({who} last)"
    who = "the last hero becomes" if k == -1 else f"the last {-k} heroes become"
    return f"Draco moves {seats} away from his goblet ({who} first)"


def _rumours(c: Choose) -> str:
    kind = HEROES[c.hero].kind if c.hero is not None and 0 <= c.hero < len(HEROES) else "hero"
    return f"all {kind}s move {_moves(c)}, {_hero(c)} first"


def _old_friends(c: Choose) -> str:
    if c.step == 0:
        return f"{_hero(c)} moves 3 up"
    if c.first is MovesFirst.OWN_HERO:
        return f"{_seat(c)} then moves a hero of his choice 3 up"
    if c.first is MovesFirst.FRIENDS_HERO:
        return f"{_seat(c)} first moves a hero of his choice 3 up"
    return f"{_seat(c)} moves a hero of his choice 3 up, in no order named"


def _magical_mirror(c: Choose) -> str:
    return f"{c.first.value} moves first" if c.first in (MovesFirst.LAST_HERO, MovesFirst.FIRST_HERO) \
        else "no order named"


def _transfer(c: Choose) -> str:
    side = c.beside.value if c.beside is not None else "next to"
    return f"{_hero(c)} moves to {side} Zork"


_CHOICE_TEXT = {
    "alliance": lambda c: f"{_seat(c)}'s rear hero jumps to just behind his front hero",
    "black_magic": lambda c: (f"swap {_hero(c)} …" if c.step == 0
                              else f"… with {_hero(c)}"),
    "capricious_move": lambda c: _draco(c.draco),
    "capricious_turn": lambda c: f"{_draco(c.draco)}, then he is turned over",
    "confusion": lambda c: (f"{_hero(c)} moves 2 down first" if c.step == 0
                            else f"then {_hero(c)} moves 2 down"),
    "diplomacy": lambda c: (f"{_hero(c)} moves {_moves(c)} first" if c.step == 0
                            else f"then {_hero(c)} moves {_moves(c)}"),
    "dubious_deal_1": lambda c: f"take a random card from {_seat(c)}, who gets 1 silver",
    "dubious_deal_2": lambda c: f"take a random card from {_seat(c)}, who moves a hero 2 up",
    "favourite": lambda c: f"{_hero(c)} moves 2 up",
    "gambling": lambda c: f"{_hero(c)} goes to the position the dice show",
    "heroic_deed_amazons_rogues": lambda c: f"{_hero(c)} moves {_moves(c)}",
    "heroic_deed_gnomes_goblins": lambda c: f"{_hero(c)} moves {_moves(c)}",
    "heroic_deed_amazons_gnomes": lambda c: f"{_hero(c)} moves {_moves(c)}",
    "magical_mirror": _magical_mirror,
    "major_intrigue": lambda c: f"{_hero(c)} moves 3 down",
    "minor_intrigue": lambda c: f"{_hero(c)} moves 1 down",
    "mischievous": lambda c: f"{_seat(c)} pays 2 silver to the bank",
    "old_friends": _old_friends,
    "rumours_amazons": _rumours,
    "rumours_rogues": _rumours,
    "rumours_gnomes": _rumours,
    "rumours_goblins": _rumours,
    "transfer": _transfer,
    "venal": lambda c: (f"pay 2 silver and move {_hero(c)} …" if c.step == 0
                        else f"… {_moves(c)}"),
    "wrestling": lambda c: f"{_hero(c)} rolls next",
}
"""What each card's choice says; a card whose choices name nothing has no entry."""


# -- dice ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: the lowest of two dice (11/36 for a 1 … 1/36 for a 6). ``hero`` is the
    wrestler who rolls (None for a card's single roll); ``second`` marks a reroll."""
    value: int
    hero: int | None = None
    second: bool = False

    def __str__(self) -> str:
        who = "" if self.hero is None else f"{HEROES[self.hero].title}: "
        throw = "second throw" if self.second else "throw"
        return f"{who}{throw}, lowest die {self.value}"


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Keep the result, or roll once more and keep that one."""
    player: int
    value: int
    again: bool

    def __str__(self) -> str:
        if self.again:
            return f"{seat(self.player)} rolls again (the {self.value} is lost)"
        return f"{seat(self.player)} keeps the {self.value}"


# -- veto and veto-veto -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Veto(Action):
    """Discard a card with a shield: the action is not carried out."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} vetoes with {CARDS[self.card].name}"


@dataclass(frozen=True, slots=True)
class NoVeto(Action):
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} makes no veto"


@dataclass(frozen=True, slots=True)
class VetoVeto(Action):
    """Discard a card with a broken shield: the action is carried out after all."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} answers with a veto-veto: {CARDS[self.card].name}"


@dataclass(frozen=True, slots=True)
class NoVetoVeto(Action):
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} makes no veto-veto"


# -- while a card is carried out ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class MoveHero(Action):
    """Dubious Deal (2) and Old friends: another player picks a hero to move up."""
    player: int
    card: int
    hero: int
    steps: int

    def __str__(self) -> str:
        return f"{seat(self.player)} moves {hero(self.hero)} {updown(self.steps)}"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Magical choice: a card from the discard pile into the hand."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} takes {CARDS[self.card].label} from the discard pile"


# -- chance ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DealCastles(Action):
    """Chance: the castle each player gets, which gives him his two heroes."""
    colours: tuple[int, ...]

    def __str__(self) -> str:
        return "Castles: " + ", ".join(f"{seat(p)} {COLOURS[c]}" for p, c in enumerate(self.colours))


@dataclass(frozen=True, slots=True)
class CardDrawn(Action):
    """Chance: the top card of the draw pile."""
    player: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} gets {CARDS[self.card].label}"


@dataclass(frozen=True, slots=True)
class CardTaken(Action):
    """Chance: the card a Dubious Deal takes at random from another player's hand."""
    player: int
    victim: int
    card: int

    def __str__(self) -> str:
        return f"{seat(self.player)} takes {CARDS[self.card].label} from {seat(self.victim)}'s hand"


Decision = (PlayCard | DrawCard | DiscardCard | Pass | Choose | Reroll | Veto | NoVeto | VetoVeto
            | NoVetoVeto | MoveHero | TakeCard)
"""What a player decides."""
Outcome = DealCastles | CardDrawn | Roll | CardTaken
"""What chance decides."""


# -- the everyday answers and draws, each made once ----------------------------------------
# Every player is asked in each veto window and cards are drawn all day; these are
# immutable, so the rules hand out the same objects instead of building new ones.
SEATS = range(len(COLOURS))
"""Every seat a game may have: one per castle colour."""
NO_VETO: tuple[NoVeto, ...] = tuple(NoVeto(p) for p in SEATS)
NO_VETO_VETO: tuple[NoVetoVeto, ...] = tuple(NoVetoVeto(p) for p in SEATS)
DRAWN: tuple[tuple[CardDrawn, ...], ...] = tuple(
    tuple(CardDrawn(p, card) for card in range(len(CARDS))) for p in SEATS)
"""DRAWN[p][card]: ``p`` gets ``card``."""
