"""The 41 action cards: 29 kinds (data/tafelrunde/cards.json).

Seed 000 names the cards and gives a note on each; the card texts are not public, so
the effects, copies and shields are the deck decided in the rules digest. A card is
named by its index in ``CARDS``; hands, the draw pile and the discard pile count them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.data import load_json

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
    seed_note: str
    kinds: tuple[str, ...]
    """The hero kinds a Heroic deed or a Rumours card names (else empty)."""

    @property
    def label(self) -> str:
        """'Favourite (shield)', 'Confusion (broken shield)', 'Alliance'."""
        mark = " (shield)" if self.shield else " (broken shield)" if self.broken_shield else ""
        return self.name + mark


CARDS: tuple[Card, ...] = tuple(
    Card(i, c["key"], c["name"], c["copies"], c["shield"], c["broken_shield"], c["effect"],
         c["seed_note"], tuple(c.get("kinds", [c["kind"]] if "kind" in c else [])))
    for i, c in enumerate(_DATA["cards"]))
BY_KEY: dict[str, int] = {c.key: c.id for c in CARDS}
BY_NAME: dict[str, int] = {c.name: c.id for c in CARDS}
"""A card kind by its name (names are unique: views name cards by them)."""
COPIES: tuple[int, ...] = tuple(c.copies for c in CARDS)
DECK_SIZE: int = sum(COPIES)
assert DECK_SIZE == _DATA["deck_size"], "data/tafelrunde/cards.json: the deck has 41 cards"
SHIELDS: frozenset[int] = frozenset(c.id for c in CARDS if c.shield)
BROKEN_SHIELDS: frozenset[int] = frozenset(c.id for c in CARDS if c.broken_shield)


def card_id(key: str) -> int:
    """The card kind called ``key`` ('favourite', 'rumours_gnomes', …)."""
    return BY_KEY[key]
