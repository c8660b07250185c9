"""The protocol checks of the conformance suite, for the expert version too (the suite
itself only loads each game with its default options)."""
import json
import random
from fractions import Fraction

import pytest

import gamekit


def snapshot(state, players):
    return (state.to_json(), [json.dumps(state.view(p), sort_keys=True) for p in range(players)],
            state.current_player, sorted(str(a) for a in state.legal_actions()), list(state.log))


def step(state, rng):
    if state.current_player == gamekit.CHANCE:
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == 1
        assert all(isinstance(p, Fraction) and p > 0 for _, p in outcomes)
        state.apply(rng.choice([o for o, _ in outcomes]))
    else:
        actions = state.legal_actions()
        assert len({str(a) for a in actions}) == len(actions)
        state.apply(rng.choice(actions))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_expert_random_playouts_keep_the_protocol(players):
    game = gamekit.load("tikal", players=players, version="expert")
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if steps % 40 == 0:
                before = snapshot(state, players)
                with pytest.raises(gamekit.IllegalAction):
                    state.apply(object())
                twin = state.clone()
                step(twin, random.Random(steps))
                assert snapshot(state, players) == before
                assert snapshot(game.from_json(state.to_json()), players) == before
            step(state, rng)
            steps += 1
        assert max(state.returns()) == 1.0
        assert snapshot(gamekit.replay(game, state.history), players) == snapshot(state, players)
