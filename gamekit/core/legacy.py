"""Transitional: the State of a game not yet moved onto the one room plan (its
protocol methods on the class). Removed once every game is moved."""
from __future__ import annotations

import copy
import random
from typing import Any

from .errors import IllegalAction
from .protocol import TERMINAL, Event, State


class LegacyState(State):
    """A state whose subclass implements the protocol methods itself."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.history = []
        self.events = []

    @property
    def _events(self) -> list[Event]:
        return self.events

    def _apply(self, action: Any) -> None:
        raise NotImplementedError

    def _copy_into(self, twin: Any) -> None:
        """Give the shallow copy ``twin`` its own copies of the mutable fields."""

    def apply(self, action: Any) -> None:
        if self.current_player == TERMINAL:
            raise IllegalAction(f"{self.game.title}: the game is over; no action can be applied")
        self._apply(action)
        self.history.append(action)

    def sample_chance(self, rng: random.Random) -> Any:
        outcomes = self.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], weights=[p for _, p in outcomes])[0]

    def clone(self: Any) -> Any:
        twin = copy.copy(self)
        twin.history = self.history.copy()
        twin.events = self.events.copy()
        self._copy_into(twin)
        return twin

    def _format(self, template: str, args: tuple) -> str:
        return template.format(*args)


class LegacyGame:
    """Mixed into the Game of a game not yet moved: its states come from ``state_class``."""

    state_class: Any

    def new_initial_state(self) -> Any:
        return self.state_class(self)
