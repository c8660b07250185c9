"""The heuristic bot: it reads only its view, plays for position and money, and beats
random play."""
import random

import gamekit
from gamekit.core.bots import observe
from gamekit.tafelrunde.actions import MoveHero, Reroll, Roll, Veto
from gamekit.tafelrunde.bots import HeuristicBot, public, worth
from gamekit.tafelrunde.components import card_id

from .helpers import LILAC_GOBLIN, LILAC_ROGUE, P1, P3, RED_AMAZON, RED_GNOME, ZORK, give, new_game, play


class Seen:
    """An observation made of plain data only: what a bot may know."""

    def __init__(self, state, player):
        self.player = player
        self.legal_actions = state.legal_actions()
        self.view = state.view(player)


def decide(state, bot=None):
    player = state.current_player
    return (bot or HeuristicBot()).act(Seen(state, player), random.Random(0))


def test_the_bot_needs_nothing_but_the_view():
    state = new_game()
    for _ in range(60):  # whole turns, cards, dice and vetoes
        if state.current_player == gamekit.CHANCE:
            state.apply(state.sample_chance(random.Random(len(state.history))))
            continue
        player = state.current_player
        a = decide(state)
        assert a == HeuristicBot().act(observe(state, player), random.Random(0))
        state.apply(a)


def test_worth_is_silver_after_the_pay_out_against_the_rivals():
    state = new_game()
    # start table: P1 red 3 + 2nd (3) = 6, P2 green 3 + 3rd (2) = 5, P3 lilac 3 + 4 - 1 = 6,
    # P4 yellow 3 + 1 = 4: rivals' mean 5, best 6
    assert worth(public(state.view(P1)), P1) == 6 - (5 + 6) / 2


def test_the_bot_moves_its_own_hero_up():
    state = new_game()
    give(state, P1, "favourite")
    play(state, "favourite")
    # the red amazon 2nd -> 1st: +1 for Player 1 and -1 for Player 3's lilac rogue
    assert decide(state).hero == RED_AMAZON
    state = new_game()
    give(state, P1, "venal")
    play(state, "venal", {"hero": RED_GNOME})
    assert decide(state).steps == 3  # the red gnome 7th -> 4th: 1 silver


def test_the_bot_vetoes_what_hurts_it():
    state = new_game()
    give(state, P1, "major_intrigue")
    give(state, P3, "favourite")
    play(state, "major_intrigue", {"hero": LILAC_ROGUE})  # Player 3's first hero, 4 silver
    assert decide(state) == Veto(P3, card_id("favourite"))


def test_the_bot_lets_harmless_cards_pass():
    state = new_game()
    give(state, P1, "minor_intrigue")
    give(state, P3, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    assert type(decide(state)).__name__ == "NoVeto"


def test_the_bot_keeps_a_good_throw_and_rerolls_a_bad_one():
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(1))
    assert decide(state) == Reroll(P1, 1, False)  # the 1st seat: 4 silver
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(6))
    assert decide(state) == Reroll(P1, 6, True)


def test_asked_to_move_a_hero_the_bot_moves_its_own():
    state = new_game()
    give(state, P1, "old_friends")
    play(state, "old_friends", {"hero": ZORK}, {"seat": P3, "steps": -1})
    assert isinstance(decide(state), MoveHero) and decide(state).hero == LILAC_GOBLIN


def test_the_heuristic_bot_beats_random_play():
    game = gamekit.load("tafelrunde", players=4)
    bots = [HeuristicBot(), gamekit.RandomBot(), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=40, seed=3, progress=False)
    low, _ = sim.win_rates[0].interval
    assert low > 0.25  # a random seat wins a quarter of the games
