"""Playing whole games: seeded, with bots, and rebuilding a game from its history."""
from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import repeat
from operator import is_
from typing import Any

from .actions import well_typed
from .bots import Bot, Observation, RandomBot, observe
from .errors import IllegalAction
from .protocol import CHANCE, TERMINAL, Game, State
from .registry import GAMES

Seats = Sequence[Bot] | Mapping[int, Bot]
"""The bots of a table: one per seat, or by seat for the seats that have one."""


def seat_bots(game: Game, bots: Sequence[Bot] | None) -> list[Bot]:
    """One bot per seat; ``None`` seats random bots. A ``TypeError`` for what is not a
    bot, a ``ValueError`` for the wrong number of bots or a bot of another game (its
    ``game_name``), before anything is played."""
    if bots is None:
        return [RandomBot() for _ in range(game.num_players)]
    if isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence):
        raise TypeError(f"bots is a list of one bot per seat (or None), not {bots!r}")
    bots = list(bots)
    if len(bots) != game.num_players:
        raise ValueError(f"{game.title} with {game.num_players} players needs "
                         f"{game.num_players} bots, got {len(bots)}")
    for place, bot in enumerate(bots):
        check_bot(game, bot, place)
    return bots


def check_bot(game: Game, bot: object, place: int) -> None:
    """Check that ``bot``, the one at ``bots[place]``, can play ``game``: a ``TypeError``
    for what is not a bot, a ``ValueError`` for a bot of another game (its ``game_name``)."""
    if not callable(getattr(bot, "act", None)):
        raise TypeError(f"bots[{place}] is not a bot (anything with act(observation, rng), "
                        f"such as gamekit.bots.make({game.name!r}, 'random')): {bot!r}")
    plays = getattr(bot, "game_name", None)
    if plays is not None and plays != game.name:
        raise ValueError(f"bots[{place}] is a bot of {_title(plays)}, not of {game.title}: "
                         f"{bot!r}; seat {game.title}'s own, such as "
                         f"gamekit.bots.make({game.name!r}, 'heuristic')")


def _asked(state: State, bots: Seats, player: int) -> Bot:
    """The bot at ``player``'s seat of ``bots`` (one per seat, or the seats that have
    one), checked as :func:`seat_bots` checks every seat."""
    try:
        bot = bots[player]
    except (IndexError, KeyError, TypeError):
        raise ValueError(f"{state.game.title}: no bot sits at seat {player} to move: "
                         f"bots is {bots!r}") from None
    check_bot(state.game, bot, player)
    return bot


def _title(name: object) -> str:
    """The title of the game called ``name`` (``name`` itself if no game is)."""
    return GAMES[name].title if isinstance(name, str) and name in GAMES else repr(name)


def decisions(state: State, bot: Bot, rng: random.Random) -> Iterator[tuple[Observation, Any]]:
    """Play ``state`` on to its end, ``bot`` at every seat and chance drawn with ``rng``,
    yielding at each decision the player's observation and the bot's choice before the
    choice is applied: a study reads the game there, and may draw numbers of its own
    from ``rng`` in between."""
    while not state.is_terminal():
        player = state.current_player
        if player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        observation = observe(state, player)
        choice = bot.act(observation, rng)
        yield observation, choice
        state.apply(choice)


def choose(state: State, bots: Seats, rng: random.Random) -> Any:
    """What happens next: a chance outcome drawn with ``rng``, or the seated bot's
    action (the bot sees only what its player sees)."""
    player = state.current_player
    if player == CHANCE:
        return state.game.rules.chance(state).sample(rng)
    if player == TERMINAL:
        raise IllegalAction(f"{state.game.title}: the game is over; there is nothing to choose")
    bot = _asked(state, bots, player)
    return bot.act(observe(state, player, bot), rng)


def step(state: State, bots: Seats, rng: random.Random) -> Any:
    """Advance one step: sample a chance outcome or ask the seated bot; return it."""
    player = state.current_player
    if player not in (CHANCE, TERMINAL):
        _asked(state, bots, player)
    return play_step(state, player, bots, rng)


def play_step(state: State, player: int, bots: Seats, rng: random.Random) -> Any:
    """:func:`step` where ``player`` is known to be ``state.current_player`` and the bots
    were seated by :func:`seat_bots` (the fast path of whole games).

    A chance outcome drawn from the rules' own odds, and a bot's action that is one of
    those the rules have just listed (the very object, not an equal one), are carried
    out with no second check: they are legal by the rules' own word, and nothing but the
    bot ran in between, which saw the list and not the state. Any other action is checked
    like any other."""
    if player == CHANCE:
        choice = state.game.rules.chance(state).sample(rng)
        state.carry_out(choice)
        return choice
    if player == TERMINAL:
        raise IllegalAction(f"{state.game.title}: the game is over; no action can be applied")
    bot = bots[player]
    observation = observe(state, player, bot)
    listed = tuple(observation.legal_actions)  # as listed, whatever the bot does to its list
    choice = bot.act(observation, rng)
    if any(map(is_, listed, repeat(choice))):
        state.carry_out(choice)
    else:
        state.advance(well_typed(choice, state.game.title))
    return choice


def play(game: Game, bots: Sequence[Bot] | None = None, seed: int | None = None,
         state: State | None = None) -> State:
    """Play a whole game (or finish ``state``) and return the final state.

    One ``random.Random(seed)`` drives every chance node and every bot, so the same
    seed and bots give the same game in any process."""
    if not isinstance(game, Game):
        raise TypeError(f"play(game, ...): game is a gamekit Game (gamekit.load(...)), not {game!r}")
    bots = seat_bots(game, bots)
    if state is not None:
        _check_position(game, state)
    rng = random.Random(seed)
    state = game.new_initial_state() if state is None else state
    whose = game.rules.current_player
    player = whose(state)
    while player != TERMINAL:
        play_step(state, player, bots, rng)
        player = whose(state)
    return state


def _check_position(game: Game, state: Any) -> None:
    """Check that ``state`` is a position of ``game`` (the same game, the same options):
    a TypeError or ValueError naming the argument otherwise."""
    if not isinstance(state, State):
        raise TypeError(f"play(game, state=...): state is a gamekit State "
                        f"(game.new_initial_state()), not {state!r}")
    if state.game != game:
        raise ValueError(f"play(game, state=...): state is a position of {state.game!r}, "
                         f"not of {game!r}")


def replay(game: Game, history: Iterable[Any]) -> State:
    """The state reached by applying ``history`` from the start; undo is
    ``replay(game, state.history[:-1])``."""
    if not isinstance(game, Game):
        raise TypeError(f"replay(game, history): game is a gamekit Game "
                        f"(gamekit.load(...)), not {game!r}")
    if isinstance(history, (str, bytes)) or not isinstance(history, Iterable):
        raise TypeError(f"replay(game, history): history is a list of actions and chance "
                        f"outcomes (state.history), not {history!r}")
    state = game.new_initial_state()
    for action in history:
        state.apply(action)
    return state
