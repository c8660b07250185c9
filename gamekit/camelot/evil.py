"""The Progression of Evil: drawing a black card and what it does (seed 004, phase 1;
Book of Quests, card manifest).

A drawn card goes through: Lancelot's Armor (its holder draws two and keeps one), the
3-Merlin cancel (special cards) or Excalibur's cancel (standard cards), then its
effect. Standard cards whose quest is over become siege engines.
"""
from __future__ import annotations

from .actions import ChooseWar, Discard, ExcaliburCancel, KeepBlack, MerlinCancel, Volunteer
from .cards import (
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
from .quests import GONE

MERLINS_TO_CANCEL = 3


class Evil:
    """Mixin of ``CamelotState``: black cards from the draw to their effect."""

    def _auto_draw_and_resolve(self, seat: int) -> None:
        """Draw the top black card and resolve it; Lancelot's Armor draws two (BQ)."""
        self.agenda.append(("after_draw", seat))
        draws = 2 if self.relics[RELIC_ARMOR] == seat else 1
        for _ in range(draws):
            self.agenda.append(("draw_black", seat))

    def _auto_after_draw(self, seat: int) -> None:
        drawn = self.drawn
        if len(drawn) == 2:
            if drawn[0] != drawn[1]:
                self.event("{} draws two black cards with Lancelot's Armor.", self.who(seat))
                self.event("{} draws {} and {}.", self.who(seat), BLACK_NAMES[drawn[0]],
                           BLACK_NAMES[drawn[1]], seat=seat)
                self.agenda.append(("armor", seat))
                return
            self._put_under(seat, drawn.pop())
        if drawn:
            self._resolve_black(seat, drawn.pop())

    def _choices_armor(self, seat: int) -> list:
        k = self.knight[seat]
        return [KeepBlack(k, c) for c in sorted(set(self.drawn))]

    def _on_armor(self, action: KeepBlack, seat: int) -> None:
        drawn = self.drawn
        drawn.remove(action.card)
        self._put_under(seat, drawn.pop())
        self.event("{} puts one card under the black pile.", self.who(seat))
        self._resolve_black(seat, action.card)

    # -- the cancel windows ----------------------------------------------------------------
    def _resolve_black(self, seat: int, card: int) -> None:
        """Announce ``card`` and open the window that may cancel it."""
        self.deeds[seat][0] += 1
        if card in COMBAT_CARDS:
            self.event("{} draws a {} card.", self.who(seat),
                       "Black Knight" if card in BLACK_KNIGHT_CARDS else "Lancelot/Dragon")
            self.event("{} reads {}.", self.who(seat), BLACK_NAMES[card], seat=seat)
        else:
            self.event("{} draws {}: {}", self.who(seat), BLACK_NAMES[card], BLACK_EFFECT[card])
        self.agenda.append(("apply_black", seat, card))
        if BLACK_SPECIAL[card]:
            if not self.vivien:
                order = tuple(s for s in self.order_from(seat) if self.hands[s][MERLIN])
                self._auto_ask_merlin(seat, card, order, ())
        else:
            holder = self.relics[RELIC_EXCALIBUR]
            if holder >= 0:
                self.agenda.append(("excalibur", holder, card))

    def _auto_ask_merlin(self, drawer: int, card: int, order: tuple, offers: tuple) -> None:
        """BQ: three Merlins played together right after a special black card is
        drawn cancel it. Each knight in turn from the drawer may offer Merlins; the
        window closes when three are offered or three can no longer be."""
        if len(offers) >= MERLINS_TO_CANCEL:
            self.agenda.pop()                     # the card's effect, now cancelled
            for s in offers:
                self.hands[s][MERLIN] -= 1
                self._discard_white(MERLIN)
            self._discard_black(card)
            self.event("Three Merlins cancel {}.", BLACK_NAMES[card])
            return
        left = sum(self.hands[s][MERLIN] - offers.count(s) for s in order)
        if left + len(offers) < MERLINS_TO_CANCEL:
            if offers:
                self.event("Too few Merlins against {}: they go back to their hands.",
                           BLACK_NAMES[card])
            return
        seat = next(s for s in order if self.hands[s][MERLIN] > offers.count(s))
        self.agenda.append(("merlin", seat, drawer, card, order, offers))

    def _choices_merlin(self, seat, drawer, card, order, offers) -> list:
        k = self.knight[seat]
        return [MerlinCancel(k, card, True), MerlinCancel(k, card, False)]

    def _on_merlin(self, action: MerlinCancel, seat, drawer, card, order, offers) -> None:
        if action.play:
            self.event("{} offers a Merlin against {}.", self.who(seat), BLACK_NAMES[card])
            self._auto_ask_merlin(drawer, card, order, offers + (seat,))
        else:
            self._auto_ask_merlin(drawer, card, tuple(s for s in order if s != seat), offers)

    def _choices_excalibur(self, seat: int, card: int) -> list:
        k = self.knight[seat]
        return [ExcaliburCancel(k, card, True), ExcaliburCancel(k, card, False)]

    def _on_excalibur(self, action: ExcaliburCancel, seat: int, card: int) -> None:
        """BQ: Excalibur may be given up to cancel a standard black card just drawn."""
        if action.use:
            self.agenda.pop()
            self.relics[RELIC_EXCALIBUR] = GONE
            self._discard_black(card)
            self.event("{} gives up Excalibur: {} is cancelled.", self.who(seat),
                       BLACK_NAMES[card])

    # -- the effects -----------------------------------------------------------------------
    def _auto_apply_black(self, seat: int, card: int) -> None:
        """Book of Quests, card manifest: each black card's effect."""
        if card in BLACK_KNIGHT_CARDS:
            self._place_combat_card(seat, BLACK_KNIGHT, card)
        elif card in LANCELOT_CARDS:
            if self.ld_stage < 2:
                self._place_combat_card(seat, LANCELOT if self.ld_stage == 0 else DRAGON, card)
            else:
                self._siege_card(card)
        elif card == EXCALIBUR_CARD:
            if self.excalibur_done:
                self._siege_card(card)
            else:
                self._excalibur_toward_evil(card)
        elif card in (DESPAIR, DESOLATION):
            if self.grail_done:
                self._siege_card(card)
            else:
                self._grail_black(card)
        elif card in (PICTS_CARD, SAXONS_CARD):
            self._discard_black(card)
            self._add_warrior(PICTS if card == PICTS_CARD else SAXONS)
        elif card in (MERCENARIES, MORDRED):
            self.agenda.append(("war", seat, card))
        elif card in (MORGAN_1, MORGAN_5):
            self._discard_black(card)
            eligible = (lambda s: sum(self.hands[s]) >= MORGAN_1_DISCARD) if card == MORGAN_1 \
                else (lambda s: self.life[s] > 0)
            self._auto_ask_volunteer(seat, card,
                                     tuple(s for s in self.order_from(seat) if eligible(s)))
        elif card == MORGAN_2:
            self._discard_black(card)
            for _ in range(MORGAN_2_DRAWS):
                self.agenda.append(("draw_and_resolve", seat))
        elif card == MORGAN_3:
            self._discard_black(card)
            self._add_engines(MORGAN_3_ENGINES)
        elif card == MORGAN_4:
            self._discard_black(card)
            for s in self.order_from(seat):
                self._lose(s, 1, "Morgan")
        elif card == DARK_FOREST:
            if self.grail_done:
                self._discard_black(card)
                self._add_engines(1)
            else:
                self.dark_forest = True
        elif card == GUINEVERE:
            self._discard_black(card)
            for s in self.order_from(seat):
                if self.where[s] != CAMELOT:
                    self._leave(s)
            self.event("Every knight is back in Camelot, and {}'s turn ends.", self.who(seat))
            self.turn_ended = True
        elif card == MISTS_OF_AVALON:
            self.mists = True
        elif card == VIVIEN:
            self.vivien = True

    def _choices_war(self, seat: int, card: int) -> list:
        k = self.knight[seat]
        return [ChooseWar(k, card, w) for w in WARS]

    def _on_war(self, action: ChooseWar, seat: int, card: int) -> None:
        """Mercenaries: a warrior to the war of the drawer's choice. Mordred: the same,
        and that war needs one more Fight 5 until it ends (BQ)."""
        war = action.war
        if card == MORDRED:
            self.mordred = war
            self.event("Mordred joins {}: it now needs one more Fight 5.", quest_name(war))
        else:
            self._discard_black(card)
        self._add_warrior(war)

    # -- Morgan's volunteers and discards ----------------------------------------------------
    def _auto_ask_volunteer(self, drawer: int, card: int, order: tuple) -> None:
        """Morgan 1 and 5 (BQ): a knight may volunteer; if nobody does, every knight
        discards 1 white card."""
        if order:
            self.agenda.append(("volunteer", order[0], drawer, card, order[1:]))
            return
        self.event("Nobody volunteers: every knight discards a white card.")
        for s in reversed(self.order_from(drawer)):
            self.agenda.append(("discard_some", s, 1))

    def _choices_volunteer(self, seat, drawer, card, rest) -> list:
        k = self.knight[seat]
        return [Volunteer(k, card, True), Volunteer(k, card, False)]

    def _on_volunteer(self, action: Volunteer, seat, drawer, card, rest) -> None:
        if not action.yes:
            self._auto_ask_volunteer(drawer, card, rest)
        elif card == MORGAN_1:
            self.event("{} volunteers to discard {} white cards.", self.who(seat), MORGAN_1_DISCARD)
            self._auto_discard_some(seat, MORGAN_1_DISCARD)
        else:
            self.event("{} volunteers to lose {} life points.", self.who(seat), MORGAN_5_LIFE)
            self._lose(seat, MORGAN_5_LIFE, "Morgan")

    def _auto_discard_some(self, seat: int, count: int) -> None:
        if count > 0 and self.in_play(seat) and sum(self.hands[seat]):
            self.agenda.append(("discard", seat, count))

    def _choices_discard(self, seat: int, count: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [Discard(k, c) for c in WHITE_KINDS if hand[c]]

    def _on_discard(self, action: Discard, seat: int, count: int) -> None:
        self.hands[seat][action.card] -= 1
        self._discard_white(action.card)
        self.event("{} discards {}.", self.who(seat), WHITE_NAMES[action.card])
        self._auto_discard_some(seat, count - 1)
