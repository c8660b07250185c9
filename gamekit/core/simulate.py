"""Many seeded games at once: win rates with Wilson intervals, returns, lengths."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from ..prob.montecarlo import Mean, Proportion
from .bots import Bot
from .play import play, seat_bots
from .protocol import Game, State

PROGRESS_FROM = 2000
"""Runs of at least this many games show a progress bar unless told otherwise."""


@dataclass(frozen=True)
class GameRecord:
    """One simulated game: its seed, returns, winners and length in steps."""

    seed: int
    returns: tuple[float, ...]
    winners: tuple[int, ...]
    length: int
    extra: dict = field(default_factory=dict)


@dataclass
class Simulation:
    """The result of :func:`simulate`."""

    game: Game
    bots: list[Bot]
    seed: int
    records: list[GameRecord]

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def win_rates(self) -> list[Proportion]:
        """Each seat's share of games won (a shared win counts for every winner)."""
        return [Proportion(sum(p in r.winners for r in self.records), self.games)
                for p in range(self.game.num_players)]

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
        """One row per game, plain values: ready for ``pandas.DataFrame`` or CSV."""
        return [{"seed": r.seed, "winners": list(r.winners), "returns": list(r.returns),
                 "length": r.length, **r.extra} for r in self.records]

    def __str__(self) -> str:
        lines = [f"{self.game!r}: {self.games:,} games, seed {self.seed}"]
        for p, (bot, rate) in enumerate(zip(self.bots, self.win_rates)):
            lines.append(f"  seat {p + 1} {bot!r}: wins {rate}")
        lines.append(f"  length: {self.length} steps")
        return "\n".join(lines)


def simulate(game: Game, bots: Sequence[Bot] | None = None, games: int = 1000,
             seed: int = 0, progress: bool | None = None,
             record: Callable[[State], dict[str, Any]] | None = None) -> Simulation:
    """Play ``games`` seeded games between ``bots`` (``None``: random bots).

    Game ``i`` is played with the ``i``-th seed drawn from ``random.Random(seed)``,
    so a study is reproducible and any game in it can be replayed alone.
    ``record(final_state)`` may add figures of its own to each game's record."""
    bots = seat_bots(game, bots)
    seeder = random.Random(seed)
    seeds = [seeder.getrandbits(63) for _ in range(games)]
    if progress is None:
        progress = games >= PROGRESS_FROM
    if progress:
        from tqdm.auto import tqdm
        seeds_iter = tqdm(seeds, desc=game.title, unit="game")
    else:
        seeds_iter = seeds
    records = []
    for game_seed in seeds_iter:
        state = play(game, bots, seed=game_seed)
        returns = tuple(state.returns())
        winners = tuple(p for p, r in enumerate(returns) if r > 0)
        records.append(GameRecord(game_seed, returns, winners, len(state.history),
                                  record(state) if record else {}))
    return Simulation(game, bots, seed, records)
