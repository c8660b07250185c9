"""The bots' strength as the README quotes it: each bot kind in one seat against the
kind below it, seats rotated and paired with a baseline on the same deals
(``gamekit.bots.study.seat_study``; the intervals count the seeds, not the games).

    python benchmarks/strength.py --kind heuristic      # the heuristics, in a minute or two
    python benchmarks/strength.py --workers 2           # every study (the experts' take an hour)
    python benchmarks/strength.py --game tikal --kind expert --workers 2

Each row: the game, players, the bot and its field, the seeds (each played in every
seat) and the study's seed, the bot's share of the games won, the baseline's in the same
seats, the paired difference, and the seconds it took.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit  # noqa: E402
from gamekit import bots  # noqa: E402
from gamekit.bots.study import seat_study  # noqa: E402

STUDIES = [  # game, players, bot kind, field kind, seeds, seed
    ("tavern_trouble", 4, "heuristic", "random", 250, 1),
    ("tavern_trouble", 4, "expert", "heuristic", 1000, 3),
    ("tavern_trouble", 4, "expert", "random", 50, 1),
    ("tafelrunde", 4, "heuristic", "random", 50, 0),
    ("tafelrunde", 4, "expert", "heuristic", 50, 0),
    ("tikal", 4, "heuristic", "random", 25, 1),
    ("tikal", 2, "heuristic", "random", 40, 1),
    ("tikal", 4, "expert", "heuristic", 15, 1),
    ("tikal", 2, "expert", "heuristic", 50, 3),
]


class Field:
    """Makes the field's bots (pickles, unlike a lambda)."""

    def __init__(self, game: str, kind: str) -> None:
        self.game, self.kind = game, kind

    def __call__(self):
        return bots.make(self.game, self.kind)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted({s[0] for s in STUDIES}))
    parser.add_argument("--workers", type=int)
    parser.add_argument("--kind", choices=["heuristic", "expert"], help="only the studies of this bot kind")
    args = parser.parse_args()
    print("| game | players | bot against field | seeds (seed) | bot wins | baseline in its seats | difference | s |")
    print("|---|---|---|---|---|---|---|---|")
    for name, players, kind, field, seeds, seed in STUDIES:
        if (args.game and name != args.game) or (args.kind and kind != args.kind):
            continue
        start = time.perf_counter()
        study = seat_study(gamekit.load(name, players=players), bots.make(name, kind), Field(name, field),
                           games=seeds, seed=seed, workers=args.workers)
        print(f"| {name} | {players} | {kind} against {players - 1} x {field} | {seeds} ({seed}) | {study.win} | "
              f"{study.baseline} | {study.difference} | {time.perf_counter() - start:.0f} |", flush=True)


if __name__ == "__main__":
    main()
