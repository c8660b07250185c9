"""Rule book, Preparations: castles, money, cards, the start player; the options."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tafelrunde.actions import CardDrawn, DealCastles
from gamekit.tafelrunde.components import CARDS, DECK_SIZE, card_id
from gamekit.tafelrunde.state import Phase
from gamekit.tafelrunde.table import GREEN, LILAC, RED, YELLOW

from .helpers import (
    GREEN_GNOME,
    GREEN_GOBLIN,
    LILAC_GOBLIN,
    LILAC_ROGUE,
    P1,
    P2,
    P3,
    P4,
    RED_AMAZON,
    RED_GNOME,
    YELLOW_AMAZON,
    YELLOW_ROGUE,
    ZORK,
    new_game,
    snapshot,
)


def test_players_3_or_4():
    """Rule book: 'a game for 3 or 4 players'."""
    for bad in (1, 2, 5):
        with pytest.raises(ValueError, match="3 or 4 players"):
            gamekit.load("tafelrunde", players=bad)
    with pytest.raises(ValueError, match="unknown option"):
        gamekit.load("tafelrunde", days=3)
    assert gamekit.load("tafelrunde").num_players == 4


@pytest.mark.parametrize("players,orders", [(4, 24), (3, 6)])
def test_castles_are_dealt_at_random(players, orders):
    """Rule book: 'shuffle the castles cards and give each player one face down'; 3 players
    leave the yellow castle out."""
    state = gamekit.load("tafelrunde", players=players).new_initial_state()
    assert state.phase == Phase.CASTLES
    outcomes = state.chance_outcomes()
    assert len(outcomes) == orders and all(p == Fraction(1, orders) for _, p in outcomes)
    assert all(YELLOW not in o.colours for o, _ in outcomes) == (players == 3)


def test_the_castle_colour_gives_the_two_heroes():
    """Rule book: 'The colors defines the two heroes belonging to each player.'"""
    state = new_game(castles=(LILAC, YELLOW, RED, GREEN))
    assert state.owner[LILAC_ROGUE] == state.owner[LILAC_GOBLIN] == P1
    assert state.owner[YELLOW_AMAZON] == state.owner[YELLOW_ROGUE] == P2
    assert state.owner[RED_AMAZON] == state.owner[RED_GNOME] == P3
    assert state.owner[GREEN_GNOME] == state.owner[GREEN_GOBLIN] == P4
    assert state.owner[ZORK] is None  # Zork is a hero owned by nobody
    assert "Player 1 has the lilac castle: the lilac rogue and the lilac goblin." in state.log


def test_everybody_starts_with_1_gold_and_3_cards():
    """Rule book: 'Every player gets 3 face down' and 'Every player gets 1 gold.'
    ('3 silver is 1 gold.')"""
    state = new_game()
    assert state.silver == [3, 3, 3, 3]
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert state.pile_size == DECK_SIZE - 12 == 29


def test_the_deal_draws_each_card_by_its_copies_left():
    state = gamekit.load("tafelrunde", players=3).new_initial_state()
    state.apply(DealCastles((RED, GREEN, LILAC)))
    assert state.phase == Phase.DRAW and state.current_player == gamekit.CHANCE
    assert state.to_draw == [P1, P1, P1, P2, P2, P2, P3, P3, P3]  # [D] one player at a time
    odds = dict(state.chance_outcomes())
    assert odds[CardDrawn(P1, card_id("minor_intrigue"))] == Fraction(3, 41)
    assert odds[CardDrawn(P1, card_id("wrestling"))] == Fraction(1, 41)
    assert sum(odds.values()) == 1 and len(odds) == len(CARDS)
    state.apply(CardDrawn(P1, card_id("wrestling")))
    assert CardDrawn(P1, card_id("wrestling")) not in dict(state.chance_outcomes())
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="not one of its outcomes"):
        state.apply(CardDrawn(P1, card_id("wrestling")))  # the only one is gone
    assert snapshot(state) == before


def test_player_1_holds_the_herold_and_begins():
    """[D] Player 1 is the start player ('Choose a startplayer')."""
    state = new_game()
    assert state.herold == P1 and state.current_player == P1
    assert "Day 1: Player 1 holds the Herold (day side up) and begins." in state.log


def test_the_view_shows_only_the_own_hand():
    state = new_game(hands={P2: ["favourite", "wrestling", "venal"]})
    view = state.view(P2)
    assert view["hand"] == ["Favourite (shield)", "Venal", "Wrestling"]
    assert view["hand_sizes"] == [3, 3, 3, 3]
    assert "Favourite (shield)" not in str(state.view(P1)) + str(state.view(P3))
    assert "Player 2 gets Favourite (shield)." in state.log_for(P2)
    assert "Player 2 gets Favourite (shield)." not in state.log_for(P1)
    assert view["castles"] == ["red", "green", "lilac", "yellow"]
    assert view["table"][0] == "lilac rogue" and view["silver"] == [3, 3, 3, 3]
    assert view["zork_joins"] is None


@pytest.mark.parametrize("key", ["Favourite", "Capricious (turn)", None, ["alliance"]])
def test_a_card_is_named_by_its_key(key):
    with pytest.raises(KeyError, match="the cards are alliance, backwards, "):
        card_id(key)
