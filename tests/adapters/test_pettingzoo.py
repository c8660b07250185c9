"""Every registered game as a PettingZoo AEC environment, checked by PettingZoo's own
``api_test`` and ``seed_test``, and by what the observations may show."""
from __future__ import annotations

import json
import warnings

import pytest

pytest.importorskip(
    "pettingzoo", reason="the pettingzoo extra is not installed: pip install -e \".[pettingzoo]\"")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import gamekit  # noqa: E402
from gamekit.adapters import pettingzoo  # noqa: E402

from .helpers import FEWEST, SETTINGS, setting_id  # noqa: E402

EXPECTED_WARNINGS = ("Observation is not a NumPy array",
                     "Observation space for each agent probably should be")
"""api_test's advice for plain Box observations; ours are PettingZoo's usual
{"observation", "action_mask"} dict, as in its classic games."""


def as_json(view: dict) -> dict:
    """A view as JSON gives it back (dict keys become strings)."""
    return json.loads(json.dumps(view))


def play(env, seed, choose=None):
    """Play one whole game on ``env``; yield (agent, observation, info) at each decision."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            env.step(None)
            continue
        yield agent, observation, info
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)) if choose is None else choose(agent, observation))


@pytest.mark.parametrize("setting", SETTINGS, ids=setting_id)
def test_pettingzoo_api_test(setting):
    name, players = setting
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(pettingzoo.env(name, players=players), num_cycles=1000)
    unexpected = {str(w.message) for w in caught
                  if not str(w.message).startswith(EXPECTED_WARNINGS)}
    assert not unexpected


@pytest.mark.parametrize("setting", SETTINGS, ids=setting_id)
def test_pettingzoo_seed_test(setting):
    name, players = setting
    seed_test(lambda: pettingzoo.env(name, players=players), num_cycles=1000)


@pytest.mark.parametrize("setting", FEWEST, ids=setting_id)
def test_an_agent_observes_its_own_view_and_only_its_legal_actions(setting):
    name, players = setting
    env = pettingzoo.env(name, players=players)
    kit = None
    decisions = 0
    for agent, observation, info in play(env, seed=2):
        kit = env.unwrapped.kit
        player = int(agent.split("_")[1])
        assert kit.current_player == player
        assert pettingzoo.view_of(observation) == as_json(kit.view(player))
        assert observation["action_mask"].tolist() == \
            [1] * len(kit.legal_actions()) + [0] * (env.unwrapped.max_actions - len(kit.legal_actions()))
        assert info["actions"] == [str(a) for a in kit.legal_actions()]
        for other in env.agents:
            if other != agent:
                other_observation = env.observe(other)
                assert not other_observation["action_mask"].any()
                assert pettingzoo.view_of(other_observation) == \
                    as_json(kit.view(int(other.split("_")[1])))
        decisions += 1
    assert decisions > 0 and kit.is_terminal() and not env.agents


def test_rewards_are_the_games_returns_at_the_end():
    env = pettingzoo.env("tavern_trouble", players=3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    env.reset(seed=4)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if termination or truncation:
            returns = env.unwrapped.kit.returns()
            env.step(None)
            continue
        env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert [totals[a] for a in env.possible_agents] == returns
    assert sorted(returns) == [0.0, 0.0, 1.0]


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    def history(seed):
        env = pettingzoo.env("tavern_trouble", players=4)
        for _ in play(env, seed, choose=lambda agent, obs: 0):
            pass
        return env.unwrapped.kit.history

    assert history(1) == history(1)
    assert history(1) != history(2)


def test_the_game_in_the_environment_is_a_gamekit_game_with_the_same_rules():
    env = pettingzoo.env("tavern_trouble", players=3, life=5)
    for _ in play(env, seed=3):
        pass
    kit = env.unwrapped.kit
    assert kit.game.options == {"players": 3, "life": 5}
    assert gamekit.replay(kit.game, kit.history).to_json() == kit.to_json()


def test_an_illegal_action_is_refused_and_changes_nothing():
    env = pettingzoo.env("tavern_trouble", players=2)
    env.reset(seed=0)
    observation, *_ = env.last()
    legal = int(observation["action_mask"].sum())
    before = env.unwrapped.kit.to_json()
    with pytest.raises(gamekit.IllegalAction, match=f"action id {legal} is not possible"):
        env.step(legal)
    with pytest.raises(ValueError, match="None is only for an agent whose game is over"):
        env.unwrapped.step(None)  # (the wrapper stops it first, with an AssertionError)
    assert env.unwrapped.kit.to_json() == before


def test_render_is_plain_text_with_the_log_and_the_numbered_actions():
    env = pettingzoo.env("tavern_trouble", players=2, render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    kit = env.unwrapped.kit
    assert text.splitlines()[0] == f"Tavern Trouble: {env.agent_selection} to act"
    assert kit.log[-1] in text
    assert f"  0: {kit.legal_actions()[0]}" in text
    with pytest.raises(ValueError, match="render_mode is None, 'ansi' .* or 'human'"):
        pettingzoo.env("tavern_trouble", render_mode="rgb_array")
    quiet = pettingzoo.env("tavern_trouble")
    quiet.reset(seed=0)
    with pytest.warns(UserWarning, match="render_mode='ansi'"):
        assert quiet.render() is None


def test_human_rendering_writes_the_same_text_to_the_terminal(capsys):
    shown = {}
    for mode in ("ansi", "human"):
        env = pettingzoo.env("camelot", players=4, render_mode=mode)
        env.reset(seed=3)
        shown[mode] = env.render()
    assert shown["human"] is None and capsys.readouterr().out == shown["ansi"] + "\n"


@pytest.mark.parametrize("name", gamekit.games())
def test_pettingzoos_render_test_passes(name, capsys):
    render_test(lambda render_mode=None: pettingzoo.env(name, render_mode=render_mode))
    assert capsys.readouterr().out


def test_a_view_too_long_for_the_observation_is_a_clear_error():
    env = pettingzoo.env("tavern_trouble", players=2, view_bytes=50)
    env.reset(seed=0)
    with pytest.raises(ValueError, match="larger view_bytes"):
        env.last()


def test_bad_names_and_options_are_the_kits_clear_errors():
    with pytest.raises(KeyError, match="no game called 'chess'"):
        pettingzoo.env("chess")
    with pytest.raises(ValueError, match="players may be 2 to 8"):
        pettingzoo.env("tavern_trouble", players=1)


@pytest.mark.parametrize("bad", [1.0, 1.7, "1", True, np.True_])
def test_an_action_that_is_not_an_integer_is_refused_and_changes_nothing(bad):
    """int() would read 1.7 as 1 and True as 1: only an integer (numpy's too) is an id."""
    env = pettingzoo.env("tavern_trouble", players=2)
    env.reset(seed=0)
    before = env.unwrapped.kit.to_json()
    with pytest.raises(gamekit.IllegalAction, match="is not an int"):
        env.unwrapped.step(bad)
    assert env.unwrapped.kit.to_json() == before
    env.step(np.int64(0))
    assert env.unwrapped.kit.to_json() != before
