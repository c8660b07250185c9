"""Tavern Trouble bots: a heuristic player, a search bot, and a study of the draw
threshold (the expert is :mod:`.expert`).

A bot sees what a player sees: ``observation.view`` (his own cards, everyone's life
and number of cards, who used barbarians, the dealer) and
``observation.legal_actions``; never the state itself.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from ..bots.mcts import MCTSBot
from ..bots.study import SeatStudy, seat_study
from ..core.bots import Observation
from ..core.registry import load
from .actions import EndAbilities, GoblinDamage, Stand, TakeCard, UseAbility
from .analysis import DEFAULT_THRESHOLD
from .components import (
    BARBARIANS,
    DWARVES,
    ELVES,
    FAIRIES,
    GOBLINS,
    KINDS,
    ORCS,
    TROLLS,
    UNDEAD,
    VAMPIRES,
    clash_count,
)
from .inference import takes_card
from .reveal import BARBARIAN_COUNT

ALWAYS = (TROLLS, DWARVES, VAMPIRES, GOBLINS, ELVES, ORCS)
"""Abilities that only hurt others or help their user: used whenever held, in this
order (damage first, while everyone is still in the deal)."""


class HeuristicBot:
    """Plays Tavern Trouble by a few plain rules.

    Draw (rule book, Draw): take a third card while the clash count is below
    ``threshold``, a fourth while it is below ``fourth`` (the same by default); with
    two barbarians in hand (their ability makes the count 8 whatever comes), keep
    taking until the count is 9 (:func:`~.inference.takes_card`). The rule book's
    example agrees: Maja takes a third card on 3 and a fourth on 4.

    Abilities (rule book, Clash), one at a time, in this order:

    * trolls, dwarves, vampires, goblins, elves, orcs: always; damage goes to the
      leader (the living opponent with the most life);
    * barbarians: only when they raise the count, i.e. never at 8 or 9, except
      three barbarians at 8 (the count stays 8 and the triple adds 10 life);
    * undead: on his own hand when removing a random card raises his expected
      count by more than one, otherwise on the opponent most likely to hold a high
      count (fewest cards: he stood early; then the leader);
    * fairies, last (the swap gives away the pairs): when his count is at most
      ``swap_at_most`` (and no barbarians made it 8), with the opponent most likely
      to hold a good hand (no barbarians used, fewest cards, already past his turn
      of the abilities so he cannot swap back, then the leader);
    * three of a kind: the ability is used whatever (the triple adds 10 life),
      except barbarians at 9.

    ``never`` lists kinds (powers) whose abilities the bot never uses; without
    barbarians among its abilities it draws by the threshold alone. The batch
    simulation (:mod:`gamekit.tavern_trouble.batch`) plays as
    ``HeuristicBot(threshold, never=(FAIRIES, UNDEAD))``.
    """

    game_name: ClassVar[str] = "tavern_trouble"
    deterministic = True

    def __init__(self, threshold: int = DEFAULT_THRESHOLD, swap_at_most: int = 4,
                 never: Sequence[int] = (), fourth: int | None = None) -> None:
        fourth = threshold if fourth is None else fourth
        for t in (threshold, fourth):
            if isinstance(t, bool) or not isinstance(t, int) or not 0 <= t <= 10:   # True is not 1
                raise ValueError(f"threshold is a clash count from 0 to 10, not {t!r}")
        never = tuple(sorted(set(never)))
        if any(kind not in KINDS for kind in never):
            raise ValueError(f"never lists kinds by their power 1-9, not {never!r}")
        self.threshold = threshold
        self.fourth = fourth
        self.swap_at_most = swap_at_most
        self.never = never

    def __repr__(self) -> str:
        fourth = f", fourth={self.fourth}" if self.fourth != self.threshold else ""
        never = f", never={self.never}" if self.never else ""
        return f"HeuristicBot(threshold={self.threshold}{fourth}{never})"

    def act(self, observation: Observation, rng: random.Random):
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        view = observation.view
        first = actions[0]
        if isinstance(first, (TakeCard, Stand)):
            return self._draw(view, actions)
        if isinstance(first, GoblinDamage):
            return leader_action(view, actions)
        return self._ability(view, actions)

    # -- the draw ---------------------------------------------------------------------
    def _draw(self, view: dict, actions: list):
        take = next((a for a in actions if isinstance(a, TakeCard)), None)
        stand = next(a for a in actions if isinstance(a, Stand))
        hand = view["hand"]
        threshold = self.threshold if len(hand) == 2 else self.fourth
        wants = takes_card(hand, threshold, barbarians=BARBARIANS not in self.never)
        return take if wants and take is not None else stand

    # -- the abilities ------------------------------------------------------------------
    def _ability(self, view: dict, actions: list):
        by_kind: dict[int, list[UseAbility]] = {}
        for a in actions:
            if isinstance(a, UseAbility) and a.kind not in self.never:
                by_kind.setdefault(a.kind, []).append(a)
        hand = view["hand"]
        me = view["player"]
        for kind in ALWAYS:
            if kind in by_kind:
                return leader_action(view, by_kind[kind])
        count = view["clash_count"]
        fixed = view["barbarians"][me]
        if BARBARIANS in by_kind:
            triple = hand.count(BARBARIANS) == 3
            if count < BARBARIAN_COUNT or (triple and count == BARBARIAN_COUNT):
                return by_kind[BARBARIANS][0]
        if UNDEAD in by_kind:
            return self._undead(view, by_kind[UNDEAD], fixed)
        if FAIRIES in by_kind and not fixed:
            if count <= self.swap_at_most or hand.count(FAIRIES) == 3:
                return max(by_kind[FAIRIES], key=lambda a: swap_score(view, target_of(a)))
        return next(a for a in actions if isinstance(a, EndAbilities))

    def _undead(self, view: dict, options: list[UseAbility], fixed: bool):
        me = view["player"]
        hand = view["hand"]
        own = next((a for a in options if a.target == me), None)
        if own is not None and not fixed:
            count = clash_count(hand)
            expected = sum((sum(hand) - card) % 10 for card in hand) / len(hand)
            if expected > count + 1:
                return own
        others = [a for a in options if a.target != me]
        return max(others, key=lambda a: (-view["cards_in_hand"][target_of(a)],
                                          view["life"][target_of(a)], -target_of(a)))


def life_share(state) -> list[float]:
    """A value per player for a search bot's playout cut short: the returns at the
    end of the game, else each player's share of the life left on the table (the
    last player with life wins, rule book). Pass it as ``MCTSBot(playout_steps=...,
    evaluate=life_share)``."""
    if state.is_terminal():
        return state.returns()
    total = sum(state.life)
    return [life / total for life in state.life]


def mcts_bot(iterations: int = 300, seconds: float | None = None):
    """The search bot tuned for Tavern Trouble: playouts run past the end of the deal
    in play (40 random steps) and are then valued by :func:`life_share`."""
    return MCTSBot(iterations=iterations, seconds=seconds, playout_steps=40, evaluate=life_share,
                   game_name="tavern_trouble")


def target_of(action: UseAbility) -> int:
    """The player a targeted ability names."""
    assert action.target is not None, f"{action} names no player"
    return action.target


def leader_action(view: dict, actions: Sequence):
    """Of actions that name a target, the one aimed at the leader: the living
    opponent with the most life (the first such seat on a tie); untargeted actions
    are returned as they are."""
    if getattr(actions[0], "target", None) is None:
        return actions[0]
    life = view["life"]
    return max(actions, key=lambda a: (life[a.target], -a.target))


def ability_order(view: dict) -> list[int]:
    """The living players from the dealer's left: the order of the draw and of the
    abilities phase (rule book, Draw and Clash)."""
    n, dealer = view["players"], view["dealer"]
    return [(dealer + i) % n for i in range(1, n + 1) if view["in_game"][(dealer + i) % n]]


def swap_score(view: dict, target: int) -> tuple:
    """How good a fairy swap with ``target`` looks, from what the player sees."""
    order = ability_order(view)
    me = view["player"]
    passed = target in order and me in order and order.index(target) < order.index(me)
    return (not view["barbarians"][target], -view["cards_in_hand"][target], passed,
            view["life"][target], -target)


# -- studies ------------------------------------------------------------------------------
class Field:
    """Makes the field of a study: ``HeuristicBot(threshold)`` (a class, so it pickles)."""

    def __init__(self, threshold: int = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold

    def __call__(self) -> HeuristicBot:
        return HeuristicBot(threshold=self.threshold)


def threshold_study(players: int = 4, thresholds: Sequence[int] = range(5, 10),
                    field: int = DEFAULT_THRESHOLD, games: int = 500, seed: int = 0,
                    workers: int | None = None) -> dict[int, SeatStudy]:
    """Whole games (abilities included) through :func:`gamekit.bots.study.seat_study`:
    a ``HeuristicBot(threshold=t)`` in each seat in turn against heuristic bots taking
    below ``field``, paired with a field bot in the same seats and deals. Every
    threshold plays the same seeds; ``games`` seeds make ``games * players`` games.
    :func:`gamekit.tavern_trouble.batch.threshold_study` does the same at numpy speed,
    fairies and undead left out."""
    game = load("tavern_trouble", players=players)
    return {t: seat_study(game, HeuristicBot(threshold=t), Field(field), games=games, seed=seed,
                          workers=workers) for t in thresholds}
