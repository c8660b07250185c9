"""Loyalty, the Traitor and accusations (rule book, Allégeance; the publisher's
traitor teaser DoW-T; Book of Quests appendix 1).

At most one Traitor card is in play. A knight may accuse once per game, from 6 siege
engines or 6 swords on; right, the traitor is unmasked and a white sword is added;
wrong, a white sword turns black. The unmasked traitor leaves the board and, on each
of his turns, makes a knight lose a random white card and then draws a black card or
adds a siege engine.
"""
from __future__ import annotations

from ..core.chance import Odds
from . import ending, knights, piles, quests
from .actions import ADD_ENGINE, DRAW_BLACK, LoseCard, Taunt
from .actions import Evil as EvilChoice
from .components import ACCUSATION_THRESHOLD, RELIC_EXCALIBUR, RELIC_GRAIL, RELIC_NAMES, WHITE_NAMES
from .state import CamelotState, Place, Task, Unheld


def can_accuse(s: CamelotState, seat: int) -> bool:
    """DoW-T: from 6 siege engines or 6 swords on, once per knight. Without a
    Traitor card in the game (the first-game advice) or once he is unmasked there is
    nobody left to accuse [D]."""
    return (s.with_traitor and s.loyalty_seen and not s.revealed and not s.accused[seat]
            and (s.engines >= ACCUSATION_THRESHOLD
                 or s.white_swords + s.black_swords >= ACCUSATION_THRESHOLD))


def accuse(s: CamelotState, seat: int, target: int) -> None:
    s.accused[seat] = True
    s.event("{} accuses {} of treason!", knights.who(s, seat), knights.who(s, target))
    if target == s.traitor:
        s.event("{} is the Traitor!", knights.who(s, target))
        reveal(s, target, accused=True)
        ending.add_swords(s, 1, 0)
    else:
        s.event("{} is loyal: the accusation was false.", knights.who(s, target))
        s.cleared[target] = True
        if s.white_swords:
            s.white_swords -= 1
            s.black_swords += 1
            s.event("A white sword turns black: {} white, {} black.", s.white_swords,
                    s.black_swords)
            ending.check_end(s)


def reveal(s: CamelotState, seat: int, accused: bool) -> None:
    """Book of Quests, appendix 1: the unmasked traitor leaves the board, discards his white
    cards, loses Excalibur and the Holy Grail and keeps Lancelot's Armor."""
    s.revealed = True
    if not s.loyalty_seen:             # one Traitor card: the others are loyal
        s.loyalty_seen = True
        knights.tell_loyalty(s)
    if not accused:
        s.event("{} reveals his Loyalty card: he is the Traitor!", knights.who(s, seat))
    piles.discard_hand(s, seat)
    if knights.in_play(s, seat):
        quests.leave(s, seat)
    s.where[seat] = Place.UNMASKED
    for relic in (RELIC_EXCALIBUR, RELIC_GRAIL):
        if s.relics[relic] == seat:
            s.relics[relic] = Unheld.GONE
            s.event("{} is taken from the Traitor and leaves the game.", RELIC_NAMES[relic])


def reveal_self(s: CamelotState, seat: int) -> None:
    """The traitor unmasks himself at the start of his turn and plays it as one."""
    reveal(s, seat, accused=False)
    push_traitor_turn(s, seat)


def push_traitor_turn(s: CamelotState, seat: int) -> None:
    s.agenda.append((Task.ASK_TRAITOR_EVIL, seat))
    s.agenda.append((Task.ASK_TAUNT, seat))


# -- the unmasked traitor's turn --------------------------------------------------------
def ask_taunt(s: CamelotState, seat: int) -> None:
    if any(sum(s.hands[t]) for t in knights.order_from(s, seat)):
        s.agenda.append((Task.TAUNT, seat))


def taunt_choices(s: CamelotState, seat: int) -> list:
    k = knights.knight_at(s, seat)
    return [Taunt(k, knights.knight_at(s, t)) for t in knights.order_from(s, seat) if sum(s.hands[t])]


def on_taunt(s: CamelotState, action: Taunt, seat: int) -> None:
    """BQ: pick a knight; one of his white cards, at random, is discarded."""
    victim = knights.seat_at(s, action.target)
    s.event("{} taunts {}.", knights.who(s, seat), knights.who(s, victim))
    s.agenda.append((Task.LOSE_CARD, victim))


def lose_card_odds(s: CamelotState, seat: int) -> Odds[LoseCard]:
    """Each white card of the victim's hand alike."""
    k = knights.knight_at(s, seat)
    return Odds(s.hands[seat], lambda card: LoseCard(k, card))


def on_lose_card(s: CamelotState, outcome: LoseCard, seat: int) -> None:
    s.hands[seat][outcome.card] -= 1
    piles.discard_white(s, outcome.card)
    s.event("{} loses {} at random.", knights.who(s, seat), WHITE_NAMES[outcome.card])


def ask_traitor_evil(s: CamelotState, seat: int) -> None:
    s.agenda.append((Task.TRAITOR_EVIL, seat))


def traitor_evil_choices(s: CamelotState, seat: int) -> list:
    k = knights.knight_at(s, seat)
    actions = [EvilChoice(k, DRAW_BLACK)] if s.black_size or sum(s.black_discard) else []
    return actions + [EvilChoice(k, ADD_ENGINE)]


def on_traitor_evil(s: CamelotState, action: EvilChoice, seat: int) -> None:
    """BQ: the traitor helps Evil: a siege engine, or the top black card."""
    if action.choice == DRAW_BLACK:
        s.agenda.append((Task.DRAW_AND_RESOLVE, seat))
    else:
        s.event("{} adds a siege engine.", knights.who(s, seat))
        ending.add_engines(s, 1)
