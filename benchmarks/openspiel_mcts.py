"""OpenSpiel's MCTS against gamekit's bots in two-player Tavern Trouble: the larger run
of the match in ``notebooks/99_use_with_openspiel.ipynb``, with the same bots and seeds.

MCTS is ``MCTSBot`` (UCT, c = 2, 25 simulations a decision, one random playout a leaf
played by ``openspiel.KitRollouts``); seats alternate game by game, game ``g`` is seeded
with ``g`` (chance, MCTS and the other bot), so the notebook's games are the first of
these.

    python benchmarks/openspiel_mcts.py                 # 400 and 200 games, a minute and a half on 2 cores
    python benchmarks/openspiel_mcts.py --games 100 --workers 1
"""
from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import numpy as np
from open_spiel.python.algorithms import mcts

from gamekit.adapters import openspiel
from gamekit.bots import make
from gamekit.prob import Proportion

SIMULATIONS = 25


def mcts_won(opponent: str, seed: int) -> float:
    """MCTS's return in game ``seed`` against ``opponent``, MCTS in seat ``seed % 2``."""
    game = openspiel.load("tavern_trouble", players=2)
    seat = seed % 2
    searcher = mcts.MCTSBot(game, uct_c=2.0, max_simulations=SIMULATIONS,
                            evaluator=openspiel.KitRollouts(n_rollouts=1, seed=seed),
                            random_state=np.random.RandomState(seed))
    other = openspiel.KitBot(make("tavern_trouble", opponent), 1 - seat, seed=seed)
    bots = [searcher, other] if seat == 0 else [other, searcher]
    return openspiel.play(game, bots, seed=seed).returns()[seat]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400,
                        help="games against the heuristic bot (half as many against random)")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:
        for opponent, games in (("heuristic", args.games), ("random", args.games // 2)):
            wins = sum(pool.map(partial(mcts_won, opponent), range(games), chunksize=8))
            print(f"MCTS ({SIMULATIONS} simulations) against the {opponent} bot:",
                  Proportion(round(wins), games))


if __name__ == "__main__":
    main()
