"""Camelot.sample_state: a full state rebuilt from one knight's view at any decision,
the hidden cards drawn anew; the search that uses it."""
import random
from collections import Counter
from types import SimpleNamespace

import pytest

import gamekit
from gamekit.bots import MCTSBot
from gamekit.camelot.bots import Traitor, knights_outlook, mcts_bot
from gamekit.camelot.components import (
    BLACK_KNIGHT_5,
    BLACK_KNIGHT_7,
    BLACK_KNIGHT_CARDS,
    BLACK_TOTAL,
    DESPAIR,
    FIGHT_4,
    GAWAIN,
    KAY,
    MERLIN,
    MISTS_OF_AVALON,
    MORGAN_3,
    PALAMEDES,
    PICTS_CARD,
    RELIC_ARMOR,
    TRISTAN,
    WHITE_TOTAL,
)
from gamekit.camelot.state import Task
from gamekit.core.bots import observe
from tests.decisions import decision_points

from .helpers import act, new_game, no_merlins, stack_black


@pytest.mark.parametrize("options", [
    dict(players=5), dict(players=3), dict(players=7, traitor_among_us=True),
    dict(players=4, traitor=False), dict(players=4, squires=True)],
    ids=["5", "3-brave", "7-among-us", "4-no-traitor", "4-squires"])
def test_random_games_give_back_the_view_and_the_legal_actions(options):
    game = gamekit.load("camelot", **options)
    rng = random.Random(5)
    steps = Counter()
    for state, p in decision_points(game, games=4, seed=1):
        view = state.view(p)
        sample = game.sample_state(view, rng)
        assert sample.view(p) == view
        assert [str(a) for a in sample.legal_actions()] == [str(a) for a in state.legal_actions()]
        steps[view["step"]] += 1
    assert steps["evil"] > 20 and steps["heroic"] > 20 and steps["pool"] == options["players"] * 4


def test_heuristic_games_give_back_every_decision_and_play_on_to_the_end():
    """Longer games (quests won, Clairvoyance, Percival's looks, the cancel windows):
    every sampled state keeps all 84 white and 76 black cards and plays on to an end."""
    game = gamekit.load("camelot", players=5)
    bot, rng, steps = Traitor(), random.Random(3), Counter()
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player == gamekit.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            p = state.current_player
            view = state.view(p)
            if view["step"] not in ("evil", "heroic") or state.turns % 7 == 0:
                sample = game.sample_state(view, rng)
                assert sample.view(p) == view
                white = (sum(map(sum, sample.hands)) + sum(sample.white_pile)
                         + sum(sample.white_discard) + len(sample.bk_white) + len(sample.ld_white)
                         + sample.grail_white + sum(sample.war_cards) + (sample.heroism is not None)
                         + len(sample.fight_cards) + sum(sample.pool) + (sample.offered is not None))
                black = (sum(sample.black_pile) + sum(sample.black_discard) + len(sample.black_top)
                         + len(sample.black_bottom) + len(sample.bk_black) + len(sample.ld_black)
                         + len(sample.grail_black) + len(sample.drawn)
                         + (sample.resolving is not None) + (sample.mordred is not None)
                         + sample.dark_forest + sample.vivien + sample.mists
                         + sum(t[0] is Task.WAR for t in sample.agenda))
                assert (white, black) == (WHITE_TOTAL, BLACK_TOTAL), view["step"]
                while not sample.is_terminal():
                    sample.apply(sample.sample_chance(rng) if sample.current_player < 0
                                 else rng.choice(sample.legal_actions()))
                steps[view["step"]] += 1
            state.apply(bot.act(observe(state, p), rng))
    assert {"pool", "evil", "heroic", "merlin", "face", "excalibur", "volunteer"} <= set(steps)


def test_any_view_is_rebuilt_but_only_for_its_own_game():
    s = new_game()
    game = s.game
    pool = game.new_initial_state()
    while pool.agenda[-1][0] is not Task.POOL:
        pool.apply(pool.sample_chance(random.Random(0)))
    assert game.sample_state(pool.view(0), random.Random(0)).view(0) == pool.view(0)
    assert game.sample_state(s.view(1), random.Random(0)).view(1) == s.view(1)  # not his turn
    with pytest.raises(ValueError, match="not one of"):
        gamekit.load("camelot", players=4).sample_state(s.view(0), random.Random(0))


def test_the_traitor_card_follows_the_dealing_odds():
    """Seat 1 is loyal among 5: the Traitor card is one of the 7 other cards, so each
    other knight is the traitor with chance 1/7 and nobody with 3/7; a knight a
    false accusation showed loyal never is; the Traitor knows himself."""
    s = new_game(traitor_seat=2)
    rng = random.Random(0)
    counts = Counter(s.game.sample_state(s.view(0), rng).traitor for _ in range(3500))
    assert set(counts) == {None, 1, 2, 3, 4}
    assert 3 / 7 - 0.04 < counts[None] / 3500 < 3 / 7 + 0.04
    for seat in (1, 2, 3, 4):
        assert 1 / 7 - 0.03 < counts[seat] / 3500 < 1 / 7 + 0.03
    s.cleared[3] = True
    assert all(s.game.sample_state(s.view(0), rng).traitor != 3 for _ in range(300))
    s.turn = 2
    s.agenda[-1] = (Task.EVIL, 2)
    assert {s.game.sample_state(s.view(2), rng).traitor for _ in range(20)} == {2}


def test_what_the_knight_read_stays_where_he_knows_it():
    """Sir Kay (seat 1) saw Despair on top and drew a Black Knight 5 face down; the
    unseen black card on the Black Knight is always a Black Knight card; his hand
    is his, the others' hands keep their sizes and change."""
    s = new_game()
    for c, card in enumerate((DESPAIR, MORGAN_3)):
        s.black_pile[card] -= 1
        s.black_top.append(card)
        s.black_top_seen.append(1 if c == 0 else 1 << 2)
    for card, seen in ((BLACK_KNIGHT_5, 1), (BLACK_KNIGHT_CARDS[0], 1 << 3)):
        s.black_pile[card] -= 1
        s.bk_black.append(card)
        s.bk_seen.append(seen)
    s.bk_white.append(FIGHT_4)
    s.white_pile[FIGHT_4] -= 1
    view = s.view(0)
    rng = random.Random(1)
    for _ in range(50):
        x = s.game.sample_state(view, rng)
        assert x.view(0) == view
        assert x.black_top[0] == DESPAIR and x.black_top_seen == [1, 1 << 2]  # the 2nd unseen
        assert x.bk_black[0] == BLACK_KNIGHT_5 and x.bk_black[1] in BLACK_KNIGHT_CARDS
        assert x.hands[0] == s.hands[0]
        assert [sum(h) for h in x.hands] == [sum(h) for h in s.hands]
    assert len({tuple(map(tuple, s.game.sample_state(view, rng).hands)) for _ in range(10)}) > 1


def test_the_discards_lie_face_up_and_stay_where_they_are():
    """[D] Both discard piles lie face up: every view lists them, and a sampled state
    keeps them; no discarded card comes back in the piles or the other hands (Morgan 3
    is the only one of its kind, and the two Fight 4 of the discard are out of play)."""
    s = new_game()
    s.black_pile[MORGAN_3] -= 1
    s.black_discard[MORGAN_3] += 1
    s.white_pile[FIGHT_4] -= 2
    s.white_discard[FIGHT_4] += 2
    view = s.view(0)
    assert view["black_discard_cards"] == ["Morgan 3"] == s.view(3)["black_discard_cards"]
    assert view["white_discard_cards"] == ["Fight 4", "Fight 4"] and view["white_discard"] == 2
    rng = random.Random(2)
    for _ in range(30):
        x = s.game.sample_state(view, rng)
        assert x.black_discard == s.black_discard and x.white_discard == s.white_discard
        assert x.black_pile[MORGAN_3] == 0
        assert x.white_pile[FIGHT_4] + sum(h[FIGHT_4] for h in x.hands) == \
            s.white_pile[FIGHT_4] + sum(h[FIGHT_4] for h in s.hands)


def test_the_search_chooses_the_same_whatever_the_hidden_cards():
    game = gamekit.load("camelot", players=5)
    bot = mcts_bot(iterations=25)
    compared = 0
    for state, p in decision_points(game, games=1, seed=8):
        if len(state.legal_actions()) < 3 or state.turns % 4:
            continue
        twin = game.sample_state(state.view(p), random.Random(compared))
        assert twin.view(p) == state.view(p)
        seen = [SimpleNamespace(player=p, view=x.view(p), legal_actions=x.legal_actions(),
                                game=game) for x in (state, twin)]
        assert bot.act(seen[0], random.Random(4)) == bot.act(seen[1], random.Random(4))
        compared += 1
        if compared == 4:
            break
    assert compared == 4


def test_the_generic_search_plays_camelot_from_the_first_decision():
    """gamekit.bots.MCTSBot at every seat of a whole game: sample_state rebuilds
    every decision, the pool at the set-up and the cancel windows included."""
    game = gamekit.load("camelot", players=3)
    steps = Counter()

    class Spy(MCTSBot):
        def act(self, observation, rng):
            steps[observation.view["step"]] += 1
            return super().act(observation, rng)

    final = gamekit.play(game, [Spy(iterations=3, playout_steps=5, evaluate=knights_outlook)] * 3,
                         seed=2)
    assert final.is_terminal() and steps["pool"] == 3 and steps["heroic"] > 10


def test_the_outlook_weighs_swords_engines_and_life():
    s = new_game(traitor_seat=4)
    base = knights_outlook(s)
    assert base[0] == base[1] and base[4] == pytest.approx(1 - base[0])
    s.white_swords = 3
    assert knights_outlook(s)[0] > base[0]
    s.engines = 8
    worse = knights_outlook(s)[0]
    s.life[1] = 1
    assert knights_outlook(s)[0] < worse
    assert repr(mcts_bot(40)) == ("MCTSKnight(MCTSBot(iterations=40, playout_steps=30, "
                                  "evaluate=knights_outlook))")


def test_the_search_study_compares_the_same_seeds():
    from gamekit.camelot.analysis import search_study
    rates = search_study(players=3, seats=(0,), iterations=3, games=2, seed=1)
    assert set(rates) == {"search", "heuristic"}
    assert all(r.trials == 2 and 0 <= r.successes <= 2 for r in rates.values())


def test_the_merlins_offered_in_an_open_window_stay_in_their_hands():
    """Sir Kay offers a Merlin against Mists of Avalon, publicly; a state dealt from Sir
    Palamedes' view, next to be asked, holds it in Sir Kay's hand, so that three Merlins
    can cancel the card without any hand going below none."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    stack_black(s, MISTS_OF_AVALON)
    no_merlins(s)
    for seat, merlins in ((1, 2), (2, 1)):
        s.white_discard[MERLIN] -= merlins
        s.hands[seat][MERLIN] += merlins
    act(s, "Sir Gawain draws a black card", "Sir Gawain plays no Merlin against Mists of Avalon",
        "Sir Kay plays 2 Merlins against Mists of Avalon")
    view = s.view(2)
    assert view["agenda"][-1][0] == "merlin" and view["agenda"][-1][-1] == [1, 1]
    for seed in range(20):
        sample = s.game.sample_state(view, random.Random(seed))
        assert sample.view(2) == view and sample.hands[1][MERLIN] >= 2
        sample.apply(next(a for a in sample.legal_actions() if a.merlins == 1))
        assert min(map(min, sample.hands)) >= 0 and "Three Merlins cancel" in "".join(sample.log)


def test_the_merlins_offered_are_set_aside_before_any_hand_is_dealt():
    """Sir Kay and Sir Palamedes offered the only Merlins not in the discard: no hand
    dealt before theirs (Sir Gawain's) may take them, so every deal from Sir Tristan's
    view holds exactly one in each of their hands and none in Sir Gawain's."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor=False)
    stack_black(s, MISTS_OF_AVALON)
    no_merlins(s)
    s.white_discard[MERLIN] += s.white_pile[MERLIN]
    s.white_pile[MERLIN] = 0
    for seat in (1, 2):
        s.white_discard[MERLIN] -= 1
        s.hands[seat][MERLIN] += 1
    act(s, "Sir Gawain draws a black card", "Sir Gawain plays no Merlin against Mists of Avalon",
        "Sir Kay plays a Merlin against Mists of Avalon",
        "Sir Palamedes plays a Merlin against Mists of Avalon")
    view = s.view(3)
    for seed in range(20):
        sample = s.game.sample_state(view, random.Random(seed))
        assert sample.view(3) == view
        assert [hand[MERLIN] for hand in sample.hands] == [0, 1, 1, 0]


def test_a_face_down_black_knight_card_is_dealt_before_any_card_may_be():
    """Ten of the eleven Black Knight cards lie on the discard; Sir Palamedes saw the
    eleventh go face down on the Black Knight, and Sir Gawain holds two cards drawn with
    Lancelot's Armor. For Sir Kay the face-down card can only be the Black Knight 7 left,
    so no other unseen place may take it: every deal from his view gives it there, and
    Sir Gawain's two cards are never a Black Knight card."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    discarded = [card for card in BLACK_KNIGHT_CARDS for _ in range(s.black_pile[card])]
    discarded.remove(BLACK_KNIGHT_7)
    for card in discarded:
        s.black_pile[card] -= 1
        s.black_discard[card] += 1
    s.black_pile[BLACK_KNIGHT_7] -= 1
    s.bk_black.append(BLACK_KNIGHT_7)
    s.bk_seen.append(1 << 2)
    s.relics[RELIC_ARMOR] = 0
    stack_black(s, PICTS_CARD, DESPAIR)
    act(s, "Sir Gawain draws a black card")
    view = s.view(1)
    assert view["quests"]["black_knight"]["black"] == [None] and len(discarded) == 10
    rng = random.Random(4)
    for _ in range(300):
        x = s.game.sample_state(view, rng)
        assert x.view(1) == view
        assert x.bk_black == [BLACK_KNIGHT_7]
        assert not set(x.drawn) & set(BLACK_KNIGHT_CARDS)
