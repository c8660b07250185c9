"""A position set up by hand, kept as the lines that set it up: each game's ``setup``
module marks its functions :func:`recorded`, the state keeps every call made on it
(``state.set_up``), and a save holds them beside the history, so loading it replays
both, each line after as many steps as it followed (:func:`make`).
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from .actions import plain_int
from .errors import CorruptSave

F = TypeVar("F", bound=Callable[..., Any])


class NotPlain(Exception):
    """A value a save cannot keep (it keeps names, numbers and lists of them)."""


@dataclass(frozen=True)
class SetUpLine:
    """One call of a set-up function on a state: ``setup.<step>(state, *args, **kwargs)``
    made after ``at`` steps of its history."""

    at: int
    step: str
    args: tuple[Any, ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, at: int, step: str, args: Any, kwargs: dict[str, Any]) -> SetUpLine:
        """The line of ``step(state, *args, **kwargs)`` after ``at`` steps, its values as a
        save keeps them (:func:`kept`)."""
        return cls(at, step, kept(args), tuple((str(k), kept(v)) for k, v in kwargs.items()))

    def __str__(self) -> str:
        written = [repr(a) for a in self.args] + [f"{k}={v!r}" for k, v in self.kwargs]
        return f"setup.{self.step}(state, {', '.join(written)})" if written else f"setup.{self.step}(state)"

    def saved(self) -> list:
        """The line as a save writes it: ``[at, step, args, kwargs]``."""
        return [self.at, self.step, list(map(listed, self.args)), {k: listed(v) for k, v in self.kwargs}]


def kept(value: Any) -> Any:
    """``value`` as a line keeps it: a str, a plain int (numpy's too), a float, a bool or
    None, or a tuple of such (from a list or a tuple); anything else is :class:`NotPlain`."""
    if value is None or isinstance(value, (str, bool, float)):
        return value
    if isinstance(value, (list, tuple)):
        return tuple(kept(v) for v in value)
    number = plain_int(value)
    if number is None:
        raise NotPlain(f"a save keeps names, numbers and lists of them, not {type(value).__name__}")
    return number


def listed(value: Any) -> Any:
    """A kept value as JSON writes it (its tuples as lists)."""
    return [listed(v) for v in value] if isinstance(value, tuple) else value


def recorded(step: F) -> F:
    """Mark ``step(state, ...)`` as a set-up function: each call that succeeds is kept
    on the state, so its save replays it. A call given values a save cannot keep (an
    array, a set) still sets the position up, which then has no save."""

    @functools.wraps(step)
    def call(state: Any, *args: Any, **kwargs: Any) -> Any:
        at = len(state.history)
        result = step(state, *args, **kwargs)
        try:
            line = SetUpLine.of(at, step.__name__, args, kwargs)
        except NotPlain:
            state.history_reaches = False
        else:
            state.set_up += (line,)
        return result

    return call  # type: ignore[return-value]


def read_lines(saved: object, steps: int) -> tuple[SetUpLine, ...]:
    """The set-up lines of a save (``[at, step, args, kwargs]`` each, in order, none after
    the last of its ``steps``), or :class:`CorruptSave` saying what is wrong."""
    if not isinstance(saved, list):
        raise CorruptSave("a save's set_up is a list of lines [at, step, args, kwargs]")
    lines: list[SetUpLine] = []
    for number, line in enumerate(saved, 1):
        if not (isinstance(line, list) and len(line) == 4 and type(line[0]) is int
                and isinstance(line[1], str) and isinstance(line[2], list) and isinstance(line[3], dict)):
            raise CorruptSave(f"set-up line {number} is not [at, step, args, kwargs]: {line!r}"[:300])
        at = line[0]
        if not (lines[-1].at if lines else 0) <= at <= steps:
            raise CorruptSave(f"set-up line {number} comes after {at} steps, out of order or past the "
                              f"history's {steps}")
        try:
            lines.append(SetUpLine.of(at, line[1], line[2], line[3]))
        except (NotPlain, RecursionError) as exc:
            raise CorruptSave(f"set-up line {number}: {exc}") from None
    return tuple(lines)


def make(state: Any, number: int, line: SetUpLine) -> None:
    """Make the set-up ``line`` (the save's ``number``-th) on ``state``, with the game's
    own set-up step of that name (``rules.set_up``)."""
    functions = state.game.rules.set_up or {}
    function = functions.get(line.step)
    if function is None:
        known = ", ".join(sorted(functions)) or "none"
        raise CorruptSave(f"set-up line {number}: {state.game.title} has no set-up step {line.step!r} "
                          f"(its steps: {known})")
    try:
        function(state, *line.args, **dict(line.kwargs))
    except (ValueError, TypeError) as exc:
        raise CorruptSave(f"set-up line {number} ({line}) cannot be made here: {exc}") from None
