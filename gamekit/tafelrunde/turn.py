"""Rule book, The play: "In each part of the day a player can make one of the following
actions: 1) Play a card 2) Draw a card 3) Discard a card and take 1 silver." A player
with nothing he may do passes [D]."""
from __future__ import annotations

from . import day, declare, effects
from .actions import DiscardCard, DrawCard, Pass, PlayCard, seat
from .components import CARDS, DISCARD_REWARD, HAND_LIMIT
from .state import AfterDraws, TafelrundeState


def player(s: TafelrundeState) -> int:
    """Who acts: the players in turn from the Herold's holder, clockwise."""
    return (s.herold + s.turn) % len(s.silver)


def can_draw(s: TafelrundeState, player: int) -> bool:
    """2) Draw a card: "It is not allowed to have more than 5 handcards."; there must be
    a card to draw (the discard pile is reshuffled when the draw pile is gone)."""
    return len(s.hands[player]) < HAND_LIMIT and (any(s.pile) or any(s.discard))


def choices(s: TafelrundeState) -> list[PlayCard | DrawCard | DiscardCard | Pass]:
    """The cards he may play, a draw, the cards he may discard (3) "only one time a
    day"); Peculiarities: "If a player has no handcards, he only can choose the action
    'draw a card'"."""
    p = player(s)
    kinds = sorted(set(s.hands[p]))
    actions: list[PlayCard | DrawCard | DiscardCard | Pass] = [
        PlayCard(p, c) for c in kinds if effects.playable(s, p, c)]
    if can_draw(s, p):
        actions.append(DrawCard(p))
    if s.in_front[p] is None:
        actions += [DiscardCard(p, c) for c in kinds]
    return actions or [Pass(p)]


def can_decide(s: TafelrundeState, action: object) -> bool:
    """Whether ``action`` is one of :func:`choices`, checked without listing them."""
    p = player(s)
    if type(action) is PlayCard:
        return action.player == p and action.card in s.hands[p] and \
            effects.playable(s, p, action.card)
    if type(action) is DrawCard:
        return action.player == p and can_draw(s, p)
    if type(action) is DiscardCard:
        return action.player == p and s.in_front[p] is None and action.card in s.hands[p]
    if type(action) is Pass:
        return action.player == p and choices(s) == [action]
    return False


def decide(s: TafelrundeState, action: PlayCard | DrawCard | DiscardCard | Pass) -> None:
    if type(action) is PlayCard:
        declare.play_card(s, action)
    elif type(action) is DrawCard:
        s.event("{} draws a card.", seat(action.player))
        day.queue_draws(s, [action.player], AfterDraws.TURN_ENDS)
    elif type(action) is DiscardCard:
        discard(s, action)
    else:
        s.event("{} cannot do anything and passes.", seat(action.player))
        day.end_turn(s)


def discard(s: TafelrundeState, action: DiscardCard) -> None:
    """3) "Put a handcard face up in front of you (not on the discard pile). You get 1
    silver from the bank. Put at the end of the day the card on the discard pile.\""""
    p = action.player
    s.hands[p].remove(action.card)
    s.in_front[p] = action.card
    s.silver[p] += DISCARD_REWARD
    s.event("{} discards {} in front of him and takes 1 silver: {} silver.", seat(p),
            CARDS[action.card].label, s.silver[p])
    day.end_turn(s)
