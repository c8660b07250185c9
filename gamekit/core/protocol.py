"""The game protocol every gamekit game keeps (see the README's tour).

A :class:`Game` holds validated options and its :class:`Rules`; a :class:`State` is
one position of a game as plain data: whose turn it is, what may be done, and how to
do it are asked of the game's rules.

Conventions shared by every game:

* ``current_player`` is a seat ``0..n-1``, :data:`CHANCE` or :data:`TERMINAL`.
* Actions and chance outcomes are :class:`Action` s, frozen dataclasses: hashable,
  and ``str()`` reads as English and is unique among the choices offered at one node;
  each field is checked for its exact type before the game sees it.
* Every chance node is stated once, as integer weights (:mod:`gamekit.core.chance`).
* ``returns()`` gives 1.0 to each winner and 0.0 to everyone else.
* ``history`` lists every action and chance outcome applied; a save is the game's
  name, its options and the history written as text, and loading one replays it.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any, ClassVar, Generic, TypeVar

from .actions import Action as Action  # every game derives its actions from it
from .actions import plain_int, well_typed
from .chance import Chance
from .errors import CorruptSave, IllegalAction
from .plain import plain_copy
from .set_up import SetUpLine, make, read_lines

CHANCE = -1
"""``current_player`` at a chance node (a shuffle, a draw, a die roll)."""
TERMINAL = -4
"""``current_player`` once the game is over."""

SAVE_FORMAT = 1
SET_UP_FORMAT = 2
"""A save with set-up lines (``set_up``) beside its history."""


class PhaseEnum(Enum):
    """The base of a game's ``Phase``: each member is one object, so it hashes by
    identity, in C, where ``Enum`` hashes its name in Python; the rules look a phase up
    in their dispatch tables several times a step."""

    __hash__ = object.__hash__


class LabelledPhase(PhaseEnum):
    """A ``Phase`` whose members each give the name a player's view shows, ``label``;
    several steps may share one (the draw and the card drawn are both "draw"), so the
    value is the member's place."""

    label: str

    def __new__(cls, label: str) -> LabelledPhase:
        phase = object.__new__(cls)
        phase._value_ = len(cls.__members__)
        phase.label = label
        return phase


Event = tuple[Any, str, tuple]
"""A log line: (who may read it: None for everyone, a seat or a tuple of seats, the
template, its arguments)."""

S = TypeVar("S", bound="State")


@dataclass(frozen=True)
class Rules(Generic[S]):
    """A game's rules as functions of its state, tied together by its :class:`Game`.

    ``start`` makes the first state; ``apply`` checks an action or chance outcome and
    raises :class:`IllegalAction` naming the rule before it changes anything; ``chance``
    states the chance node's outcomes with integer weights; ``view`` is what one player
    may see and ``sample_state`` its inverse: a full state drawn among those that give
    that view (for search bots, which never read the real hidden state); ``shown_to``
    names the seats a step showed a card they had not seen (a card played from a hand,
    a Loyalty card turned): taken back, it would go back where it was hidden, known to
    them (a game without it hides nothing a player's step can show). ``carry_out`` is
    ``apply`` without its check, for an action the rules themselves have just listed for
    this very state or a chance outcome drawn from their own odds (a game without it is
    checked again). ``set_up`` names the functions that set a position up by hand."""

    start: Callable[[Game], S]
    current_player: Callable[[S], int]
    legal_actions: Callable[[S], list]
    chance: Callable[[S], Chance]
    apply: Callable[[S, Any], None]
    returns: Callable[[S], list[float]]
    view: Callable[[S, int], dict]
    sample_state: Callable[[Game, dict, random.Random], S] | None = None
    shown_to: Callable[[S, S], frozenset[int]] | None = None
    carry_out: Callable[[S, Any], None] | None = None
    set_up: dict[str, Callable[..., Any]] | None = None
    """The game's set-up steps by name (its ``setup`` module's), which a save replays."""


class Option:
    """One option of a game: its default and the values it accepts."""

    def __init__(self, default: Any, allowed: Iterable[Any] | None = None, doc: str = "",
                 check: Callable[[Any], str | None] | None = None) -> None:
        self.default = default
        self.allowed = None if allowed is None else tuple(allowed)
        self.doc = doc
        self.check = check

    def validate(self, game: str, name: str, value: Any) -> Any:
        """The value, checked for its type as well as its value (``4.0`` is not the
        player count 4, nor ``1`` the switch ``True``); integers of other types
        (numpy's) become plain ints."""
        if self.allowed is not None:
            value = _plain_integer(value, self.allowed)
            if not any(type(a) is type(value) and a == value for a in self.allowed):
                raise ValueError(f"{game}: option {name}={value!r} is not allowed "
                                 f"({name} may be {describe(self.allowed)}): {self.doc}")
        if self.check is not None:
            problem = self.check(value)
            if problem:
                raise ValueError(f"{game}: option {name}={value!r} is not allowed: {problem}")
        return value


def _plain_integer(value: Any, allowed: Sequence[Any]) -> Any:
    """``value`` as a plain int when it is an integer of another type and ints are
    allowed; else unchanged."""
    if not any(type(a) is int for a in allowed):
        return value
    number = plain_int(value)
    return value if number is None else number


def seat(game: Game, player: Any) -> int:
    """``player`` as a seat of ``game``, or a ValueError naming the argument."""
    number = plain_int(player)
    if number is None or not 0 <= number < game.num_players:
        raise ValueError(f"{game.title}: player is a seat from 0 to {game.num_players - 1}")
    return number


def whole(value: Any, least: int, meaning: str) -> int:
    """``value`` as a plain int of at least ``least`` (numpy's integers taken, a bool or
    a float not), or a ValueError: ``meaning``, not the value given."""
    number = plain_int(value)
    if number is None or number < least:
        raise ValueError(f"{meaning}, not {value!r}")
    return number


def describe(values: Sequence[Any]) -> str:
    """'2 to 8' for a run of integers, else the values listed."""
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values) and \
            list(values) == list(range(values[0], values[-1] + 1)) and len(values) > 2:
        return f"{values[0]} to {values[-1]}"
    return ", ".join(repr(v) for v in values)


class Game:
    """A game with its options fixed. Subclasses set ``name``, ``title``, ``OPTIONS``
    and ``rules``, and register themselves (:func:`gamekit.core.registry.register`)."""

    name: ClassVar[str]
    title: ClassVar[str]
    OPTIONS: ClassVar[dict[str, Option]] = {}
    rules: ClassVar[Rules]

    # Bounds on the branching, for tools that size a fixed action space up front (the
    # OpenSpiel and PettingZoo adapters). A game declares each as an int, or as a
    # property computed from ``self.options``; ``None`` means not declared.
    @property
    def max_actions(self) -> int | None:
        """The most legal actions at any decision node."""
        return None

    @property
    def max_chance_outcomes(self) -> int | None:
        """The most outcomes at any chance node (0 for a game without chance)."""
        return None

    @property
    def max_game_length(self) -> int | None:
        """The most decisions (chance steps not counted) in one game, if the rules bound it."""
        return None

    def __init__(self, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise ValueError(f"{self.title}: unknown option(s) {', '.join(unknown)}; "
                             f"the options are {', '.join(self.OPTIONS)}")
        self.options = {key: opt.validate(self.title, key, options.get(key, opt.default))
                        for key, opt in self.OPTIONS.items()}
        self.num_players: int = self.options["players"]
        """The number of players (the ``players`` option)."""

    def new_initial_state(self) -> State:
        return self.rules.start(self)

    def sample_state(self, view: dict, rng: random.Random) -> State:
        """A full state consistent with what one player sees: ``view`` is
        ``state.view(player)`` taken at that player's own decision, and the state
        returned gives the same view and the same legal actions, its hidden parts
        (other hands, the deck order ...) drawn with ``rng`` among those that fit.
        Search bots (:class:`gamekit.bots.MCTSBot`) play from such states, so they
        never read the real hidden state. A sampled state has no history: it cannot
        be saved or replayed (``history_reaches`` is False)."""
        sample = getattr(getattr(self, "rules", None), "sample_state", None)
        if sample is None:
            raise NotImplementedError(
                f"{self.title} does not provide sample_state(view, rng) (a full state "
                "consistent with one player's view), which search bots such as MCTSBot need")
        state = sample(self, view, rng)
        state.history_reaches = False
        return state

    def from_json(self, text: str) -> State:
        """Rebuild a saved game of this game by replaying its history."""
        save = parse_save(text)
        if save["game"] != self.name:
            raise CorruptSave(f"the save is a game of {save['game']!r}, not of {self.name!r}")
        try:
            options = type(self)(**save["options"]).options
        except (TypeError, ValueError) as exc:
            raise CorruptSave(f"the save's options cannot be those of {self.title}: {exc}") from None
        if options != self.options:
            raise CorruptSave(f"the save was made with options {save['options']}, "
                              f"this game has {self.options}")
        return replay_text(self, save["history"], save["set_up"])

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"gamekit.load({self.name!r}, {opts})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and (self.name, self.options) == (other.name, other.options)

    def __hash__(self) -> int:
        return hash((self.name, tuple(sorted(self.options.items()))))


@dataclass(eq=False, repr=False, kw_only=True)
class State:
    """One position of a game, as plain data: each game's ``state.py`` adds its fields
    (lists, ints, an Enum phase ...). What may happen next, and doing it, are asked of
    the game's :class:`Rules`; this class adds the history, the log and saving."""

    game: Game
    history: list[Any] = field(default_factory=list)
    """Every action and chance outcome applied, in order."""
    events: list[Event] = field(default_factory=list)
    """The log, as (reader, template, arguments): formatted on demand."""
    set_up: tuple[SetUpLine, ...] = ()
    """The set-up lines made on this state (``gamekit.tikal.setup`` ...), each after
    as many steps of ``history`` as it followed: a save replays them with it."""
    history_reaches: bool = True
    """Whether replaying ``history`` and ``set_up`` from the start reaches this position:
    not for one whose fields were written or that was dealt from a view
    (``sample_state``). Such a position has no save."""

    @property
    def n(self) -> int:
        """The number of players."""
        return self.game.num_players

    # -- the protocol, answered by the game's rules -----------------------------------
    @property
    def current_player(self) -> int:
        return self.game.rules.current_player(self)

    def legal_actions(self) -> list[Any]:
        return self.game.rules.legal_actions(self)

    # (the rules are asked directly, not through the property: these run every step)
    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        """At a chance node, each outcome with its exact probability (summing to 1)."""
        rules = self.game.rules
        if rules.current_player(self) != CHANCE:
            return []
        return rules.chance(self).exact()

    def sample_chance(self, rng: random.Random) -> Any:
        """A chance outcome drawn with its probability, from the same weights as
        :meth:`chance_outcomes`."""
        rules = self.game.rules
        if rules.current_player(self) != CHANCE:
            raise IllegalAction(f"{self.game.title}: this is not a chance step, so there is "
                                "no chance outcome to draw (it is a player's decision or "
                                "the end of the game)")
        return rules.chance(self).sample(rng)

    def apply(self, action: Any) -> None:
        """Apply a legal action or chance outcome; an illegal one raises
        :class:`IllegalAction` and leaves the state exactly as it was."""
        game = self.game
        if game.rules.current_player(self) == TERMINAL:
            raise IllegalAction(f"{game.title}: the game is over; no action can be applied")
        self.advance(well_typed(action, game.title))

    def advance(self, action: Any) -> None:
        """Apply an action or chance outcome already known to be well formed (of its
        declared types, as :meth:`apply` makes sure) in a game not over: its legality is
        still checked by the rules, and an illegal one leaves the state as it was."""
        self.game.rules.apply(self, action)
        self.history.append(action)

    def carry_out(self, action: Any) -> None:
        """Apply, without checking it again, an action the rules listed for this very
        state (nothing changed since) or a chance outcome drawn from their own odds:
        what is known to be legal needs no second look (the fast path of whole games,
        :func:`gamekit.play`, and search). Anything else must go through :meth:`apply`,
        which checks: an illegal action carried out here would corrupt the state."""
        rules = self.game.rules
        (rules.carry_out or rules.apply)(self, action)
        self.history.append(action)

    def returns(self) -> list[float]:
        return self.game.rules.returns(self)

    def view(self, player: int) -> dict:
        """Plain JSON-able data: what ``player`` may see, nothing more."""
        return self.game.rules.view(self, seat(self.game, player))

    # -- shared machinery --------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.game.rules.current_player(self) == TERMINAL

    def clone(self: S) -> S:
        """An independent copy (every list and dict of the state copied)."""
        return plain_copy(self)

    def event(self, template: str, *args: Any, seat: int | tuple[int, ...] | None = None) -> None:
        """Record a log line; ``seat`` marks a line only that player (or, a tuple,
        those players) may read."""
        self.events.append((seat, template, args))

    @property
    def log(self) -> list[str]:
        """Everything that happened, in plain language (the narrator's log: hidden
        cards included)."""
        return [t.format(*a) for _, t, a in self.events]

    @property
    def public_log(self) -> list[str]:
        """The lines everyone may read (what a projector may show)."""
        return [t.format(*a) for s, t, a in self.events if s is None]

    def log_for(self, player: int) -> list[str]:
        """The log as ``player`` saw it: public lines and his own private ones."""
        player = seat(self.game, player)
        return [t.format(*a) for s, t, a in self.events
                if s is None or s == player or (type(s) is tuple and player in s)]

    def to_json(self) -> str:
        """The save: the game, its options and the history (``from_json`` replays it).
        A position its history does not reach (``history_reaches``) has none: a
        ValueError says so."""
        if not self.history_reaches:
            raise ValueError(f"{self.game.title}: this position was dealt from a view or set up "
                             "with values a save cannot keep, so its history does not reach it and "
                             "a save of it would be another game; keep the lines that made it instead")
        save = {"format": SAVE_FORMAT, "game": self.game.name, "options": self.game.options,
                "history": [str(a) for a in self.history]}
        if self.set_up:  # an older kit, which would not replay them, refuses the format
            save |= {"format": SET_UP_FORMAT, "set_up": [line.saved() for line in self.set_up]}
        return json.dumps(save, indent=1)

    def choices(self) -> list[Any]:
        """What may happen next: the chance outcomes or the legal actions."""
        if self.current_player == CHANCE:
            return [o for o, _ in self.chance_outcomes()]
        return self.legal_actions()

    def __str__(self) -> str:
        return "\n".join(self.log[-10:])


def parse_save(text: str) -> dict:
    """Read a save's envelope, or raise :class:`CorruptSave` saying what is wrong."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise CorruptSave(f"a save is JSON text, not {type(text).__name__}")
    try:
        save = json.loads(text)
    except RecursionError:
        raise CorruptSave("a save is JSON text: this one is nested too deep to be a save") from None
    except ValueError as exc:  # bad JSON, or a number too long to read
        raise CorruptSave(f"a save is JSON text: {exc}") from None
    if not isinstance(save, dict):
        raise CorruptSave("a save is a JSON object with game, options and history")
    missing = [key for key in ("format", "game", "options", "history") if key not in save]
    if missing:
        raise CorruptSave(f"the save lacks {', '.join(missing)}")
    if type(save["format"]) is not int or save["format"] not in (SAVE_FORMAT, SET_UP_FORMAT):  # true, 1.0 equal 1
        raise CorruptSave(f"save format {save['format']!r} is not known "
                          f"(this kit reads {SAVE_FORMAT} and {SET_UP_FORMAT})")
    if not isinstance(save["options"], dict) or not isinstance(save["history"], list) or \
            not all(isinstance(step, str) for step in save["history"]):
        raise CorruptSave("a save's options are an object and its history a list of texts")
    if save["format"] == SET_UP_FORMAT and "set_up" not in save:
        raise CorruptSave(f"a save of format {SET_UP_FORMAT} has set-up lines (set_up), and this one none")
    save["set_up"] = read_lines(save.get("set_up", []), len(save["history"]))
    return save


def replay_text(game: Game, steps: Sequence[str], set_up: Sequence[SetUpLine] = ()) -> State:
    """Replay a history written as text, matching each step against what may happen,
    with the ``set_up`` lines made where they were (after as many steps)."""
    state = game.new_initial_state()
    due: dict[int, list[tuple[int, SetUpLine]]] = {}
    for number, line in enumerate(set_up, 1):
        due.setdefault(line.at, []).append((number, line))
    for number, step in enumerate(steps, 1):
        for line_number, line in due.get(number - 1, ()):
            make(state, line_number, line)
        if state.is_terminal():
            raise CorruptSave(f"step {number} ({step!r}): the game was already over")
        match = next((c for c in state.choices() if str(c) == step), None)
        if match is None:
            raise CorruptSave(f"step {number} ({step!r}) is not possible here; "
                              f"possible: {[str(c) for c in state.choices()][:12]}")
        state.apply(match)
    for line_number, line in due.get(len(steps), ()):
        make(state, line_number, line)
    return state
