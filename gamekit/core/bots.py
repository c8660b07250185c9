"""Bots see what a player sees: his view and his legal actions, never the state."""
from __future__ import annotations

import random
from functools import cached_property
from typing import Any, Protocol

from .protocol import State


class Observation:
    """What one player knows at his decision: ``view`` (computed when first read),
    ``legal_actions``, the ``player`` seat and the ``game`` (its rules and options,
    which every player knows)."""

    def __init__(self, state: State, player: int) -> None:
        self.player = player
        self.legal_actions = state.legal_actions()
        self.game = state.game
        self._state = state

    @cached_property
    def view(self) -> dict:
        return self._state.view(self.player)


class Bot(Protocol):
    """Anything with ``act(observation, rng) -> action``, ``action`` taken from
    ``observation.legal_actions``."""

    def act(self, observation: Observation, rng: random.Random) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    def act(self, observation: Observation, rng: random.Random) -> Any:
        actions = observation.legal_actions
        return actions[int(rng.random() * len(actions))]

    def __repr__(self) -> str:
        return "RandomBot()"
