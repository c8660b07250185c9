"""Monte Carlo summaries: a proportion with its Wilson score interval, a mean with its
normal interval, and the difference of two proportions; the proportions also for games
that come in groups played on the same deal (a seed with the seats rotated), which are
not independent of each other (``by_deal``)."""
from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass


def groups(values: Sequence[float], size: int) -> list[float]:
    """The means of ``values`` taken ``size`` at a time, in order (a whole number of
    groups)."""
    if size < 1 or len(values) % size:
        raise ValueError(f"{len(values)} values do not make groups of {size}")
    return [sum(values[i:i + size]) / size for i in range(0, len(values), size)]


@dataclass(frozen=True)
class Proportion:
    """``successes`` out of ``trials``, with its 95% Wilson score interval; ``design``
    is how many times the rate's variance exceeds that of independent trials (1 for
    those; see :meth:`by_deal`), the interval Wilson's for ``trials / design`` trials
    (Kish's effective sample size)."""

    successes: float
    trials: int
    z: float = 1.959963984540054
    design: float = 1.0

    @classmethod
    def by_deal(cls, outcomes: Sequence[float], size: int) -> Proportion:
        """The share of successes (1) among ``outcomes`` that come in groups of
        ``size`` played on the same deal: its variance is read off the groups' shares,
        the groups and not the games taken as independent. With the seats rotated the
        games of a deal pull against each other (whoever holds the strong seat wins),
        so ``design`` is often below 1."""
        shares = groups(outcomes, size)
        n = len(outcomes)
        rate = sum(outcomes) / n if n else math.nan
        design = 1.0
        if len(shares) > 1 and 0 < rate < 1:
            spread = Mean.of(shares).std ** 2 / len(shares)      # the rate's variance, by deals
            # a deal's games are worth ``size`` independent ones at most: a share that
            # never moved between deals is not known exactly from a few of them
            design = max(spread / (rate * (1 - rate) / n), 1 / size)
        return cls(sum(outcomes), n, design=design)

    @property
    def rate(self) -> float:
        return self.successes / self.trials if self.trials else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.successes / self.design, self.trials / self.design, self.z)

    def __float__(self) -> float:
        return self.rate

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.rate:.1%} (95% CI {low:.1%}–{high:.1%}, n={self.trials:,})"


def wilson_interval(successes: float, trials: float, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson's score interval for a binomial proportion (Wilson 1927); at 0 or
    ``trials`` successes it stays inside [0, 1], unlike the normal approximation."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Difference:
    """``first.rate - second.rate``, two shares measured on the same ``n`` deals, with
    its 95% interval by Zou and Donner's MOVER (2008): each share's own Wilson interval,
    combined through the ``correlation`` of their deals' shares. Near a share of 0 or 1
    it stays honest where a normal interval shrinks to a point."""

    first: Proportion
    second: Proportion
    correlation: float
    n: int

    @classmethod
    def by_deal(cls, first: Sequence[float], second: Sequence[float], size: int) -> Difference:
        """The difference of two sets of outcomes (1 a success), game by game on the
        same deals, in groups of ``size`` per deal (:meth:`Proportion.by_deal`)."""
        a, b = groups(first, size), groups(second, size)
        try:
            correlation = statistics.correlation(a, b)
        except statistics.StatisticsError:                      # a share that never moved
            correlation = 0.0
        return cls(Proportion.by_deal(first, size), Proportion.by_deal(second, size), correlation, len(a))

    @property
    def mean(self) -> float:
        return self.first.rate - self.second.rate

    @property
    def interval(self) -> tuple[float, float]:
        (l1, u1), (l2, u2) = self.first.interval, self.second.interval
        p1, p2, r = self.first.rate, self.second.rate, self.correlation
        low = math.sqrt(max(0.0, (p1 - l1) ** 2 + (u2 - p2) ** 2 - 2 * r * (p1 - l1) * (u2 - p2)))
        high = math.sqrt(max(0.0, (u1 - p1) ** 2 + (p2 - l2) ** 2 - 2 * r * (u1 - p1) * (p2 - l2)))
        return (self.mean - low, self.mean + high)

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.mean:+.1%} (95% CI {low:+.1%} to {high:+.1%}, n={self.n:,} deals)"


@dataclass(frozen=True)
class Mean:
    """A sample mean with its 95% normal-approximation interval."""

    mean: float
    std: float
    n: int

    @property
    def interval(self) -> tuple[float, float]:
        half = 1.959963984540054 * self.std / math.sqrt(self.n) if self.n > 1 else math.inf
        return (self.mean - half, self.mean + half)

    @classmethod
    def of(cls, values) -> Mean:
        values = list(values)
        n = len(values)
        mean = sum(values) / n if n else math.nan
        var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
        return cls(mean, math.sqrt(var), n)

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.mean:.3g} (95% CI {low:.3g}–{high:.3g}, n={self.n:,})"
