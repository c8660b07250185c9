"""Exact finite distributions over ``Fraction`` probabilities.

The dice and draw algebra is icepool's (a pool of dice, the lowest of two, a reroll, a
hand drawn from a deck: one line each); a :class:`Distribution` is what the kit hands
out, a game's chance node as plain fractions, and converts to and from an icepool
``Die`` (:meth:`Distribution.of`, :meth:`Distribution.die`).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from typing import Any

import icepool


class Distribution(Mapping):
    """An exact distribution: outcome -> ``Fraction``, summing to 1.

    >>> d = Distribution.uniform(range(1, 7))
    >>> d.at_least(5)
    Fraction(1, 3)
    """

    def __init__(self, weights: Mapping[Any, Any] | Iterable[tuple[Any, Any]]) -> None:
        items = weights.items() if isinstance(weights, Mapping) else weights
        probs: dict[Any, Fraction] = {}
        for outcome, weight in items:
            probs[outcome] = probs.get(outcome, Fraction(0)) + Fraction(weight)
        total = sum(probs.values(), Fraction(0))
        if total <= 0 or any(p < 0 for p in probs.values()):
            raise ValueError("a distribution needs non-negative weights with a positive total")
        try:
            ordered = sorted(probs.items())
        except TypeError:
            ordered = sorted(probs.items(), key=lambda item: str(item[0]))
        self._p = {o: p / total for o, p in ordered if p}

    @classmethod
    def uniform(cls, outcomes: Iterable[Hashable]) -> Distribution:
        return cls((o, 1) for o in outcomes)

    @classmethod
    def of(cls, die: icepool.Die) -> Distribution:
        """The exact distribution of an icepool ``Die``:
        ``Distribution.of(icepool.lowest(icepool.d6, icepool.d6))``."""
        return cls(die.items())

    def die(self) -> icepool.Die:
        """This distribution as an icepool ``Die`` (integer weights), to ask new
        questions of it in icepool's algebra."""
        scale = math.lcm(*(p.denominator for p in self._p.values()))
        return icepool.Die({o: int(p * scale) for o, p in self._p.items()})

    def __getitem__(self, outcome: Hashable) -> Fraction:
        return self._p.get(outcome, Fraction(0))

    def __contains__(self, outcome: object) -> bool:
        return outcome in self._p

    def __iter__(self):
        return iter(self._p)

    def __len__(self) -> int:
        return len(self._p)

    def __repr__(self) -> str:
        inner = ", ".join(f"{o!r}: {p}" for o, p in self._p.items())
        return f"Distribution({{{inner}}})"

    def mean(self) -> Fraction:
        return sum((p * o for o, p in self._p.items()), Fraction(0))

    def at_least(self, value: Any) -> Fraction:
        return sum((p for o, p in self._p.items() if o >= value), Fraction(0))

    def at_most(self, value: Any) -> Fraction:
        return sum((p for o, p in self._p.items() if o <= value), Fraction(0))

    def probability(self, event: Callable[[Any], bool]) -> Fraction:
        return sum((p for o, p in self._p.items() if event(o)), Fraction(0))

    def map(self, f: Callable[[Any], Hashable]) -> Distribution:
        """The distribution of ``f(outcome)``."""
        return Distribution((f(o), p) for o, p in self._p.items())

    def as_floats(self) -> dict:
        return {o: float(p) for o, p in self._p.items()}

