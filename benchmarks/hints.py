"""How long the coach takes to answer (the 💡 Hint button): ``gamekit.bots.coach.hints``
at decisions of seeded games of every game, each seat the game's heuristic bot.

    python benchmarks/hints.py                  # 2 games each, a hint at every 5th decision
    python benchmarks/hints.py --games 4 --every 3

A hint should answer within a second. Only decisions with more than one legal action
are asked (one action is answered at once); the figures are the median, the 90th
percentile and the slowest, on one core, and how many hints took more than a second.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import gamekit  # noqa: E402
from gamekit import CHANCE  # noqa: E402
from gamekit.bots.coach import hints  # noqa: E402
from gamekit.core.bots import observe  # noqa: E402
from gamekit.core.play import seat_bots, step  # noqa: E402


def hint_times(name: str, games: int, every: int) -> list[float]:
    """Seconds per hint at every ``every``-th decision with a choice of ``games``
    seeded games of ``name`` between heuristic bots."""
    game = gamekit.load(name)
    bots = seat_bots(game, [gamekit.bots.make(name, "heuristic") for _ in range(game.num_players)])
    times: list[float] = []
    for seed in range(games):
        rng, state, decisions = random.Random(seed), game.new_initial_state(), 0
        while not state.is_terminal():
            player = state.current_player
            if player != CHANCE and len(state.legal_actions()) > 1:
                decisions += 1
                if decisions % every == 0:
                    start = time.perf_counter()
                    hints(observe(state, player), random.Random(decisions))
                    times.append(time.perf_counter() - start)
            step(state, bots, rng)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=5, help="a hint at every Nth decision")
    args = parser.parse_args()
    print("| game | hints | median | 90th percentile | slowest | over 1 s |")
    print("|---|---|---|---|---|---|")
    for name in gamekit.games():
        times = sorted(hint_times(name, args.games, args.every))
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        print(f"| {name} | {len(times)} | {1000 * statistics.median(times):.0f} ms | "
              f"{1000 * p90:.0f} ms | {1000 * times[-1]:.0f} ms | {sum(t > 1 for t in times)} |")


if __name__ == "__main__":
    main()
