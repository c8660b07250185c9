"""Setting up a Die Tafelrunde position by hand, for the questions an analyst asks
("what is a Capricious card in the opening hand worth?"): the start of day 1 with the
castles and the opening hands you choose, then money and hands changed through these
functions.

>>> from gamekit.tafelrunde import setup
>>> state = setup.position(hands={0: ["capricious_turn", "venal", "gambling"]}, seed=1)
>>> state.view(0)["hand"]
['Capricious (turn)', 'Gambling', 'Venal']
>>> setup.silver(state, 1, 5)                 # Player 2 richer: Zork joins him tonight
>>> state.richest()
1

:func:`position` deals through the game's own chance steps (``DealCastles`` and
``CardDrawn``), so its history reaches it and it has a save. :func:`silver` and
:func:`hand` change a position as no move does: the state keeps each call
(``state.set_up``), and its save replays them where they were made.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gamekit

from ..core.protocol import seat, whole
from ..core.set_up import recorded
from .actions import CardDrawn, DealCastles
from .components import CARDS, card_id
from .rules import TITLE
from .state import Phase, TafelrundeState
from .table import COLOURS, colours_in_play


def _card(key: str) -> int:
    """The card kind called ``key`` ("venal"), or a ValueError naming the keys."""
    try:
        return card_id(key)
    except KeyError as error:
        raise ValueError(error.args[0]) from None


def _colours(castles: Sequence[str], players: int) -> tuple[int, ...]:
    """The castles named ("red", "green" ...), one a player, as colours, or a ValueError."""
    in_play = colours_in_play(players)
    names = [COLOURS[c] for c in in_play]
    if isinstance(castles, str) or not all(isinstance(c, str) for c in castles) or \
            sorted(castles) != sorted(names):
        raise ValueError(f"{TITLE}: with {players} players the castles are "
                         f"{', '.join(names)}, one each (rule book, Preparations), not {castles!r}")
    return tuple(COLOURS.index(c) for c in castles)


def position(players: int = 4, castles: Sequence[str] | None = None,
             hands: Mapping[int, Sequence[str]] | None = None, seed: int = 0) -> TafelrundeState:
    """The start of day 1, Player 1 to act. ``castles`` names each player's colour
    (Player 1's first; drawn at random if None); ``hands`` gives some players' opening
    cards by key (``"venal"``), the rest are drawn from the pile with ``seed``."""
    state = gamekit.load("tafelrunde", players=players).new_initial_state()
    assert isinstance(state, TafelrundeState)
    rng = random.Random(seed)
    if castles is None:
        state.apply(state.sample_chance(rng))
    else:
        state.apply(DealCastles(_colours(castles, players)))
    wanted = {seat(state.game, p): [_card(k) for k in keys] for p, keys in (hands or {}).items()}
    for p, cards in wanted.items():
        if len(cards) > state.to_draw.count(p):
            raise ValueError(f"{TITLE}: each player is dealt {state.to_draw.count(p)} "
                             f"cards (rule book, Preparations), not {len(cards)}")
    while state.phase is Phase.DRAW:
        p = state.to_draw[0]
        if wanted.get(p):
            card = wanted[p].pop(0)
            if not state.pile[card]:
                raise ValueError(f"{TITLE}: the game has only {CARDS[card].copies} "
                                 f"{CARDS[card].name} cards")
            state.apply(CardDrawn(p, card))
        else:
            state.apply(state.sample_chance(rng))
    return state


@recorded
def silver(state: TafelrundeState, player: int, amount: int) -> None:
    """``player`` has ``amount`` silver (from the bank, or back to it)."""
    player = seat(state.game, player)
    state.silver[player] = whole(amount, 0, f"{TITLE}: silver is a sum of 0 or more")


@recorded
def hand(state: TafelrundeState, player: int, *keys: str) -> None:
    """``player``'s hand becomes the cards named (``"venal"``): his cards go back to the
    pile, the new ones come out of it."""
    player = seat(state.game, player)
    cards = [_card(k) for k in keys]
    pile = list(state.pile)
    for card in state.hands[player]:
        pile[card] += 1
    for card in cards:
        if not pile[card]:
            raise ValueError(f"{TITLE}: no {CARDS[card].name} card is left in the pile "
                             f"(the game has {CARDS[card].copies})")
        pile[card] -= 1
    state.pile, state.hands[player] = pile, cards


STEPS: dict[str, Callable[..., Any]] = {"silver": silver, "hand": hand}
"""The set-up steps by name, which a save of a position set up so replays."""
