"""Exact dice and pay-out values, cross-checked with icepool, and the seat study."""
from fractions import Fraction
from itertools import combinations

import icepool
import pytest

from gamekit import outcome_distribution
from gamekit.tafelrunde.analysis import (
    best_reroll,
    expected_payout,
    lowest_of_two,
    rolled,
    seat_study,
    seat_values,
    wrestling_survival,
)

from .helpers import P1, RED_GNOME, give, new_game, play

LOWEST = icepool.lowest(icepool.d6, icepool.d6)
"""icepool's own lowest of two six-sided dice."""


def test_lowest_of_two_is_11_9_7_5_3_1_in_36():
    assert dict(lowest_of_two()) == {v: Fraction(w, 36) for v, w in
                                     zip(range(1, 7), (11, 9, 7, 5, 3, 1))}
    assert dict(lowest_of_two()) == {v: LOWEST.probability(v) for v in LOWEST.outcomes()}


def test_the_games_dice_node_is_the_same_distribution():
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    first = outcome_distribution(state, lambda s: s.play.first)
    assert dict(first) == dict(lowest_of_two())


def test_wrestling_at_least_3_with_a_reroll_is_56_in_81():
    best, keep = best_reroll({v: int(v >= 3) for v in range(1, 7)})
    assert keep == {3, 4, 5, 6}
    with_reroll = LOWEST.map(lambda x: x if x >= 3 else LOWEST)
    assert best == wrestling_survival() == Fraction(56, 81) == with_reroll.probability(">=", 3)


def test_gambling_with_the_best_reroll_is_worth_37_12_silver():
    values = {v: seat_values(4)[v - 1] for v in range(1, 7)}
    best, keep = best_reroll(values)
    assert keep == {1, 2}  # a 3 or worse is rolled again: a new throw is worth 5/2
    assert expected_payout(lowest_of_two()) == Fraction(5, 2) == LOWEST.map(values).mean()
    by_icepool = LOWEST.map(lambda x: values[x] if x in keep else LOWEST.map(values)).mean()
    assert best == Fraction(37, 12) == by_icepool


def test_best_reroll_beats_every_other_keep_set():
    values = {1: 5, 2: -3, 3: 0, 4: 2, 5: 7, 6: -1}
    best, keep = best_reroll(values)
    for k in range(7):
        for other in combinations(range(1, 7), k):
            assert rolled(values, other).mean() <= best
    assert rolled(values, keep).mean() == best


def test_seat_values_with_and_without_zork():
    """Rule book: 4/3/2/1 on the goblet side, -2/-1 at the back; Zork '4 silver for the last
    and 2 silver for the before last position', 'If Zork is at the front, he gets no money.'"""
    assert seat_values(4) == [4, 3, 2, 1, 0, 0, 0, -1, -2]
    assert seat_values(3) == [4, 3, 2, 1, 0, -1, -2]
    assert seat_values(4, zork=True) == [0] * 7 + [-2, -4]
    assert expected_payout(1) == 4 and expected_payout(9, zork=True) == -4
    assert expected_payout(7, players=3) == -2
    with pytest.raises(ValueError, match="positions are 1 to 7"):
        expected_payout(8, players=3)


def test_the_seat_study_sums_up_each_colour():
    study = seat_study(players=3, games=6, seed=1)
    assert [(r["colour"], r["seats"]) for r in study.rows] == [
        ("lilac", (1, 6)), ("red", (2, 5)), ("green", (3, 4))]
    assert sum(r["wins"].successes for r in study.rows) == 6
    assert all(r["silver"].n == 6 for r in study.rows)
    again = seat_study(players=3, games=6, seed=1)
    assert str(again) == str(study)
