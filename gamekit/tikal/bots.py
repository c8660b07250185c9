"""A heuristic Tikal bot: it reads only its view and its legal actions.

Each action is valued by what it would add to the player's standing if scored now,
per action point spent: temples won or lost (the majority, leader 3, worker 1),
temples raised where he leads, treasures, pairs made by exchanges, guards on rich
temples. It ends the turn when nothing left is worth its AP. Tiles go near its own
pieces (temples, treasures) or far from them (volcanoes); in the expert version it
bids only a little, and only early.
"""
from __future__ import annotations

import random

from ..core.bots import Observation
from ..core.protocol import State
from .actions import (
    Bid,
    BuildCamp,
    ChooseTile,
    Deploy,
    EndTurn,
    Exchange,
    Move,
    Pass,
    PlaceGuard,
    PlaceTile,
    TakeTreasure,
    Uncover,
)
from .components import BUILD_CAMP, DEPLOY, EXCHANGE, GUARD, LEADER_STRENGTH, MOTIFS, TAKE, UNCOVER
from .hexes import ROWS, steps
from .scoring import temples_scored, treasure_points
from .state import TikalState, Turn
from .tiles import TILES, VOLCANO

COSTS: dict[type, int] = {Deploy: DEPLOY, Uncover: UNCOVER, TakeTreasure: TAKE, Exchange: EXCHANGE,
                          BuildCamp: BUILD_CAMP, PlaceGuard: GUARD}
"""What each kind of action costs, a move aside (it says its own cost)."""
OTHERS_WEIGHT = 0.5
"""A point another player scores counts half as much as one's own."""


class HeuristicBot:
    """Greedy by value per AP; see the module's docstring."""

    def __init__(self, threshold: float = 0.15) -> None:
        self.threshold = threshold

    def __repr__(self) -> str:
        return "HeuristicBot()"

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        first = actions[0]
        if isinstance(first, PlaceTile):
            return self._place(observation, actions, rng)
        if isinstance(first, (Bid, Pass)):
            return self._bid(observation, actions)
        if isinstance(first, ChooseTile):
            kinds = {"temple": 3, "treasure": 2, "jungle": 1, "volcano": 0}
            return max(actions, key=lambda a: (kinds[TILES[a.tile].type], TILES[a.tile].value, -a.tile))
        return self._spend(observation, actions, rng)

    # -- the 10 action points -------------------------------------------------------
    def _spend(self, obs: Observation, actions: list, rng: random.Random):
        board = Board(seen(obs), obs.player)
        best, best_value = None, self.threshold
        for a in actions:
            if isinstance(a, EndTurn):
                continue
            value = board.value(a) / max(board.cost(a), 1)
            value += rng.random() * 1e-6          # ties broken by chance, reproducibly
            if value > best_value:
                best, best_value = a, value
        return best if best is not None else actions[-1]

    # -- tiles and bids -----------------------------------------------------------------
    def _place(self, obs: Observation, actions: list, rng: random.Random):
        board = Board(seen(obs), obs.player)
        mine = board.my_hexes or [4]
        tile = TILES[actions[0].tile]

        def near(a: PlaceTile) -> int:
            d = min(steps(a.hex, h) for h in mine)
            return d if tile.type == "volcano" else -d
        return max(actions, key=lambda a: (near(a), rng.random()))

    def _bid(self, obs: Observation, actions: list):
        view = seen(obs)
        score = view["scores"][obs.player]
        high = view["auction"]["high_bid"]
        if high < 2 and score > 12 and any(isinstance(a, Bid) for a in actions):
            return next(a for a in actions if isinstance(a, Bid))
        return actions[-1]


def seen(obs: Observation) -> dict:
    """The view the bot reads (it says it reads one: ``reads_view`` is not False)."""
    assert obs.view is not None, "HeuristicBot reads its player's view"
    return obs.view


class Board:
    """What the bot needs from its view: strengths per hex and player, temple values."""

    def __init__(self, view: dict, me: int) -> None:
        self.me, self.n = me, view["players"]
        self.value_at: dict[int, int] = {}
        self.type_at: dict[int, str] = {}
        self.strength: dict[int, list[int]] = {}
        self.guard: dict[int, int | None] = {}
        self.treasures: dict[int, int] = {}
        self.my_hexes: list[int] = []
        for cell in view["board"]:
            h = cell["hex"][0] * ROWS + cell["hex"][1]
            self.type_at[h] = cell["type"]
            self.value_at[h] = cell["value"]
            self.guard[h] = cell["guard"]
            self.treasures[h] = cell["treasures"]
            s = list(cell["workers"])
            for p in cell["leaders"]:
                s[p] += LEADER_STRENGTH
            self.strength[h] = s
            if s[me]:
                self.my_hexes.append(h)
        hands = view["treasures"]
        self.hand = hands[me]
        self.ap = view["ap"]

    def owner(self, h: int, s: list[int]) -> int | None:
        if self.guard.get(h) is not None:
            return self.guard[h]
        best = max(s)
        return s.index(best) if best and s.count(best) == 1 else None

    def worth(self, h: int, s: list[int], value: int | None = None) -> float:
        """The temple at ``h`` for me: +value mine, -value/2 someone else's."""
        if self.type_at.get(h) != "temple":
            return 0.0
        v = self.value_at[h] if value is None else value
        o = self.owner(h, s)
        return v if o == self.me else -OTHERS_WEIGHT * v if o is not None else 0.0

    def cost(self, a) -> int:
        if isinstance(a, Move):
            return a.cost
        return COSTS.get(type(a), 1)

    def value(self, a) -> float:
        me = self.me
        if isinstance(a, Deploy):
            return 0.5 if self.ap >= 4 else 0.1
        if isinstance(a, Move):
            gain = 0.0
            weight = LEADER_STRENGTH if a.leader else 1
            for h, delta in ((a.source, -weight), (a.target, weight)):
                s = self.strength.get(h, [0] * self.n)
                t = list(s)
                t[me] += delta
                gain += self.worth(h, t) - self.worth(h, s)
            target = a.target
            if self.treasures.get(target) and self.strength.get(target, [0] * self.n)[me] == 0:
                gain += 1.5
            if self.type_at.get(target) == "temple" and self.guard.get(target) is None and \
                    self.strength.get(target, [0] * self.n)[me] == 0:
                gain += 0.3 * self.value_at[target] / 5
            return gain
        if isinstance(a, Uncover):
            s = self.strength[a.hex]
            return 2.0 * (self.worth(a.hex, s, a.value) - self.worth(a.hex, s)) + \
                (0.5 if self.owner(a.hex, s) == me else -1.0)
        if isinstance(a, TakeTreasure):
            return 3.0
        if isinstance(a, Exchange):
            return 3.0 if self.hand.get(MOTIFS[a.take], 0) else 0.0
        if isinstance(a, PlaceGuard):
            v = self.value_at[a.hex]
            lost = a.workers_out + (LEADER_STRENGTH if a.leader_out or a.leader else 0)
            return 1.6 * v - 0.6 * lost if v >= 4 else 0.0
        if isinstance(a, BuildCamp):
            return 2.0 if steps(a.hex, 4) >= 4 else 0.0
        return 0.0


# -- search ----------------------------------------------------------------------------
def standing(state: State) -> list[float]:
    """Each player's share of the projected points, a quick value for a playout cut
    short: his score plus what a scoring now would give him (the temples he holds by
    majority or guard, his treasure sets) once for every scoring still to come (the
    volcanoes left in the stacks and the final round). Reads a full state, as playouts
    from a sampled state do."""
    assert isinstance(state, TikalState)
    rounds = 1 + sum(TILES[t].type == VOLCANO for stack in state.stacks for t in stack)
    if state.tile is not None and TILES[state.tile].type == VOLCANO and state.kind is Turn.NORMAL:
        rounds += 1                     # drawn, its scoring round not begun
    n = state.n
    points = [max(state.score[p] + rounds * (sum(v for _, v in temples_scored(state, p))
                                             + treasure_points(state.hands[p])), 0)
              for p in range(n)]
    total = sum(points)
    if state.is_terminal():
        return list(state.returns())
    return [x / total for x in points] if total else [1 / n] * n


def mcts_bot(iterations: int = 100, seconds: float | None = None, playout_steps: int = 2):
    """The search bot tuned for Tikal: whole random playouts are long (a game has
    hundreds of decisions), so each stops after ``playout_steps`` random steps and is
    valued by :func:`standing`."""
    from ..bots import MCTSBot
    return MCTSBot(iterations=iterations, seconds=seconds, playout_steps=playout_steps,
                   evaluate=standing)


def mcts_study(players: int = 2, iterations: int = 30, games: int = 20, seed: int = 0,
               version: str = "basic", opponents=("heuristic", "random"),
               workers: int | None = None, progress: bool | None = False) -> dict:
    """Whole games through :func:`gamekit.simulate`: :func:`mcts_bot` with ``iterations``
    per decision in seat 0 against ``HeuristicBot``s and against ``RandomBot``s; the
    fair share is ``1 / players``. Returns opponents -> the search bot's win rate
    (a ``Proportion`` with its Wilson interval and n)."""
    from ..core.bots import RandomBot
    from ..core.registry import load
    from ..core.simulate import simulate

    game = load("tikal", players=players, version=version)
    rates = {}
    for kind in opponents:
        if kind not in ("heuristic", "random"):
            raise ValueError(f"opponents are 'heuristic' or 'random', not {kind!r}")
        field = [HeuristicBot() if kind == "heuristic" else RandomBot() for _ in range(players - 1)]
        sim = simulate(game, [mcts_bot(iterations)] + field, games=games, seed=seed,
                       progress=progress, workers=workers)
        rates[kind] = sim.win_rates[0]
    return rates
