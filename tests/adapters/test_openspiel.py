"""Every registered game as an OpenSpiel game, checked by OpenSpiel's own test
(``pyspiel.random_sim_test`` with serialization) and its MCTS bot playing whole games."""
from __future__ import annotations

import json
import pickle
import random

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="the openspiel extra is not installed: pip install -e \".[openspiel]\"")

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402

import gamekit  # noqa: E402
from gamekit.adapters import openspiel  # noqa: E402
from gamekit.adapters.common import bounds  # noqa: E402
from gamekit.core.bots import RandomBot  # noqa: E402
from gamekit.core.protocol import Option  # noqa: E402
from gamekit.core.registry import game_class  # noqa: E402

from .helpers import FEWEST, SETTINGS, setting_id  # noqa: E402

SIMS = 4
"""Random games per setting in OpenSpiel's random_sim_test."""


def kit_matches(state) -> None:
    """The OpenSpiel state says what the gamekit state says: ids are indices into the
    choices, strings are str(choice), chance odds are the exact Fractions as floats."""
    kit = state.kit
    if state.is_terminal():
        assert state.returns() == kit.returns() and not state.legal_actions()
    elif state.is_chance_node():
        outcomes = kit.chance_outcomes()
        assert state.chance_outcomes() == [(i, float(p)) for i, (_, p) in enumerate(outcomes)]
        assert [state.action_to_string(pyspiel.PlayerId.CHANCE, i) for i in state.legal_actions()] \
            == [str(o) for o, _ in outcomes]
    else:
        assert state.current_player() == kit.current_player
        assert [state.action_to_string(state.current_player(), i)
                for i in state.legal_actions()] == [str(a) for a in kit.legal_actions()]


def random_states(game, games=3, seed=0):
    """Every state of a few random games (OpenSpiel ids drawn with a seeded rng)."""
    rng = random.Random(seed)
    for _ in range(games):
        state = game.new_initial_state()
        while True:
            yield state
            if state.is_terminal():
                break
            if state.is_chance_node():
                ids, odds = zip(*state.chance_outcomes())
                state = state.child(rng.choices(ids, odds)[0])
            else:
                state = state.child(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("setting", SETTINGS, ids=setting_id)
def test_openspiel_random_sim_test_with_serialization(setting):
    name, players = setting
    game = openspiel.load(name, players=players)
    pyspiel.random_sim_test(game, num_sims=SIMS, serialize=True, verbose=False,
                            state_checker_fn=kit_matches)


@pytest.mark.parametrize("setting", FEWEST, ids=setting_id)
def test_openspiel_mcts_bot_plays_a_whole_game(setting):
    """OpenSpiel's MCTS (with its own random-rollout evaluator) in seat 1, OpenSpiel's
    uniform random bots elsewhere, the game driven by OpenSpiel's evaluate_bots. Few
    simulations and rollouts cut at 50 steps keep a long game quick: this checks that
    MCTS can play the game, not how well."""
    name, players = setting
    game = openspiel.load(name, players=players)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0),
                                            max_length=50)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator,
                         random_state=np.random.RandomState(1))]
    bots += [pyspiel.make_uniform_random_bot(p, 10 + p) for p in range(1, players)]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 7)
    assert len(returns) == players and all(0.0 <= r <= 1.0 for r in returns)


def test_mcts_with_gamekit_rollouts_plays_a_whole_game_in_every_seat():
    game = openspiel.load("tavern_trouble", players=3)
    bots = [mcts.MCTSBot(game, uct_c=2.0, max_simulations=8,
                         evaluator=openspiel.KitRollouts(n_rollouts=1, seed=p),
                         random_state=np.random.RandomState(p)) for p in range(3)]
    final = openspiel.play(game, bots, seed=3)
    assert final.is_terminal()
    assert final.returns() == final.kit.returns()
    replayed = gamekit.replay(final.kit.game, final.kit.history)
    assert replayed.to_json() == final.kit.to_json()


@pytest.mark.parametrize("setting", FEWEST, ids=setting_id)
def test_observation_is_the_view_and_the_information_state_adds_the_players_log(setting):
    name, players = setting
    game = openspiel.load(name, players=players)
    for state in random_states(game, games=1):
        kit = state.kit
        for p in range(players):
            assert state.observation_string(p) == json.dumps(kit.view(p), sort_keys=True)
            assert json.loads(state.information_state_string(p)) == \
                json.loads(json.dumps({"view": kit.view(p), "log": kit.log_for(p)}))


def same_information_same_actions(game, games):
    """Check that wherever two decisions share an information state they offer the same
    actions (ids and names): over the first decisions of random games, and between the
    outcomes of each chance node that the player to move next cannot tell apart (a card
    another player draws); return how many such pairs were compared."""
    seen: dict[str, list[str]] = {}
    compared = 0

    def check(state) -> None:
        nonlocal compared
        player = state.current_player()
        key = state.information_state_string(player)
        actions = [state.action_to_string(player, i) for i in state.legal_actions()]
        compared += key in seen
        assert seen.setdefault(key, actions) == actions

    for seed in range(games):
        decisions = 0
        for state in random_states(game, games=1, seed=seed):
            if state.is_terminal():
                continue
            if state.is_chance_node():
                if decisions < 6:
                    children = [state.child(i) for i, _ in state.chance_outcomes()[:4]]
                    for child in children:
                        if not child.is_chance_node() and not child.is_terminal():
                            check(child)
                continue
            decisions += 1
            if decisions <= 6:
                check(state)
    return compared


@pytest.mark.parametrize("setting", FEWEST, ids=setting_id)
def test_the_legal_actions_follow_from_the_information_state(setting):
    """Algorithms that work on information states (CFR, policies) need the same ids to
    mean the same actions wherever a player cannot tell the states apart; every game
    meets such pairs (a hidden draw, or the same opening reached twice)."""
    name, players = setting
    assert same_information_same_actions(openspiel.load(name, players=players), games=60) > 0


def test_tavern_trouble_meets_the_same_information_state_often():
    game = openspiel.load("tavern_trouble", players=2)
    assert same_information_same_actions(game, games=60) > 10


@pytest.mark.parametrize("setting", FEWEST, ids=setting_id)
def test_a_serialized_or_pickled_state_loads_back_with_its_history_and_log(setting):
    name, players = setting
    game = openspiel.load(name, players=players)
    states = list(random_states(game, games=1))
    state = states[len(states) // 2]
    text = pyspiel.serialize_game_and_state(game, state)
    loaded_game, loaded = pyspiel.deserialize_game_and_state(text)
    assert str(loaded_game) == str(game)
    for twin in (loaded, pickle.loads(pickle.dumps(state)), state.clone()):
        assert twin.history() == state.history()
        assert twin.kit.to_json() == state.kit.to_json() and str(twin) == str(state)


def test_the_game_as_openspiel_describes_it():
    game = openspiel.load("tavern_trouble", players=3, life=7)
    kind = game.get_type()
    assert kind.short_name == "gamekit_tavern_trouble"
    assert (kind.min_num_players, kind.max_num_players) == (2, 8)
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.parameter_specification == {"players": 4, "life": 20}
    assert str(game) == "gamekit_tavern_trouble(life=7,players=3)"
    assert game.num_players() == 3 and game.kit.options == {"players": 3, "life": 7}
    assert game.num_distinct_actions() == game.kit.max_actions == 6
    assert game.max_chance_outcomes() == 45
    assert (game.min_utility(), game.max_utility()) == (0.0, 1.0)
    assert str(pyspiel.load_game(str(game))) == str(game)


@pytest.mark.parametrize("name", gamekit.games())
def test_every_game_is_registered_with_pyspiel(name):
    assert openspiel.short_name(name) in pyspiel.registered_names()
    game = pyspiel.load_game(openspiel.short_name(name))
    assert game.num_distinct_actions() == bounds(game_class(name)()).max_actions


def test_bad_names_and_options_are_the_kits_clear_errors():
    with pytest.raises(KeyError, match="no game called 'chess'"):
        openspiel.load("chess")
    with pytest.raises(ValueError, match="players may be 2 to 8"):
        openspiel.load("tavern_trouble", players=9)


def test_an_illegal_id_is_refused_and_changes_nothing():
    state = openspiel.load("tavern_trouble", players=2).new_initial_state()
    before = (state.history(), str(state), state.kit.to_json())
    with pytest.raises(gamekit.IllegalAction, match="chance outcome id 45 is not possible"):
        state.apply_action(45)
    assert (state.history(), str(state), state.kit.to_json()) == before


class _Asked(openspiel.KitBot):
    """A KitBot that counts the legal actions of each decision it is asked."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.choices: list[int] = []

    def step(self, state):
        self.choices.append(len(state.legal_actions()))
        return super().step(state)


def test_play_asks_no_bot_at_a_decision_with_one_legal_action():
    game = openspiel.load("tavern_trouble", players=2)
    bots = [_Asked(RandomBot(), p, seed=p) for p in (0, 1)]
    final = openspiel.play(game, bots, seed=4)
    sizes = _decisions(game, final.history())
    assert 1 in sizes  # the game had such decisions, and nobody was asked at them
    assert sorted(bots[0].choices + bots[1].choices) == sorted(n for n in sizes if n > 1)


def _decisions(game, history: list[int]) -> list[int]:
    """The number of legal actions at each decision of a game's ``history``."""
    state, sizes = game.new_initial_state(), []
    for action in history:
        if not state.is_chance_node():
            sizes.append(len(state.legal_actions()))
        state.apply_action(action)
    return sizes


def test_a_gamekit_bot_plays_through_openspiel_seeing_only_its_observation():
    from gamekit.tavern_trouble.bots import HeuristicBot

    game = openspiel.load("tavern_trouble", players=3)
    bots = [openspiel.KitBot(HeuristicBot(), 0, seed=1)] + \
        [openspiel.KitBot(RandomBot(), p, seed=p) for p in (1, 2)]
    final = openspiel.play(game, bots, seed=5)
    assert final.is_terminal() and sorted(final.returns()) == [0.0, 0.0, 1.0]
    again = openspiel.play(game, bots, seed=5)  # restart_at reseeds the bots
    assert again.history() == final.history()
    assert pyspiel.evaluate_bots(game.new_initial_state(), bots, 5) in ([1.0, 0.0, 0.0],
                                                                      [0.0, 1.0, 0.0],
                                                                      [0.0, 0.0, 1.0])
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(0)
    with pytest.raises(ValueError, match="not Player 1's decision"):
        bots[0].step(state)
    with pytest.raises(ValueError, match="needs 3 bots"):
        openspiel.play(game, bots[:2])


def test_gamekit_rollouts_evaluate_with_the_games_returns():
    game = openspiel.load("tavern_trouble", players=2)
    state = game.new_initial_state()
    evaluator = openspiel.KitRollouts(n_rollouts=20, seed=0)
    value = evaluator.evaluate(state)
    assert len(value) == 2 and sum(value) == pytest.approx(1.0) and 0 < value[0] < 1
    assert state.history() == [] and state.kit.history == []  # rollouts play on clones
    prior = evaluator.prior(state)
    assert [a for a, _ in prior] == state.legal_actions() and \
        sum(p for _, p in prior) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="n_rollouts is at least 1"):
        openspiel.KitRollouts(0)


def test_a_game_without_bounds_is_not_registered_and_load_says_what_it_lacks(monkeypatch):
    from gamekit.core.registry import GAMES

    monkeypatch.setitem(GAMES, "undeclared_tavern", Undeclared)
    assert not openspiel.declares_bounds("undeclared_tavern")
    openspiel._register()  # the other games stay registered; this one is left out
    assert "gamekit_undeclared_tavern" not in pyspiel.registered_names()
    with pytest.raises(ValueError, match="does not declare max_actions"):
        openspiel.load("undeclared_tavern")
    assert openspiel.declares_bounds("tavern_trouble")


class Undeclared(gamekit.Game):
    name = "undeclared_tavern"
    title = "Undeclared Tavern"
    OPTIONS = {"players": Option(2, (2,))}


class ListOption(gamekit.Game):
    name = "list_option"
    title = "List Option"
    OPTIONS = {"players": Option(2, (2,)), "order": Option(None, doc="any seat order")}
    max_actions = 2
    max_chance_outcomes = 0


def test_only_scalar_options_cross_to_openspiel_parameters(monkeypatch):
    from gamekit.core.registry import GAMES

    monkeypatch.setitem(GAMES, "list_option", ListOption)
    kind = openspiel.game_type("list_option")
    assert kind.parameter_specification == {"players": 2}
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    with pytest.raises(ValueError, match="OpenSpiel game parameters are bool, int, float or str"):
        openspiel.load("list_option", order=[1, 0])


@pytest.mark.parametrize("players, value", [(3, True), (5, False), (3, "auto")])
def test_an_option_that_is_a_str_or_a_switch_goes_through_openspiel(players, value):
    """Camelot's three_brave_knights is "auto", True or False, and OpenSpiel gives a
    parameter one type: the switch travels as "on" or "off" and comes back as a bool."""
    game = openspiel.load("camelot", players=players, three_brave_knights=value)
    assert game.kit.options["three_brave_knights"] == value
    assert pyspiel.load_game(str(game)).kit.options == game.kit.options
    text = pyspiel.serialize_game_and_state(game, game.new_initial_state())
    assert pyspiel.deserialize_game_and_state(text)[1].kit.game.options == game.kit.options


def test_an_option_given_as_a_numpy_integer_is_the_plain_int():
    game = openspiel.load("tavern_trouble", players=np.int64(3))
    assert game.num_players() == 3 and game.kit.options["players"] == 3
