"""The bots that take a table's empty seats, found by game and kind."""
from __future__ import annotations

from importlib import import_module

from .. import bots
from ..core.bots import Bot, RandomBot
from ..core.registry import game_class

KINDS = ("heuristic", "random")
"""What a teacher may seat: the game's own heuristic player, or one that picks at random
(quick: a bot moves on the server's event loop, so a searching bot would hold up every
table while it thinks)."""
HEURISTICS = ("HeuristicBot", "Traitor")
"""The class name of each game's heuristic player in its ``bots.py`` (Camelot's knights,
one of whom may be the Traitor, are ``Traitor``)."""


def make(game: str, kind: str) -> Bot:
    """A bot of ``kind`` for ``game``: from the kit's ``gamekit.bots.make`` when the game
    has registered that kind there, else the game's heuristic player or a
    :class:`RandomBot`."""
    if kind not in KINDS:
        raise ValueError(f"no bot kind {kind!r}; the kinds are {', '.join(KINDS)}")
    registered = getattr(bots, "kinds", None)
    if registered is not None and kind in registered(game):
        return bots.make(game, kind)
    if kind == "random":
        return RandomBot()
    module = import_module(f"{import_module(game_class(game).__module__).__package__}.bots")
    heuristic = next((getattr(module, name) for name in HEURISTICS if hasattr(module, name)), None)
    if heuristic is None:
        raise ValueError(f"{game_class(game).title} has no heuristic bot; seat kind 'random'")
    return heuristic()
