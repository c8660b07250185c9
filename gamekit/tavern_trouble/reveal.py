"""Rule book, Reveal: the cards of all players are shown; whoever is closest to 9 wins
the deal, and every other player loses the gap between his clash count and the best."""
from __future__ import annotations

from dataclasses import dataclass

from . import deal, life
from .actions import seat
from .components import cards_named, clash_count
from .state import Phase, TavernTroubleState

BARBARIAN_COUNT = 8
"""Barbarians: "your final clash count is 8"."""


def and_list(items) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@dataclass(frozen=True, slots=True)
class Shown:
    """The cards of a hand as the log tells them, "two dwarves (6) and an orc (8)":
    worded when the log is read, not at every reveal of a simulation."""

    cards: tuple[int, ...]

    def __str__(self) -> str:
        return and_list(cards_named(self.cards))


def clash_counts(s: TavernTroubleState) -> dict[int, int]:
    """Each living player's clash count (8 after the barbarians)."""
    return {p: BARBARIAN_COUNT if s.barbarian[p] else clash_count(s.hands[p])
            for p in s.order if s.life[p] > 0}


def reveal(s: TavernTroubleState) -> None:
    """"The cards of all players are exposed": each player's cards, then closest to 9
    wins and the others lose the difference; then the next deal."""
    counts = clash_counts(s)
    best = max(counts.values())
    winners = [p for p, c in counts.items() if c == best]
    for p in counts:
        s.event("{} shows {}.", seat(p), Shown(tuple(s.hands[p])))
    s.event("Reveal: {}.", ", ".join(
        f"{seat(p)} {'8 (barbarians)' if s.barbarian[p] else c}" for p, c in counts.items()))
    s.event("{} {} the deal with {}.", and_list(seat(p) for p in winners),
            "win" if len(winners) > 1 else "wins", best)
    for p, c in counts.items():
        if c < best:
            life.lose(s, p, best - c, f"{best} − {c} = {best - c}")
    life.check_winner(s)
    if s.phase is not Phase.OVER:
        deal.start_deal(s)
