"""Rule book, Roll dice: "take both dice all the time. Only the lowest number counts. If
you don't like the result, you can roll a second time. But this result must be
accepted." The card's player decides, except in Wrestling, where each hero's owner
decides for his hero (the card's player for Zork) [D]. Wrestling: "The heroes on the
first four positions have to roll dice. One after another … the player of the card can
decide in which order the 4 heroes have to roll dice"."""
from __future__ import annotations

from ..core.chance import Odds
from . import effects, veto
from .actions import Choose, Reroll, Roll, seat
from .components import HEROES
from .dice import LOWEST_WEIGHTS, THROWS
from .state import Phase, TafelrundeState


def start_wrestling(s: TafelrundeState) -> None:
    play = s.play
    assert play is not None
    play.wrestlers = s.table.line[:4]
    next_wrestler(s)


def next_wrestler(s: TafelrundeState) -> None:
    """The card's player names who rolls next; the last one left rolls without asking;
    after the four, the veto window."""
    play = s.play
    assert play is not None
    if not play.wrestlers:
        veto.open_veto(s)
    elif len(play.wrestlers) == 1:
        play.roller = play.wrestlers.pop()
        s.phase = Phase.ROLL
    else:
        s.phase = Phase.ORDER


def order_choices(s: TafelrundeState) -> list[Choose]:
    play = s.play
    assert play is not None
    step = len(play.rolls)
    return [Choose(play.player, play.card, step, hero=h) for h in play.wrestlers]


def name_roller(s: TafelrundeState, action: Choose) -> None:
    hero = effects.hero_named(action)
    play = s.play
    assert play is not None
    play.wrestlers.remove(hero)
    play.roller = hero
    s.event("{} rolls next.", HEROES[hero].title)
    s.phase = Phase.ROLL


def odds(s: TafelrundeState) -> Odds[Roll]:
    """One throw: the lowest of two dice (11/36 for a 1 … 1/36 for a 6)."""
    play = s.play
    assert play is not None
    roller, second = play.roller, play.first is not None
    return Odds(LOWEST_WEIGHTS, lambda i: Roll(i + 1, roller, second), THROWS)


def can_roll(s: TafelrundeState, outcome: object) -> bool:
    play = s.play
    assert play is not None
    return type(outcome) is Roll and 1 <= outcome.value <= 6 and outcome.hero == play.roller \
        and outcome.second == (play.first is not None)


def roll(s: TafelrundeState, outcome: Roll) -> None:
    play = s.play
    assert play is not None
    if outcome.second:
        s.event("Second throw: the lowest die shows {}; it must be kept.", outcome.value)
        rolled(s, outcome.value)
    else:
        roller = play.roller
        s.event("{}The lowest die shows {}.", "" if roller is None else
                f"{HEROES[roller].short.capitalize()} throws. ", outcome.value)
        play.first = outcome.value
        s.phase = Phase.REROLL


def decider(s: TafelrundeState) -> int:
    """Who may roll again: the card's player, or in Wrestling the rolling hero's owner
    (the card's player for Zork) [D]."""
    play = s.play
    assert play is not None
    if play.roller is not None:
        owner = s.owner[play.roller]
        if owner is not None:
            return owner
    return play.player


def reroll_choices(s: TafelrundeState) -> list[Reroll]:
    p = decider(s)
    play = s.play
    assert play is not None
    first = play.first
    assert first is not None, "a reroll follows a first throw"
    return [Reroll(p, first, False), Reroll(p, first, True)]


def decide_reroll(s: TafelrundeState, action: Reroll) -> None:
    if action.again:
        s.event("{} rolls again.", seat(action.player))
        s.phase = Phase.ROLL
    else:
        s.event("{} keeps the {}.", seat(action.player), action.value)
        rolled(s, action.value)


def rolled(s: TafelrundeState, value: int) -> None:
    """A throw is kept: the next wrestler, or the veto window."""
    play = s.play
    assert play is not None
    play.rolls.append((play.roller, value))
    play.first = None
    if play.key == effects.WRESTLING:
        roller = play.roller
        assert roller is not None
        verdict = "stays" if value >= 3 else "must go straight to the back"
        s.event("{} rolled {}: {}.", HEROES[roller].title, value, verdict)
        next_wrestler(s)
    else:
        veto.open_veto(s)
