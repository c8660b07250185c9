"""Every quest's victory and defeat (Book of Quests)."""
from gamekit.camelot import quests
from gamekit.camelot.actions import WhiteDraw
from gamekit.camelot.components import (
    BLACK_KNIGHT,
    BLACK_KNIGHT_1,
    BLACK_KNIGHT_3,
    BLACK_KNIGHT_5,
    BLACK_KNIGHT_7,
    CAMELOT,
    DARK_FOREST,
    DESOLATION,
    DESPAIR,
    DRAGON,
    EXCALIBUR,
    EXCALIBUR_CARD,
    FIGHT_1,
    FIGHT_2,
    FIGHT_3,
    FIGHT_4,
    FIGHT_5,
    GAWAIN,
    GRAIL,
    GRAIL_QUEST,
    HEROISM,
    KAY,
    LANCELOT,
    LANCELOT_1,
    LANCELOT_5,
    LANCELOT_7,
    MERCENARIES,
    MISTS_OF_AVALON,
    MORDRED,
    PALAMEDES,
    PICTS,
    PICTS_CARD,
    RELIC_ARMOR,
    RELIC_EXCALIBUR,
    RELIC_GRAIL,
    SAXONS,
    SAXONS_CARD,
    TRISTAN,
)
from gamekit.camelot.state import Task, Unheld
from tests.camelot.helpers import (
    act,
    draw_black,
    hand,
    new_game,
    no_merlins,
    stack_black,
    texts,
    to_heroic,
)


def reward_draws(s) -> list[int]:
    """Deal out every pending reward card; return the seats they went to."""
    seats = []
    while s.agenda and s.agenda[-1][0] is Task.WHITE:
        outcome = s.choices()[0]
        assert isinstance(outcome, WhiteDraw)
        seats.append(s.seat_of[outcome.knight])
        s.apply(outcome)
    return seats


# -- the Black Knight ------------------------------------------------------------------
def test_black_knight_won_with_two_pairs():
    s = new_game()                              # Sir Kay, seat 1, is to play
    s.where[0] = BLACK_KNIGHT
    s.bk_white = [FIGHT_5, FIGHT_5, FIGHT_4]
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_1, BLACK_KNIGHT_3], [2, 2]
    s.hands[0] = hand(FIGHT_4, FIGHT_4, FIGHT_3)
    to_heroic(s)
    assert "Sir Kay plays Fight 3 on the Black Knight's tournament" not in texts(s)
    act(s, "Sir Kay plays Fight 4 on the Black Knight's tournament")
    assert "White 18 against black 4: the knights win." in s.log
    assert (s.white_swords, s.black_swords, s.life[0], s.where[0]) == (1, 0, 5, CAMELOT)
    assert reward_draws(s) == [0, 0, 0]             # he draws 3 white cards
    assert s.bk_white == s.bk_black == [] and quests.is_open(s, BLACK_KNIGHT)   # perpetual


def test_black_knight_lost_when_the_fourth_black_card_comes():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = BLACK_KNIGHT
    s.bk_white = [FIGHT_5, FIGHT_5]
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_7, BLACK_KNIGHT_5, BLACK_KNIGHT_3], [0, 0, 0]
    stack_black(s, BLACK_KNIGHT_1)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Black Knight 1 face up")
    assert "White 10 against black 16: Evil wins (ties go to Evil)." in s.log
    assert (s.white_swords, s.black_swords, s.life[0], s.where[0]) == (0, 1, 3, CAMELOT)
    assert s.results == [(BLACK_KNIGHT, False)]


def test_a_tie_goes_to_evil():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = BLACK_KNIGHT
    s.bk_white = [FIGHT_2, FIGHT_2, FIGHT_1]
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_5], [0]
    s.hands[0] = hand(FIGHT_1)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 1 on the Black Knight's tournament")
    assert "White 6 against black 5: the knights win." in s.log
    s2 = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s2.where[0] = BLACK_KNIGHT
    s2.bk_white = [FIGHT_2, FIGHT_2, FIGHT_1]
    s2.bk_black, s2.bk_seen = [BLACK_KNIGHT_3, BLACK_KNIGHT_3], [0, 0]
    s2.hands[0] = hand(FIGHT_1)
    to_heroic(s2)
    act(s2, "Sir Gawain plays Fight 1 on the Black Knight's tournament")
    assert "White 6 against black 6: Evil wins (ties go to Evil)." in s2.log
    assert s2.black_swords == 1


def test_kay_adds_a_card_after_the_reveal():
    s = new_game()                              # Sir Kay
    s.where[0] = BLACK_KNIGHT
    s.bk_white = [FIGHT_2, FIGHT_2, FIGHT_1]
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_7], [0]
    s.hands[0] = hand(FIGHT_1, FIGHT_3)
    to_heroic(s)
    act(s, "Sir Kay plays Fight 1 on the Black Knight's tournament")
    assert texts(s) == ["Sir Kay adds Fight 3 (his power)", "Sir Kay adds no card"]
    act(s, "Sir Kay adds Fight 3 (his power)")
    assert "White 9 against black 7: the knights win." in s.log


def test_excalibur_adds_one_in_combat():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.relics[RELIC_EXCALIBUR] = 0
    s.where[0] = BLACK_KNIGHT
    s.bk_white = [FIGHT_2, FIGHT_2, FIGHT_1]
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_3, BLACK_KNIGHT_3], [0, 0]
    s.hands[0] = hand(FIGHT_1)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 1 on the Black Knight's tournament")
    assert "White 6 + 1 (Excalibur) against black 6: the knights win." in s.log


# -- Lancelot and the Dragon -----------------------------------------------------------
def test_lancelot_won_gives_the_armor_and_wakes_the_dragon():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = LANCELOT
    s.ld_white = [FIGHT_5, FIGHT_5, FIGHT_5, FIGHT_4]
    s.ld_black, s.ld_seen = [LANCELOT_7, LANCELOT_5], [0, 0]
    s.hands[0] = hand(FIGHT_4, FIGHT_3)
    to_heroic(s)
    assert "Sir Gawain plays Fight 3 on Lancelot's quest" not in texts(s)   # a full house
    act(s, "Sir Gawain plays Fight 4 on Lancelot's quest")
    assert s.relics[RELIC_ARMOR] == 0 and s.white_swords == 1 and s.life[0] == 5
    assert reward_draws(s) == [0] * 4
    assert not quests.is_open(s, LANCELOT) and quests.is_open(s, DRAGON)
    assert "Sir Gawain goes to the Dragon's quest" in texts(s) or s.acts == 1


def test_lancelot_lost_loses_the_armor_and_still_wakes_the_dragon():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.ld_black, s.ld_seen = [LANCELOT_7, LANCELOT_5, LANCELOT_5, LANCELOT_1], [0] * 4
    stack_black(s, LANCELOT_1)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Lancelot 1 / Dragon 5 face up")
    assert s.relics[RELIC_ARMOR] == Unheld.GONE and s.black_swords == 1 and s.ld_stage == 1
    assert s.results == [(LANCELOT, False)]


def test_dragon_won_by_a_group():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.ld_stage = 1
    s.where[0] = s.where[2] = DRAGON
    s.ld_white = [FIGHT_5] * 3 + [FIGHT_4] * 3 + [FIGHT_3] * 2
    s.ld_black, s.ld_seen = [LANCELOT_7, LANCELOT_5], [0, 0]   # Dragon values 11 + 9
    s.hands[0] = hand(FIGHT_3)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 3 on the Dragon's quest")
    assert "White 36 against black 20: the knights win." in s.log
    assert s.white_swords == 2 and s.life[0] == 6 and s.life[2] == 6 + 0   # Palamedes: 4+2+1 → 6
    assert reward_draws(s) == [0, 2, 0, 2, 0, 2, 0]   # 7 cards shared, from the winner
    assert s.ld_stage == 2 and not quests.is_open(s, DRAGON)


def test_dragon_lost_costs_two_life_points_each():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.ld_stage = 1
    s.where[1] = s.where[2] = DRAGON
    s.ld_white = [FIGHT_1]
    s.ld_black, s.ld_seen = [LANCELOT_1] * 4, [0] * 4
    stack_black(s, LANCELOT_1)
    act(s, "Sir Gawain draws a black card", "Sir Gawain lays Lancelot 1 / Dragon 5 face down "
        "and draws a white card")
    assert s.step is Task.WHITE and s.choices()[0].knight == GAWAIN   # his card for laying it
    s.apply(s.choices()[0])
    act(s, "Sir Kay adds no card")                # on the quest, and it would be lost
    assert s.black_swords == 2 and s.life[1] == 2 and s.life[2] == 2 and s.ld_stage == 2


def test_converted_cards_one_by_one():
    for card in (LANCELOT_5, EXCALIBUR_CARD, DESPAIR, DESOLATION, DARK_FOREST):
        s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
        s.ld_stage = 2
        s.excalibur_done = s.grail_done = True
        no_merlins(s)
        stack_black(s, card)
        draw_black(s)
        assert s.engines == 1, card


# -- Excalibur ---------------------------------------------------------------------------
def test_excalibur_won_by_the_last_step():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = s.where[1] = EXCALIBUR
    s.excalibur_pos = 9
    s.hands[0] = hand(FIGHT_1)
    to_heroic(s)
    act(s, "Sir Gawain discards Fight 1 to draw Excalibur nearer")
    assert s.relics[RELIC_EXCALIBUR] == 0 and s.white_swords == 2
    assert (s.life[0], s.life[1]) == (5, 5) and reward_draws(s) == [0, 1] * 3 + [0]
    assert not quests.is_open(s, EXCALIBUR)


def test_excalibur_lost_at_the_evil_end():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[1] = EXCALIBUR
    s.excalibur_pos = 1
    stack_black(s, EXCALIBUR_CARD)
    act(s, "Sir Gawain draws a black card")
    assert s.relics[RELIC_EXCALIBUR] == Unheld.GONE and s.black_swords == 2 and s.life[1] == 3


# -- the Holy Grail -------------------------------------------------------------------------
def test_grail_won_with_seven_grail_cards():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = GRAIL_QUEST
    s.grail_white = 6
    s.hands[0] = hand(GRAIL)
    to_heroic(s)
    act(s, "Sir Gawain plays a Grail card")
    assert s.relics[RELIC_GRAIL] == 0 and s.white_swords == 3 and s.life[0] == 5
    assert reward_draws(s) == [0] * 7


def test_only_grail_cards_push_on_a_full_track():
    """Revised (BQ and CM state only the Grail side): on a full track a Grail card
    drives out the nearest black card; a Despair drawn then is discarded with no effect."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = GRAIL_QUEST
    s.grail_white, s.grail_black = 4, [DESPAIR, DESPAIR, DESOLATION]
    s.hands[0] = hand(GRAIL)
    to_heroic(s)
    act(s, "Sir Gawain plays a Grail card")   # full track: removes the nearest black card
    assert s.grail_white == 4 and s.grail_black == [DESPAIR, DESPAIR]
    act(s, "Sir Gawain ends his turn")
    s.grail_black.append(DESPAIR)
    stack_black(s, DESPAIR)                   # full again: the Despair does nothing
    discarded = s.black_discard[DESPAIR]
    act(s, "Sir Kay draws a black card")
    assert s.grail_white == 4 and s.grail_black == [DESPAIR] * 3
    assert s.black_discard[DESPAIR] == discarded + 1
    assert "The Grail track is full: Despair is discarded with no effect." in s.log


def test_grail_lost_with_seven_black_cards():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[2] = GRAIL_QUEST
    s.grail_black = [DESPAIR] * 6
    no_merlins(s)
    stack_black(s, DESOLATION)
    draw_black(s)
    assert s.relics[RELIC_GRAIL] == Unheld.GONE and s.black_swords == 3 and s.life[2] == 3


# -- the wars ---------------------------------------------------------------------------------
def test_pict_war_won_by_the_five():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = s.where[1] = PICTS
    s.war_cards[PICTS], s.warriors[PICTS] = 4, 3
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")
    assert s.white_swords == 1 and (s.life[0], s.life[1]) == (5, 5)
    assert reward_draws(s) == [0, 1, 0, 1]
    assert (s.war_cards[PICTS], s.warriors[PICTS]) == (0, 0)          # a new war begins


def test_saxon_war_lost_by_the_fourth_warrior():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[1] = SAXONS
    s.warriors[SAXONS] = 3
    stack_black(s, SAXONS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert (s.black_swords, s.engines, s.life[1]) == (1, 2, 3)


def test_fight_cards_in_rising_order():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = PICTS
    s.war_cards[PICTS] = 2
    s.hands[0] = hand(FIGHT_1, FIGHT_2, FIGHT_3, FIGHT_4)
    to_heroic(s)
    assert [t for t in texts(s) if "Pict war" in t and "plays" in t] == \
        ["Sir Gawain plays Fight 3 on the Pict war"]


def test_mercenaries_go_where_the_drawer_sends_them():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    stack_black(s, MERCENARIES)
    act(s, "Sir Gawain draws a black card")
    assert texts(s) == ["Sir Gawain sends Mercenaries to the Pict war",
                        "Sir Gawain sends Mercenaries to the Saxon war"]
    act(s, "Sir Gawain sends Mercenaries to the Saxon war")
    assert s.warriors[SAXONS] == 1 and s.warriors[PICTS] == 0


def test_mordred_needs_one_more_five():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, MORDRED)
    draw_black(s)
    act(s, "Sir Gawain sends Mordred to the Pict war")
    assert s.warriors[PICTS] == 1 and s.mordred == PICTS and quests.war_length(s, PICTS) == 6
    s.where[0] = PICTS
    s.war_cards[PICTS] = 5
    s.hands[0] = hand(FIGHT_5)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")
    assert s.white_swords == 1 and s.mordred is None and s.black_discard[MORDRED] == 1


def test_picts_card_adds_a_warrior():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    stack_black(s, PICTS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert s.warriors[PICTS] == 1


# -- spoils and losses that every quest shares --------------------------------------------------
def test_heroism_adds_a_sword_of_the_outcome_colour():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.heroism = PICTS
    s.where[0] = PICTS
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")
    assert s.white_swords == 2 and s.heroism is None and s.white_discard[HEROISM] == 1
    s2 = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s2.heroism, s2.warriors[SAXONS] = SAXONS, 3
    stack_black(s2, SAXONS_CARD)
    act(s2, "Sir Gawain draws a black card")
    assert s2.black_swords == 2


def test_mists_of_avalon_add_a_black_sword_to_every_loss():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, MISTS_OF_AVALON)
    draw_black(s)
    assert s.mists
    s.warriors[SAXONS] = 3
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn")
    stack_black(s, SAXONS_CARD)
    act(s, "Sir Kay draws a black card")
    assert s.black_swords == 2


def test_palamedes_gains_one_more_life_point_on_a_quest_won():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.where[0] = s.where[2] = PICTS
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    s.life[2] = 2
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")
    assert s.life[2] == 4 and s.life[0] == 5


def test_a_won_quest_lifts_the_dark_forest_and_vivien():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.dark_forest = s.vivien = True
    s.where[0] = PICTS
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Gawain plays Fight 5 on the Pict war")
    assert not s.dark_forest and not s.vivien


def test_tristan_needs_no_action_to_reach_a_quest_and_play():
    s = new_game(knights=[TRISTAN, KAY, PALAMEDES])
    s.war_cards[PICTS] = 4
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Tristan goes to the Pict war", "Sir Tristan plays Fight 5 on the Pict war")
    assert s.white_swords == 1 and s.where[0] == CAMELOT


def test_pict_war_lost_and_saxon_war_won():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    s.warriors[PICTS] = 3
    s.where[0] = SAXONS
    s.war_cards[SAXONS] = 4
    s.hands[0] = hand(FIGHT_5)
    stack_black(s, PICTS_CARD)
    act(s, "Sir Gawain draws a black card")
    assert (s.black_swords, s.engines) == (1, 2) and s.results == [(PICTS, False)]
    act(s, "Sir Gawain plays Fight 5 on the Saxon war")
    assert s.white_swords == 1 and s.results[-1] == (SAXONS, True)
