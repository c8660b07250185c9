"""The white and black draw piles, their discards, and what knights know of them.

A pile is counts per card kind: drawing is a chance node weighted by the copies
left. The black pile also keeps the cards whose place is known: ``black_top`` (seen
by Percival or arranged with Clairvoyance) and ``black_bottom`` (put under the pile
with Lancelot's Armor), each with a bit mask of the seats that know them.
"""
from __future__ import annotations

from .actions import BlackDraw, BlackSeen, WhiteDraw
from .cards import BLACK_KINDS, BLACK_NAMES, WHITE_KINDS, WHITE_NAMES


class Piles:
    """Mixin of ``CamelotState``: drawing, discarding and reshuffling."""

    # -- white ------------------------------------------------------------------------
    def _auto_draw_white(self, seat: int) -> None:
        """One white card for ``seat``: a chance node, after a reshuffle if the pile is
        empty (CM: when a pile runs out, the discards are shuffled into new piles)."""
        if not self.white_left:
            self._reshuffle()
            if not self.white_left:
                self.event("The white pile and its discard are empty: {} draws nothing.",
                           self.who(seat))
                return
        self.agenda.append(("white", seat))

    def _odds_white(self, seat: int) -> list:
        k = self.knight[seat]
        pile = self.white_pile
        return [(WhiteDraw(k, c), pile[c]) for c in WHITE_KINDS if pile[c]]

    def _on_white(self, outcome: WhiteDraw, seat: int) -> None:
        card = outcome.card
        self.white_pile[card] -= 1
        self.white_left -= 1
        self.hands[seat][card] += 1
        self.event("{} draws a white card.", self.who(seat))
        self.event("{} draws {}.", self.who(seat), WHITE_NAMES[card], seat=seat)

    def _sample_white(self, rng) -> WhiteDraw:
        seat = self.agenda[-1][1]
        return WhiteDraw(self.knight[seat], _pick(self.white_pile, self.white_left, rng))

    def _discard_white(self, card: int, copies: int = 1) -> None:
        self.white_discard[card] += copies

    def _discard_hand(self, seat: int) -> None:
        hand = self.hands[seat]
        for c in WHITE_KINDS:
            self.white_discard[c] += hand[c]
            hand[c] = 0

    # -- black ------------------------------------------------------------------------
    @property
    def black_size(self) -> int:
        return len(self.black_top) + self.black_left + len(self.black_bottom)

    def _auto_draw_black(self, seat: int) -> None:
        """Seed 004, Progression du Mal (a): take the top black card into ``drawn``."""
        if not self.black_size:
            self._reshuffle()
            if not self.black_size:
                self.event("The black pile and its discard are empty: nothing is drawn.")
                return
        if self.black_top:
            self.black_top_seen.pop(0)
            self.drawn.append(self.black_top.pop(0))
        elif self.black_left:
            self.agenda.append(("black", seat))
        else:
            self.black_bottom_seen.pop(0)
            self.drawn.append(self.black_bottom.pop(0))

    def _odds_black(self, seat: int) -> list:
        pile = self.black_pile
        return [(BlackDraw(c), pile[c]) for c in BLACK_KINDS if pile[c]]

    def _on_black(self, outcome: BlackDraw, seat: int) -> None:
        self.black_pile[outcome.card] -= 1
        self.black_left -= 1
        self.drawn.append(outcome.card)

    def _sample_black(self, rng) -> BlackDraw:
        return BlackDraw(_pick(self.black_pile, self.black_left, rng))

    def _auto_see_black(self, seat: int, position: int) -> None:
        """Let ``seat`` know the black card at ``position`` from the top (Percival's
        look, Clairvoyance): known already, or turned up by a chance node."""
        bit = 1 << seat
        while len(self.black_top) <= position and not self.black_left and self.black_bottom:
            self.black_top.append(self.black_bottom.pop(0))
            self.black_top_seen.append(self.black_bottom_seen.pop(0))
        if len(self.black_top) > position:
            self.black_top_seen[position] |= bit
            self.event("{} sees {} at place {} of the black pile.", self.who(seat),
                       BLACK_NAMES[self.black_top[position]], position + 1, seat=seat)
        elif len(self.black_top) == position and self.black_left:
            self.agenda.append(("seen", seat, position))

    def _odds_seen(self, seat: int, position: int) -> list:
        pile = self.black_pile
        return [(BlackSeen(position, c), pile[c]) for c in BLACK_KINDS if pile[c]]

    def _on_seen(self, outcome: BlackSeen, seat: int, position: int) -> None:
        self.black_pile[outcome.card] -= 1
        self.black_left -= 1
        self.black_top.append(outcome.card)
        self.black_top_seen.append(1 << seat)
        self.event("{} sees {} at place {} of the black pile.", self.who(seat),
                   BLACK_NAMES[outcome.card], position + 1, seat=seat)

    def _sample_seen(self, rng) -> BlackSeen:
        return BlackSeen(self.agenda[-1][2], _pick(self.black_pile, self.black_left, rng))

    def _put_under(self, seat: int, card: int) -> None:
        """Lancelot's Armor: the card not played goes under the black pile."""
        self.black_bottom.append(card)
        self.black_bottom_seen.append(1 << seat)

    def _discard_black(self, card: int) -> None:
        self.black_discard[card] += 1

    # -- both ---------------------------------------------------------------------------
    def _reshuffle(self) -> None:
        """CM [single source]: when either pile runs out, both discard piles are
        shuffled into new draw piles (a shuffle forgets every known card)."""
        white = sum(self.white_discard)
        black = sum(self.black_discard)
        if not white and not black:
            return
        for c in WHITE_KINDS:
            self.white_pile[c] += self.white_discard[c]
            self.white_discard[c] = 0
        self.white_left += white
        for c in self.black_top + self.black_bottom:
            self.black_pile[c] += 1
        for c in BLACK_KINDS:
            self.black_pile[c] += self.black_discard[c]
            self.black_discard[c] = 0
        self.black_left = sum(self.black_pile)
        self.black_top, self.black_top_seen = [], []
        self.black_bottom, self.black_bottom_seen = [], []
        self.event("The discards are shuffled into new piles: {} white and {} black cards.",
                   self.white_left, self.black_left)


def _pick(counts: list[int], total: int, rng) -> int:
    """A kind drawn with weight ``counts[kind]`` (integer arithmetic, no Fractions)."""
    r = int(rng.random() * total)
    for kind, n in enumerate(counts):
        r -= n
        if r < 0:
            return kind
    raise AssertionError("drawing from an empty pile")
