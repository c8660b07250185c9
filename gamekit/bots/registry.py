"""One way to get a game's bots: ``gamekit.bots.kinds(name)`` lists them and
``gamekit.bots.make(name, kind, **params)`` makes one.

Every game has ``"random"`` (:class:`RandomBot`); each game registers its own kinds
(at least ``"heuristic"`` and ``"expert"``) from its package with :func:`register`.
A kind is made by a class or a module-level function, so the bots it makes pickle and
travel to ``simulate(workers=...)``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.bots import Bot, RandomBot
from ..core.registry import game_class


@dataclass(frozen=True)
class Kind:
    """A kind of bot of one game: how to make it, and what it does in a sentence."""

    name: str
    make: Callable[..., Bot]
    doc: str


RANDOM = Kind("random", RandomBot, "picks uniformly among the legal actions")

_KINDS: dict[str, dict[str, Kind]] = {}
"""game name -> kind name -> Kind, filled as each game's package is imported."""


def register(game: str, kind: str, make: Callable[..., Bot], doc: str) -> None:
    """Make ``make(**params)`` known as the bot kind ``kind`` of ``game``."""
    if kind == RANDOM.name:
        raise ValueError("'random' is every game's RandomBot; give the kind another name")
    _KINDS.setdefault(game, {})[kind] = Kind(kind, make, doc)


def kinds(game: str) -> dict[str, str]:
    """The bot kinds of ``game``, each with what it does: ``random`` first, then the
    game's own from the weakest (as registered: heuristic, expert ...)."""
    game_class(game)  # an unknown game: KeyError naming the games
    return {RANDOM.name: RANDOM.doc, **{k.name: k.doc for k in _KINDS.get(game, {}).values()}}


def make(game: str, kind: str, **params: Any) -> Bot:
    """One bot of ``game``: ``make("tikal", "expert", seconds=0.5)``. A kind the game
    does not have is a ``ValueError`` listing those it has; ``params`` go to the bot."""
    known = kinds(game)
    if kind not in known:
        raise ValueError(f"{game_class(game).title} has no bot kind {kind!r}; its kinds are "
                         f"{', '.join(known)}")
    found = RANDOM if kind == RANDOM.name else _KINDS[game][kind]
    return found.make(**params)
