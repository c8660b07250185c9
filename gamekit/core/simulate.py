"""Many seeded games at once: win rates with Wilson intervals, returns, lengths.

The games of a study can run in this process, over ``workers`` processes, or on any
:class:`concurrent.futures.Executor` (a Dask cluster's included): every game draws
its own seed upfront from ``random.Random(seed)``, so the records are the same
whoever plays them.
"""
from __future__ import annotations

import csv
import json
import math
import multiprocessing
import pickle
import random
import signal
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from dataclasses import dataclass, field
from os import PathLike
from typing import Any, TypeVar

from ..prob.montecarlo import Mean, Proportion
from .bots import Bot
from .play import play, seat_bots
from .protocol import Game, State, whole

PROGRESS_FROM = 2000
"""Runs of at least this many games show a progress bar unless told otherwise."""
TASKS_PER_WORKER = 8
"""Tasks each worker gets on average: enough to even out slow and fast games."""
EXECUTOR_SLOTS = 16
"""Workers assumed behind an executor (it does not say how many it has); give ``chunk``
to size the tasks yourself."""
MAX_CHUNK = 2000
"""Games per task at most, so that a long study still reports progress."""


@dataclass(frozen=True)
class GameRecord:
    """One simulated game: its seed, returns, winners (seats) and length in steps;
    ``rotation`` r seats bot ``(k + r) % players`` of the study in seat k."""

    seed: int
    returns: tuple[float, ...]
    winners: tuple[int, ...]
    length: int
    extra: dict = field(default_factory=dict)
    rotation: int = 0

    def seat_of(self, bot: int, players: int) -> int:
        """The seat the study's bot ``bot`` held in this game."""
        return (bot - self.rotation) % players


B = TypeVar("B")


def seated(bots: Sequence[B], rotation: int) -> list[B]:
    """The bots of a study as they sit in a game of ``rotation``: seat k holds bot
    ``(k + rotation) % players``."""
    return [bots[(k + rotation) % len(bots)] for k in range(len(bots))]


@dataclass
class Simulation:
    """The result of :func:`simulate`."""

    game: Game
    bots: list[Bot]
    seed: int
    records: list[GameRecord]
    rotate: bool = False
    """Whether each seed was played once per seat rotation (see :func:`simulate`)."""

    @property
    def games(self) -> int:
        return len(self.records)

    def share(self, outcomes: Sequence[int]) -> Proportion:
        """The share of games with outcome 1, game by game in the order played; with
        ``rotate`` the games of one seed are not independent, so the interval counts
        the seeds (:meth:`Proportion.by_deal`)."""
        if self.rotate:
            return Proportion.by_deal(outcomes, self.game.num_players)
        return Proportion(sum(outcomes), len(outcomes))

    @property
    def win_rates(self) -> list[Proportion]:
        """Each seat's share of games won (a shared win counts for every winner)."""
        return [self.share([int(p in r.winners) for r in self.records])
                for p in range(self.game.num_players)]

    @property
    def bot_win_rates(self) -> list[Proportion]:
        """Each bot's share of games won, whatever seat it held (the bots in the order
        they were given; with ``rotate``, every bot held every seat equally often)."""
        return [self.share(self.wins(b)) for b in range(self.game.num_players)]

    def wins(self, bot: int) -> list[int]:
        """1 for each game the study's bot ``bot`` won, else 0, game by game."""
        n = self.game.num_players
        return [int(r.seat_of(bot, n) in r.winners) for r in self.records]

    @property
    def mean_returns(self) -> list[Mean]:
        return [Mean.of(r.returns[p] for r in self.records) for p in range(self.game.num_players)]

    @property
    def length(self) -> Mean:
        """Game length in steps (every action and chance outcome)."""
        return Mean.of(r.length for r in self.records)

    def mean(self, key: str) -> Mean:
        """The mean of a figure recorded by ``simulate(..., record=...)``."""
        return Mean.of(r.extra[key] for r in self.records)

    def table(self) -> list[dict]:
        """One row per game, plain values, ready for ``pandas.DataFrame`` or CSV:
        ``seed`` (replays the game: ``gamekit.play(game, bots, seed=seed)``),
        ``game``, ``players``, ``bots`` (one per seat), ``winners`` (seats, from 0),
        ``returns`` (one per seat), ``length`` (steps), ``rotation`` (the seats' turn of a
        rotated study, 0 otherwise), then the figures of
        ``record``. Seats count from 0, as in ``win_rates``."""
        names = [repr(b) for b in self.bots]
        name, players = self.game.name, self.game.num_players
        return [{"seed": r.seed, "game": name, "players": players,
                 "bots": seated(names, r.rotation), "winners": list(r.winners),
                 "returns": list(r.returns), "length": r.length, "rotation": r.rotation,
                 **r.extra} for r in self.records]

    def to_csv(self, path: str | PathLike) -> None:
        """Write :meth:`table` as CSV (standard library only): one row per game;
        a cell that holds a list or a dict (bots, winners, returns ...) is written
        as JSON text, so ``json.loads`` reads it back."""
        rows = self.table()
        columns = list(dict.fromkeys(key for row in rows for key in row)) or \
            ["seed", "game", "players", "bots", "winners", "returns", "length"]
        with open(path, "w", newline="", encoding="utf-8") as out:
            writer = csv.DictWriter(out, fieldnames=columns)
            writer.writeheader()
            for row in rows:
                writer.writerow({k: json.dumps(v) if isinstance(v, (list, tuple, dict)) else v
                                 for k, v in row.items()})

    def dataframe(self):
        """:meth:`table` as a ``pandas.DataFrame`` (list cells stay lists). Needs
        pandas: ``pip install 'gamekit[parquet]'``."""
        pandas = _optional("pandas", "Simulation.dataframe")
        return pandas.DataFrame(self.table())

    def to_parquet(self, path: str | PathLike) -> None:
        """Write :meth:`table` as Parquet (list cells become list columns). Needs
        pandas and pyarrow: ``pip install 'gamekit[parquet]'``."""
        _optional("pyarrow", "Simulation.to_parquet")
        self.dataframe().to_parquet(path, engine="pyarrow", index=False)

    def __str__(self) -> str:
        lines = [f"{self.game!r}: {self.games:,} games, seed {self.seed}"]
        for p, (bot, rate) in enumerate(zip(self.bots, self.win_rates)):
            lines.append(f"  seat {p + 1} {bot!r}: wins {rate}")
        lines.append(f"  length: {self.length} steps")
        return "\n".join(lines)


def _optional(module: str, user: str):
    """Import an optional dependency or say which extra brings it."""
    try:
        return __import__(module)
    except ImportError:
        raise ImportError(f"{user} needs {module}, which is not installed; install the "
                          f"optional extra: pip install 'gamekit[parquet]' "
                          "(pandas and pyarrow)") from None


Deal = tuple[int, int]
"""One game of a study: its seed and its seat rotation."""


def play_games(game: Game, bots: Sequence[Bot], deals: Sequence[Deal],
               record: Callable[[State], dict[str, Any]] | None = None) -> list[GameRecord]:
    """Play one game per (seed, rotation) and record each: the unit of work that
    :func:`simulate` hands to a worker (a module-level function, so it pickles)."""
    records = []
    for game_seed, rotation in deals:
        state = play(game, seated(bots, rotation), seed=game_seed)
        returns = tuple(state.returns())
        winners = tuple(p for p, r in enumerate(returns) if r > 0)
        records.append(GameRecord(game_seed, returns, winners, len(state.history),
                                  record(state) if record else {}, rotation))
    return records


def simulate(game: Game, bots: Sequence[Bot] | None = None, games: int = 1000,
             seed: int = 0, progress: bool | None = None,
             record: Callable[[State], dict[str, Any]] | None = None,
             workers: int | None = None, executor: Executor | None = None,
             chunk: int | None = None, rotate: bool = False) -> Simulation:
    """Play ``games`` seeded games between ``bots`` (``None``: random bots).

    Game ``i`` is played with the ``i``-th seed drawn from ``random.Random(seed)``,
    so a study is reproducible and any game in it can be replayed alone.
    ``record(final_state)`` may add figures of its own to each game's record.

    Seats matter (seat 1 of Tavern Trouble wins about 23% between identical bots), so
    to compare bots fairly, ``rotate=True`` plays each seed once per rotation of the
    bots round the table (``games`` seeds, ``games * players`` games): every bot holds
    every seat on the same deals, and ``bot_win_rates`` gives each bot's share.

    Where the games run changes nothing in the result:

    * ``workers=k`` plays them over ``k`` processes on this machine;
    * ``executor=ex`` hands them to any ``concurrent.futures.Executor``: a
      ``ProcessPoolExecutor`` of your own, or a Dask cluster's
      ``distributed.Client(...).get_executor()`` to spread them over many machines.

    Games go out in tasks of ``chunk`` games (by default about eight tasks per
    worker, at most 2000 games each), so the cost of a task is shared by many games.
    The game, the bots and ``record`` travel to the workers, so they must pickle
    (classes and functions defined in a module, not lambdas), and bots must not
    carry anything from one game to the next. A progress bar (``tqdm.auto``, so a
    widget in notebooks) shows by default from 2000 games on."""
    bots = seat_bots(game, bots)
    games = whole(games, 0, "games is a number of games (0 or more)")
    if workers is not None:
        workers = whole(workers, 1, "workers is a number of processes (1 or more)")
    seeder = random.Random(seed)
    seeds = [seeder.getrandbits(63) for _ in range(games)]
    rotations = range(game.num_players) if rotate else range(1)
    deals = [(s, r) for s in seeds for r in rotations]
    if progress is None:
        progress = len(deals) >= PROGRESS_FROM
    bar = None
    if progress:
        from tqdm.auto import tqdm
        bar = tqdm(total=len(deals), desc=game.title, unit="game")
    try:
        if workers is not None and executor is not None:
            raise ValueError("give workers (processes on this machine) or executor "
                             "(any concurrent.futures.Executor), not both")
        if executor is None and (workers is None or workers == 1):
            records = _in_process(game, bots, deals, record, bar)
        elif executor is None:
            assert workers is not None
            _check_pickles(game, bots, record)
            records = _on_workers(workers, game, bots, deals, record, bar, chunk)
        else:
            records = _distribute(executor, EXECUTOR_SLOTS, game, bots, deals, record, bar, chunk)
    finally:
        if bar is not None:
            bar.close()
    return Simulation(game, bots, seed, records, rotate)


def _in_process(game, bots, deals, record, bar) -> list[GameRecord]:
    if bar is None:
        return play_games(game, bots, deals, record)
    records = []
    for start in range(0, len(deals), 50):
        part = deals[start:start + 50]
        records.extend(play_games(game, bots, part, record))
        bar.update(len(part))
    return records


def chunk_size(games: int, workers: int, chunk: int | None = None) -> int:
    """Games per task: ``chunk`` if given, else about :data:`TASKS_PER_WORKER` tasks
    per worker, between 1 and :data:`MAX_CHUNK` games."""
    if chunk is not None:
        if not isinstance(chunk, int) or chunk < 1:
            raise ValueError(f"chunk is a number of games per task (1 or more), not {chunk!r}")
        return chunk
    return max(1, min(MAX_CHUNK, math.ceil(games / (TASKS_PER_WORKER * workers))))


def _ignore_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle (it stops every worker at once)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _play_part(task: tuple) -> tuple[int, list[GameRecord]]:
    index, game, bots, deals, record = task
    return index, play_games(game, bots, deals, record)


def _on_workers(workers: int, game, bots, deals, record, bar, chunk: int | None) -> list[GameRecord]:
    """Play the games over ``workers`` processes of this machine. An interrupt (Ctrl-C)
    or any error stops every worker at once, rather than waiting for running tasks."""
    size = chunk_size(len(deals), workers, chunk)
    parts = [deals[i:i + size] for i in range(0, len(deals), size)]
    done: list[list[GameRecord]] = [[] for _ in parts]
    pool = multiprocessing.Pool(workers, initializer=_ignore_interrupts)
    try:
        tasks = ((index, game, bots, part, record) for index, part in enumerate(parts))
        for index, records in pool.imap_unordered(_play_part, tasks):
            done[index] = records
            if bar is not None:
                bar.update(len(records))
        pool.close()
    except BaseException:
        pool.terminate()
        raise
    finally:
        pool.join()
    return [r for part in done for r in part]


def _distribute(executor: Executor, workers: int, game, bots, deals, record, bar,
                chunk: int | None) -> list[GameRecord]:
    """Send the games out in chunks, gather the records back in the order of the deals."""
    size = chunk_size(len(deals), workers, chunk)
    parts = [deals[i:i + size] for i in range(0, len(deals), size)]
    futures: dict[Future, int] = {}
    try:
        for index, part in enumerate(parts):
            futures[executor.submit(play_games, game, bots, part, record)] = index
        done_parts: list[list[GameRecord] | None] = [None] * len(parts)
        pending = set(futures)
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                index = futures[future]
                done_parts[index] = future.result()
                if bar is not None:
                    bar.update(len(parts[index]))
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return [r for part in done_parts if part is not None for r in part]


def _check_pickles(game: Game, bots: Sequence[Bot], record) -> None:
    """Say clearly what cannot travel to a worker process, before starting any."""
    for what, value in (("the game", game), ("the bots", list(bots)), ("record", record)):
        try:
            pickle.dumps(value)
        except Exception as exc:  # pickle raises several kinds
            raise ValueError(f"simulate(workers=...) sends {what} to other processes, so it "
                             f"must pickle, and {value!r} does not ({exc}); define classes and "
                             "functions at the top level of a module, not as lambdas or "
                             "inside a function") from None
