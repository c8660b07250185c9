"""Conformance suite: every game that gamekit.games() lists keeps the game protocol
(docs/architecture.md): exact chance probabilities, readable and distinct legal actions,
illegal actions rejected with nothing changed, a legal one carried out unchecked
(``carry_out``) as ``apply`` does, independent clones, exact JSON round trips, replay,
seeded determinism, and games that end.

A failure here is a bug in the game, not in the suite. ``pytest tests/conformance``
runs it alone; ``CONFORMANCE_GAMES=tikal,camelot`` limits the games and
``CONFORMANCE_PLAYOUTS=50`` plays more random games per setting.
"""
import json
import os
import random
from fractions import Fraction

import pytest

import gamekit

PLAYOUTS = int(os.environ.get("CONFORMANCE_PLAYOUTS", "12"))
MAX_STEPS = 200_000


def _games():
    names = list(gamekit.games())
    wanted = os.environ.get("CONFORMANCE_GAMES")
    if wanted:
        names = [n for n in names if n in wanted.split(",")]
    return names


def _settings():
    """(name, players) for every player count from 1 to 8 that the game accepts."""
    out = []
    for name in _games():
        for n in range(1, 9):
            try:
                gamekit.load(name, players=n)
            except ValueError:
                continue
            out.append((name, n))
    return out


def _snapshot(state, players):
    """Everything a user can observe of a state: its save, every player's view, what can happen next."""
    chance = []
    if state.current_player == gamekit.CHANCE:
        chance = sorted((str(o), str(p)) for o, p in state.chance_outcomes())
    return {
        "save": json.loads(state.to_json()),
        "views": [json.dumps(state.view(p), sort_keys=True) for p in range(players)],
        "player": state.current_player,
        "legal": sorted(str(a) for a in state.legal_actions()),
        "chance": chance,
        "log": list(state.log),
    }


def _step(state, rng):
    if state.current_player == gamekit.CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes, "a chance node offers no outcome"
        probs = [p for _, p in outcomes]
        assert all(isinstance(p, Fraction) for p in probs), "chance probabilities must be exact Fractions"
        assert all(p > 0 for p in probs), "a listed chance outcome has probability 0"
        assert sum(probs) == 1, f"chance probabilities sum to {sum(probs)}, not 1"
        pick = rng.random()
        acc = Fraction(0)
        for outcome, p in outcomes:  # noqa: B007  (the outcome the pick lands on)
            acc += p
            if pick < acc:
                break
        state.apply(outcome)
        return outcome
    actions = state.legal_actions()
    assert actions, f"player {state.current_player} has no legal action in a non-terminal state"
    texts = [str(a) for a in actions]
    assert all(t.strip() for t in texts), "an action reads as an empty string"
    assert len(set(texts)) == len(texts), f"two legal actions read the same: {sorted(texts)}"
    assert len(set(actions)) == len(actions), "legal actions must be hashable and distinct"
    action = rng.choice(actions)
    state.apply(action)
    return action


def test_registry_lists_games():
    names = gamekit.games()
    assert names, "gamekit.games() lists no game"
    for name in names:
        gamekit.load(name)


def test_unknown_game_and_bad_option_are_clear_errors():
    with pytest.raises((KeyError, ValueError)):
        gamekit.load("no_such_game")
    for name in _games():
        with pytest.raises(ValueError):
            gamekit.load(name, players=99)


@pytest.mark.parametrize("name,players", _settings())
def test_game_states_its_player_count(name, players):
    assert gamekit.load(name, players=players).num_players == players


def test_illegal_action_is_a_value_error():
    assert issubclass(gamekit.IllegalAction, ValueError)


@pytest.mark.parametrize("name,players", _settings())
def test_random_playouts_keep_the_protocol(name, players):
    game = gamekit.load(name, players=players)
    for seed in range(PLAYOUTS):
        rng = random.Random(seed)
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if steps % 25 == 0:
                before = _snapshot(state, players)
                with pytest.raises(gamekit.IllegalAction):
                    state.apply(object())
                assert _snapshot(state, players) == before, "an illegal action changed the state"
                twin, trusted = state.clone(), state.clone()
                trusted.carry_out(_step(twin, random.Random(steps)))
                assert _snapshot(state, players) == before, "changing a clone changed the original"
                assert _snapshot(trusted, players) == _snapshot(twin, players), \
                    "carry_out of a legal action or outcome does not do what apply does"
                assert _snapshot(game.from_json(state.to_json()), players) == before, \
                    "to_json/from_json does not round-trip"
            _step(state, rng)
            steps += 1
            assert steps < MAX_STEPS, f"{name}: no end after {MAX_STEPS} steps"
        assert state.current_player == gamekit.TERMINAL
        assert state.legal_actions() == []
        returns = state.returns()
        assert len(returns) == players
        assert all(isinstance(r, (int, float)) for r in returns)
        assert state.log and all(isinstance(line, str) and line.strip() for line in state.log)
        rebuilt = gamekit.replay(game, state.history)
        assert _snapshot(rebuilt, players) == _snapshot(state, players), \
            "replay(history) does not rebuild the final state"


@pytest.mark.parametrize("name,players", _settings())
def test_same_seed_same_game(name, players):
    game = gamekit.load(name, players=players)
    runs = []
    for _ in range(2):
        rng = random.Random(2024)
        state = game.new_initial_state()
        while not state.is_terminal():
            _step(state, rng)
        runs.append(_snapshot(state, players))
    assert runs[0] == runs[1], "the same choices and outcomes gave two different games"


@pytest.mark.parametrize("name,players", _settings())
def test_play_is_seeded(name, players):
    game = gamekit.load(name, players=players)
    a = gamekit.play(game, seed=7)
    b = gamekit.play(game, seed=7)
    assert a.is_terminal() and b.is_terminal()
    assert _snapshot(a, players) == _snapshot(b, players), "gamekit.play with the same seed gave two different games"
