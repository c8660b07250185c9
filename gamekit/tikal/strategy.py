"""Rules of thumb for Tikal: how the player in turn spends his action points and lays
his tile, by what each is worth in points (``sight.py``: a holding's points at the
scorings left, discounted by how safely it is held, a rival's counted against), from
what every player sees, never the order of the stacks or the face-down treasures.

A turn is spent on **goals** (:func:`goals`): each is an action now and what it leads to
this turn (walk to a treasure tile and dig; walk to a temple and raise it), with its AP
and its worth; the best worth per AP is taken first. Tiles go where their holder can
walk in and the rivals cannot (:func:`placements_worth`), and a turn at auction is worth
what its tile is worth over the next best (:func:`bid`). The rule book's own advice is
followed where it gives any: exchanges make pairs and triples (Výměna pokladů: "Cílem
výměny je vytvořit nebo získat dvojice nebo trojice").
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import NamedTuple

from .actions import (
    Bid,
    ChooseTile,
    Decision,
    EndTurn,
    Pass,
    PlaceTile,
)
from .checks import camp_problem, guard_problem, take_problem, uncover_problem
from .components import (
    ACTION_POINTS,
    BUILD_CAMP,
    CAMPS,
    DEPLOY,
    EXCHANGE,
    GUARD,
    GUARDS,
    LEADER_STRENGTH,
    LEVELS_PER_TURN,
    MOTIFS,
    SET_POINTS,
    TAKE,
    TOP_LEVEL,
    TREASURES_PER_TURN,
    UNCOVER,
)
from .hexes import ADJACENT, HEXES, NAMES, name, steps
from .paths import ALL_HEXES, NEAR, camps_of, ways
from .placing import placements
from .sight import RIVALS, Sight, holder, projected, scorings_left, strengths, treasure_gain
from .spending import BUILDS, DEPLOYS, EXCHANGING, GUARDING, MOVES, TAKES, UNCOVERING
from .state import Aside, Phase, TikalState
from .tiles import BASE, JUNGLE, TEMPLE, TILES, TREASURE, VOLCANO

WORKER_WORTH = 0.3
"""A worker on the board, per scoring left: the supply holds 18 and one comes for 1 AP."""
LEADER_WORTH = 2.5
"""The leader on the board, per scoring left: 3 strength that walks wherever it is needed."""
CAMP_WORTH = 1.2
"""A camp far from the base camp, per scoring left: pieces come in where the temples are."""
SURE = 2.2
"""What a treasure's points count for, against a temple's: they are the holder's for
good (an exchange takes a single one at most)."""
ENOUGH = 0.1
"""Points per AP below which a goal is not worth starting: the turn ends instead."""
FAR = 99
"""AP that stand for "cannot get there this turn"."""


# -- getting pieces there ----------------------------------------------------------------------
class Way(NamedTuple):
    """How ``p`` gets a piece to a hex: the first action (a move, or deploying), its
    AP to the hex in all, and where the piece comes from (None: the supply)."""

    first: Decision
    ap: int
    source: int | None
    leader: bool


def reach(s: TikalState, p: int, leader: bool, to: Sequence[bool]) -> dict[int, Way]:
    """For each hex marked in ``to`` that ``p`` can get a worker (or his leader) to with
    the AP he has left, the cheapest way: walking a piece that stands elsewhere, or
    deploying one on a camp and walking on."""
    on, camps, ap = s.board, camps_of(s, p), s.ap
    found: dict[int, Way] = {}
    here = s.leader[p]
    sources = ([here] if isinstance(here, int) else []) if leader else \
        [h for h, w in enumerate(s.workers[p]) if w]
    moves = MOVES[p][leader]
    dearer = (ap + 1) * HEXES       # the first key of a way costing more than ap
    for h in sources:
        made = moves[h]
        for key in ways(on, camps, h, ACTION_POINTS).keys:
            if key >= dearer:
                break
            k = key % HEXES
            if to[k]:
                c, there = key // HEXES, found.get(k)
                if there is None or c < there.ap:
                    found[k] = Way(made[key], c, h, leader)
    can_deploy = (here is Aside.SUPPLY) if leader else s.supply[p] > 0
    if can_deploy and ap >= DEPLOY:
        deploys = DEPLOYS[p][leader]
        for c in camps:
            if to[c] and (c not in found or DEPLOY < found[c].ap):
                found[c] = Way(deploys[c], DEPLOY, None, leader)
            for key in ways(on, camps, c, ACTION_POINTS).keys:
                total = DEPLOY + key // HEXES
                if total > ap:
                    break
                k = key % HEXES
                if to[k]:
                    there = found.get(k)
                    if there is None or total < there.ap:
                        found[k] = Way(deploys[c], total, None, leader)
    return found


# -- goals for the action points -----------------------------------------------------------------
class Goal(NamedTuple):
    """One thing worth doing this turn: the action it starts with, the AP it takes in
    all, its worth in points (``p``'s, less a share of what it gives the rivals) and
    why, in plain words (``why``: ``reason`` filled with ``details``, written only
    when asked, for the coach)."""

    action: Decision
    ap: int
    worth: float
    reason: str
    details: tuple = ()

    @property
    def why(self) -> str:
        return self.reason.format(*self.details)

    @property
    def rate(self) -> float:
        return self.worth / max(self.ap, 1)


def _levels(s: TikalState, h: int, pieces: int) -> int:
    """How many levels may still be uncovered on ``h`` this turn with ``pieces`` there."""
    done = s.uncovered.get(h, 0)
    v, n = s.temple[h], 0
    while n < min(LEVELS_PER_TURN - done, pieces - done) and v + n + 1 <= TOP_LEVEL and \
            s.levels[v + n + 1] > 0:
        n += 1
    return n


def at_each(left: int) -> str:
    """'at each of the 3 scorings left', 'at the one scoring left', for a reason."""
    return "at the one scoring left" if left == 1 else f"at each of the {left} scorings left"


def goals(sight: Sight) -> list[Goal]:
    """What the player could spend his AP on now, each with its worth (see the module)."""
    s, p = sight.s, sight.p
    left, ap = sight.left[p], s.ap
    points = treasure_gain(s, p)
    gain = SURE * points * left
    found: list[Goal] = []
    tokens, temple, guard = s.tokens, s.temple, s.guard
    # the treasures and the temples not guarded: where a piece is worth bringing
    sites = [bool(tokens[h] or temple[h] and guard[h] is None) for h in ALL_HEXES]
    # digging where a piece stands, uncovering where he holds the temple
    for h in compress(ALL_HEXES, sites):
        if tokens[h] and ap >= TAKE and take_problem(s, p, h) is None:
            found.append(Goal(TAKES[p][h], TAKE, gain,
                              "a treasure adds about {:.1f} points {}, and stays yours",
                              (points, at_each(left))))
        if temple[h] and guard[h] is None and ap >= UNCOVER and uncover_problem(s, p, h) is None:
            worth = sight.raised(h, strengths(s, h), 1)
            if worth > 0:
                found.append(Goal(UNCOVERING(p, h, temple[h] + 1), UNCOVER, worth,
                                  "you hold the temple at {}: one level more is worth "
                                  "{:.1f} points to you", (NAMES[h], worth)))
    # walking (or deploying) a piece there
    for leader in (False, True):
        for h, way in reach(s, p, leader, sites).items():
            found.extend(_arrivals(sight, h, way, gain, points))
    found.extend(_guards(sight))
    found.extend(_camps(sight))
    found.extend(_exchanges(sight))
    if ap >= DEPLOY:
        for leader in (False, True):
            if s.leader[p] is Aside.SUPPLY if leader else s.supply[p] > 0:
                worth = (LEADER_WORTH if leader else WORKER_WORTH) * left * 0.4
                found.append(Goal(DEPLOYS[p][leader][BASE], DEPLOY, worth,
                                  "the {} on the board is ready for the next turn",
                                  ("leader" if leader else "worker",)))
    return found


def _arrivals(sight: Sight, h: int, way: Way, gain: float, points: float) -> list[Goal]:
    """Goals of bringing a piece to ``h`` (treasures to dig, or a temple not guarded)
    by ``way``: digging there, or holding and raising the temple there; what the piece
    leaves behind is counted against."""
    s, p = sight.s, sight.p
    left, ap = sight.left[p], s.ap
    out: list[Goal] = []
    weight = LEADER_STRENGTH if way.leader else 1
    behind = sight.behind(way.source, weight, gain)
    if s.tokens[h] and way.ap + TAKE <= ap:
        done, here = s.taken.get(h, 0), s.workers[p][h] + (s.leader[p] == h)
        room = min(s.tokens[h], TREASURES_PER_TURN - done)
        if min(room, here + 1 - done) > max(0, min(room, here - done)):   # one dig more
            worth = gain - behind - (LEADER_WORTH * 0.3 if way.leader else 0.0)
            out.append(Goal(way.first, way.ap + TAKE, worth,
                            "walk to the treasure tile {} ({} AP) and dig there: about "
                            "{:.1f} points more {}", (NAMES[h], way.ap, points, at_each(left))))
    if s.temple[h] and s.guard[h] is None:
        after = strengths(s, h)
        after[p] += weight
        arrived = sight.temple(h, after)
        worth = arrived - sight.held(h) - behind
        levels = 0
        if holder(after) == p:
            here = s.workers[p][h] + (s.leader[p] == h) + 1
            levels = min((ap - way.ap) // UNCOVER, _levels(s, h, here))
            if levels:
                worth += sight.temple(h, after, s.temple[h] + levels) - arrived
        if worth > 0:
            out.append(Goal(way.first, way.ap + UNCOVER * levels, worth,
                            "the {} on the temple at {} (value {}){}: {:.1f} points to you",
                            ("leader" if way.leader else "worker", NAMES[h], s.temple[h],
                             f", then raise it by {levels}" if levels else "", worth)))
    return out


def _guards(sight: Sight) -> list[Goal]:
    """A guard makes a temple his for good but sends his other pieces there out of the
    game, the leader too; the leader himself guards only when few scorings are left."""
    s, p = sight.s, sight.p
    left = sight.left[p]
    if s.ap < GUARD or s.guards[p] >= GUARDS:
        return []
    out = []
    temple, guard, own, leader_at = s.temple, s.guard, s.workers[p], s.leader[p]
    for h in ALL_HEXES:
        workers, here = own[h], leader_at == h
        if not (workers or here) or not temple[h] or guard[h] is not None or \
                guard_problem(s, p, h) is not None:
            continue
        v, held = temple[h], sight.held(h)
        for leader in (False, True):
            if (leader and not here) or (not leader and not workers):
                continue
            out_workers = workers - (0 if leader else 1)
            lost = WORKER_WORTH * left * out_workers + (LEADER_WORTH * left if here else 0.0)
            lost += UNCOVER * 0.5 * left          # a guarded temple is raised no more
            worth = v * left - held - lost
            if worth > 0:
                out.append(Goal(GUARDING(p, h, leader, out_workers, here and not leader), GUARD, worth,
                                "a guard keeps the temple at {} (value {}) yours {}: {:.1f} "
                                "points more than holding it", (NAMES[h], v, at_each(left), worth)))
    return out


def _camps(sight: Sight) -> list[Goal]:
    """A camp far from the base camp, near temples and treasures."""
    s, p = sight.s, sight.p
    left = sight.left[p]
    if s.ap < BUILD_CAMP or len(s.camp_hexes[p]) >= CAMPS or left < 2:
        return []
    out = []
    temple, tokens = s.temple, s.tokens
    for h in s.board.ground:                    # the jungle and treasure tiles
        far = steps(h, BASE)
        if far < 4 or camp_problem(s, p, h) is not None:
            continue
        near = sum(1 for k in NEAR[h] if temple[k] or tokens[k])     # the tile itself has neither
        worth = CAMP_WORTH * (left - 1) * min(1.0, (far - 3) / 3) * (0.5 + 0.5 * min(near, 3))
        out.append(Goal(BUILDS[p][h], BUILD_CAMP, worth,
                        "a camp at {}, {} hexes from the base camp: pieces come in there for 1 AP",
                        (NAMES[h], far)))
    return out


def _exchanges(sight: Sight) -> list[Goal]:
    """Exchanges that make a pair or a triple (the rule book: that is what they are for)."""
    s, p = sight.s, sight.p
    left = sight.left[p]
    if s.ap < EXCHANGE:
        return []
    mine = s.hands[p]
    out = []
    for q in range(s.n):
        if q == p:
            continue
        theirs = s.hands[q]
        for give, k in enumerate(mine):
            if k != 1:
                continue
            for take, j in enumerate(theirs):
                if j != 1 or take == give or not mine[take]:
                    continue
                me = SET_POINTS[mine[take] + 1] - SET_POINTS[mine[take]] - SET_POINTS[1]
                them = SET_POINTS[theirs[give] + 1] - SET_POINTS[theirs[give]] - SET_POINTS[1]
                worth = left * me - RIVALS * sight.left[q] * them
                if worth > 0:
                    out.append(Goal(EXCHANGING(p, give, q, take), EXCHANGE, worth,
                                    "your {} for {}: a {}, {} point{} more {}",
                                    (MOTIFS[give], MOTIFS[take], "pair" if mine[take] == 1 else "triple",
                                     me, "" if me == 1 else "s", at_each(left))))
    return out


def best_goal(s: TikalState, p: int, legal: list[Decision]) -> Goal:
    """The goal with the most worth per AP among those the legal actions start, or
    ending the turn when none is worth :data:`ENOUGH` points per AP."""
    listed = {id(a) for a in legal}     # goals start with the listing's own objects (spending.py)
    allowed: set[Decision] | None = None
    ap, best, top = s.ap, None, ENOUGH
    for goal in goals(Sight(s, p)):
        rate = goal.rate
        if goal.ap <= ap and rate >= top and (best is None or rate > top):
            action = goal.action
            if id(action) not in listed:        # else an equal one, if any (a list made elsewhere)
                allowed = set(legal) if allowed is None else allowed
                if action not in allowed:
                    continue
            best, top = goal, rate
    if best is None:
        end = next(a for a in legal if isinstance(a, EndTurn))
        return Goal(end, 0, 0.0, "nothing left is worth its action points")
    return best


# -- tiles -------------------------------------------------------------------------------------
def _closest(s: TikalState, players: list[int]) -> list[int]:
    """For each hex, the fewest AP any of ``players`` needs to get a piece there from a
    full turn (pieces walking, or deployed and walking): FAR where none can."""
    on = s.board
    best = [FAR] * HEXES
    for q in players:
        camps = camps_of(s, q)
        sources = {h: 0 for h, w in enumerate(s.workers[q]) if w}
        leader = s.leader[q]
        if isinstance(leader, int):
            sources.setdefault(leader, 0)
        if s.supply[q] or s.leader[q] is Aside.SUPPLY:
            for c in camps:
                sources.setdefault(c, DEPLOY)
        for h, extra in sources.items():
            cost = ways(on, camps, h, ACTION_POINTS).cost
            for k in range(HEXES):
                c = cost[k] + extra
                if c < best[k]:
                    best[k] = c
    return best


def _entry(s: TikalState, a: PlaceTile, closest: list[int]) -> int:
    """The fewest AP to get onto the new tile from where ``closest`` says pieces get to."""
    best, walk = FAR, s.board.walk
    for d, k, back in ADJACENT[a.hex]:
        if not walk[k]:
            continue
        w = a.stones[d] + s.board.layout.stones[k][back]
        if w and closest[k] + w < best:
            best = closest[k] + w
    return best


ACCESS = (6, 14)
"""A tile a player walks onto for at most the first AP is his to use in full, one
that costs the second or more not at all (in between, in proportion)."""
RIVAL_ACCESS = 0.5
"""What the rivals' way onto a new tile counts against the placer's."""


def _access(ap: int) -> float:
    """How much of a tile's worth a player can use when he gets there for ``ap``."""
    near, far = ACCESS
    return max(0.0, min(1.0, (far - ap) / (far - near)))


def tile_worth(s: TikalState, p: int, tile: int) -> float:
    """What a tile is worth to whoever holds it, per scoring left, before it is placed."""
    t = TILES[tile]
    if t.type == TEMPLE:
        return 0.8 * t.value
    if t.type == TREASURE:
        return 0.6 * t.masks * treasure_gain(s, p)
    if t.type == JUNGLE:
        return 0.6
    return 0.0


class Placing(NamedTuple):
    """A placement's worth to ``p`` in points and why (as :class:`Goal`'s)."""

    action: PlaceTile
    worth: float
    reason: str
    details: tuple = ()

    @property
    def why(self) -> str:
        return self.reason.format(*self.details)


def placements_worth(s: TikalState, p: int, legal: list[PlaceTile]) -> list[Placing]:
    """Each way to lay the tile in hand, by what it is worth to ``p``: a temple or a
    treasure where he walks in cheaply and the rivals do not; a volcano where it
    blocks them and not him."""
    mine = _closest(s, [p])
    rivals = _closest(s, [q for q in range(s.n) if q != p])
    walk = s.board.walk
    left = scorings_left(s, p)
    out = []
    for a in legal:
        tile = TILES[a.tile]
        if tile.type == VOLCANO:
            near_me = min((mine[k] for _, k, _ in ADJACENT[a.hex]), default=FAR)
            near_them = min((rivals[k] for _, k, _ in ADJACENT[a.hex]), default=FAR)
            worth = 0.3 * (min(near_me, 20) - min(near_them, 20))
            out.append(Placing(a, worth, "the volcano at {} stands in the rivals' way more than in yours",
                               (name(a.hex),)))
            continue
        me, them = _entry(s, a, mine), _entry(s, a, rivals)
        worth = tile_worth(s, p, a.tile) * left * (_access(me) - RIVAL_ACCESS * _access(them))
        paths_in = sum(1 for d, k, back in ADJACENT[a.hex]
                       if walk[k] and a.stones[d] + s.board.layout.stones[k][back])
        worth += 0.05 * paths_in
        out.append(Placing(a, worth, "{} at {}: you walk in for {} AP, the nearest rival for {}",
                           (tile, name(a.hex), me if me < FAR else "—", them if them < FAR else "—")))
    return out


def best_placement(s: TikalState, p: int, legal: list[PlaceTile]) -> Placing:
    return max(placements_worth(s, p, legal), key=lambda x: x.worth)


# -- the expert version's auctions ------------------------------------------------------------------
def tile_offer(s: TikalState, p: int, tile: int) -> float:
    """What the best placement of ``tile`` would be worth to ``p`` now, in points."""
    if TILES[tile].type == VOLCANO:
        # a scoring round at once: worth what he holds more than the others
        points = projected(s)
        ahead = points[p] - max(x for q, x in enumerate(points) if q != p)
        return max(0.0, 0.3 * ahead)
    trial = s.clone()
    trial.tile, trial.phase = tile, Phase.PLACE
    legal = placements(trial)
    return max(x.worth for x in placements_worth(trial, p, legal))


def choose_tile(s: TikalState, p: int, legal: list[ChooseTile]) -> ChooseTile:
    return max(legal, key=lambda a: (tile_offer(s, p, a.tile), -a.tile))


def bid(s: TikalState, p: int, legal: list[Bid | Pass]) -> Bid | Pass:
    """Bid up to most of what choosing first is worth: the best tile on offer over the
    next best (the rule book's example bids 5 and 4), keeping a few points."""
    offers = sorted((tile_offer(s, p, t) for t in s.revealed), reverse=True)
    edge = offers[0] - (offers[1] if len(offers) > 1 else 0.0)
    ceiling = min(int(0.8 * edge + 0.2 * offers[0]), s.score[p] - 3)
    wanted = s.high + 1
    if wanted <= ceiling:
        found = next((a for a in legal if isinstance(a, Bid) and a.points == wanted), None)
        if found is not None:
            return found
    return next(a for a in legal if isinstance(a, Pass))

