"""Exact odds in gamekit.camelot.analysis, checked by hand and against icepool."""
import random
from fractions import Fraction
from itertools import combinations

import icepool
import pytest

from gamekit.camelot.analysis import (
    ENGINE,
    combat_black_cards,
    combat_win_chance,
    end_reasons,
    full_deck_kinds,
    knights_study,
    knights_win_rate,
    next_black_card,
    next_black_effect,
    next_black_kind,
    paired_difference,
    siege_win_chance,
    traitor_chance,
    unknown_black_cards,
    unmasked_rate,
)
from gamekit.camelot.components import (
    BLACK_COUNTS,
    BLACK_KNIGHT,
    BLACK_KNIGHT_5,
    BLACK_KNIGHT_7,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_TOTAL,
    DESPAIR,
    DRAGON,
    EXCALIBUR,
    GAWAIN,
    GRAIL_QUEST,
    KAY,
    LANCELOT,
    MORGAN_3,
    PALAMEDES,
    PICTS_CARD,
    RELIC_ARMOR,
)
from gamekit.core.simulate import GameRecord, Simulation
from gamekit.prob import Difference
from tests.camelot.helpers import act, new_game, no_merlins, stack_black


@pytest.mark.parametrize("players", range(3, 8))
def test_traitor_chance_is_players_over_eight(players):
    assert traitor_chance(players) == Fraction(players, 8)
    assert traitor_chance(players, traitor_among_us=True) == Fraction(players, players + 1)


@pytest.mark.parametrize("total", range(0, 12))
def test_siege_win_chance_against_icepool(total):
    assert siege_win_chance(total) == Fraction((icepool.d8 < total).probability(True))
    assert siege_win_chance(total, excalibur=True) == \
        Fraction((icepool.d8 < total + 1).probability(True))


def test_siege_win_chance_by_hand():
    # a total of 6 beats rolls 1-5: 5/8; 9 or more always wins; 1 never does
    assert (siege_win_chance(6), siege_win_chance(9), siege_win_chance(1)) == \
        (Fraction(5, 8), Fraction(1), Fraction(0))


def test_first_black_card_kinds_follow_the_manifest():
    kinds = full_deck_kinds()
    assert kinds["Excalibur"] == kinds["Despair"] == Fraction(15, 76)
    assert kinds["special"] == Fraction(12, 76) and kinds["Black Knight"] == Fraction(11, 76)


def test_next_black_card_from_a_fresh_pile():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    assert next_black_card(s)["Despair"] == Fraction(15, BLACK_TOTAL)
    assert next_black_kind(s) == full_deck_kinds()


def test_a_known_top_card_is_certain_for_who_knows_it():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    stack_black(s, MORGAN_3)
    s.black_top_seen[0] = 1 << 1                      # Sir Kay saw it
    assert next_black_card(s, player=1) == {"Morgan 3": 1}
    assert next_black_card(s)["Morgan 3"] == 1         # the narrator knows everything
    assert next_black_card(s, player=0)["Morgan 3"] == Fraction(1, BLACK_TOTAL)


def test_face_down_cards_stay_unknown_to_the_other_knights():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, BLACK_KNIGHT_5)
    act(s, "Sir Gawain draws a black card")
    # Sir Gawain read it: 75 unknown cards for him, 76 for the others
    assert sum(unknown_black_cards(s, 0)) == 75 and sum(unknown_black_cards(s, 1)) == 76
    assert next_black_card(s, 0)["Black Knight 5"] == Fraction(1, 75)
    # Sir Kay sees "a Black Knight card" under way, off the pile: 75 cards on it. It is a
    # 5 with odds 2/11, so the 2 Black Knight 5s leave 2 * 9/11 + 1 * 2/11 = 20/11 copies
    # to expect on the pile: (20/11) / 75 = 4/165. Any other kind: its copies over 75.
    assert next_black_card(s, 1)["Black Knight 5"] == Fraction(20, 11 * 75) == Fraction(4, 165)
    assert next_black_card(s, 1)["Despair"] == Fraction(15, 75)


def face_down_on_the_black_knight():
    """Sir Gawain, then Sir Kay, lays a Black Knight card face down; Sir Palamedes
    (seat 2) is to draw: 74 cards on the pile, nothing discarded yet."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, BLACK_KNIGHT_5, BLACK_KNIGHT_7)
    act(s, "Sir Gawain draws a black card",
        "Sir Gawain lays Black Knight 5 face down and draws a white card")
    s.apply(s.choices()[0])                                         # his white card
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn",
        "Sir Kay draws a black card", "Sir Kay lays Black Knight 7 face down and draws a white card")
    s.apply(s.choices()[0])
    act(s, "Sir Kay goes to the Pict war", "Sir Kay ends his turn")
    assert s.current_player == 2 and s.black_size == 74 and not sum(s.black_discard)
    assert s.view(2)["quests"]["black_knight"]["black"] == [None, None]
    return s


def test_cards_face_down_on_a_quest_are_not_on_the_pile():
    """The table sees two Black Knight cards go face down: neither can be the next card.
    Despair: 15 of the 74 cards on the pile (not 15 of the 76 whose place is unknown)."""
    s = face_down_on_the_black_knight()
    assert sum(unknown_black_cards(s, 2)) == 76 and sum(unknown_black_cards(s, 0)) == 75
    for seat in range(3):
        assert next_black_card(s, seat)["Despair"] == Fraction(15, 74)
        assert next_black_kind(s, seat)["Black Knight"] == Fraction(11 - 2, 74)
    # Sir Palamedes saw neither: every pair of the 11 Black Knight cards is as likely to
    # lie face down; the next card is one of the 74 left on the pile.
    copies = [c for c in BLACK_KNIGHT_CARDS for _ in range(BLACK_COUNTS[c])]
    pairs = list(combinations(range(len(copies)), 2))
    for card in BLACK_KNIGHT_CARDS:
        left = sum(BLACK_COUNTS[card] - sum(copies[i] == card for i in pair) for pair in pairs)
        assert next_black_card(s, 2)[BLACK_NAMES[card]] == Fraction(left, len(pairs) * 74)
    # Sir Gawain knows his 5; Sir Kay's card is one of the other 10 Black Knight cards
    assert next_black_card(s, 0)["Black Knight 5"] == Fraction(1 * 9, 10 * 74)
    assert next_black_card(s, 0)["Black Knight 7"] == Fraction(1 * 9, 10 * 74)
    assert next_black_card(s, 0)["Black Knight 1"] == Fraction(5 * 9, 10 * 74)


def test_the_odds_follow_from_the_view_alone():
    """Any position of a knight's view gives him the same odds: the true cards face
    down, and the true pile, do not enter."""
    s = face_down_on_the_black_knight()
    for seat in range(3):
        for seed in range(5):
            sampled = s.game.sample_state(s.view(seat), random.Random(seed))
            assert next_black_card(sampled, seat) == next_black_card(s, seat)


def test_cards_drawn_and_not_shown_are_not_on_the_pile():
    """With Lancelot's Armor Sir Gawain holds two cards (Picts, Despair): 74 on the pile.
    Sir Kay does not know them: Despair is 15/76 for him (each card he has not seen is as
    likely to be on the pile), and 14/74 for Sir Gawain, who knows one of them."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    s.relics[RELIC_ARMOR] = 0
    stack_black(s, PICTS_CARD, DESPAIR)
    act(s, "Sir Gawain draws a black card")
    assert s.black_size == 74 and s.view(1)["drawn"] == ["a black card", "a black card"]
    assert next_black_card(s, 1)["Despair"] == Fraction(15, 76)
    assert next_black_card(s, 0)["Despair"] == Fraction(14, 74)


def test_the_distribution_matches_the_chance_node():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    stack_black(s, PICTS_CARD, DESPAIR)
    act(s, "Sir Gawain adds a siege engine", "Sir Gawain goes to the Pict war",
        "Sir Gawain ends his turn", "Sir Kay draws a black card")   # draws the known Picts
    dist = next_black_card(s)
    assert dist == {"Despair": 1}
    s.black_top, s.black_top_seen = [], []
    s.black_pile[DESPAIR] += 1
    act(s, "Sir Kay goes to the Pict war", "Sir Kay ends his turn", "Sir Palamedes draws a black card")
    odds = {str(o).removeprefix("The black card is "): p for o, p in s.chance_outcomes()}
    assert odds == dict(next_black_card(s))


def test_a_small_study_has_intervals_and_end_reasons():
    sim = knights_study(players=3, traitor=False, games=4, seed=1)
    rate = knights_win_rate(sim)
    assert rate.trials == 4
    reasons = end_reasons(sim)
    assert sum(p.successes for p in reasons.values()) == 4


def test_a_combat_quests_odds_match_every_deal_of_the_black_cards():
    cards = [1] * 5 + [3] * 3 + [5] * 2 + [7]                  # the manifest's Black Knights
    rest = list(cards)
    rest.remove(3)                                           # one 3 lies face up
    deals = list(combinations(rest, 2))
    wins = sum(14 > 3 + sum(d) for d in deals)
    assert combat_win_chance(BLACK_KNIGHT, 14, 2, face_up=(3,)) == Fraction(wins, len(deals))


def test_a_combat_quest_tie_goes_to_evil_and_excalibur_breaks_it():
    assert combat_win_chance(LANCELOT, 8, 0, face_up=(1, 7)) == 0
    assert combat_win_chance(LANCELOT, 8, 0, face_up=(1, 7), excalibur=True) == 1


def test_face_up_cards_leave_the_manifest():
    assert combat_black_cards(BLACK_KNIGHT, (7,)) == {1: 5, 3: 3, 5: 2, 7: 0}
    assert combat_black_cards(DRAGON) == {5: 4, 7: 3, 9: 3, 11: 1}
    with pytest.raises(ValueError, match="value 7"):
        combat_black_cards(BLACK_KNIGHT, (7, 7))


def test_the_next_black_card_becomes_an_engine_once_its_quest_is_over():
    assert next_black_effect()[ENGINE] == Fraction(1, 76)                       # Morgan 3
    assert next_black_effect(frozenset({EXCALIBUR}))[ENGINE] == Fraction(16, 76)
    everything = next_black_effect(frozenset({EXCALIBUR, GRAIL_QUEST, DRAGON}))
    assert everything[ENGINE] == Fraction(1 + 15 + 15 + 2 + 1 + 11, 76)


def test_the_unmasked_share_counts_only_the_games_where_the_traitor_is_dealt():
    rows = [{"traitor_in_play": True, "unmasked": True}, {"traitor_in_play": True, "unmasked": False},
            {"traitor_in_play": False, "unmasked": False}, {"traitor_in_play": True, "unmasked": True}]
    sim = Simulation(None, [], 0, [GameRecord(i, (), (), 0, r) for i, r in enumerate(rows)])
    share = unmasked_rate(sim)
    assert (share.successes, share.trials) == (2, 3)


def test_two_teams_on_the_same_seeds_are_compared_game_by_game():
    """The paired difference is the kit's one paired interval (MOVER over the seeds): a
    team that wins the same games and two more is +2 of 8, not two independent shares."""
    def study(wins):
        return Simulation(None, [], 0, [GameRecord(i, (), (), 0, {"knights_win": w})
                                        for i, w in enumerate(wins)])
    first, second = [1, 1, 1, 0, 1, 0, 1, 0], [1, 0, 1, 0, 0, 0, 1, 0]
    apart = paired_difference(study(first), study(second))
    assert apart == Difference.by_deal(first, second, 1)
    assert apart.mean == 2 / 8 and apart.n == 8
    low, high = apart.interval
    assert low < 2 / 8 < high
    unpaired = Difference(apart.first, apart.second, 0.0, 8)    # the pairing narrows it
    assert high - low < unpaired.interval[1] - unpaired.interval[0]
