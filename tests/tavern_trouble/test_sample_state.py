"""Tavern Trouble's determinization hook: a full state drawn from one player's view
gives back that view and those legal actions, its hidden cards at random; and the
view says what the player has seen of the others' hands."""
import random

import pytest

import gamekit
from gamekit.tavern_trouble.actions import AbilityDraw, EndAbilities, Removal, UseAbility
from gamekit.tavern_trouble.components import COPIES, DWARVES, ELVES, FAIRIES, UNDEAD
from gamekit.tavern_trouble.state import Phase
from tests.decisions import decision_points as every_decision

from .helpers import dealt, draw


def decision_points(players, games, seed):
    return every_decision(gamekit.load("tavern_trouble", players=players), games, seed)


@pytest.mark.parametrize("players", [2, 4, 8])
def test_a_sampled_state_gives_the_same_view_and_legal_actions(players):
    game = gamekit.load("tavern_trouble", players=players)
    rng = random.Random(1)
    checked = goblin = 0
    for state, p in decision_points(players, 12, seed=players):
        view = state.view(p)
        sample = game.sample_state(view, rng)
        assert sample.view(p) == view
        assert sample.legal_actions() == state.legal_actions()
        assert sum(sample.deck) == sample.deck_size and sample.history == []
        # every card is somewhere: hands, deck, discard
        cards = [c for h in sample.hands for c in h] + sample.discarded
        assert all(cards.count(k) + sample.deck[k] == COPIES[k] for k in range(1, 10))
        checked += 1
        goblin += sample.phase == Phase.GOBLIN_TARGET
    assert checked > 200


def test_sampled_states_play_on_to_the_end():
    game = gamekit.load("tavern_trouble", players=3)
    rng = random.Random(2)
    for n, (state, p) in enumerate(decision_points(3, 3, seed=5)):
        if n % 7:
            continue
        sample = game.sample_state(state.view(p), rng)
        final = gamekit.play(game, seed=n, state=sample)
        assert final.is_terminal() and sum(final.returns()) == 1.0


def test_hidden_cards_are_drawn_from_the_cards_not_seen():
    state = dealt({0: (1, 2), 1: (3, 4), 2: (5, 6)})       # Player 2 (seat 1) draws first
    game = state.game
    view = state.view(1)
    others = set()
    for seed in range(200):
        sample = game.sample_state(view, random.Random(seed))
        assert sample.hands[1] == [3, 4] and len(sample.hands[0]) == len(sample.hands[2]) == 2
        others.add(tuple(sorted(sample.hands[0])))
    assert len(others) > 30        # the hidden hands vary with the generator (45 at most)


def test_shown_pairs_stay_in_the_hand_that_holds_them():
    """Cards shown with an ability are seen by everyone, and a sampled state keeps them."""
    state = draw(dealt({0: (ELVES, ELVES), 1: (DWARVES, DWARVES), 2: (7, 8)}))
    state.apply(UseAbility(1, DWARVES, 2))             # Player 2 shows two dwarves
    assert state.view(2)["seen"][1] == [DWARVES, DWARVES]
    assert state.view(0)["seen"][1] == [DWARVES, DWARVES]
    state.apply(EndAbilities(1))
    state.apply(EndAbilities(2))
    assert state.current_player == 0                    # Player 1 next, with his elves
    view = state.view(0)
    for seed in range(30):
        sample = state.game.sample_state(view, random.Random(seed))
        assert sample.hands[1].count(DWARVES) >= 2


def test_after_a_fairy_swap_each_knows_the_hand_he_gave():
    state = draw(dealt({0: (2, 9), 1: (FAIRIES, FAIRIES), 2: (UNDEAD, UNDEAD)}), {1: [4]})
    state.apply(UseAbility(1, FAIRIES, 2))              # swap with Player 3
    assert state.view(1)["seen"][2] == [FAIRIES, FAIRIES, 4]    # his old hand
    assert state.view(2)["seen"][1] == [UNDEAD, UNDEAD]
    assert state.view(0)["seen"][2] == [FAIRIES, FAIRIES]       # only the shown pair
    assert state.view(0)["seen"][1] == []
    # Player 2 goes on with the undead he received; he knows Player 3's whole hand
    assert state.current_player == 1
    for seed in range(20):
        sample = state.game.sample_state(state.view(1), random.Random(seed))
        assert sorted(sample.hands[2]) == [FAIRIES, FAIRIES, 4]
        assert sample.view(1) == state.view(1)


def test_a_card_the_undead_remove_leaves_what_was_seen():
    state = draw(dealt({0: (ELVES, ELVES), 1: (UNDEAD, UNDEAD), 2: (5, 6)}), {1: [UNDEAD]})
    state.apply(UseAbility(1, UNDEAD, 1))               # three undead shown, one removed
    assert state.view(0)["seen"][1] == [UNDEAD] * 3
    state.apply(Removal(1, UNDEAD))
    assert state.view(0)["seen"][1] == [UNDEAD] * 2
    assert state.view(0)["discarded"] == [UNDEAD]


def test_the_goblin_target_choice_is_rebuilt():
    state = draw(dealt({0: (2, 9), 1: (7, 7), 2: (5, 6)}))
    state.apply(UseAbility(1, 7))
    state.apply(AbilityDraw(1, 7, 9))
    assert state.phase == Phase.GOBLIN_TARGET and state.view(1)["goblin_damage"] == 9
    sample = state.game.sample_state(state.view(1), random.Random(0))
    assert sample.legal_actions() == state.legal_actions()


def test_a_view_from_another_game_or_out_of_turn_is_refused():
    state = dealt({0: (1, 2), 1: (3, 4), 2: (5, 6)})
    other = gamekit.load("tavern_trouble", players=4)
    with pytest.raises(ValueError, match="not one of"):
        other.sample_state(state.view(1), random.Random(0))
    with pytest.raises(ValueError, match="own decision"):
        state.game.sample_state(state.view(0), random.Random(0))
