"""What every seat may see of a table, worked out from the seats' views alone, for
any game: the projector and the teacher's dashboard show nothing else.

A part of a view is public when it is the same in every seat's view now and is never
seat-dependent: a field that differs between seats anywhere in a few seeded games of
the same game and options (a hand, a Loyalty card), or at any moment of this table,
stays private even when the values happen to agree (every knight loyal).
"""
from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import Executor

from ..core.protocol import CHANCE, Game, State
from ..core.registry import load

PROBE_GAMES = 8
PROBE_STEPS = 3000
FIELDS: dict[tuple[str, str], frozenset[str]] = {}
"""The seat-dependent fields of each game and its options (as JSON), once worked out."""


def differing(views: list[dict]) -> set[str]:
    """The fields whose value is not the same in every view."""
    keys = set().union(*views)
    return {k for k in keys if any(k not in v or v[k] != views[0].get(k) for v in views)}


def options_key(game: Game) -> tuple[str, str]:
    return game.name, json.dumps(game.options, sort_keys=True)


def seat_fields(game: str, options: str) -> frozenset[str]:
    """The fields of ``game``'s views (``options`` as JSON) that differ between seats
    somewhere in a few seeded random games (played here unless known)."""
    if (game, options) not in FIELDS:
        FIELDS[game, options] = probe(game, options)
    return FIELDS[game, options]


async def work_out(game: Game, executor: Executor) -> None:
    """Find ``game``'s seat-dependent fields in ``executor`` unless known: the probe
    plays for seconds, and the server's loop goes on answering meanwhile."""
    key = options_key(game)
    if key not in FIELDS:
        FIELDS[key] = await asyncio.get_running_loop().run_in_executor(executor, probe, *key)


def probe(game: str, options: str) -> frozenset[str]:
    """The fields of ``game``'s views that differ between seats in a few seeded games."""
    played = load(game, **json.loads(options))
    seen: set[str] = set()
    for seed in range(PROBE_GAMES):
        rng = random.Random(seed)
        state = played.new_initial_state()
        for _ in range(PROBE_STEPS):
            if state.is_terminal():
                break
            seen |= differing([state.view(p) for p in range(played.num_players)])
            choices = state.legal_actions() if state.current_player != CHANCE else None
            state.apply(rng.choice(choices) if choices else state.sample_chance(rng))
    return frozenset(seen)


def private_fields(state: State) -> frozenset[str]:
    return seat_fields(*options_key(state.game))


def public_view(state: State, seen: set[str]) -> dict:
    """The fields every seat sees alike and that are never seat-dependent; ``seen``
    holds the fields found differing at this table so far, and gains those that differ
    now."""
    views = [state.view(p) for p in range(state.game.num_players)]
    seen |= differing(views)
    hidden = private_fields(state) | seen
    return {k: v for k, v in views[0].items() if k not in hidden}


def public_log(state: State) -> list[str]:
    """The log lines every seat may read."""
    return [template.format(*args) for seat, template, args in state.events if seat is None]
