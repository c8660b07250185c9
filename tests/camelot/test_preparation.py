"""Set-up (rule book, Mise en place and La partie commence) and the options."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.camelot.actions import CoatOfArms, LoyaltyDeal
from gamekit.camelot.components import (
    ARTHUR,
    BLACK_NAMES,
    GAWAIN,
    KAY,
    MERLIN,
    PERCIVAL,
    TRISTAN,
    WHITE_TOTAL,
)
from gamekit.camelot.state import Task
from tests.camelot.helpers import new_game, texts


def test_coats_of_arms_are_dealt_at_random():
    state = gamekit.load("camelot", players=4).new_initial_state()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 7 and all(p == Fraction(1, 7) for _, p in outcomes)
    state.apply(CoatOfArms(0, KAY))
    assert len(state.chance_outcomes()) == 6


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_one_traitor_card_among_eight(players):
    state = gamekit.load("camelot", players=players).new_initial_state()
    for seat in range(players):
        state.apply(CoatOfArms(seat, seat))
    odds = dict(state.chance_outcomes())
    assert sum(p for o, p in odds.items() if o.traitor is not None) == Fraction(players, 8)
    assert odds[LoyaltyDeal(None)] == Fraction(8 - players, 8)


def test_the_traitor_among_us_variant():
    state = gamekit.load("camelot", players=4, traitor_among_us=True).new_initial_state()
    for seat in range(4):
        state.apply(CoatOfArms(seat, seat))
    odds = dict(state.chance_outcomes())
    assert odds[LoyaltyDeal(None)] == Fraction(1, 5)   # 4 Loyal + 1 Traitor, one left in the box


def test_without_traitor_there_is_no_loyalty_deal():
    state = new_game(players=4, traitor=False)
    assert state.traitor is None and all(state.view(p)["loyalty"] == "Loyal" for p in range(4))


def test_a_merlin_and_five_white_cards_each_then_the_pool():
    state = gamekit.load("camelot", players=3).new_initial_state()
    for seat in range(3):
        state.apply(CoatOfArms(seat, seat + 2))
    state.apply(LoyaltyDeal(None))
    assert all(h[MERLIN] == 1 for h in state.hands)
    assert state.white_left == WHITE_TOTAL - 3
    for _ in range(15):
        state.apply(state.choices()[0])
    assert [sum(h) for h in state.hands] == [6, 6, 6]
    # rule book: each player lays one white card face up on the Round Table
    assert texts(state)[0].startswith("Sir Gawain lays")
    for _ in range(3):
        state.apply(state.choices()[0])
    assert sum(state.pool) == 3 and [sum(h) for h in state.hands] == [5, 5, 5]
    assert len(state.view(1)["pool"]) == 3            # face up: everyone sees it
    for _ in range(3):                                 # dealt back at random [D]
        state.apply(state.choices()[0])
    assert sum(state.pool) == 0 and [sum(h) for h in state.hands] == [6, 6, 6]


def test_king_arthur_begins():
    state = new_game(players=4, knights=[KAY, GAWAIN, ARTHUR, TRISTAN])
    assert state.current_player == 2 and state.turn == 2


def test_without_arthur_seat_one_begins():
    state = new_game(players=3, knights=[KAY, GAWAIN, TRISTAN])
    assert state.current_player == 0


def test_percival_looks_at_the_top_black_card_first():
    state = gamekit.load("camelot", players=3).new_initial_state()
    for seat, k in enumerate([PERCIVAL, KAY, GAWAIN]):
        state.apply(CoatOfArms(seat, k))
    state.apply(LoyaltyDeal(None))
    while state.agenda[-1][0] in (Task.WHITE, Task.POOL, Task.POOL_DEAL):
        state.apply(state.choices()[0])
    assert state.agenda[-1][0] is Task.SEEN              # a chance node: the card he sees
    state.apply(state.choices()[0])
    assert state.view(0)["black_known_top"] and not state.view(1)["black_known_top"]
    assert "Sir Percival looks at the top black card." in state.log_for(1)   # in the open
    assert state.view(1)["black_known_places"]["top"] == [[0]]
    assert texts(state)[0] == "Sir Percival draws a black card"


def test_a_black_card_whose_place_is_known_is_still_drawn_by_chance():
    """A card Percival saw comes up through a chance step whose outcome is sure, so the
    drawer learns it from the draw, not from his decision to draw."""
    state = new_game(players=3, knights=[PERCIVAL, KAY, GAWAIN])
    state.apply(state.choices()[0])                      # the card he sees on top
    seen = state.black_top[0]
    state.apply(state.legal_actions()[0])               # "Sir Percival draws a black card"
    assert state.step is Task.BLACK and [str(o) for o, p in state.chance_outcomes()] == \
        [f"The black card is {BLACK_NAMES[seen]}"] and state.chance_outcomes()[0][1] == 1


def test_options_are_validated():
    with pytest.raises(ValueError, match="3 to 7"):
        gamekit.load("camelot", players=2)
    with pytest.raises(ValueError, match="three_brave_knights"):
        gamekit.load("camelot", players=5, three_brave_knights=True)
    with pytest.raises(ValueError, match="traitor_among_us"):
        gamekit.load("camelot", traitor=False, traitor_among_us=True)
    with pytest.raises(ValueError):
        gamekit.load("camelot", squires="yes")
    assert gamekit.load("camelot", players=3).three_brave_knights
    assert not gamekit.load("camelot", players=4).three_brave_knights
    assert not gamekit.load("camelot", players=3, traitor=False).three_brave_knights
