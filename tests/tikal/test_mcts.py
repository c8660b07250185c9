"""MCTSBot at Tikal: the same choice whatever order the stacks hold, given the same
view and seed; the cut playouts' value (each player's share of projected points)."""
import pickle
import random
from types import SimpleNamespace

import gamekit
from gamekit.tikal.bots import mcts_bot, standing

from .position import lay, position, put


def choose(bot, state, seed):
    p = state.current_player
    seen = SimpleNamespace(player=p, view=state.view(p), legal_actions=state.legal_actions(),
                           game=state.game)
    return bot.act(seen, random.Random(seed))


def random_position(version, plies, seed=0):
    state = gamekit.load("tikal", players=3, version=version).new_initial_state()
    rng = random.Random(seed)
    while plies or state.current_player == gamekit.CHANCE or len(state.legal_actions()) < 2:
        if state.current_player == gamekit.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
            plies = max(plies - 1, 0)
    return state


def test_the_choice_is_the_same_whatever_the_order_of_the_stacks():
    bot = mcts_bot(25)
    for version, plies in (("basic", 30), ("expert", 3), ("expert", 40)):
        a = random_position(version, plies)
        b = a.clone()
        for stack in b.stacks:
            random.Random(1).shuffle(stack)
            stack.reverse()
        assert a.view(a.current_player) == b.view(b.current_player) and a.stacks != b.stacks
        for seed in range(2):
            assert choose(bot, a, seed) == choose(bot, b, seed)


def test_standing_is_a_share_of_projected_points():
    state = position(players=2)
    lay(state, "A1", 1, 3)                    # a temple of value 1
    put(state, 0, 1, 3, workers=2)
    state.score = [4, 4]
    state.hands[1][0] = 2                     # a pair: 3 points
    volcanoes_left = 3
    mine = 4 + (volcanoes_left + 1) * 1
    theirs = 4 + (volcanoes_left + 1) * 3
    assert standing(state) == [mine / (mine + theirs), theirs / (mine + theirs)]
    fresh = gamekit.load("tikal", players=3).new_initial_state()
    assert standing(fresh) == [1 / 3] * 3
    over = gamekit.play(gamekit.load("tikal", players=2), seed=1)
    assert standing(over) == over.returns()


def test_the_search_bot_pickles_for_workers_and_plays_legal_moves():
    bot = pickle.loads(pickle.dumps(mcts_bot(10)))
    assert repr(bot) == "MCTSBot(iterations=10, playout_steps=2, evaluate=standing)"
    state = random_position("basic", 12, seed=4)
    assert choose(bot, state, 0) in state.legal_actions()
