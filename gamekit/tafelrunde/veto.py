"""Rule book, Veto and Veto-Veto: "If a player has a card with a shield, he always can
make a Veto against an action of another player … Then the action can't be carried out.
… If a player has a card with a broken shield he can use it as a Veto-Veto against the
Veto. Then the action will be carried out … The Veto-Veto is final." Only players who
hold a shield (a broken shield) are asked [D]; one veto and one veto-veto per card."""
from __future__ import annotations

from . import effects, resolve
from .actions import NoVeto, NoVetoVeto, Veto, VetoVeto, seat
from .components import BROKEN_SHIELDS, CARDS, SHIELDS
from .state import Phase, TafelrundeState


def open_veto(s: TafelrundeState) -> None:
    """Every other player, clockwise from the card's player's left, who holds a shield
    card may veto; with nobody to ask, the card is carried out."""
    play = s.play
    assert play is not None
    hands = s.hands
    play.asked = [q for q in effects.others(len(hands), play.player)
                  if not SHIELDS.isdisjoint(hands[q])]
    if play.asked:
        s.phase = Phase.VETO
    else:
        resolve.carry_out(s)


def open_veto_veto(s: TafelrundeState) -> None:
    """A broken shield answers a veto: the card's player first, then clockwise; not
    the vetoer; only one veto-veto [D]."""
    play = s.play
    assert play is not None
    hands = s.hands
    n = len(hands)
    order = [(play.player + i) % n for i in range(n)]
    play.asked = [q for q in order if q != play.vetoer and not BROKEN_SHIELDS.isdisjoint(hands[q])]
    if play.asked:
        s.phase = Phase.VETO_VETO
    else:
        resolve.cancel(s)


def asked(s: TafelrundeState) -> int:
    """The player asked now."""
    play = s.play
    assert play is not None
    return play.asked[0]


def veto_choices(s: TafelrundeState) -> list[Veto | NoVeto]:
    play = s.play
    assert play is not None
    q = play.asked[0]
    return [Veto(q, c) for c in sorted(set(s.hands[q])) if c in SHIELDS] + [NoVeto(q)]


def veto_veto_choices(s: TafelrundeState) -> list[VetoVeto | NoVetoVeto]:
    play = s.play
    assert play is not None
    q = play.asked[0]
    return [VetoVeto(q, c) for c in sorted(set(s.hands[q])) if c in BROKEN_SHIELDS] \
        + [NoVetoVeto(q)]


def decide_veto(s: TafelrundeState, action: Veto | NoVeto) -> None:
    play = s.play
    assert play is not None
    if type(action) is Veto:
        q = action.player
        s.hands[q].remove(action.card)
        s.discard[action.card] += 1
        play.vetoer = q
        s.event("{} vetoes with {} (shield).", seat(q), CARDS[action.card].name)
        open_veto_veto(s)
        return
    play.asked.pop(0)
    if not play.asked:
        resolve.carry_out(s)


def decide_veto_veto(s: TafelrundeState, action: VetoVeto | NoVetoVeto) -> None:
    play = s.play
    assert play is not None
    if type(action) is VetoVeto:
        q = action.player
        s.hands[q].remove(action.card)
        s.discard[action.card] += 1
        s.event("{} answers with a veto-veto ({}, broken shield): final.", seat(q),
                CARDS[action.card].name)
        resolve.carry_out(s)
        return
    play.asked.pop(0)
    if not play.asked:
        resolve.cancel(s)
