"""The set-up (rule book, Mise en place and La partie commence): the coats of arms
and the Loyalty cards dealt at random, a Merlin and five white cards to each knight,
the white cards pooled on the Round Table and dealt back, then King Arthur begins."""
from __future__ import annotations

from ..core.chance import Odds
from . import knights
from .actions import CoatOfArms, LoyaltyDeal, PoolCard, PoolDeal
from .components import (
    ARTHUR,
    KNIGHT_NAMES,
    KNIGHTS,
    LOYALTY_CARDS,
    MERLIN,
    MERLINS_DEALT,
    WHITE_CARDS_DEALT,
    WHITE_KINDS,
    WHITE_NAMES,
)
from .state import CamelotState, Task


def agenda(n: int, with_traitor: bool) -> list[tuple]:
    """The set-up's tasks, the first one last (the agenda's top)."""
    tasks: list[tuple] = [(Task.COAT, seat) for seat in range(n)]
    if with_traitor:
        tasks.append((Task.LOYALTY,))
    tasks.append((Task.MERLINS,))
    tasks += [(Task.DRAW_WHITE, seat) for seat in range(n) for _ in range(WHITE_CARDS_DEALT)]
    tasks += [(Task.ASK_POOL, seat) for seat in range(n)]
    tasks += [(Task.POOL_DEAL, seat) for seat in range(n)]
    tasks.append((Task.FIRST_TURN,))
    return tasks[::-1]


def coat_odds(s: CamelotState, seat: int) -> Odds[CoatOfArms]:
    """Rule book: 'Distribuez au hasard un Blason à chacun des joueurs': each coat of
    arms not yet dealt alike."""
    return Odds([int(s.seat_of[k] is None) for k in KNIGHTS], lambda k: CoatOfArms(seat, k))


def on_coat(s: CamelotState, outcome: CoatOfArms, seat: int) -> None:
    s.knight[seat] = outcome.knight
    s.seat_of[outcome.knight] = seat
    s.event("Seat {} is {}.", seat + 1, KNIGHT_NAMES[outcome.knight])


def loyalty_odds(s: CamelotState) -> Odds[LoyaltyDeal]:
    """Rule book: the 8 Loyalty cards (7 Loyal, 1 Traitor) are shuffled and one is
    dealt to each player; the rest go back in the box unseen. The variant 'The
    Traitor Among Us' uses as many Loyal cards as players, plus the Traitor."""
    n = s.n
    cards = n + 1 if s.traitor_among_us else LOYALTY_CARDS
    return Odds([1] * n + [cards - n], lambda seat: LoyaltyDeal(seat if seat < n else None))


def on_loyalty(s: CamelotState, outcome: LoyaltyDeal) -> None:
    s.traitor = outcome.traitor
    s.event("Each knight receives a Loyalty card, face down.")
    if s.loyalty_seen:
        knights.tell_loyalty(s)


def deal_merlins(s: CamelotState) -> None:
    """Rule book: one Merlin to each player, then the rest shuffled back in."""
    for t in range(s.n):
        s.hands[t][MERLIN] += MERLINS_DEALT
    s.white_pile[MERLIN] -= MERLINS_DEALT * s.n
    s.event("Each knight receives a Merlin card, then {} white cards.", WHITE_CARDS_DEALT)


def ask_pool(s: CamelotState, seat: int) -> None:
    s.agenda.append((Task.POOL, seat))


def pool_choices(s: CamelotState, seat: int) -> list[PoolCard]:
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    return [PoolCard(k, c) for c in WHITE_KINDS if hand[c]]


def on_pool(s: CamelotState, action: PoolCard, seat: int) -> None:
    """Rule book, La partie commence: each player lays a white card face up on the
    Round Table; failing agreement, they are dealt back at random (table talk is
    not modelled, so the fallback is the rule) [D]."""
    s.hands[seat][action.card] -= 1
    s.pool[action.card] += 1
    s.event("{} lays {} on the Round Table.", knights.who(s, seat), WHITE_NAMES[action.card])


def pool_deal_odds(s: CamelotState, seat: int) -> Odds[PoolDeal]:
    """The pooled cards dealt back at random, one each from the first seat."""
    k = knights.knight_at(s, seat)
    return Odds(s.pool, lambda card: PoolDeal(k, card))


def on_pool_deal(s: CamelotState, outcome: PoolDeal, seat: int) -> None:
    s.pool[outcome.card] -= 1
    s.hands[seat][outcome.card] += 1
    s.event("{} takes {} from the Round Table.", knights.who(s, seat), WHITE_NAMES[outcome.card])


def first_turn(s: CamelotState) -> None:
    """Rule book: King Arthur begins; without him, the youngest player (seat 1) [D]."""
    arthur = s.seat_of[ARTHUR]
    first = arthur if arthur is not None else 0
    s.agenda.append((Task.TURN, first))

