"""Every registered gamekit game as an OpenSpiel game (``pip install -e ".[openspiel]"``).

    >>> import pyspiel
    >>> from gamekit.adapters import openspiel
    >>> game = openspiel.load("tavern_trouble", players=3)     # a pyspiel.Game
    >>> pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)

Importing this module registers each game that declares its bounds (see below) with
``pyspiel`` as a Python game named ``gamekit_<name>``, so
``pyspiel.load_game("gamekit_tavern_trouble", {"players": 3})`` works too, and saved
states (``pyspiel.serialize_game_and_state``) load back.

The gamekit state does all the work; this module only translates:

* an action id is the index of the action in ``legal_actions()``, a chance outcome's
  id its index in ``chance_outcomes()``; ``action_to_string`` is ``str(action)``;
* ``num_distinct_actions`` and ``max_chance_outcomes`` are the bounds the game declares
  (``Game.max_actions``, ``Game.max_chance_outcomes``); ``max_game_length`` likewise,
  or :data:`~gamekit.adapters.common.DEFAULT_MAX_GAME_LENGTH` when the rules set none;
* ``observation_string(p)`` is ``view(p)`` as JSON with sorted keys, and
  ``information_state_string(p)`` adds the log as p saw it (``log_for(p)``), so that it
  remembers what p has seen and done (perfect recall);
* ``returns()`` are the game's (1.0 for each winner, 0.0 for the others): utilities
  from 0 to 1, general-sum; the game is sequential, with explicit chance and imperfect
  information;
* ``str(state)`` is the narrator's whole log (hidden cards included); a serialized
  state is rebuilt by replaying its action ids.
"""
from __future__ import annotations

import json
import random
from typing import Any

from ..core.bots import Bot, observe
from ..core.play import play as play_kit
from ..core.protocol import CHANCE, TERMINAL, Option, State
from ..core.registry import game_class, games
from ..core.registry import load as load_kit
from .common import bounds, choice_id, choice_of, require

pyspiel: Any = require("pyspiel", "openspiel")

PREFIX = "gamekit_"
PARAMETER_TYPES = (bool, int, float, str)
"""Option values OpenSpiel game parameters can carry."""
SWITCH = {True: "on", False: "off"}
"""How a parameter of type str carries an option's True and False (Camelot's
``three_brave_knights`` is ``"auto"``, True or False): OpenSpiel gives each parameter one
type, its default's, and reads "true" and "false" in a game's name as bools."""


def short_name(name: str) -> str:
    """The OpenSpiel name of a gamekit game: ``gamekit_tavern_trouble``."""
    return PREFIX + name


def load(name: str, **options: Any) -> pyspiel.Game:
    """The gamekit game ``name`` with its options, as a ``pyspiel.Game``. A bad option
    raises the game's own ``ValueError``."""
    cls = game_class(name)  # an unknown name: KeyError listing the games
    # a bad option: the game's ValueError; undeclared bounds: the error that names them
    kit = load_kit(name, **options)
    bounds(kit)
    params = {key: to_parameter(cls.OPTIONS[key].default, kit.options[key]) for key in options}
    for key, value in params.items():
        if not isinstance(value, PARAMETER_TYPES):
            raise ValueError(f"option {key}={value!r}: OpenSpiel game parameters are bool, "
                             "int, float or str")
    return pyspiel.load_game(short_name(name), params)


def to_parameter(default: Any, value: Any) -> Any:
    """An option's value as an OpenSpiel parameter of its default's type: True and False
    as "on" and "off" where the default is a str (:data:`SWITCH`)."""
    if isinstance(default, str) and isinstance(value, bool):
        return SWITCH[value]
    return value


def from_parameter(option: Option, value: Any) -> Any:
    """The option value an OpenSpiel parameter stands for (:func:`to_parameter` undone)."""
    for allowed in option.allowed or ():
        if to_parameter(option.default, allowed) == value and type(allowed) is not type(value):
            return allowed
    return value


# -- the game -------------------------------------------------------------------------
def game_type(name: str) -> pyspiel.GameType:
    """The OpenSpiel game type of the gamekit game ``name``."""
    cls = game_class(name)
    default = cls()
    seats = cls.OPTIONS["players"].allowed or (default.num_players,)
    chance = (pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if bounds(default).max_chance_outcomes
              else pyspiel.GameType.ChanceMode.DETERMINISTIC)
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"gamekit {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(seats),
        min_num_players=min(seats),
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={key: option.default for key, option in cls.OPTIONS.items()
                                 if isinstance(option.default, PARAMETER_TYPES)})


class OpenSpielGame(pyspiel.Game):
    """A gamekit game seen by OpenSpiel; ``kit`` is the gamekit game."""

    kit_name: str = ""
    """The gamekit name; each registered game is a subclass that sets it."""

    def __init__(self, params: dict | None = None) -> None:
        name = self.kit_name
        params = dict(params or {})
        options = game_class(name).OPTIONS
        self.kit = load_kit(name, **{key: from_parameter(options[key], value) if key in options
                                     else value for key, value in params.items()})
        sizes = bounds(self.kit)
        info = pyspiel.GameInfo(
            num_distinct_actions=sizes.max_actions,
            max_chance_outcomes=sizes.max_chance_outcomes,
            num_players=self.kit.num_players,
            min_utility=0.0,
            max_utility=1.0,
            max_game_length=sizes.max_game_length)
        super().__init__(game_type(name), info, params)

    def new_initial_state(self) -> OpenSpielState:
        return OpenSpielState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> ViewObserver:
        """A player's own view (the only observation gamekit games give), with his log
        when the type asks for perfect recall."""
        if iig_obs_type is not None and (
                iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
                or not iig_obs_type.public_info):
            raise ValueError(f"{self.kit.title}: the only observation is a player's own "
                             "view (public and his private information)")
        return ViewObserver(perfect_recall=bool(iig_obs_type and iig_obs_type.perfect_recall),
                            params=params)


class ViewObserver:
    """Observer (OpenSpiel's PyObserver interface) built from ``view(player)``."""

    def __init__(self, perfect_recall: bool, params=None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        self.perfect_recall = perfect_recall
        self.tensor = None
        self.dict: dict = {}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        """No tensor: the views are plain data of a shape that varies per game."""

    def string_from(self, state: OpenSpielState, player: int) -> str:
        kit = state.kit
        if self.perfect_recall:
            return json.dumps({"view": kit.view(player), "log": kit.log_for(player)},
                              sort_keys=True)
        return json.dumps(kit.view(player), sort_keys=True)


# -- the state ------------------------------------------------------------------------
class _Kit:
    """The gamekit state inside an OpenSpiel state, with the ids that reached it.

    OpenSpiel clones a Python state by deep-copying its attributes and serializes it
    by pickling them: a deep copy here is the game's own cheap ``clone``, and a pickle
    is the game's name, options and action ids, replayed when it is loaded."""

    __slots__ = ("state", "ids", "_choices")

    def __init__(self, state: State, ids: list[int] | None = None) -> None:
        self.state = state
        self.ids = [] if ids is None else ids
        self._choices: list | None = None

    def choices(self) -> list:
        if self._choices is None:
            self._choices = self.state.choices()
        return self._choices

    def apply(self, choice: int) -> None:
        """The choice of id ``choice`` among those listed for this very state, carried
        out with no second check (``State.carry_out``); an id out of range is refused."""
        self.state.carry_out(choice_of(self.state, choice, self.choices()))
        self.ids.append(choice)
        self._choices = None

    def __deepcopy__(self, memo) -> _Kit:
        twin = _Kit(self.state.clone(), self.ids.copy())
        twin._choices = self._choices  # a list never changed in place
        return twin

    def __reduce__(self):
        game = self.state.game
        return (_replay, (game.name, dict(game.options), list(self.ids)))


def _replay(name: str, options: dict, ids: list[int]) -> _Kit:
    kit = _Kit(load_kit(name, **options).new_initial_state())
    for choice in ids:
        kit.apply(choice)
    return kit


class OpenSpielState(pyspiel.State):
    """One position of a gamekit game, seen by OpenSpiel; ``kit`` is the gamekit state."""

    def __init__(self, game: OpenSpielGame) -> None:
        super().__init__(game)
        self._kit = _Kit(game.kit.new_initial_state())

    @property
    def kit(self) -> State:
        """The gamekit state (teacher's mode: hidden information included)."""
        return self._kit.state

    def current_player(self) -> int:
        player = self._kit.state.current_player
        if player == CHANCE:
            return pyspiel.PlayerId.CHANCE
        if player == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self._kit.choices())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        outcomes = self._kit.state.chance_outcomes()
        self._kit._choices = [outcome for outcome, _ in outcomes]
        return [(index, float(p)) for index, (_, p) in enumerate(outcomes)]

    def _apply_action(self, action: int) -> None:
        self._kit.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return str(choice_of(self._kit.state, action, self._kit.choices()))

    def is_terminal(self) -> bool:
        return self._kit.state.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self._kit.state.returns()]

    def __str__(self) -> str:
        return "\n".join(self._kit.state.log)


# -- bots -----------------------------------------------------------------------------
class KitBot(pyspiel.Bot):
    """A gamekit bot (``act(observation, rng)``) as an OpenSpiel bot for ``player``.

    It sees what a gamekit bot always sees, the player's view and legal actions, and
    draws its random choices from ``random.Random(seed)``."""

    def __init__(self, bot: Bot, player: int, seed: int | None = None) -> None:
        pyspiel.Bot.__init__(self)
        self.bot = bot
        self.player = player
        self.seed = seed
        self.rng = random.Random(seed)

    def step(self, state: OpenSpielState) -> int:
        kit = state.kit
        if kit.current_player != self.player:
            raise ValueError(f"{kit.game.title}: it is not Player {self.player + 1}'s decision")
        return choice_id(kit, self.bot.act(observe(kit, self.player), self.rng))

    def restart_at(self, state: OpenSpielState) -> None:
        self.rng = random.Random(self.seed)

    def __repr__(self) -> str:
        return f"KitBot({self.bot!r}, player={self.player})"


def play(game: pyspiel.Game, bots: list, seed: int | None = None) -> OpenSpielState:
    """Play one whole game with one OpenSpiel bot per seat (``KitBot`` wraps a gamekit
    bot); chance is drawn from ``random.Random(seed)`` with the game's own odds, and a
    decision with one legal action is taken without asking (there is nothing to choose,
    and a search would spend its simulations on it). Returns the final state
    (``state.returns()``, ``state.kit.log``)."""
    if len(bots) != game.num_players():
        raise ValueError(f"{game.get_type().long_name} with {game.num_players()} players "
                         f"needs {game.num_players()} bots, got {len(bots)}")
    rng = random.Random(seed)
    state = game.new_initial_state()
    for bot in bots:
        bot.restart_at(state)
    while not state.is_terminal():
        if state.is_chance_node():
            kit = state.kit
            action = choice_id(kit, kit.sample_chance(rng))
        else:
            actions = state.legal_actions()
            action = actions[0] if len(actions) == 1 else bots[state.current_player()].step(state)
        state.apply_action(action)
    return state


class KitRollouts:
    """An evaluator for OpenSpiel's MCTS (``open_spiel.python.algorithms.mcts``): the
    mean returns of ``n_rollouts`` random playouts, like its ``RandomRolloutEvaluator``,
    but played by gamekit itself (chance drawn by the game's ``sample_chance``), which
    is several times faster than stepping through pyspiel."""

    def __init__(self, n_rollouts: int = 1, seed: int | None = None) -> None:
        if n_rollouts < 1:
            raise ValueError(f"n_rollouts is at least 1, not {n_rollouts!r}")
        self.n_rollouts = n_rollouts
        self.rng = random.Random(seed)

    def evaluate(self, state: OpenSpielState) -> list[float]:
        kit = state.kit
        total = [0.0] * kit.game.num_players
        for _ in range(self.n_rollouts):
            final = play_kit(kit.game, seed=self.rng.getrandbits(64), state=kit.clone())
            total = [t + r for t, r in zip(total, final.returns())]
        return [t / self.n_rollouts for t in total]

    def prior(self, state: OpenSpielState) -> list[tuple[int, float]]:
        """Chance outcomes with their odds; at a decision, every action alike."""
        if state.is_chance_node():
            return state.chance_outcomes()
        actions = state.legal_actions()
        return [(action, 1.0 / len(actions)) for action in actions]


def declares_bounds(name: str) -> bool:
    """Whether the game states the bounds OpenSpiel needs; one that does not is left
    unregistered, and :func:`load` says what it lacks."""
    try:
        bounds(game_class(name)())
    except ValueError:
        return False
    return True


def _register() -> None:
    """Register every gamekit game with pyspiel, each as a class of its own kept in this
    module (a closure owned by OpenSpiel's registry alone would be freed after the
    interpreter has shut down, which aborts it)."""
    registered = set(pyspiel.registered_names())
    for name in games():
        if short_name(name) not in registered and declares_bounds(name):
            creator = type(f"OpenSpielGame_{name}", (OpenSpielGame,), {"kit_name": name})
            globals()[creator.__name__] = creator
            pyspiel.register_game(game_type(name), creator)


_register()
