"""The deck's exact timing of the scoring rounds, random boards, and the heuristic bot."""
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

import gamekit
from gamekit.tikal import analysis
from gamekit.tikal.bots import HeuristicBot
from gamekit.tikal.tiles import TILES

from .position import lay, position

BARE = (0, 0, 0, 0, 0, 0)


def test_letters_take_their_draws_in_order():
    spots = analysis.letter_positions()
    assert spots["A"] == range(1, 7) and spots["B"] == range(7, 13) and spots["G"] == range(33, 37)


def test_volcano_draws_against_every_shuffle_of_its_letter():
    draws = analysis.volcano_draws()
    for volcano, letter, first in (("B1", "B", 7), ("D3", "D", 18)):
        ids = [t.id for t in TILES if t.letter == letter]
        shuffles = list(permutations(ids))
        counts = Counter(first + order.index(volcano) for order in shuffles)
        assert dict(draws[volcano]) == {k: Fraction(c, len(shuffles)) for k, c in counts.items()}


def test_the_game_draws_a_volcano_with_the_same_odds():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.stacks[0] = []
    odds = dict((str(o), p) for o, p in state.chance_outcomes())
    assert odds["Red draws tile B1 (volcano)"] == analysis.volcano_draws()["B1"][7] == Fraction(1, 6)


def test_who_draws_the_volcanoes_with_four_players():
    drawers = analysis.scoring_round_drawers(4)
    assert dict(drawers["B1"]) == {0: Fraction(1, 6), 1: Fraction(1, 6), 2: Fraction(1, 3),
                                   3: Fraction(1, 3)}
    assert sum(drawers["F2"].values()) == 1


def test_tiles_between_the_scoring_rounds():
    gaps = analysis.tiles_between_scorings()
    assert gaps["before the first"].mean() == Fraction(7 + 12, 2) - 1
    assert min(gaps["first to second"]) == 18 - 12 - 1 and max(gaps["first to second"]) == 22 - 7 - 1
    total = sum((g.mean() for g in gaps.values()), Fraction(0))
    assert total == 33                                    # 36 tiles less the 3 volcanoes


def test_board_figures_count_closed_edges_between_enterable_tiles():
    state = position()
    lay(state, "A3", 2, 3, stones=BARE)                   # bare, next to (1,3)'s stone and (2,4)
    lay(state, "B3", 2, 4, stones=BARE)                   # next to A3, (1,3) and (1,4)
    figures = analysis.board_figures(state)
    # shared edges: the printed four share 5; A3-(1,3), B3-(1,3), B3-(1,4), A3-B3 = 9
    assert figures["closed_edges"] == pytest.approx(1 / 9)   # only A3-B3 has no stone
    assert figures["farthest_temple"] == 2 and figures["unreachable"] == 0


def test_random_boards_are_full_and_recorded():
    sim = analysis.random_boards(games=5, seed=1)
    assert sim.games == 5 and 0 < sim.mean("closed_edges").mean < 1
    assert sim.mean("farthest_temple").mean >= 7


def test_the_heuristic_bot_beats_random_bots_clearly():
    game = gamekit.load("tikal", players=2)
    sim = gamekit.simulate(game, [HeuristicBot(), gamekit.RandomBot()], games=20, seed=3,
                           progress=False)
    assert sim.win_rates[0].interval[0] > 0.75
    sim = gamekit.simulate(gamekit.load("tikal", players=3, version="expert"),
                           [gamekit.RandomBot(), gamekit.RandomBot(), HeuristicBot()], games=10,
                           seed=4, progress=False)
    assert sim.win_rates[2].interval[0] > 0.5
