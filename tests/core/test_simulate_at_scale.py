"""simulate over processes and executors: the same records whoever plays the games,
tidy tables saved as CSV and Parquet, and a Dask cluster on this machine."""
import csv
import json
import pickle
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

import gamekit
from gamekit.core.simulate import MAX_CHUNK, chunk_size


def deals(state):
    """A figure per game for ``record`` (module level, so it pickles)."""
    return {"steps_over_ten": len(state.history) // 10}


@pytest.fixture(scope="module")
def pool():
    with ProcessPoolExecutor(max_workers=2) as executor:
        yield executor


@pytest.mark.parametrize("name", gamekit.games())
def test_workers_give_the_same_records_as_one_process(name):
    game = gamekit.load(name)
    alone = gamekit.simulate(game, games=24, seed=3, progress=False, record=deals)
    spread = gamekit.simulate(game, games=24, seed=3, progress=False, record=deals, workers=2)
    assert spread.records == alone.records
    assert spread.table() == alone.table()


@pytest.mark.parametrize("name", gamekit.games())
def test_any_executor_gives_the_same_records(name, pool):
    game = gamekit.load(name)
    alone = gamekit.simulate(game, games=20, seed=5, progress=False)
    for executor in (pool, ThreadPoolExecutor(max_workers=3)):
        for chunk in (None, 1, 7):
            again = gamekit.simulate(game, games=20, seed=5, progress=False,
                                     executor=executor, chunk=chunk)
            assert again.records == alone.records


def test_the_seeds_are_drawn_upfront_from_the_study_seed():
    import random
    game = gamekit.load("tavern_trouble", players=3)
    sim = gamekit.simulate(game, games=6, seed=11, progress=False, workers=2)
    seeder = random.Random(11)
    assert [r.seed for r in sim.records] == [seeder.getrandbits(63) for _ in range(6)]


def test_games_and_bots_pickle_so_they_can_travel():
    from gamekit.tavern_trouble.bots import HeuristicBot
    game = gamekit.load("tavern_trouble", players=3)
    bots = [HeuristicBot(threshold=5), gamekit.RandomBot(), HeuristicBot()]
    assert pickle.loads(pickle.dumps(game)) == game
    assert [repr(b) for b in pickle.loads(pickle.dumps(bots))] == [repr(b) for b in bots]
    a = gamekit.simulate(game, bots, games=12, seed=1, progress=False)
    b = gamekit.simulate(game, bots, games=12, seed=1, progress=False, workers=2)
    assert a.records == b.records


def test_what_does_not_pickle_is_named_before_any_game_starts():
    game = gamekit.load("tavern_trouble", players=2)
    with pytest.raises(ValueError, match="record .* must pickle.*lambda"):
        gamekit.simulate(game, games=4, workers=2, record=lambda s: {"x": 1})


def test_workers_and_executor_are_checked():
    game = gamekit.load("tavern_trouble", players=2)
    with pytest.raises(ValueError, match="not both"):
        gamekit.simulate(game, games=4, workers=2, executor=ThreadPoolExecutor(1))
    with pytest.raises(ValueError, match="workers is a number of processes"):
        gamekit.simulate(game, games=4, workers=0)
    with pytest.raises(ValueError, match="chunk"):
        gamekit.simulate(game, games=4, executor=ThreadPoolExecutor(1), chunk=0)
    with pytest.raises(ValueError, match="games"):
        gamekit.simulate(game, games=-1)


def test_chunks_share_the_games_out_evenly():
    assert chunk_size(1000, 2) == 63            # about eight tasks per worker
    assert chunk_size(10, 2) == 1
    assert chunk_size(10_000_000, 4) == MAX_CHUNK
    assert chunk_size(100, 2, chunk=30) == 30


def test_a_progress_bar_counts_every_game_over_processes(capsys):
    game = gamekit.load("tavern_trouble", players=2)
    gamekit.simulate(game, games=30, seed=1, progress=True, workers=2)
    assert "30/30" in capsys.readouterr().err


# -- the tidy table ---------------------------------------------------------------------------
def test_the_table_has_one_row_per_game_with_seed_bots_winners_returns_length():
    from gamekit.tavern_trouble.bots import HeuristicBot
    game = gamekit.load("tavern_trouble", players=3)
    bots = [HeuristicBot(), gamekit.RandomBot(), gamekit.RandomBot()]
    sim = gamekit.simulate(game, bots, games=8, seed=2, progress=False, record=deals)
    rows = sim.table()
    assert len(rows) == 8
    first = rows[0]
    assert list(first) == ["seed", "game", "players", "bots", "winners", "returns", "length",
                           "rotation", "steps_over_ten"]
    assert first["bots"] == ["HeuristicBot(threshold=7)", "RandomBot()", "RandomBot()"]
    assert first["game"] == "tavern_trouble" and first["players"] == 3
    for row, record in zip(rows, sim.records):
        assert row["seed"] == record.seed and row["length"] == record.length
        assert row["returns"][row["winners"][0]] == 1.0 and sum(row["returns"]) == 1.0


def test_the_table_saves_as_csv_that_reads_back(tmp_path):
    game = gamekit.load("tavern_trouble", players=3)
    sim = gamekit.simulate(game, games=10, seed=4, progress=False, record=deals)
    path = tmp_path / "games.csv"
    sim.to_csv(path)
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 10
    for row, want in zip(rows, sim.table()):
        assert int(row["seed"]) == want["seed"] and int(row["length"]) == want["length"]
        assert json.loads(row["winners"]) == want["winners"]
        assert json.loads(row["returns"]) == want["returns"]
        assert json.loads(row["bots"]) == want["bots"]
        assert int(row["steps_over_ten"]) == want["steps_over_ten"]


def test_the_table_saves_as_parquet(tmp_path):
    pytest.importorskip("pandas", reason="Parquet needs the optional extra gamekit[parquet]")
    pytest.importorskip("pyarrow", reason="Parquet needs the optional extra gamekit[parquet]")
    import pandas as pd
    game = gamekit.load("tavern_trouble", players=3)
    sim = gamekit.simulate(game, games=10, seed=4, progress=False)
    path = tmp_path / "games.parquet"
    sim.to_parquet(path)
    frame = pd.read_parquet(path)
    assert list(frame["seed"]) == [r.seed for r in sim.records]
    assert [list(w) for w in frame["winners"]] == [list(r.winners) for r in sim.records]
    assert [list(x) for x in frame["returns"]] == [list(r.returns) for r in sim.records]
    assert list(frame["length"]) == [r.length for r in sim.records]


def test_parquet_without_its_extra_says_which_extra(monkeypatch, tmp_path):
    import builtins
    real_import = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name in ("pyarrow", "pandas"):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    game = gamekit.load("tavern_trouble", players=2)
    sim = gamekit.simulate(game, games=2, seed=1, progress=False)
    with pytest.raises(ImportError, match=r"gamekit\[parquet\]"):
        sim.to_parquet(tmp_path / "x.parquet")
    with pytest.raises(ImportError, match=r"gamekit\[parquet\]"):
        sim.dataframe()


# -- a Dask cluster on loopback -----------------------------------------------------------------
def test_a_local_dask_cluster_runs_the_same_study():
    distributed = pytest.importorskip(
        "distributed", reason="the Dask test needs the optional extra gamekit[cluster] "
        "(dask and distributed)")
    from gamekit.tavern_trouble.bots import HeuristicBot
    game = gamekit.load("tavern_trouble", players=3)
    bots = [HeuristicBot(), gamekit.RandomBot(), HeuristicBot(threshold=4)]
    alone = gamekit.simulate(game, bots, games=40, seed=8, progress=False, record=deals)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        executor = client.get_executor()
        spread = gamekit.simulate(game, bots, games=40, seed=8, progress=False,
                                  record=deals, executor=executor, chunk=5)
    assert spread.records == alone.records
    assert [str(r) for r in spread.win_rates] == [str(r) for r in alone.win_rates]
