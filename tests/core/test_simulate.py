"""simulate: seeded studies with Wilson intervals."""
import pytest

import gamekit
from gamekit.prob import Mean, Proportion, wilson_interval


def test_simulate_is_reproducible_and_counts_every_game():
    game = gamekit.load("tavern_trouble", players=3)
    a = gamekit.simulate(game, games=60, seed=1)
    b = gamekit.simulate(game, games=60, seed=1)
    assert a.table() == b.table()
    assert a.games == 60
    assert sum(r.successes for r in a.win_rates) == 60  # one winner per game
    low, high = a.win_rates[0].interval
    assert 0 <= low < a.win_rates[0].rate < high <= 1


def test_each_simulated_game_replays_from_its_seed():
    game = gamekit.load("tavern_trouble", players=3)
    sim = gamekit.simulate(game, games=5, seed=9)
    record = sim.records[3]
    state = gamekit.play(game, sim.bots, seed=record.seed)
    assert len(state.history) == record.length and tuple(state.returns()) == record.returns


def test_record_adds_figures_per_game():
    game = gamekit.load("tavern_trouble", players=2)
    sim = gamekit.simulate(game, games=20, seed=2, record=lambda s: {"deals": s.deals})
    assert sim.mean("deals").mean >= 1
    assert "deals" in sim.table()[0]
    assert "wins" in str(sim)


def test_wilson_interval_matches_scipy():
    scipy_stats = pytest.importorskip("scipy.stats")
    for k, n in [(0, 10), (3, 10), (10, 10), (512, 1000), (1, 100_000)]:
        ci = scipy_stats.binomtest(k, n).proportion_ci(method="wilson")
        low, high = wilson_interval(k, n)
        assert low == pytest.approx(ci.low, abs=1e-12) and high == pytest.approx(ci.high, abs=1e-12)


def test_proportion_and_mean_read_well():
    assert str(Proportion(25, 100)) == "25.0% (95% CI 17.5%–34.3%, n=100)"
    m = Mean.of([1, 2, 3, 4])
    assert m.mean == 2.5 and m.n == 4


def test_long_runs_show_a_progress_bar(capsys):
    game = gamekit.load("tavern_trouble", players=2)
    gamekit.simulate(game, games=30, seed=1, progress=True)
    assert "30/30" in capsys.readouterr().err
    gamekit.simulate(game, games=30, seed=1)
    assert capsys.readouterr().err == ""  # short runs stay quiet
