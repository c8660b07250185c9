"""Seeded play and replay: the same seed gives the same game in any process."""
import copy
import dataclasses
import os
import random
import subprocess
import sys
from importlib import import_module

import pytest

import gamekit
from gamekit.bots import kinds, make
from gamekit.core.bots import Observation, RandomBot, observe
from gamekit.core.play import choose, decisions, seat_bots, step
from gamekit.tavern_trouble.actions import Stand

SCRIPT = ("import gamekit; s = gamekit.play(gamekit.load('tavern_trouble', players=5), seed=99);"
          "print(s.to_json())")


def test_the_same_seed_gives_the_same_game_in_another_process_and_hash_seed():
    runs = []
    for hash_seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                             text=True, check=True).stdout
        runs.append(out)
    here = gamekit.play(gamekit.load("tavern_trouble", players=5), seed=99).to_json()
    assert runs[0] == runs[1] == runs[2] == here + "\n"


def test_different_seeds_give_different_games():
    game = gamekit.load("tavern_trouble")
    assert gamekit.play(game, seed=1).history != gamekit.play(game, seed=2).history


def test_replay_rebuilds_every_state_and_undo_is_replay_of_a_shorter_history():
    game = gamekit.load("tavern_trouble", players=3)
    final = gamekit.play(game, seed=3)
    assert gamekit.replay(game, final.history).log == final.log
    undone = gamekit.replay(game, final.history[:-1])
    assert len(undone.history) == len(final.history) - 1
    assert not undone.is_terminal()


def test_replay_of_an_illegal_history_raises():
    game = gamekit.load("tavern_trouble", players=3)
    history = gamekit.play(game, seed=3).history
    with pytest.raises(gamekit.IllegalAction):
        gamekit.replay(game, history[1:])


def test_bots_must_match_the_seats():
    game = gamekit.load("tavern_trouble", players=3)
    with pytest.raises(ValueError, match="3 bots"):
        gamekit.play(game, bots=[gamekit.RandomBot()], seed=1)


def every_games_bots():
    """(game name, bot): each bot kind of every game but 'random', and its search bot."""
    for name in gamekit.games():
        yield from ((name, make(name, kind)) for kind in kinds(name) if kind != "random")
        module = import_module(f"gamekit.{name}.bots")
        if hasattr(module, "mcts_bot"):
            yield name, module.mcts_bot(iterations=2)


@pytest.mark.parametrize("name,bot", list(every_games_bots()), ids=repr)
def test_a_bot_of_another_game_is_refused_before_anything_is_played(name, bot):
    """A Tikal bot at a Tavern Trouble table failed deep inside its own rules (an
    AssertionError, or a KeyError of the view); now its seat is refused, naming both
    games, and a position given to finish is left as it was."""
    own = gamekit.load(name)
    assert seat_bots(own, [bot] * own.num_players)
    for other in (g for g in gamekit.games() if g != name):
        game = gamekit.load(other)
        bots = [RandomBot(), bot] + [RandomBot()] * (game.num_players - 2)
        state = game.new_initial_state()
        before = state.to_json()
        words = rf"bots\[1\] is a bot of {own.title}, not of {game.title}"
        with pytest.raises(ValueError, match=words):
            gamekit.play(game, bots=bots, state=state, seed=1)
        assert state.to_json() == before and not state.history
        with pytest.raises(ValueError, match=words):
            gamekit.simulate(game, bots, games=2, progress=False)


def test_step_and_choose_check_the_bot_they_ask():
    """One step at a time (the classroom's "let the bot move", a notebook's loop) asks
    the bot at the seat as ``play`` would have seated it: a Tikal bot at a Tavern Trouble
    table, or no bot at the seat, is refused by name and the state stays as it was."""
    game = gamekit.load("tavern_trouble", players=3)
    state, rng = game.new_initial_state(), random.Random(2)
    while state.current_player == gamekit.CHANCE:
        step(state, [RandomBot()] * 3, rng)
    player, before = state.current_player, state.to_json()
    wrong = [RandomBot()] * 3
    wrong[player] = make("tikal", "heuristic")
    for ask in (step, choose):
        with pytest.raises(ValueError, match=rf"bots\[{player}\] is a bot of Tikal"):
            ask(state, wrong, rng)
        with pytest.raises(ValueError, match=rf"no bot sits at seat {player} to move"):
            ask(state, {}, rng)
        with pytest.raises(TypeError, match=rf"bots\[{player}\] is not a bot"):
            ask(state, ["random"] * 3, rng)
        assert state.to_json() == before
    assert choose(state, [RandomBot()] * 3, rng) in state.legal_actions()
    step(state, [RandomBot()] * 3, rng)
    assert state.to_json() != before
    over = gamekit.play(game, seed=1)
    for ask in (step, choose):
        with pytest.raises(gamekit.IllegalAction, match="the game is over"):
            ask(over, [RandomBot()] * 3, rng)


class SpyBot:
    """Records what it was shown."""

    def __init__(self):
        self.seen = []

    def act(self, observation, rng):
        self.seen.append(observation)
        return observation.legal_actions[0]


def test_bots_see_an_observation_not_the_state():
    spy = SpyBot()
    game = gamekit.load("tavern_trouble", players=2)
    gamekit.play(game, bots=[spy, gamekit.RandomBot()], seed=4)
    first = spy.seen[0]
    assert isinstance(first, Observation)
    assert set(first.view) >= {"hand", "life", "clash_count"}
    assert first.view["player"] == first.player == 0
    assert "hands" not in first.view  # only his own hand


class Tamperer:
    """Adds a move of its own to the list it was shown, the other player's, and plays
    it: the list is the bot's, so what it adds is checked like any action from outside."""

    def act(self, observation, rng):
        actions = observation.legal_actions
        actions.append(Stand(player=1 - observation.player, cards=2))
        return actions[-1]


class Stale:
    """Plays, at every decision, the first action it was ever offered: the very object,
    listed once, for another position."""

    first = None

    def act(self, observation, rng):
        self.first = self.first or observation.legal_actions[0]
        return self.first


class Last:
    """Plays the last action listed."""

    def act(self, observation, rng):
        return observation.legal_actions[-1]


class Copier:
    """Plays an equal copy of the last action listed, not the object the rules made."""

    def act(self, observation, rng):
        return copy.copy(observation.legal_actions[-1])


def test_only_the_rules_own_listing_skips_the_second_check():
    """``play`` carries out, with no second check, a bot's action that is the very
    object the rules just listed for the position; a move the bot made itself, one
    listed for another position or an equal copy is checked, and an illegal one is
    refused with the state as it was."""
    game = gamekit.load("tavern_trouble", players=2)
    for bot in (Tamperer(), Stale()):
        state = game.new_initial_state()
        with pytest.raises(gamekit.IllegalAction, match="Tavern Trouble"):
            gamekit.play(game, [bot, RandomBot()], seed=4, state=state)
        assert state.current_player == 0 and state.legal_actions()
        assert gamekit.replay(game, state.history).to_json() == state.to_json()
    copied = gamekit.play(game, [Copier(), Copier()], seed=4)
    listed = gamekit.play(game, [Last(), Last()], seed=4)
    assert copied.is_terminal() and copied.to_json() == listed.to_json()
    assert any(a is not b for a, b in zip(copied.history, listed.history))


def test_a_game_without_carry_out_is_checked_at_every_step_and_plays_the_same():
    """``Rules.carry_out`` is optional: a game that gives none has every step checked
    by its ``apply``, and the same seed plays the same game."""
    game = gamekit.load("tavern_trouble", players=3)
    checked = type("Checked", (type(game),), {"rules": dataclasses.replace(type(game).rules,
                                                                           carry_out=None)})
    assert checked(players=3).rules.carry_out is None
    assert gamekit.play(checked(players=3), seed=5).to_json() == gamekit.play(game, seed=5).to_json()


def test_unknown_game_is_a_key_error_naming_the_games():
    with pytest.raises(KeyError, match="tavern_trouble"):
        gamekit.load("tavern_troubles")
    assert "tavern_trouble" in gamekit.games()



def test_decisions_yield_each_choice_before_it_is_applied_and_play_to_the_end():
    """``decisions``: every decision of a game, the bot's choice seen before the state
    moves on; the game is the one a loop of its own plays with the same numbers."""
    game = gamekit.load("tavern_trouble", players=3)
    state, seen = game.new_initial_state(), []
    for obs, choice in decisions(state, RandomBot(), random.Random(4)):
        assert choice in obs.legal_actions and obs.view == state.view(obs.player)
        assert state.current_player == obs.player          # not applied yet
        seen.append(choice)
    assert state.is_terminal()
    rng, own, chosen = random.Random(4), game.new_initial_state(), []
    while not own.is_terminal():
        player = own.current_player
        if player == gamekit.CHANCE:
            own.apply(own.sample_chance(rng))
        else:
            chosen.append(RandomBot().act(observe(own, player), rng))
            own.apply(chosen[-1])
    assert seen == chosen and own.history == state.history
