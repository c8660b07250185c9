"""Die Tafelrunde's determinization hook: a full state drawn from one player's view
gives back that view and those legal actions, at every kind of decision, the cards he
cannot see dealt at random among those that fit."""
import random
from collections import Counter

import pytest

import gamekit
from gamekit.tafelrunde.actions import CardTaken, DiscardCard, NoVeto, NoVetoVeto, Veto
from gamekit.tafelrunde.components import COPIES, card_id
from gamekit.tafelrunde.state import Phase
from tests.decisions import decision_points as every_decision

from .helpers import P1, P2, P3, P4, new_game, nobody_vetoes, pick, play


def decision_points(players, games, seed):
    return every_decision(gamekit.load("tafelrunde", players=players), games, seed)


def every_card(state) -> list[int]:
    """How many of each kind lie in the hands, the draw pile, the discard pile, in
    front of the players and on the table being played."""
    count = Counter(c for h in state.hands for c in h)
    count.update(c for c in state.in_front if c is not None)
    if state.play is not None:
        count[state.play.card] += 1
    return [count[c] + state.pile[c] + state.discard[c] for c in range(len(COPIES))]


@pytest.mark.parametrize("players", [3, 4])
def test_a_sampled_state_gives_the_same_view_and_legal_actions(players):
    game = gamekit.load("tafelrunde", players=players)
    rng = random.Random(1)
    phases = Counter()
    for state, p in decision_points(players, 8, seed=players):
        view = state.view(p)
        sample = game.sample_state(view, rng)
        assert sample.view(p) == view
        assert sample.legal_actions() == state.legal_actions()
        assert sample.history == [] and sum(sample.pile) == sample.pile_size
        assert every_card(sample) == list(COPIES)
        phases[view["phase"]] += 1
    assert sum(phases.values()) > 1000
    # every kind of decision was met: turns, targets, the reroll, the wrestling order,
    # veto and veto-veto, Old friends' or Dubious Deal (2)'s other player, Magical choice
    assert set(phases) == {"turn", "targets", "dice", "wrestling order", "veto", "veto-veto",
                           "move a hero", "magical choice"}


def test_sampled_states_play_on_to_the_end():
    game = gamekit.load("tafelrunde", players=4)
    rng = random.Random(2)
    for n, (state, p) in enumerate(decision_points(4, 2, seed=5)):
        if n % 23:
            continue
        sample = game.sample_state(state.view(p), rng)
        final = gamekit.play(game, seed=n, state=sample)
        assert final.is_terminal() and sum(final.returns()) == 1.0


def test_hidden_cards_are_drawn_from_the_cards_not_seen():
    state = new_game()
    view = state.view(P1)
    mine = sorted(state.hands[P1])
    hands = set()
    for seed in range(100):
        sample = state.game.sample_state(view, random.Random(seed))
        assert sorted(sample.hands[P1]) == mine
        assert [len(h) for h in sample.hands] == [3, 3, 3, 3]
        unseen = Counter(c for p in (P2, P3, P4) for c in sample.hands[p])
        unseen.update({c: k for c, k in enumerate(sample.pile) if k})
        assert unseen == Counter({c: k - mine.count(c) for c, k in enumerate(COPIES)
                                  if k - mine.count(c)})
        hands.add(tuple(sorted(sample.hands[P2])))
    assert len(hands) > 80          # the others' hands vary with the generator


def test_a_card_taken_by_a_dubious_deal_is_hidden_from_the_others():
    """Player 1 takes a card from Player 2: Player 3 does not see which one, so his
    samples give Player 1 any card that fits; Player 2 then moves a hero 2 up."""
    state = new_game(hands={P1: ["dubious_deal_2", "capricious_turn", "capricious_turn"],
                            P2: ["booze_up", "gambling", "gambling"]})
    play(state, "dubious_deal_2", {"seat": P2})
    nobody_vetoes(state)
    state.apply(CardTaken(P1, P2, card_id("booze_up")))
    assert state.phase == Phase.MOVE_HERO and state.current_player == P2
    view = state.view(P2)
    sample = state.game.sample_state(view, random.Random(0))
    assert sample.legal_actions() == state.legal_actions() and sample.view(P2) == view
    pick(state, hero=0)
    assert state.current_player == P2          # Player 2's turn
    pick(state, kind=DiscardCard, card=card_id("gambling"))
    assert state.current_player == P3
    held = set()
    for seed in range(60):
        sample = state.game.sample_state(state.view(P3), random.Random(seed))
        assert len(sample.hands[P1]) == 3
        held.update(sample.hands[P1])
    assert len(held) > 10


def test_in_a_sampled_veto_window_every_later_player_is_still_to_answer():
    """At Player 2's veto the players after him are asked as the rules ask them: each in
    turn, whatever the dealt hands hold."""
    state = new_game(hands={P1: ["major_intrigue", "capricious_move", "capricious_move"],
                            P2: ["favourite", "booze_up", "booze_up"],
                            P4: ["backwards", "gambling", "gambling"]})
    play(state, "major_intrigue", {"hero": 1})
    assert state.phase == Phase.VETO and state.current_player == P2
    for seed in range(20):
        sample = state.game.sample_state(state.view(P2), random.Random(seed))
        assert sample.legal_actions() == state.legal_actions()
        assert sample.play.asked == [P2, P3, P4]
        sample.apply(NoVeto(P2))
        assert sample.phase == Phase.VETO and sample.current_player == P3


def test_a_sampled_veto_veto_window_skips_the_vetoer():
    state = new_game(hands={P1: ["major_intrigue", "capricious_move", "capricious_move"],
                            P2: ["favourite", "booze_up", "booze_up"],
                            P4: ["gambling", "gambling", "black_magic"]})
    play(state, "major_intrigue", {"hero": 1})
    state.apply(Veto(P2, card_id("favourite")))
    state.apply(NoVetoVeto(P1))
    assert state.current_player == P3
    sample = state.game.sample_state(state.view(P3), random.Random(4))
    assert sample.play.asked == [P3, P4] and sample.view(P3) == state.view(P3)


def test_the_wrestling_order_and_the_reroll_are_rebuilt():
    state = new_game(hands={P1: ["wrestling", "capricious_turn", "capricious_turn"]})
    play(state, "wrestling")
    assert state.phase == Phase.ORDER
    first = state.legal_actions()[0]
    state.apply(first)
    state.apply(state.chance_outcomes()[0][0])       # a 1: its owner may throw again
    assert state.phase == Phase.REROLL
    decider = state.current_player
    sample = state.game.sample_state(state.view(decider), random.Random(3))
    assert sample.legal_actions() == state.legal_actions()
    assert sample.play.wrestlers == state.play.wrestlers and sample.play.roller == first.hero


def test_a_view_from_another_game_or_out_of_turn_is_refused():
    state = new_game()
    with pytest.raises(ValueError, match="not one of"):
        gamekit.load("tafelrunde", players=3).sample_state(state.view(P1), random.Random(0))
    with pytest.raises(ValueError, match="own decision"):
        state.game.sample_state(state.view(P2), random.Random(0))
    broken = state.view(P1)
    broken["draw_pile"] += 1
    with pytest.raises(ValueError, match="add up"):
        state.game.sample_state(broken, random.Random(0))
