"""Chance in one place: every chance node states its outcomes with whole-number weights.

A game's rules describe each chance node as :class:`Odds` (copies left in a deck,
faces of a die, cards in a hand), a :class:`Hand` (several cards drawn at once) or a
:class:`Shuffle` (every order alike): each is a :class:`Chance`. ``State.chance_outcomes()`` reads it as exact
``Fraction`` probabilities and ``State.sample_chance(rng)`` draws from the very same
weights, so the odds a learner is shown and the draws a game makes cannot disagree.

>>> die = Odds.uniform([1, 2, 3, 4, 5, 6])
>>> die.exact()[0]
(1, Fraction(1, 6))
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import permutations
from typing import Generic, Protocol, TypeVar

O = TypeVar("O")  # noqa: E741  (an outcome)


class Chance(Protocol[O]):
    """What a chance node offers: its exact odds and a seeded draw with those odds."""

    def exact(self) -> list[tuple[O, Fraction]]: ...

    def sample(self, rng: random.Random) -> O: ...


def pick(weights: Sequence[int], rng: random.Random, total: int | None = None) -> int:
    """The index ``i`` drawn with probability ``weights[i] / total``, from one
    ``rng.random()`` and integer arithmetic (``total`` defaults to the sum)."""
    r = int(rng.random() * (sum(weights) if total is None else total))
    for index, weight in enumerate(weights):
        r -= weight
        if r < 0:
            return index
    raise ValueError("no outcome has a positive weight")


class Odds(Generic[O]):
    """The outcomes of one chance node: ``outcome(i)`` has weight ``weights[i]``.

    Equal outcomes (two copies of one card in a hand) are added up in :meth:`exact`;
    outcomes of weight 0 are left out."""

    __slots__ = ("weights", "outcome", "total")

    def __init__(self, weights: Sequence[int], outcome: Callable[[int], O],
                 total: int | None = None) -> None:
        self.weights = weights
        self.outcome = outcome
        self.total = sum(weights) if total is None else total

    @classmethod
    def listed(cls, weighted: Sequence[tuple[O, int]]) -> Odds[O]:
        """Odds from ``(outcome, weight)`` pairs."""
        return cls([w for _, w in weighted], lambda i: weighted[i][0])

    @classmethod
    def uniform(cls, outcomes: Sequence[O]) -> Odds[O]:
        """Every outcome alike (a tile from a stack, a card from a hand)."""
        return cls([1] * len(outcomes), outcomes.__getitem__, len(outcomes))

    def exact(self) -> list[tuple[O, Fraction]]:
        """Each outcome with its exact probability, in the order of the weights."""
        found: dict[O, int] = {}
        for index, weight in enumerate(self.weights):
            if weight:
                outcome = self.outcome(index)
                found[outcome] = found.get(outcome, 0) + weight
        return [(outcome, Fraction(weight, self.total)) for outcome, weight in found.items()]

    def sample(self, rng: random.Random) -> O:
        """One outcome drawn with its probability."""
        return self.outcome(pick(self.weights, rng, self.total))


class Hand(Generic[O]):
    """``size`` cards drawn together from a pile of ``counts[kind]`` copies: the
    outcome is ``outcome(kinds)`` with the kinds sorted. Drawn card by card, which has
    the odds of :meth:`exact`: a hand's weight is the number of orders it is drawn in."""

    __slots__ = ("counts", "size", "outcome")

    def __init__(self, counts: Sequence[int], size: int,
                 outcome: Callable[[tuple[int, ...]], O]) -> None:
        self.counts = counts
        self.size = size
        self.outcome = outcome

    def exact(self) -> list[tuple[O, Fraction]]:
        counts, size = list(self.counts), self.size
        orders = math.perm(sum(counts), size)
        found: list[tuple[O, Fraction]] = []

        def walk(start: int, hand: tuple[int, ...], weight: int) -> None:
            if len(hand) == size:
                found.append((self.outcome(hand), Fraction(weight, orders)))
                return
            for kind in range(start, len(counts)):
                if counts[kind]:
                    copies = counts[kind]
                    counts[kind] -= 1
                    # each new copy of a kind may come at any of the places so far
                    same = hand.count(kind) + 1
                    walk(kind, hand + (kind,), weight * copies * (len(hand) + 1) // same)
                    counts[kind] += 1

        walk(0, (), 1)
        return found

    def sample(self, rng: random.Random) -> O:
        counts = list(self.counts)
        left = sum(counts)
        hand = []
        for _ in range(self.size):
            kind = pick(counts, rng, left)
            counts[kind] -= 1
            left -= 1
            hand.append(kind)
        return self.outcome(tuple(sorted(hand)))


class Shuffle(Generic[O]):
    """A shuffle of ``items``: every order alike, the outcome ``outcome(order)``."""

    __slots__ = ("items", "outcome")

    def __init__(self, items: Sequence, outcome: Callable[[tuple], O]) -> None:
        self.items = tuple(items)
        self.outcome = outcome

    def exact(self) -> list[tuple[O, Fraction]]:
        p = Fraction(1, math.factorial(len(self.items)))
        return [(self.outcome(order), p) for order in permutations(self.items)]

    def sample(self, rng: random.Random) -> O:
        order = list(self.items)
        rng.shuffle(order)
        return self.outcome(tuple(order))
