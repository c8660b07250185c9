"""The three relics (Book of Quests): Excalibur, the Holy Grail, Lancelot's Armor."""
from gamekit.camelot.components import (
    BLACK_KNIGHT_7,
    DESPAIR,
    FIGHT_1,
    FIGHT_3,
    MORGAN_3,
    PICTS,
    PICTS_CARD,
    RELIC_ARMOR,
    RELIC_EXCALIBUR,
    RELIC_GRAIL,
    SAXONS_CARD,
)
from gamekit.camelot.state import Task, Unheld
from tests.camelot.helpers import (
    act,
    draw_black,
    game3,
    hand,
    stack_black,
    texts,
    to_heroic,
)


def test_excalibur_may_cancel_a_standard_black_card():
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 1                     # Sir Kay holds it
    stack_black(s, PICTS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert s.current_player == 1
    assert texts(s) == ["Sir Kay gives up Excalibur to cancel Picts", "Sir Kay keeps Excalibur"]
    act(s, "Sir Kay gives up Excalibur to cancel Picts")
    assert s.warriors[PICTS] == 0 and s.relics[RELIC_EXCALIBUR] == Unheld.GONE
    assert s.black_discard[PICTS_CARD] == 1


def test_excalibur_kept_lets_the_card_resolve():
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 1
    stack_black(s, PICTS_CARD)
    act(s, "Sir Gawain draws a black card", "Sir Kay keeps Excalibur")
    assert s.warriors[PICTS] == 1 and s.relics[RELIC_EXCALIBUR] == 1


def test_excalibur_cannot_cancel_a_special_card():
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 1
    stack_black(s, MORGAN_3)
    draw_black(s)
    assert s.engines == 2 and s.agenda[-1][0] is Task.HEROIC


def test_excalibur_adds_one_against_a_siege_engine():
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 0
    s.hands[0] = hand(FIGHT_3)
    to_heroic(s)
    act(s, "Sir Gawain attacks a siege engine with Fight 3", "Sir Gawain rolls the d8",
        "The d8 shows 3")
    assert "3 + 1 (Excalibur) > 3: the siege engine is destroyed (0 left)." in s.log


def test_the_holy_grail_saves_a_dying_knight():
    s = game3()
    s.relics[RELIC_GRAIL] = 2                         # Sir Palamedes holds it
    s.life[0] = 1
    act(s, "Sir Gawain loses a life point")
    assert s.life[0] == 0 and s.alive[0]              # dies at the end of the turn
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn")
    assert texts(s) == ["Sir Palamedes lets Sir Gawain drink from the Holy Grail",
                        "Sir Palamedes does not let Sir Gawain drink from the Holy Grail"]
    act(s, "Sir Palamedes lets Sir Gawain drink from the Holy Grail")
    assert s.life[0] == 4 and s.alive[0] and s.relics[RELIC_GRAIL] == Unheld.GONE


def test_the_grail_holder_may_drink_himself_or_refuse():
    s = game3()
    s.relics[RELIC_GRAIL] = 0
    s.life[0] = 1
    act(s, "Sir Gawain loses a life point", "Sir Gawain goes to the Pict war",
        "Sir Gawain ends his turn")
    assert texts(s) == ["Sir Gawain drinks from the Holy Grail",
                        "Sir Gawain does not drink from the Holy Grail"]
    act(s, "Sir Gawain does not drink from the Holy Grail")
    assert not s.alive[0] and s.relics[RELIC_GRAIL] == Unheld.GONE     # relics die with him


def test_lancelots_armor_draws_two_and_keeps_one():
    s = game3()
    s.relics[RELIC_ARMOR] = 0
    stack_black(s, PICTS_CARD, DESPAIR)
    act(s, "Sir Gawain draws a black card")
    assert texts(s) == ["Sir Gawain resolves Despair and puts the other card under the pile",
                        "Sir Gawain resolves Picts and puts the other card under the pile"]
    assert s.view(0)["drawn"] == ["Picts", "Despair"]
    assert s.view(1)["drawn"] == ["a black card", "a black card"]
    act(s, "Sir Gawain resolves Despair and puts the other card under the pile")
    assert s.grail_black == [DESPAIR] and s.black_bottom == [PICTS_CARD]
    assert s.view(0)["black_known_bottom"] == [{"from_bottom": 1, "card": "Picts"}]
    assert s.view(1)["black_known_bottom"] == []


def test_armor_with_two_identical_cards_still_asks():
    """[D] revised: the holder is asked even when the two are alike, so that his being
    asked tells nobody what he drew."""
    s = game3()
    s.relics[RELIC_ARMOR] = 0
    stack_black(s, SAXONS_CARD, SAXONS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert texts(s) == ["Sir Gawain resolves Saxons and puts the other card under the pile"]
    act(s, "Sir Gawain resolves Saxons and puts the other card under the pile")
    assert s.agenda[-1][0] is Task.HEROIC and len(s.black_bottom) == 1


def test_relics_leave_the_game_with_a_dead_knight():
    s = game3()
    s.relics = [0, 1, 0]
    s.life[0] = 1
    act(s, "Sir Gawain loses a life point", "Sir Gawain goes to the Pict war",
        "Sir Gawain ends his turn", "Sir Kay does not let Sir Gawain drink from the Holy Grail")
    assert s.relics == [Unheld.GONE, 1, Unheld.GONE] and s.hands[0] == hand()


def test_unmasked_traitor_keeps_only_the_armor():
    s = game3(traitor_seat=1, three_brave_knights=False)
    s.relics = [1, 1, 1]
    s.engines = 6
    s.hands[0] = hand(FIGHT_1)
    to_heroic(s)
    act(s, "Sir Gawain accuses Sir Kay of treason")
    assert s.relics == [Unheld.GONE, Unheld.GONE, 1]


def test_excalibur_cancels_the_card_just_drawn_when_it_lies_face_down():
    """The holder names only a card he saw; a card cancelled as it is laid face down
    is never laid, so it brings its drawer no white card [D]."""
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 1
    stack_black(s, BLACK_KNIGHT_7)
    act(s, "Sir Gawain draws a black card",
        "Sir Gawain lays Black Knight 7 face down and draws a white card")
    assert texts(s) == ["Sir Kay gives up Excalibur to cancel the card just drawn",
                        "Sir Kay keeps Excalibur"]
    cards = sum(s.hands[0])
    act(s, "Sir Kay gives up Excalibur to cancel the card just drawn")
    assert s.bk_black == [] and sum(s.hands[0]) == cards and s.step is Task.HEROIC
    assert "Sir Kay gives up Excalibur: the card just drawn is cancelled." in s.log_for(2)


def test_excalibur_names_a_card_laid_face_up():
    s = game3()
    s.relics[RELIC_EXCALIBUR] = 1
    stack_black(s, BLACK_KNIGHT_7)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Black Knight 7 face up")
    assert texts(s) == ["Sir Kay gives up Excalibur to cancel Black Knight 7", "Sir Kay keeps Excalibur"]
