"""Die Tafelrunde (rule book, Michael Schacht): 12 days at Draco's round table.

The game runs: the castles are dealt (each gives a player his two heroes), three cards
to each player, then 12 days. A day has two action rounds; in each, every player from
the start player (who holds the Herold) clockwise plays a card, draws a card or
discards one for 1 silver. Playing a card runs: the targets are named, the dice rolled,
the other players may veto, then the card is carried out. After the second round comes
the pay-out, the Herold moves left and everybody fills up his hand to 3. The richest
player after 12 days wins. Each phase has one handler, in the tables below; the rule
areas are ``preparation``, ``day``, ``turn``, ``declare``, ``rolling``, ``veto``,
``resolve`` (with the cards' own effects in ``effects``) and ``payout``. Decisions
where the rule book is silent are marked [D] and listed in ``docs/decisions/tafelrunde.md``.
"""
from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from ..core.chance import Chance
from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, TERMINAL, Game
from . import day, declare, effects, preparation, resolve, rolling, turn, veto
from .actions import Choose, DealCastles, Decision, DiscardCard, DrawCard, Pass, PlayCard, Roll, seat
from .components import CARDS, COLOURS, HEROES
from .state import Phase, TafelrundeState

TITLE = "Die Tafelrunde"


def chance_decides(s: TafelrundeState) -> int:
    return CHANCE


def game_over(s: TafelrundeState) -> int:
    return TERMINAL


WHO: dict[Phase, Callable[[TafelrundeState], int]] = {
    Phase.CASTLES: chance_decides,
    Phase.DRAW: chance_decides,
    Phase.TURN: turn.player,
    Phase.TARGET: declare.card_player,
    Phase.ORDER: declare.card_player,
    Phase.ROLL: chance_decides,
    Phase.REROLL: rolling.decider,
    Phase.VETO: veto.asked,
    Phase.VETO_VETO: veto.asked,
    Phase.STEAL: chance_decides,
    Phase.MOVE_HERO: resolve.mover,
    Phase.TAKE: declare.card_player,
    Phase.OVER: game_over,
}
"""Who is to move, by phase: a seat, CHANCE or TERMINAL."""

DECISIONS: dict[Phase, Callable[[TafelrundeState], list]] = {
    Phase.TURN: turn.choices,
    Phase.TARGET: declare.targets,
    Phase.ORDER: rolling.order_choices,
    Phase.REROLL: rolling.reroll_choices,
    Phase.VETO: veto.veto_choices,
    Phase.VETO_VETO: veto.veto_veto_choices,
    Phase.MOVE_HERO: resolve.move_choices,
    Phase.TAKE: resolve.take_choices,
}
"""What the player to move may decide, by phase."""

CHANCES: dict[Phase, Callable[[TafelrundeState], Chance]] = {
    Phase.CASTLES: preparation.castle_odds,
    Phase.DRAW: day.draw_odds,
    Phase.ROLL: rolling.odds,
    Phase.STEAL: resolve.steal_odds,
}
"""What chance decides, by phase, with its integer weights."""


def offered(s: TafelrundeState, action: object) -> bool:
    """A decision may be made when it is one of the choices offered now."""
    return action in DECISIONS[s.phase](s)


HANDLERS: dict[Phase, tuple[Callable[[TafelrundeState, Any], bool],
                            Callable[[TafelrundeState, Any], None]]] = {
    Phase.CASTLES: (preparation.can_deal, preparation.deal_castles),
    Phase.DRAW: (day.can_draw_card, day.draw_card),
    Phase.TURN: (turn.can_decide, turn.decide),
    Phase.TARGET: (declare.can_name, declare.name_target),
    Phase.ORDER: (offered, rolling.name_roller),
    Phase.ROLL: (rolling.can_roll, rolling.roll),
    Phase.REROLL: (offered, rolling.decide_reroll),
    Phase.VETO: (veto.can_veto, veto.decide_veto),
    Phase.VETO_VETO: (veto.can_veto_veto, veto.decide_veto_veto),
    Phase.STEAL: (resolve.can_steal, resolve.steal),
    Phase.MOVE_HERO: (offered, resolve.move),
    Phase.TAKE: (offered, resolve.take),
}
"""One handler per phase: whether an action or outcome may be applied now, and doing it."""


def start(game: Game) -> TafelrundeState:
    """Rule book, Preparations (``preparation``)."""
    return preparation.new_state(game)


def current_player(s: TafelrundeState) -> int:
    return WHO[s.phase](s)


def legal_actions(s: TafelrundeState) -> list[Decision]:
    choices = DECISIONS.get(s.phase)
    return choices(s) if choices else []


def chance(s: TafelrundeState) -> Chance:
    return CHANCES[s.phase](s)


def apply(s: TafelrundeState, action: object) -> None:
    """Check ``action`` against the phase's rule, then carry it out."""
    allowed, do = HANDLERS[s.phase]
    problem = out_of_range(s, action)
    if problem is not None:
        raise IllegalAction(problem)
    if not allowed(s, action):
        raise IllegalAction(why_not(s, action))
    do(s, action)


def carry_out(s: TafelrundeState, action: Any) -> None:
    """Carry out an action known to be legal (one just listed, an outcome just drawn)."""
    HANDLERS[s.phase][1](s, action)


BOUNDS = {"card": len(CARDS), "hero": len(HEROES)}
"""The sizes of the tables an action's index fields point into; a seat's is the players'."""
SEAT_FIELDS = ("player", "seat", "victim")


@functools.cache
def indexed(kind: type) -> tuple[str, ...]:
    """The fields of the action class ``kind`` that index a table: a card, a hero or a
    seat (worked out once per class)."""
    names = {f.name for f in dataclasses.fields(kind)} if dataclasses.is_dataclass(kind) else set()
    return tuple(name for name in (*BOUNDS, *SEAT_FIELDS) if name in names)


def out_of_range(s: TafelrundeState, action: object) -> str | None:
    """Why a field of ``action`` names something the game does not have (a card, a hero,
    a seat, a die, a castle colour), before any table is looked up with it; else None."""
    kind: type = type(action)
    for name in indexed(kind):
        value = getattr(action, name)
        size = BOUNDS.get(name, s.n)
        if type(value) is int and not 0 <= value < size:
            return f"{TITLE}: {type(action).__name__}.{name} is {value}, not one of 0 to {size - 1}"
    if type(action) is Roll and not 1 <= action.value <= 6:
        return f"{TITLE}: the lowest of two dice is 1 to 6, not {action.value}"
    if type(action) is DealCastles and not all(0 <= c < len(COLOURS) for c in action.colours):
        return f"{TITLE}: the castles are colours 0 to {len(COLOURS) - 1}, not {action.colours}"
    return None


def returns(s: TafelrundeState) -> list[float]:
    if s.phase is not Phase.OVER:
        return [0.0] * s.n
    return [1.0 if p == s.winner else 0.0 for p in range(s.n)]


def why_not(s: TafelrundeState, action: object) -> str:
    """The rule that ``action`` breaks here, in a sentence."""
    phase = s.phase
    actor = current_player(s)
    if actor == CHANCE:
        return (f"{TITLE}: this is a chance step ({phase.label}); {action!s} is not one of "
                "its outcomes")
    player = getattr(action, "player", None)
    if player != actor:
        return f"{TITLE}: it is {seat(actor)}'s decision ({phase.label}), not {action!s}"
    if phase is Phase.TURN:
        assert isinstance(player, int)
        if isinstance(action, (PlayCard, DiscardCard)) and action.card not in s.hands[player]:
            return f"{TITLE}: {seat(player)} has no {CARDS[action.card].name} in his hand"
        if isinstance(action, PlayCard):
            kind = CARDS[action.card]
            price = effects.PRICE.get(kind.key, 0)
            if s.silver[player] < price:
                return (f"{TITLE}: {kind.name} costs {price} silver and {seat(player)} has "
                        f"{s.silver[player]}: \"If you don't have enough money, you're not "
                        "allowed to play the card.\"")
            return (f"{TITLE}: {kind.name} cannot be played now (nobody has a card to take, "
                    "or the discard pile is empty)")
        if isinstance(action, DrawCard):
            return (f"{TITLE}: \"It is not allowed to have more than 5 handcards\" (or there "
                    "is no card left to draw)")
        if isinstance(action, DiscardCard):
            return f"{TITLE}: discarding a card for silver \"is only one time a day possible\""
        if isinstance(action, Pass):
            return f"{TITLE}: a player may pass only when no action is possible"
    if phase in (Phase.TARGET, Phase.ORDER) and isinstance(action, Choose) and s.play is not None:
        return (f"{TITLE}: {action!s} is not one of the choices "
                f"{CARDS[s.play.card].name} offers now")
    return (f"{TITLE}: {action!s} is not possible now ({phase.label}; possible: "
            f"{', '.join(str(a) for a in legal_actions(s)[:6])} …)")
