"""The turn (rule book, Tour de Jeu): the Progression of Evil, then heroic actions,
a second one of another kind for a life point (FAQ), and the knights' powers that
change the turn."""
from gamekit.camelot.actions import EndTurn, Move, PlayFight, SecondAction
from gamekit.camelot.components import (
    ARTHUR,
    BLACK_KNIGHT,
    CAMELOT,
    EXCALIBUR,
    FIGHT_1,
    FIGHT_2,
    FIGHT_3,
    FIGHT_5,
    GALAHAD,
    GAWAIN,
    GRAIL,
    GRAIL_QUEST,
    KAY,
    LANCELOT,
    MERLIN,
    PICTS,
    PIETY,
    SAXONS,
    TRISTAN,
)
from gamekit.camelot.state import Task
from tests.camelot.helpers import act, hand, new_game, refused, stack_white, texts, to_heroic


def test_progression_of_evil_offers_three_choices():
    s = new_game()
    assert texts(s) == ["Sir Kay draws a black card", "Sir Kay adds a siege engine",
                        "Sir Kay loses a life point"]
    act(s, "Sir Kay loses a life point")
    assert s.life[0] == 3 and s.agenda[-1][0] is Task.HEROIC


def test_adding_a_siege_engine():
    s = new_game()
    act(s, "Sir Kay adds a siege engine")
    assert s.engines == 1 and s.view(3)["siege_engines"] == 1


def test_one_heroic_action_then_the_turn_ends():
    s = new_game()
    to_heroic(s)
    assert "Sir Kay ends his turn" not in texts(s)      # a heroic action is compulsory
    act(s, "Sir Kay goes to the Pict war")
    assert texts(s)[-2:] == ["Sir Kay sacrifices a life point for a second heroic action",
                             "Sir Kay ends his turn"]
    act(s, "Sir Kay ends his turn")
    assert s.turn == 1 and s.current_player == 1           # clockwise: the next seat


def test_a_second_action_costs_a_life_point_and_must_be_of_another_kind():
    s = new_game()
    s.hands[0] = hand(FIGHT_1, FIGHT_2)
    to_heroic(s)
    act(s, "Sir Kay goes to the Pict war",
        "Sir Kay sacrifices a life point for a second heroic action")
    assert s.life[0] == 3
    options = texts(s)
    assert "Sir Kay plays Fight 1 on the Pict war" in options
    assert not any("goes to" in o or "returns" in o for o in options)   # not a second move
    assert "Sir Kay ends his turn" not in options
    act(s, "Sir Kay plays Fight 1 on the Pict war")
    assert texts(s) == ["Sir Kay ends his turn"]
    assert "one heroic action a turn" in refused(s, Move(KAY, SAXONS))


def test_no_second_action_at_zero_life():
    s = new_game()
    s.life[0] = 1
    act(s, "Sir Kay loses a life point", "Sir Kay goes to the Pict war")
    assert texts(s) == ["Sir Kay ends his turn"]


def test_moving_and_solo_quests():
    s = new_game()
    s.where[1] = BLACK_KNIGHT
    to_heroic(s)
    places = [o for o in texts(s) if "goes to" in o]
    assert "Sir Kay goes to the Black Knight's tournament" not in places  # one knight only
    assert "Sir Kay goes to Lancelot's quest" in places
    assert "solo quest" in refused(s, Move(KAY, BLACK_KNIGHT))


def test_leaving_a_solo_quest_discards_its_white_cards_but_not_the_black():
    s = new_game()
    s.where[0] = LANCELOT
    s.ld_white, s.ld_black, s.ld_seen = [5, 5], [4], [0]
    to_heroic(s)
    act(s, "Sir Kay returns to Camelot")
    assert s.ld_white == [] and s.ld_black == [4] and s.where[0] == CAMELOT


def test_group_quest_cards_stay_when_a_knight_leaves():
    s = new_game()
    s.where[0] = PICTS
    s.war_cards[PICTS] = 2
    to_heroic(s)
    act(s, "Sir Kay returns to Camelot")
    assert s.war_cards[PICTS] == 2


def test_round_table_draws_two_and_not_from_twelve_cards():
    s = new_game()
    s.hands[0] = hand(*[FIGHT_1] * 11)
    to_heroic(s)
    act(s, "Sir Kay draws white cards at the Round Table")
    assert s.agenda[-1][0] is Task.WHITE
    s.apply(s.choices()[0])
    s.apply(s.choices()[0])
    assert sum(s.hands[0]) == 13                            # may exceed 12 by drawing
    s2 = new_game()
    s2.hands[0] = hand(*[FIGHT_1] * 12)
    to_heroic(s2)
    assert "Sir Kay draws white cards at the Round Table" not in texts(s2)
    from gamekit.camelot.actions import DrawWhiteCards
    assert "12 or more" in refused(s2, DrawWhiteCards(KAY))


def test_gawain_draws_three():
    s = new_game(players=3, knights=[GAWAIN, KAY, TRISTAN])
    to_heroic(s)
    before = sum(s.hands[0])
    act(s, "Sir Gawain draws white cards at the Round Table")
    for _ in range(3):
        s.apply(s.choices()[0])
    assert sum(s.hands[0]) == before + 3


def test_tristan_leaves_camelot_for_free():
    s = new_game(players=3, knights=[TRISTAN, KAY, GAWAIN])
    s.hands[0] = hand(FIGHT_1)
    to_heroic(s)
    act(s, "Sir Tristan goes to the Pict war")
    assert s.acts == 0                                      # still his heroic action to take
    assert "Sir Tristan ends his turn" not in texts(s)
    act(s, "Sir Tristan plays Fight 1 on the Pict war")
    assert "Sir Tristan sacrifices a life point for a second heroic action" in texts(s)


def test_galahad_plays_a_special_card_for_free_once_a_turn():
    s = new_game(players=3, knights=[GALAHAD, KAY, GAWAIN])
    s.hands[0] = hand(PIETY, MERLIN, FIGHT_1)
    s.life[0] = 2
    s.engines = 2
    to_heroic(s)
    act(s, "Sir Galahad plays Piety to gain 3 life points")
    assert s.life[0] == 5 and s.acts == 0
    assert not any("Merlin" in o for o in texts(s))         # one special card a turn
    act(s, "Sir Galahad goes to the Pict war")
    assert texts(s)[-1] == "Sir Galahad ends his turn"


def test_one_special_card_a_turn():
    s = new_game()
    s.hands[0] = hand(PIETY, MERLIN)
    s.engines = 3
    to_heroic(s)
    act(s, "Sir Kay plays Piety to gain 3 life points")
    assert not any("Merlin" in o for o in texts(s))


def test_king_arthur_exchanges_a_card_face_down():
    s = new_game(players=3, knights=[ARTHUR, KAY, GAWAIN])
    s.hands[0] = hand(FIGHT_5)
    s.hands[1] = hand(GRAIL, FIGHT_2)
    to_heroic(s)
    act(s, "King Arthur offers Fight 5 to Sir Kay in exchange")
    assert s.current_player == 1                            # Sir Kay must take part
    assert texts(s) == ["Sir Kay hands Grail to King Arthur", "Sir Kay hands Fight 2 to King Arthur"]
    act(s, "Sir Kay hands Grail to King Arthur")
    assert s.hands[0] == hand(GRAIL) and s.hands[1] == hand(FIGHT_5, FIGHT_2)
    assert s.current_player == 0 and s.acts == 0            # free, once a turn
    assert not any("offers" in o for o in texts(s))
    # the cards went face down: each reads only what his own choice decided
    assert "Sir Kay hands Grail to King Arthur." in s.log_for(1)
    arthur = "King Arthur receives Grail from Sir Kay for Fight 5."
    assert arthur in s.log_for(0) and arthur not in s.log_for(1) + s.log_for(2)
    assert "King Arthur and Sir Kay exchange a white card." in s.log_for(2)


def test_the_card_king_arthur_offers_is_his_alone_until_it_is_taken():
    s = new_game(players=3, knights=[ARTHUR, KAY, GAWAIN])
    s.hands[0] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "King Arthur offers Fight 5 to Sir Kay in exchange")
    assert s.view(0)["offered"] == "Fight 5"
    assert s.view(1)["offered"] == s.view(2)["offered"] == "a white card"


def test_heal_with_three_identical_cards():
    s = new_game()
    s.hands[0] = hand(GRAIL, GRAIL, GRAIL, FIGHT_3)
    s.life[0] = 3
    to_heroic(s)
    act(s, "Sir Kay discards three Grail to heal")
    assert s.life[0] == 4 and s.hands[0] == hand(FIGHT_3)
    s.life[1] = 6
    s.hands[1] = hand(FIGHT_3, FIGHT_3, FIGHT_3)
    act(s, "Sir Kay ends his turn", "Sir Gawain adds a siege engine")
    assert not any("to heal" in o for o in texts(s))        # 6 life points at most


def test_quest_actions_where_the_knight_stands():
    s = new_game()
    s.hands[0] = hand(GRAIL, FIGHT_3, FIGHT_5)
    s.where[0] = EXCALIBUR
    to_heroic(s)
    assert "Sir Kay discards Grail to draw Excalibur nearer" in texts(s)
    assert "Sir Kay plays a Grail card" not in texts(s)
    s.where[0] = GRAIL_QUEST
    assert "Sir Kay plays a Grail card" in texts(s)
    s.where[0] = SAXONS
    assert not any("on the Saxon war" in o for o in texts(s))   # the war wants a 1 first
    s.hands[0][FIGHT_1] = 1
    assert "Sir Kay plays Fight 1 on the Saxon war" in texts(s)
    assert "wants Fight 1" in refused(s, PlayFight(KAY, SAXONS, FIGHT_5))


def test_end_turn_is_refused_before_any_heroic_action():
    s = new_game()
    to_heroic(s)
    assert "not possible" in refused(s, EndTurn(KAY))
    assert "it is Sir Kay's decision" in refused(s, EndTurn(GAWAIN))
    assert "second action costs a life point" in refused(s, SecondAction(KAY))


def test_stack_white_helper_controls_draws():
    s = new_game()
    before = s.hands[0][FIGHT_5]
    stack_white(s, FIGHT_5, FIGHT_5)
    to_heroic(s)
    act(s, "Sir Kay draws white cards at the Round Table")
    assert [(str(o), p) for o, p in s.chance_outcomes()] == [("Sir Kay draws Fight 5", 1)]
    act(s, "Sir Kay draws Fight 5", "Sir Kay draws Fight 5")
    assert s.hands[0][FIGHT_5] == before + 2
