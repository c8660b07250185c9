"""The 10 action points (Tikal rule book, Realizace 10 akčních bodů and the sections
after it): deploying, moving, uncovering temples, taking and exchanging treasures,
building camps and placing guards; unused points are lost.

Each action is checked with the rule it must keep (``checks.py``) before it is carried
out, without listing every other action the player could take. [D] A turn ends by
itself once all 10 AP are spent; [D] a treasure's motif is drawn when it is taken,
among all the tokens not yet shown.
"""
from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable
from itertools import compress
from typing import Any

from ..core.chance import Odds
from . import auction, turns
from .actions import (
    BuildCamp,
    Decision,
    Deploy,
    EndTurn,
    Exchange,
    Move,
    PlaceGuard,
    TakeTreasure,
    TreasureDraw,
    Uncover,
    guard_losses,
    interned,
    piece,
    where,
)
from .checks import camp_problem, guard_problem, on_board, take_problem, uncover_problem
from .components import (
    ACTION_POINTS,
    BUILD_CAMP,
    CAMPS,
    COLOURS,
    DEPLOY,
    EXCHANGE,
    GUARD,
    GUARDS,
    MOTIFS,
    TAKE,
    UNCOVER,
    motif_name,
    seat,
)
from .hexes import HEXES, name
from .paths import ALL_HEXES, Route, camps_of, reach
from .scoring import majority
from .state import Aside, Phase, TikalState, Turn

BOOLS = (False, True)


# -- what the player may do ------------------------------------------------------------------
SEATS = range(len(COLOURS))
DEPLOYS = tuple(tuple(tuple(Deploy(p, leader, h) for h in ALL_HEXES) for leader in BOOLS) for p in SEATS)
"""DEPLOYS[p][leader][h]: every deployment, made once (as are the tables below): a
game's lists of legal actions hold them over and over."""
TAKES = tuple(tuple(TakeTreasure(p, h) for h in ALL_HEXES) for p in SEATS)
BUILDS = tuple(tuple(BuildCamp(p, h) for h in ALL_HEXES) for p in SEATS)
ENDS = tuple(tuple(EndTurn(p, ap) for ap in range(ACTION_POINTS + 1)) for p in SEATS)
UNCOVERING = interned(Uncover)
EXCHANGING = interned(Exchange)
GUARDING = interned(PlaceGuard)


class Moves(dict[int, Move]):
    """The moves of one piece (``p``'s leader or a worker) from ``source``, by
    ``cost * HEXES + target`` (as in ``Ways.keys``), each made when first asked for:
    a game lists a few thousand distinct moves over and over."""

    def __init__(self, p: int, leader: bool, source: int) -> None:
        super().__init__()
        self.piece = (p, leader, source)

    def __missing__(self, key: int) -> Move:
        cost, target = divmod(key, HEXES)
        made = self[key] = Move(*self.piece, target, cost)
        return made


MOVES: tuple[tuple[tuple[Moves, ...], ...], ...] = tuple(
    tuple(tuple(Moves(p, leader, h) for h in ALL_HEXES) for leader in BOOLS) for p in SEATS)
"""MOVES[p][leader][source]: the moves of a piece, each made when first asked for (at
most 4 x 2 x 40 x 40 x 10 in all)."""


def choices(s: TikalState) -> list[Decision]:
    """Every action the player can pay for now, and ending the turn."""
    p, ap = s.player, s.ap
    actions: list[Decision] = []
    camps = camps_of(s, p)
    leader = s.leader[p]
    if ap >= DEPLOY:
        the_leader = DEPLOYS[p][True] if leader is Aside.SUPPLY else None
        a_worker = DEPLOYS[p][False] if s.supply[p] else None
        for h in camps:
            if the_leader:
                actions.append(the_leader[h])
            if a_worker:
                actions.append(a_worker[h])
    own = s.workers[p]
    mine = list(compress(ALL_HEXES, own))
    if isinstance(leader, int) and not own[leader]:
        insort(mine, leader)
    on = s.board
    if mine:
        found_from = reach(on, camps, ACTION_POINTS)
        workers, leaders = MOVES[p]
        dearer = (ap + 1) * HEXES       # the first key of a way costing more than ap
        for h in mine:
            keys = found_from[h].keys
            paid = keys[:bisect_left(keys, dearer)]
            if leader == h:
                actions.extend(map(leaders[h].__getitem__, paid))
            if own[h]:
                actions.extend(map(workers[h].__getitem__, paid))
    # the checks decide; each list asks them only where they could agree
    temple, tokens = s.temple, s.tokens
    temples = [h for h in mine if temple[h] and s.guard[h] is None]
    if ap >= UNCOVER:
        for h in temples:
            if uncover_problem(s, p, h) is None:
                actions.append(UNCOVERING(p, h, temple[h] + 1))
    if ap >= TAKE:
        takes = TAKES[p]
        for h in mine:
            if tokens[h] and take_problem(s, p, h) is None:
                actions.append(takes[h])
    if ap >= EXCHANGE and 1 in s.hands[p]:
        singles = [m for m, k in enumerate(s.hands[p]) if k == 1]
        for q, hand in enumerate(s.hands):
            if q != p and 1 in hand:
                actions.extend(EXCHANGING(p, give, q, take) for give in singles
                               for take, k in enumerate(hand) if k == 1 and take != give)
    if ap >= BUILD_CAMP and len(s.camp_hexes[p]) < CAMPS:
        camp, builds = s.camp, BUILDS[p]
        for h in on.ground:
            if not tokens[h] and camp[h] is None:
                actions.append(builds[h])
    if ap >= GUARD and s.guards[p] < GUARDS:
        for h in temples:
            if majority(s, h) == p and guard_problem(s, p, h) is None:
                w = own[h]
                if w:
                    actions.append(GUARDING(p, h, False, w - 1, leader == h))
                if leader == h:
                    actions.append(GUARDING(p, h, True, w, False))
    actions.append(ENDS[p][ap])
    return actions


def can_spend(s: TikalState, action: object) -> bool:
    """Whether ``action`` is one the player in turn may take now."""
    rule = RULES.get(type(action))
    return rule is not None and getattr(action, "player", None) == s.player and rule[0](s, action)


def spend(s: TikalState, action: Any) -> None:
    RULES[type(action)][1](s, action)


# -- deploying and moving (Nasazení figurek; Pohyb figurek) ----------------------------------------
def can_deploy(s: TikalState, a: Deploy) -> bool:
    """1 AP: a piece from the supply onto the base camp or an own camp."""
    p = s.player
    return s.ap >= DEPLOY and a.leader in BOOLS and a.hex in camps_of(s, p) and \
        (s.leader[p] is Aside.SUPPLY if a.leader else s.supply[p] > 0)


def deploy(s: TikalState, a: Deploy) -> None:
    p = a.player
    s.ap -= DEPLOY
    if a.leader:
        s.leader[p] = a.hex
    else:
        s.supply[p] -= 1
        s.workers[p][a.hex] += 1
    s.event("{} deploys {} at {}.", seat(p), piece(a.leader), where(a.hex))
    after_spending(s)


def can_move(s: TikalState, a: Move) -> bool:
    """One own piece to a hex it reaches, paying the cheapest way (at most the AP left)."""
    p, src = s.player, a.source
    if not (on_board(src) and on_board(a.target) and a.leader in BOOLS):
        return False
    if not (s.leader[p] == src if a.leader else s.workers[p][src] > 0):
        return False
    cost = reach(s.board, camps_of(s, p), ACTION_POINTS)[src].cost[a.target]
    return 0 < cost <= s.ap and cost == a.cost


def move(s: TikalState, a: Move) -> None:
    p = a.player
    route = Route(s.board.edges, camps_of(s, p), a.source, a.target)
    if a.leader:
        s.leader[p] = a.target
    else:
        s.workers[p][a.source] -= 1
        s.workers[p][a.target] += 1
    s.ap -= a.cost
    s.event("{} moves {} {} for {} AP.", seat(p), piece(a.leader), route, a.cost)
    after_spending(s)


# -- temples and treasures (Odkrytí úrovně chrámu; Vyzvednutí pokladu; Výměna pokladů) ----------------
def can_uncover(s: TikalState, a: Uncover) -> bool:
    return on_board(a.hex) and uncover_problem(s, s.player, a.hex) is None and a.value == s.temple[a.hex] + 1


def uncover(s: TikalState, a: Uncover) -> None:
    h, v = a.hex, a.value
    s.ap -= UNCOVER
    s.levels[v] -= 1
    s.temple[h] = v
    s.uncovered[h] = s.uncovered.get(h, 0) + 1
    s.event("{} uncovers the temple at {}: it is worth {} now.", seat(a.player), name(h), v)
    after_spending(s)


def can_take(s: TikalState, a: TakeTreasure) -> bool:
    return on_board(a.hex) and take_problem(s, s.player, a.hex) is None


def take(s: TikalState, a: TakeTreasure) -> None:
    """The top token of the tile: its motif is drawn next (a chance step)."""
    h = a.hex
    s.ap -= TAKE
    s.tokens[h] -= 1
    s.taken[h] = s.taken.get(h, 0) + 1
    s.event("{} takes a treasure at {} ({} left there).", seat(a.player), name(h), s.tokens[h])
    s.phase = Phase.TREASURE_DRAW


def treasure_odds(s: TikalState) -> Odds[TreasureDraw]:
    """The motif of the treasure taken: each motif weighted by its tokens not yet shown."""
    p = s.player
    return Odds(s.hidden, lambda m: TreasureDraw(p, m))


def can_draw_treasure(s: TikalState, outcome: object) -> bool:
    return type(outcome) is TreasureDraw and outcome.player == s.player and \
        is_index(outcome.motif, len(MOTIFS)) and s.hidden[outcome.motif] > 0


def draw_treasure(s: TikalState, outcome: TreasureDraw) -> None:
    m, p = outcome.motif, outcome.player
    s.hidden[m] -= 1
    s.hands[p][m] += 1
    s.event("The treasure is {}: {} now has {}.", motif_name(m), seat(p), motif_name(m, s.hands[p][m]))
    s.phase = Phase.ACTIONS
    after_spending(s)


def can_exchange(s: TikalState, a: Exchange) -> bool:
    """3 AP: an own single treasure for another player's single one of another motif
    ([D] one for one); pairs and triples cannot be split, and the other cannot refuse."""
    p, q = s.player, a.other
    motifs = len(MOTIFS)
    return s.ap >= EXCHANGE and is_index(q, s.n) and q != p and is_index(a.give, motifs) and \
        is_index(a.take, motifs) and a.give != a.take and s.hands[p][a.give] == 1 and s.hands[q][a.take] == 1


def exchange(s: TikalState, a: Exchange) -> None:
    p, q, give, take_ = a.player, a.other, a.give, a.take
    s.ap -= EXCHANGE
    s.hands[p][give] -= 1
    s.hands[q][give] += 1
    s.hands[q][take_] -= 1
    s.hands[p][take_] += 1
    s.event("{} swaps {} for {}'s {}.", seat(p), motif_name(give), seat(q), MOTIFS[take_])
    after_spending(s)


# -- camps and guards (Zřízení kempu; Obsazení chrámu prostřednictvím strážce) ------------------------
def can_build(s: TikalState, a: BuildCamp) -> bool:
    return on_board(a.hex) and camp_problem(s, s.player, a.hex) is None


def build(s: TikalState, a: BuildCamp) -> None:
    p = a.player
    s.ap -= BUILD_CAMP
    s.camp[a.hex] = p
    s.camp_hexes[p].append(a.hex)
    s.event("{} builds a camp at {}.", seat(p), name(a.hex))
    after_spending(s)


def can_guard(s: TikalState, a: PlaceGuard) -> bool:
    """The guard is one own piece on the temple, the leader or a worker [D]; every
    other own piece there leaves the game, as the action says."""
    p, h = s.player, a.hex
    if not (on_board(h) and a.leader in BOOLS) or guard_problem(s, p, h) is not None:
        return False
    w, here = s.workers[p][h], s.leader[p] == h
    if a.leader:
        return here and a.workers_out == w and a.leader_out in BOOLS and not a.leader_out
    return w > 0 and a.workers_out == w - 1 and a.leader_out == here


def place_guard(s: TikalState, a: PlaceGuard) -> None:
    """All other own pieces on the temple leave the game; it scores for the guard's
    owner from now on and can no longer be uncovered."""
    p, h = a.player, a.hex
    s.ap -= GUARD
    s.guard[h] = p
    s.guard_is_leader[h] = bool(a.leader)
    s.guards[p] += 1
    s.out[p] += a.workers_out
    s.workers[p][h] = 0
    if a.leader:
        s.leader[p] = Aside.GUARDING
    elif a.leader_out:
        s.leader[p] = Aside.OUT
    loss = guard_losses(a.workers_out, a.leader_out)
    s.event("{} guards the temple at {} with {}{}; it scores for {} from now on.", seat(p),
            name(h), piece(a.leader), f": {loss}" if loss else "", seat(p))
    after_spending(s)


# -- the end of the turn --------------------------------------------------------------------------
def can_end(s: TikalState, a: EndTurn) -> bool:
    return a.ap == s.ap


def end(s: TikalState, a: EndTurn) -> None:
    s.event("{} ends the turn.", seat(a.player))
    end_actions(s)


def after_spending(s: TikalState) -> None:
    """Unused AP are lost; with none left, the turn ends by itself [D]."""
    if s.ap == 0:
        s.event("{} has spent all {} AP.", seat(s.player), ACTION_POINTS)
        end_actions(s)


def end_actions(s: TikalState) -> None:
    """After a scoring turn the player scores himself and the round goes on; after a
    normal turn the next player draws (the expert version: the next auction), or after
    the last tile the final round begins."""
    p = s.player
    if s.kind is not Turn.NORMAL:
        turns.score(s, p)
        turns.next_scoring_turn(s, s.kind)
        return
    s.last_placer = p
    if s.expert:
        auction.after_turn(s, p)
    elif s.tiles_left:
        turns.begin_turn(s, (p + 1) % s.n)
    else:
        turns.final_round(s)


def is_index(x: object, size: int) -> bool:
    return isinstance(x, int) and 0 <= x < size


RULES: dict[type, tuple[Callable[[TikalState, Any], bool], Callable[[TikalState, Any], None]]] = {
    Deploy: (can_deploy, deploy),
    Move: (can_move, move),
    Uncover: (can_uncover, uncover),
    TakeTreasure: (can_take, take),
    Exchange: (can_exchange, exchange),
    BuildCamp: (can_build, build),
    PlaceGuard: (can_guard, place_guard),
    EndTurn: (can_end, end),
}
"""Each kind of action of the 10 AP: whether it may be taken now, and taking it."""
