"""Exact enumeration of a state's chance nodes."""
from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction

from ..prob.distribution import Distribution
from .protocol import CHANCE, State


def outcome_distribution(state: State, value: Callable[[State], Hashable],
                         stop: Callable[[State], bool] | None = None) -> Distribution:
    """The exact distribution of ``value(s)`` over the states ``s`` reached from
    ``state`` by resolving chance nodes, until a decision, the end of the game, or
    ``stop(s)``. The state itself is not changed."""
    if not callable(getattr(state, "chance_outcomes", None)):
        raise TypeError(f"outcome_distribution(state, value): state is a gamekit State "
                        f"(game.new_initial_state()), not {state!r}")
    if not callable(value) or not (stop is None or callable(stop)):
        raise TypeError("outcome_distribution(state, value, stop): value and stop are "
                        "functions of a state (stop may be None)")
    weights: dict[Hashable, Fraction] = {}

    def walk(s: State, p: Fraction) -> None:
        if s.current_player != CHANCE or (stop is not None and stop(s)):
            key = value(s)
            weights[key] = weights.get(key, Fraction(0)) + p
            return
        for outcome, q in s.chance_outcomes():
            child = s.clone()
            child.apply(outcome)
            walk(child, p * q)

    walk(state, Fraction(1))
    return Distribution(weights)
