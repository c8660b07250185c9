"""The heuristic bots: legal choices from the view alone, loyal play, the traitor's
hiding and hurting."""
import random

import gamekit
from gamekit.camelot.actions import Accuse, Evil, MerlinCancel, Taunt
from gamekit.camelot.bots import Knight, LoyalKnight, PassiveTraitor, Traitor
from gamekit.camelot.components import (
    FIGHT_1,
    FIGHT_5,
    GAWAIN,
    GRAIL,
    KAY,
    MISTS_OF_AVALON,
    PALAMEDES,
    PICTS,
    TRISTAN,
)
from gamekit.core.bots import observe
from tests.camelot.helpers import act, choose, hand, new_game, no_merlins, stack_black, to_heroic


def test_bots_play_whole_games_with_legal_actions():
    game = gamekit.load("camelot", players=4)
    final = gamekit.play(game, [Traitor(), LoyalKnight(), Traitor(), LoyalKnight()], seed=5)
    assert final.is_terminal()
    assert gamekit.replay(game, final.history).log == final.log


def test_a_loyal_knight_plays_the_card_his_war_needs():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = PICTS
    s.war_cards[PICTS], s.warriors[PICTS] = 4, 3
    s.hands[0] = hand(FIGHT_5, GRAIL)
    to_heroic(s)
    assert str(choose(LoyalKnight(), s)) == "Sir Gawain plays Fight 5 on the Pict war"


def mists_drawn_by_the_traitor():
    """Sir Gawain, dealt the Traitor card, has just drawn the Mists of Avalon."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor_seat=0, three_brave_knights=False)
    stack_black(s, MISTS_OF_AVALON)
    act(s, "Sir Gawain draws a black card")
    return s


def test_loyal_knights_cancel_a_dangerous_card_and_the_traitor_does_not():
    s = mists_drawn_by_the_traitor()
    assert choose(Traitor(), s) == MerlinCancel(GAWAIN, MISTS_OF_AVALON, False)
    assert choose(LoyalKnight(), s) == MerlinCancel(GAWAIN, MISTS_OF_AVALON, True)


def test_the_passive_traitor_plays_as_a_loyal_knight_holding_the_traitor_card():
    s = mists_drawn_by_the_traitor()
    assert choose(Knight(), s) == MerlinCancel(GAWAIN, MISTS_OF_AVALON, False)
    assert choose(PassiveTraitor(), s) == MerlinCancel(GAWAIN, MISTS_OF_AVALON, True)


def test_the_passive_traitor_leaves_the_false_accusation_that_would_win_evil_the_game():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=0)
    no_merlins(s)
    s.white_swords, s.black_swords = 1, 6
    to_heroic(s)
    assert isinstance(choose(Knight(), s), Accuse)
    assert not isinstance(choose(PassiveTraitor(), s), Accuse)


def test_the_traitor_plays_loyal_until_his_card_says_traitor():
    def table(players):
        s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN][:players], traitor_seat=0)
        s.where[0] = PICTS
        s.war_cards[PICTS] = 4
        s.hands[0] = hand(FIGHT_5, FIGHT_1)
        to_heroic(s)
        return observe(s, 0)

    unread = table(3)            # three players: nobody has looked at his Loyalty card yet
    assert Traitor().act(unread, random.Random(1)) == LoyalKnight().act(unread, random.Random(1))
    read = table(4)              # he has read it: he no longer wins the war for the knights
    assert str(LoyalKnight().act(read, random.Random(1))) == "Sir Gawain plays Fight 5 on the Pict war"
    assert Traitor().act(read, random.Random(1)) != LoyalKnight().act(read, random.Random(1))


def test_the_traitor_accuses_a_loyal_knight_when_a_black_sword_would_end_the_game():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=0)
    no_merlins(s)
    s.white_swords, s.black_swords = 1, 6
    to_heroic(s)
    choice = choose(Traitor(), s)
    assert isinstance(choice, Accuse)
    s.apply(choice)
    assert s.over and not s.knights_win and s.returns()[0] == 1.0


def test_the_unmasked_traitor_taunts_the_richest_knight_and_adds_engines():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=0)
    no_merlins(s)
    s.hands[1], s.hands[2], s.hands[3] = hand(FIGHT_1), hand(FIGHT_1, FIGHT_5, GRAIL), hand()
    s.engines = 7
    act(s, "Sir Gawain reveals himself as the Traitor")
    assert choose(Traitor(), s) == Taunt(GAWAIN, PALAMEDES)
    act(s, "Sir Gawain taunts Sir Palamedes", "Sir Palamedes loses Grail at random")
    assert isinstance(choose(Traitor(), s), Evil) and choose(Traitor(), s).choice == 1


def test_a_simulation_of_heuristic_knights_reports_intervals():
    game = gamekit.load("camelot", players=3, traitor=False)
    sim = gamekit.simulate(game, [LoyalKnight()] * 3, games=6, seed=2, progress=False)
    rate = sim.win_rates[0]
    assert rate.trials == 6 and 0.0 <= rate.interval[0] <= rate.rate <= rate.interval[1] <= 1.0
