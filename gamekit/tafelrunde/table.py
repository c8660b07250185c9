"""The round table as a line of heroes counted from Draco (``data/table.json``).

Rule book, The play: "The golblet of Draco shows on which side the better positions are
(Up)." Position 1 is the first hero on Draco's goblet side, the last position the first
hero on his other side. A hero moving k up jumps over the k heroes in front of him, but
"you have to stop before Draco … The rest … expires"; likewise at the last position.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.data import load_json

_DATA = load_json(__package__, "table.json")

COLOURS: tuple[str, ...] = tuple(_DATA["colours"]["names"])
"""The four castle colours; a colour is named by its index."""
RED, GREEN, LILAC, YELLOW = range(4)


@dataclass(frozen=True)
class Hero:
    """One figure at the table: a player's hero, or Zork (owned by nobody)."""

    id: int
    kind: str
    colour: int | None
    name: str = field(init=False)
    """'the red amazon', 'Zork'."""
    title: str = field(init=False)
    """'The red amazon', 'Zork' (to begin a sentence)."""
    short: str = field(init=False)
    """'red amazon', 'Zork' (for pictures and tables)."""

    def __post_init__(self) -> None:
        short = "Zork" if self.colour is None else f"{COLOURS[self.colour]} {self.kind}"
        name = short if self.colour is None else f"the {short}"
        object.__setattr__(self, "short", short)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "title", name[0].upper() + name[1:])


HEROES: tuple[Hero, ...] = tuple(
    Hero(h["id"], h["kind"], None if h["colour"] is None else COLOURS.index(h["colour"]))
    for h in _DATA["heroes"])
ZORK = next(h.id for h in HEROES if h.kind == "zork")
KINDS = ("amazon", "rogue", "gnome", "goblin")

START_SILVER: int = _DATA["money"]["start_silver"]
DAYS: int = _DATA["days"]["days"]
DEAL: int = _DATA["hand"]["deal"]
HAND_LIMIT: int = _DATA["hand"]["limit"]
REFILL_TO: int = _DATA["hand"]["refill_to"]
DISCARD_REWARD: int = _DATA["discard_reward"]["silver"]
FRONT: tuple[int, ...] = tuple(_DATA["pay_out"]["front"])
"""Rule book, End of the day - Pay-out: 'The first hero in this direction gets 4 silver, the second 3,
the third 2 and the forth 1 silver from the bank.'"""
BACK: tuple[int, ...] = tuple(_DATA["pay_out"]["back"])
"""What the before-last and the last hero pay: 'The first hero on the other side of
Draco has to pay 2 silver and the second 1 silver to the bank.'"""
ZORK_BACK: tuple[int, ...] = tuple(_DATA["pay_out"]["zork_back"])
"""Zork at before-last and last: '4 silver for the last and 2 silver for the before last'."""


def seating(players: int) -> tuple[int, ...]:
    """The heroes clockwise from Draco at the start (rule book, Preparations); with the
    goblet left this is also the order of positions 1, 2, …"""
    return tuple(_DATA["seating"][str(players)])


def colours_in_play(players: int) -> tuple[int, ...]:
    """The castle colours of a game: 3 players leave out yellow (rule book, Preparations)."""
    return tuple(c for c in range(len(COLOURS)) if any(
        HEROES[h].colour == c for h in seating(players)))


def seat_value(position: int, seats: int) -> int:
    """What a player's hero at ``position`` (1 = first on the goblet side) earns at the
    pay-out: 4, 3, 2, 1, then nothing, then −1 before last and −2 last (rule book,
    End of the day - Pay-out)."""
    if position <= len(FRONT):
        return FRONT[position - 1]
    from_back = seats - position  # 0 = last
    return -BACK[::-1][from_back] if from_back < len(BACK) else 0


def zork_value(position: int, seats: int) -> int:
    """What Zork costs the player he joins (rule book, Peculiarities): 'Zork counts
    double minus but never plus.'"""
    from_back = seats - position
    return -ZORK_BACK[::-1][from_back] if from_back < len(ZORK_BACK) else 0


@dataclass
class Table:
    """Draco and the heroes: ``line`` lists hero ids by position (index 0 = position 1);
    ``clockwise`` says whether positions count clockwise from Draco (his goblet left,
    as at the start) or anticlockwise (after he was turned over). Plain data: a state
    holds it as a field and copies it with the rest."""

    line: list[int] = field(default_factory=list)
    clockwise: bool = True

    def __post_init__(self) -> None:
        self.line = list(self.line)

    def copy(self) -> Table:
        return Table(self.line, self.clockwise)

    @property
    def seats(self) -> int:
        return len(self.line)

    def position(self, hero: int) -> int:
        """1 for the first hero on the goblet side."""
        return self.line.index(hero) + 1

    def hero_at(self, position: int) -> int:
        return self.line[position - 1]

    def ring(self) -> list[int]:
        """The heroes clockwise, starting next to Draco."""
        return self.line.copy() if self.clockwise else self.line[::-1]

    def move(self, hero: int, steps: int) -> int:
        """Move ``hero`` ``steps`` up (negative: down), jumping over the heroes in his
        way and stopping before Draco or at the last position; returns the steps made
        (rule book, The play: "the gnome could move 3 positions, but because of Draco he only can
        move 2 positions. The rest of 1 position expires.")."""
        line = self.line
        i = line.index(hero)
        j = min(max(i - steps, 0), len(line) - 1)
        if j != i:
            del line[i]
            line.insert(j, hero)
        return i - j

    def move_to(self, hero: int, position: int) -> None:
        """Put ``hero`` at ``position``; the heroes between close up."""
        self.line.remove(hero)
        self.line.insert(position - 1, hero)

    def swap(self, a: int, b: int) -> None:
        line = self.line
        i, j = line.index(a), line.index(b)
        line[i], line[j] = b, a

    def turn_draco(self) -> None:
        """Draco is turned over: "The good became the bad positions and the bad the good
        positions." The order of positions reverses; nobody moves."""
        self.line.reverse()
        self.clockwise = not self.clockwise

    def move_draco(self, seats: int) -> None:
        """Draco moves ``seats`` seats towards his goblet side (negative: away from it).
        Each hero he passes changes sides: moving towards the goblet, the first hero
        becomes the last; moving away, the last becomes the first."""
        k = seats % len(self.line)
        self.line[:] = self.line[k:] + self.line[:k]


def richest(silver: Sequence[int]) -> int | None:
    """The player Zork joins (rule book, Zork): "If a player has at the end of the day the
    most money (alone), the avaricious Zork joins him … If there is no richest player,
    Zork stays alone." None when nobody is alone at the top."""
    top = max(silver)
    return silver.index(top) if silver.count(top) == 1 else None


def pay_out(line: Sequence[int], owner: Sequence[int | None], zork_player: int | None,
            players: int) -> list[list[tuple[int, int, int]]]:
    """Each player's items of a pay-out: (hero, position, silver), silver < 0 for a
    payment. ``owner[hero]`` is a seat (None for Zork); ``zork_player`` is the seat Zork
    joins, or None. Only heroes that earn or pay are listed."""
    seats = len(line)
    items: list[list[tuple[int, int, int]]] = [[] for _ in range(players)]
    for index, hero in enumerate(line):
        position = index + 1
        if hero == ZORK:
            if zork_player is not None:
                value = zork_value(position, seats)
                if value:
                    items[zork_player].append((hero, position, value))
            continue
        value = seat_value(position, seats)
        seat = owner[hero]
        if value and seat is not None:
            items[seat].append((hero, position, value))
    return items


def table_text(line: Sequence[int]) -> str:
    """'1. lilac rogue, 2. red amazon, …': the heroes by position."""
    return ", ".join(f"{i}. {HEROES[h].short}" for i, h in enumerate(line, 1))


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, …"""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
