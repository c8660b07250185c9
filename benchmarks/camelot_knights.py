"""How often the heuristic knights win Shadows over Camelot, 3 to 7 knights, with and
without the Traitor card, and what decides the games.

    python benchmarks/camelot_knights.py                  # 1000 games a table
    python benchmarks/camelot_knights.py --games 200      # a quicker look
    python benchmarks/camelot_knights.py --traitor in     # only the tables with the Traitor card
    python benchmarks/camelot_knights.py --games 0 --explorer   # the lab explorer's answer times
    python benchmarks/camelot_knights.py --expert 30      # + expert team vs heuristic team
    python benchmarks/camelot_knights.py --games 0 --think 10   # the expert's time a decision
    python benchmarks/camelot_knights.py --games 0 --traitor-cost 1000   # what the Traitor's play costs
    python benchmarks/camelot_knights.py --games 0 --sampling 60   # sampled positions against true ones

Each figure is a share with its 95% Wilson interval and the number of games; the
expert and heuristic teams play the same seeds, and their paired difference is given
with its interval.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import gamekit
from gamekit import CHANCE
from gamekit.camelot import analysis
from gamekit.camelot.bots import Knight, PassiveTraitor
from gamekit.camelot.components import BLACK_KNIGHT, DRAGON, LANCELOT
from gamekit.camelot.expert import Planner
from gamekit.core.play import decisions, step
from gamekit.prob import Proportion


def table(games: int, seed: int, workers: int, traitors=(False, True)) -> None:
    print("| knights | Traitor card | knights win | when the Traitor is dealt | he is unmasked "
          "| swords 12 | 7 black swords | 12 engines | deaths | quests won / lost per game |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for traitor in traitors:
        for n in range(3, 8):
            sim = analysis.knights_study(n, traitor, games, seed=seed + n, workers=workers)
            ends = analysis.end_reasons(sim)
            quests = ", ".join(f"{q} {w:.2f}/{lost:.2f}"
                               for q, (w, lost) in analysis.quest_outcomes(sim).items())
            dealt = (f"{analysis.knights_win_rate(sim, traitor_in_play=True)} | "
                     f"{analysis.unmasked_rate(sim).rate:.1%}") if traitor else "- | -"
            print(f"| {n} | {'in' if traitor else 'out'} | {analysis.knights_win_rate(sim)} | "
                  f"{dealt} | " + " | ".join(f"{ends[r].rate:.1%}" for r in analysis.END_REASONS)
                  + f" | {quests} |", flush=True)


def expert(games: int, seed: int, workers: int, traitors=(False, True)) -> None:
    for traitor in traitors:
        runs = analysis.team_study(5, traitor, games=games, seed=seed, workers=workers)
        print(f"5 knights, Traitor card {'in' if traitor else 'out'}: expert "
              f"{analysis.knights_win_rate(runs['expert'])}, heuristic "
              f"{analysis.knights_win_rate(runs['heuristic'])}, paired difference "
              f"{analysis.paired_difference(runs['expert'], runs['heuristic'])}", flush=True)
        if traitor:
            for dealt in (True, False):
                print(f"  where the Traitor card is {'dealt' if dealt else 'not dealt'}: expert "
                      f"{analysis.knights_win_rate(runs['expert'], traitor_in_play=dealt)}, "
                      f"heuristic {analysis.knights_win_rate(runs['heuristic'], traitor_in_play=dealt)}",
                      flush=True)


def think(games: int, seed: int, traitor: bool) -> None:
    """How long the default expert thinks at each decision of ``games`` heuristic games
    (5 knights, the Traitor card in the deck or not) where it plays lines, and how many
    such decisions."""
    game = gamekit.load("camelot", players=5, traitor=traitor)
    knight, expert, times = Knight(), Planner(), []
    for g in range(games):
        for obs, own in decisions(game.new_initial_state(), knight, random.Random(seed + g)):
            if expert.late(obs.view) and \
                    len(expert.candidates(obs, own, isinstance(own, expert.reconsiders))) > 1:
                start = time.perf_counter()
                expert.act(obs, random.Random(g))
                times.append(time.perf_counter() - start)
    times.sort()
    print(f"the expert ({expert!r}), Traitor card {'in' if traitor else 'out'}, plays lines at "
          f"{len(times) / games:.1f} decisions a game ({games} games): median "
          f"{statistics.median(times) * 1000:.0f} ms, 90th percentile "
          f"{times[int(0.9 * len(times))] * 1000:.0f} ms, slowest {times[-1] * 1000:.0f} ms")


def traitor_cost(games: int, seed: int, workers: int, players: int = 5) -> None:
    """The games where the Traitor card is dealt, with the heuristic Traitor and with a
    Traitor who plays as a loyal knight (the same seeds, so the same deals): his play's
    cost, and, against the games where the card stays in the box, the count's."""
    runs = {name: analysis.knights_study(players, True, games, seed=seed, workers=workers,
                                         bots=[bot] * players)
            for name, bot in (("heuristic Traitor", Knight()),
                              ("Traitor playing loyal", PassiveTraitor()))}
    for name, sim in runs.items():
        print(f"{players} knights, {name}: knights win {analysis.knights_win_rate(sim)}; "
              f"Traitor dealt {analysis.knights_win_rate(sim, traitor_in_play=True)}, "
              f"unmasked in {analysis.unmasked_rate(sim).rate:.1%}; card in the box "
              f"{analysis.knights_win_rate(sim, traitor_in_play=False)}", flush=True)
    print("paired difference", analysis.paired_difference(runs["Traitor playing loyal"],
                                                          runs["heuristic Traitor"]))


def sampling(positions: int, lines: int, seed: int, players: int = 5) -> None:
    """How well ``sample_state`` stands for the game: from one position of each of
    ``positions`` heuristic games (5 knights, no Traitor card, a turn from the 11th to
    the 23rd), heuristic play to the end, ``lines`` times from the true position and as
    often from positions sampled from the view of the knight to play, each pair with
    the same dice. A search judges its choices in such sampled positions."""
    game = gamekit.load("camelot", players=players, traitor=False)
    knights = [Knight()] * players
    true = sampled = 0.0
    for g in range(positions):
        rng = random.Random(seed + g)
        state = game.new_initial_state()
        while True:
            if state.current_player != CHANCE:
                view = state.view(state.current_player)
                if view["turns"] > 10 + 3 * (g % 5) and view["step"] in ("evil", "heroic"):
                    break
            step(state, knights, rng)
        for _ in range(lines):          # returns()[0]: 1 when the (all loyal) knights win
            dice = rng.getrandbits(64)
            true += gamekit.play(game, knights, seed=dice, state=state.clone()).returns()[0]
            sampled += gamekit.play(game, knights, seed=dice,
                                    state=game.sample_state(view, rng)).returns()[0]
    n = positions * lines
    print(f"heuristic play to the end from {positions} positions, {lines} lines each: the "
          f"knights win {Proportion(true, n)} from the true positions, {Proportion(sampled, n)} "
          f"from positions sampled from the view")


def explorer() -> None:
    """Each exact answer of the lab's explorer, timed in this fresh process (the first of
    each quest's deck before icepool has cached it)."""
    asks = [(quest, white, unseen) for quest in (BLACK_KNIGHT, LANCELOT, DRAGON)
            for white in (10, 20, 33) for unseen in range(1, 6)]
    times = []
    for quest, white, unseen in asks:
        start = time.perf_counter()
        analysis.combat_win_chance(quest, white, unseen)
        times.append(time.perf_counter() - start)
    print(f"combat quest odds: median {statistics.median(times) * 1000:.1f} ms, "
          f"slowest {max(times) * 1000:.1f} ms over {len(asks)} questions")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--expert", type=int, default=0, help="seeds of the team study")
    parser.add_argument("--think", type=int, default=0,
                        help="games over which to time the expert's decisions")
    parser.add_argument("--traitor-cost", type=int, default=0,
                        help="seeds of the study of what the Traitor's play costs")
    parser.add_argument("--knights", type=int, default=5, help="knights of that study")
    parser.add_argument("--explorer", action="store_true", help="time the explorer's answers")
    parser.add_argument("--sampling", type=int, default=0,
                        help="positions of the study of sampled positions (20 lines each)")
    parser.add_argument("--traitor", choices=("out", "in", "both"), default="both",
                        help="the tables (and the expert's study) without the Traitor card, with "
                             "it, or both")
    args = parser.parse_args()
    traitors = {"out": (False,), "in": (True,), "both": (False, True)}[args.traitor]
    if args.games:
        table(args.games, args.seed, args.workers, traitors)
    if args.expert:
        expert(args.expert, args.seed, args.workers, traitors)
    for traitor in traitors if args.think else ():
        think(args.think, args.seed, traitor)
    if args.traitor_cost:
        traitor_cost(args.traitor_cost, args.seed, args.workers, args.knights)
    if args.explorer:
        explorer()
    if args.sampling:
        sampling(args.sampling, 20, args.seed)
