"""Fit the odds of who holds the Traitor card (``camelot.suspicion``) on seeded
heuristic games, and say how well they foresee him.

At every fourth decision of a loyal knight while the Traitor is hidden (5 knights,
the Traitor card in the deck, ``Knight()`` at every seat), the suspects' public deeds
(``suspicion.DEEDS``) and who held the card (a suspect, or the box) are recorded. A
conditional logit is fitted on three quarters of the games and tested on the rest,
against the deal that gives every Loyalty card not seen the same chance.

    python benchmarks/camelot_suspicion.py               # 1200 games, about a minute on 2 cores
    python benchmarks/camelot_suspicion.py --games 200   # a quicker look

The games are seeded from 20000 on, away from the seeds the team studies play.
"""
from __future__ import annotations

import argparse
import math
import random
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from scipy.optimize import minimize

import gamekit
from gamekit.camelot import suspicion
from gamekit.camelot.bots import Knight
from gamekit.camelot.components import LOYALTY_CARDS
from gamekit.core.play import decisions

SEED = 20_000
KNIGHTS = 5
BOX = LOYALTY_CARDS - KNIGHTS


def positions(g: int) -> list[tuple[list[tuple[int, ...]], int, int]]:
    """(the suspects' deeds, the round, the index of the Traitor among them or -1 for
    the box) at every fourth decision of a loyal knight while the Traitor is hidden, in
    game ``g``."""
    state = gamekit.load("camelot", players=KNIGHTS, traitor=True).new_initial_state()
    rows, count = [], 0
    for obs, _ in decisions(state, Knight(), random.Random(SEED + g)):
        view = obs.view
        if view["loyalty"] == "Loyal" and view["traitor_unmasked"] is None:
            count += 1
            if count % 4 == 0:
                suspects = [s for s in range(KNIGHTS)
                            if s != obs.player and not view["shown_loyal"][s]]
                rows.append(([suspicion.deeds(view, s) for s in suspects], suspicion.round_of(view),
                             suspects.index(state.traitor) if state.traitor in suspects else -1))
    return rows


def arrays(rows):
    """Deeds padded to ``KNIGHTS - 1`` suspects, the box's figures (a one and one over
    the round), a mask of the real suspects and the box, the labels (the box last) and
    the rounds."""
    width = KNIGHTS - 1
    x = np.zeros((len(rows), width, len(suspicion.DEEDS)))
    box = np.ones((len(rows), 2))
    mask = np.zeros((len(rows), width + 1), bool)
    label = np.empty(len(rows), int)
    rounds = np.empty(len(rows), int)
    for i, (deeds, round_, who) in enumerate(rows):
        x[i, :len(deeds)] = deeds
        box[i, 1] = 1 / round_
        mask[i, :len(deeds)] = True
        mask[i, width] = True
        label[i] = who if who >= 0 else width
        rounds[i] = round_
    return x, box, mask, label, rounds


def odds(w, x, box, mask):
    """The logit's odds of each suspect and (last) the box, with weights ``w``: the
    deeds', then the box's two (its score less the log of its cards: ``w[-2] + w[-1] /
    round``)."""
    deeds = len(suspicion.DEEDS)
    s = np.concatenate([x @ w[:deeds], (box @ w[deeds:])[:, None] + math.log(BOX)], axis=1)
    s = np.where(mask, s, -np.inf)
    p = np.exp(s - s.max(axis=1, keepdims=True))
    return p / p.sum(axis=1, keepdims=True)


def log_loss(w, x, box, mask, label):
    """The mean log loss of the logit with weights ``w``, and its gradient."""
    p, rows = odds(w, x, box, mask), np.arange(len(x))
    deeds = len(suspicion.DEEDS)
    features = np.zeros((len(x), x.shape[1] + 1, len(w)))    # the box's last
    features[:, :-1, :deeds] = x
    features[:, -1, deeds:] = box
    gradient = np.einsum("nk,nkf->nf", p, features) - features[rows, label]
    return -np.log(p[rows, label]).mean(), gradient.mean(axis=0)


def main(games: int, workers: int) -> None:
    with ProcessPoolExecutor(workers) as pool:
        per_game = list(pool.map(positions, range(games), chunksize=20))
    cut = games * 3 // 4
    fit, test = ([r for rows in part for r in rows] for part in (per_game[:cut], per_game[cut:]))
    (x, box, mask, label, _), (tx, tbox, tmask, tlabel, trounds) = arrays(fit), arrays(test)
    w = minimize(log_loss, np.zeros(len(suspicion.DEEDS) + 2), args=(x, box, mask, label),
                 jac=True, method="BFGS").x
    uniform = np.zeros_like(w)
    print(f"{len(fit)} positions of {cut} games fitted, {len(test)} of {games - cut} tested "
          f"(the Traitor card in the box at {np.mean(label == KNIGHTS - 1):.0%} of them)\n")
    print("| deed | weight |\n|---|---|")
    for name, weight in zip(suspicion.DEEDS, w[:-2]):
        print(f"| {name} | {weight:+.3f} |")
    print(f"| the box, less the log of its cards | {w[-2]:+.3f} |")
    print(f"| the box, over the round | {w[-1]:+.3f} |\n")
    shipped = np.array([*suspicion.WEIGHTS, suspicion.BOX, suspicion.BOX_EARLY])
    print("log loss on the games held out: " + ", ".join(
        f"{name} {log_loss(weights, tx, tbox, tmask, tlabel)[0]:.3f}"
        for name, weights in (("fitted", w), ("the shipped weights", shipped),
                              ("every card alike", uniform))))
    p = odds(w, tx, tbox, tmask)
    print("\nThe box, by round (games held out):\n")
    print("| round | positions | its odds, on average | the card in the box |\n|---|---|---|---|")
    for round_ in range(1, trounds.max() + 1):
        sel = trounds == round_
        if sel.sum() >= 100:
            print(f"| {round_} | {sel.sum()} | {p[sel, -1].mean():.1%} | {np.mean(tlabel[sel] == KNIGHTS - 1):.1%} |")
    top = p[:, :-1].argmax(axis=1)
    chance = p[np.arange(len(tx)), top]
    print("\nThe likeliest suspect, by the odds he is given (games held out):\n")
    print("| his odds | positions | he holds the Traitor card |\n|---|---|---|")
    for low, high in ((0, 0.1), (0.1, 0.5), (0.5, 0.9), (0.9, 0.99), (0.99, 1.01)):
        sel = (chance >= low) & (chance < high)
        if sel.any():
            print(f"| {low:.0%} to {min(high, 1):.0%} | {sel.sum()} | "
                  f"{np.mean(top[sel] == tlabel[sel]):.1%} (mean odds {chance[sel].mean():.1%}) |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    main(args.games, args.workers)
