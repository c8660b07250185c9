"""simulate: seeded studies with Wilson intervals."""
import pytest

import gamekit
from gamekit.prob import Difference, Mean, Proportion, wilson_interval


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


def test_games_on_the_same_deal_count_as_one_deal():
    """``by_deal``: outcomes come in groups played on one deal each."""
    together = [1, 1, 1, 1, 0, 0, 0, 0] * 10          # a deal decides everything
    alike = Proportion.by_deal(together, 4)
    assert alike.rate == 0.5 and alike.design == pytest.approx(4 * 20 / 19)
    assert alike.interval == pytest.approx(wilson_interval(10 / (20 / 19), 20 / (20 / 19)))
    apart = Proportion.by_deal([1, 0, 0, 0] * 20, 4)   # one win in every deal, exactly
    assert apart.design == 1 / 4                       # a deal counts as 4 games at most
    assert apart.interval == pytest.approx(wilson_interval(80, 320))
    assert Proportion.by_deal([0] * 8, 4).design == 1.0
    with pytest.raises(ValueError, match="7 values do not make groups of 2"):
        Proportion.by_deal([0] * 7, 2)


def test_a_paired_difference_combines_both_shares_intervals():
    """MOVER (Zou and Donner 2008): square-and-add of each share's own interval, less
    what their correlation over the deals shares."""
    import math
    first, second = [1, 1, 0, 1, 0, 1] * 10, [1, 0, 0, 1, 0, 0] * 10
    apart = Difference.by_deal(first, second, 2)
    (l1, u1), (l2, u2) = apart.first.interval, apart.second.interval
    r, d = apart.correlation, apart.mean
    assert d == pytest.approx(4 / 6 - 2 / 6) and apart.n == 30 and -1 <= r <= 1
    assert apart.interval == pytest.approx((
        d - math.sqrt((4 / 6 - l1) ** 2 + (u2 - 2 / 6) ** 2 - 2 * r * (4 / 6 - l1) * (u2 - 2 / 6)),
        d + math.sqrt((u1 - 4 / 6) ** 2 + (2 / 6 - l2) ** 2 - 2 * r * (u1 - 4 / 6) * (2 / 6 - l2))))
    # a bot that won every game: its share's Wilson interval keeps the difference honest
    sure = Difference.by_deal([1] * 20, [1, 0] * 10, 2)
    low, high = sure.interval
    assert sure.mean == 0.5 and 0.2 < low < 0.4 and 0.5 < high < 0.7
    same = Difference.by_deal(first, first, 2)
    assert same.mean == 0 and same.interval == pytest.approx((0, 0), abs=0.02)   # (Wilson is not symmetric)


def test_by_deal_intervals_cover_the_true_rate_where_independent_ones_do_not():
    """Deals that favour one side: 400 studies of 100 deals of 4 games, the true rate
    one half. Wilson's interval over the 400 games as if independent covers it far
    less often than 95%; the interval by deals about 95% of the time."""
    import random
    rng = random.Random(7)
    covered = {"games": 0, "deals": 0}
    for _ in range(400):
        outcomes = []
        for _ in range(100):
            p = rng.choice((0.15, 0.85))
            outcomes += [int(rng.random() < p) for _ in range(4)]
        for key, rate in (("games", Proportion(sum(outcomes), 400)), ("deals", Proportion.by_deal(outcomes, 4))):
            low, high = rate.interval
            covered[key] += low <= 0.5 <= high
    assert covered["games"] < 0.85 * 400 and 0.92 * 400 <= covered["deals"] <= 0.98 * 400, covered


def test_long_runs_show_a_progress_bar(capsys):
    game = gamekit.load("tavern_trouble", players=2)
    gamekit.simulate(game, games=30, seed=1, progress=True)
    assert "30/30" in capsys.readouterr().err
    gamekit.simulate(game, games=30, seed=1)
    assert capsys.readouterr().err == ""  # short runs stay quiet
