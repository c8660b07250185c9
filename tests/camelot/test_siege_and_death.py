"""The siege of Camelot (the d8), life points and death (Book of Quests, Camelot)."""
from fractions import Fraction

from gamekit.camelot import knights
from gamekit.camelot.components import FIGHT_2, FIGHT_3, FIGHT_5, GAWAIN, KAY, PALAMEDES
from gamekit.camelot.ending import DEATHS
from gamekit.camelot.state import Place, Task
from tests.camelot.helpers import act, game3, hand, texts, to_heroic


def test_a_siege_fight_beats_the_d8_with_a_greater_total():
    s = game3()
    s.hands[0] = hand(FIGHT_5, FIGHT_2, FIGHT_3)
    to_heroic(s)                                     # 1 engine
    act(s, "Sir Gawain attacks a siege engine with Fight 5", "Sir Gawain adds Fight 2 against the siege engine",
        "Sir Gawain rolls the d8")
    assert s.chance_outcomes() == [(o, Fraction(1, 8)) for o, _ in s.chance_outcomes()]
    twin = s.clone()
    act(s, "The d8 shows 6")
    assert "7 > 6: the siege engine is destroyed (0 left)." in s.log and s.life[0] == 4
    act(twin, "The d8 shows 7")
    assert "7 ≤ 7: the siege engine holds." in twin.log and twin.life[0] == 3 and twin.engines == 1
    assert s.hands[0] == twin.hands[0] == hand(FIGHT_3)   # the cards are discarded either way


def test_kay_adds_a_card_after_the_roll():
    s = game3(knights=(KAY, GAWAIN, PALAMEDES))
    s.hands[0] = hand(FIGHT_3, FIGHT_2, FIGHT_5)
    to_heroic(s)
    act(s, "Sir Kay attacks a siege engine with Fight 3", "Sir Kay rolls the d8", "The d8 shows 5")
    assert texts(s) == ["Sir Kay adds Fight 2 (his power)", "Sir Kay adds Fight 5 (his power)",
                        "Sir Kay adds no card"]
    act(s, "Sir Kay adds Fight 5 (his power)")
    assert s.engines == 0


def test_kay_is_not_asked_when_already_winning():
    s = game3(knights=(KAY, GAWAIN, PALAMEDES))
    s.hands[0] = hand(FIGHT_3, FIGHT_2)
    to_heroic(s)
    act(s, "Sir Kay attacks a siege engine with Fight 3", "Sir Kay rolls the d8", "The d8 shows 2")
    assert s.engines == 0 and s.agenda[-1][0] is Task.HEROIC


def test_no_siege_fight_without_engines():
    s = game3()
    s.hands[0] = hand(FIGHT_5)
    act(s, "Sir Gawain loses a life point")
    assert not any("siege engine" in t for t in texts(s))


def test_life_points_stay_between_zero_and_six():
    s = game3()
    knights.gain(s, 0, 5, "test")
    assert s.life[0] == 6
    knights.lose(s, 0, 9, "test")
    assert s.life[0] == 0


def test_a_knight_at_zero_finishes_his_turn_then_dies():
    s = game3()
    s.life[0] = 1
    s.hands[0] = hand(FIGHT_5)
    act(s, "Sir Gawain loses a life point", "Sir Gawain goes to the Pict war")
    assert s.life[0] == 0 and s.alive[0]
    act(s, "Sir Gawain ends his turn")
    assert not s.alive[0] and s.hands[0] == hand() and s.where[0] is Place.DEAD
    assert s.turn == 1 and "Sir Gawain dies." in s.log
    # he takes no more turns
    act(s, "Sir Kay adds a siege engine", "Sir Kay goes to the Pict war", "Sir Kay ends his turn",
        "Sir Palamedes adds a siege engine", "Sir Palamedes goes to the Pict war",
        "Sir Palamedes ends his turn")
    assert s.turn == 1


def test_all_loyal_knights_dead_lose_the_game():
    s = game3()
    s.life = [1, 0, 0]
    act(s, "Sir Gawain loses a life point", "Sir Gawain goes to the Pict war",
        "Sir Gawain ends his turn")
    assert s.over and s.end_reason == DEATHS and s.returns() == [0.0, 0.0, 0.0]


def test_kay_is_asked_even_without_a_fight_card():
    """[D] revised: who is asked tells nobody what Sir Kay holds: a fight that would be
    lost always asks him, with only "no card" when he has none."""
    s = game3(knights=(KAY, GAWAIN, PALAMEDES))
    s.hands[0] = hand(FIGHT_3)
    to_heroic(s)
    act(s, "Sir Kay attacks a siege engine with Fight 3", "Sir Kay rolls the d8", "The d8 shows 5")
    assert s.current_player == 0 and texts(s) == ["Sir Kay adds no card"]
