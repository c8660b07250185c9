"""The end of the game (seed 004, But du jeu; DoW-T; Book of Quests, Camelot).

Evil wins at once with 12 siege engines, 7 black swords, or every loyal knight dead.
Otherwise the game ends right after the action that lays the 12th sword: an undetected
traitor still in the game turns 2 white swords black, and the knights win with strictly
more white than black swords. The traitor wins whenever the knights lose.
"""
from __future__ import annotations

from .cards import (
    ACCUSATION_THRESHOLD,
    BLACK_SWORDS_LOSE,
    SIEGE_ENGINES_LOSE,
    SWORDS,
    SWORDS_END,
    TRAITOR_FLIPS,
)

SWORDS_LOST, ENGINES, DEATHS, SWORD_COUNT = "black swords", "siege engines", "deaths", "sword count"
"""Why a game ended: 7 black swords, 12 engines, every loyal knight dead, or the count at 12."""


class Ending:
    """Mixin of ``CamelotState``: swords, engines and the end checks."""

    def _add_swords(self, white: int, black: int) -> None:
        room = SWORDS - self.white_swords - self.black_swords
        white = min(white, room)
        black = min(black, room - white)
        self.white_swords += white
        self.black_swords += black
        added = [f"{count} {colour} sword{'s' if count > 1 else ''}"
                 for count, colour in ((white, "white"), (black, "black")) if count]
        if added:
            self.event("{} on the Round Table: {} white, {} black.", " and ".join(added),
                       self.white_swords, self.black_swords)
        if not self.loyalty_seen and self.white_swords + self.black_swords >= ACCUSATION_THRESHOLD:
            self.loyalty_seen = True
            self.event("Six swords lie on the Round Table: the knights look at their Loyalty cards.")
            self._tell_loyalty()
        self._check_end()

    def _add_engines(self, count: int, check: bool = True) -> None:
        self.engines = min(SIEGE_ENGINES_LOSE, self.engines + count)
        self.event("+{} siege engine{}: {} around Camelot.", count, "s" if count > 1 else "",
                   self.engines)
        if check:
            self._check_end()

    def _check_end(self) -> None:
        """Seed 004: the end conditions, checked after every effect."""
        if self.over:
            return
        if self.engines >= SIEGE_ENGINES_LOSE:
            self._finish(False, ENGINES, f"{SIEGE_ENGINES_LOSE} siege engines surround Camelot")
        elif self.black_swords >= BLACK_SWORDS_LOSE:
            self._finish(False, SWORDS_LOST,
                         f"{self.black_swords} black swords lie on the Round Table")
        elif self.white_swords + self.black_swords >= SWORDS_END:
            self._count_swords()

    def _count_swords(self) -> None:
        traitor = self.traitor
        if traitor >= 0 and not self.revealed and self.alive[traitor]:
            flips = min(TRAITOR_FLIPS, self.white_swords)
            self.white_swords -= flips
            self.black_swords += flips
            self.event("{} reveals himself as the Traitor and turns {} white swords black.",
                       self.who(traitor), flips)
        white, black = self.white_swords, self.black_swords
        won = white > black
        self._finish(won, SWORD_COUNT, f"{white} white against {black} black swords: "
                     + ("a strict white majority" if won else "no strict white majority"))

    def _check_loyal_knights(self) -> None:
        """Evil wins when every loyal knight is dead (seed 004)."""
        if not self.over and not any(self.alive[s] and s != self.traitor for s in range(self.n)):
            self._finish(False, DEATHS, "every loyal knight is dead")

    def _finish(self, knights_win: bool, reason: str, text: str) -> None:
        self.over = True
        self.knights_win = knights_win
        self.end_reason = reason
        self.event("The game ends: {}. {}", text,
                   "Camelot is saved: the loyal knights win!" if knights_win
                   else "Camelot falls: Evil wins" + (" (and the Traitor with it)."
                                                      if self.traitor >= 0 else "."))

    def returns(self) -> list[float]:
        """1.0 for each winner: the loyal knights (the dead too) or the Traitor."""
        if not self.over:
            return [0.0] * self.n
        return [float((s == self.traitor) != self.knights_win) for s in range(self.n)]
