"""Rolling dice in Die Tafelrunde (rule book, Roll dice).

"For that you have take both dice all the time. Only the lowest number counts. If you
don't like the result, you can roll a second time. But this result must be accepted.
If you have for example a 4 and a 2, the result is 2."
"""
from __future__ import annotations

from fractions import Fraction

from ..core.chance import Odds

FACES = range(1, 7)

LOWEST_WEIGHTS: tuple[int, ...] = tuple(
    sum(1 for a in FACES for b in FACES if min(a, b) == v) for v in FACES)
"""Out of 36 throws of two dice, how many have each lowest die 1..6: 11, 9, 7, 5, 3, 1."""

THROWS = len(FACES) ** 2
"""The 36 throws of two dice, each alike."""


def lowest_odds() -> Odds[int]:
    """One throw: the lowest die, each value weighted by the throws that show it."""
    return Odds(LOWEST_WEIGHTS, FACES.__getitem__, THROWS)


LOWEST_OF_TWO: tuple[tuple[int, Fraction], ...] = tuple(lowest_odds().exact())
"""The lowest of two dice with its exact probability."""


def lowest(a: int, b: int) -> int:
    """The result of one throw: 'If you have for example a 4 and a 2, the result is 2.'"""
    return min(a, b)
