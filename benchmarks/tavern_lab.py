"""How fast Tavern Trouble's lab, coach and expert answer, in one warmed process.

    python benchmarks/tavern_lab.py              # medians over every two- and three-card hand
    python benchmarks/tavern_lab.py --games 5    # fewer games for the expert's decision times

* the hand explorer: the exact answers (count distributions, the exact draw advice
  against one opponent), the Monte Carlo advice against more, and the whole redraw
  with its picture as SVG;
* the threshold explorer (numpy batch, seats rotated);
* a hint of the coach, and the expert's decisions (mean, 99th percentile, slowest)
  in whole games against heuristic bots, 2, 4 and 8 players.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit  # noqa: E402
from gamekit.bots.coach import hints  # noqa: E402
from gamekit.core.bots import observe  # noqa: E402
from gamekit.tavern_trouble import analysis, ui  # noqa: E402
from gamekit.tavern_trouble.bots import HeuristicBot  # noqa: E402
from gamekit.tavern_trouble.expert import ExpertBot  # noqa: E402
from gamekit.widgets.lab import svg  # noqa: E402


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def hands() -> list[tuple[int, ...]]:
    two = analysis.two_card_hands()
    return two + [h + (k,) for h in two[::5] for k in (1, 5, 9) if (h + (k,)).count(k) <= 3]


def explorer_figures() -> None:
    sample = hands()
    ui.hand_report(sample[0], 1)                       # warm the caches and matplotlib
    exact = [timed(lambda h=h: (analysis.standing(h), analysis.one_more_card(h),
                                analysis.draw_advice(h, 1))) for h in sample]
    monte = [timed(lambda h=h: analysis.draw_advice(h, 3, deals=ui.EXPLORER_DEALS)) for h in sample[::4]]
    redraw = [timed(lambda h=h: svg(ui.hand_report(h, 1)[1])) for h in sample[::4]]
    print(f"hand explorer, exact answers ({len(sample)} hands): median {ms(statistics.median(exact))}, "
          f"slowest {ms(max(exact))}")
    print(f"hand explorer, Monte Carlo advice against 3 ({ui.EXPLORER_DEALS:,} deals): "
          f"median {ms(statistics.median(monte))}")
    print(f"hand explorer, whole redraw with its picture: median {ms(statistics.median(redraw))}")
    ui.threshold_report(7, 6, 4)
    runs = [timed(lambda t=t: ui.threshold_report(t, 6, 4)) for t in (5, 6, 7, 8)]
    print(f"threshold explorer, 4 players ({4 * ui.EXPLORER_GAMES:,} games): "
          f"median {ms(statistics.median(runs))}")


def decision_figures(games: int) -> None:
    for players in (2, 4, 8):
        game = gamekit.load("tavern_trouble", players=players)
        bots = [ExpertBot()] + [HeuristicBot() for _ in range(players - 1)]
        times, coach = [], []
        for seed in range(games):
            state, rng = game.new_initial_state(), random.Random(seed)
            while not state.is_terminal():
                p = state.current_player
                if p == gamekit.CHANCE:
                    state.apply(state.sample_chance(rng))
                    continue
                seen = observe(state, p)
                if p == 0 and len(seen.legal_actions) > 1:
                    times.append(timed(lambda bot=bots[0], seen=seen, rng=rng: bot.act(seen, rng)))
                    if len(coach) < 50:
                        coach.append(timed(lambda seen=seen: hints(seen)))
                state.apply(bots[p].act(seen, rng))
        times.sort()
        print(f"expert, {players} players ({len(times)} decisions in {games} games): mean "
              f"{ms(statistics.mean(times))}, 99th percentile {ms(times[int(0.99 * len(times))])}, "
              f"slowest {ms(times[-1])}; a hint: median {ms(statistics.median(coach))}, "
              f"slowest {ms(max(coach))}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    explorer_figures()
    decision_figures(args.games)


if __name__ == "__main__":
    main()
