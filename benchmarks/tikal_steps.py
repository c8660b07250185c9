"""Where a Tikal step's time goes: listing the legal actions and applying one, by kind.

    python benchmarks/tikal_steps.py              # 30 seeded random games, 4 players
    python benchmarks/tikal_steps.py --games 100

The loop is ``benchmarks/run.py``'s generic steps (a uniform legal action, or a sampled
chance outcome), after a first run that warms the memos of boards, ways and moves as
that script's earlier runs do. Each decision is listed a second time at once, untimed
in the total: that listing finds every memo filled and the processor's caches warm, so
it is the least listing can cost as the moves are represented now. The last line is the
speed the loop would have if listing cost nothing: a bound on what faster listing alone
can give.
Standard library only.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit  # noqa: E402
from gamekit import CHANCE  # noqa: E402


def play(games: int, seed: int, players: int) -> tuple[int, float, dict[str, float]]:
    """(steps, seconds, seconds and counts by part) over ``games`` random games; each
    decision is listed again, untimed in the total, with its memos filled."""
    game = gamekit.load("tikal", players=players)
    rng = random.Random(seed)
    clock = time.perf_counter
    parts: dict[str, float] = defaultdict(float)
    steps, total = 0, 0.0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            start = clock()
            if state.current_player == CHANCE:
                action = state.sample_chance(rng)
                listed = clock()
                kind = "chance"
            else:
                actions = state.legal_actions()
                listed = clock()
                state.legal_actions()
                parts["again"] += clock() - listed
                action = actions[int(rng.random() * len(actions))]
                kind = type(action).__name__
            applying = clock()
            state.apply(action)
            done = clock()
            parts[f"{kind} list"] += listed - start
            parts[f"{kind} apply"] += done - applying
            total += listed - start + done - applying
            parts[kind] += 1
            steps += 1
    return steps, total, parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    play(args.games, 1, args.players)                   # warm the memos, as run.py's runs do
    steps, total, parts = play(args.games, 0, args.players)
    us = 1e6 / steps
    print(f"{steps} steps in {args.games} games: {steps / total:,.0f} steps/s, "
          f"{total * us:.1f} µs a step\n")
    print("| step taken | share of steps | listing, µs a step | applying, µs a step |")
    print("|---|---|---|---|")
    kinds = sorted((k for k in parts if " " not in k and k != "again"), key=lambda k: -parts[f"{k} list"])
    for kind in kinds:
        print(f"| {kind} | {parts[kind] / steps:.1%} | {parts[f'{kind} list'] * us:.1f} | "
              f"{parts[f'{kind} apply'] * us:.1f} |")
    listing = sum(v for k, v in parts.items() if k.endswith(" list"))
    print(f"| all | 100% | {listing * us:.1f} | {(total - listing) * us:.1f} |\n")
    decided = listing - parts["chance list"]
    print(f"listing the decisions, µs a step: {decided * us:.1f} as played, "
          f"{parts['again'] * us:.1f} with every memo filled")
    print(f"with listing free: {steps / (total - listing):,.0f} steps/s, "
          f"{total / (total - listing):.2f}x the loop's speed")


if __name__ == "__main__":
    main()
