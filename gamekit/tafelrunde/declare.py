"""Rule book, 1) Play a card: "If you play an actioncard, you first have to read it loud.
If it is not fixed who will be affected, the player has now to say who will be affected.
If you have to roll dice, you have to do it now. You should ask the players now for a
'Veto'." The targets, their order and every direction are named now [D]; a card's
price is paid when it is declared [D]."""
from __future__ import annotations

from . import effects, rolling, veto
from .actions import Choose, PlayCard, seat
from .components import CARDS
from .state import Phase, Play, TafelrundeState


def play_card(s: TafelrundeState, action: PlayCard) -> None:
    """The card leaves the hand and is read out."""
    p, card = action.player, action.card
    s.hands[p].remove(card)
    s.play = Play(player=p, card=card)
    s.event("{} plays {}: {}", seat(p), CARDS[card].label, CARDS[card].effect)
    declare_next(s)


def card_player(s: TafelrundeState) -> int:
    """Who names the targets (and the wrestlers' order, and Magical choice's card)."""
    play = s.play
    assert play is not None
    return play.player


def declare_next(s: TafelrundeState) -> None:
    """Name the next target, or with all named: pay, roll, then the veto window."""
    play = s.play
    assert play is not None
    if len(play.choices) < effects.STEPS[play.key]:
        s.phase = Phase.TARGET
        return
    cost = effects.price(play.player, play.card, play.choices)
    if cost is not None:
        payer, payee, amount = cost
        play.paid = cost
        s.silver[payer] -= amount
        if payee is not None:
            s.silver[payee] += amount
        s.event("{} pays {} silver to {}.", seat(payer), amount,
                "the bank" if payee is None else seat(payee))
    if play.key in effects.ONE_ROLL:
        s.phase = Phase.ROLL
    elif play.key == effects.WRESTLING:
        rolling.start_wrestling(s)
    else:
        veto.open_veto(s)


def targets(s: TafelrundeState) -> list[Choose]:
    """What the card offers for its next choice (``effects.options``)."""
    play = s.play
    assert play is not None
    return effects.options(s, play.player, play.card, play.choices)


def can_name(s: TafelrundeState, action: object) -> bool:
    play = s.play
    assert play is not None
    return effects.offers(s, play.player, play.card, play.choices, action)


def name_target(s: TafelrundeState, action: Choose) -> None:
    play = s.play
    assert play is not None
    play.choices.append(action)
    s.event("{}.", action)
    declare_next(s)
