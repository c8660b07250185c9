"""The coach of Tavern Trouble: the expert's reckoning (:mod:`.expert`) in plain words,
from the player's view alone. At a draw it gives the exact odds of the player's own
count ("Taking a fourth card: 41% to end on 8 or 9, against 18% standing"); at an
ability, the share of the table's life each choice leaves him, the kit's estimate of
his chance to win the game.
"""
from __future__ import annotations

import random
from fractions import Fraction

from ..bots.coach import Hint
from ..core.bots import Observation
from ..prob import Distribution
from .actions import NTH, EndAbilities, GoblinDamage, Stand, TakeCard, UseAbility, seat
from .components import FAIRIES, UNDEAD
from .expert import ExpertBot, Reckoning
from .inference import count_odds

HIGH = (8, 9)
"""The counts the hints speak of: 8 or 9, the two best."""


def coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """The legal actions, best first (the expert's order), each with one line of why."""
    bot = ExpertBot()
    view = observation.view
    reckoning = Reckoning(view, bot.threshold)
    if isinstance(observation.legal_actions[0], (TakeCard, Stand)):
        return _draw_hints(observation, reckoning)
    ranked = bot.ranked(observation)
    passing = next((v for a, v in ranked if isinstance(a, EndAbilities)), None)
    return [Hint(action, value, _ability_why(view, reckoning, action, value, passing))
            for action, value in ranked]


def high(distribution: Distribution) -> Fraction:
    """The chance of ending on 8 or 9."""
    return sum((distribution[c] for c in HIGH), Fraction(0))


def _or(cards) -> str:
    """'1', '1 or 2', '1, 2 or 5'."""
    cards = [str(c) for c in cards]
    return cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + " or " + cards[-1]


def _percent(p: Fraction | float) -> str:
    return f"{float(p):.0%}"


def _draw_hints(observation: Observation, reckoning: Reckoning) -> list[Hint]:
    view = observation.view
    plan = reckoning.draw()
    held = len(view["hand"])
    take_high, stand_high = high(plan.if_take), high(plan.if_stand)
    best = _others_best(reckoning)
    hints = {}
    for action in observation.legal_actions:
        if isinstance(action, TakeCard):
            fourth = ""
            if held == 2 and plan.fourth_after:
                fourth = f" (and a fourth after a {_or(plan.fourth_after)})"
            why = (f"Taking a {NTH[held + 1]} card{fourth}: {_percent(take_high)} to end on 8 or 9, "
                   f"against {_percent(stand_high)} standing; about {plan.life_lost_if_take:.1f} life "
                   f"lost at the reveal, against {plan.life_lost_if_stand:.1f}{best}")
            hints[action] = Hint(action, float(take_high), why, exact=True)
        else:
            count = next(iter(plan.if_stand))
            why = (f"Standing on {count}: {_percent(stand_high)} to end on 8 or 9, against "
                   f"{_percent(take_high)} taking a card; about {plan.life_lost_if_stand:.1f} life lost "
                   f"at the reveal, against {plan.life_lost_if_take:.1f}{best}")
            hints[action] = Hint(action, float(stand_high), why, exact=True)
    order = sorted(hints, key=lambda a: -(plan.take if isinstance(a, TakeCard) else plan.stand))
    return [hints[a] for a in order]


def _others_best(reckoning: Reckoning) -> str:
    """'; the others' best count is 8 or 9 with 64%', from how they drew."""
    if not reckoning.counts:
        return ""
    below = 1.0
    for chances in reckoning.counts.values():
        below *= sum(chances[:min(HIGH)])
    return f"; the best of the others ends on 8 or 9 with {1 - below:.0%}"


def _ability_why(view: dict, reckoning: Reckoning, action, value: float,
                 passing: float | None) -> str:
    share = f"about {value:.0%} of the table's life is yours after the reveal"
    if isinstance(action, EndAbilities) or passing is None:
        return share[0].upper() + share[1:]
    line = f"{share}, against {passing:.0%} using no more abilities"
    if isinstance(action, UseAbility) and action.kind in (FAIRIES, UNDEAD) and \
            action.target is not None and action.target != view["player"]:
        odds = count_odds(view, action.target, reckoning.threshold)
        cards = view["cards_in_hand"][action.target]
        line += (f"; {seat(action.target)} holds {cards} cards and ends on 8 or 9 with "
                 f"{_percent(high(odds))}")
    elif isinstance(action, (GoblinDamage, UseAbility)) and action.target is not None:
        line += f"; {seat(action.target)} has {view['life'][action.target]} life"
    return line[0].upper() + line[1:]

