"""The expert: every decision valued by the share of the table's life the player can
expect to hold after the reveal, worked out exactly from what he sees.

The last player with life wins (rule book, Win the game), and among the kit's
heuristic bots a player's share of the life on the table is close to his chance to
win the game; so the expert's value of a position is that share. At a decision it
reckons, exactly:

* the clash count each other player will show (:mod:`.inference`: the cards it has
  not seen, and how each drew under the threshold rule);
* its own cards to come, card by card from the unseen ones, with the better choice
  of a fourth card after each third;
* what its pairs will do (damage, life, a count of 8), and the reveal: all but the
  best lose the gap (rule book, Reveal), life kept between 0 and 25.

Other players are taken as independent of each other (the cards one holds barely
change another's odds); their abilities are left out of the draw, except barbarians.
"""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np

from ..core.bots import Observation
from ..prob import Distribution
from .abilities import GAIN, TRIPLE_BONUS
from .actions import DAMAGE, EndAbilities, GoblinDamage, Stand, TakeCard
from .analysis import DEFAULT_THRESHOLD
from .components import (
    BARBARIANS,
    DWARVES,
    FAIRIES,
    GOBLINS,
    KINDS,
    MAX_LIFE,
    ORCS,
    TROLLS,
    UNDEAD,
    VAMPIRES,
)
from .inference import count_weights, final_count, opponent_hands, removal_weights, unseen
from .reveal import BARBARIAN_COUNT

Counts = Mapping[int, Sequence[float]]
"""Each other player in the reveal: the chance of each clash count 0-9."""


def reveal_share(lives: Sequence[int], me: int, mine: int, counts: Counts) -> float:
    """The expected share of the life on the table that ``me`` holds after the reveal,
    when his clash count is ``mine`` and the others' are independent with ``counts``
    (players at 0 life take no part). Rule book, Reveal: the best count loses
    nothing, every other player loses the gap; life stops at 0."""
    return share_after(spreads(lives, counts), lives[me], mine)


Spreads = list[tuple[np.ndarray, np.ndarray]]
"""For each best count 0-9: the distribution of the others' total life after the
reveal when all their counts are at most it, and when all are below it."""


def spreads(lives: Sequence[int], counts: Counts) -> Spreads:
    """:data:`Spreads` of the others: for each best count, their lives after the reveal
    are independent integers, so their total's distribution is a convolution."""
    out = []
    for best in range(10):
        upto, below = np.ones(1), np.ones(1)
        for p, chances in counts.items():
            if lives[p] > 0:
                at_most, less = _after_reveal(lives[p], tuple(chances), best)
                upto, below = np.convolve(upto, at_most), np.convolve(below, less)
        out.append((upto, below))
    return out


def share_after(spread: Spreads, own: int, mine: int) -> float:
    """The expected share of the table's life kept by a player with ``own`` life and a
    clash count of ``mine``: "the best is ``t``" is "all others at most ``t``" less
    "all below ``t``" (for ``t`` = ``mine``, the first alone)."""
    value = 0.0
    for best in range(mine, 10):
        kept = own - (best - mine)
        if kept <= 0:
            break
        upto, below = spread[best]
        joint = upto if best == mine else upto - below
        value += float(joint @ (kept / (kept + np.arange(joint.size))))
    return value


@lru_cache(maxsize=65536)
def _after_reveal(life: int, chances: tuple[float, ...], best: int) -> tuple[np.ndarray, np.ndarray]:
    """A player's life after a reveal whose best count is ``best``: its distribution
    over 0..life when his count is at most ``best``, and when it is below."""
    at_most, less = np.zeros(life + 1), np.zeros(life + 1)
    for c in range(best + 1):
        if chances[c]:
            left = max(0, life - (best - c))
            at_most[left] += chances[c]
            if c < best:
                less[left] += chances[c]
    return at_most, less


def _chances(weights: Sequence[int]) -> list[float]:
    total = sum(weights)
    return [w / total for w in weights]


def _hit(lives: list[int], target: int, damage: int) -> None:
    lives[target] = max(0, lives[target] - damage)


def _heal(lives: list[int], player: int, gain: int) -> None:
    lives[player] = min(MAX_LIFE, lives[player] + gain)


@dataclass(frozen=True)
class DrawPlan:
    """The expert's reckoning of a draw: the value (expected life share after the
    reveal) of standing and of taking a card, the third cards after which it would
    take a fourth, and the exact distribution of its final clash count either way."""

    stand: float
    take: float
    fourth_after: tuple[int, ...]
    if_stand: Distribution
    if_take: Distribution
    life_lost_if_stand: float
    life_lost_if_take: float


class Reckoning:
    """What one player can work out at a decision, from his view alone."""

    def __init__(self, view: dict, threshold: int) -> None:
        self.view = view
        self.me = view["player"]
        self.pool = unseen(view)
        self.threshold = threshold
        self.others = [p for p in view["order"] if p != self.me and view["in_game"][p]]
        self.counts = {p: _chances(count_weights(view, p, threshold)) for p in self.others}
        self._spreads: dict[tuple, Spreads] = {}
        self._removals: dict[int, list[float]] = {}
        """A player's count after the undead take a random card of his hand."""

    def value(self, lives: Sequence[int], mine: int, player: int | None = None,
              chances: Sequence[float] | None = None) -> float:
        """:func:`reveal_share` against the others' counts, ``player``'s replaced by
        ``chances`` if given (the spreads are kept for the next call)."""
        key = (tuple(lives), player, None if chances is None else tuple(chances))
        if key not in self._spreads:
            counts: Counts = self.counts if player is None or chances is None else \
                {**self.counts, player: chances}
            self._spreads[key] = spreads(lives, counts)
        return share_after(self._spreads[key], lives[self.me], mine)

    def leader(self, lives: Sequence[int]) -> int | None:
        """The living other player with the most life (the first in seat order on a tie)."""
        alive = [p for p in self.others if lives[p] > 0]
        return max(alive, key=lambda p: (lives[p], -p)) if alive else None

    # -- the draw ----------------------------------------------------------------------
    def after_abilities(self, hand: Sequence[int]) -> tuple[list[int], int]:
        """Life and clash count once this hand's pairs are used as the expert would
        (rule book, Character abilities): damage to the leader, a goblin or orc card
        valued at the unseen cards' mean, barbarians when they raise the count,
        three of a kind +10 (fairies and undead: :meth:`hand_value`)."""
        lives = list(self.view["life"])
        me = self.me
        count = final_count(hand)
        unseen_cards = sum(self.pool)
        mean_card = round(sum(k * n for k, n in enumerate(self.pool)) / unseen_cards) if unseen_cards else 0
        for kind in sorted(set(hand)):
            held = list(hand).count(kind)
            if held < 2 or kind in (FAIRIES, UNDEAD):
                continue
            if held == 3:
                _heal(lives, me, TRIPLE_BONUS)
            target = self.leader(lives)
            if kind == TROLLS:
                for p in self.others:
                    _hit(lives, p, DAMAGE[TROLLS])
            elif kind in (DWARVES, VAMPIRES, GOBLINS) and target is not None:
                _hit(lives, target, DAMAGE.get(kind, mean_card))
            if kind in GAIN:
                _heal(lives, me, GAIN[kind])
            elif kind == ORCS:
                _heal(lives, me, mean_card)
        return lives, count

    def hand_value(self, hand: tuple[int, ...]) -> float:
        """The value of ending the draw with ``hand``: its pairs used, fairies and
        undead at their best."""
        lives, count = self.after_abilities(hand)
        return self._options(lives, hand, count)

    def draw(self) -> DrawPlan:
        """Stand, or take a card (and then the better of standing and a fourth)."""
        hand = tuple(sorted(self.view["hand"]))
        pool = self.pool
        values: dict[tuple[int, ...], float] = {}

        def of(cards: tuple[int, ...]) -> float:
            key = tuple(sorted(cards))
            if key not in values:
                values[key] = self.hand_value(key)
            return values[key]

        def cards_left(taken: Sequence[int]) -> list[tuple[int, int]]:
            left = list(pool)
            for card in taken:
                left[card] -= 1
            return [(k, left[k]) for k in KINDS if left[k] > 0]

        def take_value(cards: tuple[int, ...], taken: tuple[int, ...]) -> float:
            left = cards_left(taken)
            total = sum(n for _, n in left)
            return sum(n * of(cards + (k,)) for k, n in left) / total if total else of(cards)

        fourth = []
        if len(hand) == 2:
            take = 0.0
            left = cards_left(())
            total = sum(n for _, n in left)
            for k, n in left:
                third = hand + (k,)
                more = take_value(third, (k,))
                if more > of(third):
                    fourth.append(k)
                take += n * max(of(third), more) / total
        else:
            take = take_value(hand, ())
        if_stand = Distribution({final_count(hand): 1})
        if_take = self.final_counts(hand, tuple(fourth))
        return DrawPlan(of(hand), take, tuple(fourth), if_stand, if_take,
                        self.life_lost(if_stand), self.life_lost(if_take))

    def final_counts(self, hand: tuple[int, ...], fourth_after: tuple[int, ...]) -> Distribution:
        """The exact distribution of the final clash count after taking a card (and a
        fourth after the third cards listed), from the unseen cards."""
        weights: dict[int, int] = {}
        pool = list(self.pool)
        total = sum(pool)
        for k in KINDS:
            if not pool[k]:
                continue
            if len(hand) == 2 and k in fourth_after:
                pool[k] -= 1
                for j in KINDS:
                    if pool[j]:
                        count = final_count(hand + (k, j))
                        weights[count] = weights.get(count, 0) + (pool[k] + 1) * pool[j]
                pool[k] += 1
            else:
                count = final_count(hand + (k,))
                weights[count] = weights.get(count, 0) + pool[k] * (total - 1 if len(hand) == 2 else 1)
        return Distribution(weights)

    def life_lost(self, mine: Distribution) -> float:
        """Expected life lost at the reveal with a final count distributed as ``mine``:
        the best count of all, less one's own (abilities left out)."""
        at_most = [float(np.prod([sum(c[:t + 1]) for c in self.counts.values()])) for t in range(10)]
        return sum(float(p) * (at_most[t] - at_most[t - 1]) * (t - count)
                   for count, p in mine.items() for t in range(count + 1, 10))

    # -- the abilities -------------------------------------------------------------------
    def ability(self, action: Any) -> float:
        """The value of an action of the abilities phase (or a goblins' target)."""
        view, me = self.view, self.me
        lives = list(view["life"])
        count = view["clash_count"]
        if isinstance(action, EndAbilities):
            return self.value(lives, count)
        if isinstance(action, GoblinDamage):
            _hit(lives, action.target, action.damage)
            return self.value(lives, count)
        kind, target = action.kind, action.target
        if view["hand"].count(kind) == 3:
            _heal(lives, me, TRIPLE_BONUS)
        if kind == TROLLS:
            for p in self.others:
                _hit(lives, p, DAMAGE[TROLLS])
        elif kind in (DWARVES, VAMPIRES):
            _hit(lives, target, DAMAGE[kind])
        if kind in GAIN:
            _heal(lives, me, GAIN[kind])
        if kind == BARBARIANS:
            return self.value(lives, BARBARIAN_COUNT)
        if kind in (GOBLINS, ORCS):
            return self._card_drawn(lives, count, kind)
        if kind == FAIRIES:
            return self._swap(lives, view["hand"], target)
        if kind == UNDEAD:
            return self._removal(lives, view["hand"], count, target)
        return self.value(lives, count)

    def _card_drawn(self, lives: list[int], count: int, kind: int) -> float:
        """Goblins and orcs draw a card: each power as likely as the unseen copies make it;
        the goblins' damage goes where it is worth most."""
        total = sum(self.pool)
        value = 0.0
        for card in KINDS:
            if not self.pool[card]:
                continue
            if kind == ORCS:
                after = list(lives)
                _heal(after, self.me, card)
                best = self.value(after, count)
            else:
                best = max(self.value([max(0, life - card) if p == q else life
                                       for p, life in enumerate(lives)], count)
                           for q in self.others if lives[q] > 0)
            value += self.pool[card] / total * best
        return value

    def _swap(self, lives: list[int], hand: Sequence[int], target: int) -> float:
        """Fairies: the player takes ``target``'s hand (its count as he can tell it) and
        leaves him ``hand``; a count of 8 from barbarians stays with whoever used them."""
        view = self.view
        if view["barbarians"][self.me]:
            weights = [int(c == BARBARIAN_COUNT) for c in range(10)]
        elif view["barbarians"][target]:        # his 8 stays with him: the cards come bare
            weights = [0] * 10
            for theirs, w in opponent_hands(view, target, self.threshold).items():
                weights[sum(theirs) % 10] += w
        else:
            weights = list(count_weights(view, target, self.threshold))
        total = sum(weights)
        left_behind = BARBARIAN_COUNT if view["barbarians"][target] else final_count(hand)
        sure = [float(c == left_behind) for c in range(10)]
        return sum(w / total * self.value(lives, got, target, sure) for got, w in enumerate(weights) if w)

    def _removal(self, lives: list[int], hand: Sequence[int], count: int, target: int) -> float:
        """Undead: a random card of ``target``'s hand is removed (the player's own is
        ``hand``, of clash count ``count``)."""
        view, me = self.view, self.me
        if view["barbarians"][target]:
            return self.value(lives, count)
        if target == me:
            return sum(self.value(lives, final_count(list(hand[:i]) + list(hand[i + 1:])))
                       for i in range(len(hand))) / len(hand)
        if target not in self._removals:
            self._removals[target] = _chances(removal_weights(view, target, self.threshold))
        return self.value(lives, count, target, self._removals[target])

    def _options(self, lives: list[int], hand: Sequence[int], count: int) -> float:
        """The best of keeping the hand and, with a pair of fairies or undead in it,
        using them on any player they may name."""
        best = self.value(lives, count)
        held = list(hand).count
        if held(FAIRIES) >= 2:
            best = max([best] + [self._swap(lives, hand, p) for p in self.others if lives[p] > 0])
        if held(UNDEAD) >= 2:
            best = max([best] + [self._removal(lives, hand, count, p)
                                 for p in [self.me, *self.others] if lives[p] > 0])
        return best


class ExpertBot:
    """Plays Tavern Trouble by exact reckoning (see the module): at each decision, the
    action whose expected share of the table's life after the reveal is highest.
    ``threshold`` is the threshold rule it assumes the others draw by. A decision
    takes a few milliseconds (tens with eight players): well under 0.2 s."""

    game_name: ClassVar[str] = "tavern_trouble"
    deterministic = True

    def __init__(self, threshold: int = DEFAULT_THRESHOLD) -> None:
        if not 0 <= threshold <= 10:
            raise ValueError(f"threshold is a clash count from 0 to 10, not {threshold!r}")
        self.threshold = threshold

    def __repr__(self) -> str:
        return "ExpertBot()" if self.threshold == DEFAULT_THRESHOLD else \
            f"ExpertBot(threshold={self.threshold})"

    def act(self, observation: Observation, rng: random.Random) -> Any:
        actions = observation.legal_actions
        if len(actions) == 1:
            return actions[0]
        return self.ranked(observation)[0][0]

    def ranked(self, observation: Observation) -> list[tuple[Any, float]]:
        """Each legal action with its value (the expected share of the table's life after
        the reveal), best first; on equal values the order of the legal actions."""
        actions = observation.legal_actions
        reckoning = Reckoning(observation.view, self.threshold)
        if isinstance(actions[0], (TakeCard, Stand)):
            plan = reckoning.draw()
            rows = [(a, plan.take if isinstance(a, TakeCard) else plan.stand) for a in actions]
        else:
            rows = [(a, reckoning.ability(a)) for a in actions]
        order = {a: i for i, a in enumerate(actions)}
        return sorted(rows, key=lambda row: (-round(row[1], 12), order[row[0]]))
