"""Rule book, Veto and Veto-Veto: "If a player has a card with a shield, he always can
make a Veto against an action of another player … Then the action can't be carried out.
… If a player has a card with a broken shield he can use it as a Veto-Veto against the
Veto. Then the action will be carried out … The Veto-Veto is final. Veto and Veto-Veto
can be made by any player."

Every player the window is open to is asked in turn, whether he holds a shield or not
[D, revised]: one without can only pass, and nobody learns who holds a shield from who
is asked. One veto and one veto-veto per card [D]."""
from __future__ import annotations

from . import effects, resolve
from .actions import NO_VETO, NO_VETO_VETO, NoVeto, NoVetoVeto, Veto, VetoVeto, seat
from .components import BROKEN_SHIELDS, CARDS, SHIELDS
from .state import Phase, Play, TafelrundeState


def veto_order(n: int, play: Play) -> list[int]:
    """Who is asked for a veto: every other player, clockwise from the card's player's
    left."""
    return effects.others(n, play.player)


def veto_veto_order(n: int, play: Play) -> list[int]:
    """Who is asked for a veto-veto: the card's player first, then clockwise; not the
    vetoer [D]."""
    return [(play.player + i) % n for i in range(n) if (play.player + i) % n != play.vetoer]


def open_veto(s: TafelrundeState) -> None:
    play = s.play
    assert play is not None
    play.asked = veto_order(s.n, play)
    s.phase = Phase.VETO


def open_veto_veto(s: TafelrundeState) -> None:
    play = s.play
    assert play is not None
    play.asked = veto_veto_order(s.n, play)
    s.phase = Phase.VETO_VETO


def asked(s: TafelrundeState) -> int:
    """The player asked now."""
    play = s.play
    assert play is not None
    return play.asked[0]


def veto_choices(s: TafelrundeState) -> list[Veto | NoVeto]:
    """A veto with each kind of shield card in his hand, or none (all he may do without)."""
    q = asked(s)
    return [Veto(q, c) for c in sorted(set(s.hands[q])) if c in SHIELDS] + [NO_VETO[q]]


def veto_veto_choices(s: TafelrundeState) -> list[VetoVeto | NoVetoVeto]:
    """A veto-veto with each kind of broken-shield card in his hand, or none."""
    q = asked(s)
    return [VetoVeto(q, c) for c in sorted(set(s.hands[q])) if c in BROKEN_SHIELDS] \
        + [NO_VETO_VETO[q]]


def can_veto(s: TafelrundeState, action: object) -> bool:
    """Whether ``action`` is one of :func:`veto_choices`, checked without listing them."""
    q = asked(s)
    if type(action) is NoVeto:
        return action.player == q
    return type(action) is Veto and action.player == q and action.card in SHIELDS and \
        action.card in s.hands[q]


def can_veto_veto(s: TafelrundeState, action: object) -> bool:
    """Whether ``action`` is one of :func:`veto_veto_choices`, checked without listing them."""
    q = asked(s)
    if type(action) is NoVetoVeto:
        return action.player == q
    return type(action) is VetoVeto and action.player == q and action.card in BROKEN_SHIELDS \
        and action.card in s.hands[q]


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


def prompt(s: TafelrundeState, viewer: int) -> str | None:
    """What the window asks, in a sentence for ``viewer``: the player asked learns what
    he may do (with his own cards), everyone else only who is asked."""
    play = s.play
    if s.phase not in (Phase.VETO, Phase.VETO_VETO) or play is None:
        return None
    q = asked(s)
    card = f"{seat(play.player)}'s {CARDS[play.card].name}"
    if s.phase is Phase.VETO:
        if viewer != q:
            return f"{seat(q)} may veto {card} with a shield card, or pass."
        held = [CARDS[c].name for c in sorted(set(s.hands[q])) if c in SHIELDS]
        if not held:
            return f"{seat(q)}: you hold no shield card, so you can only pass (no veto on {card})."
        return f"{seat(q)}: veto {card} with {' or '.join(held)}, or pass."
    vetoer = seat(play.vetoer) if play.vetoer is not None else "a player"
    if viewer != q:
        return f"{seat(q)} may answer {vetoer}'s veto of {card} with a broken shield card, or pass."
    held = [CARDS[c].name for c in sorted(set(s.hands[q])) if c in BROKEN_SHIELDS]
    if not held:
        return (f"{seat(q)}: you hold no broken shield card, so you can only pass (no "
                f"veto-veto of {vetoer}'s veto).")
    return f"{seat(q)}: answer {vetoer}'s veto of {card} with a veto-veto ({' or '.join(held)}), or pass."
