"""Transitional: the State of a game not yet moved onto the one room plan (its
protocol methods on the class). Removed once every game is moved."""
from __future__ import annotations

import copy
from typing import Any

from .protocol import Event, State


class LegacyState(State):
    """A state whose subclass implements the protocol methods itself."""

    def __init__(self, game) -> None:  # type: ignore[no-untyped-def]
        self.game = game
        self.history = []
        self.events = []

    @property
    def _events(self) -> list[Event]:
        return self.events

    def apply(self, action: Any) -> None:
        from .errors import IllegalAction
        from .protocol import TERMINAL
        if self.current_player == TERMINAL:
            raise IllegalAction(f"{self.game.title}: the game is over; no action can be applied")
        self._apply(action)
        self.history.append(action)

    def sample_chance(self, rng):  # type: ignore[no-untyped-def]
        outcomes = self.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], weights=[p for _, p in outcomes])[0]

    def clone(self):  # type: ignore[no-untyped-def]
        twin = copy.copy(self)
        twin.history = self.history.copy()
        twin.events = self.events.copy()
        self._copy_into(twin)
        return twin

    def _copy_into(self, twin) -> None:  # type: ignore[no-untyped-def]
        pass

    def _format(self, template: str, args: tuple) -> str:
        return template.format(*args)


class LegacyGame:
    """Mixed into the Game of a game not yet moved: its states come from ``state_class``."""

    def new_initial_state(self):  # type: ignore[no-untyped-def]
        return self.state_class(self)  # type: ignore[attr-defined]
