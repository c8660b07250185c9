"""Tikal's heuristic bot: ``HeuristicBot`` plays the rules of thumb of ``strategy.py``,
which weigh a position as ``sight.py`` does (the kit's ``"expert"``, ``expert.py``,
searches with them). Each bot reads only its view
and its legal actions (the position it reasons about is dealt from the view with
``Game.sample_state``: what nobody sees is drawn at random, and the rules of thumb look
at none of it).
"""
from __future__ import annotations

import random
from typing import ClassVar

from ..core.bots import Observation
from .actions import Bid, ChooseTile, Decision, Pass, PlaceTile
from .state import TikalState
from .strategy import best_goal, best_placement, bid, choose_tile


def policy(s: TikalState, legal: list[Decision]) -> Decision:
    """The rules of thumb's choice for the player in turn of ``s`` among ``legal``:
    a placement by where it lets him walk in, a bid by what choosing first is worth,
    the action points by the goal worth most per AP."""
    p, first = s.player, legal[0]
    if isinstance(first, PlaceTile):
        return best_placement(s, p, legal).action         # type: ignore[arg-type]
    if isinstance(first, (Bid, Pass)):
        return bid(s, p, legal)                            # type: ignore[arg-type]
    if isinstance(first, ChooseTile):
        return choose_tile(s, p, legal)                    # type: ignore[arg-type]
    return best_goal(s, p, legal).action


class HeuristicBot:
    """Plays :func:`policy` on a position dealt from its view."""

    game_name: ClassVar[str] = "tikal"
    deterministic = True
    """The deal draws only the order of the stacks, which the rules of thumb never read."""

    def act(self, observation: Observation, rng: random.Random) -> Decision:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        state = observation.game.sample_state(observation.view, rng)
        assert isinstance(state, TikalState)
        return policy(state, legal)

    def __repr__(self) -> str:
        return "HeuristicBot()"
