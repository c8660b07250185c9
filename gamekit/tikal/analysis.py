"""Questions about the tile deck and the board it makes.

Exact: when the volcanoes come (Tikal rule book, Příprava na hru: each letter is shuffled
on its own and A lies on top ... G at the bottom, so a volcano is equally likely to be any of its letter's
tiles), hence when the scoring rounds come and who draws them.
Monte Carlo (``gamekit.simulate``, with intervals): how connected a full board is when
the tiles are laid at random.
"""
from __future__ import annotations

import random
from typing import ClassVar

from ..core.bots import Observation, RandomBot
from ..core.play import step
from ..core.registry import load
from ..core.simulate import Simulation, simulate
from ..prob import Distribution
from . import board
from .actions import Decision, EndTurn, Pass, PlaceTile
from .checks import camp_problem
from .components import ACTION_POINTS, CAMPS
from .hexes import ADJACENT, HEXES
from .state import Aside, Phase, TikalState
from .tiles import LETTERS, TILES, VOLCANO


def letter_positions() -> dict[str, range]:
    """The draw numbers (1-36) that tiles of each letter take: A 1-6, B 7-12, ..."""
    out, start = {}, 1
    for letter in LETTERS:
        size = sum(t.letter == letter for t in TILES)
        out[letter] = range(start, start + size)
        start += size
    return out


def volcano_draws() -> dict[str, Distribution]:
    """For each volcano, the exact distribution of the draw (1-36) that turns it up."""
    spots = letter_positions()
    return {t.id: Distribution.uniform(spots[t.letter]) for t in TILES if t.type == VOLCANO}


def scoring_round_drawers(players: int) -> dict[str, Distribution]:
    """Basic game: who draws each volcano. Draw k is made by seat (k - 1) mod players,
    because a volcano's drawer also places it and plays his turn."""
    return {v: d.map(lambda k: (k - 1) % players) for v, d in volcano_draws().items()}


def tiles_between_scorings() -> dict[str, Distribution]:
    """Exact: tiles placed before the first scoring round, between the rounds, and
    after the last volcano (the three volcanoes are independent)."""
    draws = volcano_draws()
    b, d, f = (draws[v] for v in sorted(draws))
    return {"before the first": b.map(lambda k: k - 1),
            "first to second": _difference(d, b),
            "second to third": _difference(f, d),
            "after the third": f.map(lambda k: 36 - k)}


def _difference(later: Distribution, earlier: Distribution) -> Distribution:
    return Distribution(((a - b - 1, p * q) for a, p in later.items() for b, q in earlier.items()))


# -- random boards ---------------------------------------------------------------------------
class TileLayer:
    """Lays each tile on a uniformly random legal space and turn, and does nothing else
    (passes every auction, ends every turn at once): it makes random full boards."""

    game_name: ClassVar[str] = "tikal"

    def act(self, observation: Observation, rng: random.Random) -> Decision:
        actions = observation.legal_actions
        if isinstance(actions[0], PlaceTile):
            return actions[int(rng.random() * len(actions))]
        return next((a for a in actions if isinstance(a, (EndTurn, Pass))), actions[0])

    def __repr__(self) -> str:
        return "TileLayer()"


def board_figures(position: board.Position) -> dict[str, float]:
    """How connected a board is (from a view, or a state's view): the AP from the base
    camp to the farthest temple that can be reached, the mean over the temples, the
    share of shared edges between two enterable tiles that are closed (no stone on
    either side), and the hexes that cannot be reached from the base camp at all."""
    view = board.as_view(position)
    dist = board.ap_distance(view)
    explored = board.cells(view)
    temples = [tuple(e["hex"]) for e in explored.values() if e["value"]]
    reached = [dist[hx] for hx in temples if hx in dist]
    walkable = {h: e["stones"] for h, e in explored.items() if e["type"] != VOLCANO}
    shared = closed = 0
    for h, stones in walkable.items():
        for d, k, back in ADJACENT[h]:
            if k > h and k in walkable:
                shared += 1
                closed += stones[d] + walkable[k][back] == 0
    enterable = len(walkable)
    return {"farthest_temple": max(reached), "mean_temple": sum(reached) / len(reached),
            "closed_edges": closed / shared, "unreachable": enterable - len(dist),
            "temples_cut_off": len(temples) - len(reached)}


def random_boards(games: int = 200, seed: int = 0, players: int = 2) -> Simulation:
    """Full boards laid at random (``TileLayer``), with ``board_figures`` recorded per
    game: ``sim.mean("farthest_temple")`` etc. give means with 95% intervals."""
    game = load("tikal", players=players)
    return simulate(game, [TileLayer()] * players, games=games, seed=seed, progress=False,
                    record=board_figures)


def crowded_position(seed: int = 7, turn: int = 24) -> TikalState:
    """A crowded mid-game position for timing ``legal_actions``: four random bots play
    to the start of a 10-AP turn after ``turn`` tiles, then every player's supply is
    spread over the enterable hexes (leaders too) and each builds his camps."""
    game = load("tikal", players=4)
    rng = random.Random(seed)
    bots = [RandomBot()] * 4
    state = game.new_initial_state()
    assert isinstance(state, TikalState)
    while not (state.phase is Phase.ACTIONS and state.ap == ACTION_POINTS
               and len(TILES) - state.tiles_left >= turn):
        step(state, bots, rng)
    walkable = state.board.walk
    open_hexes = [h for h in range(HEXES) if walkable[h]]
    for p in range(state.n):
        for _ in range(state.supply[p]):
            state.workers[p][rng.choice(open_hexes)] += 1
        state.supply[p] = 0
        if state.leader[p] is Aside.SUPPLY:
            state.leader[p] = rng.choice(open_hexes)
        for h in open_hexes:
            if len(state.camp_hexes[p]) < CAMPS and camp_problem(state, p, h) is None:
                state.camp[h] = p
                state.camp_hexes[p].append(h)
    return state
