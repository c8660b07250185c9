"""What each action card asks for and what it does (rule book, The actioncards).

A card is played in the rule book's order (1) Play a card): "read it loud", "say who
will be affected", "roll dice", ask for a veto, then carry it out. This module holds
the card-by-card part: the choices a card offers at each step of its declaration
(``options``), whether it may be played at all (``playable``: "If you don't have enough
money, you're not allowed to play the card"), what it costs when declared (refunded
after a veto), which dice it rolls, and ``carry_out``.

Everything here reads only public facts (the table, the owners, the money, how many
cards each player holds), through a :class:`Tabletop`: the game's state is one, and a
bot weighs a card on a :class:`Public` copy of what it sees with the very same code.
What happens is written to ``log`` (the state's ``event``); a bot's copy passes none.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, Protocol

from .actions import Beside, Choose, MovesFirst
from .components import BY_KEY, CARDS, HEROES, ZORK, Table
from .table import ordinal


class Left(Enum):
    """What a card leaves to do once it is carried out."""

    DONE = "nothing"
    STEAL = "a Dubious Deal takes a card at random"
    FRIEND = "another player moves a hero of his choice"
    TAKE = "Magical choice takes a card from the discard pile"


ONE_ROLL = frozenset({"booze_up", "gambling", "magical_mirror"})
"""Cards whose player rolls the dice once (and may roll again)."""
WRESTLING = "wrestling"

STEPS: dict[str, int] = {
    "alliance": 1, "backwards": 0, "black_magic": 2, "booze_up": 0, "capricious_turn": 1,
    "capricious_move": 1, "confusion": 2, "diplomacy": 2, "dubious_deal_1": 1,
    "dubious_deal_2": 1, "favourite": 1, "gambling": 1, "heroic_deed_amazons_rogues": 1,
    "heroic_deed_gnomes_goblins": 1, "heroic_deed_amazons_gnomes": 1, "magical_choice": 0,
    "magical_mirror": 1, "major_intrigue": 1, "minor_intrigue": 1, "mischievous": 1,
    "old_friends": 2, "rumours_amazons": 1, "rumours_rogues": 1, "rumours_gnomes": 1,
    "rumours_goblins": 1, "stroke_of_fate": 0, "transfer": 1, "venal": 2, "wrestling": 0,
}
"""How many choices each card's player makes when he declares it."""

CAPRICIOUS: dict[str, tuple[int, ...]] = {"capricious_move": (1, 2, -1, -2),
                                         "capricious_turn": (0, 1, 2, -1, -2)}
"""The seats each Capricious card may move Draco (+ towards his goblet): "The only 4 cards
that can move Draco"; the turning ones may also leave him where he is [D, revised]."""

PRICE = {"venal": 2, "mischievous": 1, "dubious_deal_1": 1}
"""Silver a card costs its player; he may not play it without that much."""

MOVES = {"favourite": 2, "major_intrigue": -3, "minor_intrigue": -1, "confusion": -2}
"""Cards that move the heroes named by a fixed number of positions (+ up)."""

PRICE_OF: tuple[int, ...] = tuple(PRICE.get(c.key, 0) for c in CARDS)
"""Each card kind's price, by its id (0 for a card that costs nothing)."""
DUBIOUS_DEALS = frozenset(BY_KEY[key] for key in ("dubious_deal_1", "dubious_deal_2"))
MAGICAL_CHOICE = BY_KEY["magical_choice"]


class Tabletop(Protocol):
    """The public facts a card reads and changes: ``table``, ``silver`` and ``owner``
    (a seat per hero, None for Zork or a hero not in play), with the number of players,
    the size of each hand and of the discard pile."""

    @property
    def n(self) -> int: ...

    @property
    def table(self) -> Table: ...

    @property
    def owner(self) -> Sequence[int | None]: ...

    @property
    def silver(self) -> list[int]: ...

    @property
    def hand_sizes(self) -> Sequence[int]: ...

    @property
    def discard_size(self) -> int: ...


class Log(Protocol):
    """Where a card writes what happened: the state's ``event``."""

    def __call__(self, template: str, *args: Any) -> None: ...


@dataclass(eq=False)
class Public:
    """What every player knows, as a bot rebuilds it from his view: a :class:`Tabletop`
    of its own, which a bot may change to weigh a card."""

    n: int
    table: Table
    owner: Sequence[int | None]
    silver: list[int]
    hand_sizes: Sequence[int]
    discard_size: int

    def __post_init__(self) -> None:
        self.silver = list(self.silver)
        self.hand_sizes = list(self.hand_sizes)

    def copy(self) -> Public:
        return Public(self.n, self.table.copy(), self.owner, self.silver, self.hand_sizes,
                      self.discard_size)


def move_hero(t: Tabletop, hero: int, steps: int, log: Log | None = None) -> int:
    """Move ``hero`` ``steps`` up (negative: down) as far as the table lets him (rule
    book, The play); return the steps made."""
    table = t.table
    if log is None:
        return table.move(hero, steps)
    before = table.position(hero)
    made = table.move(hero, steps)
    way = "up" if steps > 0 else "down"
    stop = "Draco" if steps > 0 else "the end of the table"
    if not made:
        log("{} cannot move {}: he is already {}.", HEROES[hero].title, way,
            "first" if steps > 0 else "last")
    elif made != steps:
        log("{} moves {} {} instead of {}, stopped by {}: {} → {}.", HEROES[hero].title,
            abs(made), way, abs(steps), stop, ordinal(before), ordinal(before - made))
    else:
        log("{} moves {} {}: {} → {}.", HEROES[hero].title, abs(steps), way,
            ordinal(before), ordinal(before - made))
    return made


def put_hero(t: Tabletop, hero: int, position: int, log: Log | None = None) -> None:
    """Put ``hero`` at ``position``; the heroes between close up."""
    table = t.table
    if log is None:
        table.move_to(hero, position)
        return
    before = table.position(hero)
    table.move_to(hero, position)
    log("{} goes from the {} to the {} position.", HEROES[hero].title, ordinal(before),
        ordinal(position))


def pay_bank(t: Tabletop, player: int, amount: int, why: str, log: Log | None = None) -> int:
    """``player`` pays ``amount`` to the bank, or what he has (rule book, End of the day -
    Pay-out: "If a player has no money, he has not to pay")."""
    silver = t.silver
    paid = min(amount, silver[player])
    silver[player] -= paid
    if log is not None:
        short = "" if paid == amount else f" (he had only {paid})"
        log("Player {} pays {} silver to the bank for {}{}: {} left.", player + 1, paid, why,
            short, silver[player])
    return paid


def hero_named(c: Choose) -> int:
    """The hero a choice names (the card's rule makes it name one)."""
    assert c.hero is not None, f"{c!s} names no hero"
    return c.hero


def moved(c: Choose) -> int:
    """How many positions the hero a choice names moves (the card's rule gives it)."""
    assert c.steps is not None, f"{c!s} moves no hero by a number of positions"
    return c.steps


def draco_seats(c: Choose) -> int:
    """How many seats a Capricious choice moves Draco."""
    assert c.draco is not None, f"{c!s} does not move Draco"
    return c.draco


def seat_named(c: Choose) -> int:
    """The player a choice names (the card's rule makes it name one)."""
    assert c.seat is not None, f"{c!s} names no player"
    return c.seat


def heroes_of(owner: Sequence[int | None], player: int) -> list[int]:
    return [h for h, o in enumerate(owner) if o == player]


def runs(line: Sequence[int], kinds: Sequence[str]) -> list[list[int]]:
    """Heroic deed: the uninterrupted runs of heroes of the named kinds, front first
    ("This card works only on uninterrupted sequences of specific heroes")."""
    out: list[list[int]] = []
    current: list[int] = []
    for h in line:
        if HEROES[h].kind in kinds:
            current.append(h)
        elif current:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def options(t: Tabletop, player: int, card: int, choices: Sequence[Choose]) -> list[Choose]:
    """The choices for the next step of declaring ``card`` (after ``choices``)."""
    key = CARDS[card].key
    step = len(choices)
    line = t.table.line
    p = player
    choose = partial(Choose, p, card, step)
    if key in MOVES:
        steps = MOVES[key]
        taken = choices[0].hero if step else None
        return [choose(hero=h, steps=steps) for h in line if h != taken]
    if key == "alliance":
        return [choose(seat=s) for s in range(t.n)]
    if key == "black_magic":
        taken = choices[0].hero if step else None
        return [choose(hero=h) for h in line if h != taken]
    if key in CAPRICIOUS:
        return [choose(draco=k) for k in CAPRICIOUS[key]]
    if key == "diplomacy":
        owner = t.owner
        if step == 0:
            return [choose(hero=h, steps=k) for h in line if owner[h] not in (None, p)
                    for k in (2, -2)]
        first = choices[0]
        return [choose(hero=h, steps=-moved(first)) for h in line
                if owner[h] not in (None, p, owner[hero_named(first)])]
    if key in ("dubious_deal_1", "dubious_deal_2"):
        sizes = t.hand_sizes
        return [choose(seat=s) for s in others(t.n, p) if sizes[s]]
    if key == "gambling":
        return [choose(hero=h) for h in line]
    if key.startswith("heroic_deed"):
        out: list[Choose] = []
        for run in runs(line, CARDS[card].kinds):
            k = min(len(run), 4)
            out.extend(choose(hero=h, steps=s) for h in run for s in (k, -k))
        return out
    if key == "magical_mirror":
        return [choose(first=MovesFirst.LAST_HERO), choose(first=MovesFirst.FIRST_HERO)]
    if key == "mischievous":
        return [choose(seat=s) for s in others(t.n, p)]
    if key == "old_friends":
        if step == 0:
            return [choose(hero=h, steps=3) for h in line]
        return [choose(seat=s, first=f) for s in others(t.n, p)
                for f in (MovesFirst.OWN_HERO, MovesFirst.FRIENDS_HERO)]
    if key.startswith("rumours"):
        kind = CARDS[card].kinds[0]
        return [choose(hero=h, steps=k) for k in (1, -1) for h in line if HEROES[h].kind == kind]
    if key == "transfer":
        return [choose(hero=h, beside=b) for h in line if h != ZORK
                for b in (Beside.IN_FRONT, Beside.BEHIND)]
    if key == "venal":
        if step == 0:
            return [choose(hero=h) for h in line]
        return [choose(hero=choices[0].hero, steps=k) for k in (3, 2, 1, -1, -2, -3)]
    return []


def offers(t: Tabletop, player: int, card: int, choices: Sequence[Choose], choice: object) -> bool:
    """Whether ``choice`` is one of :func:`options`."""
    return type(choice) is Choose and choice.player == player and choice.card == card and \
        choice.step == len(choices) and choice in options(t, player, card, choices)


def others(n: int, player: int) -> list[int]:
    """The other players, clockwise from ``player``'s left."""
    return [(player + i) % n for i in range(1, n)]


def playable(t: Tabletop, player: int, card: int) -> bool:
    """May ``player`` play ``card`` now? Not without its price (Venal, Mischievous,
    Dubious Deal 1), not a Dubious Deal when nobody else has a card, not Magical
    choice on an empty discard pile [D]."""
    if t.silver[player] < PRICE_OF[card]:
        return False
    if card in DUBIOUS_DEALS:
        sizes = t.hand_sizes
        return any(sizes[s] for s in others(t.n, player))
    if card == MAGICAL_CHOICE:
        return t.discard_size > 0
    return True


def price(player: int, card: int, choices: Sequence[Choose]) -> tuple[int, int | None, int] | None:
    """(payer, payee or None for the bank, silver) paid when ``card`` is declared."""
    key = CARDS[card].key
    if key not in PRICE:
        return None
    payee = choices[0].seat if key == "dubious_deal_1" else None
    return (player, payee, PRICE[key])


def carry_out(t: Tabletop, player: int, card: int, choices: Sequence[Choose],
              rolls: Sequence[tuple[int | None, int]], log: Log | None = None) -> Left:
    """Do what ``card`` says, with its ``choices`` and dice ``rolls`` ((hero or None,
    result), in the order rolled); return what is left to do (:class:`Left`): nothing,
    a card taken at random (a Dubious Deal), another player's move (Old friends) or a
    card taken from the discard pile (Magical choice)."""
    key = CARDS[card].key
    table = t.table
    if key in MOVES or key == "diplomacy" or key.startswith("heroic_deed"):
        for c in choices:
            move_hero(t, hero_named(c), moved(c), log)
    elif key == "venal":
        move_hero(t, hero_named(choices[1]), moved(choices[1]), log)
    elif key == "alliance":
        a, b = sorted(heroes_of(t.owner, seat_named(choices[0])), key=table.position)
        gap = table.position(b) - table.position(a) - 1
        if gap:
            move_hero(t, b, gap, log)
        elif log is not None:
            log("{} already stands directly behind {}.", HEROES[b].title, HEROES[a].name)
    elif key == "backwards":
        move_hero(t, ZORK, -3, log)
    elif key == "black_magic":
        a, b = hero_named(choices[0]), hero_named(choices[1])
        pa, pb = table.position(a), table.position(b)
        table.swap(a, b)
        if log is not None:
            log("{} ({}) and {} ({}) swap places.", HEROES[a].title, ordinal(pa),
                HEROES[b].name, ordinal(pb))
    elif key == "booze_up":
        put_hero(t, table.hero_at(rolls[0][1]), table.seats, log)
    elif key in CAPRICIOUS:
        move_draco(t, draco_seats(choices[0]), log)
        if key == "capricious_turn":
            table.turn_draco()
            if log is not None:
                log("Draco is turned over: {} is now first and {} last.",
                    HEROES[table.line[0]].name, HEROES[table.line[-1]].name)
    elif key == "gambling":
        put_hero(t, hero_named(choices[0]), rolls[0][1], log)
    elif key == "magical_mirror":
        r = rolls[0][1]
        last, first = table.line[-1], table.line[0]
        order = ((last, r), (first, -r)) if choices[0].first is MovesFirst.LAST_HERO \
            else ((first, -r), (last, r))
        for h, k in order:
            move_hero(t, h, k, log)
    elif key == "mischievous":
        pay_bank(t, seat_named(choices[0]), 2, "Mischievous", log)
    elif key == "old_friends":
        if choices[1].first is MovesFirst.OWN_HERO:  # my hero first, then my friend's
            move_hero(t, hero_named(choices[0]), 3, log)
        return Left.FRIEND
    elif key.startswith("rumours"):
        first_hero, steps = hero_named(choices[0]), moved(choices[0])
        move_hero(t, first_hero, steps, log)
        kind = HEROES[first_hero].kind
        for h in [h for h in table.line if HEROES[h].kind == kind and h != first_hero]:
            move_hero(t, h, steps, log)
    elif key == "stroke_of_fate":
        i = table.line.index(ZORK)
        for h in table.line[max(i - 1, 0):i] + table.line[i + 1:i + 2]:
            owner = t.owner[h]
            assert owner is not None, "only Zork belongs to nobody"
            pay_bank(t, owner, 2, f"{HEROES[h].name} next to Zork", log)
    elif key == "transfer":
        hero, side = hero_named(choices[0]), choices[0].beside
        before = table.position(hero)
        table.line.remove(hero)
        target = table.line.index(ZORK) + (0 if side is Beside.IN_FRONT else 1)
        table.line.insert(target, hero)
        if log is not None:
            log("{} sits down just {} Zork: {} → {}.", HEROES[hero].title,
                "in front of" if side is Beside.IN_FRONT else "behind", ordinal(before),
                ordinal(target + 1))
    elif key == WRESTLING:
        for wrestler, r in rolls:
            if r < 3:
                assert wrestler is not None, "each wrestling throw is a hero's"
                put_hero(t, wrestler, table.seats, log)
    elif key in ("dubious_deal_1", "dubious_deal_2"):
        return Left.STEAL
    elif key == "magical_choice":
        return Left.TAKE
    return Left.DONE


def move_draco(t: Tabletop, seats: int, log: Log | None = None) -> None:
    """Draco moves ``seats`` seats (+ towards his goblet); each hero he passes changes
    sides (rule book, Capricious: "If Draco moves, he can be moved in both direction")."""
    if not seats:
        return
    table = t.table
    passed = table.line[:seats] if seats > 0 else table.line[seats:]
    table.move_draco(seats)
    if log is not None:
        log("Draco moves {} seat{} {} his goblet: {} {} now {}.", abs(seats), "s" * (abs(seats) > 1),
            "towards" if seats > 0 else "away from", " and ".join(HEROES[h].name for h in passed),
            "is" if len(passed) == 1 else "are", "last" if seats > 0 else "first")


def old_friends_own_move(t: Tabletop, choices: Sequence[Choose], log: Log | None = None) -> None:
    """Old friends, when the other player moved first: now the card's player's hero."""
    move_hero(t, hero_named(choices[0]), 3, log)
