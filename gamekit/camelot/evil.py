"""The Progression of Evil: drawing a black card and what it does (rule book, phase 1;
Book of Quests, card manifest).

A drawn card goes through: Lancelot's Armor (its holder draws two and keeps one), the
3-Merlin cancel (special cards) or Excalibur's cancel (standard cards), then its
effect. Standard cards whose quest is over become siege engines.
"""
from __future__ import annotations

from . import ending, knights, piles, quests
from .actions import ChooseWar, Discard, ExcaliburCancel, KeepBlack, MerlinCancel, Volunteer
from .components import (
    BLACK_EFFECT,
    BLACK_KNIGHT,
    BLACK_KNIGHT_CARDS,
    BLACK_NAMES,
    BLACK_SPECIAL,
    CAMELOT,
    COMBAT_CARDS,
    DARK_FOREST,
    DESOLATION,
    DESPAIR,
    DRAGON,
    EXCALIBUR_CARD,
    GUINEVERE,
    LANCELOT,
    LANCELOT_CARDS,
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
    drawn = s.drawn
    if len(drawn) == 2:
        if drawn[0] != drawn[1]:
            s.event("{} draws two black cards with Lancelot's Armor.", knights.who(s, seat))
            s.event("{} draws {} and {}.", knights.who(s, seat), BLACK_NAMES[drawn[0]],
                    BLACK_NAMES[drawn[1]], seat=seat)
            s.agenda.append((Task.ARMOR, seat))
            return
        piles.put_under(s, seat, drawn.pop())
    if drawn:
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


# -- the cancel windows ----------------------------------------------------------------
def _resolve_black(s: CamelotState, seat: int, card: int) -> None:
    """Announce ``card`` and open the window that may cancel it."""
    s.deeds[seat].black_cards += 1
    if card in COMBAT_CARDS:
        s.event("{} draws a {} card.", knights.who(s, seat),
                "Black Knight" if card in BLACK_KNIGHT_CARDS else "Lancelot/Dragon")
        s.event("{} reads {}.", knights.who(s, seat), BLACK_NAMES[card], seat=seat)
    else:
        s.event("{} draws {}: {}", knights.who(s, seat), BLACK_NAMES[card], BLACK_EFFECT[card])
    s.agenda.append((Task.APPLY_BLACK, seat, card))
    if BLACK_SPECIAL[card]:
        if not s.vivien:
            order = tuple(t for t in knights.order_from(s, seat) if s.hands[t][MERLIN])
            ask_merlin(s, seat, card, order, ())
    else:
        holder = s.relics[RELIC_EXCALIBUR]
        if type(holder) is int:
            s.agenda.append((Task.EXCALIBUR, holder, card))


def ask_merlin(s: CamelotState, drawer: int, card: int, order: tuple, offers: tuple) -> None:
    """BQ: three Merlins played together right after a special black card is
    drawn cancel it. Each knight in turn from the drawer may offer Merlins; the
    window closes when three are offered or three can no longer be."""
    if len(offers) >= MERLINS_TO_CANCEL:
        s.agenda.pop()                     # the card's effect, now cancelled
        for t in offers:
            s.hands[t][MERLIN] -= 1
            piles.discard_white(s, MERLIN)
        piles.discard_black(s, card)
        s.event("Three Merlins cancel {}.", BLACK_NAMES[card])
        return
    left = sum(s.hands[t][MERLIN] - offers.count(t) for t in order)
    if left + len(offers) < MERLINS_TO_CANCEL:
        if offers:
            s.event("Too few Merlins against {}: they go back to their hands.",
                    BLACK_NAMES[card])
        return
    seat = next(t for t in order if s.hands[t][MERLIN] > offers.count(t))
    s.agenda.append((Task.MERLIN, seat, drawer, card, order, offers))


def merlin_choices(s: CamelotState, seat, drawer, card, order, offers) -> list:
    k = knights.knight_at(s, seat)
    return [MerlinCancel(k, card, True), MerlinCancel(k, card, False)]


def on_merlin(s: CamelotState, action: MerlinCancel, seat, drawer, card, order, offers) -> None:
    if action.play:
        s.event("{} offers a Merlin against {}.", knights.who(s, seat), BLACK_NAMES[card])
        ask_merlin(s, drawer, card, order, offers + (seat,))
    else:
        ask_merlin(s, drawer, card, tuple(t for t in order if t != seat), offers)


def excalibur_choices(s: CamelotState, seat: int, card: int) -> list:
    k = knights.knight_at(s, seat)
    return [ExcaliburCancel(k, card, True), ExcaliburCancel(k, card, False)]


def on_excalibur(s: CamelotState, action: ExcaliburCancel, seat: int, card: int) -> None:
    """BQ: Excalibur may be given up to cancel a standard black card just drawn."""
    if action.use:
        s.agenda.pop()
        s.relics[RELIC_EXCALIBUR] = Unheld.GONE
        piles.discard_black(s, card)
        s.event("{} gives up Excalibur: {} is cancelled.", knights.who(s, seat),
                BLACK_NAMES[card])


# -- the effects -----------------------------------------------------------------------
def apply_black(s: CamelotState, seat: int, card: int) -> None:
    """Book of Quests, card manifest: each black card's effect."""
    if card in BLACK_KNIGHT_CARDS:
        quests.place_combat_card(s, seat, BLACK_KNIGHT, card)
    elif card in LANCELOT_CARDS:
        if s.ld_stage < 2:
            quests.place_combat_card(s, seat, LANCELOT if s.ld_stage == 0 else DRAGON, card)
        else:
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
