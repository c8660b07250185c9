"""The special white cards, played as heroic action (c) (FAQ; Book of Quests, card
manifest). A knight plays at most one special white card a turn (CM); Sir Galahad's
costs him no heroic action.
"""
from __future__ import annotations

from . import knights, loyalty, piles, quests
from .actions import AnswerConvocation, Arrange, Give, PlaySpecial
from .components import (
    BLACK_NAMES,
    CAMELOT,
    CLAIRVOYANCE,
    CLAIRVOYANCE_CARDS,
    CONVOCATION,
    EXCALIBUR,
    FATE,
    FATE_TRAITOR_DISCARD,
    HEROISM,
    LADY_OF_THE_LAKE,
    LADY_OF_THE_LAKE_LIFE,
    MERLIN,
    MESSENGER,
    MESSENGER_CARDS,
    PIETY,
    PIETY_OTHERS,
    PIETY_SELF,
    REINFORCEMENTS,
    REINFORCEMENTS_OTHERS,
    REINFORCEMENTS_SELF,
    SPECIAL_WHITE,
    WHITE_KINDS,
    WHITE_NAMES,
    quest_name,
)
from .state import CamelotState, Task


def special_plays(s: CamelotState, seat: int) -> list[PlaySpecial]:
    """Every way ``seat`` may play a special white card now."""
    hand, k = s.hands[seat], knights.knight_at(s, seat)
    plays: list[PlaySpecial] = []
    for card in SPECIAL_WHITE:
        if not hand[card]:
            continue
        if card == MERLIN:
            if not s.vivien:
                plays.extend(PlaySpecial(k, MERLIN, quest) for quest in quests.merlin_targets(s))
        elif card in (PIETY, REINFORCEMENTS):
            plays.append(PlaySpecial(k, card))
            if len(knights.order_from(s, seat)) > 1:
                plays.append(PlaySpecial(k, card, others=True))
        elif card == HEROISM:
            if s.heroism is None:
                plays.extend(PlaySpecial(k, HEROISM, q) for q in quests.open_quests(s))
        elif card == MESSENGER:
            if sum(hand) > 1:
                plays.extend(PlaySpecial(k, MESSENGER, receiver=knights.knight_at(s, t))
                             for t in knights.order_from(s, seat)[1:])
        elif card == CLAIRVOYANCE:
            if s.black_size or sum(s.black_discard):
                plays.append(PlaySpecial(k, card))
        else:
            plays.append(PlaySpecial(k, card))
    return plays


def play_special(s: CamelotState, seat: int, action: PlaySpecial) -> None:
    card, quest = action.card, action.quest
    s.hands[seat][card] -= 1
    if card != HEROISM:
        piles.discard_white(s, card)
    s.special_used = True
    if card == MERLIN:
        s.event("{} plays Merlin.", knights.who(s, seat))
        assert quest is not None, "Merlin names what he removes"
        quests.merlin(s, seat, quest)
    elif card == FATE:
        _fate(s, seat)
    elif card == PIETY:
        s.event("{} plays Piety.", knights.who(s, seat))
        if action.others:
            for t in knights.order_from(s, seat)[1:]:
                knights.gain(s, t, PIETY_OTHERS, "Piety")
        else:
            knights.gain(s, seat, PIETY_SELF, "Piety")
    elif card == HEROISM:
        assert quest is not None, "Heroism lies on a quest"
        s.heroism = quest
        s.event("{} lays Heroism on {}: one more sword when it ends.", knights.who(s, seat),
                quest_name(quest))
    elif card == REINFORCEMENTS:
        s.event("{} plays Reinforcements.", knights.who(s, seat))
        if action.others:
            for t in reversed(knights.order_from(s, seat)[1:]):
                for _ in range(REINFORCEMENTS_OTHERS):
                    s.agenda.append((Task.DRAW_WHITE, t))
        else:
            for _ in range(REINFORCEMENTS_SELF):
                s.agenda.append((Task.DRAW_WHITE, seat))
    elif card == CLAIRVOYANCE:
        s.event("{} plays Clairvoyance and looks at the top {} black cards.",
                knights.who(s, seat), CLAIRVOYANCE_CARDS)
        if not s.black_size:
            piles.reshuffle(s)
        s.agenda.append((Task.ARRANGE_START, seat))
        for position in reversed(range(CLAIRVOYANCE_CARDS)):
            s.agenda.append((Task.SEE_BLACK, seat, position))
    elif card == MESSENGER:
        assert action.receiver is not None, "the Messenger goes to a knight"
        receiver = knights.seat_at(s, action.receiver)
        s.event("{} sends the Messenger to {}.", knights.who(s, seat), knights.who(s, receiver))
        s.agenda.append((Task.MESSENGER, seat, receiver, 0))
    elif card == LADY_OF_THE_LAKE:
        s.event("{} plays the Lady of the Lake.", knights.who(s, seat))
        if quests.is_open(s, EXCALIBUR):
            quests.raise_excalibur(s, seat)
        else:
            knights.gain(s, seat, LADY_OF_THE_LAKE_LIFE, "the Lady of the Lake")
    elif card == CONVOCATION:
        s.event("{} plays Convocation: the knights may return to Camelot.", knights.who(s, seat))
        s.agenda.append((Task.CONVOCATION_DRAW, seat))
        ask_convocation(s, seat, tuple(t for t in knights.order_from(s, seat)
                                       if s.where[t] != CAMELOT))


# -- Fate ------------------------------------------------------------------------------
def _fate(s: CamelotState, seat: int) -> None:
    """BQ: a loyal knight's Fate gives every knight a white card; the traitor who
    plays it is unmasked and every other knight discards 2 white cards. A traitor
    who has not looked at his loyalty card yet plays it as a loyal knight [D]."""
    if seat == s.traitor and s.loyalty_seen:
        s.event("{} plays Fate, and Fate unmasks him!", knights.who(s, seat))
        loyalty.reveal(s, seat, accused=False)
        for t in reversed(knights.order_from(s, seat)):
            s.agenda.append((Task.DISCARD_SOME, t, FATE_TRAITOR_DISCARD))
    else:
        s.event("{} plays Fate: every knight draws a white card.", knights.who(s, seat))
        for t in reversed(knights.order_from(s, seat)):
            s.agenda.append((Task.DRAW_WHITE, t))


# -- Clairvoyance ------------------------------------------------------------------------
def arrange_start(s: CamelotState, seat: int) -> None:
    """The knight orders the cards he looked at, one place at a time: as many choices
    as cards less one, even when they are alike, so that his being asked tells nobody
    what they are [D]."""
    count = min(CLAIRVOYANCE_CARDS, len(s.black_top))
    s.black_top_seen[:count] = [1 << seat] * count
    if count > 1:
        s.agenda.append((Task.ARRANGE, seat, count, 0))
    else:
        s.event("{} puts the black cards back.", knights.who(s, seat))


def arrange_choices(s: CamelotState, seat: int, count: int, placed: int) -> list:
    k = knights.knight_at(s, seat)
    return [Arrange(k, placed, c) for c in sorted(set(s.black_top[placed:count]))]


def on_arrange(s: CamelotState, action: Arrange, seat: int, count: int, placed: int) -> None:
    top = s.black_top
    i = top.index(action.card, placed, count)
    top[placed], top[i] = top[i], top[placed]
    if placed + 2 < count:
        s.agenda.append((Task.ARRANGE, seat, count, placed + 1))
        return
    s.event("{} puts the top {} black cards back in the order he chose.", knights.who(s, seat),
            count)
    s.event("{} stacks, from the top: {}.", knights.who(s, seat),
            ", ".join(BLACK_NAMES[c] for c in top[:count]), seat=seat)


# -- Messenger ----------------------------------------------------------------------------
def messenger_choices(s: CamelotState, seat: int, receiver: int, given: int) -> list:
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    gifts = [Give(k, c) for c in WHITE_KINDS if hand[c]]
    return gifts + [Give(k)] if given else gifts


def on_messenger(s: CamelotState, action: Give, seat: int, receiver: int, given: int) -> None:
    """BQ: the Messenger carries 1 to 3 white cards to a knight."""
    card = action.card
    if card is not None:
        s.hands[seat][card] -= 1
        s.hands[receiver][card] += 1
        given += 1
        s.event("{} gives {} to {}.", knights.who(s, seat), WHITE_NAMES[card],
                knights.who(s, receiver), seat=(seat, receiver))
        if given < MESSENGER_CARDS and sum(s.hands[seat]) > 0:
            s.agenda.append((Task.MESSENGER, seat, receiver, given))
            return
    s.event("The Messenger brings {} white card(s) to {}.", given, knights.who(s, receiver))


# -- Convocation -----------------------------------------------------------------------------
def ask_convocation(s: CamelotState, caller: int, order: tuple) -> None:
    if order:
        s.agenda.append((Task.ASK_CONVOCATION, caller, order[1:]))
        s.agenda.append((Task.CONVOCATION, order[0]))


def convocation_choices(s: CamelotState, seat: int) -> list:
    k = knights.knight_at(s, seat)
    return [AnswerConvocation(k, True), AnswerConvocation(k, False)]


def on_convocation(s: CamelotState, action: AnswerConvocation, seat: int) -> None:
    if action.come:
        quests.leave(s, seat)
        s.event("{} answers the Convocation.", knights.who(s, seat))
    else:
        quest = s.where[seat]
        assert type(quest) is int, "only knights on a quest are called"
        s.event("{} stays on {}.", knights.who(s, seat), quest_name(quest))


def convocation_draw(s: CamelotState, caller: int) -> None:
    """The gathered knights draw as many cards as they are and share them: dealt
    one each, from the caller (the random sharing of the rule book's fallback) [D]."""
    gathered = [t for t in knights.order_from(s, caller) if s.where[t] == CAMELOT]
    s.event("{} knight(s) gather in Camelot and draw {} white card(s).", len(gathered),
            len(gathered))
    for t in reversed(gathered):
        s.agenda.append((Task.DRAW_WHITE, t))
