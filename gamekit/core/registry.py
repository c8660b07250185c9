"""Which games the kit knows, and loading one with its options."""
from __future__ import annotations

from importlib import import_module
from typing import Any

from .protocol import Game, parse_save, replay_text, State

GAMES = {
    "camelot": "gamekit.camelot.rules:Camelot",
    "tafelrunde": "gamekit.tafelrunde.rules:Tafelrunde",
    "tavern_trouble": "gamekit.tavern_trouble.rules:TavernTrouble",
    "tikal": "gamekit.tikal.rules:Tikal",
}
"""Registered games: name -> "module:Game class". Adding a game adds a line here."""


def games() -> list[str]:
    """The names of the registered games, sorted."""
    return sorted(GAMES)


def game_class(name: str) -> type[Game]:
    if name not in GAMES:
        raise KeyError(f"no game called {name!r}; the games are {', '.join(games())}")
    module, cls = GAMES[name].split(":")
    return getattr(import_module(module), cls)


def load(name: str, **options: Any) -> Game:
    """The game ``name`` with its options checked: ``load("tavern_trouble", players=3)``.

    An unknown name raises ``KeyError``, a bad option ``ValueError``."""
    return game_class(name)(**options)


def from_json(text: str) -> State:
    """Rebuild any saved game: the game and its options come from the save."""
    save = parse_save(text)
    try:
        game = load(save["game"], **save["options"])
    except (KeyError, ValueError) as exc:
        from .errors import CorruptSave
        raise CorruptSave(f"the save names a game that cannot be loaded: {exc}") from None
    return replay_text(game, save["history"])
