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
from fractions import Fraction
from functools import cache

from ..bots.study import MCTSGames, seat_one_study
from ..core.bots import Observation
from . import effects
from .actions import (
    Choose,
    DiscardCard,
    DrawCard,
    MoveHero,
    NoVeto,
    NoVetoVeto,
    Pass,
    PlayCard,
    Reroll,
    TakeCard,
    Veto,
    VetoVeto,
)
from .components import BROKEN_SHIELDS, CARDS, DAYS, SHIELDS, ZORK, Table
from .dice import LOWEST_OF_TWO
from .effects import Left, Public
from .table import pay_out, richest, seat_value, zork_value

CARD_IN_HAND = 1.0
"""What a card in the hand is worth (in silver): it may be played or vetoed with later."""
SHIELD_IN_HAND = 1.6
WRESTLER_STAYS = Fraction(1) - Fraction(20, 36) ** 2
"""A wrestler's owner throws again below 3: he stays with 1 - (20/36)^2."""


def public(view: dict) -> Public:
    """The public facts of a view, as the cards' code reads them."""
    table = Table(view["line"], view["goblet_side"] == "clockwise")
    return Public(view["players"], table, view["owner"], view["silver"], view["hand_sizes"],
                  view["discard_size"])


@cache
def _values(seats: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return (tuple(seat_value(p, seats) for p in range(1, seats + 1)),
            tuple(zork_value(p, seats) for p in range(1, seats + 1)))


def worth(t: Public, me: int) -> float:
    """``me``'s silver after a pay-out from this table (table.pay_out, added up), less
    his rivals' (half their mean, half their best)."""
    line, owner, silver = t.table.line, t.owner, t.silver
    hero_value, zork_cost = _values(len(line))
    zork = richest(silver)
    totals = list(silver)
    for i, h in enumerate(line):
        if h == ZORK:
            if zork is not None:
                totals[zork] += zork_cost[i]
        else:
            seat = owner[h]
            if seat is not None:
                totals[seat] += hero_value[i]
    mine = max(totals[me], 0)
    rivals = [max(x, 0) for p, x in enumerate(totals) if p != me]
    return mine - (sum(rivals) / len(rivals) + max(rivals)) / 2


class HeuristicBot:
    """Plays the card that improves its standing most after the next pay-out, else
    discards a card for 1 silver, else draws; names the best targets, rerolls when a
    throw is worth less than a new one, vetoes what hurts it, and answers vetoes of what
    helps it."""

    def __init__(self, veto_margin: float = SHIELD_IN_HAND) -> None:
        self.veto_margin = veto_margin

    def __repr__(self) -> str:
        return "HeuristicBot()"

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
            return max(actions, key=lambda a: self.card_worth(a.card))
        return actions[0]

    # -- a turn ------------------------------------------------------------------------
    def turn(self, view: dict, me: int, actions: list):
        t = public(view)
        now = worth(t, me)
        hand = view["hand_ids"]
        best, best_gain = None, -1e9
        for a in actions:
            if type(a) is PlayCard:
                gain = self.play_value(t, me, a.card) - now - self.card_worth(a.card)
            elif type(a) is DiscardCard:
                gain = 1.0 - self.card_worth(a.card)
            elif type(a) is DrawCard:
                gain = CARD_IN_HAND * (0.9 if len(hand) >= 3 else 1.2) - 0.5
            else:
                gain = 0.0
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    @staticmethod
    def card_worth(card: int) -> float:
        return SHIELD_IN_HAND if card in SHIELDS or card in BROKEN_SHIELDS else CARD_IN_HAND

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
        t = t.copy()
        cost = effects.price(me, card, choices)
        if cost is not None:
            payer, payee, amount = cost
            t.silver[payer] -= amount
            if payee is not None:
                t.silver[payee] += amount
        if rolls is None and key in effects.ONE_ROLL:
            values = {v: self.outcome_value(t, me, card, choices, [(None, v)]) for v in range(1, 7)}
            again = sum(float(p) * values[v] for v, p in LOWEST_OF_TWO)
            return sum(float(p) * max(values[v], again) for v, p in LOWEST_OF_TWO)
        if rolls is None and key == effects.WRESTLING:
            return self._wrestling_value(t, me, card)
        u = t.copy() if cost is None else t
        left = effects.carry_out(u, me, card, choices, rolls or [])
        value = worth(u, me)
        if left in (Left.STEAL, Left.TAKE):
            value += CARD_IN_HAND
            if CARDS[card].key == "dubious_deal_2":
                value -= 1.0  # the other player moves a hero of his 2 up
        elif left is Left.FRIEND:  # both moves made; the friend moves his best hero
            if choices[1].steps > 0:
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
        done = tuple(Choose(me, play["card"], i, c["hero"], c["steps"], c["seat"])
                     for i, c in enumerate(play["choices"]))
        return max(actions, key=lambda a: self.play_value(t, me, a.card, done + (a,)))

    def _pending(self, view: dict, rolls=None) -> float:
        """The worth for the viewer if the card in play is carried out."""
        play = view["play"]
        t = public(view)
        me = view["player"]
        player, card = play["player"], play["card"]
        choices = [Choose(player, card, i, c["hero"], c["steps"], c["seat"])
                   for i, c in enumerate(play["choices"])]
        rolls = [tuple(r) for r in play["rolls"]] if rolls is None else rolls
        u = t.copy()
        effects.carry_out(u, player, card, choices, rolls)
        return worth(u, me)

    def reroll(self, view: dict, me: int, actions: list):
        keep, again = (a for a in sorted(actions, key=lambda a: a.again))
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
        mean = sum(float(p) * values[v] for v, p in LOWEST_OF_TWO)
        return keep if values[keep.value] >= mean else again

    def veto(self, view: dict, me: int, actions: list):
        loss = worth(public(view), me) - self._pending(view)
        if loss > self.veto_margin:
            return min((a for a in actions if type(a) is Veto), key=lambda a: self.card_worth(a.card))
        return actions[-1]

    def veto_veto(self, view: dict, me: int, actions: list):
        gain = self._pending(view) - worth(public(view), me)
        if gain > self.veto_margin:
            return next(a for a in actions if type(a) is VetoVeto)
        return actions[-1]


# -- the search bot -----------------------------------------------------------------------
def money_lead(state) -> list[float]:
    """A value per player for a search bot's playout cut short: the returns at the
    end of the game, else a soft share of the lead. Each player's money after the
    pay-out this table would give (``table.pay_out``, Zork with the lone richest,
    nobody below 0) is weighed as ``exp(money / T)`` and shared out; ``T`` is 2 silver
    times the square root of the days still to pay out, so a lead counts more near
    the end. Cards in hand count for nothing: counted at 1 silver each (as the
    heuristic bot counts them), they made a shallow search draw rather than play
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
    from ..bots import MCTSBot
    return MCTSBot(iterations=iterations, seconds=seconds, exploration=exploration,
                   playout_steps=playout_steps, evaluate=money_lead)


def mcts_study(players: int = 4, iterations: int = 100, games: int = 50, seed: int = 0,
               opponents: Sequence[str] = ("heuristic", "random"), workers: int | None = None,
               executor=None, progress: bool | None = False) -> list[MCTSGames]:
    """Whole games through :func:`gamekit.simulate`: :func:`mcts_bot` with
    ``iterations`` per decision in seat 1 against ``HeuristicBot``s and against
    ``RandomBot``s; the fair share is ``1 / players``. Spread long studies with
    ``workers`` or an ``executor`` (the records do not change)."""
    from ..core.registry import load

    return seat_one_study(load("tafelrunde", players=players), mcts_bot, HeuristicBot, iterations,
                          games, seed, opponents, workers, executor, progress)
