"""Bots see what a player sees: his view and his legal actions, never the state."""
from __future__ import annotations

import random
from typing import Any, NamedTuple, Protocol

from .protocol import CHANCE, TERMINAL, Game, State, seat


class Observation(NamedTuple):
    """What one player knows at his decision: his ``view``, his ``legal_actions``, his
    ``player`` seat and the ``game`` (its rules and options, which every player knows).
    A bot that reads no view says so (``reads_view = False``) and gets an empty one."""

    player: int
    game: Game
    legal_actions: list[Any]
    view: dict


def observe(state: State, player: int, bot: object = None) -> Observation:
    """What ``player`` knows of ``state`` at his own decision (the view left empty for a
    ``bot`` whose ``reads_view`` is False: it would not look); a ValueError if he is not
    the one to decide, whose legal actions these would not be."""
    rules = state.game.rules
    player = seat(state.game, player)
    deciding = rules.current_player(state)
    if player != deciding:
        raise ValueError(f"{state.game.title}: Player {player + 1} is not the one to decide "
                         f"({_who(deciding)}); an observation is taken at his own decision")
    view = state.view(player) if getattr(bot, "reads_view", True) else {}
    return Observation(player, state.game, rules.legal_actions(state), view)


def _who(deciding: int) -> str:
    """Who decides now, for the refusal of an observation."""
    if deciding == CHANCE:
        return "this is a chance step"
    if deciding == TERMINAL:
        return "the game is over"
    return f"it is Player {deciding + 1}'s decision"


class Bot(Protocol):
    """Anything with ``act(observation, rng) -> action``, ``action`` taken from
    ``observation.legal_actions``. A bot may say how ``rng`` weighs in its choice, for
    those who enumerate play exactly (:func:`gamekit.analysis.action_values`):
    ``uniform = True``, each legal action with the same chance (:class:`RandomBot`), or
    ``deterministic = True``, the same observation giving the same action whatever
    ``rng``. A bot that says neither may draw on ``rng`` in any way. A bot made for one
    game may name it, ``game_name`` (its ``Game.name``): ``seat_bots`` then refuses it
    at another game's table."""

    def act(self, observation: Observation, rng: random.Random) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    reads_view = False
    uniform = True

    def act(self, observation: Observation, rng: random.Random) -> Any:
        actions = observation.legal_actions
        return actions[int(rng.random() * len(actions))]

    def __repr__(self) -> str:
        return "RandomBot()"
