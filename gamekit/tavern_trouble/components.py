"""The components of Tavern Trouble, from ``data/cards.json``: 27 character cards of
nine kinds, powers 1-9, three copies each, and the life card (Tavern Trouble rule
book, Components)."""
from __future__ import annotations

from collections.abc import Iterable

from ..core.data import load_json

_DATA = load_json(__package__, "cards.json")

KINDS: tuple[int, ...] = tuple(k["power"] for k in _DATA["kinds"])
"""A kind is named by its power: 1 fairies … 9 trolls."""
assert KINDS == tuple(range(1, 10)), "tavern_trouble/data/cards.json: one kind per power 1-9"

COPIES: tuple[int, ...] = (0,) + tuple(k["copies"] for k in _DATA["kinds"])
"""COPIES[power]: copies of that kind in the deck (index 0 unused)."""
DECK_SIZE = sum(COPIES)
PLURAL: tuple[str, ...] = ("",) + tuple(k["kind"] for k in _DATA["kinds"])
ONE: tuple[str, ...] = ("",) + tuple(k["one"] for k in _DATA["kinds"])
ABILITY: tuple[str, ...] = ("",) + tuple(k["ability"] for k in _DATA["kinds"])
START_LIFE: int = _DATA["life"]["start"]
MAX_LIFE: int = _DATA["life"]["max"]

MAX_PLAYERS = 8
"""The most players at one table: the rule book says 2+; 8 share the 27 cards with 11 left
for the draws [D]."""

FAIRIES, ELVES, UNDEAD, VAMPIRES, BARBARIANS, DWARVES, GOBLINS, ORCS, TROLLS = KINDS


def card_name(power: int) -> str:
    """'an orc (8)'."""
    one = ONE[power]
    article = "an" if one[0] in "aeiou" else "a"
    return f"{article} {one} ({power})"


def cards_named(cards: Iterable[int]) -> list[str]:
    """'two dwarves (6)', 'an orc (8)': the cards of a hand, kind by kind, lowest first."""
    cards = sorted(cards)
    named = []
    for kind in sorted(set(cards)):
        copies = cards.count(kind)
        named.append(card_name(kind) if copies == 1 else
                     f"{('two', 'three')[copies - 2]} {PLURAL[kind]} ({kind})")
    return named


def clash_count(cards: Iterable[int]) -> int:
    """The total of the cards, last digit only: 8 + 5 = 13 counts 3 (rule book, Draw)."""
    return sum(cards) % 10
