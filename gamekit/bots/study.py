"""Studies of one bot against a field of another kind: whole seeded games, the seats
rotated and paired with a baseline on the same deals (:func:`seat_study`), or a search
bot in seat 1 (:func:`seat_one_study`)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.bots import Bot, RandomBot
from ..core.protocol import Game
from ..core.simulate import simulate
from ..prob import Difference, Proportion


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


@dataclass(frozen=True)
class SeatStudy:
    """One bot against a field, seats rotated, paired with a baseline on the same deals:
    ``win`` is the bot's share of the games, ``baseline`` the share of the bot it is
    held against (a field bot, by default) in the very same seats and deals, and
    ``difference`` the paired difference with its 95% interval. The bot plays clearly
    better than the baseline when the interval's low end is above 0. ``fair`` is
    1 / players, the share of one bot among equals. The games of one seed (its deal,
    once per seat) are not independent, so each interval counts the seeds:
    ``difference.n`` is the number of seeds."""

    game: str
    players: int
    bot: str
    field: str
    win: Proportion
    baseline: Proportion
    difference: Difference

    @property
    def fair(self) -> float:
        return 1 / self.players

    def __str__(self) -> str:
        low, high = self.difference.interval
        return (f"{self.bot} against {self.players - 1} x {self.field}: wins {self.win}; "
                f"{self.field} in its seats {self.baseline}; difference "
                f"{self.difference.mean:+.1%} (95% CI {low:+.1%} to {high:+.1%})")


def seat_study(game: Game, bot: Bot, field: Callable[[], Bot], games: int = 200, seed: int = 0,
               baseline: Bot | None = None, workers: int | None = None, executor=None,
               progress: bool | None = False) -> SeatStudy:
    """``bot`` in one seat against ``players - 1`` bots made by ``field()``, every
    seed played once with ``bot`` in each seat (``games * players`` games), then the same
    deals with ``baseline`` (default: a ``field()`` bot) in ``bot``'s seats: see
    :class:`SeatStudy`. ``workers`` or ``executor`` change only the time it takes."""
    n = game.num_players
    others = [field() for _ in range(n - 1)]
    base = field() if baseline is None else baseline
    runs = [simulate(game, [player] + others, games=games, seed=seed, rotate=True,
                     workers=workers, executor=executor, progress=progress)
            for player in (bot, base)]
    played, held = runs
    return SeatStudy(game.name, n, repr(bot), repr(others[0]) if others else "",
                     played.bot_win_rates[0], held.bot_win_rates[0],
                     Difference.by_deal(played.wins(0), held.wins(0), n))
