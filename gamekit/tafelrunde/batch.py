"""Die Tafelrunde's dice and seat values with numpy, millions at once.

Rule book, Roll dice: "take both dice all the time. Only the lowest number counts. If
you don't like the result, you can roll a second time. But this result must be
accepted." :func:`rolls` throws ``n`` such throws, with a reroll policy (the first
results kept) or without one, as the engine's ``Roll`` chance steps and ``Reroll``
decisions do.

Rule book, End of the day - Pay-out: 4/3/2/1 silver for the first four heroes on Draco's goblet side,
2 and 1 to pay for the last and the before-last; Zork joins the lone richest player
and costs him 4 and 2 there; nobody pays more than he has. :func:`pay_out` works out
the end of a day for many tables at once, exactly as ``payout.pay_out``
does (the player's items added up, then capped at 0 [D]); :func:`random_tables`
deals random castles and seats the heroes in a random order, for what a seat is worth
when nothing is known. The tests hold both against the engine and against the exact
analysis (``analysis.lowest_of_two``, ``analysis.rolled``,
``analysis.random_table_payout``) with chi-square tests.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import numpy as np

from .table import HEROES, ZORK, colours_in_play, seat_value, seating, zork_value

NO_SEAT = -1
"""In these integer arrays, where None cannot be stored: the owner of Zork (or of a
hero not in play), and the seat Zork joins when nobody is alone at the top."""


def _rng(seed) -> np.random.Generator:
    return seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)


def lowest(n: int, seed=None) -> np.ndarray:
    """``n`` throws of two dice, the lowest die of each (int8, 1 to 6)."""
    dice = _rng(seed).integers(1, 7, size=(n, 2), dtype=np.int8)
    return dice.min(axis=1)


def rolls(n: int, keep: Iterable[int] | None = None, seed=None) -> np.ndarray:
    """``n`` results kept: the first throw when it is in ``keep``, else a second throw,
    which must be kept. ``keep=None``: one throw each (no second chance)."""
    rng = _rng(seed)
    first = lowest(n, rng)
    if keep is None:
        return first
    again = ~np.isin(first, np.fromiter(keep, dtype=np.int8))
    first[again] = lowest(int(again.sum()), rng)
    return first


@cache
def _values(players: int) -> tuple[np.ndarray, np.ndarray]:
    """What a player's hero and what Zork (for the player he joins) earn at each
    position 1, 2, … (index 0 is position 1)."""
    seats = len(seating(players))
    return (np.array([seat_value(p, seats) for p in range(1, seats + 1)], dtype=np.int64),
            np.array([zork_value(p, seats) for p in range(1, seats + 1)], dtype=np.int64))


def net_pay_out(lines: np.ndarray, owner: np.ndarray, zork_player: np.ndarray,
                players: int) -> np.ndarray:
    """Each player's items of a pay-out added up, before the money is capped: ``lines``
    (tables x seats) hero ids by position, ``owner`` (tables x heroes, or one row for
    all) a seat per hero (``NO_SEAT`` for Zork), ``zork_player`` (tables) the seat Zork
    joins or ``NO_SEAT``. Returns tables x players."""
    hero_value, zork_cost = _values(players)
    lines = np.asarray(lines)
    owner = np.broadcast_to(np.asarray(owner), (len(lines), len(HEROES)))
    owners_at = np.take_along_axis(owner, lines, axis=1)            # tables x seats
    value = np.where(lines == ZORK, 0, hero_value)
    net = np.stack([(value * (owners_at == p)).sum(axis=1) for p in range(players)], axis=1)
    zork_at = np.argmax(lines == ZORK, axis=1)
    joined = np.asarray(zork_player) != NO_SEAT
    rows = np.nonzero(joined)[0]
    net[rows, np.asarray(zork_player)[rows]] += zork_cost[zork_at[rows]]
    return net


def richest(silver: np.ndarray) -> np.ndarray:
    """The seat Zork joins at each table: the lone richest player, else ``NO_SEAT``."""
    silver = np.asarray(silver)
    top = silver.max(axis=1, keepdims=True)
    alone = (silver == top).sum(axis=1) == 1
    return np.where(alone, silver.argmax(axis=1), NO_SEAT)


def pay_out(lines: np.ndarray, owner: np.ndarray, silver: np.ndarray) -> np.ndarray:
    """The money after the end-of-day pay-out at many tables: Zork joins the lone
    richest (found before paying), each player's items are added up and nobody goes
    below 0 ("If a player has no money, he has not to pay")."""
    silver = np.asarray(silver)
    players = silver.shape[1]
    net = net_pay_out(lines, owner, richest(silver), players)
    return np.maximum(silver + net, 0)


def random_tables(n: int, players: int = 4, seed=None) -> tuple[np.ndarray, np.ndarray]:
    """``n`` random tables: castles dealt at random (each player's two heroes) and the
    heroes of the game seated in a uniformly random order. Returns (lines, owner):
    tables x seats hero ids by position, tables x heroes the seat of each (``NO_SEAT``:
    Zork, or a hero not in play)."""
    rng = _rng(seed)
    heroes = np.array(seating(players), dtype=np.int64)
    lines = rng.permuted(np.tile(heroes, (n, 1)), axis=1)
    colours = np.array(colours_in_play(players))
    deal = rng.permuted(np.tile(colours, (n, 1)), axis=1)              # seat -> colour
    colour_of = np.array([-1 if h.colour is None else h.colour for h in HEROES])  # -1: no colour
    owner = np.full((n, len(HEROES)), NO_SEAT, dtype=np.int64)
    for p in range(players):
        owner[deal[:, p:p + 1] == colour_of[None, :]] = p
    return lines, owner


def seat_payouts(n: int, players: int = 4, zork: bool = False, seed=None) -> np.ndarray:
    """Player 1's net pay-out (before capping) at ``n`` random tables; with ``zork``,
    Zork has joined him (he is the lone richest), else nobody."""
    lines, owner = random_tables(n, players, seed)
    joined = np.full(n, 0 if zork else NO_SEAT)
    return net_pay_out(lines, owner, joined, players)[:, 0]
