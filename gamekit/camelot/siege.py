"""The siege of Camelot (Book of Quests, Camelot): a knight in Camelot attacks a siege
engine with any number of Fight cards, then rolls the d8; a total greater than the
roll destroys the engine, otherwise he loses a life point. Excalibur adds 1, and Sir
Kay may add one more Fight card after the roll."""
from __future__ import annotations

from ..core.chance import Odds
from . import knights, piles
from .actions import D8, AddFight, RollD8
from .components import CAMELOT, FIGHTS, KAY, RELIC_EXCALIBUR, SIEGE_DIE, WHITE_NAMES
from .state import CamelotState, Task

ROLLS = tuple(D8(roll) for roll in range(1, SIEGE_DIE + 1))


def siege_choices(s: CamelotState, seat: int) -> list[AddFight | RollD8]:
    k, hand = knights.knight_at(s, seat), s.hands[seat]
    return [AddFight(k, v) for v in FIGHTS if hand[v]] + [RollD8(k)]


def on_siege(s: CamelotState, action: AddFight | RollD8, seat: int) -> None:
    """BQ, the siege area: any number of Fight cards, then the d8."""
    if isinstance(action, AddFight):
        s.deeds[seat].cards_laid += 1
        s.hands[seat][action.card] -= 1
        s.fight_cards.append(action.card)
        s.event("{} adds {}: total {}.", knights.who(s, seat), WHITE_NAMES[action.card],
                sum(s.fight_cards))
        s.agenda.append((Task.SIEGE, seat))
        return
    s.agenda.append((Task.SIEGE_END, seat))
    s.agenda.append((Task.D8, seat))


def d8_odds(s: CamelotState, seat: int) -> Odds[D8]:
    """The eight faces of the d8 alike."""
    return Odds.uniform(ROLLS)


def on_d8(s: CamelotState, outcome: D8, seat: int) -> None:
    s.roll = outcome.roll
    s.event("The d8 shows {}.", outcome.roll)
    if s.knight[seat] == KAY and knights.has_power(s, seat) and not siege_won(s, seat):
        s.agenda.append((Task.KAY, seat, CAMELOT))


def siege_total(s: CamelotState, seat: int) -> tuple[int, int]:
    """(Fight cards laid, +1 if ``seat`` holds Excalibur)."""
    return sum(s.fight_cards), int(s.relics[RELIC_EXCALIBUR] == seat)


def siege_won(s: CamelotState, seat: int) -> bool:
    cards, bonus = siege_total(s, seat)
    return s.roll is not None and cards + bonus > s.roll


def siege_end(s: CamelotState, seat: int) -> None:
    """BQ: a total greater than the d8 destroys the engine; otherwise the knight
    loses 1 life point. The Fight cards are discarded either way."""
    cards, bonus = siege_total(s, seat)
    roll = s.roll
    assert roll is not None, "the d8 is rolled before the fight ends"
    plus = " + 1 (Excalibur)" if bonus else ""
    for v in s.fight_cards:
        piles.discard_white(s, v)
    s.fight_cards = []
    if cards + bonus > roll:
        s.engines -= 1
        s.event("{}{} > {}: the siege engine is destroyed ({} left).", cards, plus,
                roll, s.engines)
    else:
        s.event("{}{} ≤ {}: the siege engine holds.", cards, plus, roll)
        knights.lose(s, seat, 1, "the siege engine")

