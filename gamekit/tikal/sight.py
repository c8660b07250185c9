"""What a position of Tikal is worth to each player, as the rules of thumb see it
(``strategy.py`` spends the action points and lays the tiles by it), from what every
player sees: the board, the pieces, the scores, the treasures shown, which tiles are left.

A temple scores its value for its holder at every scoring still to come (rule book,
Hodnocení; one per volcano left and the final round), a treasure scores at each of them
too, and a guard makes a temple its owner's for good (Obsazení chrámu prostřednictvím
strážce). So a holding is worth its points times the scorings left, discounted by how
easily it is taken back (``security``), a rival's points counted against (``RIVALS``).
"""
from __future__ import annotations

from itertools import chain

from .components import LEADER_STRENGTH, SET_POINTS, TREASURES_PER_TURN
from .hexes import HEXES
from .scoring import treasure_points
from .state import Phase, TikalState, Turn
from .tiles import TILES, VOLCANO

RIVALS = 0.5
"""A point a rival holds counts half a point against (it may go to any of them)."""

HELD = (0.35, 0.15, 0.9)
"""How likely a temple held by a margin of 1 is still held when it scores, what each
point of margin more adds, and the most it can be."""


def security(margin: int) -> float:
    """How likely a temple held by ``margin`` strength is still held when it scores."""
    base, step, top = HELD
    return min(top, base + step * (margin - 1))


SPENDING = (Phase.ACTIONS, Phase.TREASURE_DRAW)
VOLCANIC: tuple[bool, ...] = tuple(t.type == VOLCANO for t in TILES)
"""VOLCANIC[tile]: whether the tile is a volcano (each one left is a scoring to come)."""


def scoring_now(s: TikalState, p: int) -> bool:
    """Whether ``p`` is playing a scoring turn: what he holds at its end scores at once."""
    return s.phase in SPENDING and s.player == p and s.kind is not Turn.NORMAL


def scorings_left(s: TikalState, p: int) -> int:
    """The scorings ``p`` still takes: one per volcano left in the stacks (or turned
    up for auction), the final round, and the round under way if he has not scored in
    it yet."""
    waiting = p in s.queue or scoring_now(s, p)
    if s.kind is Turn.FINAL and s.phase is not Phase.PLACE:
        return int(waiting)
    volcanoes = sum(map(VOLCANIC.__getitem__, chain(*s.stacks, s.revealed)))
    return volcanoes + 1 + int(s.kind is Turn.SCORING and waiting)


def strengths(s: TikalState, h: int) -> list[int]:
    """Each player's strength on ``h`` (leader 3, worker 1)."""
    leader = s.leader
    return [on[h] + (LEADER_STRENGTH if leader[q] == h else 0) for q, on in enumerate(s.workers)]


def holder(st: list[int]) -> int | None:
    """The one player with the most strength ``st``, or None when nobody or several
    have the most (rule book, Hodnocení: a tie scores for nobody)."""
    best = max(st)
    return st.index(best) if best and st.count(best) == 1 else None


class Sight:
    """What player ``p`` makes of the position ``s``: the figures every rule of thumb
    asks for (the scorings each player has left, who is scoring now), worked out once."""

    def __init__(self, s: TikalState, p: int) -> None:
        self.s, self.p = s, p
        self.left = [scorings_left(s, q) for q in range(s.n)]
        self.now = [scoring_now(s, q) for q in range(s.n)]
        self._behind: dict[tuple[int, int], float] = {}
        self._held: dict[int, float] = {}

    def held(self, h: int) -> float:
        """:meth:`temple` as the pieces stand (worked out once per hex)."""
        key = self.p * HEXES + h
        found = self._held.get(key)
        if found is None:
            found = self._held[key] = self.temple(h)
        return found

    def temple(self, h: int, st: list[int] | None = None, value: int | None = None) -> float:
        """The temple on ``h`` for ``p`` in points, with strengths ``st`` and top value
        ``value`` (as they are by default): his holding at the scorings left, a rival's
        against, a guard's for good."""
        s, p = self.s, self.p
        v = s.temple[h] if value is None else value
        guard = s.guard[h]
        if guard is not None:
            return v * self.left[guard] * (1.0 if guard == p else -RIVALS)
        st = strengths(s, h) if st is None else st
        owner = holder(st)
        if owner is None:
            return 0.0
        margin = st[owner] - sorted(st)[-2]     # the owner alone holds the most
        sure = int(self.now[owner])
        held = v * (sure + (self.left[owner] - sure) * security(margin))
        return held if owner == p else -RIVALS * held

    def behind(self, source: int | None, weight: int, gain: float) -> float:
        """What taking a piece of ``weight`` strength away from ``source`` costs: the
        temple held less safely there, a treasure left undug (worth ``gain``)."""
        if source is None:
            return 0.0
        key = (source, weight)
        if key not in self._behind:
            s, p = self.s, self.p
            loss = 0.0
            if s.temple[source]:
                after = strengths(s, source)
                after[p] -= weight
                loss = self.held(source) - self.temple(source, after)
            if s.tokens[source] and _digs(s, p, source):
                loss += gain
            self._behind[key] = loss
        return self._behind[key]

    def raised(self, h: int, st: list[int], levels: int) -> float:
        """What raising the temple on ``h`` by ``levels`` is worth, with strengths ``st``."""
        v = self.s.temple[h]
        return self.temple(h, st, v + levels) - self.temple(h, st, v)


def treasure_gain(s: TikalState, p: int) -> float:
    """The points a treasure taken now adds per scoring, on average over the motifs
    still face down (a single 1, a pair 3, a triple 6)."""
    hand, hidden = s.hands[p], s.hidden
    total = sum(hidden)
    if not total:
        return 0.0
    return sum(k * (SET_POINTS[hand[m] + 1] - SET_POINTS[hand[m]]) for m, k in enumerate(hidden) if k) / total


def projected(s: TikalState) -> list[float]:
    """Each player's score plus what a scoring now would give him, once for every
    scoring he has left (the temples he holds discounted by how safely he holds them)."""
    sight = Sight(s, 0)
    points = [float(x) + left * treasure_points(hand) for x, left, hand in zip(s.score, sight.left, s.hands)]
    for h in range(HEXES):
        if s.temple[h]:
            guard = s.guard[h]
            owner = guard if guard is not None else holder(strengths(s, h))
            if owner is not None:
                sight.p = owner
                points[owner] += sight.temple(h)
    return points


def standing(s: TikalState) -> list[float]:
    """Each player's chance to win as the projections put it: a softmax of the
    projected points, the wider the more scorings are left; the returns at the end."""
    if s.phase is Phase.OVER:
        return list(s.game.rules.returns(s))
    points = projected(s)
    spread = 4.0 + 2.0 * max(scorings_left(s, p) for p in range(s.n))
    top = max(points)
    weights = [2.718281828 ** ((x - top) / spread) for x in points]
    total = sum(weights)
    return [w / total for w in weights]


def _digs(s: TikalState, p: int, h: int) -> int:
    """How many treasures ``p`` may still take on ``h`` this turn with his pieces there."""
    done = s.taken.get(h, 0)
    here = s.workers[p][h] + (s.leader[p] == h)
    return max(0, min(s.tokens[h], TREASURES_PER_TURN - done, here - done))

