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
    assert study.difference.n == 120
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
