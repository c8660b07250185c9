"""Tavern Trouble with numpy over many games at once: deals and whole games between
threshold players, for studies of hundreds of thousands of games in seconds.

The batch plays the rules of :mod:`gamekit.tavern_trouble.rules` (rule book) as the
engine does, game by game, with every player playing as
``HeuristicBot(threshold, never=(FAIRIES, UNDEAD))``:

* the deal: the dealer passes to the next player on the left still in the game;
  a fresh shuffle of the 27 cards; two cards to each player still in the game;
* the draw, from the dealer's left: a third card while the clash count is below
  the player's threshold, then a fourth while it is below his threshold for the
  fourth (the same unless told; with two barbarians in hand, while the count is not
  9); nobody draws from an empty deck;
* the abilities, from the dealer's left, one player after the other, in the
  heuristic bot's order: trolls (3 damage to each other player), dwarves (5 damage),
  vampires (3 damage, 3 life), goblins (draw a card, its power as damage), elves
  (5 life), orcs (draw a card, its power as life), barbarians (the count is 8;
  used when the count is below 8, or with three of them at 8); three of a kind adds
  10 life; damage goes to the leader (the living opponent with the most life, the
  lowest seat on a tie); life stays between 0 and 25; a player brought to 0 is out
  at once and the game ends as soon as one player has life left;
* the reveal: the best count wins; every other player still in loses the gap.

**Left out: the fairies' swap and the undead's removal** (the heuristic bot's use
of them weighs what each player sees of the others; not vectorised). With
``abilities=False`` nobody uses any ability: the rule set of the reference
``tavern_baseline.py``, with the kit's dealer rotation. :func:`engine_bots` gives
the engine's bots that play exactly the batch's rules, and the tests check with
chi-square tests that both give the same distributions.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..bots.study import SeatStudy
from ..prob import Difference, Mean, Proportion
from .abilities import GAIN, TRIPLE_BONUS
from .actions import DAMAGE
from .analysis import DEFAULT_THRESHOLD
from .bots import HeuristicBot
from .components import (
    BARBARIANS,
    COPIES,
    DECK_SIZE,
    DWARVES,
    ELVES,
    FAIRIES,
    GOBLINS,
    KINDS,
    MAX_LIFE,
    ORCS,
    START_LIFE,
    TROLLS,
    UNDEAD,
    VAMPIRES,
)
from .reveal import BARBARIAN_COUNT

ABILITY_ORDER = (TROLLS, DWARVES, VAMPIRES, GOBLINS, ELVES, ORCS, BARBARIANS)
"""The abilities the batch plays, in the order the heuristic bot uses them."""
LEFT_OUT = (FAIRIES, UNDEAD)
"""The abilities the batch leaves out: nobody uses them."""
BLOCK = 50_000
"""Games (or deals) played together at most; larger runs go block after block."""
DECK = np.repeat(np.arange(len(COPIES), dtype=np.int8), COPIES)


Thresholds = int | Sequence[int]
"""One threshold for every seat, or one per seat."""


def engine_bots(players: int, thresholds: Thresholds = DEFAULT_THRESHOLD,
                abilities: bool = True, fourth: Thresholds | None = None) -> list:
    """The engine's bots that play exactly as the batch does: one
    ``HeuristicBot(threshold, fourth=..., never=...)`` per seat."""
    never = LEFT_OUT if abilities else KINDS
    third, fourths = _limits(players, thresholds, fourth)
    return [HeuristicBot(threshold=int(t), fourth=int(f), never=never) for t, f in zip(third, fourths)]


def _thresholds(players: int, thresholds: Thresholds) -> list[int]:
    if not isinstance(players, int) or not 2 <= players <= 8:
        raise ValueError(f"Tavern Trouble has 2 to 8 players, not {players!r}")
    if isinstance(thresholds, (int, np.integer)):
        thresholds = [int(thresholds)] * players
    thresholds = [int(t) for t in thresholds]
    if len(thresholds) != players:
        raise ValueError(f"one threshold per seat: {players} players, {len(thresholds)} thresholds")
    if not all(0 <= t <= 10 for t in thresholds):
        raise ValueError(f"a threshold is a clash count from 0 to 10, not {thresholds}")
    return thresholds


def _limits(players: int, thresholds: Thresholds, fourth: Thresholds | None) -> np.ndarray:
    """Row 0: each seat's threshold for a third card; row 1: for a fourth."""
    third = _thresholds(players, thresholds)
    fourths = third if fourth is None else _thresholds(players, fourth)
    return np.array([third, fourths], dtype=np.int8)


def _check_count(name: str, n: int) -> None:
    if not isinstance(n, (int, np.integer)) or n < 1:
        raise ValueError(f"{name} is a number (1 or more), not {n!r}")


# -- one deal for many tables ----------------------------------------------------------------
KIND_OF = np.array(ABILITY_ORDER, dtype=np.int8)
ROOMY = DECK_SIZE // 4
"""Up to this many players (6), four cards per player and the two draws the goblins
and orcs can make in a deal always fit in the deck."""


def clash_counts(hands: np.ndarray) -> np.ndarray:
    """The clash count of every hand: the total of its cards, last digit only."""
    return (hands[..., 0] + hands[..., 1] + hands[..., 2] + hands[..., 3]) % 10


def shuffle(rng: np.random.Generator, m: int, top: int) -> np.ndarray:
    """``m`` shuffles of the 27 cards, one per row, of which only the first ``top``
    places are used: a Fisher-Yates shuffle of those places (each a uniform draw
    from the cards left, every row at once), the rest of each row unshuffled."""
    deck = np.repeat(DECK[:, None], m, axis=1)       # place, table: rows stay contiguous
    tables = np.arange(m)
    pick = rng.random((top, m))
    for i in range(top):
        j = i + (pick[i] * (DECK_SIZE - i)).astype(np.intp)
        card = deck[i].copy()
        deck[i] = deck[j, tables]
        deck[j, tables] = card
    return deck.T


@dataclass
class _Deal:
    """One deal at ``m`` tables at once; arrays indexed by table, then seat."""

    life: np.ndarray
    dealer: np.ndarray
    counts: np.ndarray
    won: np.ndarray


def _deal(rng: np.random.Generator, life: np.ndarray, dealer: np.ndarray,
          limits: np.ndarray, abilities: bool) -> _Deal:
    """Rule book, one deal (deal, draw, abilities, reveal) at every table of ``life``."""
    m, players = life.shape
    rows = np.arange(m)
    # the deal passes to the next player on the left still in the game [D]
    dealer = (dealer + 1) % players
    out = np.flatnonzero(life[rows, dealer] <= 0)
    while out.size:
        dealer[out] = (dealer[out] + 1) % players
        out = out[life[out, dealer[out]] <= 0]
    cards = shuffle(rng, m, 4 * players + 2 if players <= ROOMY else DECK_SIZE - 1)
    in_deal = life > 0
    if players <= ROOMY:
        hands, ptr = _draw_roomy(cards, players, in_deal, limits, abilities)
    else:
        hands, ptr = _draw_in_turn(cards, dealer, in_deal, limits, abilities)
    life, counts, won = settle(cards, hands, ptr, dealer, life, abilities)
    return _Deal(life, dealer, counts, won)


def settle(cards: np.ndarray, hands: np.ndarray, ptr: np.ndarray, dealer: np.ndarray,
           life: np.ndarray, abilities: bool = True):
    """The end of a deal at every table, once the cards are drawn: the abilities
    (goblins and orcs draw ``cards[table, ptr[table]]`` on), then the reveal.

    ``hands[table, seat]`` holds up to four cards (0: none), ``life[table, seat]``
    the life before the abilities. Returns the life after the deal, the final
    clash counts (-1 for a player out of the reveal) and the reveal's winners.
    ``ptr`` is advanced by the cards the abilities draw."""
    m, players = life.shape
    life = life.astype(np.int16)
    barbarian = np.zeros((m, players), dtype=bool)
    over = np.zeros(m, dtype=bool)
    if abilities:
        _abilities(cards, hands, ptr, dealer, life, barbarian, over)
    # Rule book, Reveal: closest to 9 wins; every other player still in loses the gap
    counts = np.where(barbarian, BARBARIAN_COUNT, clash_counts(hands))
    still = (life > 0) & ~over[:, None]
    counts = np.where(still, counts, -1)
    best = counts.max(axis=1, keepdims=True)
    life = np.where(still, np.maximum(0, life - (best - counts)), life).astype(np.int16)
    return life, counts, still & (counts == best)


def _wants(count, hand_barbarians, limit, abilities: bool):
    """Rule book, Draw, as the heuristic bot decides: below the threshold; with two
    barbarians in hand (and their ability in play), until the count is 9."""
    if not abilities:
        return count < limit
    return np.where(hand_barbarians >= 2, count != 9, count < limit)


def _draw_roomy(cards, players: int, in_deal, limits, abilities: bool):
    """The draw with up to six players: each seat owns four cards of the shuffle (the
    two dealt, then the third and fourth he may take). The shuffle is uniform and no
    one's choice depends on another's cards, so this deals and draws with the same
    odds as dealing in turn from the top; the cards past ``4 * players`` are the
    rest of the deck. Returns the hands (0 for a card not taken) and where the deck
    goes on."""
    m = cards.shape[0]
    c = cards[:, :4 * players].reshape(m, players, 4)
    hands = c.copy()
    count = (c[:, :, 0] + c[:, :, 1]) % 10
    barbs = (c[:, :, 0] == BARBARIANS).astype(np.int8) + (c[:, :, 1] == BARBARIANS)
    take = in_deal & _wants(count, barbs, limits[0], abilities)
    count = np.where(take, (count + c[:, :, 2]) % 10, count)
    barbs = barbs + (take & (c[:, :, 2] == BARBARIANS))
    hands[:, :, 2] *= take
    take &= _wants(count, barbs, limits[1], abilities)
    hands[:, :, 3] *= take
    return hands, np.full(m, 4 * players)


def _draw_in_turn(cards, dealer, in_deal, limits, abilities: bool):
    """The draw with seven or eight players, where the deck can run out: two cards
    to each player in turn from the dealer's left, then each draws in turn from the
    top; nobody draws from an empty deck [D]."""
    m, players = in_deal.shape
    rows = np.arange(m)
    order = (dealer[:, None] + np.arange(1, players + 1)) % players
    dealt = in_deal[rows[:, None], order]
    first = 2 * (np.cumsum(dealt, axis=1) - 1)
    hands = np.zeros((m, players, 4), dtype=np.int8)
    for j in range(players):
        seat, got = order[:, j], dealt[:, j]
        at = np.where(got, first[:, j], 0)
        hands[rows, seat, 0] = np.where(got, cards[rows, at], 0)
        hands[rows, seat, 1] = np.where(got, cards[rows, at + 1], 0)
    ptr = 2 * dealt.sum(axis=1)
    for j in range(players):
        seat = order[:, j]
        hand = hands[rows, seat]
        count = (hand[:, 0] + hand[:, 1]) % 10
        barbs = (hand == BARBARIANS).sum(axis=1)
        take = dealt[:, j]
        for slot in (2, 3):                   # a third card, then a final fourth
            take = take & _wants(count, barbs, limits[slot - 2][seat], abilities) & (ptr < DECK_SIZE)
            if not take.any():
                break
            card = np.where(take, cards[rows, np.minimum(ptr, DECK_SIZE - 1)], 0)
            hands[rows, seat, slot] = card
            count = (count + card) % 10
            barbs = barbs + (card == BARBARIANS)
            ptr = ptr + take
    return hands, ptr


FIELD = np.array([0] + [1 << 2 * k for k in KINDS], dtype=np.int32)
"""FIELD[card]: a hand is the sum of its cards' fields, two bits per kind counting
its copies (0-3); FIELD[0] = 0 for a card not taken."""
PAIRS = 0x55555 << 1
"""The high bit of every kind's field: set when the hand holds two or three."""


def _turn_table() -> tuple[np.ndarray, np.ndarray]:
    """For each set of pairs a hand can hold (at most two kinds), the places in
    :data:`ABILITY_ORDER` of the abilities the bot uses, first and second (-1: none)."""
    first = np.full((PAIRS >> 1) + 1, -1, dtype=np.int8)
    second = first.copy()
    for a in KINDS:
        for b in KINDS:
            if b < a:
                continue
            places = sorted(ABILITY_ORDER.index(k) for k in {a, b} if k in ABILITY_ORDER)
            key = (1 << 2 * a | 1 << 2 * b)
            first[key] = places[0] if places else -1
            second[key] = places[1] if len(places) > 1 else -1
    return first, second


FIRST_USE, SECOND_USE = _turn_table()
BARBARIAN_PLACE = ABILITY_ORDER.index(BARBARIANS)


def _abilities(cards, hands, ptr, dealer, life, barbarian, over) -> None:
    """Rule book, Clash, as the heuristic bot plays it (fairies and undead left out):
    each player from the dealer's left uses every pair he holds, in the order of
    :data:`ABILITY_ORDER`. The uses are listed per table in that order, and the
    ``s``-th use of every table is made in one vectorised step."""
    m, players, _ = hands.shape
    fields = FIELD[hands[..., 0]] + FIELD[hands[..., 1]] + FIELD[hands[..., 2]] + FIELD[hands[..., 3]]
    pairs = (fields & PAIRS) >> 1
    first, second = FIRST_USE[pairs], SECOND_USE[pairs]
    threes = fields & (fields >> 1) & (PAIRS >> 1)
    count = clash_counts(hands)
    # barbarians: used when they raise the count, or three of them at 8
    helps = (count < BARBARIAN_COUNT) | ((count == BARBARIAN_COUNT) &
                                         (threes >> 2 * BARBARIANS & 1).astype(bool))
    first[(first == BARBARIAN_PLACE) & ~helps] = -1
    second[(second == BARBARIAN_PLACE) & ~helps] = -1
    tables = np.flatnonzero((first >= 0).any(axis=1) | (second >= 0).any(axis=1))
    if tables.size == 0:
        return
    order = (dealer[tables, None] + np.arange(1, players + 1)) % players
    sub = tables[:, None]
    uses = np.stack([first[sub, order], second[sub, order]], axis=2).reshape(tables.size, -1)
    row, col = np.nonzero(uses >= 0)       # row-major: each table's uses in turn order
    t = tables[row]
    seat = order[row, col // 2]
    kind = KIND_OF[uses[row, col]]
    triple = (threes[t, seat] >> 2 * kind.astype(np.int32) & 1).astype(bool)
    starts = np.flatnonzero(np.r_[True, row[1:] != row[:-1]])
    step = np.arange(row.size) - np.repeat(starts, np.diff(np.r_[starts, row.size]))
    for s in range(int(step.max()) + 1):
        at = step == s
        _use(cards, ptr, life, barbarian, over, t[at], seat[at], kind[at], triple[at])


GAIN_OF = np.zeros(10, dtype=np.int16)
GAIN_OF[[ELVES, VAMPIRES]] = GAIN[ELVES], GAIN[VAMPIRES]
HARM_OF = np.zeros(10, dtype=np.int16)
HARM_OF[[DWARVES, VAMPIRES]] = DAMAGE[DWARVES], DAMAGE[VAMPIRES]


def _use(cards, ptr, life, barbarian, over, t, seat, kind, triple) -> None:
    """One ability use at each table ``t`` (each table once): by ``seat``, of ``kind``."""
    draws = (kind == GOBLINS) | (kind == ORCS)
    ok = (life[t, seat] > 0) & ~over[t] & (~draws | (ptr[t] < DECK_SIZE))
    if not ok.all():
        t, seat, kind, triple, draws = t[ok], seat[ok], kind[ok], triple[ok], draws[ok]
    if t.size == 0:
        return
    n = np.arange(t.size)
    drawn = np.where(draws, cards[t, np.minimum(ptr[t], DECK_SIZE - 1)], 0).astype(np.int16)
    ptr[t] += draws
    gain = GAIN_OF[kind] + TRIPLE_BONUS * triple + drawn * (kind == ORCS)
    harm = HARM_OF[kind] + drawn * (kind == GOBLINS)
    table = life[t]
    # damage to the leader: the living opponent with the most life, the lowest seat on a tie
    players = table.shape[1]
    key = table.astype(np.int32) * 16 + (15 - np.arange(players))
    key[(table <= 0)] = -1
    key[n, seat] = -1
    leader = np.argmax(key, axis=1)
    table[n, leader] = np.maximum(0, table[n, leader] - harm)
    trolls = kind == TROLLS
    if trolls.any():
        others = trolls[:, None] & (np.arange(players) != seat[:, None])
        table = np.where(others, np.maximum(0, table - DAMAGE[TROLLS]), table)
    table[n, seat] = np.minimum(MAX_LIFE, table[n, seat] + gain)
    life[t] = table
    barbarian[t, seat] |= kind == BARBARIANS
    over[t] = (table > 0).sum(axis=1) <= 1


# -- whole games -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class BatchGames:
    """Whole games played by :func:`play_games`: per game, the winner's seat and the
    number of deals."""

    players: int
    thresholds: tuple[int, ...]
    fourths: tuple[int, ...]
    abilities: bool
    seed: int
    winners: np.ndarray
    deals: np.ndarray

    @property
    def games(self) -> int:
        return int(self.winners.size)

    @property
    def win_rates(self) -> list[Proportion]:
        """Each seat's share of games won, with its 95% Wilson interval."""
        wins = np.bincount(self.winners, minlength=self.players)
        return [Proportion(int(w), self.games) for w in wins]

    @property
    def length(self) -> Mean:
        """Deals per game."""
        return Mean(float(self.deals.mean()), float(self.deals.std(ddof=1)), self.games)

    def __str__(self) -> str:
        rules = "abilities but fairies and undead" if self.abilities else "no abilities"
        lines = [f"Tavern Trouble batch, {self.players} players, {rules}: {self.games:,} games, "
                 f"seed {self.seed}"]
        for p, rate in enumerate(self.win_rates):
            lines.append(f"  seat {p + 1} {_takes(self.thresholds[p], self.fourths[p])}: wins {rate}")
        lines.append(f"  length: {self.length} deals")
        return "\n".join(lines)


def _takes(third: int, fourth: int) -> str:
    """'takes below 7', or 'takes a third below 7, a fourth below 5'."""
    return f"takes below {third}" if third == fourth else \
        f"takes a third below {third}, a fourth below {fourth}"


def play_games(players: int = 4, games: int = 10_000, thresholds: Thresholds = DEFAULT_THRESHOLD,
               abilities: bool = True, life: int = START_LIFE, seed: int = 0,
               fourth: Thresholds | None = None) -> BatchGames:
    """``games`` whole games of ``players`` threshold players (one threshold for all,
    or one per seat; ``fourth``: for the fourth card, if not the same), all played at
    once with numpy; seeded. Player 1 deals first. Same rules and play as
    ``gamekit.simulate(game, engine_bots(players, thresholds, abilities, fourth))``,
    far faster: see the module's docstring for what is left out."""
    limits = _limits(players, thresholds, fourth)
    _check_count("games", games)
    if not 1 <= life <= MAX_LIFE:
        raise ValueError(f"starting life is 1 to {MAX_LIFE}, not {life!r}")
    rng = np.random.default_rng(seed)
    winners = np.empty(games, dtype=np.int64)
    deals = np.empty(games, dtype=np.int64)
    for start in range(0, games, BLOCK):
        n = min(BLOCK, games - start)
        winners[start:start + n], deals[start:start + n] = _games(rng, n, players, limits,
                                                                  abilities, life)
    return BatchGames(players, tuple(int(t) for t in limits[0]), tuple(int(t) for t in limits[1]),
                      abilities, seed, winners, deals)


def _games(rng, n: int, players: int, limits: np.ndarray, abilities: bool, life: int):
    lives = np.full((n, players), life, dtype=np.int16)
    dealer = np.full(n, players - 1, dtype=np.int64)      # so that Player 1 deals first [D]
    deals = np.zeros(n, dtype=np.int64)
    going = np.arange(n)
    while going.size:
        deal = _deal(rng, lives[going], dealer[going], limits, abilities)
        lives[going] = deal.life
        dealer[going] = deal.dealer
        deals[going] += 1
        going = going[(deal.life > 0).sum(axis=1) > 1]
    return np.argmax(lives > 0, axis=1), deals


# -- single deals ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class BatchDeals:
    """First deals of fresh games played by :func:`play_deals`; arrays are indexed by
    deal, then seat."""

    players: int
    thresholds: tuple[int, ...]
    fourths: tuple[int, ...]
    abilities: bool
    life: int
    counts: np.ndarray
    """Final clash counts (8 after barbarians); -1 for a player out of the reveal."""
    won: np.ndarray
    """True for the reveal's winners (closest to 9)."""
    life_after: np.ndarray

    @property
    def deals(self) -> int:
        return int(self.counts.shape[0])

    @property
    def life_lost(self) -> np.ndarray:
        """Life lost in the deal (negative: gained), per deal and seat."""
        return self.life - self.life_after.astype(np.int64)

    def win_rate(self, seat: int) -> Proportion:
        return Proportion(int(self.won[:, seat].sum()), self.deals)

    def mean_life_lost(self, seat: int) -> Mean:
        lost = self.life_lost[:, seat]
        return Mean(float(lost.mean()), float(lost.std(ddof=1)), self.deals)


def play_deals(players: int = 4, deals: int = 100_000, thresholds: Thresholds = DEFAULT_THRESHOLD,
               abilities: bool = True, life: int = START_LIFE, seed: int = 0,
               fourth: Thresholds | None = None) -> BatchDeals:
    """The first deal of ``deals`` fresh games (Player 1 deals, everyone at ``life``),
    all at once: clash counts, reveal winners and life after the deal, per seat."""
    limits = _limits(players, thresholds, fourth)
    _check_count("deals", deals)
    if not 1 <= life <= MAX_LIFE:
        raise ValueError(f"starting life is 1 to {MAX_LIFE}, not {life!r}")
    rng = np.random.default_rng(seed)
    counts, won, after = [], [], []
    for start in range(0, deals, BLOCK):
        n = min(BLOCK, deals - start)
        deal = _deal(rng, np.full((n, players), life, dtype=np.int16),
                     np.full(n, players - 1, dtype=np.int64), limits, abilities)
        counts.append(deal.counts)
        won.append(deal.won)
        after.append(deal.life)
    return BatchDeals(players, tuple(int(t) for t in limits[0]), tuple(int(t) for t in limits[1]),
                      abilities, life,
                      np.concatenate(counts), np.concatenate(won), np.concatenate(after))


# -- studies ------------------------------------------------------------------------------------------
def seat_study(players: int = 4, threshold: int = DEFAULT_THRESHOLD, fourth: int | None = None,
               field: int = DEFAULT_THRESHOLD, games: int = 10_000, abilities: bool = True,
               seed: int = 0) -> SeatStudy:
    """A threshold player (``threshold`` for a third card, ``fourth`` for a fourth)
    in each seat in turn against ``players - 1`` players taking below ``field``,
    ``games`` seeded games a seat, at batch speed (the batch's rules: no fairies, no
    undead). As :func:`gamekit.bots.study.seat_study` does in the engine, the very
    same deals are played with a field player in his seat, the baseline; with the
    seats rotated the baseline is the fair share 1 / players, and the paired
    difference, game by game, comes with its 95% interval (the deals, not the games,
    taken as independent)."""
    fourth = threshold if fourth is None else fourth
    field_play = play_games(players, games, field, abilities, seed=seed)
    won, held = [], []
    for seat in range(players):
        thirds, fourths = [field] * players, [field] * players
        thirds[seat], fourths[seat] = threshold, fourth
        played = play_games(players, games, thirds, abilities, seed=seed, fourth=fourths)
        won.append(played.winners == seat)
        held.append(field_play.winners == seat)
    # deal by deal, the seats of one deal side by side: they are not independent
    win = np.stack(won, axis=1).ravel().astype(int).tolist()
    base = np.stack(held, axis=1).ravel().astype(int).tolist()
    bot, others = engine_bots(2, [threshold, field], abilities, [fourth, field])
    return SeatStudy("tavern_trouble", players, repr(bot), repr(others),
                     Proportion.by_deal(win, players), Proportion.by_deal(base, players),
                     Difference.by_deal(win, base, players))


def threshold_study(players: int = 4, thresholds: Sequence[int] = range(3, 10),
                    field: int = DEFAULT_THRESHOLD, games: int = 10_000, abilities: bool = True,
                    seed: int = 0) -> dict[int, SeatStudy]:
    """:func:`seat_study` for each threshold (the same for the third and the fourth
    card) against a field taking below ``field``: whole games at batch speed, the
    seats rotated, each threshold on the same seeds."""
    return {t: seat_study(players, t, None, field, games, abilities, seed) for t in thresholds}
