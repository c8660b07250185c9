"""How fast Die Tafelrunde's lab explorers answer a change: the report and its SVG
picture, as the browser gets them. Run: python benchmarks/tafelrunde_lab.py"""
from __future__ import annotations

import statistics
import time

from gamekit.tafelrunde import analysis, ui


def timed(work, repeat: int = 20) -> tuple[float, float]:
    """Median and worst milliseconds of ``work()``."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        times.append(1000 * (time.perf_counter() - start))
    return statistics.median(times), max(times)


def main() -> None:
    for target in analysis.TARGETS:
        for k in (1, 3, 6):
            median, worst = timed(lambda t=target, k=k: ui.throw_report(t, k, 4))
            print(f"throw explorer, {target:<17} k={k}: median {median:5.1f} ms, worst {worst:5.1f} ms")
    median, worst = timed(lambda: ui.payout_report(2, 9, 4, True), repeat=200)
    print(f"pay-out explorer: median {median:.3f} ms, worst {worst:.3f} ms")


if __name__ == "__main__":
    main()
