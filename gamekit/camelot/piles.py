"""The white and black draw piles, their discards, and what knights know of them.

A pile is counts per card kind: drawing is a chance node weighted by the copies
left. The black pile also keeps the cards whose place is known: ``black_top`` (seen
by Percival or arranged with Clairvoyance) and ``black_bottom`` (put under the pile
with Lancelot's Armor), each with a bit mask of the seats that know them.
"""
from __future__ import annotations

from ..core.chance import Odds
from . import knights
from .actions import BlackDraw, BlackSeen, WhiteDraw
from .components import BLACK_KINDS, BLACK_NAMES, WHITE_KINDS, WHITE_NAMES
from .state import CamelotState, Task


# -- white ------------------------------------------------------------------------
def draw_white(s: CamelotState, seat: int) -> None:
    """One white card for ``seat``: a chance node, after a reshuffle if the pile is
    empty (Book of Quests: when a pile runs out, the discards are shuffled into new
    piles)."""
    if not s.white_left:
        reshuffle(s)
        if not s.white_left:
            s.event("The white pile and its discard are empty: {} draws nothing.", knights.who(s, seat))
            return
    s.agenda.append((Task.WHITE, seat))


def white_odds(s: CamelotState, seat: int) -> Odds[WhiteDraw]:
    """Each white kind weighted by its copies left in the pile."""
    k = s.knight[seat]
    assert k is not None, "the coats of arms are dealt first"
    return Odds(s.white_pile, lambda card: WhiteDraw(k, card))


def on_white(s: CamelotState, outcome: WhiteDraw, seat: int) -> None:
    card = outcome.card
    s.white_pile[card] -= 1
    s.hands[seat][card] += 1
    s.event("{} draws a white card.", knights.who(s, seat))
    s.event("{} draws {}.", knights.who(s, seat), WHITE_NAMES[card], seat=seat)


def discard_white(s: CamelotState, card: int, copies: int = 1) -> None:
    s.white_discard[card] += copies


def discard_hand(s: CamelotState, seat: int) -> None:
    hand = s.hands[seat]
    for c in WHITE_KINDS:
        s.white_discard[c] += hand[c]
        hand[c] = 0


# -- black ------------------------------------------------------------------------
def draw_black(s: CamelotState, seat: int) -> None:
    """Rule book, Progression du Mal (a): take the top black card into ``drawn``."""
    if not s.black_size:
        reshuffle(s)
        if not s.black_size:
            s.event("The black pile and its discard are empty: nothing is drawn.")
            return
    s.agenda.append((Task.BLACK, seat))


def _known(kinds: list[int], card: int) -> list[int]:
    """The weights of a chance step whose outcome is ``card`` for sure."""
    weights = [0] * len(kinds)
    weights[card] = 1
    return weights


def black_odds(s: CamelotState, seat: int) -> Odds[BlackDraw]:
    """Each black kind whose place nobody knows, weighted by its copies; a card whose
    place somebody knows (on top, or at the bottom of an otherwise empty pile) for
    sure. It is a chance step either way, so that what the drawer learns comes from
    the draw, never from his decision to draw."""
    if s.black_top:
        return Odds(_known(s.black_pile, s.black_top[0]), BlackDraw)
    if s.black_left:
        return Odds(s.black_pile, BlackDraw)
    return Odds(_known(s.black_pile, s.black_bottom[0]), BlackDraw)


def on_black(s: CamelotState, outcome: BlackDraw, seat: int) -> None:
    if s.black_top:
        s.black_top_seen.pop(0)
        s.drawn.append(s.black_top.pop(0))
    elif s.black_left:
        s.black_pile[outcome.card] -= 1
        s.drawn.append(outcome.card)
    else:
        s.black_bottom_seen.pop(0)
        s.drawn.append(s.black_bottom.pop(0))


def see_black(s: CamelotState, seat: int, position: int) -> None:
    """Let ``seat`` know the black card at ``position`` from the top (Percival's
    look, Clairvoyance): a chance step, sure when somebody knows that card already."""
    while len(s.black_top) <= position and not s.black_left and s.black_bottom:
        s.black_top.append(s.black_bottom.pop(0))
        s.black_top_seen.append(s.black_bottom_seen.pop(0))
    if len(s.black_top) > position and s.black_top_seen[position] >> seat & 1:
        s.event("{} sees {} at place {} of the black pile.", knights.who(s, seat),
                BLACK_NAMES[s.black_top[position]], position + 1, seat=seat)
    elif len(s.black_top) > position or (len(s.black_top) == position and s.black_left):
        s.agenda.append((Task.SEEN, seat, position))


def seen_odds(s: CamelotState, seat: int, position: int) -> Odds[BlackSeen]:
    if position < len(s.black_top):
        card = s.black_top[position]
        return Odds(_known(s.black_pile, card), lambda c: BlackSeen(position, c))
    return Odds(s.black_pile, lambda card: BlackSeen(position, card))


def on_seen(s: CamelotState, outcome: BlackSeen, seat: int, position: int) -> None:
    if position < len(s.black_top):
        s.black_top_seen[position] |= 1 << seat
    else:
        s.black_pile[outcome.card] -= 1
        s.black_top.append(outcome.card)
        s.black_top_seen.append(1 << seat)
    s.event("{} sees {} at place {} of the black pile.", knights.who(s, seat),
            BLACK_NAMES[outcome.card], position + 1, seat=seat)


def put_under(s: CamelotState, seat: int, card: int) -> None:
    """Lancelot's Armor: the card not played goes under the black pile."""
    s.black_bottom.append(card)
    s.black_bottom_seen.append(1 << seat)


def discard_black(s: CamelotState, card: int) -> None:
    s.black_discard[card] += 1


# -- both ---------------------------------------------------------------------------
def reshuffle(s: CamelotState) -> None:
    """Book of Quests [single source]: when either pile runs out, both discard piles are
    shuffled into new draw piles (a shuffle forgets every known card)."""
    white = sum(s.white_discard)
    black = sum(s.black_discard)
    if not white and not black:
        return
    for c in WHITE_KINDS:
        s.white_pile[c] += s.white_discard[c]
        s.white_discard[c] = 0
    for c in s.black_top + s.black_bottom:
        s.black_pile[c] += 1
    for c in BLACK_KINDS:
        s.black_pile[c] += s.black_discard[c]
        s.black_discard[c] = 0
    s.black_top, s.black_top_seen = [], []
    s.black_bottom, s.black_bottom_seen = [], []
    s.event("The discards are shuffled into new piles: {} white and {} black cards.",
            s.white_left, s.black_left)
