"""Exact distributions over fractions, and Monte Carlo summaries with intervals.

Pure mathematics: nothing here knows a game (the games and ``gamekit.core`` use it)."""
from .distribution import Distribution
from .montecarlo import Difference, Mean, Proportion, wilson_interval

__all__ = ["Difference", "Distribution", "Mean", "Proportion", "wilson_interval"]
