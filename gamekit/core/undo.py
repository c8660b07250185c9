"""What taking a step back would leave known, for the classrooms' undo.

A step chance decided, or one that told a seat something for him alone (a hand
swapped, a card handed over, a pile looked at), is a draw: whoever takes it back and
plays on knows what comes. A step that showed a person a card he had not seen (the
game's ``rules.shown_to``) would put the card back where it was hidden, known to him.
"""
from __future__ import annotations

from collections.abc import Collection

from .protocol import CHANCE, State


def drew(before: State, after: State) -> bool:
    """Whether the step from ``before`` to ``after`` was a draw."""
    return before.current_player == CHANCE or \
        any(seat is not None for seat, _, _ in after.events[len(before.events):])


def shown(before: State, after: State, people: Collection[int]) -> bool:
    """Whether the step from ``before`` to ``after`` showed one of the seats ``people``
    (those persons hold, not bots, who remember nothing) a card he had not seen."""
    shown_to = before.game.rules.shown_to
    return shown_to is not None and any(seat in people for seat in shown_to(before, after))
