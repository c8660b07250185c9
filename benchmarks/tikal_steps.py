"""Where a Tikal step's time goes: listing the legal actions and applying one, by kind.

    python benchmarks/tikal_steps.py              # 30 seeded random games, 4 players
    python benchmarks/tikal_steps.py --games 100
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=starmap_next \
        python benchmarks/tikal_steps.py --instructions 20

The loop is ``benchmarks/run.py``'s generic steps (a uniform legal action, or a sampled
chance outcome; for a chance step "listing" is drawing the outcome), after a few games
that warm the memos of moves and placements as that script's earlier runs do. Each game
is then played again at once, with the same seed: the replay finds every board, cost
table and way it needs already worked out, so its speed is what the memos' first
look-ups cost the game. The last lines are bounds: the speed if listing cost nothing,
and the replay's. Standard library only.

With ``--instructions N`` it only plays the warm games, then N more through
``itertools.starmap``, which nothing else here calls, so that callgrind counts those N
alone: its "Collected" figure over N is the instructions a game costs, a figure a busy
machine cannot move.
"""
from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit  # noqa: E402
from gamekit import CHANCE  # noqa: E402


def play(game: gamekit.Game, seed: int, parts: dict[str, float]) -> tuple[int, float]:
    """One random game: (steps, seconds); the seconds of listing and of applying, and
    the steps, by the kind of step taken, are added to ``parts``."""
    rng = random.Random(seed)
    clock = time.perf_counter
    steps, total = 0, 0.0
    state = game.new_initial_state()
    while not state.is_terminal():
        start = clock()
        if state.current_player == CHANCE:
            action = state.sample_chance(rng)
            kind = "chance"
        else:
            actions = state.legal_actions()
            action = actions[int(rng.random() * len(actions))]
            kind = type(action).__name__
        listed = clock()
        state.apply(action)
        done = clock()
        parts[f"{kind} list"] += listed - start
        parts[f"{kind} apply"] += done - listed
        parts[kind] += 1
        total += done - start
        steps += 1
    return steps, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--instructions", type=int, metavar="N",
                        help="play N games after the warm ones, for callgrind to count; print nothing")
    args = parser.parse_args()
    game = gamekit.load("tikal", players=args.players)
    for seed in range(10_000, 10_050):
        play(game, seed, defaultdict(float))
    if args.instructions:
        list(itertools.starmap(play, ((game, seed, defaultdict(float)) for seed in range(args.instructions))))
        return
    parts: dict[str, float] = defaultdict(float)
    steps, total, again = 0, 0.0, 0.0
    for seed in range(args.games):
        n, took = play(game, seed, parts)
        steps, total = steps + n, total + took
        again += play(game, seed, defaultdict(float))[1]
    us = 1e6 / steps
    print(f"{steps} steps in {args.games} games: {steps / total:,.0f} steps/s, "
          f"{total * us:.1f} µs a step\n")
    print("| step taken | share of steps | listing, µs a step | applying, µs a step |")
    print("|---|---|---|---|")
    kinds = sorted((k for k in parts if " " not in k), key=lambda k: -parts[f"{k} list"])
    for kind in kinds:
        print(f"| {kind} | {parts[kind] / steps:.1%} | {parts[f'{kind} list'] * us:.1f} | "
              f"{parts[f'{kind} apply'] * us:.1f} |")
    listing = sum(v for k, v in parts.items() if k.endswith(" list"))
    print(f"| all | 100% | {listing * us:.1f} | {(total - listing) * us:.1f} |\n")
    print(f"with listing free: {steps / (total - listing):,.0f} steps/s "
          f"({total / (total - listing):.2f}x)")
    print(f"each game replayed at once, every memo filled: {steps / again:,.0f} steps/s "
          f"({total / again:.2f}x), {again * us:.1f} µs a step")


if __name__ == "__main__":
    main()
