"""The decisions of docs/decisions/camelot.md not pinned elsewhere, one test each."""
from gamekit.camelot import knights
from gamekit.camelot.components import (
    BLACK_KNIGHT,
    FATE,
    FIGHT_5,
    GAWAIN,
    GUINEVERE,
    KAY,
    LANCELOT,
    LANCELOT_1,
    LANCELOT_7,
    MORGAN_2,
    MORGAN_4,
    PALAMEDES,
    PICTS,
    PICTS_CARD,
    RELIC_ARMOR,
    SAXONS,
    SAXONS_CARD,
    TRISTAN,
)
from gamekit.camelot.state import Place, Task
from tests.camelot.helpers import (
    act,
    draw_black,
    game3,
    hand,
    new_game,
    no_merlins,
    stack_black,
    texts,
    to_heroic,
)


def test_no_second_action_without_an_action_of_another_kind():
    s = game3()
    s.hands[0] = hand()
    to_heroic(s)
    act(s, "Sir Gawain goes to the Pict war")
    assert texts(s) == ["Sir Gawain ends his turn"]     # nothing else to do there


def test_a_siege_fight_needs_a_fight_card():
    s = game3()
    s.hands[0] = hand()
    to_heroic(s)
    assert s.engines == 1 and not any("siege engine" in t for t in texts(s))


def test_empty_piles_offer_no_black_card():
    s = game3()
    s.black_pile = [0] * len(s.black_pile)
    s.black_discard = [0] * len(s.black_discard)
    assert texts(s) == ["Sir Gawain adds a siege engine", "Sir Gawain loses a life point"]


def test_a_pile_run_out_reshuffles_both_discards():
    s = game3()
    s.black_discard = list(s.black_pile)
    s.black_pile = [0] * len(s.black_pile)
    white_discard = sum(s.white_discard)
    act(s, "Sir Gawain draws a black card")
    assert "The discards are shuffled into new piles" in s.log[-1]
    assert s.black_left == 76 and sum(s.black_discard) == 0
    assert sum(s.white_discard) == 0 and s.white_left >= white_discard


def test_guinevere_in_a_morgan_2_draw_still_lets_the_rest_come():
    s = game3()
    stack_black(s, MORGAN_2, GUINEVERE, PICTS_CARD, SAXONS_CARD)
    draw_black(s)
    assert (s.warriors[PICTS], s.warriors[SAXONS]) == (1, 1)
    assert s.turn == 1                                  # no heroic action for Sir Gawain


def test_a_combat_quest_won_as_its_black_slots_fill_gives_the_relic_to_its_knight():
    s = game3()
    s.where[1] = LANCELOT
    s.ld_white = [FIGHT_5, FIGHT_5, FIGHT_5, FIGHT_5]     # 20
    s.ld_black, s.ld_seen = [LANCELOT_1] * 3 + [LANCELOT_7], [0] * 4   # 10, then one more
    stack_black(s, LANCELOT_1)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Lancelot 1 / Dragon 5 face up")
    assert "White 20 against black 11: the knights win." in s.log
    assert s.relics[RELIC_ARMOR] == 1


def test_a_traitor_who_has_not_looked_plays_fate_as_a_loyal_knight():
    s = game3(traitor_seat=0)                            # 3 players: Three Brave Knights
    s.hands[0] = hand(FATE)
    to_heroic(s)
    act(s, "Sir Gawain plays Fate")
    assert not s.revealed and s.agenda[-1][0] is Task.WHITE


def test_death_on_a_solo_quest_discards_its_white_cards():
    s = game3()
    s.where[1] = BLACK_KNIGHT
    s.bk_white = [FIGHT_5, FIGHT_5]
    s.life[1] = 1
    stack_black(s, MORGAN_4)
    draw_black(s)                                      # every knight loses a life point
    assert s.life[1] == 0 and s.bk_white == [FIGHT_5, FIGHT_5]
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn")
    assert not s.alive[1] and s.bk_white == [] and s.where[1] is Place.DEAD


def test_squires_gain_their_power_on_a_quest_won():
    s = new_game(knights=[TRISTAN, KAY, PALAMEDES], squires=True)
    no_merlins(s)
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Tristan goes to the Pict war")
    assert s.acts == 1                                  # a squire's move costs his action
    act(s, "Sir Tristan sacrifices a life point for a second heroic action",
        "Sir Tristan plays Fight 5 on the Pict war")
    assert s.knighted[0] and knights.has_power(s, 0) and not knights.has_power(s, 1)
    assert s.view(1)["powers"] == [True, False, False]


def test_only_knights_in_play_may_be_accused():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=3)
    s.engines = 6
    s.where[1] = Place.DEAD
    to_heroic(s)
    assert [t for t in texts(s) if "accuses" in t] == ["Sir Gawain accuses Sir Palamedes of treason",
                                                     "Sir Gawain accuses Sir Tristan of treason"]
