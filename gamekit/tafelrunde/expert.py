"""The expert bot of Die Tafelrunde: the heuristic bot's few best actions of a turn,
each tried on deals of the hidden cards consistent with the player's view
(``Tafelrunde.sample_state``) and played out by heuristic bots to the end of the day's
pay-out; the action that leaves the player best placed to win is played.

The rule book's whole game turns on the pay-out ("If both parts of the day are
completed, the income will be shared out"): a day played out shows what the others'
answers, their vetoes and the dice make of an action, which the heuristic's one look
ahead cannot. Naming targets, dice and vetoes stay with the heuristic, whose reroll is
already the exact best one (keep a throw worth at least a new throw's mean).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import ClassVar, cast

from ..core.bots import Observation
from ..core.play import play_step
from .actions import DiscardCard, DrawCard, Pass, PlayCard
from .bots import HeuristicBot, money_lead
from .state import TafelrundeState

TURN_ACTIONS = (PlayCard, DrawCard, DiscardCard, Pass)


@dataclass(frozen=True)
class Tried:
    """One action of a turn: ``value`` is the player's mean share of the lead
    (:func:`money_lead`) after the day's pay-out over ``deals`` deals of what he cannot
    see (the game's result where it ended)."""

    action: object
    value: float
    deals: int


class ExpertBot:
    """Tries the heuristic's ``width`` best actions of a turn on ``deals`` deals
    consistent with its view (the same deals and dice for each action), each day played
    out by heuristic bots: counted, so a seeded game plays the same on any machine (a few
    hundredths of a second a decision); given ``seconds``, it stops dealing after that
    long, one deal at least. Every other decision is the heuristic bot's."""

    game_name: ClassVar[str] = "tafelrunde"

    def __init__(self, deals: int = 4, width: int = 3, seconds: float | None = None) -> None:
        self.deals, self.width, self.seconds = deals, width, seconds
        self.heuristic = HeuristicBot()

    def __repr__(self) -> str:
        return f"ExpertBot(deals={self.deals}, width={self.width}, seconds={self.seconds})"

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        if len(actions) == 1 or not isinstance(actions[0], TURN_ACTIONS):
            return self.heuristic.act(observation, rng)
        return self.values(observation, rng)[0].action

    def values(self, observation: Observation, rng: random.Random) -> list[Tried]:
        """The ``width`` actions the heuristic rates best (at a turn; elsewhere its own
        choice and the next legal actions), tried and sorted best first, the heuristic's
        order breaking ties."""
        actions = observation.legal_actions
        view, me = observation.view, observation.player
        if isinstance(actions[0], TURN_ACTIONS):
            worth = self.heuristic.turn_values(view, me, actions)
            tried = [actions[i] for i in sorted(range(len(actions)), key=lambda i: -worth[i])]
        else:
            choice = self.heuristic.act(observation, rng)
            tried = [choice] + [a for a in actions if a != choice]
        tried = tried[:self.width]
        totals = [0.0] * len(tried)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.deals and (deadline is None or time.perf_counter() < deadline
                                     or done == 0):
            deal = observation.game.sample_state(view, rng)
            seed = rng.getrandbits(64)
            for i, action in enumerate(tried):
                state = cast(TafelrundeState, deal.clone())
                state.apply(action)
                totals[i] += self.day_played_out(state, me, random.Random(seed))
            done += 1
        rows = [Tried(a, total / done, done) for a, total in zip(tried, totals)]
        return sorted(rows, key=lambda r: -r.value)  # stable: the heuristic's order on ties

    def day_played_out(self, state: TafelrundeState, me: int, rng: random.Random) -> float:
        """``me``'s share of the lead once heuristic bots have played to the end of the
        day's pay-out (or of the game)."""
        day = state.day
        bots = [self.heuristic] * state.game.num_players
        while not state.is_terminal() and state.day == day:
            play_step(state, state.current_player, bots, rng)
        return money_lead(state)[me]
