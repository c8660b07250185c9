"""Pictures: drawn once per distinct view, named by a keyed hash of it."""
import random
from concurrent.futures import ThreadPoolExecutor

import gamekit
from gamekit.core.protocol import CHANCE
from gamekit.server.pictures import Pictures, takes_state

from .client import run as run_async


def dealt(game: str, seed: int = 1):
    state = gamekit.load(game, players=3).new_initial_state()
    rng = random.Random(seed)
    while state.current_player == CHANCE or len(state.history) < 6:
        state.apply(state.sample_chance(rng) if state.current_player == CHANCE
                    else rng.choice(state.legal_actions()))
    return state


def test_a_view_is_drawn_once_and_another_view_again():
    async def run():
        pictures = Pictures(b"k" * 32, ThreadPoolExecutor(1))
        state = dealt("tavern_trouble")
        first = pictures.name(state, 0, state.view(0))
        again = pictures.name(state, 0, state.view(0))
        other = pictures.name(state, 1, state.view(1))
        svg = await pictures.get(first)
        await pictures.get(other)
        assert first == again != other
        assert svg.startswith(b"<?xml") and b"<svg" in svg
        assert pictures.drawn == 2
        assert await pictures.get("0" * 32) is None
    run_async(run())


def test_a_picture_name_cannot_be_worked_out_without_the_servers_key():
    async def run():
        state = dealt("camelot")
        names = [Pictures(key, ThreadPoolExecutor(1)).name(state, 0, state.view(0))
                 for key in (b"a" * 32, b"b" * 32)]
        assert names[0] != names[1] and len(names[0]) == 32
    run_async(run())


def test_a_page_that_moved_on_does_not_wait_for_its_older_pictures():
    async def run():
        pictures = Pictures(b"k" * 32, ThreadPoolExecutor(1))
        states = [dealt("tavern_trouble", seed) for seed in range(4)]
        names = [pictures.name(s, 0, s.view(0), place="page") for s in states]
        assert await pictures.get(names[-1]) is not None
        assert pictures.drawn < len(names)  # the middle ones were never started
    run_async(run())


def test_a_game_still_drawing_from_the_state_is_drawn_from_the_state():
    async def run():
        pictures = Pictures(b"k" * 32, ThreadPoolExecutor(1))
        for game in gamekit.games():
            state = dealt(game)
            svg = await pictures.get(pictures.name(state, 0, state.view(0)))
            assert svg and b"<svg" in svg, (game, takes_state(game))
    run_async(run())
