"""The game protocol every gamekit game keeps (see the README's tour).

A :class:`Game` holds validated options and makes states; a :class:`State` is one
position of a game: whose turn it is, what may be done, and how to do it.

Conventions shared by every game:

* ``current_player`` is a seat ``0..n-1``, :data:`CHANCE` or :data:`TERMINAL`.
* Actions and chance outcomes are frozen dataclasses: hashable, and ``str()`` reads
  as English and is unique among the choices offered at one node.
* ``returns()`` gives 1.0 to each winner and 0.0 to everyone else.
* ``history`` lists every action and chance outcome applied; a save is the game's
  name, its options and the history written as text, and loading one replays it.
"""
from __future__ import annotations

import copy
import json
import random
from fractions import Fraction
from typing import Any, ClassVar, Iterable, Sequence

from .errors import CorruptSave, IllegalAction

CHANCE = -1
"""``current_player`` at a chance node (a shuffle, a draw, a die roll)."""
TERMINAL = -4
"""``current_player`` once the game is over."""

SAVE_FORMAT = 1


class Option:
    """One option of a game: its default and the values it accepts."""

    def __init__(self, default: Any, allowed: Iterable[Any] | None = None, doc: str = "",
                 check=None) -> None:
        self.default = default
        self.allowed = None if allowed is None else tuple(allowed)
        self.doc = doc
        self.check = check

    def validate(self, game: str, name: str, value: Any) -> Any:
        if self.allowed is not None and value not in self.allowed:
            raise ValueError(f"{game}: option {name}={value!r} is not allowed "
                             f"({name} may be {describe(self.allowed)}): {self.doc}")
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise ValueError(f"{game}: option {name}={value!r} is not allowed: {problem}")
        return value


def describe(values: Sequence[Any]) -> str:
    """'2 to 8' for a run of integers, else the values listed."""
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values) and \
            list(values) == list(range(values[0], values[-1] + 1)) and len(values) > 2:
        return f"{values[0]} to {values[-1]}"
    return ", ".join(repr(v) for v in values)


class Game:
    """A game with its options fixed. Subclasses set ``name``, ``title``,
    ``OPTIONS`` and ``state_class``."""

    name: ClassVar[str]
    title: ClassVar[str]
    OPTIONS: ClassVar[dict[str, Option]] = {}
    state_class: ClassVar[type["State"]]

    # Bounds on the branching, for tools that size a fixed action space up front (the
    # OpenSpiel and PettingZoo adapters). A game declares each as an int, or as a
    # property computed from ``self.options``; ``None`` means not declared.
    max_actions: int | None = None
    """The most legal actions at any decision node."""
    max_chance_outcomes: int | None = None
    """The most outcomes at any chance node (0 for a game without chance)."""
    max_game_length: int | None = None
    """The most decisions (chance steps not counted) in one game, if the rules bound it."""

    def __init__(self, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise ValueError(f"{self.title}: unknown option(s) {', '.join(unknown)}; "
                             f"the options are {', '.join(self.OPTIONS)}")
        self.options = {key: opt.validate(self.title, key, options.get(key, opt.default))
                        for key, opt in self.OPTIONS.items()}

    @property
    def num_players(self) -> int:
        return self.options["players"]

    def new_initial_state(self) -> "State":
        return self.state_class(self)

    def sample_state(self, view: dict, rng: random.Random) -> "State":
        """A full state consistent with what one player sees: ``view`` is
        ``state.view(player)`` taken at that player's own decision, and the state
        returned gives the same view and the same legal actions, its hidden parts
        (other hands, the deck order ...) drawn with ``rng`` among those that fit.
        Search bots (:class:`gamekit.bots.MCTSBot`) play from such states, so they
        never read the real hidden state. A sampled state has no history: it cannot
        be saved or replayed. Games that hide nothing can rebuild the state from
        the view alone."""
        raise NotImplementedError(
            f"{self.title} does not provide sample_state(view, rng) (a full state "
            "consistent with one player's view), which search bots such as MCTSBot need")

    def from_json(self, text: str) -> "State":
        """Rebuild a saved game of this game by replaying its history."""
        save = parse_save(text)
        if save["game"] != self.name:
            raise CorruptSave(f"the save is a game of {save['game']!r}, not of {self.name!r}")
        if save["options"] != self.options:
            raise CorruptSave(f"the save was made with options {save['options']}, "
                              f"this game has {self.options}")
        return replay_text(self, save["history"])

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"gamekit.load({self.name!r}, {opts})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and (self.name, self.options) == (other.name, other.options)

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.options.items()))))


class State:
    """One position of a game. Subclasses implement the ``_``-prefixed hooks and
    keep their own fields lean; this class adds history, the log and saving."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.history: list[Any] = []
        self._events: list[tuple] = []  # (seat or None, template, *args): formatted on demand

    # -- what subclasses provide ------------------------------------------------
    @property
    def current_player(self) -> int:
        raise NotImplementedError

    def legal_actions(self) -> list[Any]:
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        raise NotImplementedError

    def _apply(self, action: Any) -> None:
        """Check ``action`` (raise IllegalAction before changing anything), then do it."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        raise NotImplementedError

    def view(self, player: int) -> dict:
        raise NotImplementedError

    def _copy_into(self, twin: "State") -> None:
        """Give the shallow copy ``twin`` its own copies of the mutable fields."""

    # -- shared machinery --------------------------------------------------------
    def apply(self, action: Any) -> None:
        """Apply a legal action or chance outcome; an illegal one raises
        :class:`IllegalAction` and leaves the state exactly as it was."""
        if self.current_player == TERMINAL:
            raise IllegalAction(f"{self.game.title}: the game is over; no action can be applied")
        self._apply(action)
        self.history.append(action)

    def sample_chance(self, rng: random.Random) -> Any:
        """A chance outcome drawn with its probability (subclasses may do it faster)."""
        outcomes = self.chance_outcomes()
        weights = [p for _, p in outcomes]
        return rng.choices([o for o, _ in outcomes], weights=weights)[0]

    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def clone(self) -> "State":
        twin = copy.copy(self)
        twin.history = self.history.copy()
        twin._events = self._events.copy()
        self._copy_into(twin)
        return twin

    def event(self, template: str, *args: Any, seat: int | tuple[int, ...] | None = None) -> None:
        """Record a log line; ``seat`` marks a line only that player (or, a tuple,
        those players) may read."""
        self._events.append((seat, template, args))

    def _format(self, template: str, args: tuple) -> str:
        return template.format(*args)

    @property
    def log(self) -> list[str]:
        """Everything that happened, in plain language (the narrator's log: hidden
        cards included)."""
        return [self._format(t, a) for _, t, a in self._events]

    def log_for(self, player: int) -> list[str]:
        """The log as ``player`` saw it: public lines and his own private ones."""
        return [self._format(t, a) for s, t, a in self._events
                if s is None or s == player or (type(s) is tuple and player in s)]

    def to_json(self) -> str:
        return json.dumps({"format": SAVE_FORMAT, "game": self.game.name,
                           "options": self.game.options,
                           "history": [str(a) for a in self.history]}, indent=1)

    def choices(self) -> list[Any]:
        """What may happen next: the chance outcomes or the legal actions."""
        if self.current_player == CHANCE:
            return [o for o, _ in self.chance_outcomes()]
        return self.legal_actions()

    def __str__(self) -> str:
        return "\n".join(self.log[-10:])


def parse_save(text: str) -> dict:
    """Read a save's envelope, or raise :class:`CorruptSave` saying what is wrong."""
    try:
        save = json.loads(text)
    except (TypeError, json.JSONDecodeError) as exc:
        raise CorruptSave(f"a save is JSON text: {exc}") from None
    if not isinstance(save, dict):
        raise CorruptSave("a save is a JSON object with game, options and history")
    missing = [key for key in ("format", "game", "options", "history") if key not in save]
    if missing:
        raise CorruptSave(f"the save lacks {', '.join(missing)}")
    if save["format"] != SAVE_FORMAT:
        raise CorruptSave(f"save format {save['format']!r} is not known (this kit reads {SAVE_FORMAT})")
    if not isinstance(save["options"], dict) or not isinstance(save["history"], list) or \
            not all(isinstance(step, str) for step in save["history"]):
        raise CorruptSave("a save's options are an object and its history a list of texts")
    return save


def replay_text(game: Game, steps: Sequence[str]) -> State:
    """Replay a history written as text, matching each step against what may happen."""
    state = game.new_initial_state()
    for number, step in enumerate(steps, 1):
        if state.is_terminal():
            raise CorruptSave(f"step {number} ({step!r}): the game was already over")
        match = next((c for c in state.choices() if str(c) == step), None)
        if match is None:
            raise CorruptSave(f"step {number} ({step!r}) is not possible here; "
                              f"possible: {[str(c) for c in state.choices()][:12]}")
        state.apply(match)
    return state
