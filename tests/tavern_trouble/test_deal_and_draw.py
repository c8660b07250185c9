"""Rule book, Deal and Draw: the rotating dealer, the fresh shuffle, two cards each,
the third and final fourth card, the clash count."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tavern_trouble.actions import Deal, Draw, Stand, TakeCard
from gamekit.tavern_trouble.components import clash_count
from gamekit.tavern_trouble.state import Phase

from .helpers import dealt, draw, pass_abilities, snapshot


def test_maja_clash_count_13_counts_3_then_4_then_8():
    """Rule book: orc (8) + Gunthur the barbarian (5) = 13, counting 3; Peewa the Pub
    Pixie (1) makes 4; Petyr the vampire (4) makes 8."""
    maja = 1
    state = dealt({0: (2, 3), 1: (8, 5)})
    assert state.current_player == maja  # left of the dealer (Player 1) draws first
    assert state.view(maja)["clash_count"] == 3
    state.apply(TakeCard(maja, 3))
    state.apply(Draw(maja, 1))
    assert state.view(maja)["clash_count"] == 4
    state.apply(TakeCard(maja, 4))
    state.apply(Draw(maja, 4))
    assert state.view(maja)["clash_count"] == 8
    assert clash_count([8, 5]) == 3 and clash_count([8, 5, 1]) == 4 and clash_count([8, 5, 1, 4]) == 8


def test_no_fifth_card():
    state = dealt({0: (2, 3), 1: (8, 5)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))
    state.apply(TakeCard(1, 4))
    state.apply(Draw(1, 4))
    assert state.current_player == 0  # four cards: the turn passes on
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="fifth"):
        state.apply(TakeCard(1, 5))
    assert snapshot(state) == before


def test_a_fourth_card_only_after_a_third():
    state = dealt({0: (2, 3), 1: (8, 5)})
    assert {str(a) for a in state.legal_actions()} == {"Player 2 takes a third card",
                                                      "Player 2 stands with 2 cards"}
    with pytest.raises(gamekit.IllegalAction):
        state.apply(TakeCard(1, 4))


def test_standing_passes_the_draw_clockwise():
    state = dealt({0: (2, 3), 1: (8, 5), 2: (4, 7)})
    order = []
    while state.phase == Phase.DRAW:
        order.append(state.current_player)
        state.apply(Stand(state.current_player, 2))
    assert order == [1, 2, 0]


def test_two_cards_each_from_a_fresh_deck_with_exact_odds():
    game = gamekit.load("tavern_trouble", players=3)
    state = game.new_initial_state()
    outcomes = dict((str(o), p) for o, p in state.chance_outcomes())
    assert len(outcomes) == 45  # 36 mixed pairs + 9 pairs of a kind
    assert outcomes["Player 2 is dealt two trolls (9)"] == Fraction(3 * 2, 27 * 26)
    assert outcomes["Player 2 is dealt an orc (8) and a troll (9)"] == Fraction(2 * 3 * 3, 27 * 26)
    assert sum(outcomes.values()) == 1
    state.apply(Deal(1, (9, 9)))
    after = dict((str(o), p) for o, p in state.chance_outcomes())
    assert "Player 3 is dealt two trolls (9)" not in after  # one troll left
    assert after["Player 3 is dealt an orc (8) and a troll (9)"] == Fraction(2 * 3 * 1, 25 * 24)


def test_the_dealer_rotates_left_and_the_deck_is_reshuffled_each_deal():
    state = dealt({0: (2, 3), 1: (4, 5), 2: (6, 8)})
    assert state.dealer == 0
    pass_abilities(draw(state, {1: [9]}))
    assert state.deals == 2 and state.dealer == 1
    assert state.deck_size == 27 and state.deck[9] == 3  # all 27 cards shuffled again
    assert state.current_player == gamekit.CHANCE
    assert state.chance_outcomes()[0][0].player == 2  # dealing starts left of the dealer


def test_the_deal_skips_an_eliminated_player():
    """[D] The deal passes to the next player on the left still in the game."""
    state = dealt({0: (4, 5), 1: (3, 9), 2: (2, 6)}, life=5)  # counts 9, 2, 8
    pass_abilities(draw(state))
    assert state.life == [5, 0, 4]
    assert state.dealer == 2 and state.order == (0, 2)


def test_the_last_player_with_life_wins():
    state = dealt({0: (2, 3), 1: (4, 5), 2: (6, 8)}, life=1)  # counts 5, 9, 4
    pass_abilities(draw(state))
    assert state.is_terminal() and state.winner == 1
    assert state.returns() == [0.0, 1.0, 0.0]
    assert state.log[-1] == "Player 2 is the last with life and wins the game."


def test_the_draw_is_hidden_from_the_others():
    state = dealt({0: (2, 3), 1: (8, 5)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))
    assert state.view(1)["hand"] == [5, 8, 1]
    assert state.view(0)["hand"] == [2, 3]
    assert state.view(0)["cards_in_hand"] == [2, 3]
    assert not any("fairy" in line for line in state.log_for(0))
    assert any("fairy" in line for line in state.log_for(1))


def test_an_empty_deck_offers_no_card():
    """[D] With 8 players the 27 cards can run out: then no card can be taken."""
    hands = {0: (1, 2), 1: (1, 2), 2: (1, 3), 3: (2, 3), 4: (3, 4), 5: (4, 5), 6: (5, 6), 7: (6, 7)}
    state = dealt(hands)
    assert state.deck_size == 11
    left = [k for k in range(1, 10) for _ in range(state.deck[k])]
    drawn = 0
    while state.deck_size:
        p = state.current_player
        state.apply(TakeCard(p, len(state.hands[p]) + 1))
        state.apply(Draw(p, left[drawn]))
        drawn += 1
        if len(state.hands[p]) == 3 and state.deck_size:
            state.apply(TakeCard(p, 4))
            state.apply(Draw(p, left[drawn]))
            drawn += 1
    p = state.current_player
    assert [str(a) for a in state.legal_actions()] == [str(Stand(p, len(state.hands[p])))]
    with pytest.raises(gamekit.IllegalAction, match="deck is empty"):
        state.apply(TakeCard(p, len(state.hands[p]) + 1))
