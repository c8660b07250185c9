"""The knights at the table: their names, who is on the board, their life points and
powers, and the Loyalty cards they read (rule book, Mise en place and Allégeance)."""
from __future__ import annotations

from .components import KNIGHT_NAMES, LIFE_MAX
from .state import CamelotState


def who(s: CamelotState, seat: int) -> str:
    """The knight at ``seat`` ('Sir Kay'), or 'Seat 2' before the coats of arms."""
    k = s.knight[seat]
    return KNIGHT_NAMES[k] if k is not None else f"Seat {seat + 1}"


def knight_at(s: CamelotState, seat: int) -> int:
    """The knight at ``seat`` (the coats of arms are dealt first of all)."""
    k = s.knight[seat]
    assert k is not None, "the coats of arms are dealt before anything else happens"
    return k


def seat_at(s: CamelotState, knight: int) -> int:
    """The seat of ``knight``, a knight of this game."""
    seat = s.seat_of[knight]
    assert seat is not None, "only the knights of this game act or are named"
    return seat


def in_play(s: CamelotState, seat: int) -> bool:
    """A knight on the board: alive and not the unmasked traitor."""
    return type(s.where[seat]) is int


def order_from(s: CamelotState, seat: int) -> list[int]:
    """The knights in play, clockwise from ``seat`` (``seat`` first if in play)."""
    where = s.where
    n = len(where)
    return [t for t in ((seat + i) % n for i in range(n)) if type(where[t]) is int]


def has_power(s: CamelotState, seat: int) -> bool:
    """Squires (variant) have no power until knighted on a quest won."""
    return not s.squires or s.knighted[seat]


def gain(s: CamelotState, seat: int, amount: int, why: str) -> None:
    """Life points, never above 6."""
    before = s.life[seat]
    s.life[seat] = min(LIFE_MAX, before + amount)
    if s.life[seat] != before:
        s.event("{} gains {} life point(s) ({}): {}.", who(s, seat), s.life[seat] - before, why,
                s.life[seat])


def lose(s: CamelotState, seat: int, amount: int, why: str) -> None:
    """Life points, never below 0; a knight at 0 dies at the end of the turn."""
    before = s.life[seat]
    s.life[seat] = max(0, before - amount)
    if s.life[seat] != before:
        s.event("{} loses {} life point(s) ({}): {}.", who(s, seat), before - s.life[seat], why,
                s.life[seat])
        if not s.life[seat]:
            s.event("{} falls to 0 life points and will die at the end of the turn.",
                    who(s, seat))


def tell_loyalty(s: CamelotState) -> None:
    """Each knight reads his own Loyalty card (a line only he may read)."""
    for seat in range(s.n):
        s.event("{}'s Loyalty card: {}.", who(s, seat),
                "Traitor" if seat == s.traitor else "Loyal", seat=seat)
