"""Saves, replays and what each player may see, in the middle of a card."""
import pytest

import gamekit
from gamekit.core.errors import CorruptSave

from .helpers import P1, P2, P3, ZORK, new_game, play, snapshot


def mid_card():
    """Built through the protocol only (the cards are dealt), so the save replays it."""
    state = new_game(hands={P1: ["venal", "alliance", "booze_up"],
                            P2: ["favourite", "alliance", "booze_up"]})
    play(state, "venal", {"hero": ZORK}, {"steps": 3})
    return state


def test_a_game_saved_in_the_veto_window_loads_exactly():
    state = mid_card()
    again = state.game.from_json(state.to_json())
    assert snapshot(again) == snapshot(state)
    assert gamekit.from_json(state.to_json()).view(P2) == state.view(P2)


def test_undo_is_a_replay_of_the_history_but_the_last_step():
    state = mid_card()
    undone = gamekit.replay(state.game, state.history[:-1])
    assert undone.phase != state.phase and len(undone.history) == len(state.history) - 1


def test_a_corrupt_save_names_the_step():
    state = mid_card()
    text = state.to_json().replace("Player 1 plays Venal", "Player 1 plays Wrestling")
    with pytest.raises(CorruptSave, match="Player 1 plays Wrestling"):
        state.game.from_json(text)


def test_the_card_in_play_is_public_the_hands_are_not():
    state = mid_card()
    view = state.view(P3)
    assert view["play"]["name"] == "Venal" and view["play"]["player"] == P1
    assert [c["text"] for c in view["play"]["choices"]] == ["Venal: pay 2 silver and move Zork …",
                                                            "Venal: … 3 up"]
    assert view["hand"] != state.view(P2)["hand"] and "Favourite (shield)" in state.view(P2)["hand"]
    assert "Favourite (shield)" not in str(view)


def test_the_same_seed_gives_the_same_game():
    game = gamekit.load("tafelrunde", players=3)
    a, b = gamekit.play(game, seed=3), gamekit.play(game, seed=3)
    assert a.history == b.history and a.log == b.log
