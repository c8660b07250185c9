"""What a player can tell of the hands he cannot see, exactly.

Every hand another player may hold is weighed by the cards this player has not seen
(each hand of ``h`` unseen cards as likely as the deck makes it) and by how that
player drew (rule book, Draw: two cards dealt, a third, then a final fourth, each
asked for in turn). Who takes a card is not known, so the kit assumes the
*threshold rule* of its heuristic bot: take a card while the clash count is below the
threshold; with two barbarians in hand (their ability makes the count 8 whatever
comes), take one while the count is not 9. A player who stood on two cards under
that rule holds a count of at least the threshold, one who took four may hold
anything. A hand the rule cannot explain (the deck ran out, a fairy swap or an
undead moved cards) is weighed by the unseen cards alone.

All weights are integers (exact); :func:`count_odds` divides once at the end.
"""
from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache, lru_cache
from itertools import combinations_with_replacement, permutations
from math import comb

from ..prob import Distribution
from .components import BARBARIANS, COPIES, FAIRIES, KINDS, PLURAL, UNDEAD
from .reveal import BARBARIAN_COUNT

Hand = tuple[int, ...]
"""A hand as its powers, ascending."""


def takes_card(cards: Sequence[int], threshold: int, barbarians: bool = True) -> bool:
    """The threshold rule (rule book, Draw): another card while the clash count is below
    ``threshold``; with two barbarians (and their ability in play, ``barbarians``),
    while the count is not 9."""
    count = sum(cards) % 10
    if barbarians and list(cards).count(BARBARIANS) >= 2:
        return count != 9
    return count < threshold


@cache
def hands(size: int) -> tuple[Hand, ...]:
    """Every hand of ``size`` cards the deck can give (at most three of a kind)."""
    return tuple(h for h in combinations_with_replacement(KINDS, size)
                 if all(h.count(k) <= COPIES[k] for k in set(h)))


@cache
def stopping_orders(hand: Hand, threshold: int) -> int:
    """In how many of the orders of ``hand``'s cards (each card told apart, so
    ``len(hand)!`` orders) a threshold player, dealt the first two, takes each
    further card and then stops with exactly these: rule book, Draw."""
    size = len(hand)
    ways = 0
    for order in permutations(hand):
        takes = all(takes_card(order[:i], threshold) for i in range(2, size))
        stops = size == 4 or not takes_card(order, threshold)
        ways += takes and stops
    return ways


def final_count(hand: Sequence[int]) -> int:
    """The clash count at the reveal of a player who uses two barbarians when they
    raise his count (rule book, Barbarians: "your final score is 8")."""
    count = sum(hand) % 10
    if list(hand).count(BARBARIANS) >= 2 and count < BARBARIAN_COUNT:
        return BARBARIAN_COUNT
    return count


def unseen(view: dict) -> tuple[int, ...]:
    """Copies of each power (index 0 unused) that the player of ``view`` has not seen:
    not in his hand, not seen in another's, not discarded."""
    left = list(COPIES)
    me = view["player"]
    seen = [c for p, cards in enumerate(view["seen"]) if p != me for c in cards]
    for card in view["hand"] + seen + view["discarded"]:
        left[card] -= 1
    return tuple(left)


@cache
def _shapes(size: int) -> tuple[tuple[Hand, tuple[tuple[int, int], ...]], ...]:
    """Each hand of ``size`` cards with its kinds and copies of each."""
    return tuple((h, tuple((k, h.count(k)) for k in sorted(set(h)))) for h in hands(size))


def _ways(pool: Sequence[int], kinds: tuple[tuple[int, int], ...], known: Sequence[int],
          shown: Sequence[int] = ()) -> int:
    """The sets of unseen cards that complete the ``known`` copies per power into a hand
    of ``kinds`` (0 if they cannot); of a kind ``shown`` for an ability the hand holds
    just the copies seen (two were shown, so not three)."""
    ways, covered = 1, 0
    for k, copies in kinds:
        extra = copies - known[k]
        if extra < 0 or extra > pool[k] or (extra and k in shown):
            return 0
        ways *= comb(pool[k], extra)
        covered += known[k]
    return ways if covered == sum(known) else 0


def hand_odds(pool: Sequence[int], cards: int, known: Sequence[int] = (), *,
              threshold: int | None, drawn: bool = True, shown: Sequence[int] = ()) -> dict[Hand, int]:
    """The hands a player may hold, with integer weights.

    ``pool``: the unseen copies per power; ``cards``: how many he holds; ``known``:
    those of his cards that were seen (``shown``: the kinds among them he showed for
    an ability, of which he holds no more). With ``threshold``, the threshold rule
    weighs each hand by its orders that end with it; ``drawn=False`` is a player
    still to draw, holding his two dealt cards: the weights are then those of the
    hand he will end with (two, three or four cards). Without ``threshold`` (or when
    the rule explains no hand) the unseen cards alone weigh the hands."""
    return dict(_odds(tuple(pool), cards, tuple(sorted(known)), threshold, drawn,
                      tuple(sorted(set(shown)))))


@lru_cache(maxsize=8192)
def _odds(pool: tuple[int, ...], cards: int, known: Hand, threshold: int | None,
          drawn: bool, shown: Hand = ()) -> tuple[tuple[Hand, int], ...]:
    have = [0] * len(COPIES)
    for card in known:
        have[card] += 1
    unknown = sum(pool)
    if threshold is not None and cards >= 2:
        odds = []
        for size in (cards,) if drawn else (2, 3, 4):
            # a path of `size` cards is one of unknown·(unknown-1)··· ordered draws;
            # bring every size to four draws so that the weights add up
            pad = 1 if drawn else _falling(unknown - size, 4 - size)
            for hand, kinds in _shapes(size):
                w = _ways(pool, kinds, have, shown)
                if w:
                    w *= stopping_orders(hand, threshold) * pad
                    if w:
                        odds.append((hand, w))
        if odds:
            return tuple(odds)
    shapes = _shapes(cards) if cards >= 2 else tuple(((k,), ((k, 1),)) for k in KINDS)
    return tuple((hand, w) for hand, kinds in shapes if (w := _ways(pool, kinds, have, shown)))


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def rule_holds(view: dict) -> bool:
    """Whether the hands are still those the draw made: no fairy swap and no undead
    removal this deal (after one, the threshold rule no longer tells who holds what)."""
    moved = {PLURAL[FAIRIES], PLURAL[UNDEAD]}
    return not any(moved & set(kinds) for kinds in view["shown"])


def _about(view: dict, player: int, threshold: int | None) -> tuple:
    """The arguments of :func:`_odds` for ``player``'s hand as the player of ``view``
    sees it: a player after him in the draw is yet to draw, holding two cards."""
    order = view["order"]
    drawn = view["phase"] != "draw" or order.index(player) < order.index(view["player"])
    rule = threshold if rule_holds(view) else None
    return (unseen(view), view["cards_in_hand"][player], tuple(sorted(view["seen"][player])),
            rule, drawn or rule is None, tuple(sorted(set(view["spent"][player]))))


def opponent_hands(view: dict, player: int, threshold: int | None) -> dict[Hand, int]:
    """What the player of ``view`` can tell of ``player``'s hand: :func:`hand_odds`
    from his unseen cards, with the threshold rule while it holds; a player who is
    yet to draw (after him in the draw) holds two cards and will draw by the rule."""
    return dict(_odds(*_about(view, player, threshold)))


def count_odds(view: dict, player: int, threshold: int | None) -> Distribution:
    """The exact chance of each clash count ``player`` will show at the reveal, as the
    player of ``view`` can tell it (:func:`opponent_hands`): 8 for one who used the
    barbarians, else the count of his hand, 8 if two barbarians would raise it."""
    weights = count_weights(view, player, threshold)
    return Distribution((count, w) for count, w in enumerate(weights) if w)


def count_weights(view: dict, player: int, threshold: int | None) -> tuple[int, ...]:
    """:func:`count_odds` as integer weights of the counts 0-9."""
    if view["barbarians"][player]:
        return tuple(int(c == BARBARIAN_COUNT) for c in range(10))
    return _count_weights(*_about(view, player, threshold))


@lru_cache(maxsize=8192)
def _count_weights(pool: tuple[int, ...], cards: int, known: Hand, threshold: int | None,
                   drawn: bool, shown: Hand) -> tuple[int, ...]:
    weights = [0] * 10
    for hand, w in _odds(pool, cards, known, threshold, drawn, shown):
        weights[final_count(hand)] += w
    return tuple(weights)


def removal_weights(view: dict, player: int, threshold: int | None) -> tuple[int, ...]:
    """The clash count of ``player``'s hand once the undead take a random card of it, as
    integer weights of the counts 0-9 (rule book, Undeads), as the player of ``view``
    can tell it."""
    return _removal_weights(*_about(view, player, threshold))


@lru_cache(maxsize=8192)
def _removal_weights(*about) -> tuple[int, ...]:
    weights = [0] * 10
    for hand, w in _odds(*about):
        share = w * 12 // len(hand)           # each card alike: 12 is a multiple of 1, 2, 3, 4
        for i in range(len(hand)):
            weights[final_count(hand[:i] + hand[i + 1:])] += share
    return tuple(weights)


def chance_of(odds: dict[Hand, int], event) -> Fraction:
    """The exact chance that a hand weighed by ``odds`` satisfies ``event(hand)``."""
    total = sum(odds.values())
    return Fraction(sum(w for hand, w in odds.items() if event(hand)), total)
