"""The coach: the best few actions for one player, with what each is worth and why,
worked out from that player's view alone (so a hint can give nothing away).

A game may register a coach of its own (exact odds where its analysis has them: a
draw's chance, a reroll's value, a siege's odds); any other game is coached by a search
from the view (:func:`search_coach`).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.bots import Observation
from ..prob.montecarlo import wilson_interval
from .mcts import MCTSBot

SEARCH_LINES = 400
"""How many lines the search coach plays: counted, so that a view gets the same hint on
any machine fast enough to play them in :data:`SEARCH_SECONDS`."""
SEARCH_SECONDS = 0.8
"""The most the search coach thinks, whatever it has played by then: a hint answers
within a second."""


@dataclass(frozen=True)
class Hint:
    """One action worth considering: ``value`` is the chance to win the game (or, with
    ``exact``, the exact odds the game's analysis gives for what ``why`` says), and
    ``why`` one line in plain words."""

    action: Any
    value: float
    why: str
    exact: bool = False

    def __str__(self) -> str:
        return f"{self.action} — {self.why}"


def interval(value: float, games: int) -> str:
    """The 95% Wilson interval of a share ``value`` won over ``games``, in words ("95% CI
    29%–58%"): a hint from a few games says how rough it is."""
    low, high = wilson_interval(value * games, games)
    return f"95% CI {low:.0%}–{high:.0%}"


Coach = Callable[[Observation, random.Random], list[Hint]]

_COACHES: dict[str, Coach] = {}


def register_coach(game: str, coach: Coach) -> None:
    """Coach ``game`` with ``coach(observation, rng)``: its hints, best first."""
    _COACHES[game] = coach


def search_coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """Each action's share of the won lines in a search from the player's view
    (:class:`MCTSBot`, :data:`SEARCH_LINES` lines, fewer where :data:`SEARCH_SECONDS`
    runs out first), the most searched first."""
    search = MCTSBot(iterations=SEARCH_LINES, seconds=SEARCH_SECONDS)
    rows = search.values(observation, rng)
    lines = sum(visits for _, _, visits in rows)
    return [Hint(action, value, f"won {value:.0%} of {visits} games searched from what you see "
                 f"({interval(value, visits)}; {lines} in all)") for action, value, visits in rows]


def hints(observation: Observation, rng: random.Random | None = None, top: int = 3) -> list[Hint]:
    """The best ``top`` actions for the player of ``observation``, best first."""
    if len(observation.legal_actions) == 1:
        only = observation.legal_actions[0]
        return [Hint(only, float("nan"), "the only thing to do here")]
    coach = _COACHES.get(observation.game.name, search_coach)
    return coach(observation, rng or random.Random(0))[:top]
