"""Tavern Trouble (rule book): deals of 2-4 cards, clash counts, nine abilities.

A deal runs: the deal (a chance node per player: his two cards), the draw (from the
dealer's left, each player takes a third card or stands, then a fourth or stops),
the abilities (from the dealer's left, each player may show pairs and use them),
and the reveal (everyone loses the gap between his clash count and the best). The
last player with life wins. Each phase has one handler, in the tables below; the rule
areas are ``deal``, ``draw``, ``abilities``, ``reveal`` and ``life``. Decisions where
the rule book is silent are marked [D] and listed in ``docs/decisions/tavern_trouble.md``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.chance import Chance
from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, TERMINAL, Game
from . import abilities, deal, draw
from .actions import Decision, TakeCard, UseAbility, seat
from .components import KINDS, PLURAL, UNDEAD
from .state import Phase, TavernTroubleState

TITLE = "Tavern Trouble"

DECISIONS: dict[Phase, Callable[[TavernTroubleState], list]] = {
    Phase.DRAW: draw.choices,
    Phase.ABILITIES: abilities.choices,
    Phase.GOBLIN_TARGET: abilities.goblin_targets,
}
"""What the player in turn may decide, by phase."""

CHANCES: dict[Phase, Callable[[TavernTroubleState], Chance]] = {
    Phase.DEAL: deal.odds,
    Phase.DRAW_CARD: draw.odds,
    Phase.ABILITY_DRAW: abilities.draw_odds,
    Phase.UNDEAD_REMOVAL: abilities.removal_odds,
}
"""What chance decides, by phase, with its integer weights."""

HANDLERS: dict[Phase, tuple[Callable[[TavernTroubleState, Any], bool],
                             Callable[[TavernTroubleState, Any], None]]] = {
    Phase.DEAL: (deal.can_deal, deal.apply_deal),
    Phase.DRAW: (draw.can_decide, draw.decide),
    Phase.DRAW_CARD: (draw.can_draw, draw.apply_draw),
    Phase.ABILITIES: (abilities.can_decide, abilities.decide),
    Phase.ABILITY_DRAW: (abilities.can_draw, abilities.apply_draw),
    Phase.GOBLIN_TARGET: (abilities.can_aim, abilities.aim_goblins),
    Phase.UNDEAD_REMOVAL: (abilities.can_remove, abilities.remove),
}
"""One handler per phase: whether an action or outcome may be applied now, and doing it."""


def start(game: Game) -> TavernTroubleState:
    """Rule book, Setup: every player's life token on 20; Player 1 deals first [D]."""
    n = game.num_players
    s = TavernTroubleState(
        game=game, life=[game.options["life"]] * n, dealer=n - 1, deals=0, order=(), pos=0,
        phase=Phase.DEAL, deck=[], hands=[[] for _ in range(n)], shown=[[] for _ in range(n)],
        spent=[[] for _ in range(n)],
        barbarian=[False] * n, discarded=[], seen=[[()] * n for _ in range(n)])
    deal.start_deal(s)
    return s


def current_player(s: TavernTroubleState) -> int:
    phase = s.phase
    if phase in DECISIONS:
        return s.order[s.pos]
    if phase is Phase.OVER:
        return TERMINAL
    return CHANCE


def legal_actions(s: TavernTroubleState) -> list[Decision]:
    choices = DECISIONS.get(s.phase)
    return choices(s) if choices else []


def chance(s: TavernTroubleState) -> Chance:
    return CHANCES[s.phase](s)


def apply(s: TavernTroubleState, action: object) -> None:
    """Check ``action`` against the phase's rule, then carry it out."""
    allowed, do = HANDLERS[s.phase]
    if not allowed(s, action):
        raise IllegalAction(why_not(s, action))
    do(s, action)


def carry_out(s: TavernTroubleState, action: Any) -> None:
    """Carry out an action known to be legal (one just listed, an outcome just drawn)."""
    HANDLERS[s.phase][1](s, action)


def returns(s: TavernTroubleState) -> list[float]:
    if s.phase is not Phase.OVER:
        return [0.0] * s.n
    return [1.0 if p == s.winner else 0.0 for p in range(s.n)]


def why_not(s: TavernTroubleState, action: object) -> str:
    """The rule that ``action`` breaks here, in a sentence."""
    phase = s.phase
    player = getattr(action, "player", None)
    if current_player(s) == CHANCE:
        return (f"{TITLE}: this is a chance step ({phase.label}); {action!r} is not one of "
                "its outcomes")
    if not isinstance(player, int) or not 0 <= player < s.n:
        return f"{TITLE}: {action!r} is not a move of a player in this game"
    kind = getattr(action, "kind", None)
    if kind is not None and kind not in KINDS:
        return f"{TITLE}: {action!r}: a kind is named by its power, 1 to 9"
    if isinstance(action, TakeCard) and (action.nth > 4 or len(s.hands[player]) >= 4):
        return f"{TITLE}: no fifth card; a player takes at most a third and then a final fourth card"
    if player != s.turn:
        return f"{TITLE}: it is {seat(s.turn)}'s decision, not {action!s}"
    if isinstance(action, TakeCard) and not s.deck_size:
        return f"{TITLE}: the deck is empty, so no card can be drawn [D]"
    target = getattr(action, "target", None)
    if target is not None and not (0 <= target < s.n and s.life[target] > 0):
        return f"{TITLE}: {action!s}: an ability can only target a player still in the game"
    if isinstance(action, UseAbility):
        if s.hands[player].count(action.kind) < 2:
            return (f"{TITLE}: {seat(player)} does not hold two {PLURAL[action.kind]}; "
                    "an ability needs a pair of its kind")
        if action.kind in s.shown[player]:
            return (f"{TITLE}: the {PLURAL[action.kind]} were already used this deal; "
                    "each kind's ability once per deal [D]")
        if s.hands[player].count(action.kind) - s.spent[player].count(action.kind) < 2:
            return (f"{TITLE}: these {PLURAL[action.kind]} were already shown for an ability "
                    "this deal; a pair is spent once used [D]")
        if target == player and action.kind != UNDEAD:
            return f"{TITLE}: {action!s}: this ability targets another player"
    return f"{TITLE}: {action!s} is not possible in the {phase.label} phase now"
