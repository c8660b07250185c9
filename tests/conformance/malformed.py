"""Malformed input thrown at a game, counted: actions and chance outcomes with a field of
the wrong type or out of range, things that are not actions at all. Each must raise
``IllegalAction`` and leave the state exactly as it was, or (integers of numpy's types)
be taken as the plain action they equal, leaving plain values in the history."""
from __future__ import annotations

import dataclasses
import enum
import json
import random
from dataclasses import dataclass, field
from typing import Any

import numpy as np

import gamekit


@dataclass
class Findings:
    tried: int = 0
    faults: list[str] = field(default_factory=list)


def snapshot(state) -> tuple:
    """Everything a user can observe of a state."""
    players = state.game.num_players
    choices = sorted(str(c) for c in state.choices()) if not state.is_terminal() else []
    return (state.to_json(), [json.dumps(state.view(p), sort_keys=True, default=str)
                              for p in range(players)], list(state.log), state.current_player, choices)


def wrong_values(value: Any) -> list[Any]:
    """Values of the wrong type, or out of any range, for a field holding ``value``."""
    if isinstance(value, bool):
        return [int(value), None, str(value)]
    if isinstance(value, int):
        return [-1 - abs(value), -(10 ** 30), 10 ** 30, value + 0.0, value + 0.5,
                value == 1, str(value), None, [value], (value,), np.int64(value)]
    if isinstance(value, tuple):
        return [list(value), value + value[-1:], value[:-1], tuple(float(v) for v in value),
                tuple(None for _ in value), tuple(np.int64(v) for v in value)
                if all(type(v) is int for v in value) else value + (None,)]
    if isinstance(value, str):
        return [value + "?", 1, None]
    if isinstance(value, enum.Enum):
        return [value.value, str(value), None]
    if value is None:
        return [-1, 1.5, True, "?", 10 ** 30]
    return [None, 1.5]


def same_choice(action, choices) -> bool:
    """Is ``action`` one of ``choices`` with every field of the very same type?"""
    def plain(a):
        return type(a), tuple((type(v), v) for v in dataclasses.astuple(a))
    return any(plain(action) == plain(c) for c in choices)


def throw(state, bad, found: Findings, where: str) -> None:
    """Apply ``bad`` to a copy of ``state``; note anything but a clean refusal."""
    found.tried += 1
    twin = state.clone()
    before = snapshot(twin)
    try:
        twin.apply(bad)
    except gamekit.IllegalAction:
        if snapshot(twin) != before:
            found.faults.append(f"{where}: refusing {bad!r} changed the state")
        return
    except Exception as exc:  # noqa: BLE001  (any other error is the fault)
        found.faults.append(f"{where}: {bad!r} raised {type(exc).__name__}: {exc}")
        return
    if not all(type(v) in (int, str, bool, tuple, type(None)) or isinstance(v, enum.Enum)
               for v in dataclasses.astuple(twin.history[-1])):
        found.faults.append(f"{where}: {bad!r} was accepted as it is, not made plain")
    elif not any(str(c) == str(twin.history[-1]) for c in state.choices()):
        found.faults.append(f"{where}: {bad!r} was accepted, though it is no legal choice")
    else:
        try:
            replayed = twin.game.from_json(twin.to_json())
        except Exception as exc:  # noqa: BLE001
            found.faults.append(f"{where}: after {bad!r} the save does not load: {exc}")
            return
        if snapshot(replayed) != snapshot(twin):
            found.faults.append(f"{where}: after {bad!r} the save does not rebuild the game")


def check(game, games: int, seed: int, every: int = 7) -> Findings:
    """At every ``every``-th step of ``games`` seeded random games, mutate each field of
    one choice in every wrong way, and throw in things that are no action at all."""
    found = Findings()
    rng = random.Random(seed)
    elsewhere = None    # a choice from another step: an action at a chance node and so on
    for number in range(games):
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            choices = state.choices()
            choice = choices[int(rng.random() * len(choices))]
            if steps % every == 0:
                where = f"game {number}, step {steps}"
                for name in (f.name for f in dataclasses.fields(choice)):
                    for value in wrong_values(getattr(choice, name)):
                        try:
                            bad = dataclasses.replace(choice, **{name: value})
                        except (TypeError, ValueError):
                            continue  # the dataclass refuses to be built so
                        if not same_choice(bad, choices):
                            throw(state, bad, found, where)
                for bad in (None, object(), 42, str(choice), type(choice), elsewhere):
                    if bad is not None and bad in choices:
                        continue
                    throw(state, bad, found, where)
                elsewhere = choice
            state.apply(choice)
            steps += 1
    return found
