"""A search bot in seat 1 against a field of one kind of bot: whole seeded games."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.bots import Bot, RandomBot
from ..core.protocol import Game
from ..core.simulate import simulate
from ..prob import Proportion


@dataclass(frozen=True)
class MCTSGames:
    """One row of :func:`seat_one_study`: the win rate of the search bot in seat 1
    against ``players - 1`` opponents of one kind, over ``win.trials`` seeded games."""

    opponents: str
    players: int
    iterations: int
    win: Proportion


def seat_one_study(game: Game, search: Callable[[int], Bot], heuristic: Callable[[], Bot],
                   iterations: int, games: int, seed: int = 0,
                   opponents: Sequence[str] = ("heuristic", "random"), workers: int | None = None,
                   executor=None, progress: bool | None = False) -> list[MCTSGames]:
    """``search(iterations)`` in seat 1 against ``heuristic()`` bots and against
    ``RandomBot``s, through :func:`gamekit.simulate` (the same seeds for each field;
    the fair share is ``1 / players``; ``workers`` or ``executor`` change only the time)."""
    fields = {"heuristic": heuristic, "random": RandomBot}
    rows = []
    for kind in opponents:
        if kind not in fields:
            raise ValueError(f"opponents are 'heuristic' or 'random', not {kind!r}")
        field = [fields[kind]() for _ in range(game.num_players - 1)]
        sim = simulate(game, [search(iterations)] + field, games=games, seed=seed,
                       progress=progress, workers=workers, executor=executor)
        rows.append(MCTSGames(kind, game.num_players, iterations, sim.win_rates[0]))
    return rows
