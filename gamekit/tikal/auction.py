"""The expert version (seed 001, Profiverze): each turn is auctioned.

Scores start at 20. A round reveals as many tiles as there are players. The first
auction of the game starts with the oldest player (seat 0); each player in turn bids
higher than the last bid or passes, and a player who passed is out of that auction.
The winner moves his score back by his bid, chooses a revealed tile, places it, plays
10 AP and turns his marker. The next auction starts with the left neighbour of the
last winner; players who played this round do not bid. If everybody passes, the
first to pass plays for free; the last tile of a round goes free to the player left.
The next round starts with the left neighbour of whoever placed the round's last tile.
Final scoring: lowest score first; ties: the one nearer clockwise to the last placer.
[D] A bid never exceeds the bidder's score.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Bid, Pass
from .components import seat
from .phases import AUCTION, CHOOSE, REVEAL
from .tiles import TILES

if TYPE_CHECKING:
    from .rules import TikalState


def clockwise(n: int, start: int) -> list[int]:
    return [(start + i) % n for i in range(n)]


def start_round(state: TikalState, first: int) -> None:
    """Reveal as many tiles as there are players (fewer if the stack runs out)."""
    state.played = [False] * state.n
    state.first_bidder = first
    if not state.tiles_left:
        state._final_round()
        return
    state.to_reveal = min(state.n, state.tiles_left)
    state.phase = REVEAL
    state.player = first


def revealed(state: TikalState, tile: int) -> None:
    state.revealed.append(tile)
    state.event("Tile {} is revealed.", TILES[tile])
    if len(state.revealed) == state.to_reveal:
        start_auction(state, state.first_bidder)


def start_auction(state: TikalState, start: int) -> None:
    """Seed 001: the bidding starts with ``start`` or the next player clockwise who has
    not played this round; a single player left takes the last tile for free."""
    eligible = [p for p in clockwise(state.n, start) if not state.played[p]]
    if len(eligible) == 1:
        state.event("{} is the only one left this round and plays for free.", seat(eligible[0]))
        won(state, eligible[0], 0)
        return
    state.order = eligible
    state.bidders = list(eligible)
    state.high, state.high_bidder, state.first_pass = 0, -1, -1
    state.phase = AUCTION
    state.player = eligible[0]


def actions(state: TikalState) -> list:
    """Bid any amount above the last bid up to the own score [D], or pass."""
    p = state.player
    return [Bid(p, points) for points in range(state.high + 1, state.score[p] + 1)] + [Pass(p)]


def bid(state: TikalState, action: Bid | Pass) -> None:
    p = action.player
    if isinstance(action, Bid):
        state.high, state.high_bidder = action.points, p
        state.event("{} bids {}.", seat(p), action.points)
    else:
        state.bidders.remove(p)
        if state.first_pass < 0:
            state.first_pass = p
        state.event("{} passes.", seat(p))
    if state.high_bidder >= 0 and state.bidders == [state.high_bidder]:
        won(state, state.high_bidder, state.high)
    elif not state.bidders:
        state.event("Everybody passed: {}, the first to pass, plays for free.", seat(state.first_pass))
        won(state, state.first_pass, 0)
    else:
        order = state.order
        i = order.index(p)
        state.player = next(q for q in order[i + 1:] + order[:i + 1] if q in state.bidders)


def won(state: TikalState, p: int, price: int) -> None:
    """The winner pays his bid and chooses a revealed tile (the last one is his anyway)."""
    state.bidders, state.order = [], []
    state.high, state.high_bidder, state.first_pass = 0, -1, -1
    if price:
        state.score[p] -= price
        state.event("{} wins the turn for {} points ({} left).", seat(p), price, state.score[p])
    state.player = p
    if len(state.revealed) == 1:
        tile = state.revealed.pop()
        state._take_tile(p, tile)
    else:
        state.phase = CHOOSE


def after_turn(state: TikalState, p: int) -> None:
    """After a won turn (not a scoring turn) the marker is turned; the next auction
    starts left of ``p``, or the next round does if the revealed tiles are gone."""
    state.played[p] = True
    nxt = (p + 1) % state.n
    if state.revealed:
        start_auction(state, nxt)
    else:
        start_round(state, nxt)


def final_order(state: TikalState) -> list[int]:
    """Seed 001: the final scoring turns go from the lowest score up; on a tie the
    player nearer clockwise to the one who placed the last tile goes first."""
    n, last = state.n, state.last_placer
    return sorted(range(n), key=lambda p: (state.score[p], (p - last - 1) % n))


def view(state: TikalState) -> dict | None:
    if not state.expert:
        return None
    return {"played": list(state.played), "bidders": list(state.bidders),
            "high_bid": state.high, "high_bidder": state.high_bidder if state.high_bidder >= 0 else None,
            "order": list(state.order),
            "first_pass": state.first_pass if state.first_pass >= 0 else None}
