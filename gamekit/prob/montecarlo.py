"""Monte Carlo summaries: a proportion with its Wilson score interval."""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Proportion:
    """``successes`` out of ``trials``, with its 95% Wilson score interval."""

    successes: float
    trials: int
    z: float = 1.959963984540054

    @property
    def rate(self) -> float:
        return self.successes / self.trials if self.trials else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.successes, self.trials, self.z)

    def __float__(self) -> float:
        return self.rate

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.rate:.1%} (95% CI {low:.1%}–{high:.1%}, n={self.trials:,})"


def wilson_interval(successes: float, trials: int, z: float = 1.959963984540054) -> tuple[float, float]:
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
