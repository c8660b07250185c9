"""What each action card asks for and what it does (seed 000, The actioncards).

A card is played in the seed's order: "read it loud", "say who will be affected",
"roll dice", ask for a veto, then carry it out. This module holds the card-by-card
part: the choices a card offers at each step of its declaration (``options``), whether
it may be played at all (``playable``: "If you don't have enough money, you're not
allowed to play the card"), what it costs when declared (refunded after a veto), which
dice it rolls, and ``carry_out``.

Everything here reads only public facts (the table, the owners, the money, how many
cards each player holds), through the attributes of :class:`Tabletop`, so a bot can
weigh a card on a :class:`Public` copy of what it sees with the very same code.
"""
from __future__ import annotations

from collections.abc import Sequence

from .actions import Choose
from .cards import CARDS
from .table import HEROES, ZORK, Table, ordinal

# what a card leaves to do once it is carried out
DONE, STEAL, FRIEND, TAKE = range(4)

ONE_ROLL = frozenset({"booze_up", "gambling", "magical_mirror"})
"""Cards whose player rolls the dice once (and may roll again)."""
WRESTLING = "wrestling"

STEPS: dict[str, int] = {
    "alliance": 1, "backwards": 0, "black_magic": 2, "booze_up": 0, "capricious_turn": 0,
    "capricious_move": 1, "confusion": 2, "diplomacy": 2, "dubious_deal_1": 1,
    "dubious_deal_2": 1, "favourite": 1, "gambling": 1, "heroic_deed_amazons_rogues": 1,
    "heroic_deed_gnomes_goblins": 1, "heroic_deed_amazons_gnomes": 1, "magical_choice": 0,
    "magical_mirror": 1, "major_intrigue": 1, "minor_intrigue": 1, "mischievous": 1,
    "old_friends": 2, "rumours_amazons": 1, "rumours_rogues": 1, "rumours_gnomes": 1,
    "rumours_goblins": 1, "stroke_of_fate": 0, "transfer": 1, "venal": 2, "wrestling": 0,
}
"""How many choices each card's player makes when he declares it."""

PRICE = {"venal": 2, "mischievous": 1, "dubious_deal_1": 1}
"""Silver a card costs its player; he may not play it without that much."""

MOVES = {"favourite": 2, "major_intrigue": -3, "minor_intrigue": -1, "confusion": -2}
"""Cards that move the heroes named by a fixed number of positions (+ up)."""


class Tabletop:
    """The moves and payments a card makes, on ``self.table``, ``self.silver`` and
    ``self.owner`` (a seat per hero, -1 for Zork or a hero not in play). ``note``
    records what happened (the game's log; nothing on a bot's copy)."""

    n: int
    table: Table
    silver: list[int]
    owner: Sequence[int]

    def note(self, template: str, *args) -> None:
        """Record a line of the log (a bot's copy records nothing)."""

    def hand_size(self, player: int) -> int:
        raise NotImplementedError

    def discard_size(self) -> int:
        raise NotImplementedError

    def move_hero(self, hero: int, steps: int) -> int:
        table = self.table
        before = table.position(hero)
        made = table.move(hero, steps)
        way = "up" if steps > 0 else "down"
        stop = "Draco" if steps > 0 else "the end of the table"
        if not made:
            self.note("{} cannot move {}: he is already {}.", HEROES[hero].title, way,
                      "first" if steps > 0 else "last")
        elif made != steps:
            self.note("{} moves {} {} instead of {}, stopped by {}: {} → {}.", HEROES[hero].title,
                      abs(made), way, abs(steps), stop, ordinal(before), ordinal(before - made))
        else:
            self.note("{} moves {} {}: {} → {}.", HEROES[hero].title, abs(steps), way,
                      ordinal(before), ordinal(before - made))
        return made

    def put_hero(self, hero: int, position: int) -> None:
        before = self.table.position(hero)
        self.table.move_to(hero, position)
        self.note("{} goes from the {} to the {} position.", HEROES[hero].title,
                  ordinal(before), ordinal(position))

    def pay_bank(self, player: int, amount: int, why: str) -> int:
        """``player`` pays ``amount`` to the bank, or what he has ("If a player has no
        money, he has not to pay")."""
        paid = min(amount, self.silver[player])
        self.silver[player] -= paid
        short = "" if paid == amount else f" (he had only {paid})"
        self.note("Player {} pays {} silver to the bank for {}{}: {} left.", player + 1, paid,
                  why, short, self.silver[player])
        return paid


class Public(Tabletop):
    """What every player knows, as a bot rebuilds it from his view."""

    def __init__(self, n: int, table: Table, owner: Sequence[int], silver: Sequence[int],
                 hand_sizes: Sequence[int], discard_size: int) -> None:
        self.n = n
        self.table = table
        self.owner = owner
        self.silver = list(silver)
        self.hand_sizes = list(hand_sizes)
        self._discard = discard_size

    def hand_size(self, player: int) -> int:
        return self.hand_sizes[player]

    def discard_size(self) -> int:
        return self._discard

    def move_hero(self, hero: int, steps: int) -> int:
        return self.table.move(hero, steps)

    def put_hero(self, hero: int, position: int) -> None:
        self.table.move_to(hero, position)

    def pay_bank(self, player: int, amount: int, why: str) -> int:
        paid = min(amount, self.silver[player])
        self.silver[player] -= paid
        return paid

    def copy(self) -> Public:
        return Public(self.n, self.table.copy(), self.owner, self.silver, self.hand_sizes,
                      self._discard)


def heroes_of(owner: Sequence[int], player: int) -> list[int]:
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
    if key in MOVES:
        steps = MOVES[key]
        taken = choices[0].hero if step else -1
        return [Choose(p, card, step, h, steps) for h in line if h != taken]
    if key == "alliance":
        return [Choose(p, card, 0, seat=s) for s in range(t.n)]
    if key == "black_magic":
        taken = choices[0].hero if step else -1
        return [Choose(p, card, step, h) for h in line if h != taken]
    if key == "capricious_move":
        return [Choose(p, card, 0, steps=k) for k in (1, 2, -1, -2)]
    if key == "diplomacy":
        owner = t.owner
        if step == 0:
            return [Choose(p, card, 0, h, k) for h in line if owner[h] not in (-1, p)
                    for k in (2, -2)]
        first = choices[0]
        return [Choose(p, card, 1, h, -first.steps) for h in line
                if owner[h] not in (-1, p, owner[first.hero])]
    if key in ("dubious_deal_1", "dubious_deal_2"):
        return [Choose(p, card, 0, seat=s) for s in others(t.n, p) if t.hand_size(s)]
    if key == "gambling":
        return [Choose(p, card, 0, h) for h in line]
    if key.startswith("heroic_deed"):
        out = []
        for run in runs(line, CARDS[card].kinds):
            k = min(len(run), 4)
            out.extend(Choose(p, card, 0, h, s) for h in run for s in (k, -k))
        return out
    if key == "magical_mirror":
        return [Choose(p, card, 0, steps=1), Choose(p, card, 0, steps=-1)]
    if key == "mischievous":
        return [Choose(p, card, 0, seat=s) for s in others(t.n, p)]
    if key == "old_friends":
        if step == 0:
            return [Choose(p, card, 0, h, 3) for h in line]
        return [Choose(p, card, 1, seat=s, steps=k) for s in others(t.n, p) for k in (-1, 1)]
    if key.startswith("rumours"):
        kind = CARDS[card].kinds[0]
        return [Choose(p, card, 0, h, k) for k in (1, -1) for h in line
                if HEROES[h].kind == kind]
    if key == "transfer":
        return [Choose(p, card, 0, h, k) for h in line if h != ZORK for k in (1, -1)]
    if key == "venal":
        if step == 0:
            return [Choose(p, card, 0, h) for h in line]
        return [Choose(p, card, 1, choices[0].hero, k) for k in (3, 2, 1, -1, -2, -3)]
    return []


def others(n: int, player: int) -> list[int]:
    """The other players, clockwise from ``player``'s left."""
    return [(player + i) % n for i in range(1, n)]


def playable(t: Tabletop, player: int, card: int) -> bool:
    """May ``player`` play ``card`` now? Not without its price (Venal, Mischievous,
    Dubious Deal 1), not a Dubious Deal when nobody else has a card, not Magical
    choice on an empty discard pile [D]."""
    key = CARDS[card].key
    if t.silver[player] < PRICE.get(key, 0):
        return False
    if key in ("dubious_deal_1", "dubious_deal_2"):
        return any(t.hand_size(s) for s in others(t.n, player))
    if key == "magical_choice":
        return t.discard_size() > 0
    return True


def price(player: int, card: int, choices: Sequence[Choose]) -> tuple[int, int, int] | None:
    """(payer, payee or -1 for the bank, silver) paid when ``card`` is declared."""
    key = CARDS[card].key
    if key not in PRICE:
        return None
    payee = choices[0].seat if key == "dubious_deal_1" else -1
    return (player, payee, PRICE[key])


def carry_out(t: Tabletop, player: int, card: int, choices: Sequence[Choose],
              rolls: Sequence[tuple[int, int]]) -> int:
    """Do what ``card`` says, with its ``choices`` and dice ``rolls`` ((hero, result),
    in the order rolled); return what is left to do: DONE, STEAL (a Dubious Deal takes
    a card at random), FRIEND (another player moves a hero) or TAKE (Magical choice)."""
    key = CARDS[card].key
    table = t.table
    if key in MOVES or key == "diplomacy" or key.startswith("heroic_deed"):
        for c in choices:
            t.move_hero(c.hero, c.steps)
    elif key == "venal":
        t.move_hero(choices[1].hero, choices[1].steps)
    elif key == "alliance":
        a, b = sorted(heroes_of(t.owner, choices[0].seat), key=table.position)
        gap = table.position(b) - table.position(a) - 1
        if gap:
            t.move_hero(b, gap)
        else:
            t.note("{} already stands directly behind {}.", HEROES[b].title, HEROES[a].name)
    elif key == "backwards":
        t.move_hero(ZORK, -3)
    elif key == "black_magic":
        a, b = choices[0].hero, choices[1].hero
        pa, pb = table.position(a), table.position(b)
        table.swap(a, b)
        t.note("{} ({}) and {} ({}) swap places.", HEROES[a].title, ordinal(pa),
               HEROES[b].name, ordinal(pb))
    elif key == "booze_up":
        t.put_hero(table.hero_at(rolls[0][1]), table.seats)
    elif key == "capricious_turn":
        table.turn_draco()
        t.note("Draco is turned over: {} is now first and {} last.",
               HEROES[table.line[0]].name, HEROES[table.line[-1]].name)
    elif key == "capricious_move":
        k = choices[0].steps
        passed = table.line[:k] if k > 0 else table.line[k:]
        table.move_draco(k)
        t.note("Draco moves {} seat{} {} his goblet: {} {} now {}.", abs(k), "s" * (abs(k) > 1),
               "towards" if k > 0 else "away from", " and ".join(HEROES[h].name for h in passed),
               "is" if len(passed) == 1 else "are", "last" if k > 0 else "first")
    elif key == "gambling":
        t.put_hero(choices[0].hero, rolls[0][1])
    elif key == "magical_mirror":
        r = rolls[0][1]
        last, first = table.line[-1], table.line[0]
        order = ((last, r), (first, -r)) if choices[0].steps > 0 else ((first, -r), (last, r))
        for h, k in order:
            t.move_hero(h, k)
    elif key == "mischievous":
        t.pay_bank(choices[0].seat, 2, "Mischievous")
    elif key == "old_friends":
        if choices[1].steps < 0:  # my hero first, then my friend's
            t.move_hero(choices[0].hero, 3)
        return FRIEND
    elif key.startswith("rumours"):
        first = choices[0]
        t.move_hero(first.hero, first.steps)
        kind = HEROES[first.hero].kind
        for h in [h for h in table.line if HEROES[h].kind == kind and h != first.hero]:
            t.move_hero(h, first.steps)
    elif key == "stroke_of_fate":
        i = table.line.index(ZORK)
        for h in table.line[max(i - 1, 0):i] + table.line[i + 1:i + 2]:
            t.pay_bank(t.owner[h], 2, f"{HEROES[h].name} next to Zork")
    elif key == "transfer":
        hero, side = choices[0].hero, choices[0].steps
        before = table.position(hero)
        table.line.remove(hero)
        target = table.line.index(ZORK) + (0 if side > 0 else 1)
        table.line.insert(target, hero)
        t.note("{} sits down just {} Zork: {} → {}.", HEROES[hero].title,
               "in front of" if side > 0 else "behind", ordinal(before), ordinal(target + 1))
    elif key == WRESTLING:
        for h, r in rolls:
            if r < 3:
                t.put_hero(h, table.seats)
    elif key in ("dubious_deal_1", "dubious_deal_2"):
        return STEAL
    elif key == "magical_choice":
        return TAKE
    return DONE


def old_friends_own_move(t: Tabletop, choices: Sequence[Choose]) -> None:
    """Old friends, when the other player moved first: now the card's player's hero."""
    t.move_hero(choices[0].hero, 3)
