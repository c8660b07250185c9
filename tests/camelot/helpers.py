"""Building positions of Shadows over Camelot for the rule tests.

``new_game`` deals the coats of arms and the Loyalty cards as asked, takes the first
possible outcome at every other set-up step, and stops at the first Progression of
Evil. Tests then set fields (hands, places, quests) and apply actions by their text,
as the rule book would say them: ``act(s, "Sir Kay plays Fight 3 on the Pict war")``.
"""
from __future__ import annotations

import random

import gamekit
from gamekit.camelot import knights
from gamekit.camelot.actions import CoatOfArms, LoyaltyDeal
from gamekit.camelot.components import (
    BLACK_NAMES,
    GALAHAD,
    GAWAIN,
    KAY,
    MERLIN,
    PALAMEDES,
    TRISTAN,
    WHITE_KINDS,
)
from gamekit.camelot.state import CamelotState, Task
from gamekit.core.bots import observe
from gamekit.core.errors import IllegalAction

DEFAULT_KNIGHTS = (KAY, GAWAIN, PALAMEDES, GALAHAD, TRISTAN, 0, 5)
"""Seat 1 is Sir Kay, so he begins (no King Arthur in the first five)."""


def new_game(players: int | None = None, knights=None, traitor_seat: int | None = None,
             **options) -> CamelotState:
    """A game at the first Progression of Evil: seat i is ``knights[i]`` (default
    ``DEFAULT_KNIGHTS``), the Traitor card with ``traitor_seat`` (None: in the box).
    The number of players is that of ``knights``, else 5."""
    players = players or (len(knights) if knights is not None else 5)
    game = gamekit.load("camelot", players=players, **options)
    state = game.new_initial_state()
    knights = list(knights if knights is not None else DEFAULT_KNIGHTS[:players])
    for seat, knight in enumerate(knights):
        state.apply(CoatOfArms(seat, knight))
    if game.options["traitor"]:
        state.apply(LoyaltyDeal(traitor_seat))
    while state.agenda[-1][0] in (Task.WHITE, Task.POOL, Task.POOL_DEAL):
        state.apply(state.choices()[0])
    return state


def no_merlins(state) -> None:
    """Send every Merlin in the knights' hands to the discard (no cancel window)."""
    for h in state.hands:
        state.white_discard[MERLIN] += h[MERLIN]
        h[MERLIN] = 0


def game3(knights=(GAWAIN, KAY, PALAMEDES), **options) -> CamelotState:
    """Three knights (by default Gawain, seat 0, to play, Kay and Palamedes) at the first
    Progression of Evil, with no Merlin in hand."""
    s = new_game(knights=list(knights), **options)
    no_merlins(s)
    return s


def hand(*cards: int) -> list[int]:
    """A hand of white cards as counts: ``hand(FIGHT_3, FIGHT_3, GRAIL)``."""
    counts = [0] * len(WHITE_KINDS)
    for c in cards:
        counts[c] += 1
    return counts


def texts(state) -> list[str]:
    return [str(c) for c in state.choices()]


def act(state, *steps: str) -> None:
    """Apply each step given by its text (an action or a chance outcome); a black card
    stacked on the pile then comes up at once (its draw is a chance step whose outcome
    is sure)."""
    for step in steps:
        match = [c for c in state.choices() if str(c) == step]
        assert match, f"{step!r} is not possible here; possible: {texts(state)}"
        state.apply(match[0])
        while state.step in (Task.BLACK, Task.SEEN) and len(state.chance_outcomes()) == 1:
            state.apply(state.chance_outcomes()[0][0])


def draw_black(state) -> None:
    """The knight to move draws a black card; nobody plays a Merlin against it."""
    act(state, f"{knights.who(state, state.current_player)} draws a black card")
    no_merlin_from_anyone(state)


def lay_black(state, face_down: bool = False) -> None:
    """The drawer lays the black combat card he drew face up (or face down)."""
    act(state, str(next(a for a in state.legal_actions() if a.face_down == face_down)))


def no_merlin_from_anyone(state) -> None:
    """Every knight asked in turn declines to play a Merlin against the black card."""
    while state.step is Task.MERLIN:
        seat = state.current_player
        act(state, f"{knights.who(state, seat)} plays no Merlin against "
                   f"{BLACK_NAMES[state.resolving]}")


def stack_black(state, *cards: int) -> None:
    """Put these black cards on top of the black pile, in this order, unseen."""
    for c in cards:
        state.black_pile[c] -= 1
    state.black_top[:0] = list(cards)
    state.black_top_seen[:0] = [0] * len(cards)


def stack_white(state, *cards: int) -> None:
    """Leave only these white cards in the white pile (so the next draws are known)."""
    for c in WHITE_KINDS:
        state.white_discard[c] += state.white_pile[c]
        state.white_pile[c] = 0
    for c in cards:
        state.white_discard[c] -= 1
        state.white_pile[c] += 1


def to_heroic(state, evil: str | None = None) -> None:
    """Finish the Progression of Evil with a siege engine (or ``evil``)."""
    seat = state.current_player
    act(state, evil or f"{knights.who(state, seat)} adds a siege engine")


def refused(state, action) -> str:
    """The IllegalAction message for ``action``; checks that nothing changed."""
    before = (state.to_json(), [state.view(p) for p in range(state.n)], texts(state))
    try:
        state.apply(action)
    except IllegalAction as error:
        after = (state.to_json(), [state.view(p) for p in range(state.n)], texts(state))
        assert before == after, "a refused action changed the state"
        return str(error)
    raise AssertionError(f"{action} was accepted")


def choose(bot, state):
    """What ``bot`` does at the decision on top, from that knight's view alone."""
    return bot.act(observe(state, state.current_player), random.Random(0))
