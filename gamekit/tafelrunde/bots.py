"""A heuristic bot for Die Tafelrunde that plays for position and money.

It sees only its view and its legal actions. From the view it rebuilds the public
table (``effects.Public``) and weighs every card it could play by carrying it out on
a copy, with the very code the rules use: its worth is the bot's silver after the
next pay-out, less that of its rivals (their mean and their best, half each). Dice are
weighed exactly with the best reroll (``analysis.best_reroll``).
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import ClassVar

from ..bots.mcts import MCTSBot
from ..bots.study import MCTSGames, seat_one_study
from ..core.bots import Observation
from ..core.registry import load
from . import effects
from .actions import (
    Choose,
    DiscardCard,
    DrawCard,
    MoveHero,
    MovesFirst,
    NoVeto,
    NoVetoVeto,
    Pass,
    PlayCard,
    Reroll,
    TakeCard,
    Veto,
    VetoVeto,
)
from .components import (
    BROKEN_SHIELDS,
    CARDS,
    COPIES,
    DAYS,
    DECK_SIZE,
    DISCARD_REWARD,
    REFILL_TO,
    SHIELDS,
    ZORK,
    Table,
)
from .dice import LOWEST_OF_TWO
from .effects import Left, Public
from .table import pay_out, richest, seat_value, zork_value

CARD = 1.0
"""What a card in the hand is worth (in silver) while it can still be played."""
SHIELD = 0.6
"""What a shield or a broken shield adds while other players have turns to come: a veto."""
WRESTLER_STAYS = Fraction(1) - Fraction(20, 36) ** 2
"""A wrestler's owner throws again below 3: he stays with 1 - (20/36)^2."""
THROW = tuple((v, float(p)) for v, p in LOWEST_OF_TWO)
"""The lower of two dice: each value with its chance, as a float (the bot's worths are)."""
DRAWN_SHIELD = sum(COPIES[c] for c in SHIELDS | BROKEN_SHIELDS) / DECK_SIZE
"""The chance that a card drawn shows a shield or a broken shield (10 of 41)."""


def public(view: dict) -> Public:
    """The public facts of a view, as the cards' code reads them."""
    table = Table(view["line"], view["goblet_side"] == "clockwise")
    return Public(view["players"], table, view["owner"], view["silver"], view["hand_sizes"],
                  view["discard_size"])


@dataclass(frozen=True)
class Turns:
    """What is left of the game for one player once the action being decided is done:
    his own actions still to come today and on later days, and whether any other
    player has an action to come (a card of his to veto)."""

    today: int
    later: int
    others: bool

    @classmethod
    def of(cls, view: dict, me: int) -> Turns:
        """Read from the view: the day, the round, the Herold and whose turn it is."""
        n, herold = view["players"], view["herold"]
        play = view["play"]
        acting = play["player"] if play is not None else view["current_player"]
        now, mine = (acting - herold) % n, (me - herold) % n
        still = mine > now  # my turn this round is still to come
        today = int(still) + (1 if view["round"] == 1 else 0)
        later = 2 * (DAYS - view["day"])
        left_this_round = n - 1 - now - int(still)
        others = later > 0 or left_this_round > 0 or (view["round"] == 1 and n > 1)
        return cls(today, later, others)


def hand_worth(cards: Sequence[int], turns: Turns, card: float = CARD, shield: float = SHIELD,
               drawn: int = 0) -> float:
    """What a hand is worth from here, in silver: each card that will still be played,
    counting the refill ("Everyone who has less than 3 handcards fills up to 3"): today a
    hand plays at most one card per action left, and what is left tomorrow is topped up
    to 3 anyway, so only the cards beyond 3 then count. On the last day, a card not
    played today is worth nothing. A shield or a broken shield adds ``shield`` while
    another player has a card to play; ``drawn`` cards not yet seen are shields with
    their share of the deck."""
    h = len(cards) + drawn
    used = min(h, turns.today)
    kept = max(h - used, REFILL_TO) if turns.later else 0
    shields = sum(1 for c in cards if c in SHIELDS or c in BROKEN_SHIELDS) + drawn * DRAWN_SHIELD
    return card * (used + kept) + (shield * shields if turns.others else 0.0)


@cache
def paying(seats: int) -> tuple[tuple[int, int, int], ...]:
    """(index in the line, what a hero there earns, what Zork there costs) for each
    position that pays or costs anything at the pay-out: the others change no total."""
    return tuple((p - 1, seat_value(p, seats), zork_value(p, seats)) for p in range(1, seats + 1)
                 if seat_value(p, seats) or zork_value(p, seats))


def worth(t: Public, me: int) -> float:
    """``me``'s silver after a pay-out from this table (table.pay_out, added up), less
    his rivals' (half their mean, half their best)."""
    line, owner, silver = t.table.line, t.owner, t.silver
    zork = richest(silver)
    totals = list(silver)
    for i, earns, costs in paying(len(line)):
        h = line[i]
        if h == ZORK:
            if zork is not None:
                totals[zork] += costs
        else:
            seat = owner[h]
            if seat is not None:
                totals[seat] += earns
    mine = totals[me] if totals[me] > 0 else 0
    rivals = [x if x > 0 else 0 for p, x in enumerate(totals) if p != me]
    return mine - (sum(rivals) / len(rivals) + max(rivals)) / 2


class HeuristicBot:
    """Does what improves its standing most after the next pay-out, counting what the
    cards left in its hand are still worth (:func:`hand_worth`): plays a card, discards
    one for 1 silver, draws or passes; names the best targets, rerolls when a throw is
    worth less than a new one, vetoes what hurts it more than its shield is worth to
    keep, and answers vetoes of what helps it likewise. ``card`` and ``shield`` are the
    worths :func:`hand_worth` gives a card and a shield."""

    game_name: ClassVar[str] = "tafelrunde"
    deterministic = True

    def __init__(self, card: float = CARD, shield: float = SHIELD) -> None:
        self.card, self.shield = card, shield

    def __repr__(self) -> str:
        extra = [f"{k}={v}" for k, v, d in (("card", self.card, CARD), ("shield", self.shield, SHIELD))
                 if v != d]
        return f"HeuristicBot({', '.join(extra)})"

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        view = observation.view
        assert view is not None, "the heuristic bot reads its view"
        me = observation.player
        first = actions[0]
        kind = type(first)
        if kind in (PlayCard, DrawCard, DiscardCard, Pass):
            return self.turn(view, me, actions)
        if kind is Choose:
            return self.target(view, me, actions)
        if kind is Reroll:
            return self.reroll(view, me, actions)
        if kind in (Veto, NoVeto):
            return self.veto(view, me, actions)
        if kind in (VetoVeto, NoVetoVeto):
            return self.veto_veto(view, me, actions)
        if kind is MoveHero:
            t = public(view)
            return max(actions, key=lambda a: self._after_move(t, me, a.hero, a.steps))
        if kind is TakeCard:
            return self.take(view, me, actions)
        return actions[0]

    def hand_worth(self, cards: Sequence[int], turns: Turns, drawn: int = 0) -> float:
        """:func:`hand_worth` with this bot's worths, ``drawn`` cards still unknown."""
        return hand_worth(cards, turns, self.card, self.shield, drawn)

    # -- a turn ------------------------------------------------------------------------
    def turn(self, view: dict, me: int, actions: list):
        """The action of the turn worth most (:meth:`turn_values`)."""
        values = self.turn_values(view, me, actions)
        return actions[values.index(max(values))]

    def turn_values(self, view: dict, me: int, actions: list) -> list[float]:
        """Each action's worth: the standing after the next pay-out, plus what the hand
        left is still worth."""
        t = public(view)
        turns = Turns.of(view, me)
        hand = list(view["hand_ids"])
        now = worth(t, me)

        def without(card: int) -> list[int]:
            rest = list(hand)
            rest.remove(card)
            return rest

        def value(a) -> float:
            if type(a) is PlayCard:
                return self.play_value(t, me, a.card) + self.hand_worth(without(a.card), turns)
            if type(a) is DiscardCard:
                u = t.copy()
                u.silver[me] += DISCARD_REWARD
                return worth(u, me) + self.hand_worth(without(a.card), turns)
            if type(a) is DrawCard:
                return now + self.hand_worth(hand, turns, drawn=1)
            return now + self.hand_worth(hand, turns)

        return [value(a) for a in actions]

    def take(self, view: dict, me: int, actions: list):
        """Magical choice ("Usually you get with it the card you want"): the card that
        would do most if played now, a shield counting what it is worth to keep."""
        t = public(view)
        now = worth(t, me)

        def value(a) -> float:
            play = self.play_value(t, me, a.card) if effects.playable(t, me, a.card) else now
            return play + (self.shield if a.card in SHIELDS or a.card in BROKEN_SHIELDS else 0.0)

        return max(actions, key=value)

    def play_value(self, t: Public, me: int, card: int, choices: tuple = ()) -> float:
        """The worth of playing ``card`` with the best remaining choices."""
        key = CARDS[card].key
        if len(choices) < effects.STEPS[key]:
            options = effects.options(t, me, card, choices)
            if not options:
                return -1e9
            return max(self.play_value(t, me, card, choices + (c,)) for c in options)
        return self.outcome_value(t, me, card, choices)

    def outcome_value(self, t: Public, me: int, card: int, choices: Sequence[Choose],
                      rolls: Sequence[tuple[int | None, int]] | None = None) -> float:
        """The expected worth once ``card`` is declared with ``choices`` (and paid for),
        over its dice when ``rolls`` is not given."""
        key = CARDS[card].key
        cost = effects.price(me, card, choices)
        if cost is not None:
            t = t.copy()
            payer, payee, amount = cost
            t.silver[payer] -= amount
            if payee is not None:
                t.silver[payee] += amount
        if rolls is None and key in effects.ONE_ROLL:
            values = {v: self.outcome_value(t, me, card, choices, [(None, v)]) for v in range(1, 7)}
            again = sum(p * values[v] for v, p in THROW)
            return sum(p * max(values[v], again) for v, p in THROW)
        if rolls is None and key == effects.WRESTLING:
            return self._wrestling_value(t, me, card)
        u = t.copy() if cost is None else t     # the table paid for is this call's own
        left = effects.carry_out(u, me, card, choices, rolls or [])
        value = worth(u, me)
        if left in (Left.STEAL, Left.TAKE):
            value += self.card
            if CARDS[card].key == "dubious_deal_2":
                value -= 1.0  # the other player moves a hero of his 2 up
        elif left is Left.FRIEND:  # both moves made; the friend moves his best hero
            if choices[1].first is MovesFirst.FRIENDS_HERO:
                u.table.move(effects.hero_named(choices[0]), 3)
            friend = choices[1].seat
            value = min(self._after_move(u, me, h, 3) for h in u.table.line
                        if u.owner[h] == friend)
        return value

    def _wrestling_value(self, t: Public, me: int, card: int) -> float:
        heroes = t.table.line[:4]
        total = 0.0
        for mask in range(16):
            p = 1.0
            rolls = []
            for i, h in enumerate(heroes):
                fails = mask >> i & 1
                stay = float(WRESTLER_STAYS)
                p *= (1 - stay) if fails else stay
                rolls.append((h, 1 if fails else 6))
            u = t.copy()
            effects.carry_out(u, me, card, (), rolls)
            total += p * worth(u, me)
        return total

    @staticmethod
    def _after_move(t: Public, judge: int, hero: int, steps: int) -> float:
        """``judge``'s worth once ``hero`` moved ``steps``."""
        u = t.copy()
        u.table.move(hero, steps)
        return worth(u, judge)

    # -- naming targets, dice, vetoes ---------------------------------------------------
    def target(self, view: dict, me: int, actions: list):
        t = public(view)
        play = view["play"]
        if CARDS[play["card"]].key == effects.WRESTLING:
            return actions[0]
        done = tuple(Choose.of(me, play["card"], i, c) for i, c in enumerate(play["choices"]))
        return max(actions, key=lambda a: self.play_value(t, me, a.card, done + (a,)))

    def _pending(self, view: dict, rolls=None) -> float:
        """The worth for the viewer if the card in play is carried out."""
        play = view["play"]
        t = public(view)
        me = view["player"]
        player, card = play["player"], play["card"]
        choices = [Choose.of(player, card, i, c) for i, c in enumerate(play["choices"])]
        rolls = [tuple(r) for r in play["rolls"]] if rolls is None else rolls
        u = t.copy()
        effects.carry_out(u, player, card, choices, rolls)
        return worth(u, me)

    def reroll(self, view: dict, me: int, actions: list):
        """Keep a throw worth at least a new throw's mean (the exact best reroll)."""
        keep, again = (a for a in sorted(actions, key=lambda a: a.again))
        values = self.throw_values(view, me)
        mean = sum(p * values[v] for v, p in THROW)
        return keep if values[keep.value] >= mean else again

    def throw_values(self, view: dict, me: int) -> dict[int, float]:
        """What each result 1-6 of the throw being decided is worth to ``me``: his
        standing after the next pay-out (:func:`worth`), or for his own wrestler 1 if
        he stays and 0 if he goes to the back."""
        play = view["play"]
        key = CARDS[play["card"]].key
        done = [tuple(r) for r in play["rolls"]]
        roller = play["roller"]
        values = {}
        for v in range(1, 7):
            if key != effects.WRESTLING:
                values[v] = self._pending(view, [(None, v)])
            elif view["owner"][roller] == me:  # my own wrestler: he must stay
                values[v] = float(v >= 3)
            else:  # Zork, for whom the card's player decides
                values[v] = self._pending(view, done + [(roller, v)])
        return values

    def veto(self, view: dict, me: int, actions: list):
        """Veto when the card would cost more than the shield is still worth to keep."""
        loss = worth(public(view), me) - self._pending(view)
        shield = next(a for a in actions if type(a) is Veto)
        if loss > self._keeping(view, me, shield.card):
            return shield
        return actions[-1]

    def veto_veto(self, view: dict, me: int, actions: list):
        """Answer a veto when the card would gain more than the broken shield is worth."""
        gain = self._pending(view) - worth(public(view), me)
        answer = next(a for a in actions if type(a) is VetoVeto)
        if gain > self._keeping(view, me, answer.card):
            return answer
        return actions[-1]

    def _keeping(self, view: dict, me: int, card: int) -> float:
        """What ``card`` in the hand is worth to keep rather than spend now."""
        hand = list(view["hand_ids"])
        turns = Turns.of(view, me)
        rest = list(hand)
        rest.remove(card)
        return self.hand_worth(hand, turns) - self.hand_worth(rest, turns)


# -- the search bot -----------------------------------------------------------------------
def money_lead(state) -> list[float]:
    """A value per player for a search bot's playout cut short: the returns at the
    end of the game, else a soft share of the lead. Each player's money after the
    pay-out this table would give (``table.pay_out``, Zork with the lone richest,
    nobody below 0) is weighed as ``exp(money / T)`` and shared out; ``T`` is 2 silver
    times the square root of the days still to pay out, so a lead counts more near
    the end. Cards in hand count for nothing: counted at 1 silver each (as the
    heuristic bot once counted them), they made a shallow search draw rather than play
    (6 wins in 40 games against heuristic bots at 100 iterations, 13 in 40 without).
    Pass it as ``MCTSBot(playout_steps=..., evaluate=money_lead)``."""
    if state.is_terminal():
        return state.returns()
    silver = state.silver
    totals = list(silver)
    for p, items in enumerate(pay_out(state.table.line, state.owner, richest(silver), state.n)):
        totals[p] = max(0, totals[p] + sum(v for _, _, v in items))
    scale = 2.0 * math.sqrt(DAYS - state.day + 1)
    top = max(totals)
    weights = [math.exp((x - top) / scale) for x in totals]
    total = sum(weights)
    return [w / total for w in weights]


def mcts_bot(iterations: int = 100, seconds: float | None = None, playout_steps: int = 0,
             exploration: float = 0.7):
    """The search bot tuned for Die Tafelrunde: the tree is grown from states dealt
    from the bot's view (``Tafelrunde.sample_state``) and each new leaf is valued at
    once by :func:`money_lead` (``playout_steps=0``). Random playouts are a poor guide
    here: a whole random game costs about 3 ms, and random cards played by everyone
    for a day (24 steps) made the bot weaker against the heuristic bot (in a first
    trial at 50 iterations, 1 win in 20 games against 5 in 20 without a playout)."""
    return MCTSBot(iterations=iterations, seconds=seconds, exploration=exploration,
                   playout_steps=playout_steps, evaluate=money_lead, game_name="tafelrunde")


def mcts_study(players: int = 4, iterations: int = 100, games: int = 50, seed: int = 0,
               opponents: Sequence[str] = ("heuristic", "random"), workers: int | None = None,
               executor=None, progress: bool | None = False) -> list[MCTSGames]:
    """Whole games through :func:`gamekit.simulate`: :func:`mcts_bot` with
    ``iterations`` per decision in seat 1 against ``HeuristicBot``s and against
    ``RandomBot``s; the fair share is ``1 / players``. Spread long studies with
    ``workers`` or an ``executor`` (the records do not change)."""
    return seat_one_study(load("tafelrunde", players=players), mcts_bot, HeuristicBot, iterations,
                          games, seed, opponents, workers, executor, progress)
