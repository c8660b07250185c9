"""The coach: hints in the expert's order, the exact odds of the player's own count at
a draw, and nothing but the player's view behind them."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.bots.coach import hints
from gamekit.core.bots import observe
from gamekit.tavern_trouble import analysis
from gamekit.tavern_trouble.actions import Draw, EndAbilities, Stand, TakeCard
from gamekit.tavern_trouble.components import DWARVES, FAIRIES
from gamekit.tavern_trouble.expert import ExpertBot

from .helpers import dealt, draw, first_with_a_pair


def test_a_fourth_card_hint_gives_the_exact_odds_of_eight_or_nine():
    """Maja holds 8 + 5 + 1, a count of 4: of the 24 cards she has not seen, 3 fours make
    8 and 2 fives make 9 (19, two barbarians): 5/24, about 21%, against 0% standing."""
    state = dealt({1: (8, 5), 0: (2, 4)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 1))
    rows = hints(observe(state, 1))
    take = next(h for h in rows if isinstance(h.action, TakeCard))
    assert take.exact and take.value == float(Fraction(5, 24))
    assert take.why.startswith("Taking a fourth card: 21% to end on 8 or 9, against 0% standing")
    assert rows[0] is take                      # the expert takes the card
    stand = next(h for h in rows if isinstance(h.action, Stand))
    assert stand.why.startswith("Standing on 4: 0% to end on 8 or 9, against 21% taking a card")


@pytest.mark.parametrize("third", [1, 2, 4, 6, 9])
def test_a_fourth_card_hint_is_the_exact_analysis_of_one_more_card(third):
    """With nothing else seen, the odds the coach gives for a fourth card and for
    standing are :func:`analysis.one_more_card` and :func:`analysis.standing`."""
    state = dealt({1: (7, 3), 0: (2, 4)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, third))
    hand = [7, 3, third]
    rows = {type(h.action): h for h in hints(observe(state, 1))}
    assert rows[TakeCard].value == float(analysis.one_more_card(hand).at_least(8))
    assert rows[Stand].value == float(analysis.standing(hand).at_least(8))
    assert rows[TakeCard].why.startswith(
        f"Taking a fourth card: {float(analysis.one_more_card(hand).at_least(8)):.0%} to end on 8 or 9")


def test_hints_follow_the_experts_order_and_read_the_view_only():
    a = dealt({0: (1, 2), 1: (3, 3), 2: (5, 6)})
    b = dealt({0: (8, 8), 1: (3, 3), 2: (9, 1)})
    ha, hb = hints(observe(a, 1)), hints(observe(b, 1))
    assert [(h.action, h.why) for h in ha] == [(h.action, h.why) for h in hb]
    assert ha[0].action == ExpertBot().act(observe(a, 1), None)


def test_a_third_card_hint_names_the_fourth_cards_that_follow():
    state = dealt({1: (8, 5), 0: (2, 4)})          # 13: count 3
    take = next(h for h in hints(observe(state, 1)) if isinstance(h.action, TakeCard))
    assert take.why.startswith("Taking a third card (and a fourth after a 1, 2")
    assert "life lost at the reveal" in take.why and "the best of the others" in take.why


def test_ability_hints_value_the_share_of_the_tables_life():
    state = first_with_a_pair(draw(dealt({0: (DWARVES, DWARVES), 1: (1, 2), 2: (3, 4)})))
    rows = hints(observe(state, 0), top=10)
    assert {h.action for h in rows} == set(state.legal_actions())
    assert all(0 < h.value < 1 and not h.exact for h in rows)
    assert [h.value for h in rows] == sorted((h.value for h in rows), reverse=True)
    assert "of the table's life is yours after the reveal" in rows[0].why
    passing = next(h for h in rows if isinstance(h.action, EndAbilities))
    assert passing.value < rows[0].value


def test_a_fairy_hint_tells_the_odds_of_the_hand_to_take():
    state = first_with_a_pair(draw(dealt({0: (FAIRIES, FAIRIES), 1: (4, 5), 2: (1, 2)}),
                                   {2: [3, 9]}))
    rows = hints(observe(state, 0), top=10)
    swap = next(h for h in rows if getattr(h.action, "target", None) == 1)
    assert "Player 2 holds 2 cards and ends on 8 or 9 with" in swap.why


def test_every_decision_of_a_game_gets_hints():
    game = gamekit.load("tavern_trouble", players=3)
    final = gamekit.play(game, [ExpertBot() for _ in range(3)], seed=2)
    state = game.new_initial_state()
    for action in final.history:
        if state.current_player >= 0:
            rows = hints(observe(state, state.current_player))
            assert rows and all(h.action in state.legal_actions() and h.why for h in rows)
        state.apply(action)
