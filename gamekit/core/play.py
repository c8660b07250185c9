"""Playing whole games: seeded, with bots, and rebuilding a game from its history."""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from .bots import Bot, Observation, RandomBot
from .protocol import CHANCE, Game, State


def seat_bots(game: Game, bots: Sequence[Bot] | None) -> list[Bot]:
    """One bot per seat; ``None`` seats random bots."""
    if bots is None:
        return [RandomBot() for _ in range(game.num_players)]
    bots = list(bots)
    if len(bots) != game.num_players:
        raise ValueError(f"{game.title} with {game.num_players} players needs "
                         f"{game.num_players} bots, got {len(bots)}")
    return bots


def step(state: State, bots: Sequence[Bot], rng: random.Random) -> Any:
    """Advance one step: sample a chance outcome or ask the seated bot; return it."""
    player = state.current_player
    if player == CHANCE:
        choice = state.sample_chance(rng)
    else:
        choice = bots[player].act(Observation(state, player), rng)
    state.apply(choice)
    return choice


def play(game: Game, bots: Sequence[Bot] | None = None, seed: int | None = None,
         state: State | None = None) -> State:
    """Play a whole game (or finish ``state``) and return the final state.

    One ``random.Random(seed)`` drives every chance node and every bot, so the same
    seed and bots give the same game in any process."""
    bots = seat_bots(game, bots)
    rng = random.Random(seed)
    state = game.new_initial_state() if state is None else state
    while not state.is_terminal():
        step(state, bots, rng)
    return state


def replay(game: Game, history: Iterable[Any]) -> State:
    """The state reached by applying ``history`` from the start; undo is
    ``replay(game, state.history[:-1])``."""
    state = game.new_initial_state()
    for action in history:
        state.apply(action)
    return state
