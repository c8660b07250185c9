"""Rule book, Deal: all 27 cards are shuffled and each player still in the game gets
two, from the dealer's left; the deal passes to the left."""
from __future__ import annotations

from ..core.chance import Hand
from .actions import DEALT, Deal, seat
from .components import COPIES, KINDS, clash_count
from .state import Phase, TavernTroubleState


def start_deal(s: TavernTroubleState) -> None:
    """The next living player to the left deals a new deal from a full deck."""
    n = s.n
    s.dealer = next((s.dealer + i) % n for i in range(1, n + 1) if s.life[(s.dealer + i) % n] > 0)
    s.order = tuple((s.dealer + i) % n for i in range(1, n + 1) if s.life[(s.dealer + i) % n] > 0)
    s.deals += 1
    s.deck = list(COPIES)
    s.hands = [[] for _ in range(n)]
    s.shown = [[] for _ in range(n)]
    s.spent = [[] for _ in range(n)]
    s.barbarian = [False] * n
    s.discarded = []
    s.seen = [[()] * n for _ in range(n)]
    s.pos = 0
    s.phase = Phase.DEAL
    s.drawing = s.goblin_damage = s.undead_target = None
    s.event("Deal {}: {} deals. Life: {}.", s.deals, seat(s.dealer),
            ", ".join(f"{seat(p)} {s.life[p]}" for p in s.order))


def odds(s: TavernTroubleState) -> Hand[Deal]:
    """The two cards of the player in turn, from what is left of the deck."""
    return Hand(s.deck, 2, DEALT[s.turn].__getitem__)


def can_deal(s: TavernTroubleState, outcome: object) -> bool:
    if type(outcome) is not Deal:
        return False
    a, b = outcome.cards
    return outcome.player == s.turn and a in KINDS and b in KINDS and a <= b and \
        s.deck[a] - (a == b) > 0 and s.deck[b] > 0


def apply_deal(s: TavernTroubleState, deal: Deal) -> None:
    p = deal.player
    a, b = deal.cards
    s.deck[a] -= 1
    s.deck[b] -= 1
    s.hands[p] = [a, b]
    s.event("{}: clash count {}.", deal, clash_count((a, b)), seat=p)
    s.pos += 1
    if s.pos == len(s.order):
        s.pos = 0
        s.phase = Phase.DRAW
