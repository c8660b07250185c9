"""The reference speeds: a simplified Tavern Trouble, the same rules three ways.

It is not part of the kit: it is the yardstick ``benchmarks/run.py`` holds the kit's
own figures against, measured in the same run on the same machine, so that each figure
is a ratio and survives a busy machine (``python benchmarks/tavern_baseline.py
--players 4`` prints its own speeds). Figures first seen on a 2-core machine (medians,
4 players): plain object-oriented about 4 500 games/s, tight about 16 500, numpy batch
about 185 000. For comparison, OpenSpiel's own Python-implemented games step at
50 000–165 000 steps/s, its C++ games driven from a Python loop at about 1.2 M steps/s.

The rules, the same in every implementation:

27-card deck: powers 1..9, three copies each. P players (3 or 4), 20 life each.
Round: fresh shuffled deck; every living player gets 2 cards; then in seat order each
living player whose score (sum mod 10) is < T takes a 3rd card, and if still < T a 4th.
Best score among the living wins; every other living player loses (best - own score).
Life <= 0 is out. The game ends when one player is left (winners never lose, so one
always survives).
"""
import random

import numpy as np

T_DEFAULT = 5
LIFE = 20


# ---------------------------------------------------------------- (a) plain OO Python
class Card:
    __slots__ = ("power",)

    def __init__(self, power):
        self.power = power


class Deck:
    def __init__(self, rng):
        self.rng = rng
        self.cards = [Card(p) for p in range(1, 10) for _ in range(3)]
        self.rng.shuffle(self.cards)

    def draw(self):
        return self.cards.pop()


class Player:
    def __init__(self, seat, threshold=T_DEFAULT, life=LIFE):
        self.seat = seat
        self.threshold = threshold
        self.life = life
        self.hand = []

    @property
    def alive(self):
        return self.life > 0

    @property
    def score(self):
        return sum(c.power for c in self.hand) % 10

    def wants_card(self):
        return len(self.hand) < 4 and self.score < self.threshold


class Game:
    def __init__(self, n_players, rng, threshold=T_DEFAULT):
        self.rng = rng
        self.players = [Player(i, threshold) for i in range(n_players)]
        self.rounds = 0

    def living(self):
        return [p for p in self.players if p.alive]

    def play_round(self):
        deck = Deck(self.rng)
        living = self.living()
        for p in living:
            p.hand = [deck.draw(), deck.draw()]
        for p in living:
            while p.wants_card():
                p.hand.append(deck.draw())
        best = max(p.score for p in living)
        for p in living:
            p.life -= best - p.score
        self.rounds += 1

    def play(self):
        while len(self.living()) > 1:
            self.play_round()
        return self.living()[0].seat


def oo_games(n_games, n_players, seed=1):
    rng = random.Random(seed)
    rounds = 0
    wins = [0] * n_players
    for _ in range(n_games):
        g = Game(n_players, rng)
        wins[g.play()] += 1
        rounds += g.rounds
    return rounds, wins


def oo_deals(n_deals, n_players, seed=1):
    """Single rounds only (all players alive, lives reset each time)."""
    rng = random.Random(seed)
    g = Game(n_players, rng)
    for _ in range(n_deals):
        for p in g.players:
            p.life = LIFE
        g.play_round()


# ---------------------------------------------------------------- (a') tight pure Python
DECK_INTS = [p for p in range(1, 10) for _ in range(3)]


def tight_games(n_games, n_players, seed=1, T=T_DEFAULT):
    rng = random.Random(seed)
    sample = rng.sample
    rounds = 0
    wins = [0] * n_players
    for _ in range(n_games):
        life = [LIFE] * n_players
        alive = list(range(n_players))
        while len(alive) > 1:
            cards = sample(DECK_INTS, 4 * len(alive))
            scores = []
            k = 0
            for _p in alive:
                s = (cards[k] + cards[k + 1]) % 10
                if s < T:
                    s = (s + cards[k + 2]) % 10
                    if s < T:
                        s = (s + cards[k + 3]) % 10
                scores.append(s)
                k += 4
            best = max(scores)
            for p, s in zip(alive, scores):
                life[p] -= best - s
            alive = [p for p in alive if life[p] > 0]
            rounds += 1
        wins[alive[0]] += 1
    return rounds, wins


# ---------------------------------------------------------------- (b) numpy batch
DECK_NP = np.repeat(np.arange(1, 10, dtype=np.int64), 3)


def np_round_scores(rng, n, P, T=T_DEFAULT):
    """Deal/draw/score one round for n independent tables -> (n, P) scores."""
    c = rng.permuted(np.broadcast_to(DECK_NP, (n, 27)), axis=1)[:, : 4 * P].reshape(n, P, 4)
    s = (c[..., 0] + c[..., 1]) % 10
    t = s < T
    s = np.where(t, (s + c[..., 2]) % 10, s)
    t &= s < T
    s = np.where(t, (s + c[..., 3]) % 10, s)
    return s


def np_games(n_games, P, seed=1, T=T_DEFAULT):
    rng = np.random.default_rng(seed)
    life = np.full((n_games, P), LIFE, dtype=np.int64)
    rounds = np.zeros(n_games, dtype=np.int64)
    g = np.arange(n_games)
    while g.size:
        s = np_round_scores(rng, g.size, P, T)
        lv = life[g]
        al = lv > 0
        s = np.where(al, s, -1)
        best = s.max(axis=1, keepdims=True)
        lv -= np.where(al, best - s, 0)
        life[g] = lv
        rounds[g] += 1
        g = g[(lv > 0).sum(axis=1) > 1]
    winners = np.argmax(life, axis=1)
    return int(rounds.sum()), np.bincount(winners, minlength=P).tolist()


# ---------------------------------------------------------------- command line
def _rate(fn, n, players):
    import time
    best = []
    for _ in range(5):
        t = time.perf_counter()
        fn(n, players, seed=len(best) + 1)
        best.append(n / (time.perf_counter() - t))
    best.sort()
    return best[len(best) // 2]


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description="Reference speeds of a simplified Tavern Trouble "
                                 "(no abilities) to hold gamekit's simulation speed against, in one run.")
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    P = args.players
    print(f"players={P}  median of 5 runs, full games per second")
    print(f"plain object-oriented Python : {_rate(oo_games, 2000, P):10,.0f}")
    print(f"tight pure Python            : {_rate(tight_games, 5000, P):10,.0f}")
    print(f"numpy batch of 10 000 games  : {_rate(np_games, 10000, P):10,.0f}")
