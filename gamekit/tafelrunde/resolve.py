"""Rule book, 1) Play a card and Veto: "If no one has a Veto, the action will be carried
out"; after a veto "The affected player don't gets his card back, but the money he
spent for the action". What some cards leave to do once carried out (The actioncards):
a Dubious Deal takes a card at random from the other player's hand, who after Dubious
Deal (2) moves a hero 2 up; Old friends' other player moves a hero 3 up; Magical
choice takes a card from the discard pile. The played card then goes to the discard
pile [D]."""
from __future__ import annotations

from ..core.chance import Odds
from . import day, effects
from .actions import CardTaken, MoveHero, MovesFirst, TakeCard, seat
from .components import CARDS, HEROES
from .effects import Left
from .state import Phase, TafelrundeState


def carry_out(s: TafelrundeState) -> None:
    play = s.play
    assert play is not None
    s.event("{} is carried out.", CARDS[play.card].name)
    left = effects.carry_out(s, play.player, play.card, play.choices, play.rolls, s.event)
    if left is Left.DONE:
        finish_play(s)
    elif left is Left.STEAL:
        victim = effects.seat_named(play.choices[0])
        if s.hands[victim]:
            s.phase = Phase.STEAL
        else:  # he vetoed with his last card and was answered [D]
            s.event("{} has no card left to take.", seat(victim))
            after_steal(s, victim)
    elif left is Left.FRIEND:
        s.phase = Phase.MOVE_HERO
    else:  # Left.TAKE: Magical choice
        s.phase = Phase.TAKE


def cancel(s: TafelrundeState) -> None:
    """The veto stands: the card is not carried out, its price comes back [D]."""
    play = s.play
    assert play is not None
    s.event("The veto stands: {} is not carried out.", CARDS[play.card].name)
    if play.paid is not None:
        payer, payee, amount = play.paid
        s.silver[payer] += amount
        if payee is not None:
            s.silver[payee] -= amount
        s.event("{} gets his {} silver back{}.", seat(payer), amount,
                "" if payee is None else f" from {seat(payee)}")
    finish_play(s)


def finish_play(s: TafelrundeState) -> None:
    play = s.play
    assert play is not None
    s.discard[play.card] += 1
    day.end_turn(s)


# -- Dubious Deal: "You can choose a handcard of a player and put it on your hand" ---------
def steal_odds(s: TafelrundeState) -> Odds[CardTaken]:
    """The card is taken at random [D]: each card of the hand alike."""
    play = s.play
    assert play is not None
    victim = effects.seat_named(play.choices[0])
    return Odds.uniform([CardTaken(play.player, victim, c) for c in s.hands[victim]])


def can_steal(s: TafelrundeState, outcome: object) -> bool:
    play = s.play
    assert play is not None
    return type(outcome) is CardTaken and outcome.player == play.player \
        and outcome.victim == play.choices[0].seat and outcome.card in s.hands[outcome.victim]


def steal(s: TafelrundeState, outcome: CardTaken) -> None:
    """Only the two players learn which card it was [D]."""
    play = s.play
    assert play is not None
    victim = outcome.victim
    s.hands[victim].remove(outcome.card)
    s.hands[play.player].append(outcome.card)
    s.event("{} takes a card at random from {}'s hand.", seat(play.player), seat(victim))
    s.event("It is {}.", CARDS[outcome.card].label, seat=play.player)
    s.event("{} took your {}.", seat(play.player), CARDS[outcome.card].label, seat=victim)
    after_steal(s, victim)


def after_steal(s: TafelrundeState, victim: int) -> None:
    """Dubious Deal (2): "The other player can choose (not you!) which of the heroes
    will be moved 2 up."""
    play = s.play
    assert play is not None
    if play.key == "dubious_deal_2":
        s.phase = Phase.MOVE_HERO
    else:
        finish_play(s)


# -- Old friends and Dubious Deal (2): the other player moves a hero -------------------------
def mover(s: TafelrundeState) -> int:
    """The player the card names: Old friends' friend, Dubious Deal (2)'s victim."""
    play = s.play
    assert play is not None
    return effects.seat_named(play.choices[-1])


def move_choices(s: TafelrundeState) -> list[MoveHero]:
    """Any hero [D]: 3 up for Old friends, 2 up for Dubious Deal (2)."""
    play = s.play
    assert play is not None
    steps = 3 if play.key == "old_friends" else 2
    p = mover(s)
    return [MoveHero(p, play.card, h, steps) for h in s.table.line]


def move(s: TafelrundeState, action: MoveHero) -> None:
    """Old friends: "you can choose the order of actions"; when the friend moves
    first, the card's player's hero moves after him."""
    play = s.play
    assert play is not None
    s.event("{} chooses {}.", seat(action.player), HEROES[action.hero].name)
    effects.move_hero(s, action.hero, action.steps, s.event)
    if play.key == "old_friends" and play.choices[1].first is MovesFirst.FRIENDS_HERO:
        effects.old_friends_own_move(s, play.choices, s.event)
    finish_play(s)


# -- Magical choice: "Usually you get with it the card you want." ---------------------------
def take_choices(s: TafelrundeState) -> list[TakeCard]:
    play = s.play
    assert play is not None
    p = play.player
    return [TakeCard(p, c) for c in range(len(CARDS)) if s.discard[c]]


def take(s: TafelrundeState, action: TakeCard) -> None:
    s.discard[action.card] -= 1
    s.hands[action.player].append(action.card)
    s.event("{} takes {} from the discard pile.", seat(action.player), CARDS[action.card].label)
    finish_play(s)
