"""Loyalty, the Traitor and accusations (seed 004, Allégeance; the publisher's
traitor teaser DoW-T; Book of Quests appendix 1).

At most one Traitor card is in play. A knight may accuse once per game, from 6 siege
engines or 6 swords on; right, the traitor is unmasked and a white sword is added;
wrong, a white sword turns black. The unmasked traitor leaves the board and, on each
of his turns, makes a knight lose a random white card and then draws a black card or
adds a siege engine.
"""
from __future__ import annotations

from .actions import ADD_ENGINE, DRAW_BLACK, LoseCard, Taunt
from .actions import Evil as EvilChoice
from .cards import ACCUSATION_THRESHOLD, RELIC_EXCALIBUR, RELIC_GRAIL, RELIC_NAMES, WHITE_KINDS, WHITE_NAMES
from .quests import GONE

UNMASKED = -3
"""``where`` of the unmasked traitor: off the board, 'playing from the shadows'."""


class Loyalty:
    """Mixin of ``CamelotState``: accusations, unmasking, the traitor's turns."""

    def can_accuse(self, seat: int) -> bool:
        """DoW-T: from 6 siege engines or 6 swords on, once per knight. Without a
        Traitor card in the game (the first-game advice) or once he is unmasked there is
        nobody left to accuse [D]."""
        return (self.with_traitor and not self.revealed and not self.accused[seat]
                and (self.engines >= ACCUSATION_THRESHOLD
                     or self.white_swords + self.black_swords >= ACCUSATION_THRESHOLD))

    def _accuse(self, seat: int, target: int) -> None:
        self.accused[seat] = True
        self.event("{} accuses {} of treason!", self.who(seat), self.who(target))
        if target == self.traitor:
            self.event("{} is the Traitor!", self.who(target))
            self._reveal(target, accused=True)
            self._add_swords(1, 0)
        else:
            self.event("{} is loyal: the accusation was false.", self.who(target))
            self.cleared[target] = True
            if self.white_swords:
                self.white_swords -= 1
                self.black_swords += 1
                self.event("A white sword turns black: {} white, {} black.", self.white_swords,
                           self.black_swords)
                self._check_end()

    def _reveal(self, seat: int, accused: bool) -> None:
        """BQ appendix 1: the unmasked traitor leaves the board, discards his white
        cards, loses Excalibur and the Holy Grail and keeps Lancelot's Armor."""
        self.revealed = True
        if not self.loyalty_seen:             # one Traitor card: the others are loyal
            self.loyalty_seen = True
            self._tell_loyalty()
        if not accused:
            self.event("{} reveals his Loyalty card: he is the Traitor!", self.who(seat))
        self._discard_hand(seat)
        if self.where[seat] >= 0:
            self._leave(seat)
        self.where[seat] = UNMASKED
        for relic in (RELIC_EXCALIBUR, RELIC_GRAIL):
            if self.relics[relic] == seat:
                self.relics[relic] = GONE
                self.event("{} is taken from the Traitor and leaves the game.", RELIC_NAMES[relic])

    def _on_reveal_self(self, seat: int) -> None:
        """The traitor unmasks himself at the start of his turn and plays it as one."""
        self._reveal(seat, accused=False)
        self._push_traitor_turn(seat)

    def _push_traitor_turn(self, seat: int) -> None:
        self.agenda.append(("ask_traitor_evil", seat))
        self.agenda.append(("ask_taunt", seat))

    # -- the unmasked traitor's turn --------------------------------------------------------
    def _auto_ask_taunt(self, seat: int) -> None:
        if any(sum(self.hands[s]) for s in self.order_from(seat)):
            self.agenda.append(("taunt", seat))

    def _choices_taunt(self, seat: int) -> list:
        k = self.knight[seat]
        return [Taunt(k, self.knight[s]) for s in self.order_from(seat) if sum(self.hands[s])]

    def _on_taunt(self, action: Taunt, seat: int) -> None:
        """BQ: pick a knight; one of his white cards, at random, is discarded."""
        victim = self.seat_of[action.target]
        self.event("{} taunts {}.", self.who(seat), self.who(victim))
        self.agenda.append(("lose_card", victim))

    def _odds_lose_card(self, seat: int) -> list:
        k, hand = self.knight[seat], self.hands[seat]
        return [(LoseCard(k, c), hand[c]) for c in WHITE_KINDS if hand[c]]

    def _on_lose_card(self, outcome: LoseCard, seat: int) -> None:
        self.hands[seat][outcome.card] -= 1
        self._discard_white(outcome.card)
        self.event("{} loses {} at random.", self.who(seat), WHITE_NAMES[outcome.card])

    def _auto_ask_traitor_evil(self, seat: int) -> None:
        self.agenda.append(("traitor_evil", seat))

    def _choices_traitor_evil(self, seat: int) -> list:
        k = self.knight[seat]
        actions = [EvilChoice(k, DRAW_BLACK)] if self.black_size or sum(self.black_discard) else []
        return actions + [EvilChoice(k, ADD_ENGINE)]

    def _on_traitor_evil(self, action: EvilChoice, seat: int) -> None:
        """BQ: the traitor helps Evil: a siege engine, or the top black card."""
        if action.choice == DRAW_BLACK:
            self.agenda.append(("draw_and_resolve", seat))
        else:
            self.event("{} adds a siege engine.", self.who(seat))
            self._add_engines(1)
