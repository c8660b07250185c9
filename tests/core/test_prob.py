"""Exact distributions and the enumeration of a state's chance outcomes."""
from fractions import Fraction

import pytest

import gamekit
from gamekit import outcome_distribution
from gamekit.prob import Distribution


def test_distribution_is_exact_and_normalised():
    die = Distribution.uniform(range(1, 7))
    assert die[3] == Fraction(1, 6) and sum(die.values()) == 1
    assert die.mean() == Fraction(7, 2)
    assert die.at_least(5) == Fraction(1, 3) and die.at_most(2) == Fraction(1, 3)
    assert die.map(lambda v: v % 2).probability(lambda v: v == 0) == Fraction(1, 2)
    with pytest.raises(ValueError):
        Distribution({1: -1, 2: 2})


def test_outcome_distribution_walks_the_chance_nodes():
    """The first card of a two-player deal: the chance of being dealt a pair."""
    state = gamekit.load("tavern_trouble", players=2).new_initial_state()
    pair = outcome_distribution(state, lambda s: len(set(s.hands[1])) == 1,
                                stop=lambda s: len(s.hands[1]) == 2)
    assert pair[True] == Fraction(9 * 3 * 2, 27 * 26)
    assert state.history == []  # the state itself is unchanged


def test_membership_is_the_support():
    coin = Distribution({"heads": 1, "tails": 1})
    assert "heads" in coin and "edge" not in coin and coin["edge"] == 0
