"""The bots that take a table's empty seats: the kit's own, by game and kind."""
from __future__ import annotations

from .. import bots
from ..core.bots import Bot

KINDS = ("heuristic", "random")
"""What a teacher may seat: the game's own heuristic player, or one that picks at random
(quick: a bot moves on the server's event loop, so a searching bot would hold up every
table while it thinks)."""


def make(game: str, kind: str) -> Bot:
    """A bot of ``kind`` for ``game`` (``gamekit.bots.make``); a kind a teacher may not
    seat is a ``ValueError`` naming those he may."""
    if kind not in KINDS:
        raise ValueError(f"no bot kind {kind!r} at a table; the kinds are {', '.join(KINDS)}")
    return bots.make(game, kind)
