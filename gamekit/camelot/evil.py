"""The Progression of Evil: drawing a black card and what it does (rule book, phase 1;
Book of Quests, card manifest).

A drawn card goes through: Lancelot's Armor (its holder draws two and keeps one); a
combat card for an open quest is then laid face up or, by the drawer's choice, face
down; the 3-Merlin cancel (special cards) or Excalibur's cancel (standard cards), then
its effect. Standard cards whose quest is over become siege engines. The card under
way is ``state.resolving``, with who knows it.
"""
from __future__ import annotations

from . import ending, knights, piles, quests
from .actions import (
    ChooseWar,
    Discard,
    ExcaliburCancel,
    KeepBlack,
    LayBlack,
    MerlinCancel,
    Volunteer,
)
from .components import (
    BLACK_EFFECT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_SPECIAL,
    CAMELOT,
    COMBAT_CARDS,
    DARK_FOREST,
    DESOLATION,
    DESPAIR,
    EXCALIBUR_CARD,
    GUINEVERE,
    MERCENARIES,
    MERLIN,
    MISTS_OF_AVALON,
    MORDRED,
    MORGAN_1,
    MORGAN_1_DISCARD,
    MORGAN_2,
    MORGAN_2_DRAWS,
    MORGAN_3,
    MORGAN_3_ENGINES,
    MORGAN_4,
    MORGAN_5,
    MORGAN_5_LIFE,
    PICTS,
    PICTS_CARD,
    RELIC_ARMOR,
    RELIC_EXCALIBUR,
    SAXONS,
    SAXONS_CARD,
    VIVIEN,
    WARS,
    WHITE_KINDS,
    WHITE_NAMES,
    quest_name,
)
from .state import CamelotState, Task, Unheld

MERLINS_TO_CANCEL = 3
"""Three Merlins played together cancel a special black card (Book of Quests)."""


def draw_and_resolve(s: CamelotState, seat: int) -> None:
    """Draw the top black card and resolve it; Lancelot's Armor draws two (BQ)."""
    s.agenda.append((Task.AFTER_DRAW, seat))
    draws = 2 if s.relics[RELIC_ARMOR] == seat else 1
    for _ in range(draws):
        s.agenda.append((Task.DRAW_BLACK, seat))


def after_draw(s: CamelotState, seat: int) -> None:
    """Announce the card drawn; with Lancelot's Armor its holder first keeps one of the
    two, even two alike, so that nobody learns from his being asked what they are."""
    drawn = s.drawn
    if len(drawn) == 2:
        s.event("{} draws two black cards with Lancelot's Armor.", knights.who(s, seat))
        s.event("{} draws {} and {}.", knights.who(s, seat), BLACK_NAMES[drawn[0]],
                BLACK_NAMES[drawn[1]], seat=seat)
        s.agenda.append((Task.ARMOR, seat))
    elif drawn:
        _resolve_black(s, seat, drawn.pop())


def armor_choices(s: CamelotState, seat: int) -> list:
    k = knights.knight_at(s, seat)
    return [KeepBlack(k, c) for c in sorted(set(s.drawn))]


def on_armor(s: CamelotState, action: KeepBlack, seat: int) -> None:
    drawn = s.drawn
    drawn.remove(action.card)
    piles.put_under(s, seat, drawn.pop())
    s.event("{} puts one card under the black pile.", knights.who(s, seat))
    _resolve_black(s, seat, action.card)


# -- the card announced, laid, perhaps cancelled ----------------------------------------
def _resolve_black(s: CamelotState, seat: int, card: int) -> None:
    """Announce ``card``. A combat card for an open quest is the drawer's to lay face
    up or face down; any other card is shown, and its cancel window opens."""
    s.deeds[seat].black_cards += 1
    s.resolving, s.resolving_seen = card, 1 << seat
    if card in COMBAT_CARDS and quests.combat_quest_of(s, card) is not None:
        s.event("{} draws a {} card.", knights.who(s, seat),
                "Black Knight" if card in BLACK_KNIGHT_CARDS else "Lancelot/Dragon")
        s.event("{} reads {}.", knights.who(s, seat), BLACK_NAMES[card], seat=seat)
        s.agenda.append((Task.FACE, seat))
        return
    s.resolving_seen = everyone(s)
    s.event("{} draws {}: {}", knights.who(s, seat), BLACK_NAMES[card], BLACK_EFFECT[card])
    s.agenda.append((Task.APPLY_BLACK, seat))
    if BLACK_SPECIAL[card]:
        if not s.vivien:
            ask_merlin(s, seat, tuple(knights.order_from(s, seat)), ())
    else:
        _ask_excalibur(s, seat)


def everyone(s: CamelotState) -> int:
    """The bit mask of every seat."""
    return (1 << s.n) - 1


def resolving_card(s: CamelotState) -> int:
    card = s.resolving
    assert card is not None, "a black card is being resolved"
    return card


def face_choices(s: CamelotState, seat: int) -> list:
    """Revised from BQ and CM: face up, or face down and a white card for the drawer."""
    k, card = knights.knight_at(s, seat), resolving_card(s)
    return [LayBlack(k, card, False), LayBlack(k, card, True)]


def on_face(s: CamelotState, action: LayBlack, seat: int) -> None:
    if action.face_down:
        s.event("{} lays the card face down.", knights.who(s, seat))
    else:
        s.resolving_seen = everyone(s)
        s.event("{} lays {} face up.", knights.who(s, seat), BLACK_NAMES[action.card])
    s.agenda.append((Task.APPLY_BLACK, seat))
    _ask_excalibur(s, seat)


def _ask_excalibur(s: CamelotState, seat: int) -> None:
    holder = s.relics[RELIC_EXCALIBUR]
    if type(holder) is int:
        s.agenda.append((Task.EXCALIBUR, holder, seat))


def ask_merlin(s: CamelotState, drawer: int, order: tuple, offers: tuple) -> None:
    """BQ: three Merlins played together right after a special black card is drawn
    cancel it. Every knight in turn from the drawer is asked, Merlin or none, so that
    nobody learns who holds one [D]; the window closes when three are offered or
    everyone has been asked, and offered Merlins go back to their hands if too few."""
    card = resolving_card(s)
    if len(offers) >= MERLINS_TO_CANCEL:
        s.agenda.pop()                     # the card's effect, now cancelled
        for t in offers:
            s.hands[t][MERLIN] -= 1
            piles.discard_white(s, MERLIN)
        _cancel(s)
        s.event("Three Merlins cancel {}.", BLACK_NAMES[card])
    elif order:
        s.agenda.append((Task.MERLIN, order[0], drawer, order[1:], offers))
    elif offers:
        s.event("Too few Merlins against {}: they go back to their hands.", BLACK_NAMES[card])


def merlin_choices(s: CamelotState, seat, drawer, order, offers) -> list:
    k, card = knights.knight_at(s, seat), resolving_card(s)
    most = min(s.hands[seat][MERLIN], MERLINS_TO_CANCEL - len(offers))
    return [MerlinCancel(k, card, m) for m in range(most + 1)]


def on_merlin(s: CamelotState, action: MerlinCancel, seat, drawer, order, offers) -> None:
    if action.merlins:
        s.event("{} offers {} against {}.", knights.who(s, seat),
                "a Merlin" if action.merlins == 1 else f"{action.merlins} Merlins",
                BLACK_NAMES[action.card])
    ask_merlin(s, drawer, order, offers + (seat,) * action.merlins)


def _seen_by(s: CamelotState, seat: int) -> bool:
    return bool(s.resolving_seen >> seat & 1)


def excalibur_choices(s: CamelotState, seat: int, drawer: int) -> list:
    """The holder names the card only if he saw it (not one laid face down) [D]."""
    k = knights.knight_at(s, seat)
    card = resolving_card(s) if _seen_by(s, seat) else None
    return [ExcaliburCancel(k, card, True), ExcaliburCancel(k, card, False)]


def on_excalibur(s: CamelotState, action: ExcaliburCancel, seat: int, drawer: int) -> None:
    """BQ: Excalibur may be given up to cancel a standard black card just drawn; a card
    laid face down is cancelled before it is laid, so it brings no white card [D]."""
    if action.use:
        s.agenda.pop()
        s.relics[RELIC_EXCALIBUR] = Unheld.GONE
        card = resolving_card(s)
        what = BLACK_NAMES[card] if s.resolving_seen == everyone(s) else "the card just drawn"
        _cancel(s)
        s.event("{} gives up Excalibur: {} is cancelled.", knights.who(s, seat), what)


def _cancel(s: CamelotState) -> None:
    """The card being resolved goes to the discard without its effect."""
    piles.discard_black(s, resolving_card(s))
    s.resolving, s.resolving_seen = None, 0


# -- the effects -----------------------------------------------------------------------
def apply_black(s: CamelotState, seat: int) -> None:
    """Book of Quests, card manifest: each black card's effect."""
    card, seen = resolving_card(s), s.resolving_seen
    s.resolving, s.resolving_seen = None, 0
    quest = quests.combat_quest_of(s, card)
    if quest is not None:
        quests.place_combat_card(s, quest, card, seen)
        if seen != everyone(s):           # laid face down: the drawer draws a white card
            s.agenda.append((Task.DRAW_WHITE, seat))
    elif card in COMBAT_CARDS:
        quests.siege_card(s, card)
    elif card == EXCALIBUR_CARD:
        if s.excalibur_done:
            quests.siege_card(s, card)
        else:
            quests.excalibur_toward_evil(s, card)
    elif card in (DESPAIR, DESOLATION):
        if s.grail_done:
            quests.siege_card(s, card)
        else:
            quests.darken_grail(s, card)
    elif card in (PICTS_CARD, SAXONS_CARD):
        piles.discard_black(s, card)
        quests.add_warrior(s, PICTS if card == PICTS_CARD else SAXONS)
    elif card in (MERCENARIES, MORDRED):
        s.agenda.append((Task.WAR, seat, card))
    elif card in (MORGAN_1, MORGAN_5):
        piles.discard_black(s, card)
        eligible = (lambda t: sum(s.hands[t]) >= MORGAN_1_DISCARD) if card == MORGAN_1 \
            else (lambda t: s.life[t] > 0)
        ask_volunteer(s, seat, card, tuple(t for t in knights.order_from(s, seat) if eligible(t)))
    elif card == MORGAN_2:
        piles.discard_black(s, card)
        for _ in range(MORGAN_2_DRAWS):
            s.agenda.append((Task.DRAW_AND_RESOLVE, seat))
    elif card == MORGAN_3:
        piles.discard_black(s, card)
        ending.add_engines(s, MORGAN_3_ENGINES)
    elif card == MORGAN_4:
        piles.discard_black(s, card)
        for t in knights.order_from(s, seat):
            knights.lose(s, t, 1, "Morgan")
    elif card == DARK_FOREST:
        if s.grail_done:
            piles.discard_black(s, card)
            ending.add_engines(s, 1)
        else:
            s.dark_forest = True
    elif card == GUINEVERE:
        piles.discard_black(s, card)
        for t in knights.order_from(s, seat):
            if s.where[t] != CAMELOT:
                quests.leave(s, t)
        s.event("Every knight is back in Camelot, and {}'s turn ends.", knights.who(s, seat))
        s.turn_ended = True
    elif card == MISTS_OF_AVALON:
        s.mists = True
    elif card == VIVIEN:
        s.vivien = True


def war_choices(s: CamelotState, seat: int, card: int) -> list:
    k = knights.knight_at(s, seat)
    return [ChooseWar(k, card, w) for w in WARS]


def on_war(s: CamelotState, action: ChooseWar, seat: int, card: int) -> None:
    """Mercenaries: a warrior to the war of the drawer's choice. Mordred: the same,
    and that war needs one more Fight 5 until it ends (BQ)."""
    war = action.war
    if card == MORDRED:
        s.mordred = war
        s.event("Mordred joins {}: it now needs one more Fight 5.", quest_name(war))
    else:
        piles.discard_black(s, card)
    quests.add_warrior(s, war)


# -- Morgan's volunteers and discards ----------------------------------------------------
def ask_volunteer(s: CamelotState, drawer: int, card: int, order: tuple) -> None:
    """Morgan 1 and 5 (BQ): a knight may volunteer; if nobody does, every knight
    discards 1 white card."""
    if order:
        s.agenda.append((Task.VOLUNTEER, order[0], drawer, card, order[1:]))
        return
    s.event("Nobody volunteers: every knight discards a white card.")
    for t in reversed(knights.order_from(s, drawer)):
        s.agenda.append((Task.DISCARD_SOME, t, 1))


def volunteer_choices(s: CamelotState, seat, drawer, card, rest) -> list:
    k = knights.knight_at(s, seat)
    return [Volunteer(k, card, True), Volunteer(k, card, False)]


def on_volunteer(s: CamelotState, action: Volunteer, seat, drawer, card, rest) -> None:
    if not action.yes:
        ask_volunteer(s, drawer, card, rest)
    elif card == MORGAN_1:
        s.event("{} volunteers to discard {} white cards.", knights.who(s, seat), MORGAN_1_DISCARD)
        discard_some(s, seat, MORGAN_1_DISCARD)
    else:
        s.event("{} volunteers to lose {} life points.", knights.who(s, seat), MORGAN_5_LIFE)
        knights.lose(s, seat, MORGAN_5_LIFE, "Morgan")


def discard_some(s: CamelotState, seat: int, count: int) -> None:
    if count > 0 and knights.in_play(s, seat) and sum(s.hands[seat]) > 0:
        s.agenda.append((Task.DISCARD, seat, count))


def discard_choices(s: CamelotState, seat: int, count: int) -> list:
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    return [Discard(k, c) for c in WHITE_KINDS if hand[c]]


def on_discard(s: CamelotState, action: Discard, seat: int, count: int) -> None:
    s.hands[seat][action.card] -= 1
    piles.discard_white(s, action.card)
    s.event("{} discards {}.", knights.who(s, seat), WHITE_NAMES[action.card])
    discard_some(s, seat, count - 1)
