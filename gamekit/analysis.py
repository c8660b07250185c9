"""Questions an analyst asks of a position: what each legal action is worth, and the
exact distribution of anything over the chance nodes to come.

    from gamekit.analysis import action_values
    for value in action_values(state, bots=[gamekit.bots.make(game.name, "heuristic")] * n):
        print(value)          # "Player 2 takes a third card: wins 41.5% (95% CI ...)"
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .core.bots import Bot
from .core.exact import outcome_distribution
from .core.play import choose, seat_bots
from .core.protocol import CHANCE, State, whole
from .prob import Proportion

__all__ = ["ActionValue", "action_values", "outcome_distribution"]


@dataclass(frozen=True)
class ActionValue:
    """What one action is worth to the player who takes it: his chance to win the game
    (``Fraction`` when worked out exactly over every chance outcome and every random
    bot's choice to come, else a :class:`Proportion` over seeded games, with its 95%
    interval)."""

    action: Any
    win: Fraction | Proportion

    @property
    def exact(self) -> bool:
        return isinstance(self.win, Fraction)

    def __str__(self) -> str:
        win = f"{self.win} = {float(self.win):.1%} (exact)" if isinstance(self.win, Fraction) \
            else str(self.win)
        return f"{self.action}: wins {win}"


class _NotExact(Exception):
    """The exact walk cannot value the game from here: too big, or a bot decides whose
    choice rests on its random generator."""


DEEPEST = 400
"""Steps ahead the exact walk follows one line before it calls the game too big."""


def _branches(state: State, bots: Sequence[Bot]) -> list[tuple[Any, Fraction]]:
    """What may happen next, each with its chance: a chance step's outcomes, a uniform
    bot's legal actions (1/n each), a forced or a deterministic bot's one action."""
    if state.current_player == CHANCE:
        return state.chance_outcomes()
    actions = state.legal_actions()
    bot = bots[state.current_player]
    if len(actions) == 1:
        return [(actions[0], Fraction(1))]
    if getattr(bot, "uniform", False):
        return [(action, Fraction(1, len(actions))) for action in actions]
    if getattr(bot, "deterministic", False):
        return [(choose(state, bots, random.Random(len(state.history))), Fraction(1))]
    raise _NotExact


def _exact_win(state: State, player: int, bots: Sequence[Bot], budget: list[int],
               depth: int = 0) -> Fraction:
    """The chance ``player`` wins from ``state``, every branch of :func:`_branches`
    followed with its chance."""
    if state.is_terminal():
        return Fraction(int(state.returns()[player] > 0))
    budget[0] -= 1
    if budget[0] < 0 or depth > DEEPEST:
        raise _NotExact
    total = Fraction(0)
    for step, p in _branches(state, bots):
        child = state.clone()
        child.apply(step)
        total += p * _exact_win(child, player, bots, budget, depth + 1)
    return total


def action_values(state: State, bots: Sequence[Bot] | None = None, games: int = 200,
                  seed: int = 0, exact_up_to: int = 20_000) -> list[ActionValue]:
    """Each legal action's worth for the player to move: his chance to win when he takes
    it and then everyone plays as ``bots`` (one per seat; random bots by default). Worked
    out exactly, over every chance outcome and every choice of a ``uniform`` bot (such as
    the random bot), when the game from here has at most ``exact_up_to`` steps to look
    at and every other bot with a choice to make is ``deterministic`` (see
    :class:`~gamekit.core.bots.Bot`); otherwise from ``games`` seeded games per action,
    the same seeds for every action (so their differences are fair). The state is the
    analyst's: it may hold hidden cards, and is not changed."""
    if not isinstance(state, State):
        raise TypeError(f"action_values(state, ...): state is a gamekit State "
                        f"(game.new_initial_state()), not {state!r}")
    player = state.current_player
    if player < 0:
        raise ValueError(f"{state.game.title}: action_values needs a player's decision, "
                         "not a chance step or the end of the game")
    games = whole(games, 1, "games is a number of games per action (1 or more)")
    exact_up_to = whole(exact_up_to, 0, "exact_up_to is a number of steps (0 or more)")
    seats = seat_bots(state.game, bots)
    seeder = random.Random(seed)
    seeds = [seeder.getrandbits(63) for _ in range(games)]
    values = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        try:
            values.append(ActionValue(action, _exact_win(after, player, seats, [exact_up_to])))
            continue
        except _NotExact:
            pass
        wins = 0
        for game_seed in seeds:
            rng = random.Random(game_seed)
            played = after.clone()
            while not played.is_terminal():
                played.apply(choose(played, seats, rng))
            wins += played.returns()[player] > 0
        values.append(ActionValue(action, Proportion(wins, games)))
    return values
