"""The coach of Die Tafelrunde: hints worked out from the player's view alone.

At a throw (rule book, Roll dice: "If you don't like the result, you can roll a second
time. But this result must be accepted.") the exact odds: what the throw kept is worth
against a new throw's exact mean over the lowest of two dice. Anywhere else, the
expert's look at the day played out on deals of the cards the player cannot see.
"""
from __future__ import annotations

import random
from fractions import Fraction

from ..bots.coach import Hint
from ..core.bots import Observation
from .actions import Reroll
from .bots import HeuristicBot
from .components import CARDS
from .dice import LOWEST_OF_TWO
from .effects import WRESTLING
from .expert import ExpertBot

DEALS = 8
"""Deals of the hidden cards behind a hint that is not about a throw."""
DAYS = 96
"""At most this many days played out for such a hint (8 deals of up to 12 actions, fewer
deals of more, 2 at least): counted, so a view gets the same hint on any machine, and a
few tenths of a second, so it answers within a second."""


def coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """The best actions for the player of ``observation``, best first."""
    if isinstance(observation.legal_actions[0], Reroll):
        return throw_hints(observation)
    actions = observation.legal_actions
    expert = ExpertBot(deals=max(2, min(DEALS, DAYS // len(actions))), width=len(actions))
    return [Hint(r.action, r.value,
                 f"after the day's pay-out you hold {r.value:.0%} of the lead (level with "
                 f"everyone is {1 / observation.game.num_players:.0%}), over {r.deals} deals "
                 "of the cards you cannot see")
            for r in expert.values(observation, rng)]


def throw_hints(observation: Observation) -> list[Hint]:
    """Keep or throw again, with the exact worth of each: the best reroll."""
    view, me = observation.view, observation.player
    keep, again = sorted(observation.legal_actions, key=lambda a: a.again)
    wrestler = CARDS[view["play"]["card"]].key == WRESTLING and \
        view["owner"][view["play"]["roller"]] == me
    values = {v: Fraction(x).limit_denominator(12)
              for v, x in HeuristicBot().throw_values(view, me).items()}
    mean = sum((p * values[v] for v, p in LOWEST_OF_TWO), Fraction(0))
    kept = values[keep.value]
    if wrestler:
        rows = [(keep, kept, f"your hero {'stays' if kept else 'goes to the back'} with the "
                             f"{keep.value}"),
                (again, mean, "a new throw keeps him in his place with a 3 or more on the "
                              f"lower of two dice: {_odds(mean)}")]
    else:
        rows = [(keep, kept, f"with the {keep.value} you end the day {_silver(kept)} against "
                             "your rivals"),
                (again, mean, f"a new throw, which you must keep, averages {_silver(mean)} "
                              "over the lower of two dice")]
    rows.sort(key=lambda r: -r[1])
    return [Hint(a, float(v), why, exact=True) for a, v, why in rows]


def _odds(p: Fraction) -> str:
    """``4/9 (44%)``."""
    return f"{p} ({float(p):.0%})"


def _silver(x: Fraction) -> str:
    """A standing in silver: ``+3 silver``, ``about +2.92 silver (exactly 631/216)``."""
    if x.denominator == 1:
        return f"{int(x):+d} silver"
    return f"about {float(x):+.2f} silver (exactly {x})"
