"""Rule book, Draw: from the dealer's left, each player may take a third card, and after
it a final fourth, or stand. The cards come face down."""
from __future__ import annotations

from ..core.chance import Odds
from . import abilities
from .actions import DRAWN, NTH, STANDING, TAKING, Draw, Stand, TakeCard, seat
from .components import card_name, clash_count
from .state import Phase, TavernTroubleState


def choices(s: TavernTroubleState) -> list[TakeCard | Stand]:
    """Take the next card or stand; an empty deck leaves only standing [D]."""
    p = s.turn
    cards = len(s.hands[p])
    stand = STANDING[p][cards]
    return [TAKING[p][cards + 1], stand] if s.deck_size else [stand]


def can_decide(s: TavernTroubleState, action: object) -> bool:
    held = len(s.hands[s.turn])
    if type(action) is Stand:
        return action.player == s.turn and action.cards == held
    if type(action) is TakeCard:
        return action.player == s.turn and action.nth == held + 1 and s.deck_size > 0
    return False


def decide(s: TavernTroubleState, action: TakeCard | Stand) -> None:
    if isinstance(action, TakeCard):
        s.phase = Phase.DRAW_CARD
        s.event("{} takes a {} card.", seat(action.player), NTH[action.nth])
    else:
        s.event("{} stands with {} cards.", seat(action.player), action.cards)
        next_drawer(s)


def odds(s: TavernTroubleState) -> Odds[Draw]:
    """The card asked for: each power weighted by its copies left in the deck."""
    return Odds(s.deck, DRAWN[s.turn].__getitem__)


def can_draw(s: TavernTroubleState, outcome: object) -> bool:
    return type(outcome) is Draw and outcome.player == s.turn and \
        0 < outcome.card < len(s.deck) and s.deck[outcome.card] > 0


def apply_draw(s: TavernTroubleState, draw: Draw) -> None:
    p = draw.player
    s.deck[draw.card] -= 1
    s.hands[p].append(draw.card)
    s.event("{} draws {}: clash count {}.", seat(p), card_name(draw.card),
            clash_count(s.hands[p]), seat=p)
    if len(s.hands[p]) == 4:
        next_drawer(s)
    else:
        s.phase = Phase.DRAW


def next_drawer(s: TavernTroubleState) -> None:
    """The next player draws; after the last, the abilities from the dealer's left."""
    s.pos += 1
    if s.pos == len(s.order):
        s.pos = 0
        abilities.ask_next(s)
    else:
        s.phase = Phase.DRAW
