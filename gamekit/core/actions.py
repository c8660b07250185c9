"""Actions and chance outcomes: frozen dataclasses whose fields are checked for their
exact type before a game sees them.

Python lets ``True == 1`` and ``3.0 == 3``, so an action built with a bool where a seat
is meant, or a float die, would pass for a legal one. :func:`well_typed` refuses those
with :class:`IllegalAction` naming the field, and turns integers of other types (numpy's)
into plain ints, so that a game, its history and its save only ever hold plain values.
The range of a value (which seats, which cards) is the game's rule: its ``apply``.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import operator
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Action:
    """A decision or a chance outcome: a frozen dataclass whose ``str()`` reads as
    English ("Player 2 takes a third card"). Every game's actions derive from it."""


Check = Callable[[Any], Any]
"""Gives back the value (made plain) or raises ``TypeError`` saying what was wanted."""


def plain_int(value: Any) -> int | None:
    """``value`` as a plain int (numpy's integers, among others, taken), or None for a
    bool, a float or anything else that is not a whole number."""
    if type(value) is int:
        return value
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)
    except TypeError:
        return None


def _integer(value: Any) -> int:
    number = plain_int(value)
    if number is None:
        raise TypeError("a whole number")
    return number


def _exactly(kind: type, wanted: str) -> Check:
    def check(value: Any) -> Any:
        if type(value) is not kind:
            raise TypeError(wanted)
        return value
    return check


_bool = _exactly(bool, "True or False")


def _optional(inner: Check) -> Check:
    return lambda value: None if value is None else inner(value)


def _optional_integer(value: Any) -> int | None:
    return None if value is None else _integer(value)


def _tuple(items: tuple[Check, ...] | None, each: Check | None) -> Check:
    """A tuple of as many values as ``items`` (each checked by its own), or of any
    length with each value checked by ``each``."""
    integers = all(c is _integer for c in items) if items is not None else each is _integer
    count = "" if items is None else f"{len(items)} "
    shape = f"a tuple of {count}whole numbers" if integers else f"a tuple of {count}values"

    def check(value: Any) -> tuple:
        if type(value) is not tuple or items is not None and len(value) != len(items):
            raise TypeError(shape)
        if integers:
            for v in value:
                if type(v) is not int:
                    break
            else:
                return value
        checks = items if items is not None else (each,) * len(value) if each else ()
        try:
            made = tuple(c(v) for c, v in zip(checks, value))
        except TypeError:
            raise TypeError(shape) from None
        return value if made == value and all(type(m) is type(v) for m, v in zip(made, value)) \
            else made
    return check


def _instance(kind: type) -> Check:
    def check(value: Any) -> Any:
        if not isinstance(value, kind):
            raise TypeError(f"a {kind.__name__}")
        return well_typed(value) if isinstance(value, Action) else value
    return check


def checker(hint: Any) -> Check | None:
    """The check of a value of type ``hint`` (``None``: anything goes)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return _integer
    if hint is bool:
        return _bool
    if hint is str:
        return _exactly(str, "a text")
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        inner = checker(rest[0]) if len(rest) == 1 else None
        if inner is None:
            return None
        if len(rest) == len(args):
            return inner
        return _optional_integer if inner is _integer else _optional(inner)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _tuple(None, checker(args[0]))
        parts = tuple(checker(a) or (lambda v: v) for a in args)
        return _tuple(parts, None)
    if isinstance(hint, type) and (issubclass(hint, (Action, enum.Enum))):
        return _instance(hint)
    return None


@functools.cache
def field_checks(cls: type) -> tuple[tuple[str, Check], ...]:
    """Each checked field of the Action class ``cls`` with its check (worked out once
    per class: it depends on the class alone)."""
    hints = typing.get_type_hints(cls)
    pairs = ((f.name, checker(hints[f.name])) for f in dataclasses.fields(cls))
    return tuple((name, check) for name, check in pairs if check is not None)


@functools.cache
def integer_fields(cls: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None:
    """The Action class ``cls``'s integer fields, optional integer fields and bool
    fields, when all its checked fields are one of these (most actions: seats, cards,
    counts, a piece's kind)."""
    checks = field_checks(cls)
    if any(check not in (_integer, _optional_integer, _bool) for _, check in checks):
        return None

    def named(kind: Check) -> tuple[str, ...]:
        return tuple(name for name, check in checks if check is kind)
    return named(_integer), named(_optional_integer), named(_bool)


def plain_integers(action: Any, integers: tuple[str, ...], optional: tuple[str, ...],
                   switches: tuple[str, ...]) -> bool:
    """Whether the fields ``integers`` of ``action`` hold plain ints, ``optional``
    plain ints or None and ``switches`` bools (the check of nearly every action, kept
    to plain loops)."""
    for name in integers:
        if type(getattr(action, name)) is not int:
            return False
    for name in optional:
        value = getattr(action, name)
        if type(value) is not int and value is not None:
            return False
    for name in switches:
        if type(getattr(action, name)) is not bool:
            return False
    return True


def well_typed(action: Any, title: str = "gamekit") -> Any:
    """``action`` itself when every field has its declared type, a copy with plain ints
    for integers of other types; :class:`IllegalAction` naming the field otherwise."""
    if not isinstance(action, Action):
        raise IllegalAction(f"{title}: {action!r} is not an action or a chance outcome "
                            "(they are the objects legal_actions() and chance_outcomes() give)")
    kind: type = type(action)
    fields = integer_fields(kind)
    if fields is not None and plain_integers(action, *fields):
        return action
    plain = None
    for name, check in field_checks(kind):
        value = getattr(action, name)
        if type(value) is int and (check is _integer or check is _optional_integer) or \
                value is None and check is _optional_integer:
            continue
        try:
            made = check(value)
        except TypeError as wanted:
            raise IllegalAction(f"{title}: {type(action).__name__}.{name} is {wanted}, "
                                f"not {value!r}") from None
        if made is not value:
            plain = {**(plain or {}), name: made}
    return dataclasses.replace(action, **plain) if plain else action
