"""Comparing bots fairly: seats rotated on the same seeds, and the paired difference."""
import pytest

import gamekit
from gamekit.bots.study import seat_study
from gamekit.tavern_trouble.bots import HeuristicBot


def test_rotation_puts_every_bot_in_every_seat_on_the_same_deals():
    game = gamekit.load("tavern_trouble", players=3)
    bots = [HeuristicBot(), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=10, seed=4, rotate=True)
    assert sim.games == 30
    assert [r.rotation for r in sim.records[:3]] == [0, 1, 2]
    assert len({r.seed for r in sim.records[:3]}) == 1
    table = sim.table()
    assert table[1]["bots"] == ["RandomBot()", "RandomBot()", "HeuristicBot(threshold=7)"]
    for record in sim.records:
        again = gamekit.play(game, [bots[(k + record.rotation) % 3] for k in range(3)],
                             seed=record.seed)
        assert tuple(again.returns()) == record.returns
    wins = sim.bot_win_rates
    assert sum(w.successes for w in wins) >= sim.games and wins[0].rate == sum(sim.wins(0)) / 30


def test_identical_bots_share_the_wins_exactly_when_rotated():
    """The same deal with the same bots in every seat is the same game: each bot wins it
    once in each rotation's seat, so the seat advantage cancels out."""
    game = gamekit.load("tavern_trouble", players=4)
    sim = gamekit.simulate(game, [HeuristicBot() for _ in range(4)], games=20, seed=1, rotate=True)
    assert [w.rate for w in sim.bot_win_rates] == [0.25] * 4


def test_a_seat_study_pairs_the_bot_with_a_baseline_on_the_same_deals():
    game = gamekit.load("tavern_trouble", players=4)
    study = seat_study(game, HeuristicBot(), gamekit.RandomBot, games=30, seed=2)
    assert study.win.trials == study.baseline.trials == 120
    assert study.difference.n == 30                  # the seeds: a seed's four games go together
    assert study.difference.mean == pytest.approx(study.win.rate - study.baseline.rate)
    assert study.difference.interval[0] > 0        # the heuristic clearly beats random play
    assert "difference" in str(study) and study.fair == 0.25


def test_bot_kinds_are_listed_and_made_by_name():
    assert list(gamekit.bots.kinds("tavern_trouble"))[:2] == ["random", "heuristic"]
    assert isinstance(gamekit.bots.make("tavern_trouble", "random"), gamekit.RandomBot)
    assert gamekit.bots.make("tavern_trouble", "heuristic", threshold=7).threshold == 7
    with pytest.raises(ValueError, match="its kinds are random"):
        gamekit.bots.make("tavern_trouble", "grandmaster")
    with pytest.raises(KeyError, match="no game called"):
        gamekit.bots.kinds("chess")


def test_the_intervals_of_a_rotated_study_count_the_seeds_not_the_games():
    """The four games of one deal are not independent (whoever holds its strong seat
    wins): the intervals come from the seeds' shares."""
    from gamekit.prob import Mean, wilson_interval
    game = gamekit.load("tavern_trouble", players=4)
    bots = [HeuristicBot(), gamekit.RandomBot(), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=60, seed=5, rotate=True)
    wins = sim.wins(0)
    shares = [sum(wins[i:i + 4]) / 4 for i in range(0, 240, 4)]
    by_seed = Mean.of(shares)
    rate = sim.bot_win_rates[0]
    assert rate.rate == by_seed.mean
    design = (by_seed.std ** 2 / 60) / (rate.rate * (1 - rate.rate) / 240)
    assert rate.design == pytest.approx(design)
    assert rate.interval == pytest.approx(wilson_interval(sum(wins) / design, 240 / design))
    assert gamekit.simulate(game, bots, games=60, seed=5).win_rates[0].design == 1.0
