"""Every special card (Book of Quests, card manifest): the special white cards a
knight plays, and the special black cards Evil draws."""
from gamekit.camelot.actions import PlaySpecial
from gamekit.camelot.components import (
    BLACK_KNIGHT,
    BLACK_KNIGHT_3,
    BLACK_KNIGHT_5,
    CAMELOT,
    CLAIRVOYANCE,
    CONVOCATION,
    DARK_FOREST,
    DESOLATION,
    DESPAIR,
    EXCALIBUR,
    EXCALIBUR_CARD,
    FATE,
    FIGHT_1,
    FIGHT_2,
    FIGHT_3,
    FIGHT_5,
    GAWAIN,
    GRAIL,
    GRAIL_QUEST,
    GUINEVERE,
    HEROISM,
    KAY,
    LADY_OF_THE_LAKE,
    LANCELOT,
    LANCELOT_3,
    MERLIN,
    MESSENGER,
    MORGAN_1,
    MORGAN_2,
    MORGAN_3,
    MORGAN_4,
    MORGAN_5,
    PALAMEDES,
    PICTS,
    PICTS_CARD,
    PIETY,
    REINFORCEMENTS,
    RELIC_EXCALIBUR,
    SAXONS,
    SAXONS_CARD,
    VIVIEN,
)
from gamekit.camelot.state import Task
from tests.camelot.helpers import (
    act,
    draw_black,
    game3,
    hand,
    new_game,
    no_merlins,
    refused,
    stack_black,
    texts,
    to_heroic,
)


# -- Merlin ------------------------------------------------------------------------------------
def test_merlin_removes_an_engine_a_black_card_or_a_warrior():
    s = game3()
    s.hands[0] = hand(MERLIN)
    s.engines, s.warriors[SAXONS] = 3, 2
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_3, BLACK_KNIGHT_5], [0, 0]
    s.ld_black, s.ld_seen = [LANCELOT_3], [0]
    s.grail_black = [DESPAIR, DESOLATION]
    to_heroic(s)                                    # one more engine: 4
    options = [t for t in texts(s) if "Merlin" in t]
    assert options == ["Sir Gawain plays Merlin to remove a siege engine",
                       "Sir Gawain plays Merlin to remove the last black card from the Black Knight's tournament",
                       "Sir Gawain plays Merlin to remove the last black card from Lancelot's quest",
                       "Sir Gawain plays Merlin to remove the last black card from the quest for the Holy Grail",
                       "Sir Gawain plays Merlin to remove a warrior from the Saxon war"]
    twin = s.clone()
    act(s, "Sir Gawain plays Merlin to remove a siege engine")
    assert s.engines == 3 and s.white_discard[MERLIN] == 4
    act(twin, "Sir Gawain plays Merlin to remove the last black card from the quest for the Holy Grail")
    assert twin.grail_black == [DESOLATION]         # a Despair; Desolation is a special card


def test_merlin_removes_the_last_black_knight_card():
    s = game3()
    s.hands[0] = hand(MERLIN)
    s.bk_black, s.bk_seen = [BLACK_KNIGHT_3, BLACK_KNIGHT_5], [0, 0]
    to_heroic(s)
    act(s, "Sir Gawain plays Merlin to remove the last black card from the Black Knight's tournament")
    assert s.bk_black == [BLACK_KNIGHT_3] and s.black_discard[BLACK_KNIGHT_5] == 1


def test_three_merlins_cancel_a_special_black_card():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])  # a Merlin each
    stack_black(s, MORGAN_3)
    act(s, "Sir Gawain draws a black card")
    assert texts(s) == ["Sir Gawain plays no Merlin against Morgan 3",
                        "Sir Gawain plays a Merlin against Morgan 3"]
    act(s, "Sir Gawain plays a Merlin against Morgan 3", "Sir Kay plays a Merlin against Morgan 3",
        "Sir Palamedes plays a Merlin against Morgan 3")
    assert s.engines == 0 and "Three Merlins cancel Morgan 3." in s.log
    assert [h[MERLIN] for h in s.hands] == [0, 0, 0] and s.black_discard[MORGAN_3] == 1


def test_too_few_merlins_go_back_to_their_hands():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    stack_black(s, MORGAN_3)
    act(s, "Sir Gawain draws a black card", "Sir Gawain plays a Merlin against Morgan 3",
        "Sir Kay plays no Merlin against Morgan 3", "Sir Palamedes plays a Merlin against Morgan 3")
    assert s.engines == 2 and [h[MERLIN] for h in s.hands] == [1, 1, 1]
    assert "Too few Merlins against Morgan 3: they go back to their hands." in s.log


def test_one_knight_may_offer_several_merlins():
    s = game3()
    s.hands[1] = hand(MERLIN, MERLIN, MERLIN, MERLIN)
    stack_black(s, MORGAN_3)
    act(s, "Sir Gawain draws a black card", "Sir Gawain plays no Merlin against Morgan 3")
    assert texts(s) == ["Sir Kay plays no Merlin against Morgan 3",
                        "Sir Kay plays a Merlin against Morgan 3",
                        "Sir Kay plays 2 Merlins against Morgan 3",
                        "Sir Kay plays 3 Merlins against Morgan 3"]      # three are enough
    act(s, "Sir Kay plays 3 Merlins against Morgan 3")
    assert s.engines == 0 and s.hands[1][MERLIN] == 1


def test_every_knight_is_asked_for_a_merlin_whatever_he_holds():
    """Revised [D]: who is asked tells nobody who holds a Merlin: each knight in turn
    from the drawer, the one without a Merlin offered only to pass."""
    s = game3()
    s.hands[0] = hand(MERLIN, MERLIN)
    stack_black(s, MORGAN_3)
    act(s, "Sir Gawain draws a black card", "Sir Gawain plays 2 Merlins against Morgan 3")
    assert s.current_player == 1 and texts(s) == ["Sir Kay plays no Merlin against Morgan 3"]
    act(s, "Sir Kay plays no Merlin against Morgan 3")
    assert texts(s) == ["Sir Palamedes plays no Merlin against Morgan 3"]
    act(s, "Sir Palamedes plays no Merlin against Morgan 3")
    assert s.engines == 2 and s.hands[0][MERLIN] == 2 and s.agenda[-1][0] is Task.HEROIC


# -- the other special white cards ------------------------------------------------------------------
def test_fate_from_a_loyal_knight():
    s = game3()
    s.hands[0] = hand(FATE)
    to_heroic(s)
    act(s, "Sir Gawain plays Fate")
    drawn = []
    while s.agenda[-1][0] is Task.WHITE:
        drawn.append(s.seat_of[s.choices()[0].knight])
        s.apply(s.choices()[0])
    assert drawn == [0, 1, 2]


def test_fate_unmasks_the_traitor():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor_seat=0, three_brave_knights=False)
    no_merlins(s)
    s.hands[0] = hand(FATE, FIGHT_1)
    s.hands[1] = hand(FIGHT_1, FIGHT_2, FIGHT_3)
    s.hands[2] = hand(FIGHT_5)
    to_heroic(s)
    act(s, "Sir Gawain plays Fate")
    assert s.revealed and s.hands[0] == hand() and s.white_swords == 0   # not accused: no sword
    act(s, "Sir Kay discards Fight 1", "Sir Kay discards Fight 3", "Sir Palamedes discards Fight 5")
    assert s.hands[1] == hand(FIGHT_2) and s.hands[2] == hand()
    assert s.agenda[-1][0] is Task.EVIL and s.turn == 1       # the unmasked traitor's turn is over


def test_piety_both_ways():
    s = game3()
    s.hands[0] = hand(PIETY)
    s.life = [2, 5, 6]
    to_heroic(s)
    twin = s.clone()
    act(s, "Sir Gawain plays Piety to gain 3 life points")
    assert s.life == [5, 5, 6]
    act(twin, "Sir Gawain plays Piety: every other knight gains 1 life point")
    assert twin.life == [2, 6, 6]


def test_heroism_lies_on_its_quest():
    s = game3()
    s.hands[0] = hand(HEROISM)
    to_heroic(s)
    assert "Sir Gawain plays Heroism on the quest for the Holy Grail" in texts(s)
    act(s, "Sir Gawain plays Heroism on the Pict war")
    assert s.heroism == PICTS and s.white_discard[HEROISM] == 0
    assert s.view(2)["heroism_on"] == "the Pict war"


def test_reinforcements_both_ways():
    s = game3()
    s.hands[0] = hand(REINFORCEMENTS)
    to_heroic(s)
    twin = s.clone()
    act(s, "Sir Gawain plays Reinforcements to draw 4 white cards")
    assert [t[1] for t in s.agenda[-4:]] == [0, 0, 0] or s.agenda[-1] == (Task.WHITE, 0)
    for _ in range(4):
        s.apply(s.choices()[0])
    assert sum(s.hands[0]) == 4
    act(twin, "Sir Gawain plays Reinforcements: every other knight draws 1 white card")
    for _ in range(2):
        twin.apply(twin.choices()[0])
    assert [sum(h) for h in twin.hands] == [0, sum(s.hands[1]) + 1, sum(s.hands[2]) + 1]


def test_clairvoyance_orders_the_next_black_cards():
    s = game3()
    s.hands[0] = hand(CLAIRVOYANCE)
    stack_black(s, MORGAN_3, PICTS_CARD, SAXONS_CARD, DESPAIR, EXCALIBUR_CARD)
    to_heroic(s)
    act(s, "Sir Gawain plays Clairvoyance")
    assert texts(s) == ["Sir Gawain puts Excalibur first on the black pile",
                        "Sir Gawain puts Despair first on the black pile",
                        "Sir Gawain puts Picts first on the black pile",
                        "Sir Gawain puts Saxons first on the black pile",
                        "Sir Gawain puts Morgan 3 first on the black pile"]
    act(s, "Sir Gawain puts Despair first on the black pile",
        "Sir Gawain puts Excalibur second on the black pile",
        "Sir Gawain puts Picts third on the black pile",
        "Sir Gawain puts Saxons fourth on the black pile")
    assert s.black_top[:5] == [DESPAIR, EXCALIBUR_CARD, PICTS_CARD, SAXONS_CARD, MORGAN_3]
    known = [c["card"] for c in s.view(0)["black_known_top"]]
    assert known == ["Despair", "Excalibur", "Picts", "Saxons", "Morgan 3"]
    assert s.view(1)["black_known_top"] == []
    act(s, "Sir Gawain ends his turn", "Sir Kay draws a black card")
    assert s.grail_black == [DESPAIR]


def test_clairvoyance_turns_up_unseen_cards_by_chance():
    s = game3()
    s.hands[0] = hand(CLAIRVOYANCE)
    to_heroic(s)
    act(s, "Sir Gawain plays Clairvoyance")
    assert s.agenda[-1][0] is Task.SEEN and len(s.chance_outcomes()) > 1


def test_messenger_carries_one_to_three_cards():
    s = game3()
    s.hands[0] = hand(MESSENGER, FIGHT_1, FIGHT_2, FIGHT_3, FIGHT_5)
    s.hands[2] = hand()
    to_heroic(s)
    act(s, "Sir Gawain plays Messenger to Sir Palamedes")
    assert "Sir Gawain sends the Messenger" not in texts(s)   # at least one card
    act(s, "Sir Gawain gives Fight 5 to the Messenger", "Sir Gawain gives Fight 3 to the Messenger",
        "Sir Gawain gives Fight 2 to the Messenger")
    assert s.hands[2] == hand(FIGHT_2, FIGHT_3, FIGHT_5) and s.hands[0] == hand(FIGHT_1)
    assert "Sir Gawain gives Fight 5 to Sir Palamedes." in s.log_for(2)
    assert "Sir Gawain gives Fight 5 to Sir Palamedes." not in s.log_for(1)


def test_lady_of_the_lake_finishes_excalibur_from_afar():
    s = game3()
    s.hands[0] = hand(LADY_OF_THE_LAKE)
    s.where[1] = EXCALIBUR
    s.excalibur_pos = 9
    to_heroic(s)
    act(s, "Sir Gawain plays the Lady of the Lake")
    # TRICK: the relic goes to whoever finished it; cards and life to the knights there
    assert s.relics[RELIC_EXCALIBUR] == 0 and s.white_swords == 2
    assert s.life[1] == 5 and s.life[0] == 4
    assert {s.seat_of[s.choices()[0].knight]} == {1}


def test_lady_of_the_lake_heals_once_excalibur_is_over():
    s = game3()
    s.hands[0] = hand(LADY_OF_THE_LAKE)
    s.excalibur_done = True
    s.life[0] = 3
    to_heroic(s)
    act(s, "Sir Gawain plays the Lady of the Lake")
    assert s.life[0] == 5


def test_convocation_gathers_the_knights():
    s = game3()
    s.hands[0] = hand(CONVOCATION)
    s.where[1], s.where[2] = PICTS, LANCELOT
    s.ld_white = [FIGHT_5]
    to_heroic(s)
    act(s, "Sir Gawain plays Convocation", "Sir Kay answers the Convocation",
        "Sir Palamedes stays on his quest")
    assert s.where == [CAMELOT, CAMELOT, LANCELOT]
    drawn = []
    while s.agenda[-1][0] is Task.WHITE:
        drawn.append(s.seat_of[s.choices()[0].knight])
        s.apply(s.choices()[0])
    assert drawn == [0, 1]                           # two gathered: two cards, one each [D]


# -- Morgan ------------------------------------------------------------------------------------------
def test_morgan_1_a_volunteer_discards_three():
    s = game3()
    s.hands = [hand(FIGHT_1, FIGHT_2), hand(FIGHT_1, FIGHT_2, FIGHT_3, FIGHT_5), hand(GRAIL)]
    stack_black(s, MORGAN_1)
    draw_black(s)
    assert texts(s) == ["Sir Kay volunteers (Morgan 1)", "Sir Kay does not volunteer (Morgan 1)"]
    act(s, "Sir Kay volunteers (Morgan 1)", "Sir Kay discards Fight 1", "Sir Kay discards Fight 2",
        "Sir Kay discards Fight 3")
    assert s.hands == [hand(FIGHT_1, FIGHT_2), hand(FIGHT_5), hand(GRAIL)]


def test_morgan_1_without_volunteer_everyone_discards_one():
    s = game3()
    s.hands = [hand(FIGHT_1, FIGHT_2), hand(FIGHT_1, FIGHT_2, FIGHT_3), hand()]
    stack_black(s, MORGAN_1)
    draw_black(s)
    act(s, "Sir Kay does not volunteer (Morgan 1)",
        "Sir Gawain discards Fight 2", "Sir Kay discards Fight 3")
    assert s.hands == [hand(FIGHT_1), hand(FIGHT_1, FIGHT_2), hand()]


def test_morgan_2_draws_three_more():
    s = game3()
    stack_black(s, MORGAN_2, PICTS_CARD, PICTS_CARD, SAXONS_CARD)
    draw_black(s)
    assert (s.warriors[PICTS], s.warriors[SAXONS]) == (2, 1)


def test_morgan_3_and_4():
    s = game3()
    stack_black(s, MORGAN_3)
    draw_black(s)
    assert s.engines == 2
    s2 = game3()
    s2.life = [4, 1, 6]
    stack_black(s2, MORGAN_4)
    draw_black(s2)
    assert s2.life == [3, 0, 5]


def test_morgan_5_volunteer_or_discards():
    s = game3()
    stack_black(s, MORGAN_5)
    draw_black(s)
    act(s, "Sir Gawain does not volunteer (Morgan 5)", "Sir Kay volunteers (Morgan 5)")
    assert s.life == [4, 2, 4]
    s2 = game3()
    s2.hands = [hand(FIGHT_1), hand(FIGHT_2), hand(FIGHT_3)]
    stack_black(s2, MORGAN_5)
    draw_black(s2)
    act(s2, "Sir Gawain does not volunteer (Morgan 5)",
        "Sir Kay does not volunteer (Morgan 5)", "Sir Palamedes does not volunteer (Morgan 5)",
        "Sir Gawain discards Fight 1", "Sir Kay discards Fight 2", "Sir Palamedes discards Fight 3")
    assert s2.hands == [hand(), hand(), hand()] and s2.life == [4, 4, 4]


# -- the other special black cards ---------------------------------------------------------------------
def test_dark_forest_blocks_grail_cards():
    s = game3()
    s.hands[0] = hand(GRAIL, FIGHT_1)
    s.where[0] = GRAIL_QUEST
    stack_black(s, DARK_FOREST)
    draw_black(s)
    assert s.dark_forest and "Sir Gawain plays a Grail card" not in texts(s)
    from gamekit.camelot.actions import PlayGrail
    assert "Dark Forest" in refused(s, PlayGrail(GAWAIN))


def test_desolation_goes_on_the_grail():
    s = game3()
    stack_black(s, DESOLATION)
    draw_black(s)
    assert s.grail_black == [DESOLATION]


def test_guinevere_calls_everyone_home_and_ends_the_turn():
    s = game3()
    s.where = [BLACK_KNIGHT, PICTS, CAMELOT]
    s.bk_white, s.bk_black, s.bk_seen = [FIGHT_5], [BLACK_KNIGHT_3], [0]
    s.war_cards[PICTS] = 2
    stack_black(s, GUINEVERE)
    draw_black(s)
    assert s.where == [CAMELOT] * 3 and s.bk_white == [] and s.bk_black == [BLACK_KNIGHT_3]
    assert s.war_cards[PICTS] == 2                   # a group quest keeps its cards
    assert s.turn == 1 and s.agenda[-1][0] is Task.EVIL  # no heroic action for the drawer


def test_vivien_forbids_merlin_until_a_quest_is_won():
    s = game3()
    s.hands[0] = hand(MERLIN, FIGHT_5)
    s.engines = 3
    stack_black(s, VIVIEN)
    draw_black(s)
    assert s.vivien and not any("Merlin" in t for t in texts(s))
    assert "Vivien" in refused(s, PlaySpecial(GAWAIN, MERLIN, CAMELOT))
    s.hands[1] = hand(MERLIN, MERLIN)
    s.hands[2] = hand(MERLIN)
    act(s, "Sir Gawain ends his turn") if "Sir Gawain ends his turn" in texts(s) else \
        act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn")
    stack_black(s, MORGAN_3)
    act(s, "Sir Kay draws a black card")             # no cancel window under Vivien
    assert s.engines == 5


def test_clairvoyance_asks_for_every_place_even_when_the_cards_are_alike():
    """[D] revised: as many choices as cards less one, so that the number of questions
    tells nobody what the cards are."""
    s = game3()
    s.hands[0] = hand(CLAIRVOYANCE)
    stack_black(s, *[DESPAIR] * 5)
    to_heroic(s)
    act(s, "Sir Gawain plays Clairvoyance")
    for place in ("first", "second", "third", "fourth"):
        assert texts(s) == [f"Sir Gawain puts Despair {place} on the black pile"]
        act(s, f"Sir Gawain puts Despair {place} on the black pile")
    assert s.step is Task.HEROIC and s.black_top_seen[:5] == [1] * 5
