"""Pictures: each game's board, drawn once per distinct view, named by a keyed hash of it."""
import random
import xml.etree.ElementTree as ET

import pytest

import gamekit
from gamekit.core.protocol import CHANCE
from gamekit.server.pictures import Pictures
from gamekit.widgets.faces import game_faces


def dealt(game: str, seed: int = 1):
    state = gamekit.load(game, players=3).new_initial_state()
    rng = random.Random(seed)
    while state.current_player == CHANCE or len(state.history) < 6:
        state.apply(state.sample_chance(rng) if state.current_player == CHANCE
                    else rng.choice(state.legal_actions()))
    return state


def test_a_view_is_drawn_once_and_another_view_again():
    pictures = Pictures(b"k" * 32)
    state = dealt("tavern_trouble")
    first = pictures.name(state.game, state.view(0))
    again = pictures.name(state.game, state.view(0))
    other = pictures.name(state.game, state.view(1))
    svg = pictures.get(first)
    assert first == again != other
    assert svg.startswith(b"<?xml") and b"<svg" in svg
    assert pictures.drawn == 2
    assert pictures.get("0" * 32) is None


def test_a_picture_name_cannot_be_worked_out_without_the_servers_key():
    state = dealt("camelot")
    names = [Pictures(key).name(state.game, state.view(0)) for key in (b"a" * 32, b"b" * 32)]
    assert names[0] != names[1] and len(names[0]) == 32


@pytest.mark.parametrize("game", gamekit.games())
def test_a_picture_is_the_games_own_board_and_stands_alone(game):
    """The SVG the notebook's table draws, readable without the page's style sheet: a
    spot's hit shape (which the page outlines) is transparent."""
    pictures = Pictures(b"k" * 32)
    state = dealt(game)
    board = game_faces(game).board
    for public in (False, True):
        svg = pictures.get(pictures.name(state.game, state.view(0), public=public)).decode()
        assert svg.endswith(board(state.view(0), public=public))
        hits = [e for e in ET.fromstring(svg[svg.index("<svg"):]).iter() if e.get("class") == "gk-hit"]
        assert all(e.get("fill") == "transparent" for e in hits)


def test_the_public_picture_of_a_hand_shows_none_of_it():
    """The projector's picture of Tavern Trouble: every seat's cards face down."""
    pictures = Pictures(b"k" * 32)
    state = dealt("tavern_trouble")
    own = pictures.get(pictures.name(state.game, state.view(0))).decode()
    public = pictures.get(pictures.name(state.game, state.view(0), public=True)).decode()
    assert "a pair lets you" in own and "a pair lets you" not in public


def test_the_oldest_pictures_go_first():
    pictures = Pictures(b"k" * 32, kept=2)
    states = [dealt("tavern_trouble", seed) for seed in range(3)]
    names = [pictures.name(s.game, s.view(0)) for s in states]
    assert pictures.get(names[0]) is None and pictures.get(names[1]) and pictures.get(names[2])
