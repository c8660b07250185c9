"""Rule book, The play, 2) Draw a card, Startplayer card and End of the day: 12 days of
two action rounds each, from the player holding the Herold clockwise; the cards drawn;
at the end of a day the pay-out, the Herold moves left and everybody fills up to 3."""
from __future__ import annotations

from ..core.chance import Odds
from . import payout
from .actions import DRAWN, CardDrawn, seat
from .components import CARDS, DAYS, REFILL_TO
from .state import AfterDraws, Phase, TafelrundeState


def queue_draws(s: TafelrundeState, players: list[int], then: AfterDraws) -> None:
    """``players`` draw one card each, in order; then ``then``."""
    s.to_draw = players
    s.after_draws = then
    next_draw(s)


def next_draw(s: TafelrundeState) -> None:
    """"Is the draw pile gone, the discard pile will be shuffled and becomes the new
    draw pile": when a draw finds it gone, not when its last card is drawn [D]. With both
    empty, nobody can draw [D]."""
    if s.to_draw:
        if not any(s.pile) and any(s.discard):
            s.pile, s.discard = s.discard, [0] * len(CARDS)
            s.event("The discard pile is shuffled into a new draw pile ({} cards).", sum(s.pile))
        if any(s.pile):
            s.phase = Phase.DRAW
            return
        s.event("There is no card left to draw.")
        s.to_draw = []
    if s.after_draws is AfterDraws.DAY_BEGINS:
        start_day(s)
    else:
        end_turn(s)


def draw_odds(s: TafelrundeState) -> Odds[CardDrawn]:
    """The top card of the pile: each kind weighted by its copies left in it."""
    return Odds(s.pile, DRAWN[s.to_draw[0]].__getitem__)


def can_draw_card(s: TafelrundeState, outcome: object) -> bool:
    return type(outcome) is CardDrawn and outcome.player == s.to_draw[0] and \
        0 <= outcome.card < len(CARDS) and s.pile[outcome.card] > 0


def draw_card(s: TafelrundeState, outcome: CardDrawn) -> None:
    p = s.to_draw.pop(0)
    card = outcome.card
    s.pile[card] -= 1
    s.hands[p].append(card)
    s.event("{} gets {}.", seat(p), CARDS[card].label, seat=p)
    next_draw(s)


def start_day(s: TafelrundeState) -> None:
    s.round = 1
    s.turn = 0
    s.event("Day {}: {} holds the Herold (day side up) and begins.", s.day, seat(s.herold))
    start_turn(s)


def start_turn(s: TafelrundeState) -> None:
    s.phase = Phase.TURN
    s.play = None


def end_turn(s: TafelrundeState) -> None:
    """The next player to the left; after the first round the Herold is turned to his
    night side (Startplayer card); after the second, the end of the day."""
    s.play = None
    s.turn += 1
    if s.turn < len(s.silver):
        start_turn(s)
    elif s.round == 1:
        s.round, s.turn = 2, 0
        s.event("The Herold is turned to its night side: the second round of day {}.", s.day)
        start_turn(s)
    else:
        end_day(s)


def end_day(s: TafelrundeState) -> None:
    """End of the day: pay-out, the cards in front of the players go to the discard
    pile, the Herold moves left, everyone fills up to 3 cards (from the new start
    player, clockwise [D])."""
    payout.pay_out(s)
    for p, card in enumerate(s.in_front):
        if card is not None:
            s.discard[card] += 1
            s.in_front[p] = None
    if s.day == DAYS:
        payout.finish(s)
        return
    s.day += 1
    n = s.n
    s.herold = (s.herold + 1) % n
    order = [(s.herold + i) % n for i in range(n)]
    queue_draws(s, [p for p in order for _ in range(REFILL_TO - len(s.hands[p]))],
                AfterDraws.DAY_BEGINS)
