"""Wrong arguments to the public functions are clear errors naming the argument."""
import numpy as np
import pytest

import gamekit
from gamekit.analysis import action_values, outcome_distribution
from gamekit.bots import make
from gamekit.core.bots import observe


@pytest.fixture
def game():
    return gamekit.load("tavern_trouble", players=3)


@pytest.mark.parametrize("call,error,words", [
    (lambda g: gamekit.replay(g, None), TypeError, "history"),
    (lambda g: gamekit.replay(None, []), TypeError, "game"),
    (lambda g: gamekit.replay(g, "Player 1 stands"), TypeError, "history"),
    (lambda g: gamekit.play(None), TypeError, "game"),
    (lambda g: gamekit.play(g, bots=3), TypeError, "bots"),
    (lambda g: gamekit.play(g, bots=[gamekit.RandomBot()]), ValueError, "bots"),
    (lambda g: gamekit.play(g, bots=["random"] * 3), TypeError, r"bots\[0\] is not a bot"),
    (lambda g: gamekit.play(g, bots=[gamekit.RandomBot(), None, gamekit.RandomBot()]), TypeError,
     r"bots\[1\] is not a bot"),
    (lambda g: gamekit.simulate(g, ["heuristic"] * 3, games=2), TypeError, "is not a bot"),
    (lambda g: gamekit.play(g, state=gamekit.load("tavern_trouble", players=4).new_initial_state()),
     ValueError, "state is a position of"),
    (lambda g: gamekit.play(g, state="Player 1 stands"), TypeError, "state"),
    (lambda g: observe(dealt(g), 0), ValueError, "Player 1 is not the one to decide .it is Player 2's"),
    (lambda g: observe(g.new_initial_state(), 0), ValueError, "this is a chance step"),
    (lambda g: observe(gamekit.play(g, seed=1), 0), ValueError, "the game is over"),
    (lambda g: action_values(dealt(g), bots=[make("tikal", "heuristic")] * 3), ValueError,
     r"bots\[0\] is a bot of Tikal, not of Tavern Trouble"),
    (lambda g: action_values(dealt(g), games=True), ValueError, "games"),
    (lambda g: action_values(dealt(g), exact_up_to="all"), ValueError, "exact_up_to"),
    (lambda g: action_values(g), TypeError, "state is a gamekit State"),
    (lambda g: outcome_distribution(g, len), TypeError, "state is a gamekit State"),
    (lambda g: outcome_distribution(g.new_initial_state(), "life"), TypeError, "value and stop"),
    (lambda g: gamekit.simulate(g, games=True), ValueError, "games"),
    (lambda g: gamekit.simulate(g, games=2, workers=True), ValueError, "workers"),
    (lambda g: gamekit.simulate(g, games=-1), ValueError, "games"),
    (lambda g: gamekit.simulate(g, games=2.5), ValueError, "games"),
    (lambda g: gamekit.simulate(g, games=4, workers=0), ValueError, "workers"),
    (lambda g: gamekit.load(123), TypeError, "str"),
    (lambda g: gamekit.load("chess"), KeyError, "the games are"),
    (lambda g: g.new_initial_state().view("Player 1"), ValueError, "player"),
    (lambda g: g.new_initial_state().view(True), ValueError, "player"),
    (lambda g: g.new_initial_state().log_for(3), ValueError, "player"),
    (lambda g: gamekit.play(g, seed=1).sample_chance(None), gamekit.IllegalAction, "not a chance step"),
    (lambda g: gamekit.from_json(None), gamekit.CorruptSave, "JSON text"),
    (lambda g: g.from_json(b"\x00"), gamekit.CorruptSave, "JSON"),
])
def test_a_wrong_argument_is_named(game, call, error, words):
    with pytest.raises(error, match=words):
        call(game)


def dealt(game):
    """A game of ``game`` after the deal: Player 2, left of the dealer, decides."""
    state = game.new_initial_state()
    while state.current_player == gamekit.CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    return state


def test_numpy_integers_are_counts_of_games_and_seats(game):
    """numpy's integers are taken as plain ints, as in an action (README, the protocol)."""
    assert len(gamekit.simulate(game, games=np.int64(3), seed=1).table()) == 3
    assert observe(dealt(game), np.int64(1)).player == 1
