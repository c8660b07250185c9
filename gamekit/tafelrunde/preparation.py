"""Rule book, Preparations: the heroes in a circle, the castles dealt at random (each
gives a player his two heroes), 1 gold (3 silver) each and three cards each."""
from __future__ import annotations

from ..core.chance import Shuffle
from ..core.protocol import Game
from . import day
from .actions import DealCastles, seat
from .components import (
    CARDS,
    COLOURS,
    COPIES,
    DAYS,
    DEAL,
    HEROES,
    START_SILVER,
    Table,
    colours_in_play,
    seating,
)
from .state import AfterDraws, Phase, TafelrundeState
from .table import table_text


def new_state(game: Game) -> TafelrundeState:
    """The table as the rule book seats it; the castles are still to be dealt. Player 1
    holds the Herold [D]."""
    n = game.num_players
    s = TafelrundeState(
        game=game, table=Table(list(seating(n))), owner=[None] * len(HEROES), castle=[None] * n,
        silver=[START_SILVER] * n, hands=[[] for _ in range(n)], pile=list(COPIES),
        discard=[0] * len(CARDS), in_front=[None] * n, day=1, round=1, turn=0, herold=0,
        phase=Phase.CASTLES)
    s.event("Die Tafelrunde for {} players: {} days at Draco's table.", n, DAYS)
    return s


def castle_odds(s: TafelrundeState) -> Shuffle[DealCastles]:
    """"Shuffle the castles cards and give each player one face down": every order of
    the colours in play alike, Player 1's first."""
    return Shuffle(colours_in_play(s.n), DealCastles)


def can_deal(s: TafelrundeState, outcome: object) -> bool:
    return type(outcome) is DealCastles and len(outcome.colours) == s.n and \
        sorted(outcome.colours) == sorted(colours_in_play(s.n))


def deal_castles(s: TafelrundeState, outcome: DealCastles) -> None:
    """"The colors defines the two heroes belonging to each player." Then three cards
    each, one player at a time from Player 1 [D]."""
    colours = outcome.colours
    s.castle = list(colours)
    for h in HEROES:
        if h.colour is not None and h.colour in colours:
            s.owner[h.id] = colours.index(h.colour)
    for p, c in enumerate(colours):
        mine = [HEROES[h].name for h in s.table.line if s.owner[h] == p]
        s.event("{} has the {} castle: {} and {}.", seat(p), COLOURS[c], *mine)
    s.event("The table from Draco's goblet side: {}.", table_text(s.table.line))
    day.queue_draws(s, [p for p in range(s.n) for _ in range(DEAL)], AfterDraws.DAY_BEGINS)
