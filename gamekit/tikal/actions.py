"""Tikal's actions and chance outcomes: frozen dataclasses whose ``str()`` reads as English.

Every step of a turn is one of these (Tikal rule book, POSTUP HRY, Realizace 10 akčních
bodů and PROFIVERZE HRY TIKAL): the tile
drawn (chance), its placement, each action with its AP cost, the treasure's motif
(chance), ending the turn, and in the expert version the revealed tiles (chance), bids,
passes and the choice of a revealed tile.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from ..core.protocol import Action
from .components import BUILD_CAMP, DEPLOY, EXCHANGE, GUARD, MOTIFS, TAKE, UNCOVER, motif_name, seat
from .hexes import DIRECTIONS, name
from .tiles import BASE, TILES, VOLCANO

A = TypeVar("A", bound=Action)
INTERNED = 1 << 17
"""Actions of one kind kept at most by :func:`interned` (then it starts afresh)."""


def interned(kind: Callable[..., A]) -> Callable[..., A]:
    """``kind`` built through a memo: the same fields give the same object, made once.
    Actions are immutable, and a game's lists of legal actions hold a few thousand
    distinct ones over and over."""
    made: dict[tuple, A] = {}

    def make(*fields: object) -> A:
        found = made.get(fields)
        if found is None:
            if len(made) >= INTERNED:
                made.clear()
            found = made[fields] = kind(*fields)
        return found
    return make


def piece(leader: bool) -> str:
    return "the leader" if leader else "a worker"


def stones_text(stones: tuple[int, ...]) -> str:
    """'stones N 1, S 2'."""
    return "stones " + ", ".join(f"{DIRECTIONS[d]} {s}" for d, s in enumerate(stones) if s)


def where(h: int) -> str:
    return f"the base camp {name(h)}" if h == BASE else name(h)


# -- chance outcomes -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawTile(Action):
    """Chance: the top tile of the stack, any of the tiles left with the top letter."""
    player: int
    tile: int

    def __str__(self) -> str:
        return f"{seat(self.player)} draws tile {TILES[self.tile]}"


@dataclass(frozen=True, slots=True)
class RevealTile(Action):
    """Chance (expert version): one of the tiles turned face up for the round's auctions."""
    tile: int

    def __str__(self) -> str:
        return f"Tile {TILES[self.tile]} is revealed"


@dataclass(frozen=True, slots=True)
class TreasureDraw(Action):
    """Chance: the motif of the token a player just took (any token not yet shown)."""
    player: int
    motif: int

    def __str__(self) -> str:
        return f"{seat(self.player)}'s treasure is {motif_name(self.motif)}"


# -- decisions -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Lay the tile in hand on ``hex``, turned ``turns`` x 60 degrees clockwise."""
    player: int
    tile: int
    hex: int
    turns: int
    stones: tuple[int, ...]

    def __str__(self) -> str:
        tile = TILES[self.tile]
        if tile.type == VOLCANO:
            return f"{seat(self.player)} places volcano {tile.id} at {name(self.hex)}"
        turned = f", turned {60 * self.turns}°" if self.turns else ""
        return (f"{seat(self.player)} places {tile} at {name(self.hex)}{turned} "
                f"({stones_text(self.stones)})")


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """1 AP: a piece from the supply onto the base camp or an own camp."""
    player: int
    leader: bool
    hex: int

    def __str__(self) -> str:
        camp = where(self.hex) if self.hex == BASE else f"his camp {name(self.hex)}"
        return f"{seat(self.player)} deploys {piece(self.leader)} at {camp} for {DEPLOY} AP"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """One piece from ``source`` to ``target`` by the cheapest way: 1 AP per stone on
    each edge crossed, 1 AP from camp to camp."""
    player: int
    leader: bool
    source: int
    target: int
    cost: int

    def __str__(self) -> str:
        return (f"{seat(self.player)} moves {piece(self.leader)} from {name(self.source)} "
                f"to {name(self.target)} for {self.cost} AP")


@dataclass(frozen=True, slots=True)
class Uncover(Action):
    """2 AP: lay the next temple level (value ``value``) on the temple at ``hex``."""
    player: int
    hex: int
    value: int

    def __str__(self) -> str:
        return (f"{seat(self.player)} uncovers the temple at {name(self.hex)} to "
                f"{self.value} for {UNCOVER} AP")


@dataclass(frozen=True, slots=True)
class TakeTreasure(Action):
    """3 AP: take the top treasure token of the tile at ``hex``."""
    player: int
    hex: int

    def __str__(self) -> str:
        return f"{seat(self.player)} takes a treasure at {name(self.hex)} for {TAKE} AP"


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """3 AP: swap an own single treasure for another player's single one."""
    player: int
    give: int
    other: int
    take: int

    def __str__(self) -> str:
        return (f"{seat(self.player)} swaps {motif_name(self.give)} for {seat(self.other)}'s "
                f"{MOTIFS[self.take]} for {EXCHANGE} AP")


@dataclass(frozen=True, slots=True)
class BuildCamp(Action):
    """5 AP: a camp on a jungle or emptied treasure tile."""
    player: int
    hex: int

    def __str__(self) -> str:
        return f"{seat(self.player)} builds a camp at {name(self.hex)} for {BUILD_CAMP} AP"


@dataclass(frozen=True, slots=True)
class PlaceGuard(Action):
    """5 AP: one own piece guards the temple; the player's other pieces there leave the game."""
    player: int
    hex: int
    leader: bool          # the guard is the leader (else a worker)
    workers_out: int      # own workers that leave the game
    leader_out: bool      # the leader leaves the game

    def __str__(self) -> str:
        loss = guard_losses(self.workers_out, self.leader_out)
        return (f"{seat(self.player)} guards the temple at {name(self.hex)} with "
                f"{piece(self.leader)} for {GUARD} AP{'; ' + loss if loss else ''}")


def guard_losses(workers: int, leader: bool) -> str:
    """'the leader and 2 workers leave the game', or '' when nothing leaves."""
    gone = (["the leader"] if leader else []) + \
        ([f"{workers} worker{'s' if workers > 1 else ''}"] if workers else [])
    if not gone:
        return ""
    return f"{' and '.join(gone)} {'leave' if len(gone) > 1 or workers > 1 else 'leaves'} the game"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn; unused action points are lost."""
    player: int
    ap: int

    def __str__(self) -> str:
        return f"{seat(self.player)} ends the turn ({self.ap} AP unused)"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Expert version: bid ``points`` for the next turn (higher than the bid before)."""
    player: int
    points: int

    def __str__(self) -> str:
        return f"{seat(self.player)} bids {self.points}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Expert version: leave this auction."""
    player: int

    def __str__(self) -> str:
        return f"{seat(self.player)} passes"


@dataclass(frozen=True, slots=True)
class ChooseTile(Action):
    """Expert version: take one of the revealed tiles for this turn."""
    player: int
    tile: int

    def __str__(self) -> str:
        return f"{seat(self.player)} chooses tile {TILES[self.tile]}"


Decision = PlaceTile | Deploy | Move | Uncover | TakeTreasure | Exchange | BuildCamp | PlaceGuard | \
    EndTurn | Bid | Pass | ChooseTile
"""What a player decides."""
Outcome = DrawTile | RevealTile | TreasureDraw
"""What chance decides."""
