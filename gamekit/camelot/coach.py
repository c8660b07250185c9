"""The Camelot coach: for a siege fight, the exact odds of beating the d8 with each
choice; for the Progression of Evil and the heroic actions, the expert's lines played on
to the game's end; elsewhere, what the kit's knight would do. Everything comes from the
player's view (``observation``), so a hint gives nothing away.
"""
from __future__ import annotations

import random
from fractions import Fraction

from ..bots.coach import Hint
from ..core.bots import Observation
from .actions import Accuse, AddFight, FightSiegeEngine, RollD8
from .analysis import siege_win_chance
from .bots import Planner
from .components import FIGHTS, KAY, KNIGHT_NAMES, SIEGE_DIE, WHITE_NAMES
from .suspicion import odds_seen

COACH_SECONDS = 0.6
"""How long the expert looks ahead for a hint (a hint answers within a second)."""


def siege_odds(observation: Observation, action) -> tuple[Fraction, str] | None:
    """The exact chance that a siege fight is won if the knight takes ``action`` and
    then rolls (laying every Fight card left, for an attack), with Sir Kay's card after
    the roll when he may add one; and the words for it. None: not a siege choice."""
    view = observation.view
    hand = list(view["hand_counts"])
    total = sum(view["siege_fight"])
    if isinstance(action, FightSiegeEngine):
        total += sum(v * hand[v] for v in FIGHTS)
        hand = [0] * len(hand)
        how = f"attacking with all your Fight cards (total {total})"
    elif isinstance(action, AddFight):
        total += action.card
        hand[action.card] -= 1
        how = f"adding {WHITE_NAMES[action.card]} (total {total})"
    elif isinstance(action, RollD8):
        how = f"rolling now (total {total})"
    else:
        return None
    excalibur = view["relics"]["Excalibur"] == view["you"]
    me = observation.player
    kay = view["you"] == KNIGHT_NAMES[KAY] and view["powers"][me]
    after_roll = max((v for v in FIGHTS if hand[v]), default=0) if kay else 0
    chance = siege_win_chance(total + after_roll, excalibur)
    extras = (" +1 for Excalibur" if excalibur else "") + \
        (f" and Sir Kay's {WHITE_NAMES[after_roll]} after the roll" if after_roll else "")
    wins = chance * SIEGE_DIE
    return chance, f"{how}{extras}: beats the d8 {wins} times in {SIEGE_DIE} ({float(chance):.0%})"


def suspicion_words(observation: Observation, action) -> str:
    """For an accusation, the odds that its target holds the Traitor card by what the
    table saw (``suspicion.traitor_odds``); else nothing."""
    if not isinstance(action, Accuse):
        return ""
    view = observation.view
    odds = odds_seen(observation.game, view)
    seat = view["knights"].index(KNIGHT_NAMES[action.target])
    return ("; by what the table saw of him (white cards held beyond those he laid, siege "
            "engines added, life points given), the chance he is the Traitor: "
            f"{odds.get(seat, 0.0):.0%}")


def coach(observation: Observation, rng: random.Random) -> list[Hint]:
    """The hints for one decision, best first (see the module docstring)."""
    odds = [(a, siege_odds(observation, a)) for a in observation.legal_actions]
    exact = [Hint(a, float(o[0]), o[1], exact=True) for a, o in odds if o is not None]
    if exact and len(exact) == len(odds):
        return sorted(exact, key=lambda h: -h.value)
    rows = Planner(seconds=COACH_SECONDS).values(observation, rng)
    if rows[0][2] == 0:
        return [Hint(rows[0][0], float("nan"), "what the kit's heuristic knight does here")]
    by_action = {h.action: h for h in exact}
    hints = [by_action.get(a) or
             Hint(a, value, f"the knights won {value:.0%} of {lines} games played on to the end "
                            "by the kit's knights from positions dealt from what you see"
                            + suspicion_words(observation, a))
             for a, value, lines in rows]
    return hints + [h for h in exact if h.action not in {row[0] for row in rows}]

