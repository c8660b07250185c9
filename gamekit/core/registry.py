"""Which games the kit knows: each game registers itself, and is loaded by name."""
from __future__ import annotations

from typing import Any, TypeVar

from .errors import CorruptSave
from .protocol import Game, State, parse_save, replay_text

G = TypeVar("G", bound=type[Game])

GAMES: dict[str, type[Game]] = {}
"""name -> Game class: filled by :func:`register` as each game's package is imported
(``import gamekit`` imports every game it ships); read it through :func:`games`."""


def register(game: G) -> G:
    """Make a Game class known by its ``name`` (use as a class decorator)."""
    known = GAMES.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"two games are called {game.name!r}: {known.__module__} and "
                         f"{game.__module__}")
    GAMES[game.name] = game
    return game


def games() -> list[str]:
    """The names of the registered games, sorted."""
    return sorted(GAMES)


def game_class(name: str) -> type[Game]:
    """The Game class registered as ``name`` (``KeyError`` naming the games if none)."""
    if not isinstance(name, str):
        raise TypeError(f"a game is named by a str (one of {', '.join(games())}), not {name!r}")
    if name not in GAMES:
        raise KeyError(f"no game called {name!r}; the games are {', '.join(games())}")
    return GAMES[name]


def load(name: str, **options: Any) -> Game:
    """The game ``name`` with its options checked: ``load("tavern_trouble", players=3)``.

    An unknown name raises ``KeyError``, a bad option ``ValueError``."""
    return game_class(name)(**options)


def from_json(text: str) -> State:
    """Rebuild any saved game: the game and its options come from the save."""
    save = parse_save(text)
    try:
        game = load(save["game"], **save["options"])
    except (KeyError, ValueError, TypeError) as exc:
        raise CorruptSave(f"the save names a game that cannot be loaded: {exc}") from None
    return replay_text(game, save["history"], save["set_up"])
