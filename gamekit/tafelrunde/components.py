"""The components of Die Tafelrunde: the 41 action cards of 29 kinds, from
``data/cards.json``, and the table's heroes, castles, money and pay-out, from
``data/table.json`` (rule book, Preparations and The actioncards).

The rule book names the cards and gives a note on each; the card texts are not public,
so the effects, copies and shields are the deck decided in
``docs/decisions/tafelrunde.md``. A card is named by its index in ``CARDS``; hands, the
draw pile and the discard pile count them. The table's components and the rules of
moving along it live in ``table.py``, the dice in ``dice.py``; their main names are
read here too, so this module is the front door to every component.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.data import load_json
from .dice import FACES, LOWEST_WEIGHTS
from .table import (
    BACK,
    COLOURS,
    DAYS,
    DEAL,
    DISCARD_REWARD,
    FRONT,
    GREEN,
    HAND_LIMIT,
    HEROES,
    KINDS,
    LILAC,
    RED,
    REFILL_TO,
    START_SILVER,
    YELLOW,
    ZORK,
    ZORK_BACK,
    Hero,
    Table,
    colours_in_play,
    seating,
)

_DATA = load_json(__package__, "cards.json")


@dataclass(frozen=True)
class Card:
    """One kind of action card."""

    id: int
    key: str
    name: str
    copies: int
    shield: bool
    broken_shield: bool
    effect: str
    rule_book_note: str
    """What the rule book says of the card (its text is not public)."""
    kinds: tuple[str, ...]
    """The hero kinds a Heroic deed or a Rumours card names (else empty)."""
    label: str = field(init=False)
    """'Favourite (shield)', 'Confusion (broken shield)', 'Alliance': the name with its mark."""

    def __post_init__(self) -> None:
        mark = " (shield)" if self.shield else " (broken shield)" if self.broken_shield else ""
        object.__setattr__(self, "label", self.name + mark)


CARDS: tuple[Card, ...] = tuple(
    Card(i, c["key"], c["name"], c["copies"], c["shield"], c["broken_shield"], c["effect"],
         c["rule_book_note"], tuple(c.get("kinds", [c["kind"]] if "kind" in c else [])))
    for i, c in enumerate(_DATA["cards"]))
BY_KEY: dict[str, int] = {c.key: c.id for c in CARDS}
BY_NAME: dict[str, int] = {c.name: c.id for c in CARDS}
"""A card kind by its name (names are unique: views name cards by them)."""
COPIES: tuple[int, ...] = tuple(c.copies for c in CARDS)
DECK_SIZE: int = sum(COPIES)
assert DECK_SIZE == _DATA["deck_size"], "tafelrunde/data/cards.json: the deck has 41 cards"
SHIELDS: frozenset[int] = frozenset(c.id for c in CARDS if c.shield)
BROKEN_SHIELDS: frozenset[int] = frozenset(c.id for c in CARDS if c.broken_shield)


def card_id(key: str) -> int:
    """The card kind called ``key`` ('favourite', 'rumours_gnomes', …); a KeyError
    naming the keys if there is none."""
    if not isinstance(key, str) or key not in BY_KEY:
        raise KeyError(f"Die Tafelrunde has no card {key!r}; the cards are {', '.join(BY_KEY)}")
    return BY_KEY[key]


__all__ = ["BACK", "BROKEN_SHIELDS", "BY_KEY", "BY_NAME", "CARDS", "COLOURS", "COPIES", "DAYS",
           "DEAL", "DECK_SIZE", "DISCARD_REWARD", "FACES", "FRONT", "GREEN", "HAND_LIMIT", "HEROES", "KINDS",
           "LILAC", "LOWEST_WEIGHTS", "RED", "REFILL_TO", "SHIELDS", "START_SILVER", "YELLOW", "ZORK", "ZORK_BACK",
           "Card", "Hero", "Table", "card_id", "colours_in_play", "seating"]
