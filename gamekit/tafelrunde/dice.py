"""Rolling dice in Die Tafelrunde (seed 000, Roll dice).

"For that you have take both dice all the time. Only the lowest number counts. If you
don't like the result, you can roll a second time. But this result must be accepted.
If you have for example a 4 and a 2, the result is 2."
"""
from __future__ import annotations

from fractions import Fraction

FACES = range(1, 7)

LOWEST_WEIGHTS: tuple[int, ...] = tuple(
    sum(1 for a in FACES for b in FACES if min(a, b) == v) for v in FACES)
"""Out of 36 throws of two dice, how many have each lowest die 1..6: 11, 9, 7, 5, 3, 1."""

LOWEST_OF_TWO: tuple[tuple[int, Fraction], ...] = tuple(
    (v, Fraction(w, 36)) for v, w in zip(FACES, LOWEST_WEIGHTS))
"""The lowest of two dice with its exact probability."""


def lowest(a: int, b: int) -> int:
    """The result of one throw: 'If you have for example a 4 and a 2, the result is 2.'"""
    return min(a, b)


def sample_lowest(rng) -> int:
    """One throw, drawn with integer weights (the same odds as LOWEST_OF_TWO)."""
    r = int(rng.random() * 36)
    for v, w in zip(FACES, LOWEST_WEIGHTS):
        r -= w
        if r < 0:
            return v
    raise AssertionError("unreachable")
