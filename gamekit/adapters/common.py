"""What the adapters share: action ids, the branching bounds a game declares, views as
JSON, and a clear error when an optional tool is not installed."""
from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, Game, State, plain_int

DEFAULT_MAX_GAME_LENGTH = 10_000
"""The decisions one game may take, for a game that declares no ``max_game_length``
(its rules end it, but set no bound a tool could read)."""
VIEW_BYTES = 16_384
"""The longest view, as UTF-8 JSON, that a PettingZoo observation holds by default."""


def require(module: str, extra: str) -> ModuleType:
    """Import an optional dependency, or say which extra installs it."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise ModuleNotFoundError(
            f"gamekit.adapters.{extra} needs the {module!r} module, which is not installed "
            f"({exc}); install the {extra!r} extra: pip install -e \".[{extra}]\" in the "
            f"gamekit folder, or pip install \"gamekit[{extra}]\"", name=exc.name) from exc


@dataclass(frozen=True)
class Bounds:
    """The fixed sizes a tool needs before the first state: ids run ``0..max_actions-1``
    at decisions and ``0..max_chance_outcomes-1`` at chance nodes."""

    max_actions: int
    max_chance_outcomes: int
    max_game_length: int


def bounds(game: Game) -> Bounds:
    """The branching bounds ``game`` declares; a clear error if it declares none."""
    declared_actions, declared_outcomes = game.max_actions, game.max_chance_outcomes
    missing = [key for key, value in (("max_actions", declared_actions),
                                      ("max_chance_outcomes", declared_outcomes)) if value is None]
    if declared_actions is None or declared_outcomes is None:
        raise ValueError(
            f"{game.title} does not declare {' and '.join(missing)}: the OpenSpiel and "
            "PettingZoo adapters size their action space up front, so the Game class "
            "states the most legal actions at a decision (max_actions) and the most "
            "outcomes at a chance node (max_chance_outcomes), as ints or as properties "
            "of the options")
    actions, outcomes = int(declared_actions), int(declared_outcomes)
    length = game.max_game_length
    length = DEFAULT_MAX_GAME_LENGTH if length is None else int(length)
    if actions < 1 or outcomes < 0 or length < 1:
        raise ValueError(f"{game.title}: max_actions={actions}, max_chance_outcomes={outcomes} "
                         f"and max_game_length={length} must be at least 1, 0 and 1")
    return Bounds(actions, outcomes, length)


def kind_of(state: State) -> str:
    """What an id names in ``state``: an action, or a chance outcome."""
    return "chance outcome" if state.current_player == CHANCE else "action"


def as_id(state: State, choice_id: Any) -> int:
    """``choice_id`` as a plain int; anything but an integer (numpy's included) is
    refused, so that ``1.7``, ``"1"`` or ``True`` are not read as an id."""
    index = plain_int(choice_id)
    if index is None:
        raise IllegalAction(f"{state.game.title}: {kind_of(state)} id {choice_id!r} is not "
                            f"an int but a {type(choice_id).__name__}")
    return index


def choice_of(state: State, choice_id: Any, choices: list[Any] | None = None) -> Any:
    """The action (or chance outcome) whose id is ``choice_id`` in ``state``."""
    index = as_id(state, choice_id)
    if choices is None:
        choices = state.choices()
    if not choices and state.is_terminal():
        raise IllegalAction(f"{state.game.title}: the game is over; no id ({index}) is possible")
    if not 0 <= index < len(choices):
        raise IllegalAction(f"{state.game.title}: {kind_of(state)} id {index} is not possible "
                            f"here; an id is an index into the {len(choices)} choices "
                            f"(0 to {len(choices) - 1})")
    return choices[index]


def choice_id(state: State, choice: Any) -> int:
    """The id of an action (or chance outcome) of ``state``: its index among the choices."""
    for index, candidate in enumerate(state.choices()):
        if candidate == choice:
            return index
    raise IllegalAction(f"{state.game.title}: {choice!s} is not possible here")


def view_json(state: State, player: int) -> str:
    """``state.view(player)`` as JSON text with sorted keys (ASCII only)."""
    return json.dumps(state.view(player), sort_keys=True)
