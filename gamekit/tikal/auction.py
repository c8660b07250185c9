"""The expert version (Tikal rule book, PROFIVERZE HRY TIKAL): each turn is auctioned.

Scores start at 20. A round reveals as many tiles as there are players (Odkrytí
prostorových tabulek). The first auction of the game starts with the oldest player
(seat 0); each player in turn bids higher than the last bid or passes, and a player who
passed is out of that auction (Vydražení prvního tahu). The winner moves his score back
by his bid, chooses a revealed tile, places it, plays 10 AP and turns his marker. The
next auction starts with the left neighbour of the last winner; players who played this
round do not bid. If everybody passes, the first to pass plays for free; the last tile
of a round goes free to the player left (Vydražení dalšího tahu, Poslední tah v rámci
jednoho kola). The next round starts with the left neighbour of whoever placed the
round's last tile (Nové kolo). [D] A bid never exceeds the bidder's score.
"""
from __future__ import annotations

from ..core.chance import Odds
from . import turns
from .actions import Bid, ChooseTile, Pass, RevealTile
from .components import seat
from .state import Phase, TikalState
from .tiles import TILES


def clockwise(n: int, start: int) -> list[int]:
    return [(start + i) % n for i in range(n)]


# -- a round: the tiles turned up ----------------------------------------------------------
def start_round(s: TikalState, first: int) -> None:
    """Reveal as many tiles as there are players (fewer if the stacks run out); after
    the last tile, the final scoring round. ``first`` bids first."""
    s.played = [False] * s.n
    if not s.tiles_left:
        turns.final_round(s)
        return
    s.phase = Phase.REVEAL
    s.player = first


def reveal_odds(s: TikalState) -> Odds[RevealTile]:
    """The next tile turned up: any of the tiles left with the top letter, alike."""
    return Odds.uniform([RevealTile(t) for t in s.top_stack])


def can_reveal(s: TikalState, outcome: object) -> bool:
    return type(outcome) is RevealTile and outcome.tile in s.top_stack


def reveal(s: TikalState, outcome: RevealTile) -> None:
    """Once the round's tiles are up, the player in turn opens the first auction."""
    s.top_stack.remove(outcome.tile)
    s.revealed.append(outcome.tile)
    s.event("Tile {} is revealed.", TILES[outcome.tile])
    if len(s.revealed) == s.to_reveal:
        start_auction(s, s.player)


# -- an auction ----------------------------------------------------------------------------
def start_auction(s: TikalState, start: int) -> None:
    """The bidding starts with ``start`` or the next player clockwise who has not
    played this round; a single player left takes the last tile for free."""
    eligible = [p for p in clockwise(s.n, start) if not s.played[p]]
    if len(eligible) == 1:
        s.event("{} is the only one left this round and plays for free.", seat(eligible[0]))
        won(s, eligible[0], 0)
        return
    s.order = eligible
    s.bidders = list(eligible)
    s.high, s.high_bidder, s.first_pass = 0, None, None
    s.phase = Phase.AUCTION
    s.player = eligible[0]


def bids(s: TikalState) -> list[Bid | Pass]:
    """Bid any amount above the last bid up to the own score [D], or pass."""
    p = s.player
    choices: list[Bid | Pass] = [Bid(p, points) for points in range(s.high + 1, s.score[p] + 1)]
    choices.append(Pass(p))
    return choices


def can_bid(s: TikalState, action: object) -> bool:
    if type(action) is Bid:
        return action.player == s.player and isinstance(action.points, int) and \
            s.high < action.points <= s.score[s.player]
    return type(action) is Pass and action.player == s.player


def bid(s: TikalState, action: Bid | Pass) -> None:
    p = action.player
    if isinstance(action, Bid):
        s.high, s.high_bidder = action.points, p
        s.event("{} bids {}.", seat(p), action.points)
    else:
        s.bidders.remove(p)
        if s.first_pass is None:
            s.first_pass = p
        s.event("{} passes.", seat(p))
    if s.high_bidder is not None and s.bidders == [s.high_bidder]:
        won(s, s.high_bidder, s.high)
    elif not s.bidders:
        assert s.first_pass is not None
        s.event("Everybody passed: {}, the first to pass, plays for free.", seat(s.first_pass))
        won(s, s.first_pass, 0)
    else:
        order = s.order
        i = order.index(p)
        s.player = next(q for q in order[i + 1:] + order[:i + 1] if q in s.bidders)


def won(s: TikalState, p: int, price: int) -> None:
    """The winner pays his bid and chooses a revealed tile (the last one is his anyway [D])."""
    s.bidders, s.order = [], []
    s.high, s.high_bidder, s.first_pass = 0, None, None
    if price:
        s.score[p] -= price
        s.event("{} wins the turn for {} points ({} left).", seat(p), price, s.score[p])
    s.player = p
    if len(s.revealed) == 1:
        turns.take_tile(s, p, s.revealed.pop())
    else:
        s.phase = Phase.CHOOSE


# -- the winner's tile ------------------------------------------------------------------------
def choices(s: TikalState) -> list[ChooseTile]:
    return [ChooseTile(s.player, t) for t in s.revealed]


def can_choose(s: TikalState, action: object) -> bool:
    return type(action) is ChooseTile and action.player == s.player and action.tile in s.revealed


def choose(s: TikalState, action: ChooseTile) -> None:
    s.revealed.remove(action.tile)
    s.event("{} takes tile {}.", seat(action.player), TILES[action.tile])
    turns.take_tile(s, action.player, action.tile)


def after_turn(s: TikalState, p: int) -> None:
    """After a won turn (not a scoring turn) the marker is turned; the next auction
    starts left of ``p``, or the next round does if the revealed tiles are gone."""
    s.played[p] = True
    nxt = (p + 1) % s.n
    if s.revealed:
        start_auction(s, nxt)
    else:
        start_round(s, nxt)


def view(s: TikalState) -> dict | None:
    """The auction as every player sees it (None in the basic game)."""
    if not s.expert:
        return None
    return {"played": list(s.played), "bidders": list(s.bidders), "high_bid": s.high,
            "high_bidder": s.high_bidder, "order": list(s.order), "first_pass": s.first_pass}
