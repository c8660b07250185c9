"""MCTSBot on every registered game: it plays legal moves from the player's view
only (two states with the same view get the same choice), and is seeded. Every game
provides ``Game.sample_state(view, rng)``. A game whose ``sample_state`` rebuilds only some
decision points says which with ``can_sample_state(view)``: it is checked there, and
the whole-game test asks the search only there (a random move elsewhere)."""
import random
import time
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.bots import MCTSBot, RandomBot
from gamekit.core.registry import game_class
from tests.decisions import decision_points as every_decision


def supported(game):
    """The game's test of the decision points its sample_state rebuilds (all if none)."""
    return getattr(game, "can_sample_state", lambda view: True)


def decision_points(game, games=3, seed=0, every=5):
    """Some decision points of seeded random games that the game's sample_state
    supports: (state, player)."""
    can = supported(game)
    points = ((state, p) for state, p in every_decision(game, games, seed) if can(state.view(p)))
    for n, (state, p) in enumerate(points):
        if n % every == 0:
            yield state.clone(), p


def observe(game, state, player):
    """An observation holding the view, legal actions and game only: no way back
    to the state."""
    return SimpleNamespace(player=player, view=state.view(player),
                           legal_actions=state.legal_actions(), game=game)


@pytest.mark.parametrize("name", gamekit.games())
def test_every_game_samples_states_that_fit_the_view(name):
    game = gamekit.load(name)
    rng = random.Random(1)
    checked = 0
    for state, p in decision_points(game):
        view = state.view(p)
        sample = game.sample_state(view, rng)
        assert sample.view(p) == view
        assert [str(a) for a in sample.legal_actions()] == [str(a) for a in state.legal_actions()]
        checked += 1
    assert checked > 5


@pytest.mark.parametrize("name", gamekit.games())
def test_the_choice_depends_on_the_view_alone(name):
    """Two states with the same view for the player (the second drawn by the game's
    own sample_state, so its hidden parts differ) get the same choice."""
    game = gamekit.load(name)
    bot = MCTSBot(iterations=20)
    compared = 0
    for state, p in decision_points(game, games=2, seed=3, every=9):
        if len(state.legal_actions()) < 2:
            continue
        if compared == 4:  # whole random playouts are long in some games
            break
        twin = game.sample_state(state.view(p), random.Random(compared))
        assert twin.view(p) == state.view(p)
        a = bot.act(observe(game, state, p), random.Random(7))
        b = bot.act(observe(game, twin, p), random.Random(7))
        assert a == b and a in state.legal_actions()
        compared += 1
    assert compared >= 3


class WhereSupported:
    """The search where the game's sample_state rebuilds the decision, else random."""

    def __init__(self, game, search):
        self.can, self.search, self.other = supported(game), search, RandomBot()

    def act(self, observation, rng):
        bot = self.search if self.can(observation.view) else self.other
        return bot.act(observation, rng)


@pytest.mark.parametrize("name", gamekit.games())
def test_mcts_plays_whole_games_seeded(name):
    fewest = game_class(name).OPTIONS["players"].allowed[0]  # the shortest games
    game = gamekit.load(name, players=fewest)
    bots = [WhereSupported(game, MCTSBot(iterations=10))] + \
        [RandomBot() for _ in range(game.num_players - 1)]
    a = gamekit.play(game, bots, seed=4)
    b = gamekit.play(game, bots, seed=4)
    assert a.is_terminal() and [str(x) for x in a.history] == [str(x) for x in b.history]


def test_a_game_without_the_hook_says_what_it_lacks():
    class Plain(gamekit.Game):
        name, title = "plain", "Plain"
    with pytest.raises(NotImplementedError, match="sample_state"):
        Plain.sample_state(Plain.__new__(Plain), {}, random.Random(0))


def test_the_budget_is_checked_and_a_time_budget_stops():
    with pytest.raises(ValueError, match="budget"):
        MCTSBot(iterations=None)
    with pytest.raises(ValueError, match="iterations"):
        MCTSBot(iterations=0)
    with pytest.raises(ValueError, match="go together"):
        MCTSBot(playout_steps=10)
    game = gamekit.load("tavern_trouble", players=3)
    state, p = next((s, p) for s, p in decision_points(game) if len(s.legal_actions()) > 1)
    bot = MCTSBot(iterations=None, seconds=0.05)
    start = time.perf_counter()
    assert bot.act(observe(game, state, p), random.Random(0)) in state.legal_actions()
    assert time.perf_counter() - start < 1.0
    assert repr(bot) == "MCTSBot(seconds=0.05)"


def test_mcts_bots_pickle_for_workers():
    import pickle

    from gamekit.tavern_trouble.bots import mcts_bot
    bot = pickle.loads(pickle.dumps(mcts_bot(50)))
    assert repr(bot) == "MCTSBot(iterations=50, playout_steps=40, evaluate=life_share)"


def test_random_bot_is_still_at_the_top_and_in_bots():
    assert gamekit.RandomBot is RandomBot
