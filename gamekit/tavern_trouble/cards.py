"""The 27 character cards: nine kinds, powers 1-9, three copies each (data/tavern_trouble)."""
from __future__ import annotations

from ..core.data import load_json

_DATA = load_json("tavern_trouble", "cards.json")

KINDS: tuple[int, ...] = tuple(k["power"] for k in _DATA["kinds"])
"""A kind is named by its power: 1 fairies … 9 trolls."""
assert KINDS == tuple(range(1, 10)), "data/tavern_trouble/cards.json: one kind per power 1-9"

COPIES: tuple[int, ...] = (0,) + tuple(k["copies"] for k in _DATA["kinds"])
"""COPIES[power]: copies of that kind in the deck (index 0 unused)."""
DECK_SIZE = sum(COPIES)
PLURAL: tuple[str, ...] = ("",) + tuple(k["kind"] for k in _DATA["kinds"])
ONE: tuple[str, ...] = ("",) + tuple(k["one"] for k in _DATA["kinds"])
ABILITY: tuple[str, ...] = ("",) + tuple(k["ability"] for k in _DATA["kinds"])
START_LIFE: int = _DATA["life"]["start"]
MAX_LIFE: int = _DATA["life"]["max"]

FAIRIES, ELVES, UNDEAD, VAMPIRES, BARBARIANS, DWARVES, GOBLINS, ORCS, TROLLS = KINDS


def card_name(power: int) -> str:
    """'an orc (8)'."""
    one = ONE[power]
    article = "an" if one[0] in "aeiou" else "a"
    return f"{article} {one} ({power})"


def clash_count(cards) -> int:
    """The total of the cards, last digit only: 8 + 5 = 13 counts 3 (seed 003, Draw)."""
    return sum(cards) % 10
