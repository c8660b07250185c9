"""MCTSBot at Tavern Trouble: the same choice whatever the hidden cards, given the
same view and seed; sensible draws; clearly better than random play."""
import random
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.bots import MCTSBot
from gamekit.core.bots import observe
from gamekit.tavern_trouble.actions import Stand, TakeCard
from gamekit.tavern_trouble.bots import mcts_bot
from gamekit.tavern_trouble.components import DWARVES, ELVES

from .helpers import dealt, draw


def choose(bot, state, seed):
    p = state.current_player
    seen = SimpleNamespace(player=p, view=state.view(p), legal_actions=state.legal_actions(),
                           game=state.game)
    return bot.act(seen, random.Random(seed))


@pytest.mark.parametrize("bot", [MCTSBot(iterations=60), mcts_bot(60)], ids=["plain", "life"])
def test_the_choice_is_the_same_whatever_the_hidden_cards(bot):
    """Player 2 (seat 1) holds 3 + 4 in both games; the others' cards differ."""
    a = dealt({0: (1, 2), 1: (3, 4), 2: (5, 6)})
    b = dealt({0: (8, 8), 1: (3, 4), 2: (9, 1)})
    assert a.view(1) == b.view(1) and a.hands != b.hands
    for seed in range(3):
        assert choose(bot, a, seed) == choose(bot, b, seed)
    # through the engine's own observation too
    assert bot.act(observe(a, 1), random.Random(9)) == bot.act(observe(b, 1), random.Random(9))


def test_the_ability_choice_is_the_same_whatever_the_hidden_cards():
    """Player 2 holds two dwarves; who holds what else is hidden from him."""
    a = draw(dealt({0: (ELVES, 9), 1: (DWARVES, DWARVES), 2: (7, 8)}), {2: [1]})
    b = draw(dealt({0: (2, 2), 1: (DWARVES, DWARVES), 2: (4, 5)}), {2: [9]})
    a.life[:] = b.life[:] = [14, 20, 17]
    assert a.view(1) == b.view(1)
    bot = mcts_bot(80)
    for s in range(3):
        choice = choose(bot, a, s)
        assert choice == choose(bot, b, s) and choice in a.legal_actions()


def test_same_seed_same_choice():
    state = dealt({0: (1, 2), 1: (2, 4), 2: (5, 6)})
    bot = MCTSBot(iterations=100)
    assert len({choose(bot, state, 3) for _ in range(3)}) == 1


def test_stands_on_nine_and_draws_on_nought():
    """A third card can only spoil a 9 (4 + 5), and can only mend a 0 (1 + 9)."""
    bot = mcts_bot(300)
    nine = dealt({0: (1, 2), 1: (4, 5), 2: (5, 6)})
    nought = dealt({0: (1, 2), 1: (1, 9), 2: (5, 6)})
    assert isinstance(choose(bot, nine, 0), Stand)
    assert isinstance(choose(bot, nought, 0), TakeCard)


def test_beats_random_bots_clearly():
    game = gamekit.load("tavern_trouble", players=3)
    bots = [mcts_bot(30), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=20, seed=1, progress=False)
    low, _ = sim.win_rates[0].interval
    assert low > 1 / 3, sim.win_rates[0]

