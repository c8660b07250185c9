"""The end of the game (rule book, But du jeu; DoW-T; Book of Quests, Camelot).

Evil wins at once with 12 siege engines, 7 black swords, or every loyal knight dead.
Otherwise the game ends right after the action that lays the 12th sword: an undetected
traitor still in the game turns 2 white swords black, and the knights win with strictly
more white than black swords. The traitor wins whenever the knights lose.
"""
from __future__ import annotations

from ..core.chance import Odds
from . import knights
from .actions import LookAtLoyalty
from .components import (
    ACCUSATION_THRESHOLD,
    BLACK_SWORDS_LOSE,
    SIEGE_ENGINES_LOSE,
    SWORDS,
    SWORDS_END,
    TRAITOR_FLIPS,
)
from .state import CamelotState, Place, Task

SWORDS_LOST, ENGINES, DEATHS, SWORD_COUNT = "black swords", "siege engines", "deaths", "sword count"
"""Why a game ended: 7 black swords, 12 engines, every loyal knight dead, or the count at 12."""


def add_swords(s: CamelotState, white: int, black: int) -> None:
    room = SWORDS - s.white_swords - s.black_swords
    white = min(white, room)
    black = min(black, room - white)
    s.white_swords += white
    s.black_swords += black
    added = [f"{count} {colour} sword{'s' if count > 1 else ''}"
             for count, colour in ((white, "white"), (black, "black")) if count]
    if added:
        s.event("{} on the Round Table: {} white, {} black.", " and ".join(added),
                s.white_swords, s.black_swords)
    _look_at_loyalty(s)
    check_end(s)


def add_engines(s: CamelotState, count: int, check: bool = True) -> None:
    s.engines = min(SIEGE_ENGINES_LOSE, s.engines + count)
    s.event("+{} siege engine{}: {} around Camelot.", count, "s" if count > 1 else "",
            s.engines)
    _look_at_loyalty(s)
    if check:
        check_end(s)


def _look_at_loyalty(s: CamelotState) -> None:
    """'Three Brave Knights', revised: the knights look at their Loyalty cards once 6
    swords lie on the Round Table or 6 siege engines stand at Camelot, the threshold of
    an accusation, so that nobody can be accused before he has looked (a sure chance
    step: ``look_odds``)."""
    if s.loyalty_seen or any(task[0] is Task.LOOK for task in s.agenda):
        return
    if s.white_swords + s.black_swords >= ACCUSATION_THRESHOLD:
        s.event("Six swords lie on the Round Table: the knights will look at their Loyalty cards.")
    elif s.engines >= ACCUSATION_THRESHOLD:
        s.event("Six siege engines surround Camelot: the knights will look at their Loyalty cards.")
    else:
        return
    s.agenda.append((Task.LOOK,))


def look_odds(s: CamelotState) -> Odds[LookAtLoyalty]:
    return Odds([1], lambda _: LookAtLoyalty())


def on_look(s: CamelotState, outcome: LookAtLoyalty) -> None:
    s.loyalty_seen = True
    s.event("The knights look at their Loyalty cards.")
    knights.tell_loyalty(s)


def check_end(s: CamelotState) -> None:
    """Rule book: the end conditions, checked after every effect."""
    if s.over:
        return
    if s.engines >= SIEGE_ENGINES_LOSE:
        _finish(s, False, ENGINES, f"{SIEGE_ENGINES_LOSE} siege engines surround Camelot")
    elif s.black_swords >= BLACK_SWORDS_LOSE:
        _finish(s, False, SWORDS_LOST,
                f"{s.black_swords} black swords lie on the Round Table")
    elif s.white_swords + s.black_swords >= SWORDS_END:
        _count_swords(s)


def _count_swords(s: CamelotState) -> None:
    traitor = s.traitor
    if traitor is not None and not s.revealed and s.where[traitor] is not Place.DEAD:
        flips = min(TRAITOR_FLIPS, s.white_swords)
        s.white_swords -= flips
        s.black_swords += flips
        s.event("{} reveals himself as the Traitor and turns {} white swords black.",
                knights.who(s, traitor), flips)
    white, black = s.white_swords, s.black_swords
    won = white > black
    _finish(s, won, SWORD_COUNT, f"{white} white against {black} black swords: "
            + ("a strict white majority" if won else "no strict white majority"))


def check_loyal_knights(s: CamelotState) -> None:
    """Evil wins when every loyal knight is dead (rule book)."""
    if not s.over and not any(w is not Place.DEAD and seat != s.traitor for seat, w in enumerate(s.where)):
        _finish(s, False, DEATHS, "every loyal knight is dead")


def _finish(s: CamelotState, knights_win: bool, reason: str, text: str) -> None:
    s.over = True
    s.knights_win = knights_win
    s.end_reason = reason
    s.event("The game ends: {}. {}", text,
            "Camelot is saved: the loyal knights win!" if knights_win
            else "Camelot falls: Evil wins" + (" (and the Traitor with it)."
                                               if s.traitor is not None else "."))
