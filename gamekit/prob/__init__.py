"""Exact distributions over fractions, and Monte Carlo summaries with intervals."""
from .chance import outcome_distribution
from .distribution import Distribution
from .montecarlo import Mean, Proportion, wilson_interval

__all__ = ["Distribution", "Mean", "Proportion", "outcome_distribution", "wilson_interval"]
