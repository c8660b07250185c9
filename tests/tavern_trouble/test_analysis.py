"""The odds of the draw (gamekit.tavern_trouble.analysis): values derived by hand, an
independent library (icepool), and brute force over real game states."""
from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import icepool
import pytest

import gamekit
from gamekit import outcome_distribution
from gamekit.prob import Distribution, Proportion
from gamekit.tavern_trouble import analysis
from gamekit.tavern_trouble.actions import Deal, Draw, Stand, TakeCard
from gamekit.tavern_trouble.analysis import (
    DrawAdvice,
    clash_count_distribution,
    draw_advice,
    hand_shape_distribution,
    pair_chance,
    three_of_a_kind_chance,
    threshold_count_distribution,
)
from gamekit.tavern_trouble.components import clash_count
from gamekit.tavern_trouble.state import Phase

from .helpers import Policied

DECK = icepool.Deck({power: 3 for power in range(1, 10)})
"""icepool's own deck, built here apart from the kit's."""


# -- the full deck --------------------------------------------------------------------
def test_two_card_count_zero_by_hand():
    """Counts of 10: 1+9, 2+8, 3+7, 4+6 (3 x 3 pairs each) and 5+5 (3 pairs) = 39 of
    the C(27, 2) = 351 pairs."""
    assert clash_count_distribution(2)[0] == Fraction(4 * 9 + 3, comb(27, 2)) == Fraction(1, 9)


def test_two_card_count_nine_by_hand():
    """Nine is 1+8, 2+7, 3+6 or 4+5 (36 pairs); 19 is out of reach."""
    assert clash_count_distribution(2)[9] == Fraction(36, 351) == Fraction(4, 39)


@pytest.mark.parametrize("cards", [2, 3, 4])
def test_clash_count_distributions_sum_to_one_over_0_to_9(cards):
    dist = clash_count_distribution(cards)
    assert isinstance(dist, Distribution)
    assert list(dist) == list(range(10))
    assert sum(dist.values()) == 1
    assert all(isinstance(p, Fraction) and p > 0 for p in dist.values())


def every_hand(cards):
    """Every set of ``cards`` of the 27 cards, each card told apart: brute force."""
    deck = [power for power in range(1, 10) for _ in range(3)]
    return list(combinations(deck, cards))


@pytest.mark.parametrize("cards", [2, 3, 4])
def test_clash_count_distribution_agrees_with_brute_force(cards):
    hands = every_hand(cards)
    assert len(hands) == comb(27, cards)
    counts = Counter(sum(hand) % 10 for hand in hands)
    assert dict(clash_count_distribution(cards)) == {c: Fraction(n, len(hands)) for c, n in counts.items()}


def test_bad_number_of_cards_is_refused():
    for cards in (1, 5, "2"):
        with pytest.raises(ValueError, match="2, 3 or 4 cards"):
            clash_count_distribution(cards)


def test_pair_and_triple_odds_by_hand():
    # two cards: nine kinds, C(3, 2) = 3 pairs each, out of 351
    assert pair_chance(2) == Fraction(27, 351) == Fraction(1, 13)
    assert three_of_a_kind_chance(2) == 0
    # three cards: nine triples out of C(27, 3) = 2925; a pair plus another kind 9*3*24
    assert three_of_a_kind_chance(3) == Fraction(9, 2925)
    assert pair_chance(3) == Fraction(9 * 3 * 24 + 9, 2925)
    # four cards out of 17 550: two pairs C(9, 2)*3*3, a triple plus one 9*24
    shapes = hand_shape_distribution(4)
    assert shapes["two pairs"] == Fraction(36 * 9, 17550)
    assert shapes["three of a kind"] == Fraction(9 * 24, 17550)
    assert shapes["four of a kind"] == 0 and "four of a kind" not in list(shapes)
    assert sum(shapes.values()) == 1


@pytest.mark.parametrize("cards", [2, 3, 4])
def test_hand_shapes_agree_with_brute_force(cards):
    hands = every_hand(cards)

    def shape(hand) -> str:           # told apart by how many cards share a kind
        pairs = [k for k in set(hand) if hand.count(k) == 2]
        if any(hand.count(k) == 3 for k in hand):
            return "three of a kind"
        return {0: "no pair", 1: "one pair", 2: "two pairs"}[len(pairs)]

    shapes = Counter(shape(list(hand)) for hand in hands)
    assert dict(hand_shape_distribution(cards)) == {s: Fraction(n, len(hands)) for s, n in shapes.items()}


def test_a_new_question_is_one_line_of_icepool():
    """Three cards from the full deck ending on 8 or 9: the kit's distribution and
    icepool's own one line agree."""
    one_line = (DECK.deal(3).sum() % 10 >= 8).probability(True)
    assert Fraction(one_line) == clash_count_distribution(3).at_least(8)


# -- brute force over real game states -------------------------------------------------
def draw_over(s: Policied) -> bool:
    """The first deal's draw is over: abilities next, or (no pair anywhere) the reveal
    has been made and the next deal began."""
    return s.state.deals > 1 or s.state.phase == Phase.ABILITIES


def threshold(t):
    def act(state):
        p = state.current_player
        if state.view(p)["clash_count"] < t and len(state.hands[p]) < 4:
            return TakeCard(p, len(state.hands[p]) + 1)
        return Stand(p, len(state.hands[p]))
    return act


def won(me):
    """The player ended the deal closest to 9 (a shared first place counts): read
    from the counts before the abilities, or from his life after the reveal."""
    def value(s: Policied):
        state = s.state
        if state.deals > 1:
            return state.life[me] == 20
        counts = {p: clash_count(state.hands[p]) for p in range(state.n)}
        return counts[me] == max(counts.values())
    return value


def opening(hand, me=1, players=2):
    """The states after the player's hand is dealt (and his third card drawn, for a
    three-card hand), one per deal of the opponents' cards, with their chances."""
    game = gamekit.load("tavern_trouble", players=players)
    start = game.new_initial_state()
    assert start.order[0] == me
    start.apply(Deal(me, tuple(sorted(hand[:2]))))
    branches = [(start, Fraction(1))]
    while branches[0][0].phase != Phase.DRAW:
        branches = _deal_next(branches)
    if len(hand) == 3:
        # the third card is a chance step too: weigh each deal of the opponent by the
        # chance that the player then draws his third card (Bayes), and renormalise
        drawn = []
        for s, p in branches:
            s.apply(TakeCard(me, 3))
            q = dict(s.chance_outcomes())[Draw(me, hand[2])]
            s.apply(Draw(me, hand[2]))
            drawn.append((s, p * q))
        total = sum(p for _, p in drawn)
        branches = [(s, p / total) for s, p in drawn]
    return branches


def _deal_next(branches):
    out = []
    for s, p in branches:
        for outcome, q in s.chance_outcomes():
            child = s.clone()
            child.apply(outcome)
            out.append((child, p * q))
    return out


def mix(branches, policy, value):
    """The distribution of ``value`` over every branch, its draw played out."""
    weights = {}
    for s, p in branches:
        for key, q in outcome_distribution(Policied(s, policy), value, draw_over).items():
            weights[key] = weights.get(key, 0) + p * q
    return Distribution(weights)


def plan(me, mine, others):
    """Seat ``me`` follows ``mine(state)``; the others the policy ``others``."""
    def act(state):
        return mine(state) if state.current_player == me else others(state)
    return act


def test_take_distribution_matches_real_states():
    """The count after one more card, enumerated through the game's own chance nodes
    (the opponent's unknown deal first, then the player's draw)."""
    me, hand = 1, (8, 5)
    branches = opening(hand, me)
    taken = [(s.clone(), p) for s, p in branches]
    for s, _ in taken:
        s.apply(TakeCard(me, 3))
    weights = {}
    for s, p in taken:
        for count, q in outcome_distribution(s, lambda t: t.view(me)["clash_count"]).items():
            weights[count] = weights.get(count, 0) + p * q
    advice = draw_advice(hand)
    assert dict(advice.take) == dict(Distribution(weights))
    assert dict(advice.stand) == {3: 1}


@pytest.mark.parametrize("hand,t", [((8, 5, 1), 5), ((2, 2, 3), 6)])
def test_three_card_hand_win_chances_match_real_states(hand, t):
    me = 1
    branches = opening(hand, me)
    stand = mix(branches, plan(me, lambda s: Stand(me, 3), threshold(t)), won(me))
    take = mix(branches, plan(me, lambda s: TakeCard(me, 4), threshold(t)), won(me))
    advice = draw_advice(hand, 1, t)
    assert advice.method == "exact by enumeration"
    assert advice.win_if_stand == stand[True]
    assert advice.win_if_take == take[True]
    assert advice.take_fourth_after == ()
    assert advice.advice == ("take a card" if take[True] > stand[True] else "stand")


def test_two_card_hand_with_best_fourth_card_matches_real_states():
    """A third card is valued with the better choice of a fourth, made knowing the
    third card only: per third card k, the larger of P(k and win) when standing on
    three and when taking the fourth."""
    me, hand, t = 1, (4, 9), 3
    branches = opening(hand, me)

    def third(value):
        def keyed(s):
            k = next(a.card for a in s.state.history if isinstance(a, Draw) and a.player == me)
            return (k, value(s))
        return keyed

    def after_three(final):
        def mine(s):
            cards = len(s.hands[me])
            if cards == 2:
                return TakeCard(me, 3)
            return TakeCard(me, 4) if final else Stand(me, 3)
        return mine

    stand = mix(branches, plan(me, lambda s: Stand(me, 2), threshold(t)), won(me))
    stop = mix(branches, plan(me, after_three(False), threshold(t)), third(won(me)))
    more = mix(branches, plan(me, after_three(True), threshold(t)), third(won(me)))
    best = sum(max(stop[(k, True)], more[(k, True)]) for k in range(1, 10))
    advice = draw_advice(hand, 1, t)
    assert advice.win_if_stand == stand[True]
    assert advice.win_if_take == best
    assert advice.take_fourth_after == tuple(k for k in range(1, 10)
                                             if more[(k, True)] > stop[(k, True)])


def test_threshold_count_distribution_matches_real_states():
    """A lone player's final count under a threshold, through the game's chance nodes."""
    t = 4
    fresh = gamekit.load("tavern_trouble", players=2).new_initial_state()
    # seat 1 is dealt first and draws first; seat 0's two cards are dealt from what
    # is left before seat 1 draws, but a shuffled deck is exchangeable, so seat 1's
    # final count is distributed as a lone player's
    dist = outcome_distribution(
        Policied(fresh, threshold(t)),
        lambda s: clash_count(s.state.hands[1]),
        lambda s: (s.state.phase == Phase.DRAW and s.state.current_player == 0) or draw_over(s))
    assert dict(dist) == dict(threshold_count_distribution(t))


def test_distributions_of_advice_sum_to_one():
    advice = draw_advice([1, 1])
    assert sum(advice.take.values()) == 1 and sum(advice.stand.values()) == 1
    assert 0 <= advice.win_if_stand <= 1 and 0 <= advice.win_if_take <= 1


# -- the rule book's example and the choice of method --------------------------------------------
def test_maja_should_take_a_third_card_with_13():
    """Rule book: Maja's orc and barbarian count 3; against one opponent she takes."""
    advice = draw_advice([8, 5])
    assert isinstance(advice, DrawAdvice)
    assert advice.advice == "take a card"
    assert advice.win_if_take > advice.win_if_stand


def test_a_nine_stands():
    advice = draw_advice([4, 5], opponents=1)
    assert advice.advice == "stand"
    # standing on 9 only loses to... nothing: 9 is the best count, ties share
    assert advice.win_if_stand == 1


def test_more_opponents_use_monte_carlo_with_an_interval():
    advice = draw_advice([8, 5], opponents=3, deals=4000, seed=1)
    assert advice.method == "Monte Carlo, 4,000 deals, 95% interval"
    assert isinstance(advice.win_if_take, Proportion) and advice.win_if_take.trials == 4000
    assert advice == draw_advice([8, 5], opponents=3, deals=4000, seed=1)  # seeded


@pytest.mark.parametrize("hand,opponents", [((8, 5), 1), ((3, 3, 1), 1), ((2, 4), 2)])
def test_monte_carlo_agrees_with_exact_within_its_interval(hand, opponents):
    """Six estimates are checked, so each against its 99.9% Wilson interval (at 95%
    one of them would miss in about one seed out of four)."""
    exact = draw_advice(hand, opponents, method="exact")
    sampled = draw_advice(hand, opponents, method="monte carlo", deals=20_000, seed=7)
    for p, estimate in ((exact.win_if_stand, sampled.win_if_stand),
                        (exact.win_if_take, sampled.win_if_take)):
        low, high = Proportion(estimate.successes, estimate.trials, z=3.2905).interval
        assert low <= p <= high, (float(p), str(estimate))
    assert exact.advice == sampled.advice
    assert exact.take == sampled.take        # the one-card distribution is always exact


def test_seven_opponents_can_empty_the_deck_and_still_get_an_answer():
    advice = draw_advice([1, 2], opponents=7, deals=2000)
    assert 0 < advice.win_if_take.rate < 1


@pytest.mark.parametrize("kwargs,match", [
    (dict(hand=[8]), "2 or 3 cards"),
    (dict(hand=[8, 5, 1, 4]), "2 or 3 cards"),
    (dict(hand=[0, 5]), "powers 1 to 9"),
    (dict(hand=[8, 5], opponents=0), "1 to 7"),
    (dict(hand=[8, 5], opponents=8), "1 to 7"),
    (dict(hand=[8, 5], threshold=11), "threshold"),
    (dict(hand=[8, 5], method="guess"), "method"),
    (dict(hand=[8, 5], opponents=3, method="exact"), "exact enumeration"),
])
def test_bad_questions_are_refused(kwargs, match):
    with pytest.raises(ValueError, match=match):
        draw_advice(**kwargs)


def test_four_copies_of_a_kind_are_refused():
    with pytest.raises(ValueError, match="only 3 cards"):
        draw_advice([7, 7, 7, 7])  # four goblins: the deck has three


def test_draw_table_covers_the_45_two_card_hands():
    table = analysis.draw_table()
    assert len(table) == 45
    assert table[(4, 5)].advice == "stand" and table[(5, 5)].advice == "take a card"


# -- thresholds ------------------------------------------------------------------------------
def exact_deal_win(t, u):
    """Two players, exact: P(a player taking below ``t`` ends at least as close to 9
    as one taking below ``u``), from each one's possible ends (checked above against
    real states) and a shuffled deck's exchangeability."""
    from gamekit.tavern_trouble.analysis import _falling, _opponent_leaves
    from gamekit.tavern_trouble.components import COPIES
    total = Fraction(0)
    for mine, w1 in _opponent_leaves(COPIES, t):
        rest = list(COPIES)
        for k in mine:
            rest[k] -= 1
        by_length = {}
        for theirs, w2 in _opponent_leaves(tuple(rest), u):
            if sum(theirs) % 10 <= sum(mine) % 10:
                by_length[len(theirs)] = by_length.get(len(theirs), 0) + w2
        for length, w2 in by_length.items():
            total += Fraction(w1 * w2, _falling(27, len(mine) + length))
    return total


def test_deal_threshold_study_agrees_with_exact_for_two_players():
    rows = {r.threshold: r for r in analysis.deal_threshold_study(2, 4, thresholds=[4, 8],
                                                                   deals=20_000, seed=3)}
    for t in (4, 8):
        p = exact_deal_win(t, 4)
        low, high = Proportion(rows[t].win.successes, rows[t].win.trials, z=3.2905).interval
        assert low <= p <= high, (t, float(p), str(rows[t].win))


def test_deal_threshold_study_is_seeded_and_never_standing_loses_more():
    rows = analysis.deal_threshold_study(4, deals=5000, seed=1)
    assert [r.threshold for r in rows] == list(range(11))
    assert rows == analysis.deal_threshold_study(4, deals=5000, seed=1)
    best = min(rows, key=lambda r: r.life_lost.mean)
    assert rows[0].life_lost.interval[0] > best.life_lost.interval[1]   # standing on any two


def test_best_threshold_is_its_own_best_reply():
    for players in (2, 4):
        best = analysis.best_threshold(players, deals=5000)
        assert best.opponent_threshold == best.threshold
        assert analysis.best_threshold(players, best.threshold, deals=5000).threshold == best.threshold


def test_bad_threshold_study_is_refused():
    with pytest.raises(ValueError, match="2 to 8 players"):
        analysis.deal_threshold_study(9)
    with pytest.raises(ValueError, match="threshold"):
        analysis.deal_threshold_study(3, opponent_threshold=-1)
