"""Which of the heuristic knight's late choices a look ahead can improve: at every
decision of seeded heuristic games (5 knights, no Traitor card) where the expert
(``camelot.expert.Planner``) would look ahead if it reconsidered every kind of choice,
the Knight's choice and its next best are each played on to the game's end in the same
60 positions dealt from the knight's view, with the same dice (the expert's lines).
Then, for each kind of choice the Knight made: if the planner had taken the other
action whenever it won more of the first k lines, what would it have gained, by the
other 30 lines (held out, so the choice and its worth are measured apart)?

    python benchmarks/camelot_decisions.py              # 14 games, about 25 min on one core
    python benchmarks/camelot_decisions.py --games 4    # a quicker look

The games follow the Knight's own choices; the seeds (from 7100) are not those of the
team studies.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import gamekit  # noqa: E402
from gamekit.camelot.expert import Planner  # noqa: E402
from gamekit.core.play import decisions  # noqa: E402

SEED = 7100
LINES = 60
HELD_OUT = 30
FIRST = (5, 10, 20, 30)
"""The lines the choice is made on (the first k of each decision's lines)."""


def late_decisions(games: int) -> list[tuple[str, list[float]]]:
    """(kind of the Knight's choice, the other action's result less the Knight's in each
    of ``LINES`` lines) at every late decision with a second action to try."""
    game = gamekit.load("camelot", players=5, traitor=False)
    planner = Planner(lines=LINES, steps=None)     # candidates and late do not depend on lines
    rows = []
    for g in range(games):
        rng = random.Random(SEED + g)
        for obs, own in decisions(game.new_initial_state(), planner.knight, rng):
            candidates = planner.candidates(obs, own) if planner.late(obs.view) else []
            if len(candidates) >= 2:
                dice = random.Random(rng.getrandbits(64))
                own_won, other_won = planner.play_lines(obs, candidates[:2], dice)
                rows.append((type(own).__name__, [b - a for a, b in zip(own_won, other_won)]))
        print(f"game {g + 1} of {games}: {len(rows)} decisions", file=sys.stderr, flush=True)
    return rows


def main(games: int) -> None:
    rows = late_decisions(games)
    kinds: dict[str, list[list[float]]] = defaultdict(list)
    for kind, diffs in rows:
        kinds[kind].append(diffs)
    print(f"{len(rows)} late decisions in {games} heuristic games (5 knights, no Traitor card), "
          f"{LINES} lines each; switching to the other action where it won more of the first "
          f"k lines gains, per game, by the {HELD_OUT} lines held out (± 95%):\n")
    print("| the Knight's choice | decisions | " + " | ".join(f"k = {k}" for k in FIRST) + " |")
    print("|---|---|" + "---|" * len(FIRST))
    for kind, cases in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        cells = []
        for k in FIRST:
            worth = [statistics.mean(d[-HELD_OUT:]) for d in cases if sum(d[:k]) > 0]
            half = 1.96 * statistics.stdev(worth) * math.sqrt(len(worth)) / games if len(worth) > 1 else 0.0
            cells.append(f"{sum(worth) / games:+.3f} ± {half:.3f} ({len(worth) / games:.1f} a game)")
        print(f"| {kind} | {len(cases)} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=14)
    main(parser.parse_args().games)
