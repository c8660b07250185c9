"""The end of the game (rule book, But du jeu; DoW-T)."""
from gamekit.camelot.components import (
    FIGHT_5,
    GAWAIN,
    GRAIL,
    GRAIL_QUEST,
    KAY,
    PALAMEDES,
    PICTS,
    SAXONS,
    SAXONS_CARD,
    TRISTAN,
)
from gamekit.camelot.ending import DEATHS, ENGINES, SWORD_COUNT, SWORDS_LOST
from gamekit.camelot.state import Place
from tests.camelot.helpers import act, hand, new_game, no_merlins, stack_black, to_heroic


def game4(traitor_seat=None):
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=traitor_seat)
    no_merlins(s)
    return s


def win_a_war(s, swords=(0, 0)):
    """Sir Gawain wins the Pict war with his Fight 5: +1 white sword."""
    s.white_swords, s.black_swords = swords
    s.where[0] = PICTS
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")


def test_the_twelfth_sword_with_a_white_majority_wins():
    s = game4()
    win_a_war(s, (6, 5))
    assert s.over and s.knights_win and s.end_reason == SWORD_COUNT
    assert s.returns() == [1.0, 1.0, 1.0, 1.0]
    assert s.agenda == [] and s.legal_actions() == []   # no reward cards after the end


def test_a_tie_at_twelve_swords_loses():
    s = game4()
    s.where[0] = GRAIL_QUEST
    s.grail_white = 6
    s.hands[0] = hand(GRAIL)
    s.white_swords, s.black_swords = 3, 6
    to_heroic(s)
    act(s, "Sir Gawain plays a Grail card")             # +3: 6 white, 6 black
    assert s.over and not s.knights_win and s.white_swords + s.black_swords == 12


def test_the_hidden_traitor_turns_two_white_swords_black():
    s = game4(traitor_seat=3)
    win_a_war(s, (7, 4))                                # 8 white, 4 black, then 6 against 6
    assert (s.white_swords, s.black_swords) == (6, 6) and not s.knights_win
    assert s.returns() == [0.0, 0.0, 0.0, 1.0]


def test_the_traitor_flips_nothing_once_unmasked_or_dead():
    s = game4(traitor_seat=3)
    s.revealed = True
    win_a_war(s, (7, 4))
    assert s.knights_win and s.returns() == [1.0, 1.0, 1.0, 0.0]
    s2 = game4(traitor_seat=3)
    s2.where[3] = Place.DEAD
    win_a_war(s2, (7, 4))
    assert s2.knights_win


def test_seven_black_swords_lose_at_once():
    s = game4()
    s.black_swords = 6
    s.warriors[SAXONS] = 3
    stack_black(s, SAXONS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert s.over and s.end_reason == SWORDS_LOST and not s.knights_win


def test_twelve_siege_engines_lose_at_once():
    s = game4()
    s.engines = 11
    act(s, "Sir Gawain adds a siege engine")
    assert s.over and s.end_reason == ENGINES


def test_a_lost_war_can_bring_the_twelfth_engine():
    s = game4()
    s.engines, s.warriors[SAXONS] = 10, 3
    stack_black(s, SAXONS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert s.over and s.end_reason == ENGINES and s.engines == 12


def test_every_loyal_knight_dead_loses_and_the_traitor_wins():
    s = game4(traitor_seat=3)
    s.where[1] = s.where[2] = Place.DEAD
    s.life[0] = 1
    act(s, "Sir Gawain loses a life point", "Sir Gawain goes to the Pict war",
        "Sir Gawain ends his turn")
    assert s.over and s.end_reason == DEATHS and s.returns() == [0.0, 0.0, 0.0, 1.0]
