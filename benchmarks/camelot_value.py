"""How well a position's value foresees the end of a Shadows over Camelot game:
``camelot.bots.knights_outlook`` (what the search's short playouts are scored by) and a
logistic regression of the loyal knights' result on the position (``FEATURES``), at
the start of every turn of seeded heuristic games (5 knights, half with the Traitor
card, half without), fitted on three quarters of the games and tested on the rest.

    python benchmarks/camelot_value.py               # 1000 + 1000 games, 3/4 to fit
    python benchmarks/camelot_value.py --games 200   # a quicker look

The games are seeded from 100000 on, away from the seeds the team studies play.
"""
from __future__ import annotations

import argparse
import random

import numpy as np

import gamekit
from gamekit.camelot.bots import Knight, knights_outlook
from gamekit.camelot.components import EXCALIBUR_START, PICTS, SAXONS
from gamekit.core.bots import observe
from gamekit.core.protocol import CHANCE

SEED = 100_000
FEATURES = ("white swords", "black swords", "siege engines", "loyal life", "loyal dead",
            "warriors", "Grail black cards", "Grail cards", "Excalibur's lead to Evil",
            "hand size", "round", "hidden Traitor", "unmasked Traitor")


def features(state) -> list[float]:
    """The figures of ``FEATURES``: the swords, the engines, the loyal knights' mean life
    and their dead, the most warriors on a war, the open Grail's black and Grail cards,
    how far Excalibur stands toward Evil's end, the mean hand, the round, and whether a
    Traitor sits hidden or unmasked."""
    loyal = [s for s in range(state.n) if s != state.traitor]
    alive, seated = state.alive, state.traitor is not None
    return [state.white_swords, state.black_swords, state.engines,
            sum(state.life[s] for s in loyal if alive[s]) / len(loyal),
            sum(not alive[s] for s in loyal), max(state.warriors[PICTS], state.warriors[SAXONS]),
            0 if state.grail_done else len(state.grail_black),
            0 if state.grail_done else state.grail_white,
            0 if state.excalibur_done else EXCALIBUR_START - state.excalibur_pos,
            sum(map(sum, state.hands)) / state.n, state.turns / state.n,
            float(seated and not state.revealed), float(seated and state.revealed)]


def positions(games: int, traitor: bool, players: int = 5):
    """(game, features, knights_outlook, the knights won) at the start of every turn."""
    game = gamekit.load("camelot", players=players, traitor=traitor)
    knight = Knight()
    for g in range(games):
        rng = random.Random(SEED + 2 * g + traitor)
        state, rows, turn = game.new_initial_state(), [], -1
        while not state.is_terminal():
            player = state.current_player
            if player == CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            if state.turn is not None and state.turns != turn:
                turn = state.turns
                loyal = next(s for s in range(state.n) if s != state.traitor)
                rows.append((g, features(state), knights_outlook(state)[loyal]))
            state.apply(knight.act(observe(state, player), rng))
        yield from ((g, x, o, float(state.knights_win)) for g, x, o in rows)


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3) -> np.ndarray:
    """Logistic regression by Newton's method (a little ridge for a stable step)."""
    xb = np.c_[np.ones(len(x)), x]
    w = np.zeros(xb.shape[1])
    for _ in range(25):
        p = 1 / (1 + np.exp(-xb @ w))
        hessian = xb.T @ (xb * (p * (1 - p))[:, None]) + ridge * np.eye(len(w))
        w -= np.linalg.solve(hessian, xb.T @ (p - y) + ridge * w)
    return w


def auc(score: np.ndarray, y: np.ndarray) -> float:
    """The chance that a won game's position scores above a lost one's."""
    ranks = np.argsort(np.argsort(score)) + 1
    won = y.sum()
    return float((ranks[y == 1].sum() - won * (won + 1) / 2) / (won * (len(y) - won)))


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(games: int) -> None:
    rows = [r for traitor in (False, True) for r in positions(games, traitor)]
    g = np.array([r[0] for r in rows])
    x = np.array([r[1] for r in rows], dtype=float)
    outlook = np.array([r[2] for r in rows])
    y = np.array([r[3] for r in rows])
    train = g < games * 3 // 4
    test = ~train
    w = fit(x[train], y[train])
    p = 1 / (1 + np.exp(-np.c_[np.ones(test.sum()), x[test]] @ w))
    print(f"{len(rows)} positions of {2 * games} games; fitted on {train.sum()}, "
          f"tested on {test.sum()} (games {games * 3 // 4} to {games - 1} of each kind)")
    print(f"held out: fitted value AUC {auc(p, y[test]):.3f}, log loss {log_loss(p, y[test]):.3f}; "
          f"knights_outlook AUC {auc(outlook[test], y[test]):.3f}; "
          f"a constant's log loss {log_loss(np.full(test.sum(), y[train].mean()), y[test]):.3f}")
    early = test & (np.array([r[1][10] for r in rows]) < 10)
    print(f"in the first 10 rounds: fitted AUC {auc(p[early[test]], y[early]):.3f}, "
          f"knights_outlook AUC {auc(outlook[early], y[early]):.3f}")
    print(f"weights: intercept {w[0]:+.3f}, "
          + ", ".join(f"{n} {v:+.3f}" for n, v in zip(FEATURES, w[1:])))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games of each kind")
    main(parser.parse_args().games)
