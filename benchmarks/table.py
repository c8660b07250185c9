"""The kernel's share of a click in the classroom: applying a choice and redrawing the
table (its views, the board as SVG, the choices with their spots and previews).

    python benchmarks/table.py                 # every game with a page, 300 clicks each
    python benchmarks/table.py --clicks 100

The browser's share (the message, the page drawn) is measured by ``make e2e``; this
is the part of it the kit's Python decides. Each game is played from seed 1, every seat
a person, choosing at random (seeded); the figure is the median and the 95th percentile
of the clicks that redrew the table (a cover shown instead is counted apart).
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

from gamekit.widgets import Classroom  # noqa: E402
from gamekit.widgets.classroom import apps  # noqa: E402


def clicks(game: str, n: int) -> tuple[list[float], list[float]]:
    """Seconds per click that redrew the table, and per click that covered it."""
    room = Classroom.for_game(game, seed=1, pin="0")
    rng = random.Random(1)
    drawn: list[float] = []
    covered: list[float] = []
    while len(drawn) + len(covered) < n:
        if room.state.is_terminal():
            room.new_game(room.seed + 1)
        if room.covered:
            room.reveal()
            continue
        text = rng.choice(room.choice_texts)
        started = time.perf_counter()
        room.click(text)
        (covered if room.covered else drawn).append(time.perf_counter() - started)
    return drawn, covered


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=300)
    args = parser.parse_args(argv)
    for game in apps(ROOT / "notebooks"):
        drawn, covered = clicks(game, args.clicks)
        parts = []
        for label, times in (("redrawn", drawn), ("covered", covered)):
            if times:
                ms = sorted(1000 * t for t in times)
                parts.append(f"{label}: median {statistics.median(ms):.1f} ms, "
                             f"95% under {ms[int(0.95 * (len(ms) - 1))]:.1f} ms ({len(ms)})")
        print(f"{game:16} " + "; ".join(parts))


if __name__ == "__main__":
    main()
