"""The life card (rule book, Life and Win the game): losing and gaining life, and the
end of the game when one player is left with life."""
from __future__ import annotations

from .actions import seat
from .components import MAX_LIFE
from .state import Phase, TavernTroubleState


def lose(s: TavernTroubleState, p: int, amount: int, why: str) -> None:
    """Life never drops below 0, the bottom of the life card."""
    s.life[p] = max(0, s.life[p] - amount)
    s.event("{} loses {} life ({}): {} left.", seat(p), amount, why, s.life[p])
    if s.life[p] <= 0:
        s.event("{} is eliminated.", seat(p))


def gain(s: TavernTroubleState, p: int, amount: int, why: str) -> None:
    """Life never rises above 25, the top of the life card."""
    before = s.life[p]
    s.life[p] = min(MAX_LIFE, before + amount)
    capped = " (25 at most)" if before + amount > MAX_LIFE else ""
    s.event("{} gains {} life ({}){}: {}.", seat(p), s.life[p] - before, why, capped, s.life[p])


def check_winner(s: TavernTroubleState) -> None:
    """Rule book, Win the game: the game ends when one player has life left."""
    living = [p for p in range(s.n) if s.life[p] > 0]
    if len(living) == 1:
        s.winner = living[0]
        s.phase = Phase.OVER
        s.event("{} is the last with life and wins the game.", seat(s.winner))
