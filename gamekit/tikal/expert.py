"""Tikal's expert bot (the kit's ``"expert"``): a search from the view over whole turns,
each played by the rules of thumb (``bots.policy``) and valued by the projected points
(``sight.standing``) after the rivals' next turns.
"""
from __future__ import annotations

import random
from typing import ClassVar

from ..core.bots import Observation
from ..core.protocol import CHANCE
from .actions import Decision, EndTurn, PlaceTile
from .bots import policy
from .sight import Sight, standing
from .state import Phase, TikalState
from .strategy import goals, placements_worth

Plan = tuple[Decision, ...]


def _my_turn_over(s: TikalState, me: int) -> bool:
    """Whether ``me`` has finished the turn he is playing (a chance step inside it, a
    treasure's motif, is not the end)."""
    return s.is_terminal() or (s.current_player != CHANCE and s.current_player != me) or \
        (s.current_player == me and s.phase is not Phase.ACTIONS)


def _step(s: TikalState, rng: random.Random) -> None:
    """One step by the rules of thumb, or of chance: an action they chose among those
    just listed, or an outcome drawn from the rules' odds, needs no second check."""
    s.carry_out(s.sample_chance(rng) if s.current_player == CHANCE else policy(s, s.legal_actions()))


def play_out(s: TikalState, me: int, plan: Plan, rng: random.Random, ahead: int = 1) -> float:
    """Play ``plan`` for ``me`` in ``s``, the rest of his turn by the rules of thumb,
    then everybody by them until ``me`` decides again at the start of a turn (or the
    game ends), ``ahead`` times (his own turns between by the rules of thumb too):
    ``me``'s chance to win as :func:`standing` reads the position there."""
    for action in plan:
        s.apply(action)
    while not _my_turn_over(s, me):
        _step(s, rng)
    for turn in range(ahead):
        if turn and not s.is_terminal():           # his own turn in between
            _step(s, rng)
            while not _my_turn_over(s, me):
                _step(s, rng)
        while not s.is_terminal() and s.current_player != me:
            _step(s, rng)
    return standing(s)[me]


def greedy_plan(s: TikalState, me: int, first: Decision) -> Plan:
    """``first`` and what the rules of thumb do after it in ``me``'s turn, up to its
    end or the first chance step (a treasure's motif: then he thinks again)."""
    s = s.clone()
    s.apply(first)
    plan = [first]
    while s.current_player == me and s.phase is Phase.ACTIONS:
        action = policy(s, s.legal_actions())
        plan.append(action)
        s.carry_out(action)
    return tuple(plan)


def candidates(s: TikalState, legal: list[Decision], wide: int) -> list[Decision]:
    """The first actions worth searching: the ``wide`` best placements by the rules of
    thumb (one turn of the tile per space), or the ``wide`` best goals' first actions
    and ending the turn."""
    p, first = s.player, legal[0]
    if isinstance(first, PlaceTile):
        ranked = sorted(placements_worth(s, p, legal), key=lambda x: -x.worth)  # type: ignore[arg-type]
        seen: dict[int, Decision] = {}
        for x in ranked:
            seen.setdefault(x.action.hex, x.action)
        return list(seen.values())[:wide]
    allowed = set(legal)
    ranked_goals = sorted((g for g in goals(Sight(s, p)) if g.ap <= s.ap and g.action in allowed),
                          key=lambda g: -g.rate)
    found: list[Decision] = []
    for g in ranked_goals:
        if g.action not in found:
            found.append(g.action)
        if len(found) == wide:
            break
    found.append(next(a for a in legal if isinstance(a, EndTurn)))
    return found


class ExpertBot:
    """A search from the view over whole turns (macro actions), information-set Monte
    Carlo: at the start of each of its turns (and after a treasure's motif is shown)
    it takes the ``wide`` best first actions by the rules of thumb, plays each with
    the rest of its turn as they would, and values them by ``rollouts`` playouts in
    all, each from a position dealt anew from its view (``Game.sample_state``): the
    rivals play their next turns by the rules of thumb, up to the start of its own
    ``ahead``-th turn from now (by default 2 with two players, whose rounds are short,
    else 1; its own turns between by the rules of thumb too), and the position is
    valued by the projected points (:func:`gamekit.tikal.sight.standing`). The rollouts go
    to the candidates by successive halving. It then plays the chosen turn out without
    thinking again while the table is as it foresaw. Auctions and the choice of a
    revealed tile follow the rules of thumb.

    The default budget thinks for about 0.2 s at a decision where it searches, on one
    core; the same view, legal actions and generator give the same choice."""

    game_name: ClassVar[str] = "tikal"

    def __init__(self, rollouts: int = 24, wide: int = 6, ahead: int | None = None) -> None:
        if not isinstance(rollouts, int) or rollouts < 1:
            raise ValueError(f"rollouts is a number of playouts (1 or more), not {rollouts!r}")
        if not isinstance(wide, int) or wide < 1:
            raise ValueError(f"wide is a number of first actions to search (1 or more), not {wide!r}")
        if ahead is not None and (not isinstance(ahead, int) or ahead < 1):
            raise ValueError(f"ahead is a number of the bot's own turns to look ahead (1 or more), not {ahead!r}")
        self.rollouts, self.wide, self.ahead = rollouts, wide, ahead
        self._plans: dict[int, tuple[dict, Plan]] = {}

    def __repr__(self) -> str:
        ahead = "" if self.ahead is None else f", ahead={self.ahead}"
        return f"ExpertBot(rollouts={self.rollouts}, wide={self.wide}{ahead})"

    def __getstate__(self) -> dict:
        return {"rollouts": self.rollouts, "wide": self.wide, "ahead": self.ahead}

    def __setstate__(self, state: dict) -> None:
        self.__init__(**state)                 # type: ignore[misc]

    def act(self, observation: Observation, rng: random.Random) -> Decision:
        legal, me, view = observation.legal_actions, observation.player, observation.view
        if len(legal) == 1:
            return legal[0]
        kept = self._plans.pop(me, None)
        if kept is not None and kept[0] == view and kept[1][0] in legal:
            return self._follow(observation.game, view, me, kept[1], rng)
        if not isinstance(legal[0], (PlaceTile,)) and not any(isinstance(a, EndTurn) for a in legal):
            state = observation.game.sample_state(view, rng)
            assert isinstance(state, TikalState)
            return policy(state, legal)
        rows = self.values(observation, rng)
        return self._follow(observation.game, view, me, rows[0][3], rng)

    def _follow(self, game, view: dict, me: int, plan: Plan, rng: random.Random) -> Decision:
        """Play the first action of ``plan`` and keep the rest, with the view it
        should meet next."""
        if len(plan) > 1:
            s = game.sample_state(view, rng)
            s.apply(plan[0])
            if s.current_player == me:
                self._plans[me] = (s.view(me), plan[1:])
        return plan[0]

    def values(self, observation: Observation, rng: random.Random) -> list[tuple]:
        """What the search makes of each first action it tried: (action, the mean
        chance to win over its playouts, how many playouts, the turn it plans), best
        first. The same search as :meth:`act`."""
        game, view, me, legal = observation.game, observation.view, observation.player, observation.legal_actions
        search = random.Random(rng.getrandbits(64))
        root = game.sample_state(view, search)
        assert isinstance(root, TikalState)
        plans = [greedy_plan(root, me, a) for a in candidates(root, legal, self.wide)]
        totals, counts = [0.0] * len(plans), [0] * len(plans)
        alive = list(range(len(plans)))
        budget, rounds = self.rollouts, max(1, (len(plans) - 1).bit_length())
        ahead = self.ahead or (2 if root.n == 2 else 1)
        deals: list[int] = []
        while alive:
            each = max(1, budget // (rounds * len(alive)))
            while len(deals) < counts[alive[0]] + each:
                deals.append(search.getrandbits(64))
            for i in alive:
                for deal in deals[counts[i]:counts[i] + each]:     # the same deals for each plan
                    chance = random.Random(deal)
                    state = game.sample_state(view, chance)
                    totals[i] += play_out(state, me, plans[i], chance, ahead)     # type: ignore[arg-type]
                    counts[i] += 1
            if len(alive) == 1:
                break
            alive.sort(key=lambda i: -totals[i] / counts[i])
            alive = alive[:(len(alive) + 1) // 2]
        rows = [(plans[i][0], totals[i] / counts[i], counts[i], plans[i]) for i in range(len(plans)) if counts[i]]
        return sorted(rows, key=lambda r: (-r[2], -r[1]))
