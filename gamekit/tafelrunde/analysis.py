"""Exact odds of Die Tafelrunde's dice and pay-outs, with Fractions, and a Monte Carlo
study of what a starting seat is worth.

Rule book, Roll dice: "Only the lowest number counts. If you don't like the result, you
can roll a second time. But this result must be accepted." End of the day - Pay-out: 4,
3, 2, 1 silver for the first four heroes on the goblet side, 2 and 1 to pay for the last
two; Zork costs the richest player double at the back and earns nothing at the front.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations
from typing import Any

import icepool

from ..core.registry import load
from ..core.simulate import Simulation, simulate
from ..prob.distribution import Distribution
from ..prob.montecarlo import Proportion
from .bots import HeuristicBot
from .dice import LOWEST_OF_TWO
from .table import COLOURS, HEROES, colours_in_play, seat_value, seating, zork_value

TARGETS = ("at least k", "exactly k", "a hero's pay-out", "Zork's cost")
"""What a throw may be for (:func:`target_values`): a Wrestling or Booze-up question
about the number itself, or Gambling, which sends a hero (or Zork) to the position the
dice show."""


def lowest_die() -> icepool.Die:
    """The lowest of two dice as an icepool ``Die``: ``icepool.lowest(d6, d6)``."""
    return icepool.lowest(icepool.d6, icepool.d6)


def target_values(target: str, k: int = 3, players: int = 4) -> dict[int, int]:
    """What each result 1-6 is worth for ``target`` (one of :data:`TARGETS`): 1 or 0 for
    "at least k" and "exactly k"; for Gambling, the pay-out of the position the dice
    show, to a hero's owner (4, 3, 2, 1, 0, 0) or, for Zork, to the player he joins (with
    4 players the dice never reach the two paying seats at the back; with 3 players a 6
    puts Zork before last: -2)."""
    if target == TARGETS[0]:
        return {v: int(v >= k) for v in range(1, 7)}
    if target == TARGETS[1]:
        return {v: int(v == k) for v in range(1, 7)}
    if target in TARGETS[2:]:
        return {v: int(expected_payout(v, players, zork=target == TARGETS[3]))
                for v in range(1, 7)}
    raise ValueError(f"Die Tafelrunde: a throw's target is one of {', '.join(TARGETS)}, "
                     f"not {target!r}")


@dataclass(frozen=True)
class Throw:
    """A throw for ``values``: what it is worth with one throw and with the best use of
    the second ("If you don't like the result, you can roll a second time"), each as
    the exact distribution of the value kept; ``keep`` the first results to keep."""

    values: dict[int, int]
    one: Distribution
    best: Distribution
    keep: frozenset[int]


def throw(values: Mapping[int, int]) -> Throw:
    """The one-throw and best-policy distributions of ``values`` (built on icepool: the
    second throw is ``lowest_die().reroll(results to throw again, depth=1)``)."""
    values = {v: values[v] for v in range(1, 7)}
    keep = best_reroll(values)[1]
    die = lowest_die()
    again = [v for v in range(1, 7) if v not in keep]
    return Throw(values, Distribution.of(die.map(values)),
                 Distribution.of(die.reroll(again, depth=1).map(values)), keep)


def lowest_of_two() -> Distribution:
    """The lowest of two dice: 1: 11/36, 2: 9/36, 3: 7/36, 4: 5/36, 5: 3/36, 6: 1/36."""
    return Distribution(LOWEST_OF_TWO)


def best_reroll(values: Mapping[int, int | Fraction]) -> tuple[Fraction, frozenset[int]]:
    """The best use of the one optional second throw.

    ``values`` maps each result 1–6 to what it is worth (1/0 for "at least 3" in
    Wrestling, a seat's pay-out in Gambling, …). A second throw is worth the mean value of
    a throw, so the best policy keeps a first result exactly when it is worth at least
    that much. Returns (the expected value under that policy, the first results to keep).
    """
    worth = {v: Fraction(values[v]) for v in range(1, 7)}
    again = sum((p * worth[v] for v, p in LOWEST_OF_TWO), Fraction(0))
    keep = frozenset(v for v in range(1, 7) if worth[v] >= again)
    best = sum((p * max(worth[v], again) for v, p in LOWEST_OF_TWO), Fraction(0))
    return best, keep


def rolled(values: Mapping[int, object], keep: frozenset[int] | Sequence[int]) -> Distribution:
    """The distribution of the value finally kept when the first results in ``keep`` are
    kept and the others thrown again."""
    weights: dict = {}
    for first, p in LOWEST_OF_TWO:
        if first in keep:
            weights[values[first]] = weights.get(values[first], 0) + p
        else:
            for second, q in LOWEST_OF_TWO:
                weights[values[second]] = weights.get(values[second], 0) + p * q
    return Distribution(weights)


def seat_values(players: int = 4, zork: bool = False) -> list[int]:
    """The pay-out of each position 1, 2, … at the end of a day: a player's hero
    (4, 3, 2, 1, 0 …, −1, −2) or, with ``zork``, Zork for the player he joins
    (0 … 0, −2, −4)."""
    seats = len(seating(players))
    value = zork_value if zork else seat_value
    return [value(position, seats) for position in range(1, seats + 1)]


def expected_payout(position: int | Distribution, players: int = 4,
                    zork: bool = False) -> Fraction:
    """What a hero at ``position`` earns (negative: pays) at the end of a day, for his
    owner, or with ``zork`` what Zork there costs the player he joins. ``position`` may
    be a distribution of positions, e.g. ``lowest_of_two()`` for the hero a Gambling
    card sends to the position the dice show."""
    values = seat_values(players, zork)
    if isinstance(position, Distribution):
        return sum((p * values[pos - 1] for pos, p in position.items()), Fraction(0))
    if not 1 <= position <= len(values):
        raise ValueError(f"Die Tafelrunde: with {players} players the positions are 1 to "
                         f"{len(values)}, not {position}")
    return Fraction(values[position - 1])


def wrestling_survival(reroll_below: int = 3) -> Fraction:
    """Wrestling: the chance that a hero stays (a 3 or higher), when his owner throws
    again after anything below ``reroll_below`` (3: the best policy)."""
    stays = {v: int(v >= 3) for v in range(1, 7)}
    return rolled(stays, frozenset(range(reroll_below, 7))).probability(bool)


@dataclass
class SeatStudy:
    """What the starting seats of each castle are worth: one row per colour with its
    two starting positions, its mean final silver and its share of wins (Wilson 95%)."""

    simulation: Simulation
    rows: list[dict]

    def __str__(self) -> str:
        sim = self.simulation
        lines = [f"{sim.game!r}, {sim.games:,} games between {sim.bots[0]!r}s, seed {sim.seed}"]
        for row in self.rows:
            lines.append(f"  {row['colour']:>6} (seats {row['seats'][0]} and {row['seats'][1]}): "
                         f"final silver {row['silver']}, wins {row['wins']}")
        return "\n".join(lines)


def seat_study(players: int = 4, games: int = 200, seed: int = 0,
               bots: Sequence | None = None, progress: bool = False) -> SeatStudy:
    """Monte Carlo: how much the starting seats of a castle are worth over a whole game.

    The castles are dealt at random, so a colour is a pair of starting seats (with 4
    players: lilac 1 and 8, red 2 and 7, green 3 and 6, yellow 4 and 5). Plays
    ``games`` seeded games between ``bots`` (default: heuristic bots) with
    ``gamekit.simulate`` and sums up each colour's final silver and wins."""
    game = load("tafelrunde", players=players)
    bots = list(bots) if bots is not None else [HeuristicBot() for _ in range(players)]
    colours = colours_in_play(players)

    def record(state) -> dict:
        out = {}
        for c in colours:
            p = state.castle.index(c)
            out[f"{COLOURS[c]} silver"] = state.silver[p]
            out[f"{COLOURS[c]} won"] = int(state.winner == p)
        return out

    sim = simulate(game, bots, games=games, seed=seed, progress=progress, record=record)
    start = seating(players)
    rows: list[dict[str, Any]] = []
    for c in colours:
        name = COLOURS[c]
        seats = tuple(i + 1 for i, h in enumerate(start) if HEROES[h].colour == c)
        rows.append({"colour": name, "seats": seats, "silver": sim.mean(f"{name} silver"),
                     "wins": Proportion(sum(r.extra[f"{name} won"] for r in sim.records),
                                        sim.games)})
    rows.sort(key=lambda row: row["seats"])
    return SeatStudy(sim, rows)


def random_table_payout(players: int = 4, zork: bool = False) -> Distribution:
    """Exact: a player's net pay-out at the end of a day when the heroes sit in a
    uniformly random order (his two heroes and Zork at three distinct positions, each
    ordered triple alike), with Zork joining him (``zork``) or nobody."""
    heroes, cost = seat_values(players), seat_values(players, zork=True)
    seats = range(len(heroes))
    weights: dict = {}
    for a, b, z in permutations(seats, 3):
        value = heroes[a] + heroes[b] + (cost[z] if zork else 0)
        weights[value] = weights.get(value, 0) + 1
    total = sum(weights.values())
    return Distribution({v: Fraction(w, total) for v, w in weights.items()})
