"""The numpy batch plays the engine's rules: position by position against the
engine (abilities and reveal), and in distribution (chi-square tests, seeded, at
alpha 0.001) for deals and whole games, both ways of drawing (up to six players,
and seven or eight, where the deck can run out)."""
import random

import numpy as np
import pytest

import gamekit
from gamekit.core.play import step
from gamekit.tavern_trouble import batch
from gamekit.tavern_trouble import reveal as reveal_area
from gamekit.tavern_trouble.actions import AbilityDraw
from gamekit.tavern_trouble.bots import HeuristicBot
from gamekit.tavern_trouble.components import (
    BARBARIANS,
    COPIES,
    DWARVES,
    ELVES,
    FAIRIES,
    GOBLINS,
    KINDS,
    ORCS,
    TROLLS,
    UNDEAD,
    VAMPIRES,
)

from .helpers import dealt, draw

stats = pytest.importorskip("scipy.stats")
ALPHA = 0.001


# -- position by position ----------------------------------------------------------------------
def engine_deal_end(hands, life, ability_draws):
    """The engine from the given hands (Player 1 deals) to the end of the deal, bots
    playing as the batch does; goblins and orcs draw ``ability_draws`` in turn."""
    players = len(hands)
    state = dealt({p: hands[p][:2] for p in range(players)})
    state.life[:] = life
    draw(state, {p: hands[p][2:] for p in range(players)})
    bots = batch.engine_bots(players)
    draws = iter(ability_draws)
    rng = random.Random(0)
    while state.deals == 1 and not state.is_terminal():
        if state.current_player == gamekit.CHANCE:
            state.apply(AbilityDraw(state.order[state.pos], state.drawing, next(draws)))
        else:
            step(state, bots, rng)
    return list(state.life)


def random_positions(rng, players, n):
    """Random hands (two to four cards each) from shuffled decks, random life."""
    deck = [k for k in KINDS for _ in range(COPIES[k])]
    out = []
    for _ in range(n):
        rng.shuffle(deck)
        at, hands = 0, []
        for _p in range(players):
            size = rng.choice((2, 3, 4))
            hands.append(deck[at:at + size])
            at += size
        life = [rng.randint(1, 25) for _ in range(players)]
        out.append((hands, life, list(deck), at))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_abilities_and_reveal_match_the_engine_position_by_position(players):
    positions = random_positions(random.Random(players), players, 250)
    hands = np.zeros((len(positions), players, 4), dtype=np.int8)
    for i, (h, _, _, _) in enumerate(positions):
        for p, cards in enumerate(h):
            hands[i, p, :len(cards)] = cards
    cards = np.array([deck for _, _, deck, _ in positions], dtype=np.int8)
    ptr = np.array([at for _, _, _, at in positions])
    life = np.array([lf for _, lf, _, _ in positions], dtype=np.int16)
    dealer = np.zeros(len(positions), dtype=np.int64)     # Player 1 deals
    after, _, _ = batch.settle(cards, hands, ptr, dealer, life)
    used = 0
    for i, (h, lf, deck, at) in enumerate(positions):
        engine = engine_deal_end(h, lf, deck[at:])
        assert after[i].tolist() == engine, f"hands {h}, life {lf}"
        used += any(sum(c == k for c in cards_) >= 2 for cards_ in h for k in batch.ABILITY_ORDER)
    assert used > 60        # many of these positions use abilities


def test_each_simple_ability_as_the_rule_book_says():
    """Built tables, one ability each: Player 1 deals, so Player 2 (seat 1) is first."""
    def one(hand, life=(20, 20, 20), draws=(9,)):
        hands = np.zeros((1, 3, 4), dtype=np.int8)
        hands[0, 0, :2] = (1, 3)           # count 4, no pair
        hands[0, 1, :len(hand)] = hand
        hands[0, 2, :2] = (2, 4)           # count 6
        cards = np.zeros((1, 27), dtype=np.int8)
        cards[0, :len(draws)] = draws
        after, counts, won = batch.settle(cards, hands, np.zeros(1, dtype=np.int64),
                                          np.zeros(1, dtype=np.int64),
                                          np.array([life], dtype=np.int16))
        return after[0].tolist(), counts[0].tolist()

    # trolls 9+9 = count 8: 3 damage to each other player, then the reveal (8 wins)
    assert one((TROLLS, TROLLS)) == ([20 - 3 - 4, 20, 20 - 3 - 2], [4, 8, 6])
    # dwarves: 5 damage to the leader (most life; the lowest seat on a tie)
    after, counts = one((DWARVES, DWARVES), life=(18, 20, 22))          # count 2
    assert counts == [4, 2, 6] and after == [18 - 2, 20 - 4, 22 - 5]
    after, _ = one((DWARVES, DWARVES), life=(21, 20, 21))               # tie: seat 0
    assert after == [21 - 5 - 2, 20 - 4, 21]
    # vampires: 3 damage to the leader, 3 life to the user (25 at most)
    after, _ = one((VAMPIRES, VAMPIRES), life=(20, 24, 21))             # count 8
    assert after == [20 - 4, 25, 21 - 3 - 2]
    # goblins draw the next card (9): 9 damage to the leader
    after, _ = one((GOBLINS, GOBLINS), life=(10, 20, 12))               # count 4
    assert after == [10 - 2, 20 - 2, 12 - 9]
    # orcs draw the next card (9) and gain its power; elves gain 5
    assert one((ORCS, ORCS), life=(20, 10, 20))[0] == [20 - 2, 10 + 9 - 0, 20]
    assert one((ELVES, ELVES), life=(20, 10, 20))[0] == [20 - 2, 10 + 5 - 2, 20]
    # three of a kind: the ability and 10 life
    assert one((ELVES, ELVES, ELVES), life=(20, 5, 20))[0] == [20 - 2, 5 + 10 + 5 - 0, 20]
    # barbarians: count 8 when they raise it; not used at 9 (5 + 5 + 9 = 19)
    assert one((BARBARIANS, BARBARIANS))[1] == [4, 8, 6]
    assert one((BARBARIANS, BARBARIANS, 9))[1] == [4, 9, 6]
    # fairies and undead are left out: no swap, no removal
    assert one((FAIRIES, FAIRIES))[1] == [4, 2, 6]
    assert one((UNDEAD, UNDEAD, 3))[1] == [4, 9, 6]


def test_damage_that_leaves_one_player_ends_the_game_before_the_reveal():
    hands = np.zeros((1, 3, 4), dtype=np.int8)
    hands[0, 0, :2] = (1, 1)
    hands[0, 1, :2] = (TROLLS, TROLLS)
    hands[0, 2, :2] = (2, 4)
    after, counts, won = batch.settle(np.zeros((1, 27), dtype=np.int8), hands,
                                      np.zeros(1, dtype=np.int64), np.zeros(1, dtype=np.int64),
                                      np.array([[3, 4, 2]], dtype=np.int16))
    assert after[0].tolist() == [0, 4, 0] and counts[0].tolist() == [-1, -1, -1]


# -- in distribution ------------------------------------------------------------------------------
def same_distribution(engine, fast, what, ordered=True):
    """Chi-square test of homogeneity of two samples; neighbouring categories are
    merged until each holds 20 engine observations."""
    cats = sorted(set(engine) | set(fast))
    e = np.array([np.sum(np.asarray(engine) == c) for c in cats], dtype=float)
    f = np.array([np.sum(np.asarray(fast) == c) for c in cats], dtype=float)
    if ordered:
        bins_e, bins_f, acc_e, acc_f = [], [], 0.0, 0.0
        for x, y in zip(e, f):
            acc_e, acc_f = acc_e + x, acc_f + y
            if acc_e >= 20:
                bins_e.append(acc_e)
                bins_f.append(acc_f)
                acc_e = acc_f = 0.0
        if acc_e or acc_f:
            bins_e[-1] += acc_e
            bins_f[-1] += acc_f
        e, f = np.array(bins_e), np.array(bins_f)
    assert len(e) >= 2, what
    _, p, _, _ = stats.chi2_contingency(np.array([e, f]))
    assert p > ALPHA, f"{what}: engine and batch differ (chi-square p = {p:.2g})"
    return p


def engine_first_deals(players, thresholds, deals, seed, fourth=None):
    """Counts at the reveal and life after the first deal, through the engine."""
    game = gamekit.load("tavern_trouble", players=players)
    bots = batch.engine_bots(players, thresholds, fourth=fourth)
    rng = random.Random(seed)
    seen = []
    reveal = reveal_area.reveal

    def spy(state):
        seen.append(reveal_area.clash_counts(state))
        reveal(state)

    counts, lives = [], []
    reveal_area.reveal = spy
    try:
        for _ in range(deals):
            seen.clear()
            state = game.new_initial_state()
            while state.deals == 1 and not state.is_terminal():
                step(state, bots, rng)
            got = seen[0] if seen else {}
            counts.append([got.get(p, -1) for p in range(players)])
            lives.append(list(state.life))
    finally:
        reveal_area.reveal = reveal
    return np.array(counts), np.array(lives)


@pytest.mark.parametrize("players,thresholds,fourth,deals", [(4, (4, 6, 6, 8), (7, 3, 6, 5), 2500),
                                                             (8, 6, None, 1200)])
def test_first_deals_have_the_engines_distribution(players, thresholds, fourth, deals):
    counts, lives = engine_first_deals(players, thresholds, deals, seed=players, fourth=fourth)
    fast = batch.play_deals(players, 100_000, thresholds, seed=players, fourth=fourth)
    for p in range(players):
        same_distribution(counts[:, p], fast.counts[:, p], f"seat {p + 1} clash count")
        same_distribution(lives[:, p], fast.life_after[:, p], f"seat {p + 1} life after")


@pytest.mark.parametrize("players,thresholds,games,abilities", [
    (3, (4, 6, 8), 1500, True),
    (4, 5, 800, False),
    (7, 6, 300, True),
])
def test_whole_games_have_the_engines_distribution(players, thresholds, games, abilities):
    game = gamekit.load("tavern_trouble", players=players)
    sim = gamekit.simulate(game, batch.engine_bots(players, thresholds, abilities), games=games,
                           seed=players, progress=False, record=lambda s: {"deals": s.deals})
    fast = batch.play_games(players, 100_000, thresholds, abilities=abilities, seed=players)
    same_distribution([r.winners[0] for r in sim.records], fast.winners, "winner", ordered=False)
    same_distribution([r.extra["deals"] for r in sim.records], fast.deals, "deals per game")


def test_the_shuffle_is_uniform_over_the_places_used():
    rng = np.random.default_rng(1)
    cards = batch.shuffle(rng, 60_000, 3)
    first, third = np.bincount(cards[:, 0], minlength=10)[1:], np.bincount(cards[:, 2], minlength=10)[1:]
    for seen in (first, third):
        assert stats.chisquare(seen).pvalue > ALPHA
    pairs = np.bincount(cards[:, 0].astype(int) * 10 + cards[:, 1], minlength=100).reshape(10, 10)[1:, 1:]
    want = np.where(np.eye(9, dtype=bool), 3 * 2, 3 * 3) / (27 * 26) * 60_000
    assert stats.chisquare(pairs.ravel(), want.ravel()).pvalue > ALPHA
    assert sorted(cards[0].tolist()) == sorted(batch.DECK.tolist())


# -- the interface ------------------------------------------------------------------------------
def test_play_games_is_seeded_and_counts_every_game():
    a = batch.play_games(4, 3000, seed=5)
    b = batch.play_games(4, 3000, seed=5)
    assert np.array_equal(a.winners, b.winners) and np.array_equal(a.deals, b.deals)
    assert a.games == 3000 and sum(r.successes for r in a.win_rates) == 3000
    assert "seat 1 takes below 7" in str(a) and a.length.mean > 1
    assert f"length: {a.length} deals" in str(a) and "95% CI" in str(a.length)   # with its interval
    split = batch.play_games(2, 10, thresholds=(7, 6), fourth=(5, 6), seed=1)
    assert "seat 1 takes a third below 7, a fourth below 5" in str(split)
    assert "seat 2 takes below 6" in str(split)


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="2 to 8 players"):
        batch.play_games(9, 10)
    with pytest.raises(ValueError, match="one threshold per seat"):
        batch.play_games(3, 10, thresholds=(5, 6))
    with pytest.raises(ValueError, match="0 to 10"):
        batch.play_deals(3, 10, thresholds=11)
    with pytest.raises(ValueError, match="games"):
        batch.play_games(3, 0)


def test_the_engine_bots_leave_out_what_the_batch_leaves_out():
    bots = batch.engine_bots(3, (5, 6, 7), fourth=4)
    assert [b.threshold for b in bots] == [5, 6, 7] and [b.fourth for b in bots] == [4, 4, 4]
    assert all(isinstance(b, HeuristicBot) and b.never == (FAIRIES, UNDEAD) for b in bots)
    assert batch.engine_bots(2, 6, abilities=False)[0].never == KINDS


def test_a_seat_study_rotates_the_seats_and_pairs_the_deals():
    """The strategy sits in each seat in turn; a field player in the same seats on the
    same seeds is the baseline, which with the seats rotated is exactly 1 / players."""
    study = batch.seat_study(3, 4, field=7, games=2000, seed=1)
    assert study.win.trials == study.baseline.trials == 6000 and study.difference.n == 2000  # the deals
    assert study.baseline.rate == pytest.approx(1 / 3)
    assert study.difference.mean == pytest.approx(study.win.rate - study.baseline.rate)
    assert study.difference.interval[1] < 0                      # drawing below 4 loses
    assert study.bot == "HeuristicBot(threshold=4, never=(1, 3))"
    same = batch.seat_study(3, 7, 7, field=7, games=500, seed=1)
    assert same.difference.mean == 0 and same.win == same.baseline
    split = batch.seat_study(2, 7, 5, games=500, seed=1)
    assert split.bot == "HeuristicBot(threshold=7, fourth=5, never=(1, 3))"


def test_batch_threshold_study_is_a_seat_study_per_threshold():
    rows = batch.threshold_study(3, thresholds=(4, 7), games=1000, seed=1)
    assert list(rows) == [4, 7] and all(r.win.trials == 3000 for r in rows.values())
    assert rows[4] == batch.seat_study(3, 4, games=1000, seed=1)


def test_the_deal_passes_left_to_the_next_player_still_in():
    """[D] The deal passes to the next player on the left still in the game; the
    first game's dealer before the first deal is the last seat, so Player 1 deals."""
    life = np.array([[20, 20, 20, 20], [20, 0, 20, 20], [20, 0, 0, 20], [0, 20, 20, 20]],
                    dtype=np.int16)
    deal = batch._deal(np.random.default_rng(0), life, np.array([3, 0, 0, 3]),
                       np.full((2, 4), 6, dtype=np.int8), True)
    assert deal.dealer.tolist() == [0, 2, 3, 1]
