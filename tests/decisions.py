"""Walking seeded random games: every decision point, for tests of views and search."""
import random

import gamekit


def decision_points(game, games, seed):
    """(state, player) at every decision of ``games`` seeded random games of ``game``.
    The state moves on after each yield: clone it to keep it."""
    rng = random.Random(seed)
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.current_player == gamekit.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            yield state, state.current_player
            state.apply(rng.choice(state.legal_actions()))
