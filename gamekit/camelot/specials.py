"""The special white cards, played as heroic action (c) (FAQ; Book of Quests, card
manifest). A knight plays at most one special white card a turn (CM); Sir Galahad's
costs him no heroic action.
"""
from __future__ import annotations

from .actions import OTHERS, SELF, AnswerConvocation, Arrange, Give, PlaySpecial
from .cards import (
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


class Specials:
    """Mixin of ``CamelotState``: what each special white card does."""

    def special_plays(self, seat: int) -> list[PlaySpecial]:
        """Every way ``seat`` may play a special white card now."""
        hand, k = self.hands[seat], self.knight[seat]
        plays = []
        for card in SPECIAL_WHITE:
            if not hand[card]:
                continue
            if card == MERLIN:
                if not self.vivien:
                    plays.extend(PlaySpecial(k, MERLIN, t) for t in self.merlin_targets())
            elif card in (PIETY, REINFORCEMENTS):
                plays.append(PlaySpecial(k, card, SELF))
                if len(self.order_from(seat)) > 1:
                    plays.append(PlaySpecial(k, card, OTHERS))
            elif card == HEROISM:
                if self.heroism < 0:
                    plays.extend(PlaySpecial(k, HEROISM, q) for q in self.open_quests())
            elif card == MESSENGER:
                if sum(hand) > 1:
                    plays.extend(PlaySpecial(k, MESSENGER, self.knight[s])
                                 for s in self.order_from(seat)[1:])
            elif card == CLAIRVOYANCE:
                if self.black_size or sum(self.black_discard):
                    plays.append(PlaySpecial(k, card))
            else:
                plays.append(PlaySpecial(k, card))
        return plays

    def _play_special(self, seat: int, action: PlaySpecial) -> None:
        card, target = action.card, action.target
        self.hands[seat][card] -= 1
        if card != HEROISM:
            self._discard_white(card)
        self.special_used = True
        if card == MERLIN:
            self.event("{} plays Merlin.", self.who(seat))
            self._merlin(seat, target)
        elif card == FATE:
            self._fate(seat)
        elif card == PIETY:
            self.event("{} plays Piety.", self.who(seat))
            if target == SELF:
                self._gain(seat, PIETY_SELF, "Piety")
            else:
                for s in self.order_from(seat)[1:]:
                    self._gain(s, PIETY_OTHERS, "Piety")
        elif card == HEROISM:
            self.heroism = target
            self.event("{} lays Heroism on {}: one more sword when it ends.", self.who(seat),
                       quest_name(target))
        elif card == REINFORCEMENTS:
            self.event("{} plays Reinforcements.", self.who(seat))
            if target == SELF:
                for _ in range(REINFORCEMENTS_SELF):
                    self.agenda.append(("draw_white", seat))
            else:
                for s in reversed(self.order_from(seat)[1:]):
                    for _ in range(REINFORCEMENTS_OTHERS):
                        self.agenda.append(("draw_white", s))
        elif card == CLAIRVOYANCE:
            self.event("{} plays Clairvoyance and looks at the top {} black cards.",
                       self.who(seat), CLAIRVOYANCE_CARDS)
            if not self.black_size:
                self._reshuffle()
            self.agenda.append(("arrange_start", seat))
            for position in reversed(range(CLAIRVOYANCE_CARDS)):
                self.agenda.append(("see_black", seat, position))
        elif card == MESSENGER:
            receiver = self.seat_of[target]
            self.event("{} sends the Messenger to {}.", self.who(seat), self.who(receiver))
            self.agenda.append(("messenger", seat, receiver, 0))
        elif card == LADY_OF_THE_LAKE:
            self.event("{} plays the Lady of the Lake.", self.who(seat))
            if self.is_open(EXCALIBUR):
                self._raise_excalibur(seat)
            else:
                self._gain(seat, LADY_OF_THE_LAKE_LIFE, "the Lady of the Lake")
        elif card == CONVOCATION:
            self.event("{} plays Convocation: the knights may return to Camelot.", self.who(seat))
            self.agenda.append(("convocation_draw", seat))
            self._auto_ask_convocation(seat, tuple(s for s in self.order_from(seat)
                                                   if self.where[s] != CAMELOT))

    # -- Fate ------------------------------------------------------------------------------
    def _fate(self, seat: int) -> None:
        """BQ: a loyal knight's Fate gives every knight a white card; the traitor who
        plays it is unmasked and every other knight discards 2 white cards. A traitor
        who has not looked at his loyalty card yet plays it as a loyal knight [D]."""
        if seat == self.traitor and self.loyalty_seen:
            self.event("{} plays Fate, and Fate unmasks him!", self.who(seat))
            self._reveal(seat, accused=False)
            for s in reversed(self.order_from(seat)):
                self.agenda.append(("discard_some", s, FATE_TRAITOR_DISCARD))
        else:
            self.event("{} plays Fate: every knight draws a white card.", self.who(seat))
            for s in reversed(self.order_from(seat)):
                self.agenda.append(("draw_white", s))

    # -- Clairvoyance ------------------------------------------------------------------------
    def _auto_arrange_start(self, seat: int) -> None:
        cards = tuple(self.black_top[:CLAIRVOYANCE_CARDS])
        if len(set(cards)) > 1:
            self.agenda.append(("arrange", seat, cards, ()))
        else:
            self.event("{} puts the black cards back.", self.who(seat))

    def _choices_arrange(self, seat: int, cards: tuple, placed: tuple) -> list:
        k = self.knight[seat]
        left = list(cards)
        for c in placed:
            left.remove(c)
        return [Arrange(k, len(placed), c) for c in sorted(set(left))]

    def _on_arrange(self, action: Arrange, seat: int, cards: tuple, placed: tuple) -> None:
        placed += (action.card,)
        left = list(cards)
        for c in placed:
            left.remove(c)
        if len(set(left)) > 1:
            self.agenda.append(("arrange", seat, cards, placed))
            return
        order = list(placed) + left
        k = len(order)
        self.black_top[:k] = order
        self.black_top_seen[:k] = [1 << seat] * k
        self.event("{} puts the top {} black cards back in the order he chose.", self.who(seat), k)
        self.event("{} stacks, from the top: {}.", self.who(seat),
                   ", ".join(BLACK_NAMES[c] for c in order), seat=seat)

    # -- Messenger ----------------------------------------------------------------------------
    def _choices_messenger(self, seat: int, receiver: int, given: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        gifts = [Give(k, c) for c in WHITE_KINDS if hand[c]]
        return gifts + [Give(k, 0, True)] if given else gifts

    def _on_messenger(self, action: Give, seat: int, receiver: int, given: int) -> None:
        """BQ: the Messenger carries 1 to 3 white cards to a knight."""
        if not action.done:
            self.hands[seat][action.card] -= 1
            self.hands[receiver][action.card] += 1
            given += 1
            self.event("{} gives {} to {}.", self.who(seat), WHITE_NAMES[action.card],
                       self.who(receiver), seat=(seat, receiver))
            if given < MESSENGER_CARDS and sum(self.hands[seat]):
                self.agenda.append(("messenger", seat, receiver, given))
                return
        self.event("The Messenger brings {} white card(s) to {}.", given, self.who(receiver))

    # -- Convocation -----------------------------------------------------------------------------
    def _auto_ask_convocation(self, caller: int, order: tuple) -> None:
        if order:
            self.agenda.append(("ask_convocation", caller, order[1:]))
            self.agenda.append(("convocation", order[0]))

    def _choices_convocation(self, seat: int) -> list:
        k = self.knight[seat]
        return [AnswerConvocation(k, True), AnswerConvocation(k, False)]

    def _on_convocation(self, action: AnswerConvocation, seat: int) -> None:
        if action.come:
            self._leave(seat)
            self.event("{} answers the Convocation.", self.who(seat))
        else:
            self.event("{} stays on {}.", self.who(seat), quest_name(self.where[seat]))

    def _auto_convocation_draw(self, caller: int) -> None:
        """The gathered knights draw as many cards as they are and share them: dealt
        one each, from the caller (the random sharing of seed 004's fallback) [D]."""
        gathered = [s for s in self.order_from(caller) if self.where[s] == CAMELOT]
        self.event("{} knight(s) gather in Camelot and draw {} white card(s).", len(gathered),
                   len(gathered))
        for s in reversed(gathered):
            self.agenda.append(("draw_white", s))
