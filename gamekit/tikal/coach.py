"""Tikal's coach: the best few actions for the player to decide, from his view alone,
each with its chance to win as the expert's search estimates it and the rule of thumb
behind it in plain words ("walk to the treasure tile (2,1) and dig there ... wins
about 41% of 20 playouts")."""
from __future__ import annotations

import random

from ..bots.coach import Hint, interval
from ..core.bots import Observation
from .actions import Bid, ChooseTile, Decision, EndTurn, Pass, PlaceTile
from .expert import ExpertBot
from .sight import Sight
from .state import TikalState
from .strategy import bid, goals, placements_worth, tile_offer

ROLLOUTS = 48
"""Playouts of the coach's search: a hint answers within a second."""


def reasons(s: TikalState, legal: list[Decision]) -> dict[Decision, str]:
    """Why each action could be played, by the rules of thumb, best reason first."""
    p, first = s.player, legal[0]
    if isinstance(first, PlaceTile):
        return {x.action: x.why for x in sorted(placements_worth(s, p, legal),  # type: ignore[arg-type]
                                                   key=lambda x: -x.worth)}
    found: dict[Decision, str] = {}
    for g in sorted(goals(Sight(s, p)), key=lambda g: -g.rate):
        found.setdefault(g.action, g.why)
    for a in legal:
        if isinstance(a, EndTurn):
            found.setdefault(a, "nothing left is worth its action points")
    return found


def _auction(s: TikalState, legal: list[Decision]) -> list[Hint]:
    """Auctions and the choice of a revealed tile: what each tile would be worth to
    the player, by the rules of thumb (the expert bids by them too)."""
    p = s.player
    if isinstance(legal[0], ChooseTile):
        tiles = [a for a in legal if isinstance(a, ChooseTile)]
        rows = sorted(((a, tile_offer(s, p, a.tile)) for a in tiles), key=lambda r: -r[1])
        return [Hint(a, float("nan"), f"placed well, this tile is worth about {worth:.1f} points to you")
                for a, worth in rows]
    offers = sorted((tile_offer(s, p, t) for t in s.revealed), reverse=True)
    choice = bid(s, p, legal)                                   # type: ignore[arg-type]
    why = (f"the best tile on offer is worth about {offers[0]:.1f} points to you, "
           f"{offers[0] - (offers[1] if len(offers) > 1 else 0):.1f} more than the next")
    hints = [Hint(choice, float("nan"), why)]
    other = next((a for a in legal if isinstance(a, Pass)), None) if isinstance(choice, Bid) else \
        next((a for a in legal if isinstance(a, Bid)), None)
    if other is not None:
        hints.append(Hint(other, float("nan"), "worth less than that, by the same rule of thumb"))
    return hints


def coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """The best few actions with their chance to win (the expert's search, from the
    view) and why, best first; auctions by the rules of thumb."""
    legal, game = observation.legal_actions, observation.game
    state = game.sample_state(observation.view, rng)
    assert isinstance(state, TikalState)
    if isinstance(legal[0], (Bid, Pass, ChooseTile)):
        return _auction(state, legal)
    why = reasons(state, legal)
    rows = ExpertBot(rollouts=ROLLOUTS).values(observation, rng)
    return [Hint(action, value, f"{why.get(action, 'what the search found')}; about {value:.0%} to win "
                                f"({interval(value, count)}), by {count} playouts of the next turns "
                                "from what you see")
            for action, value, count, _ in rows]
