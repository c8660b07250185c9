"""Monte Carlo tree search over the gamekit protocol, for games with hidden cards.

Each iteration asks the game for a full state consistent with the player's view
(``game.sample_state(view, rng)``: the determinization), then walks one shared tree
from it (UCT: Kocsis and Szepesvári 2006) and plays the rest at random. The tree is
the player's own (Cowling, Powley and Whitehouse 2012, single-observer information
set MCTS): decisions are keyed by the action taken, chance steps by what the player
sees of their outcome, so a card another player draws face down is one branch, not
one per card; an action that exists only in some determinizations is weighed by how
often it was available. The bot reads the observation's view, legal actions and
game, never the state it comes from.
"""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from ..core.bots import Observation
from ..core.protocol import CHANCE, Game, State


class _Node:
    """Statistics of one node of the tree: visits, how often it could be chosen,
    the sum of each player's returns through it, and its children."""

    __slots__ = ("visits", "available", "totals", "children")

    def __init__(self, players: int) -> None:
        self.visits = 0
        self.available = 0
        self.totals = [0.0] * players
        self.children: dict[Any, _Node] = {}


class MCTSBot:
    """Monte Carlo tree search with determinization from the player's view.

    ``iterations`` (or ``seconds`` of search per decision, whichever ends first;
    with ``seconds`` alone the choice depends on the machine's speed); UCT with
    ``exploration`` constant c (each player maximises his own mean return);
    uniformly random playouts, to the end of the game or, with ``playout_steps``,
    for that many steps and then ``evaluate(state)`` (one value per player, e.g. a
    share of life). The same view, legal actions and random generator give the same
    choice: the bot draws one number from ``rng`` and searches with its own
    generator seeded by it. Games must provide ``Game.sample_state``. ``game_name``
    (``Game.name``) ties a bot tuned for one game, by its ``evaluate``, to that game.
    """

    def __init__(self, iterations: int | None = 1000, seconds: float | None = None,
                 exploration: float = 0.7, playout_steps: int | None = None,
                 evaluate: Callable[[State], list[float]] | None = None,
                 game_name: str | None = None) -> None:
        if iterations is None and seconds is None:
            raise ValueError("MCTSBot needs a budget: iterations, seconds or both")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations is a number of iterations (1 or more), not {iterations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds is a positive time per decision, not {seconds!r}")
        if (playout_steps is None) != (evaluate is None):
            raise ValueError("playout_steps and evaluate go together: a playout cut short "
                             "needs a value for the state where it stops")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.playout_steps = playout_steps
        self.evaluate = evaluate
        self.game_name = game_name

    def __repr__(self) -> str:
        budget = [f"iterations={self.iterations}"] if self.iterations is not None else []
        if self.seconds is not None:
            budget.append(f"seconds={self.seconds}")
        if self.playout_steps is not None:
            budget.append(f"playout_steps={self.playout_steps}, "
                          f"evaluate={getattr(self.evaluate, '__name__', self.evaluate)}")
        return f"MCTSBot({', '.join(budget)})"

    def act(self, observation: Observation, rng: random.Random) -> Any:
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        root = self.search(observation.game, observation.view, observation.player, actions,
                           random.Random(rng.getrandbits(64)))
        visits = [root.children[a].visits if a in root.children else -1 for a in actions]
        return actions[visits.index(max(visits))]

    def values(self, observation: Observation, rng: random.Random) -> list[tuple[Any, float, int]]:
        """What the search makes of each legal action: (action, the player's mean return
        over the lines through it, how many lines), most searched first. The same
        search as :meth:`act`, so the first is the action it would choose."""
        actions = observation.legal_actions
        root = self.search(observation.game, observation.view, observation.player, actions,
                           random.Random(rng.getrandbits(64)))
        me = observation.player
        found = [(a, root.children[a].totals[me] / root.children[a].visits, root.children[a].visits)
                 for a in actions if a in root.children and root.children[a].visits]
        return sorted(found, key=lambda row: (-row[2], -row[1]))

    def search(self, game: Game, view: dict, player: int, actions: list,
               rng: random.Random) -> _Node:
        """Grow the tree from ``view``; the root's children are ``actions``."""
        root = _Node(game.num_players)
        legal = set(actions)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while (self.iterations is None or done < self.iterations) and \
                (deadline is None or time.perf_counter() < deadline):
            state = game.sample_state(view, rng)
            if set(state.legal_actions()) != legal:
                raise RuntimeError(f"{game.title}: sample_state gave a state whose legal "
                                   "actions differ from the player's; it must fit the view")
            self._iterate(root, state, player, rng)
            done += 1
        return root

    def _iterate(self, root: _Node, state: State, me: int, rng: random.Random) -> None:
        path = [root]
        node = root
        c = self.exploration
        while not state.is_terminal():
            mover = state.current_player
            if mover == CHANCE:
                state.carry_out(state.sample_chance(rng))
                key = ("seen", repr(state.view(me)))
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node(len(root.totals))
                node = child
                path.append(node)
                continue
            actions = state.legal_actions()
            untried = [a for a in actions if a not in node.children]
            if untried:
                action = untried[int(rng.random() * len(untried))]
                node.children[action] = _Node(len(root.totals))
                for a in actions:
                    if a in node.children:
                        node.children[a].available += 1
                child = node.children[action]
                state.carry_out(action)
                path.append(child)
                break
            best, best_score = None, -math.inf
            for a in actions:
                child = node.children[a]
                child.available += 1
                score = child.totals[mover] / child.visits + \
                    c * math.sqrt(math.log(child.available) / child.visits)
                if score > best_score:
                    best, best_score = a, score
            state.carry_out(best)
            node = node.children[best]
            path.append(node)
        values = self._playout(state, rng)
        for node in path:
            node.visits += 1
            totals = node.totals
            for p, v in enumerate(values):
                totals[p] += v

    def _playout(self, state: State, rng: random.Random) -> list[float]:
        """Play on at random; the returns, or ``evaluate`` where the playout stops."""
        limit = self.playout_steps
        steps = 0
        while not state.is_terminal():
            if limit is not None and steps >= limit and self.evaluate is not None:
                return list(self.evaluate(state))
            if state.current_player == CHANCE:
                state.carry_out(state.sample_chance(rng))
            else:
                actions = state.legal_actions()
                state.carry_out(actions[int(rng.random() * len(actions))])
            steps += 1
        return list(state.returns())
