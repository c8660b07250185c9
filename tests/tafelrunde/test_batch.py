"""The numpy batch of dice and pay-outs gives what the engine and the exact analysis
give: chi-square tests at a strict alpha (seeded, so they do not flake), and the
end-of-day pay-out equal to the engine's, table by table."""
import random

import numpy as np
import pytest

import gamekit
from gamekit.tafelrunde import analysis, batch, payout
from gamekit.tafelrunde.actions import Reroll
from gamekit.tafelrunde.state import Phase
from gamekit.tafelrunde.table import HEROES, Table, seating

from .helpers import P1, RED_AMAZON, new_game, play

stats = pytest.importorskip("scipy.stats")
ALPHA = 1e-3


def counts(values, support) -> np.ndarray:
    values = np.asarray(values)
    return np.array([(values == v).sum() for v in support])


def fits(observed, dist) -> float:
    """The p-value of a chi-square goodness-of-fit test against an exact distribution."""
    support = sorted(dist)
    obs = counts(observed, support)
    exp = np.array([float(dist[v]) for v in support]) * len(observed)
    assert obs.sum() == len(observed)
    return stats.chisquare(obs, exp).pvalue


def test_the_lowest_of_two_dice():
    throws = batch.rolls(200_000, seed=1)
    assert throws.min() == 1 and throws.max() == 6
    assert fits(throws, analysis.lowest_of_two()) > ALPHA


@pytest.mark.parametrize("keep", [{3, 4, 5, 6}, {4, 5, 6}, {2, 3, 4, 5, 6}])
def test_a_reroll_policy_gives_the_exact_distribution(keep):
    values = {v: v for v in range(1, 7)}
    kept = batch.rolls(200_000, keep=keep, seed=len(keep))
    assert fits(kept, analysis.rolled(values, keep)) > ALPHA


def engine_rolls(n: int, keep, seed: int) -> list[int]:
    """The engine's throws for Gambling, rerolled unless the first is in ``keep``."""
    state = new_game()
    play(state, "gambling", {"hero": RED_AMAZON})
    assert state.phase == Phase.ROLL
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        s = state.clone()
        first = s.sample_chance(rng)
        s.apply(first)
        assert s.phase == Phase.REROLL
        if first.value in keep:
            out.append(first.value)
            continue
        s.apply(Reroll(P1, first.value, True))
        second = s.sample_chance(rng)
        s.apply(second)
        out.append(second.value)
    return out


def test_the_batch_throws_as_the_engine_does():
    keep = {3, 4, 5, 6}
    engine = engine_rolls(20_000, keep, seed=2)
    numpy = batch.rolls(20_000, keep=keep, seed=3)
    table = np.stack([counts(engine, range(1, 7)), counts(numpy, range(1, 7))])
    assert stats.chi2_contingency(table).pvalue > ALPHA


@pytest.mark.parametrize("players", [3, 4])
def test_the_pay_out_is_the_engines_table_by_table(players):
    """Random tables, random castles, random money (ties, empty purses): the batch
    leaves every player with the money the engine's end of day leaves him."""
    n = 400
    lines, owner = batch.random_tables(n, players, seed=players)
    rng = np.random.default_rng(10 + players)
    silver = rng.integers(0, 5, size=(n, players))
    after = batch.pay_out(lines, owner, silver)
    for i in range(n):
        state = gamekit.load("tafelrunde", players=players).new_initial_state()
        state.table = Table([int(h) for h in lines[i]])
        state.owner = [None if o == batch.NO_SEAT else int(o) for o in owner[i]]
        state.silver = [int(s) for s in silver[i]]
        payout.pay_out(state)
        assert state.silver == after[i].tolist(), (lines[i], owner[i], silver[i])


@pytest.mark.parametrize("players,zork", [(4, False), (4, True), (3, True)])
def test_random_seatings_pay_out_as_the_exact_analysis_says(players, zork):
    net = batch.seat_payouts(100_000, players, zork=zork, seed=5)
    exact = analysis.random_table_payout(players, zork)
    assert fits(net, exact) > ALPHA
    assert abs(net.mean() - float(exact.mean())) < 0.05


def test_random_tables_deal_two_heroes_to_each_player_and_seat_them_uniformly():
    lines, owner = batch.random_tables(60_000, 4, seed=8)
    assert sorted(lines[0].tolist()) == sorted(seating(4))
    for p in range(4):
        assert ((owner == p).sum(axis=1) == 2).all()
    zork = [h.id for h in HEROES if h.colour is None][0]
    where = np.argmax(lines == zork, axis=1)
    assert stats.chisquare(np.bincount(where, minlength=9)).pvalue > ALPHA
