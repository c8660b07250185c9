"""Shadows over Camelot (rule book, Les Chevaliers de la Table Ronde): the set-up, the
turn and every task of the agenda, found in one table each.

The game runs on an *agenda*, a stack of tasks ``(Task, *args)`` (``state.py``): an
automatic task (``AUTOMATIC``) is done at once; a decision (``DECISIONS``) waits for
the knight named first in its args, a chance node (``CHANCES``, integer weights) for
chance; either is then carried out by its handler in ``OUTCOMES``. The rules live in
the rule areas, one module each: ``preparation``, ``turn``, ``siege``, ``piles``,
``quests``, ``evil`` (black cards), ``specials`` (special white cards), ``loyalty``
and ``ending``. Decisions where the rule book is silent are marked [D] and listed in
``docs/decisions/camelot.md``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.chance import Odds
from ..core.errors import IllegalAction
from ..core.protocol import CHANCE, TERMINAL, Game
from . import ending, evil, knights, loyalty, piles, preparation, quests, siege, specials, turn
from .actions import said
from .components import (
    BLACK_COUNTS,
    CAMELOT,
    EXCALIBUR_START,
    KNIGHTS,
    LIFE_START,
    WHITE_COUNTS,
    WHITE_KINDS,
)
from .state import CamelotState, Deeds, Task, Unheld

TITLE = "Shadows over Camelot"

AUTOMATIC: dict[Task, Callable[..., None]] = {
    Task.MERLINS: preparation.deal_merlins,
    Task.ASK_POOL: preparation.ask_pool,
    Task.FIRST_TURN: preparation.first_turn,
    Task.TURN: turn.start_turn,
    Task.ASK_EVIL: turn.ask_evil,
    Task.HEROIC_PHASE: turn.heroic_phase,
    Task.END_TURN: turn.end_turn,
    Task.DEATHS: turn.deaths,
    Task.NEXT_TURN: turn.next_turn,
    Task.SIEGE_END: siege.siege_end,
    Task.DRAW_WHITE: piles.draw_white,
    Task.DRAW_BLACK: piles.draw_black,
    Task.SEE_BLACK: piles.see_black,
    Task.DRAW_AND_RESOLVE: evil.draw_and_resolve,
    Task.AFTER_DRAW: evil.after_draw,
    Task.APPLY_BLACK: evil.apply_black,
    Task.DISCARD_SOME: evil.discard_some,
    Task.SETTLE_COMBAT: quests.settle_combat,
    Task.ARRANGE_START: specials.arrange_start,
    Task.ASK_CONVOCATION: specials.ask_convocation,
    Task.CONVOCATION_DRAW: specials.convocation_draw,
    Task.ASK_TAUNT: loyalty.ask_taunt,
    Task.ASK_TRAITOR_EVIL: loyalty.ask_traitor_evil,
}
"""The tasks done at once, with the task's args."""

DECISIONS: dict[Task, Callable[..., list]] = {
    Task.POOL: preparation.pool_choices,
    Task.EVIL: turn.evil_choices,
    Task.HEROIC: turn.heroic_choices,
    Task.SWAP: turn.swap_choices,
    Task.GRAIL: turn.grail_choices,
    Task.SIEGE: siege.siege_choices,
    Task.KAY: quests.kay_choices,
    Task.ARMOR: evil.armor_choices,
    Task.FACE: evil.face_choices,
    Task.MERLIN: evil.merlin_choices,
    Task.EXCALIBUR: evil.excalibur_choices,
    Task.WAR: evil.war_choices,
    Task.VOLUNTEER: evil.volunteer_choices,
    Task.DISCARD: evil.discard_choices,
    Task.ARRANGE: specials.arrange_choices,
    Task.MESSENGER: specials.messenger_choices,
    Task.CONVOCATION: specials.convocation_choices,
    Task.TAUNT: loyalty.taunt_choices,
    Task.TRAITOR_EVIL: loyalty.traitor_evil_choices,
}
"""What the knight named first in the task's args may decide."""

CHANCES: dict[Task, Callable[..., Odds]] = {
    Task.COAT: preparation.coat_odds,
    Task.LOYALTY: preparation.loyalty_odds,
    Task.LOOK: ending.look_odds,
    Task.POOL_DEAL: preparation.pool_deal_odds,
    Task.D8: siege.d8_odds,
    Task.WHITE: piles.white_odds,
    Task.BLACK: piles.black_odds,
    Task.SEEN: piles.seen_odds,
    Task.LOSE_CARD: loyalty.lose_card_odds,
}
"""What chance decides, with its integer weights."""

OUTCOMES: dict[Task, Callable[..., None]] = {
    Task.COAT: preparation.on_coat,
    Task.LOYALTY: preparation.on_loyalty,
    Task.LOOK: ending.on_look,
    Task.POOL: preparation.on_pool,
    Task.POOL_DEAL: preparation.on_pool_deal,
    Task.EVIL: turn.on_evil,
    Task.HEROIC: turn.on_heroic,
    Task.SWAP: turn.on_swap,
    Task.GRAIL: turn.on_grail,
    Task.SIEGE: siege.on_siege,
    Task.D8: siege.on_d8,
    Task.KAY: quests.on_kay,
    Task.WHITE: piles.on_white,
    Task.BLACK: piles.on_black,
    Task.SEEN: piles.on_seen,
    Task.ARMOR: evil.on_armor,
    Task.FACE: evil.on_face,
    Task.MERLIN: evil.on_merlin,
    Task.EXCALIBUR: evil.on_excalibur,
    Task.WAR: evil.on_war,
    Task.VOLUNTEER: evil.on_volunteer,
    Task.DISCARD: evil.on_discard,
    Task.ARRANGE: specials.on_arrange,
    Task.MESSENGER: specials.on_messenger,
    Task.CONVOCATION: specials.on_convocation,
    Task.TAUNT: loyalty.on_taunt,
    Task.LOSE_CARD: loyalty.on_lose_card,
    Task.TRAITOR_EVIL: loyalty.on_traitor_evil,
}
"""How a decision or a chance outcome is carried out: ``handler(state, action, *args)``."""

NODE_TEXT: dict[Task, str] = {
    Task.COAT: "the coats of arms are dealt", Task.LOYALTY: "the Loyalty cards are dealt",
    Task.LOOK: "the knights look at their Loyalty cards",
    Task.WHITE: "a white card is drawn", Task.BLACK: "a black card is drawn",
    Task.SEEN: "a black card is looked at",
    Task.POOL: "each knight lays a white card on the Round Table",
    Task.POOL_DEAL: "the pooled cards are dealt back", Task.EVIL: "the Progression of Evil",
    Task.HEROIC: "the heroic actions", Task.ARMOR: "Lancelot's Armor: choose the card to resolve",
    Task.FACE: "the drawer lays the black combat card face up or face down",
    Task.MERLIN: "three Merlins may cancel the special black card",
    Task.EXCALIBUR: "Excalibur may cancel the standard black card", Task.WAR: "choose a war",
    Task.VOLUNTEER: "Morgan asks for a volunteer", Task.DISCARD: "discard white cards",
    Task.SIEGE: "fighting a siege engine", Task.D8: "the d8 is rolled",
    Task.KAY: "Sir Kay's extra card", Task.ARRANGE: "Clairvoyance: order the black cards",
    Task.MESSENGER: "the Messenger's cards", Task.CONVOCATION: "the Convocation",
    Task.GRAIL: "the Holy Grail may save a dying knight", Task.SWAP: "King Arthur's exchange",
    Task.TAUNT: "the Traitor picks a knight", Task.LOSE_CARD: "a random white card is lost",
    Task.TRAITOR_EVIL: "the Traitor helps Evil",
}
"""What happens at each decision or chance node, for the refusals."""
assert set(DECISIONS) | set(CHANCES) == set(OUTCOMES) == set(NODE_TEXT), \
    sorted(t.name for t in set(OUTCOMES) ^ set(NODE_TEXT))
assert not set(DECISIONS) & set(CHANCES) and not set(AUTOMATIC) & set(OUTCOMES)
assert set(AUTOMATIC) | set(OUTCOMES) == set(Task), \
    sorted(t.name for t in set(Task) - set(AUTOMATIC) - set(OUTCOMES))


def start(game: Game) -> CamelotState:
    """Rule book, Mise en place: the knights at the Round Table with 4 life points, the
    piles full, every relic on its quest, Excalibur in the middle of its track; then
    the set-up's tasks, up to the first chance node (the coats of arms)."""
    n = game.num_players
    s = CamelotState(
        game=game, knight=[None] * n, seat_of=[None] * len(KNIGHTS), traitor=None, revealed=False,
        loyalty_seen=not game.three_brave_knights,  # type: ignore[attr-defined]
        accused=[False] * n, cleared=[False] * n, knighted=[False] * n, life=[LIFE_START] * n,
        where=[CAMELOT] * n, hands=[[0] * len(WHITE_KINDS) for _ in range(n)],
        deeds=[Deeds() for _ in range(n)],
        white_pile=list(WHITE_COUNTS), white_discard=[0] * len(WHITE_KINDS),
        black_pile=list(BLACK_COUNTS), black_discard=[0] * len(BLACK_COUNTS),
        black_top=[], black_top_seen=[], black_bottom=[], black_bottom_seen=[], drawn=[],
        resolving=None, resolving_seen=0, pool=[0] * len(WHITE_KINDS),
        bk_white=[], bk_black=[], bk_seen=[], ld_stage=0, ld_white=[], ld_black=[], ld_seen=[],
        excalibur_pos=EXCALIBUR_START, excalibur_done=False, grail_white=0, grail_black=[],
        grail_done=False, warriors=[0] * 8, war_cards=[0] * 8, mordred=None, heroism=None,
        relics=[Unheld.ON_QUEST] * 3, dark_forest=False, vivien=False, mists=False, white_swords=0,
        black_swords=0, engines=0, results=[],
        turn=None, turns=0, acts=0, first_kind=None, bought=False, special_used=False,
        swap_used=False, offered=None, free_move_used=False, turn_ended=False, fight_cards=[], roll=None,
        over=False, knights_win=None, end_reason=None,
        agenda=preparation.agenda(n, game.options["traitor"]))
    s.event("Shadows over Camelot: {} knights gather at the Round Table.", n)
    run(s)
    return s


def run(s: CamelotState) -> None:
    """Do the automatic tasks until a decision or a chance node is on top."""
    agenda = s.agenda
    while agenda and not s.over:
        task = agenda[-1]
        auto = AUTOMATIC.get(task[0])
        if auto is None:
            return
        agenda.pop()
        auto(s, *task[1:])
    if s.over:
        agenda.clear()


def current_player(s: CamelotState) -> int:
    if s.over:
        return TERMINAL
    task = s.agenda[-1]
    return CHANCE if task[0] in CHANCES else task[1]


def legal_actions(s: CamelotState) -> list:
    if s.over:
        return []
    task = s.agenda[-1]
    choices = DECISIONS.get(task[0])
    return choices(s, *task[1:]) if choices else []


def chance(s: CamelotState) -> Odds:
    task = s.agenda[-1]
    return CHANCES[task[0]](s, *task[1:])


def _offered(odds: Odds, outcome: object) -> bool:
    """Is ``outcome`` one of the outcomes of weight above 0?"""
    make = odds.outcome
    return any(weight and make(i) == outcome for i, weight in enumerate(odds.weights))


def apply(s: CamelotState, action: Any) -> None:
    """Check ``action`` against the task on top, then carry it out and run on."""
    task = s.agenda[-1]
    code = task[0]
    odds = CHANCES.get(code)
    if odds is not None:
        if not _offered(odds(s, *task[1:]), action):
            raise IllegalAction(f"{TITLE}: this is a chance step ({NODE_TEXT[code]}); "
                                f"{said(action)} is not one of its outcomes")
    elif action not in DECISIONS[code](s, *task[1:]):
        raise IllegalAction(why_not(s, action))
    carry_out(s, action)


def carry_out(s: CamelotState, action: Any) -> None:
    """Carry out an action known to be legal (one just listed, an outcome just drawn),
    and run on."""
    task = s.agenda.pop()
    OUTCOMES[task[0]](s, action, *task[1:])
    run(s)


def returns(s: CamelotState) -> list[float]:
    """1.0 for each winner: the loyal knights (the dead too) or the Traitor."""
    if not s.over:
        return [0.0] * s.n
    return [float((seat == s.traitor) != s.knights_win) for seat in range(s.n)]


def why_not(s: CamelotState, action: object) -> str:
    """The rule that ``action`` breaks at the decision on top, in a sentence."""
    code, seat = s.agenda[-1][0], s.agenda[-1][1]
    knight = getattr(action, "knight", None)
    if knight is not None and knight != s.knight[seat]:
        return (f"{TITLE}: it is {knights.who(s, seat)}'s decision now ({NODE_TEXT[code]}), "
                f"not {said(action)}")
    why = turn.why_not_heroic(s, action, seat) if code is Task.HEROIC else None
    return f"{TITLE}: {said(action)} is not possible now ({NODE_TEXT[code]})" + \
        (f": {why}" if why else "")
