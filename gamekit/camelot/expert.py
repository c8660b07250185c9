"""The expert knight of Shadows over Camelot (the kit's ``"expert"``): late in the game,
where the heuristic :class:`~gamekit.camelot.bots.Knight` would move or accuse, it plays
that action and the Knight's next best, and where it may accuse the likeliest Traitor by
the public deeds that accusation too, on to the game's end in positions dealt from its
view, with the same dice for each, and keeps the Knight's action unless another wins
more of the lines by half a standard error.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, ClassVar

from ..core.bots import Observation
from ..core.play import play_step
from .actions import (
    Accuse,
    DrawWhiteCards,
    EndTurn,
    Evil,
    FightSiegeEngine,
    Heal,
    Move,
    PlayFight,
    PlayGrail,
    PlaySpecial,
    RaiseExcalibur,
    SecondAction,
)
from .bots import Knight, pick
from .suspicion import odds_seen, traitor_odds
from .view import KNIGHT_OF_NAME, sample_state

PLANNED = (Evil, Move, PlayFight, PlayGrail, RaiseExcalibur, FightSiegeEngine, DrawWhiteCards,
           PlaySpecial, Heal, SecondAction, EndTurn)
"""The decisions the planner looks ahead at: the Progression of Evil and the heroic actions."""


class Planner:
    """The kit's expert knight. Late in the game (from ``swords_from`` swords on the
    Round Table, ``engines_from`` siege engines or ``black_from`` black swords), where
    the :class:`Knight` would move or accuse (:attr:`reconsiders`) while his Loyalty
    card says Loyal, he takes the Knight's ``width`` best actions that it does not
    reject, and wherever an accusation is allowed the accusation of the likeliest
    Traitor (:meth:`accusation`), and plays each on to the game's end in ``lines``
    positions dealt from his view (``view.sample_state``, the Traitor card dealt by
    the public deeds: :func:`~gamekit.camelot.suspicion.traitor_odds`), every knight
    following the :class:`Knight`. Every action of a line plays the same dealt position
    with the same dice (common random numbers), so the lines compare the actions, not
    the luck. He leaves the Knight's choice only for an action that won more of the same
    lines by ``z`` standard errors of the paired difference; he deals no more lines once
    they have played ``steps`` steps in all (about 0.2 s of one core). Everywhere else
    he plays the Knight, reading the deeds (``Knight(box_from)``). :meth:`values` (the
    coach's) plays lines at any decision; given ``seconds``, it deals lines for that
    long instead of counting them."""

    game_name: ClassVar[str] = "camelot"

    swords_from = 9
    engines_from = 9
    black_from = 5
    reconsiders: tuple[type, ...] = (Move, Accuse)
    """The Knight's choices the planner plays his next best against: his moves and his
    accusations. Late in heuristic games, taking the other action where it won more of
    10 lines gained by other lines where the Knight moved, and nothing where he chose
    anything else: at the Progression of Evil it lost
    (``benchmarks/camelot_decisions.py``). Wherever an accusation is allowed the
    planner also plays lines of accusing the likeliest Traitor (:meth:`accusation`)."""

    def __init__(self, lines: int = 10, width: int = 2, z: float = 0.5,
                 steps: int | None = 2_000, seconds: float | None = None,
                 accuse_from: float | None = 0.5, box_from: float | None = 0.9) -> None:
        self.lines = lines
        self.accuse_from = accuse_from
        self.steps = steps
        self.width = width
        self.z = z
        self.seconds = seconds
        self.knight = Knight()
        """The knight every seat of a line follows: the heuristic."""
        self.own = Knight(box_from)
        """The planner's own rules of thumb: the heuristic's, reading the deeds (``box_from``)."""

    def __repr__(self) -> str:
        budget = f"lines={self.lines}, steps={self.steps}" if self.seconds is None \
            else f"seconds={self.seconds}"
        return f"Planner({budget}, width={self.width}, z={self.z})"

    def late(self, view: dict) -> bool:
        """The game is near its end, where a line played out is short and a choice
        weighs most (and a knight's choice no longer shapes many turns to come)."""
        swords = view["swords"]
        return (swords["white"] + swords["black"] >= self.swords_from
                or view["siege_engines"] >= self.engines_from
                or swords["black"] >= self.black_from)

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        scores = self.own.scores(observation)
        own = pick(scores, rng)
        if not self.late(observation.view):
            return own
        candidates = self.candidates(observation, own, isinstance(own, self.reconsiders), scores)
        if len(candidates) < 2:
            return own
        return candidates[self.taken(self.play_lines(observation, candidates, rng))]

    def taken(self, wins: list[list[float]]) -> int:
        """Which action the planner takes, by the results of the same lines for each
        (``wins``, his side's, the Knight's own action first): the Knight's, unless
        another won more of them by ``z`` standard errors of the paired difference (of
        those, the one that leads most)."""
        best, lead = 0, 0.0
        for i, won in enumerate(wins[1:], 1):
            gain = [w - k for w, k in zip(won, wins[0])]
            mean = sum(gain) / len(gain)
            spread = math.sqrt(sum((g - mean) ** 2 for g in gain) / max(1, len(gain) - 1))
            if mean > lead and mean > self.z * spread / math.sqrt(len(gain)):
                best, lead = i, mean
        return best

    def candidates(self, observation: Observation, own, others: bool = True,
                   scores: dict[Any, float] | None = None) -> list:
        """The Knight's own choice ``own``, then (if ``others``) its other best actions
        up to ``width`` that it does not reject (a score of 0 or more; ``scores``, the
        Knight's, when already worked out), and the accusation of the likeliest Traitor
        (:meth:`accusation`); none where the planner does not look."""
        actions, view = observation.legal_actions, observation.view
        if len(actions) == 1 or view["loyalty"] == "Traitor" \
                or not isinstance(actions[0], PLANNED):
            return []
        if scores is None:
            scores = self.own.scores(observation)
        ranked = sorted(actions, key=lambda a: -scores[a])
        best = [a for a in ranked[:self.width] if a != own and scores[a] >= 0][:self.width - 1] \
            if others else []
        return self.with_accusation(observation, [own] + best)

    def with_accusation(self, observation: Observation, options: list) -> list:
        """``options`` and, when it is not among them, the accusation of the likeliest
        Traitor (:meth:`accusation`)."""
        accusation = self.accusation(observation)
        return options + [accusation] if accusation is not None and accusation not in options else options

    def accusation(self, observation: Observation) -> Accuse | None:
        """The accusation of the likeliest Traitor by the public deeds
        (:func:`~gamekit.camelot.suspicion.traitor_odds`), where one is allowed and his
        odds reach ``accuse_from``; else None."""
        view = observation.view
        accusations = {a.target: a for a in observation.legal_actions if isinstance(a, Accuse)}
        if self.accuse_from is None or not accusations or view["loyalty"] != "Loyal":
            return None
        odds = odds_seen(observation.game, view)
        seat = max((s for s in odds if s is not None), key=odds.__getitem__, default=None)
        if seat is None or odds[seat] < self.accuse_from:
            return None
        return accusations.get(KNIGHT_OF_NAME[view["knights"][seat]])

    def play_lines(self, observation: Observation, candidates: list,
                   rng: random.Random) -> list[list[float]]:
        """For each candidate, the result of each line (1 the knights won, 0 lost):
        ``lines`` lines, or fewer once the lines have played ``steps`` steps in all, or
        as many as ``seconds`` allow; at least one."""
        wins: list[list[float]] = [[] for _ in candidates]
        deadline = time.perf_counter() + (self.seconds or 0.0)
        played = 0

        def more() -> bool:
            if not wins[0]:
                return True
            if self.seconds is not None:
                return time.perf_counter() < deadline
            return len(wins[0]) < self.lines and (self.steps is None or played < self.steps)

        while more():
            state = sample_state(observation.game, observation.view, rng, traitor_odds)
            dice = rng.getrandbits(64)
            for won, action in zip(wins, candidates):
                line = state.clone()
                line.apply(action)
                won.append(self._play_on(line, random.Random(dice)))
                played += len(line.history)     # a dealt position has no history
        return wins

    def values(self, observation: Observation, rng: random.Random,
               scores: dict[Any, float] | None = None) -> list[tuple[Any, float, int]]:
        """The coach's look ahead, at any decision: (action, the share of its lines his
        side won, how many lines) for the Knight's own choice, its next best up to
        ``width`` (those it rejects too: a hint compares them) and the accusation of the
        likeliest Traitor (``scores``, the Knight's, when already worked out). First the
        one the planner would take (:meth:`taken`, where he looks ahead: late in the
        game, for a loyal knight; else the Knight's own), then the others by their share:
        a few lines do not overrule the rules of thumb. His side is the knights, or Evil
        for the Traitor. The only action alone, with no lines, where there is one."""
        actions = observation.legal_actions
        if len(actions) == 1:
            return [(actions[0], float("nan"), 0)]
        if scores is None:
            scores = self.own.scores(observation)
        own = pick(scores, rng)
        options = self.with_accusation(observation, [own] + [
            a for a in sorted(actions, key=lambda a: -scores[a]) if a != own][:self.width - 1])
        wins = self.play_lines(observation, options, rng)
        evil = observation.view["loyalty"] == "Traitor"
        side = [[1.0 - w for w in won] for won in wins] if evil else wins
        rows = [(a, sum(won) / len(won), len(won)) for a, won in zip(options, side)]
        first = self.taken(side) if self.late(observation.view) and not evil else 0
        return [rows[first], *sorted(rows[:first] + rows[first + 1:], key=lambda row: -row[1])]

    def _play_on(self, state, rng: random.Random) -> float:
        """Play a line to the game's end, every knight the :class:`Knight`."""
        knights = [self.knight] * state.game.num_players
        while not state.is_terminal():
            play_step(state, state.current_player, knights, rng)
        return float(bool(state.knights_win))
