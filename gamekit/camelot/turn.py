"""A knight's turn (rule book, Tour de Jeu): the Progression of Evil (draw a black
card, add a siege engine or lose a life point), then one heroic action (move, the
quest's action, a special white card, heal, accuse) and perhaps a second of another
kind for a life point (the official FAQ). King Arthur's exchange is his free action.
Knights brought to 0 life points die at the end of the turn unless the Holy Grail
saves them (Book of Quests)."""
from __future__ import annotations

from . import ending, knights, loyalty, piles, quests, specials
from .actions import (
    ACCUSE,
    ADD_ENGINE,
    DRAW_BLACK,
    HEAL,
    LOSE_LIFE,
    MOVE,
    QUEST_ACTION,
    SPECIAL_CARD,
    Accuse,
    ArthurSwap,
    Decision,
    DrawWhiteCards,
    EndTurn,
    FightSiegeEngine,
    Heal,
    Move,
    OfferGrail,
    PlayFight,
    PlayGrail,
    PlaySpecial,
    RaiseExcalibur,
    RevealTraitor,
    SecondAction,
    SwapBack,
)
from .actions import Evil as EvilChoice
from .components import (
    ARTHUR,
    BLACK_KNIGHT,
    CAMELOT,
    DRAGON,
    FIGHTS,
    GALAHAD,
    GAWAIN,
    GAWAIN_DRAW,
    GRAIL,
    GRAIL_QUEST,
    GRAIL_RELIC_LIFE,
    HAND_DRAW_BLOCK,
    HEAL_IDENTICAL,
    LANCELOT,
    LIFE_MAX,
    MERLIN,
    PERCIVAL,
    RELIC_GRAIL,
    ROUND_TABLE_DRAW,
    TRISTAN,
    WARS,
    WHITE_KINDS,
    WHITE_NAMES,
    quest_name,
)
from .quests import SOLO
from .state import CamelotState, Place, Task, Unheld

HEROIC_KIND = {Move: MOVE, DrawWhiteCards: QUEST_ACTION, FightSiegeEngine: QUEST_ACTION,
               PlayFight: QUEST_ACTION, PlayGrail: QUEST_ACTION, RaiseExcalibur: QUEST_ACTION,
               PlaySpecial: SPECIAL_CARD, Heal: HEAL, Accuse: ACCUSE}
"""The kind (a-e, rule book) of each heroic action."""


def _move_text(action: Move) -> str:
    return "returns to Camelot" if action.quest == CAMELOT else f"goes to {quest_name(action.quest)}"


def start_turn(s: CamelotState, seat: int) -> None:
    s.turn = seat
    s.turns += 1
    s.acts, s.first_kind, s.bought = 0, None, False
    s.special_used = s.swap_used = s.free_move_used = s.turn_ended = False
    s.event("Turn {}: {}.", s.turns, knights.who(s, seat))
    s.agenda.append((Task.END_TURN, seat))
    if s.where[seat] is Place.UNMASKED:
        loyalty.push_traitor_turn(s, seat)
        return
    s.agenda.append((Task.HEROIC_PHASE, seat))
    s.agenda.append((Task.ASK_EVIL, seat))
    if s.knight[seat] == PERCIVAL and knights.has_power(s, seat) \
            and (s.black_size or sum(s.black_discard)):
        s.event("{} looks at the top black card.", knights.who(s, seat))
        s.agenda.append((Task.SEE_BLACK, seat, 0))


def ask_evil(s: CamelotState, seat: int) -> None:
    s.agenda.append((Task.EVIL, seat))


def evil_choices(s: CamelotState, seat: int) -> list:
    """Rule book, Progression du Mal: exactly one of three; the traitor who knows
    himself may unmask himself first."""
    k = knights.knight_at(s, seat)
    actions: list[EvilChoice | RevealTraitor] = []
    if s.black_size or sum(s.black_discard):
        actions.append(EvilChoice(k, DRAW_BLACK))
    actions.append(EvilChoice(k, ADD_ENGINE))
    if s.life[seat] > 0:
        actions.append(EvilChoice(k, LOSE_LIFE))
    if seat == s.traitor and s.loyalty_seen:
        actions.append(RevealTraitor(k))
    return actions


def on_evil(s: CamelotState, action, seat: int) -> None:
    if isinstance(action, RevealTraitor):
        loyalty.reveal_self(s, seat)
        return
    choice = action.choice
    if choice == DRAW_BLACK:
        s.agenda.append((Task.DRAW_AND_RESOLVE, seat))
    elif choice == ADD_ENGINE:
        s.deeds[seat].siege_engines_added += 1
        s.event("{} adds a siege engine.", knights.who(s, seat))
        ending.add_engines(s, 1)
    else:
        s.deeds[seat].life_points_given += 1
        knights.lose(s, seat, 1, "Progression of Evil")


def heroic_phase(s: CamelotState, seat: int) -> None:
    if not s.turn_ended and knights.in_play(s, seat):
        s.agenda.append((Task.HEROIC, seat))


# -- heroic actions ---------------------------------------------------------------------------
def heroic_actions(s: CamelotState, seat: int) -> dict[int, list]:
    """Every heroic action ``seat`` could take now, by kind (a-e, rule book)."""
    k, hand, here = s.knight[seat], s.hands[seat], s.where[seat]
    assert k is not None, "the coats of arms are dealt first"
    moves = [Move(k, q) for q in destinations(s, seat)]
    quest: list[Decision] = []
    if here == CAMELOT:
        if sum(hand) < HAND_DRAW_BLOCK and (s.white_left or sum(s.white_discard)):
            quest.append(DrawWhiteCards(k))
        if s.engines:
            quest.extend(FightSiegeEngine(k, v) for v in FIGHTS if hand[v])
    elif here in (BLACK_KNIGHT, LANCELOT, DRAGON) or here in WARS:
        quest.extend(PlayFight(k, here, v) for v in quests.playable_fights(s, seat, here))
    elif here == GRAIL_QUEST:
        if hand[GRAIL] and not s.dark_forest:
            quest.append(PlayGrail(k))
    else:   # Excalibur
        quest.extend(RaiseExcalibur(k, c) for c in WHITE_KINDS if hand[c])
    special = [] if s.special_used else specials.special_plays(s, seat)
    heal = [Heal(k, c) for c in WHITE_KINDS if hand[c] >= HEAL_IDENTICAL] \
        if s.life[seat] < LIFE_MAX else []
    accuse = [Accuse(k, knights.knight_at(s, t)) for t in knights.order_from(s, seat)[1:]] \
        if loyalty.can_accuse(s, seat) else []
    return {MOVE: moves, QUEST_ACTION: quest, SPECIAL_CARD: special, HEAL: heal,
            ACCUSE: accuse}


def destinations(s: CamelotState, seat: int) -> list[int]:
    """Where a knight may go: Camelot or an open quest, a solo quest only if no
    other knight is on it (BQ)."""
    here = s.where[seat]
    where = s.where
    return [q for q in [CAMELOT, *quests.open_quests(s)] if q != here
            and not (q in SOLO and q in where)]


def free_move(s: CamelotState, seat: int) -> bool:
    """Sir Tristan leaves Camelot without spending a heroic action (FAQ)."""
    return (s.knight[seat] == TRISTAN and s.where[seat] == CAMELOT
            and not s.free_move_used and knights.has_power(s, seat))


def free_special(s: CamelotState, seat: int) -> bool:
    """Sir Galahad plays his special white card without spending an action."""
    return s.knight[seat] == GALAHAD and knights.has_power(s, seat)


def heroic_choices(s: CamelotState, seat: int) -> list:
    by_kind = heroic_actions(s, seat)
    free = []
    if free_move(s, seat):
        free += by_kind.pop(MOVE)
        by_kind[MOVE] = []
    if free_special(s, seat):
        free += by_kind.pop(SPECIAL_CARD)
        by_kind[SPECIAL_CARD] = []
    k = s.knight[seat]
    assert k is not None, "the coats of arms are dealt first"
    if k == ARTHUR and not s.swap_used and knights.has_power(s, seat):
        hand = s.hands[seat]
        free += [ArthurSwap(k, c, knights.knight_at(s, t)) for t in knights.order_from(s, seat)[1:]
                 if sum(s.hands[t]) for c in WHITE_KINDS if hand[c]]
    if s.acts == 0:
        paid = [a for kind in by_kind.values() for a in kind]
        return paid + free if paid else free + [EndTurn(k)]
    others = [a for kind, acts in by_kind.items() if kind != s.first_kind for a in acts]
    if s.acts == 1 and s.bought and others:
        return others + free
    if s.acts == 1 and others and s.life[seat] > 0:
        free.append(SecondAction(k))
    return free + [EndTurn(k)]


def on_heroic(s: CamelotState, action, seat: int) -> None:
    cls = type(action)
    if cls is EndTurn:
        s.event("{} ends his turn.", knights.who(s, seat))
        return
    s.agenda.append((Task.HEROIC_PHASE, seat))
    if cls is SecondAction:
        s.bought = True
        knights.lose(s, seat, 1, "sacrificed for a second heroic action")
        return
    if cls is ArthurSwap:
        s.swap_used = True
        s.hands[seat][action.card] -= 1
        s.offered = action.card
        partner = knights.seat_at(s, action.target)
        s.event("{} offers a white card face down to {}.", knights.who(s, seat), knights.who(s, partner))
        s.agenda.append((Task.SWAP, partner, seat))
        return
    kind = HEROIC_KIND[cls]
    if kind == QUEST_ACTION and cls is not DrawWhiteCards:
        s.deeds[seat].cards_laid += 1
    free = (kind == MOVE and free_move(s, seat)) or \
        (kind == SPECIAL_CARD and free_special(s, seat))
    if kind == MOVE and free_move(s, seat):
        s.free_move_used = True
    if not free:
        s.acts += 1
        if s.first_kind is None:
            s.first_kind = kind
    if cls is Move:
        quests.leave(s, seat)
        s.where[seat] = action.quest
        s.event("{} {}.", knights.who(s, seat), _move_text(action))
    elif cls is DrawWhiteCards:
        draws = GAWAIN_DRAW if s.knight[seat] == GAWAIN and knights.has_power(s, seat) \
            else ROUND_TABLE_DRAW
        s.event("{} draws {} white cards at the Round Table.", knights.who(s, seat), draws)
        for _ in range(draws):
            s.agenda.append((Task.DRAW_WHITE, seat))
    elif cls is FightSiegeEngine:
        s.hands[seat][action.card] -= 1
        s.fight_cards = [action.card]
        s.roll = None
        s.event("{} attacks a siege engine with {}.", knights.who(s, seat),
                WHITE_NAMES[action.card])
        s.agenda.append((Task.SIEGE, seat))
    elif cls is PlayFight:
        quests.play_fight(s, seat, action.quest, action.card)
    elif cls is PlayGrail:
        quests.play_grail(s, seat)
    elif cls is RaiseExcalibur:
        s.hands[seat][action.card] -= 1
        piles.discard_white(s, action.card)
        s.event("{} casts {} into the lake.", knights.who(s, seat), WHITE_NAMES[action.card])
        quests.raise_excalibur(s, seat)
    elif cls is PlaySpecial:
        specials.play_special(s, seat, action)
    elif cls is Heal:
        s.hands[seat][action.card] -= HEAL_IDENTICAL
        piles.discard_white(s, action.card, HEAL_IDENTICAL)
        s.event("{} discards three {}.", knights.who(s, seat), WHITE_NAMES[action.card])
        knights.gain(s, seat, 1, "healing")
    elif cls is Accuse:
        loyalty.accuse(s, seat, knights.seat_at(s, action.target))


# -- King Arthur's exchange --------------------------------------------------------------------
def swap_choices(s: CamelotState, seat: int, arthur: int) -> list:
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    return [SwapBack(k, c) for c in WHITE_KINDS if hand[c]]


def on_swap(s: CamelotState, action: SwapBack, seat: int, arthur: int) -> None:
    """DoW-K: the two cards change hands face down; the other knight must take part.
    The card he receives shows in his hand; the log tells him only what he gave, which
    his answer alone decides."""
    card = s.offered
    assert card is not None, "King Arthur offered a card"
    s.offered = None
    s.hands[seat][action.card] -= 1
    s.hands[arthur][action.card] += 1
    s.hands[seat][card] += 1
    s.event("{} and {} exchange a white card.", knights.who(s, arthur), knights.who(s, seat))
    s.event("{} hands {} to {}.", knights.who(s, seat), WHITE_NAMES[action.card],
            knights.who(s, arthur), seat=seat)
    s.event("{} receives {} from {} for {}.", knights.who(s, arthur), WHITE_NAMES[action.card],
            knights.who(s, seat), WHITE_NAMES[card], seat=arthur)


# -- the end of the turn: death ----------------------------------------------------------------
def end_turn(s: CamelotState, seat: int) -> None:
    s.agenda.append((Task.NEXT_TURN, seat))
    s.agenda.append((Task.DEATHS, seat))


def deaths(s: CamelotState, seat: int) -> None:
    """Knights at 0 life points die at the end of the turn, unless the holder of the
    Holy Grail lets them drink (BQ). A dead knight discards his white cards and
    loses his relics; his Loyalty card stays hidden."""
    holder = s.relics[RELIC_GRAIL]
    for t in knights.order_from(s, seat):
        if s.life[t] == 0:
            if type(holder) is int:
                s.agenda.append((Task.DEATHS, seat))
                s.agenda.append((Task.GRAIL, holder, t))
                return
            die(s, t)
    ending.check_loyal_knights(s)


def grail_choices(s: CamelotState, seat: int, dying: int) -> list:
    k, d = knights.knight_at(s, seat), knights.knight_at(s, dying)
    return [OfferGrail(k, d, True), OfferGrail(k, d, False)]


def on_grail(s: CamelotState, action: OfferGrail, seat: int, dying: int) -> None:
    if action.yes:
        s.relics[RELIC_GRAIL] = Unheld.GONE
        s.life[dying] = GRAIL_RELIC_LIFE
        s.event("{} drinks from the Holy Grail: {} life points. The Grail leaves the game.",
                knights.who(s, dying), GRAIL_RELIC_LIFE)
    else:
        die(s, dying)


def die(s: CamelotState, seat: int) -> None:
    s.event("{} dies.", knights.who(s, seat))
    piles.discard_hand(s, seat)
    quests.leave(s, seat)
    s.where[seat] = Place.DEAD
    for relic in range(3):
        if s.relics[relic] == seat:
            s.relics[relic] = Unheld.GONE


def next_turn(s: CamelotState, seat: int) -> None:
    n = s.n
    for i in range(1, n + 1):
        t = (seat + i) % n
        if s.where[t] is not Place.DEAD:
            s.agenda.append((Task.TURN, t))
            return


# -- why a heroic action is refused ----------------------------------------------
def why_not_heroic(s: CamelotState, action: object, seat: int) -> str | None:
    """Why ``action`` is not one of ``seat``'s heroic actions now, when a rule says so."""
    hand = s.hands[seat]
    card = getattr(action, "card", None)
    kind = HEROIC_KIND.get(type(action))
    if card is not None and isinstance(card, int) and not isinstance(action, ArthurSwap) \
            and 0 <= card < len(hand) and not hand[card]:
        return f"{knights.who(s, seat)} holds no {WHITE_NAMES[card]}"
    if s.acts >= 2 or (s.acts == 1 and not s.bought and kind is not None):
        return "one heroic action a turn; a second costs a life point and must be of another kind"
    if s.acts == 1 and kind == s.first_kind:
        return "a second heroic action must be of another kind (FAQ)"
    if isinstance(action, DrawWhiteCards) and sum(hand) >= HAND_DRAW_BLOCK:
        return f"a knight holding {HAND_DRAW_BLOCK} or more white cards may not draw"
    if isinstance(action, PlayFight) and action.quest in (BLACK_KNIGHT, LANCELOT, DRAGON):
        return f"the Fight cards on {quest_name(action.quest)} must still be able to form its pattern"
    if isinstance(action, PlayFight) and action.quest in WARS:
        return f"{quest_name(action.quest)} wants Fight {quests.war_next(s, action.quest)} next"
    if isinstance(action, PlayGrail) and s.dark_forest:
        return "the Dark Forest: no Grail card until a quest is won"
    if isinstance(action, PlaySpecial):
        if s.special_used:
            return "one special white card a turn"
        if action.card == MERLIN and s.vivien:
            return "Vivien: no Merlin until a quest is won"
    if isinstance(action, Accuse):
        return ("accusations need 6 siege engines or 6 swords, once per knight, "
                "and a traitor who may still be hidden")
    if isinstance(action, Move):
        return "a solo quest takes one knight, and a finished quest is gone"
    if isinstance(action, Heal):
        return f"healing needs three identical white cards and less than {LIFE_MAX} life points"
    if isinstance(action, (ArthurSwap, SecondAction)):
        return "King Arthur swaps once a turn; a second action costs a life point"
    return None

