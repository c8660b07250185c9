"""The flow of turns (Tikal rule book, POSTUP HRY, Hodnocení and KONEC HRY).

A basic turn: draw the top tile, place it, spend up to 10 action points. A volcano
starts a scoring round: its drawer sets it aside, takes a 10-AP scoring turn and scores
himself, then each other player clockwise does the same, then the drawer places the
volcano and plays a normal turn. After the last tile is placed and its turn played, a
final scoring round ends the game; most points wins. The expert version auctions the
turns instead (``auction.py``) and orders the final round by score.
"""
from __future__ import annotations

from .components import ACTION_POINTS, seat
from .hexes import name
from .scoring import temples_scored, treasure_points
from .state import Phase, TikalState, Turn
from .tiles import TILES, VOLCANO


def begin_turn(s: TikalState, p: int) -> None:
    """Rule book, POSTUP HRY: the player in turn draws the top tile."""
    s.player = p
    s.phase = Phase.DRAW


def take_tile(s: TikalState, p: int, tile: int) -> None:
    """The tile ``p`` drew (or won): a volcano starts a scoring round first, drawer
    first (rule book, Hodnocení); any other tile is placed."""
    s.player, s.tile = p, tile
    if TILES[tile].type == VOLCANO:
        s.drawer = p
        s.event("{} sets the volcano aside: a scoring round, {} first.", seat(p), seat(p))
        s.queue = [(p + i) % s.n for i in range(s.n)]
        next_scoring_turn(s, Turn.SCORING)
    else:
        s.phase = Phase.PLACE


def final_order(s: TikalState) -> list[int]:
    """Who takes the final scoring turns, in order. Basic game [D]: from the left of
    whoever placed the last tile, clockwise. Expert version (rule book, Závěrečné
    hodnocení a konec hry): from the lowest score up; on a tie the player nearer
    clockwise to the one who placed the last tile goes first (he himself last [D])."""
    n, last = s.n, s.last_placer
    assert last is not None, "the final round follows a placed tile"
    if s.expert:
        return sorted(range(n), key=lambda p: (s.score[p], (p - last - 1) % n))
    return [(last + 1 + i) % n for i in range(n)]


def final_round(s: TikalState) -> None:
    """Rule book, KONEC HRY: after the last tile everybody takes one more 10-AP turn
    and scores himself."""
    s.queue = final_order(s)
    s.event("The last tile is placed: the final scoring round ({}).",
            ", ".join(seat(p) for p in s.queue))
    next_scoring_turn(s, Turn.FINAL)


def next_scoring_turn(s: TikalState, kind: Turn) -> None:
    """The next scoring turn of the round; after the last, the volcano is placed (a
    scoring round) or the game is over (the final round: [D] ties share the win)."""
    if s.queue:
        start_actions(s, s.queue.pop(0), kind)
    elif kind is Turn.FINAL:
        s.phase = Phase.OVER
        best = max(s.score)
        winners = [p for p in range(s.n) if s.score[p] == best]
        s.event("Game over: {} {} with {} points.", " and ".join(seat(p) for p in winners),
                "share the win [D]" if len(winners) > 1 else "wins", best)
    else:
        assert s.drawer is not None, "a scoring round has the volcano's drawer"
        s.player = s.drawer
        s.phase = Phase.PLACE
        s.event("{} now places the volcano and plays a normal turn.", seat(s.drawer))


def start_actions(s: TikalState, p: int, kind: Turn) -> None:
    """Rule book, Realizace 10 akčních bodů: ``p`` has 10 AP for this turn."""
    s.player, s.kind, s.ap = p, kind, ACTION_POINTS
    s.uncovered, s.taken = {}, {}
    s.phase = Phase.ACTIONS
    if kind is not Turn.NORMAL:
        s.event("{}'s {} turn: {} AP.", seat(p), "scoring" if kind is Turn.SCORING else
                "final scoring", ACTION_POINTS)


def score(s: TikalState, p: int) -> None:
    """Rule book, Hodnocení: the player scores himself right after his scoring turn:
    his temples, then his treasures (no cap past 100)."""
    temples = temples_scored(s, p)
    treasures = treasure_points(s.hands[p])
    total = sum(v for _, v in temples) + treasures
    s.score[p] += total
    described = ", ".join(f"{v} at {name(h)}{' (guard)' if s.guard[h] == p else ''}"
                          for h, v in temples) or "none"
    s.event("{} scores {}: temples {} = {}, treasures {}; {} points in all.", seat(p),
            total, described, total - treasures, treasures, s.score[p])
