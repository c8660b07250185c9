"""The settings every adapter test runs on: each registered game, with its fewest and
its most players, so that a game is covered as soon as it is registered."""
from __future__ import annotations

import gamekit
from gamekit.core.registry import game_class


def player_counts(name: str) -> list[int]:
    """The fewest and the most players the game allows."""
    option = game_class(name).OPTIONS["players"]
    allowed = option.allowed or (option.default,)
    return sorted({min(allowed), max(allowed)})


SETTINGS = [(name, players) for name in gamekit.games() for players in player_counts(name)]
FEWEST = [(name, player_counts(name)[0]) for name in gamekit.games()]


def setting_id(setting) -> str:
    name, players = setting
    return f"{name}-{players}p"
