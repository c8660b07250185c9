"""Copying a state that is plain data: the copy is worked out once per class from the
type of each field, so no game keeps a hand-written list of fields to copy.

A field holds an immutable value (an int, a str, an Enum, a tuple, a frozen
dataclass, ``None``), or a ``list``, ``dict`` or ``set`` of such values (nested as
deep as its type says), or a mutable dataclass of plain fields.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable
from typing import Any

Copy = Callable[[Any], Any]


def copier(hint: Any) -> Copy | None:
    """How to copy a value of type ``hint`` (``None``: it is immutable, share it)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [copier(a) for a in args if a is not type(None)]
        inner = next((c for c in parts if c is not None), None)
        if inner is None:
            return None
        return lambda v: None if v is None else inner(v)
    if origin is list or hint is list:
        item = copier(args[0]) if args else None
        if item is None:
            return list.copy
        return lambda v: [item(x) for x in v]
    if origin is dict or hint is dict:
        value = copier(args[1]) if len(args) == 2 else None
        if value is None:
            return dict.copy
        return lambda v: {k: value(x) for k, x in v.items()}
    if origin is set or hint is set:
        return set.copy
    if isinstance(hint, type) and dataclasses.is_dataclass(hint) and \
            not hint.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return plain_copy
    return None


@functools.cache
def field_copiers(cls: type) -> tuple[tuple[str, Copy], ...]:
    """The mutable fields of the dataclass ``cls`` with how to copy each (worked out
    once per class: it depends on the class alone)."""
    hints = typing.get_type_hints(cls)
    pairs = ((f.name, copier(hints[f.name])) for f in dataclasses.fields(cls))
    return tuple((name, copy) for name, copy in pairs if copy is not None)


def plain_copy(value: Any) -> Any:
    """An independent copy of a dataclass of plain fields."""
    twin = object.__new__(type(value))
    twin.__dict__.update(value.__dict__)
    kind: type = type(value)
    for name, copy in field_copiers(kind):
        setattr(twin, name, copy(getattr(value, name)))
    return twin
