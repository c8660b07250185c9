"""How fast the kit plays and answers, held against a plain baseline in the same run.

    python benchmarks/run.py                 # every game listed in BENCHES
    python benchmarks/run.py --repeat 3      # fewer repetitions (medians of 3)

For each game: whole games per second on one core (random bots through
``gamekit.simulate``, then the game's heuristic bots: what a study of good play costs),
the game's own units per second (deals, rounds ...), generic
protocol steps per second (``apply`` of a legal action or a sampled chance outcome),
the time of its exact queries, each in a fresh Python process, and its numpy batch
(whole games at once) where it has one. Where a reference implementation exists
(Tavern Trouble: ``benchmarks/tavern_baseline.py``), its speeds are measured in the same
run and the ratio printed, so the figure survives a busy machine: the batch is held against the reference's numpy
batch. Every figure is the median of ``--repeat`` runs.

Standard library and numpy only (numpy through the baseline). Adding a game is
adding a ``Bench`` to ``BENCHES``.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import gamekit  # noqa: E402
from gamekit import CHANCE, bots  # noqa: E402


@dataclass
class Bench:
    """What to measure for one game."""

    game: str
    options: dict
    games: int
    """Whole games per timing run (aim at a few tenths of a second)."""
    unit: str = "deals"
    units: Callable[[object], int] | None = None
    """The number of ``unit`` in a finished game (deals, rounds ...), if the game has them."""
    unit_over: Callable[[object], bool] | None = None
    """True once a fresh game's first unit is over: times single units from the start."""
    queries: dict[str, str] = field(default_factory=dict)
    """Label -> one Python expression timed alone in a fresh process (after ``setup``)."""
    setup: str = ""
    baseline: Callable[[int], dict[str, tuple[Callable[[], object], int]]] | None = None
    """players -> reference runs (``tavern_baseline.py``): label -> (one timed run, how
    many it plays). The plain object-oriented games run is timed right after each
    gamekit run, so their ratio is taken run by run."""
    ratio_target: float | None = None
    """Wanted gamekit games/s over the plain object-oriented baseline's."""
    batch: Callable[[int, int], dict[str, Callable[[], object]]] | None = None
    """(players, games) -> the game's numpy batch runs: label -> one timed run of
    ``games`` whole games. Each run is timed right after the reference's numpy batch,
    so their ratio is taken run by run."""
    batch_target: float | None = None
    """Wanted batch games/s over the reference's numpy batch."""
    batch_unit: str = "games"
    """What one batch run counts (``BATCH_GAMES`` of them); empty when each label
    ends with its own unit."""
    query_target: float = 0.010
    """Seconds each exact query may take from a fresh process."""
    steps_target: int | None = None
    """Generic protocol steps per second wanted, where the states are small."""
    steps_reference: Callable[[int], tuple[Callable[[], object], int]] | None = None
    """players -> a reference run (one timed run, how many it plays) timed right after
    each steps run, so that the steps/s survive a busy machine as a ratio."""
    steps_ratio_target: float | None = None
    """Wanted steps/s over the reference's speed (its unit per second)."""
    games_target: int | None = None
    """Whole random games per second wanted (one core, pure Python)."""
    heuristic_games: int = 6
    """Whole games per timing run between the game's heuristic bots (``bots.make``)."""


# -- Tavern Trouble ------------------------------------------------------------------------
PLAIN = "plain object-oriented games/s"
NUMPY = "numpy batch games/s"
BATCH_GAMES = 10_000
"""Games per batch run: as many as the reference's numpy batch plays."""


def tavern_baseline(players: int) -> dict[str, tuple[Callable[[], object], int]]:
    """The simplified Tavern Trouble (no abilities) three ways, plus its single deals."""
    import tavern_baseline as base  # benchmarks/tavern_baseline.py, beside this script

    return {
        PLAIN: (lambda: base.oo_games(1000, players, seed=1), 1000),
        "tight pure Python games/s": (lambda: base.tight_games(3000, players, seed=1), 3000),
        NUMPY: (lambda: base.np_games(BATCH_GAMES, players, seed=1), BATCH_GAMES),
        "plain object-oriented deals/s": (lambda: base.oo_deals(5000, players, seed=1), 5000),
    }


def tavern_batch(players: int, games: int) -> dict[str, Callable[[], object]]:
    """gamekit.tavern_trouble.batch: the reference's rules, then the kit's default play."""
    from gamekit.tavern_trouble import batch

    return {
        "batch, no abilities, threshold 5 (the reference's rules)":
            lambda: batch.play_games(players, games, 5, abilities=False, seed=1),
        "batch, abilities but fairies and undead, threshold 6":
            lambda: batch.play_games(players, games, 6, abilities=True, seed=1),
    }


def tafelrunde_batch(players: int, n: int) -> dict[str, Callable[[], object]]:
    """gamekit.tafelrunde.batch: throws with the reroll policy, end-of-day pay-outs."""
    import numpy as np

    from gamekit.tafelrunde import batch

    def pay_outs() -> object:
        lines, owner = batch.random_tables(n, players, seed=1)
        return batch.pay_out(lines, owner, np.full((n, players), 3))

    return {"batch, lowest of two, rerolled below 3: throws":
            lambda: batch.rolls(n, keep=(3, 4, 5, 6), seed=1),
            "batch, random tables paid out: tables": pay_outs}


def plain_games(players: int) -> tuple[Callable[[], object], int]:
    """The reference's plain object-oriented games (benchmarks/tavern_baseline.py)."""
    return tavern_baseline(players)[PLAIN]


TIKAL_STEPS_BEFORE = 3.5
"""Tikal's steps/s over the reference's plain object-oriented games/s before the
engine was made faster (medians of 5 runs of this script, one core): the target is
five times as many."""

BENCHES = [
    Bench(
        game="tavern_trouble",
        options={"players": 4},
        games=400,
        unit="deals",
        units=lambda state: state.deals,
        unit_over=lambda state: state.deals > 1 or state.is_terminal(),
        setup="from gamekit.tavern_trouble.analysis import clash_count_distribution, draw_advice",
        queries={
            "clash_count_distribution(4)": "clash_count_distribution(4)",
            "draw_advice([8, 5]) (1 opponent, exact)": "draw_advice([8, 5])",
            "draw_advice([1, 1], threshold=10) (slowest exact)": "draw_advice([1, 1], threshold=10)",
        },
        baseline=tavern_baseline,
        ratio_target=0.25,
        batch=tavern_batch,
        batch_target=0.5,
        steps_target=150_000,
        heuristic_games=60,
    ),
    Bench(
        game="tikal",
        options={"players": 4},
        games=30,
        unit="tiles",
        setup="from gamekit.tikal.analysis import crowded_position; state = crowded_position()",
        queries={"legal_actions() in a crowded mid-game (72 workers, 257 actions)":
                 "state.legal_actions()"},
        query_target=0.005,
        steps_reference=plain_games,
        steps_ratio_target=5 * TIKAL_STEPS_BEFORE,
    ),
    Bench(
        game="tafelrunde",
        options={"players": 4},
        games=200,
        unit="days",
        units=lambda state: state.day,
        setup="from gamekit.tafelrunde.analysis import best_reroll, expected_payout, lowest_of_two",
        queries={"best_reroll of Gambling's seat values":
                 "best_reroll({v: expected_payout(v) for v in range(1, 7)})",
                 "expected_payout(lowest_of_two())": "expected_payout(lowest_of_two())"},
        games_target=200,
        batch=tafelrunde_batch,
        batch_unit="",
    ),
    Bench(
        game="camelot",
        options={"players": 5},
        games=60,
        unit="turns",
        units=lambda state: state.turns,
        setup="import gamekit; from gamekit.camelot.analysis import next_black_kind, "
              "siege_win_chance; state = gamekit.play(gamekit.load('camelot'), seed=1)",
        queries={"next_black_kind of a finished game": "next_black_kind(state, 0)",
                 "siege_win_chance for totals 0-12": "[siege_win_chance(t) for t in range(13)]"},
        games_target=100,
    ),
]


# -- measuring ---------------------------------------------------------------------------------
def median_time(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rate(fn: Callable[[], object], n: int, repeat: int) -> float:
    return n / median_time(fn, repeat)


def simulate_rates(bench: Bench, repeat: int, plain: tuple[Callable[[], object], int] | None
                   ) -> tuple[float, float | None, float | None]:
    """Whole games and units per second through ``gamekit.simulate`` with random
    bots, and the median ratio of games/s to the plain baseline timed just after
    each run (``None`` without a baseline)."""
    game = gamekit.load(bench.game, **bench.options)
    record = (lambda s: {"units": bench.units(s)}) if bench.units else None
    games, units, ratios = [], [], []
    for r in range(repeat):
        start = time.perf_counter()
        sim = gamekit.simulate(game, None, games=bench.games, seed=r, progress=False, record=record)
        elapsed = time.perf_counter() - start
        games.append(bench.games / elapsed)
        if record:
            units.append(sum(row.extra["units"] for row in sim.records) / elapsed)
        if plain is not None:
            run, n = plain
            ratios.append(games[-1] / rate(run, n, 1))
    return (statistics.median(games), statistics.median(units) if units else None,
            statistics.median(ratios) if ratios else None)


def heuristic_rate(bench: Bench, repeat: int) -> float:
    """Whole games per second through ``gamekit.simulate`` between the game's
    heuristic bots, each seeing only its view (what a study of good play costs)."""
    game = gamekit.load(bench.game, **bench.options)
    players = [bots.make(bench.game, "heuristic") for _ in range(game.num_players)]
    gamekit.simulate(game, players, games=1, seed=0, progress=False)     # warm the memos
    return rate(lambda: gamekit.simulate(game, players, games=bench.heuristic_games, seed=1,
                                         progress=False), bench.heuristic_games, repeat)


def single_unit_rate(bench: Bench, repeat: int) -> float:
    """First units of fresh games per second (all players in), random bots, as
    ``gamekit.play`` steps them."""
    from gamekit.core.play import seat_bots, step

    game = gamekit.load(bench.game, **bench.options)
    bots = seat_bots(game, None)
    n = bench.games * 5

    def run(seed: int) -> None:
        rng = random.Random(seed)
        for _ in range(n):
            state = game.new_initial_state()
            while not bench.unit_over(state):
                step(state, bots, rng)

    return rate(lambda: run(1), n, repeat)


def step_rate(bench: Bench, repeat: int) -> tuple[float, float, float | None]:
    """Generic protocol steps per second: ``apply`` of a uniformly chosen legal action
    or of ``sample_chance``, from the first step to the end of each game; the steps
    per game; and the median ratio of the steps/s to the reference's speed timed
    right after each run (``None`` without a reference)."""
    game = gamekit.load(bench.game, **bench.options)
    reference = bench.steps_reference(game.num_players) if bench.steps_reference else None

    def run(seed: int) -> tuple[int, float]:
        rng = random.Random(seed)
        steps = 0
        start = time.perf_counter()
        for _ in range(bench.games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.current_player == CHANCE:
                    state.apply(state.sample_chance(rng))
                else:
                    actions = state.legal_actions()
                    state.apply(actions[int(rng.random() * len(actions))])
                steps += 1
        return steps, time.perf_counter() - start

    runs, ratios = [], []
    for r in range(repeat):
        runs.append(run(r))
        if reference is not None:
            steps, took = runs[-1]
            ratios.append(steps / took / rate(reference[0], reference[1], 1))
    return (statistics.median(s / t for s, t in runs), statistics.median(s / bench.games for s, _ in runs),
            statistics.median(ratios) if ratios else None)


FRESH = """
import json, time
t0 = time.perf_counter()
{setup}
t1 = time.perf_counter()
{query}
t2 = time.perf_counter()
print(json.dumps({{"import": t1 - t0, "query": t2 - t1}}))
"""


def fresh_process(setup: str, query: str, repeat: int) -> tuple[float, float]:
    """(import seconds, query seconds), medians over ``repeat`` fresh processes."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    imports, queries = [], []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", FRESH.format(setup=setup, query=query)],
                             cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        figures = json.loads(out.stdout.strip().splitlines()[-1])
        imports.append(figures["import"])
        queries.append(figures["query"])
    return statistics.median(imports), statistics.median(queries)


def verdict(ok: bool) -> str:
    return "target met" if ok else "TARGET MISSED"


def run_bench(bench: Bench, repeat: int) -> dict:
    players = bench.options.get("players")
    print(f"\n== {bench.game} {bench.options} (medians of {repeat} runs, one core) ==")
    results: dict = {"game": bench.game, "options": bench.options}
    reference = bench.baseline(players) if bench.baseline is not None else {}
    games_per_s, units_per_s, ratio = simulate_rates(bench, repeat, reference.get(PLAIN))
    results["games/s"] = games_per_s
    target = (f"   (target {bench.games_target:,}: {verdict(games_per_s >= bench.games_target)})"
              if bench.games_target else "")
    line("whole games/s, random bots, gamekit.simulate", f"{games_per_s:12,.0f}{target}")
    heuristic = results["heuristic games/s"] = heuristic_rate(bench, repeat)
    line("whole games/s, heuristic bots", f"{heuristic:12,.1f}   (100,000 of them: "
         f"{100_000 / heuristic / 60:,.0f} min on one core)")
    single = None
    if units_per_s is not None:
        results[f"{bench.unit}/s"] = units_per_s
        line(f"{bench.unit}/s within those games", f"{units_per_s:12,.0f}")
    if bench.unit_over is not None:
        single = single_unit_rate(bench, repeat)
        results[f"first {bench.unit}/s"] = single
        line(f"first {bench.unit} of fresh games/s (all in)", f"{single:12,.0f}")
    steps, length, steps_ratio = step_rate(bench, repeat)
    results["steps/s"] = steps
    target = (f"; target {bench.steps_target:,}: {verdict(steps >= bench.steps_target)}"
              if bench.steps_target else "")
    line("generic protocol steps/s (apply)", f"{steps:12,.0f}   ({length:.0f} steps a game{target})")
    if steps_ratio is not None:
        results["ratio: steps/s / reference plain games/s"] = steps_ratio
        wanted = bench.steps_ratio_target
        target = f"  (target {wanted:.1f}: {verdict(steps_ratio >= wanted)})" if wanted else ""
        line("ratio: steps/s / reference plain object-oriented games/s", f"{steps_ratio:12.2f}{target}")
    for label, query in bench.queries.items():
        imported, took = fresh_process(bench.setup, query, repeat)
        results[label] = took
        line(f"fresh process: {label}", f"{took * 1e3:9.2f} ms  (import {imported * 1e3:.0f} ms "
             f"before it; target {bench.query_target * 1e3:.0f} ms: "
             f"{verdict(took <= bench.query_target)})")
    if bench.baseline is not None and not reference:
        print("reference: not found next to the repository; no ratio")
    speeds = {label: rate(run, n, repeat) for label, (run, n) in reference.items()}
    for label, value in speeds.items():
        results[f"baseline {label}"] = value
        line(f"reference: {label}", f"{value:12,.0f}")
    if ratio is not None:
        results["ratio to plain baseline"] = ratio
        line("ratio: gamekit games / plain games (run by run)", f"{ratio:12.2f}x  (target "
             f"{bench.ratio_target}x: {verdict(ratio >= bench.ratio_target)})")
    deals = speeds.get("plain object-oriented deals/s")
    if deals and single:
        line("ratio: gamekit first deals / plain deals", f"{single / deals:12.2f}x  "
             "(the baseline has no abilities)")
    if bench.batch is not None:
        batch_rates(bench, players, repeat, reference.get(NUMPY), results)
    return results


def batch_rates(bench: Bench, players: int, repeat: int,
                numpy_ref: tuple[Callable[[], object], int] | None, results: dict) -> None:
    """The game's numpy batch: games/s, and the ratio to the reference's numpy batch
    timed just before each run (median of the run-by-run ratios)."""
    for label, run in bench.batch(players, BATCH_GAMES).items():
        run()                                   # warm up (imports, first allocations)
        speeds, ratios = [], []
        for _ in range(repeat):
            if numpy_ref is not None:
                reference = rate(numpy_ref[0], numpy_ref[1], 1)
            speeds.append(rate(run, BATCH_GAMES, 1))
            if numpy_ref is not None:
                ratios.append(speeds[-1] / reference)
        name = f"{label} {bench.batch_unit}/s" if bench.batch_unit else f"{label}/s"
        results[name] = statistics.median(speeds)
        line(name, f"{statistics.median(speeds):12,.0f}")
        if ratios:
            ratio = statistics.median(ratios)
            results[f"ratio: {label} / reference numpy batch"] = ratio
            line("  ratio to the reference's numpy batch (run by run)",
                 f"{ratio:12.2f}x  (target {bench.batch_target}x: "
                 f"{verdict(ratio >= bench.batch_target)})")


def line(label: str, value: str) -> None:
    print(f"{label:<66}: {value}")


def main(argv: list[str] | None = None) -> list[dict]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    results = [run_bench(b, args.repeat) for b in BENCHES if not args.game or b.game in args.game]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return results


if __name__ == "__main__":
    main()
