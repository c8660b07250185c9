"""Rule book, Reveal and Win the game: losses, shared wins, elimination, the end."""
import pytest

import gamekit
from gamekit.tavern_trouble.actions import EndAbilities

from ..shown import shown_by
from .helpers import dealt, draw, pass_abilities

MIDHAT, ARTHUR, KARINE = 0, 1, 2


def test_midhat_2_arthur_8_karine_6_lose_6_0_and_2():
    """Rule book: 'Midhat loses 6 life points (8-2=6); Arthur doesn't lose any life points
    as he's the winner of this deal; Karine loses 2 life points of life (8-6=2).'"""
    state = dealt({MIDHAT: (3, 9), ARTHUR: (2, 6), KARINE: (1, 5)})  # 12 -> 2, 8, 6
    pass_abilities(draw(state))
    assert "Reveal: Player 2 8, Player 3 6, Player 1 2." in state.log
    assert "Player 2 wins the deal with 8." in state.log
    assert "Player 1 loses 6 life (8 − 2 = 6): 14 left." in state.log
    assert "Player 3 loses 2 life (8 − 6 = 2): 18 left." in state.log
    assert state.life == [20 - 6, 20 - 0, 20 - 2]


def test_players_tied_closest_to_9_all_win_the_deal():
    state = dealt({0: (3, 4), 1: (2, 5), 2: (1, 6), 3: (1, 2)})  # 7, 7, 7, 3
    pass_abilities(draw(state))
    assert "Player 2, Player 3 and Player 1 win the deal with 7." in state.log
    assert state.life == [20, 20, 20, 16]


def test_life_at_0_eliminates():
    state = dealt({0: (3, 9), 1: (2, 6), 2: (1, 5)}, life=6)  # Midhat loses exactly 6
    pass_abilities(draw(state))
    assert state.life[0] == 0
    assert "Player 1 is eliminated." in state.log
    assert state.order == (2, 1)  # the next deal leaves him out
    assert state.view(1)["in_game"] == [False, True, True]


def test_options_are_checked():
    with pytest.raises(ValueError, match="2 to 8"):
        gamekit.load("tavern_trouble", players=1)
    with pytest.raises(ValueError, match="25"):
        gamekit.load("tavern_trouble", life=26)
    with pytest.raises(ValueError, match="unknown option"):
        gamekit.load("tavern_trouble", lives=3)
    assert gamekit.load("tavern_trouble", players=5, life=10).options == {"players": 5, "life": 10}


def test_a_whole_game_ends_with_one_player_left():
    state = gamekit.play(gamekit.load("tavern_trouble", players=5), seed=11)
    assert state.is_terminal()
    assert sum(life > 0 for life in state.life) == 1
    assert state.returns()[state.winner] == 1.0 and sum(state.returns()) == 1.0


def test_the_reveal_shows_every_hand_to_everyone():
    """Reveal: "the cards of all players are exposed" by the last player's pass; the
    passes before it show nothing."""
    state = draw(dealt({MIDHAT: (3, 9), ARTHUR: (2, 6), KARINE: (1, 5)}))
    shown = []
    while state.deals == 1:
        shown.append(shown_by(state, EndAbilities(state.current_player)))
    assert shown == [frozenset(), frozenset(), {0, 1, 2}]
