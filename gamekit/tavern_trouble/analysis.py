"""Tavern Trouble's odds of the draw: exact where enumeration is cheap, Monte Carlo
(with a 95% Wilson interval) where it is not.

The questions here are about the draw alone (rule book, Draw and Reveal): the clash
count is the last digit of the total of 2-4 cards from the 27-card deck, and the
player(s) closest to 9 win the deal. Abilities (rule book, Clash) are left out of
every question in this module: a barbarian pair, a fairy swap or an undead removal
would change the counts, and they depend on the players' choices.

Exact answers count with integer weights over the nine kinds and their copies left
(an ordered draw of ``n`` cards from ``N`` has ``N (N-1) ... (N-n+1)`` equally likely
sequences) and divide once at the end, so every probability is an exact ``Fraction``.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache

import icepool

from ..prob import Distribution, Mean, Proportion
from .components import COPIES, DECK_SIZE, KINDS

TAKE = "take a card"
STAND = "stand"
EXACT = "exact by enumeration"
DEFAULT_THRESHOLD = 7
"""Take a card while the clash count is below 7 (on 6 or less): the threshold of the
kit's heuristic bot and of the opponents of :func:`draw_advice` unless told
otherwise. It wins whole games: against three heuristic bots taking below 6, a
HeuristicBot taking below 7 won 27.4% of 6,000 games (seats rotated), 2.4 points
(95% CI 1.1 to 3.6) more than one taking below 6 in the same seats and deals
(``seat_study(load("tavern_trouble", players=4), HeuristicBot(threshold=7), ...,
games=1500, seed=3)``); the numpy batch finds 7 the best reply to a field of 6s and
of 7s alike (:func:`gamekit.tavern_trouble.batch.threshold_study`). Fewer cards
lose less life at the reveal (:func:`best_threshold`: 6 for three to eight
players), but more cards make more pairs, and abilities."""
EXACT_OPPONENTS = 1
"""``draw_advice(method="auto")`` enumerates exactly up to this many opponents.
Measured in a fresh process (the call alone, after ``import gamekit``, ~20 ms): one
opponent takes 1-3 ms (threshold 10, where he always takes four cards, is the
slowest); two opponents take 0.4-0.7 s (one opponent can end in about 700 ways,
each leaving another deck for the next); three would take hours. Monte Carlo with
20 000 deals takes about 0.12 s (0.06 s of it importing numpy). So from two
opponents on the answer is Monte Carlo, unless ``method="exact"`` asks for the
exact one (offered up to :data:`MAX_EXACT_OPPONENTS`)."""
MAX_EXACT_OPPONENTS = 2
MAX_OPPONENTS = 7
MONTE_CARLO_DEALS = 20_000


# -- counting helpers --------------------------------------------------------------
def _falling(n: int, k: int) -> int:
    """n (n-1) ... (n-k+1): the ordered ways to draw k cards from n."""
    out = 1
    for i in range(k):
        out *= n - i
    return out


def _check_cards(cards: int) -> None:
    if cards not in (2, 3, 4):
        raise ValueError(f"a Tavern Trouble hand has 2, 3 or 4 cards (rule book, Deal and "
                         f"Draw: two dealt, a third, then a final fourth), not {cards!r}")


# -- the full deck ------------------------------------------------------------------
DECK = icepool.Deck({k: COPIES[k] for k in KINDS})
"""The 27 cards as an icepool ``Deck``: draws without replacement in icepool's algebra,
a question in one line (``(DECK.deal(3).sum() % 10 >= 8).probability(True)``)."""


@cache
def clash_count_distribution(cards: int) -> Distribution:
    """The exact distribution of the clash count of ``cards`` (2, 3 or 4) cards drawn
    from the full 27-card deck: ``{0: ..., ..., 9: ...}``.

    Rule book, Draw: the count is the total's last digit (8 + 5 = 13 counts 3).
    Two cards: P(0) = 39/351 = 1/9 (the 36 pairs 1+9, 2+8, 3+7, 4+6 and the 3 pairs
    of barbarians 5+5)."""
    _check_cards(cards)
    return Distribution.of(DECK.deal(cards).sum() % 10)


SHAPES = ("no pair", "one pair", "two pairs", "three of a kind")
"""What a hand can show in the abilities phase (rule book, Clash): a pair uses its
kind's ability, three of a kind the ability plus 10 life; four cards may hold two
pairs [D]. Four of a kind cannot happen: each kind has three copies."""


def _shape(kinds: Sequence[int]) -> str:
    counts = sorted((kinds.count(k) for k in set(kinds)), reverse=True)
    if counts[0] == 3:
        return "three of a kind"
    if counts[0] == 2:
        return "two pairs" if len(counts) > 1 and counts[1] == 2 else "one pair"
    return "no pair"


@cache
def hand_shape_distribution(cards: int) -> Distribution:
    """Exact chance of each hand shape (:data:`SHAPES`) in ``cards`` cards from the
    full deck. Two cards: one pair 27/351 = 1/13 (nine kinds, three pairs each)."""
    _check_cards(cards)
    return Distribution.of(DECK.deal(cards).expand().map(lambda kinds: _shape(kinds)))


def pair_chance(cards: int) -> Fraction:
    """The exact chance that ``cards`` cards from the full deck hold at least two of
    one kind, so an ability can be used (three of a kind counts too)."""
    return 1 - hand_shape_distribution(cards)["no pair"]


def three_of_a_kind_chance(cards: int) -> Fraction:
    """The exact chance of three of a kind (ability plus 10 life) in ``cards`` cards:
    0 for two cards, 9/2925 = 1/325 for three."""
    return hand_shape_distribution(cards)["three of a kind"]


def threshold_count_distribution(threshold: int = DEFAULT_THRESHOLD) -> Distribution:
    """The exact distribution of the final clash count of a player who takes a card
    while his count is below ``threshold`` (at most four cards), from the full deck."""
    _check_threshold(threshold)
    weights = [0] * 10
    leaves = _opponent_leaves(COPIES, threshold)
    for kinds, w in leaves:
        # a path of L cards has weight out of 27·26···(27-L+1); bring all to 4 draws
        weights[sum(kinds) % 10] += w * _falling(DECK_SIZE - len(kinds), 4 - len(kinds))
    total = _falling(DECK_SIZE, 4)
    return Distribution({c: Fraction(w, total) for c, w in enumerate(weights)})


def _check_threshold(threshold: int) -> None:
    if not isinstance(threshold, int) or not 0 <= threshold <= 10:
        raise ValueError(f"a threshold is a clash count from 0 (never take a card) to 10 "
                         f"(always take up to four), not {threshold!r}")


# -- one opponent's possible ends ------------------------------------------------------
@lru_cache(maxsize=4096)
def _opponent_leaves(deck: tuple[int, ...], threshold: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every set of cards a threshold player can end the draw with, from ``deck``
    (copies left per power, index 0 unused): ``(kinds ascending, weight)``, where the
    weight counts the ordered draws of that many cards from the deck that end so.

    He is dealt two cards, takes a third while his count is below ``threshold``,
    then a fourth if still below (rule book, Draw). Counts are taken as integers; the
    chance of a set of ``L`` cards is its weight over ``N (N-1) ... (N-L+1)``."""
    d = list(deck)
    ends: dict[tuple[int, ...], int] = {}
    for a in KINDS:
        wa = d[a]
        if not wa:
            continue
        d[a] -= 1
        for b in range(a, 10):
            if not d[b]:
                continue
            w2 = wa * d[b] * (1 if a == b else 2)   # both orders of two different kinds
            c2 = (a + b) % 10
            if c2 >= threshold:
                ends[a, b] = ends.get((a, b), 0) + w2
                continue
            d[b] -= 1
            for x in KINDS:
                if not d[x]:
                    continue
                w3 = w2 * d[x]
                c3 = (c2 + x) % 10
                if c3 >= threshold:
                    key = tuple(sorted((a, b, x)))
                    ends[key] = ends.get(key, 0) + w3
                    continue
                d[x] -= 1
                for y in KINDS:
                    if d[y]:
                        key = tuple(sorted((a, b, x, y)))
                        ends[key] = ends.get(key, 0) + w3 * d[y]
                d[x] += 1
            d[b] += 1
        d[a] += 1
    return tuple(ends.items())


def _field(deck: tuple[int, ...], threshold: int, opponents: int) -> dict[tuple, int]:
    """The cards all ``opponents`` end with together and the best count among them:
    ``{(kinds ascending, best count): weight}``; the weight counts ordered draws of
    all those cards (dealt one opponent after another, as a shuffled deck deals)."""
    if opponents == 1:
        return {(kinds, sum(kinds) % 10): w for kinds, w in _opponent_leaves(deck, threshold)}
    out: dict[tuple, int] = {}
    for kinds, w in _opponent_leaves(deck, threshold):
        rest = list(deck)
        for k in kinds:
            rest[k] -= 1
        own = sum(kinds) % 10
        for (others, best), w2 in _field(tuple(rest), threshold, opponents - 1).items():
            key = (tuple(sorted(kinds + others)), max(own, best))
            out[key] = out.get(key, 0) + w * w2
    return out


# -- draw advice ------------------------------------------------------------------------
@dataclass(frozen=True)
class DrawAdvice:
    """The answer of :func:`draw_advice`.

    ``stand`` and ``take`` are the exact distributions of the player's clash count if
    he stands, and after exactly one more card. ``win_if_stand`` / ``win_if_take`` are
    the chances to end the deal closest to 9, a shared first place included (a
    shared win loses no life): ``Fraction`` when exact, :class:`Proportion` with its
    95% interval when Monte Carlo. Taking a third card is valued with the better
    choice for the fourth afterwards; ``take_fourth_after`` lists the third cards
    after which the fourth is taken (empty for a three-card hand)."""

    hand: tuple[int, ...]
    opponents: int
    threshold: int
    stand: Distribution
    take: Distribution
    win_if_stand: Fraction | Proportion
    win_if_take: Fraction | Proportion
    advice: str
    method: str
    take_fourth_after: tuple[int, ...] = ()

    def __str__(self) -> str:
        def show(p):
            return f"{float(p):.1%}" if isinstance(p, Fraction) else str(p)
        return (f"hand {list(self.hand)} (count {next(iter(self.stand))}) against "
                f"{self.opponents} opponent(s) taking below {self.threshold}: "
                f"stand wins {show(self.win_if_stand)}, a card wins {show(self.win_if_take)}"
                f" -> {self.advice} ({self.method})")


def standing(hand: Sequence[int]) -> Distribution:
    """The clash count of ``hand`` if the player stands: a certainty."""
    return Distribution({sum(hand) % 10: 1})


def one_more_card(hand: Sequence[int]) -> Distribution:
    """The exact clash count after one more card, from the 27 cards less ``hand``:
    in icepool, that deck with one card dealt."""
    hand = list(hand)
    left = {k: COPIES[k] - hand.count(k) for k in KINDS if COPIES[k] > hand.count(k)}
    return Distribution.of((icepool.Deck(left).deal(1).sum() + sum(hand)) % 10)


def _check_hand(hand: Sequence[int]) -> tuple[tuple[int, ...], list[int]]:
    hand = tuple(hand)
    deck = list(COPIES)
    for card in hand:
        if card not in KINDS:
            raise ValueError(f"cards are powers 1 to 9, not {card!r}")
        deck[card] -= 1
        if deck[card] < 0:
            raise ValueError(f"the deck has only {COPIES[card]} cards of power {card}")
    if len(hand) not in (2, 3):
        raise ValueError(f"draw advice is for a hand of 2 or 3 cards (rule book, Draw: a third "
                         f"card, then a final fourth); got {len(hand)} cards")
    return hand, deck


def draw_advice(hand: Sequence[int], opponents: int = 1, threshold: int = DEFAULT_THRESHOLD,
                *, method: str = "auto", deals: int = MONTE_CARLO_DEALS,
                seed: int = 0) -> DrawAdvice:
    """Should a player holding ``hand`` (2 or 3 powers) take one more card or stand?

    The other ``opponents`` players get their cards from the same shuffled deck
    (without the player's cards) and play a threshold policy: take a card while their
    clash count is below ``threshold``, at most four cards (rule book, Draw). The
    player wins the deal when no opponent ends closer to 9 (rule book, Reveal: ties
    share the win and lose nothing). Abilities are ignored (see the module text).
    On equal chances the advice is to stand.

    ``method``: ``"auto"`` is exact for :data:`EXACT_OPPONENTS` opponent (1-3 ms)
    and Monte Carlo above; ``"exact"`` enumerates up to :data:`MAX_EXACT_OPPONENTS`
    opponents (about half a second for two);
    ``"monte carlo"`` plays ``deals`` seeded deals (numpy) and gives each chance
    with its 95% Wilson interval. Deals where the 27 cards run out (seven
    opponents) let the player draw first and the opponents after him in turn; an
    opponent facing an empty deck stands.

    >>> draw_advice([8, 5]).advice      # Maja's orc and barbarian: 13 counts 3
    'take a card'
    """
    hand, deck = _check_hand(hand)
    if not isinstance(opponents, int) or not 1 <= opponents <= MAX_OPPONENTS:
        raise ValueError(f"Tavern Trouble has 2 to 8 players, so 1 to {MAX_OPPONENTS} "
                         f"opponents, not {opponents!r}")
    _check_threshold(threshold)
    if method == "auto":
        method = "exact" if opponents <= EXACT_OPPONENTS else "monte carlo"
    if method == "exact" and opponents > MAX_EXACT_OPPONENTS:
        raise ValueError(f"exact enumeration is offered up to {MAX_EXACT_OPPONENTS} opponents "
                         f"(it would take hours for {opponents}); use method='monte carlo'")
    if method not in ("exact", "monte carlo"):
        raise ValueError(f"method is 'auto', 'exact' or 'monte carlo', not {method!r}")
    count = sum(hand) % 10
    stand, take = standing(hand), one_more_card(hand)
    win_stand: Fraction | Proportion
    win_take: Fraction | Proportion
    if method == "exact":
        win_stand, win_take, fourth = _exact(count, len(hand), tuple(deck), opponents, threshold)
        how = EXACT
    else:
        if not isinstance(deals, int) or deals < 2:
            raise ValueError(f"deals is a number of Monte Carlo deals (2 or more), not {deals!r}")
        win_stand, win_take, fourth = _monte_carlo(count, len(hand), deck, opponents,
                                                   threshold, deals, seed)
        how = f"Monte Carlo, {deals:,} deals, 95% interval"
    better = TAKE if _value(win_take) > _value(win_stand) else STAND
    return DrawAdvice(hand, opponents, threshold, stand, take, win_stand, win_take, better,
                      how, fourth)


def _value(p: Fraction | Proportion) -> float | Fraction:
    return p.rate if isinstance(p, Proportion) else p


def _exact(count: int, held: int, deck: tuple[int, ...], opponents: int,
           threshold: int) -> tuple[Fraction, Fraction, tuple[int, ...]]:
    """Both win chances, and the third cards after which a fourth is better.

    A shuffled deck is exchangeable: the player's next cards are as random after the
    opponents' cards as before them, so the opponents' ends are enumerated first
    and the player's one or two cards come from what they leave. For each end of
    the opponents (cards U, best count c) with weight w, the player's card k comes
    with weight (d_k - U_k), and a second card j with (d_j - [j = k] - U_j); the sums
    over U only need, per number of cards and per c, the totals of w, w U_k and
    w U_k U_j (computed once), cumulated over c <= the player's count."""
    mine = 2 if held == 2 else 1            # the most cards the player may still take
    field = _field(deck, threshold, opponents)
    lengths = range(2 * opponents, 4 * opponents + 1)
    m0 = {L: [0] * 10 for L in lengths}
    m1 = {L: [[0] * 10 for _ in range(10)] for L in lengths}
    m2 = {L: [[[0] * 10 for _ in range(10)] for _ in range(10)] for L in lengths} \
        if mine == 2 else None
    for (kinds, best), w in field.items():
        L = len(kinds)
        m0[L][best] += w
        row1 = m1[L][best]
        mult: dict[int, int] = {}
        for k in kinds:
            mult[k] = mult.get(k, 0) + 1
        for k, n in mult.items():
            row1[k] += w * n
        if m2 is not None:
            row2 = m2[L][best]
            for k, n in mult.items():
                r = row2[k]
                for j, m in mult.items():
                    r[j] += w * n * m
    # cumulate over the best count: index t holds the totals for best <= t
    for L in lengths:
        for t in range(1, 10):
            m0[L][t] += m0[L][t - 1]
            prev, cur = m1[L][t - 1], m1[L][t]
            for k in KINDS:
                cur[k] += prev[k]
            if m2 is not None:
                prev2, cur2 = m2[L][t - 1], m2[L][t]
                for k in KINDS:
                    p, c = prev2[k], cur2[k]
                    for j in KINDS:
                        c[j] += p[j]
    size = sum(deck)
    slots = 4 * opponents + mine            # every weight is brought to this many draws

    def pad(L: int, drawn: int) -> int:
        return _falling(size - L - drawn, slots - L - drawn)

    pads = {(L, i): pad(L, i) for L in lengths for i in range(mine + 1)}
    win_stand = sum(pads[L, 0] * m0[L][count] for L in lengths)
    win_take = 0
    fourth = []
    for k in KINDS:
        dk = deck[k]
        if not dk:
            continue
        t3 = (count + k) % 10
        stop = sum(pads[L, 1] * (dk * m0[L][t3] - m1[L][t3][k]) for L in lengths)
        if mine == 1:
            win_take += stop
            continue
        more = 0
        assert m2 is not None  # built whenever the player may still take two cards
        for j in KINDS:
            dj = deck[j] - (j == k)
            t4 = (count + k + j) % 10
            for L in lengths:
                more += pads[L, 2] * (dk * dj * m0[L][t4] - dk * m1[L][t4][j]
                                      - dj * m1[L][t4][k] + m2[L][t4][k][j])
        if more > stop:
            fourth.append(k)
        win_take += max(stop, more)
    total = _falling(size, slots)
    return Fraction(win_stand, total), Fraction(win_take, total), tuple(fourth)


def _shuffles(deck: Sequence[int], deals: int, rng):
    """``deals`` shuffled decks (one per row) of the cards ``deck`` counts per power."""
    import numpy as np

    rest = np.repeat(np.arange(10, dtype=np.int8), deck)
    return rng.permuted(np.broadcast_to(rest, (deals, rest.size)), axis=1)


def _threshold_draws(cards, players: int, threshold: int, start):
    """Vectorised draw of ``players`` threshold players over shuffled decks ``cards``:
    player ``o`` holds columns ``2o`` and ``2o + 1``; then in turn each takes the next
    card of the deck (from column ``start``, per row) while his count is below
    ``threshold``, at most two more, standing when the deck is empty. Returns the
    best final count per row and where the deck stands after them."""
    import numpy as np

    n, size = cards.shape
    rows = np.arange(n)
    ptr = np.broadcast_to(np.asarray(start), (n,)).copy()
    best = np.zeros(n, dtype=np.int8)
    for o in range(players):
        c = (cards[:, 2 * o] + cards[:, 2 * o + 1]) % 10
        for _ in range(2):
            want = (c < threshold) & (ptr < size)
            drawn = cards[rows, np.minimum(ptr, size - 1)]
            c = np.where(want, (c + drawn) % 10, c)
            ptr = ptr + want
        best = np.maximum(best, c)
    return best, ptr


def _monte_carlo(count: int, held: int, deck: list[int], opponents: int, threshold: int,
                 deals: int, seed: int) -> tuple[Proportion, Proportion, tuple[int, ...]]:
    """Both win chances from ``deals`` seeded deals, and the third cards after which a
    fourth is taken. The player draws first (columns after the opponents' two cards
    each), the opponents after him. With a two-card hand, the choice of a fourth per
    third card is made on a first, separate batch of deals and then held fixed, so
    the second batch measures a fixed plan, without the upward bias of picking the
    best on the same deals."""
    import numpy as np

    rng = np.random.default_rng(seed)
    dealt = 2 * opponents

    def play(n: int):
        cards = _shuffles(deck, n, rng)
        third, fourth = cards[:, dealt], cards[:, dealt + 1]
        best = [_threshold_draws(cards, opponents, threshold, dealt + taken)[0]
                for taken in range(3)]      # the player stands, takes one, takes two
        return (third, count >= best[0], (count + third) % 10 >= best[1],
                (count + third + fourth) % 10 >= best[2])

    if held == 3:
        _, stand, take, _ = play(deals)
        return Proportion(int(stand.sum()), deals), Proportion(int(take.sum()), deals), ()
    third, _, stop, more = play(deals)
    plan = tuple(k for k in KINDS if (third == k).any()
                 and more[third == k].mean() > stop[third == k].mean())
    third, stand, stop, more = play(deals)
    take = np.where(np.isin(third, plan), more, stop)
    return Proportion(int(stand.sum()), deals), Proportion(int(take.sum()), deals), plan


# -- thresholds ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ThresholdResult:
    """One row of :func:`deal_threshold_study`: a player taking cards below
    ``threshold`` among opponents taking below ``opponent_threshold``."""

    players: int
    threshold: int
    opponent_threshold: int
    win: Proportion
    """Deals ended closest to 9 (a shared first place counts), 95% interval."""
    life_lost: Mean
    """Life lost per deal (the best count minus his own), 95% interval."""


def deal_threshold_study(players: int, opponent_threshold: int = DEFAULT_THRESHOLD,
                         thresholds: Sequence[int] = range(11), deals: int = MONTE_CARLO_DEALS,
                         seed: int = 0) -> list[ThresholdResult]:
    """Monte Carlo, one deal at a time, abilities ignored: how well each threshold
    does against ``players - 1`` opponents who take below ``opponent_threshold``.

    Every threshold plays the same ``deals`` seeded shuffles (common random numbers,
    so the differences between thresholds are sharper than each interval). The
    player draws first; with eight players the deck can run out, and a player
    facing an empty deck stands. For whole games (abilities, life, eliminations)
    see :func:`gamekit.tavern_trouble.bots.threshold_study`."""
    import numpy as np

    if not isinstance(players, int) or not 2 <= players <= MAX_OPPONENTS + 1:
        raise ValueError(f"Tavern Trouble has 2 to 8 players, not {players!r}")
    _check_threshold(opponent_threshold)
    for t in thresholds:
        _check_threshold(t)
    cards = _shuffles(COPIES, deals, np.random.default_rng(seed))
    opponents = players - 1
    mine = (cards[:, 2 * opponents] + cards[:, 2 * opponents + 1]) % 10
    rows = []
    for t in thresholds:
        c = mine
        ptr = np.full(deals, 2 * players)
        for _ in range(2):
            want = c < t
            c = np.where(want, (c + cards[np.arange(deals), ptr]) % 10, c)
            ptr = ptr + want
        best, _ = _threshold_draws(cards, opponents, opponent_threshold, ptr)
        lost = np.maximum(best, c) - c
        rows.append(ThresholdResult(players, t, opponent_threshold,
                                    Proportion(int((c >= best).sum()), deals),
                                    Mean(float(lost.mean()), float(lost.std(ddof=1)), deals)))
    return rows


def best_threshold(players: int, opponent_threshold: int | None = None,
                   deals: int = MONTE_CARLO_DEALS, seed: int = 0) -> ThresholdResult:
    """The threshold that loses the least life per deal against opponents taking
    below ``opponent_threshold`` (Monte Carlo, see :func:`deal_threshold_study`).

    With ``opponent_threshold=None`` every player is assumed to play alike: starting
    from :data:`DEFAULT_THRESHOLD`, the best reply is taken as the opponents'
    threshold until it no longer changes (at most ten rounds), so the answer is a
    threshold that is its own best reply."""
    if opponent_threshold is not None:
        rows = deal_threshold_study(players, opponent_threshold, deals=deals, seed=seed)
        return min(rows, key=lambda r: (r.life_lost.mean, r.threshold))
    current = DEFAULT_THRESHOLD
    seen = []
    for _ in range(10):
        reply = best_threshold(players, current, deals, seed)
        if reply.threshold == current or reply.threshold in seen:
            return reply
        seen.append(current)
        current = reply.threshold
    return reply


# -- decision tables ----------------------------------------------------------------------
def two_card_hands() -> list[tuple[int, int]]:
    """The 45 two-card hands (powers ascending)."""
    return [(a, b) for a in KINDS for b in KINDS if a <= b]


def draw_table(opponents: int = 1, threshold: int = DEFAULT_THRESHOLD) -> dict[tuple[int, int], DrawAdvice]:
    """:func:`draw_advice` for each of the 45 two-card hands (exact for one opponent)."""
    return {hand: draw_advice(hand, opponents, threshold) for hand in two_card_hands()}
