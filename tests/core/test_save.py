"""A save is the game's options plus its history; a corrupt one is a clear error."""
import json
import random

import numpy as np
import pytest

import gamekit


@pytest.fixture
def midgame():
    game = gamekit.load("tavern_trouble", players=3, life=12)
    state = gamekit.play(game, seed=5)
    return gamekit.replay(game, state.history[:40])


def test_save_holds_options_and_history_and_loads_exactly(midgame):
    save = json.loads(midgame.to_json())
    assert save["game"] == "tavern_trouble"
    assert save["options"] == {"players": 3, "life": 12}
    assert save["history"] == [str(a) for a in midgame.history]
    for loaded in (midgame.game.from_json(midgame.to_json()), gamekit.from_json(midgame.to_json())):
        assert loaded.history == midgame.history
        assert loaded.log == midgame.log
        assert [loaded.view(p) for p in range(3)] == [midgame.view(p) for p in range(3)]


def corrupt(state, change):
    save = json.loads(state.to_json())
    change(save)
    return json.dumps(save)


@pytest.mark.parametrize("change, message", [
    (lambda s: s["history"].insert(5, "Player 1 takes a fifth card"), "step 6"),
    (lambda s: s["history"].__setitem__(0, "Player 2 is dealt two unicorns"), "step 1"),
    (lambda s: s.pop("history"), "lacks history"),
    (lambda s: s.__setitem__("options", {"players": 99, "life": 12}), "players"),
    (lambda s: s.__setitem__("game", "chess"), "chess"),
    (lambda s: s.__setitem__("format", 7), "format"),
    (lambda s: s.__setitem__("format", True), "format"),
    (lambda s: s.__setitem__("format", 1.0), "format"),
    (lambda s: s.__setitem__("history", "oops"), "list of texts"),
])
def test_a_corrupt_save_is_a_clear_error(midgame, change, message):
    text = corrupt(midgame, change)
    with pytest.raises(gamekit.CorruptSave, match=message):
        gamekit.from_json(text)


def test_not_json_is_a_clear_error(midgame):
    with pytest.raises(gamekit.CorruptSave, match="JSON"):
        midgame.game.from_json("{not json")
    assert issubclass(gamekit.CorruptSave, ValueError)


def test_a_save_of_other_options_is_refused_by_the_game(midgame):
    other = gamekit.load("tavern_trouble", players=3, life=20)
    with pytest.raises(gamekit.CorruptSave, match="options"):
        other.from_json(midgame.to_json())


def test_a_save_after_the_end_is_refused(midgame):
    final = gamekit.play(midgame.game, seed=5)
    text = corrupt(final, lambda s: s["history"].append(s["history"][-1]))
    with pytest.raises(gamekit.CorruptSave, match="already over"):
        gamekit.from_json(text)


def _sampled(name: str):
    """A state dealt from a view at the first decision of a seeded game of ``name``."""
    state, rng = gamekit.load(name).new_initial_state(), random.Random(3)
    while state.current_player == gamekit.CHANCE:
        state.apply(state.sample_chance(rng))
    return state.game.sample_state(state.view(state.current_player), rng)


@pytest.mark.parametrize("name", gamekit.games())
def test_a_position_dealt_from_a_view_has_no_save(name):
    sampled = _sampled(name)
    assert not sampled.history_reaches and not sampled.clone().history_reaches
    with pytest.raises(ValueError, match="dealt from a view or set up with values a save cannot keep, "
                                         "so its history does not reach it"):
        sampled.to_json()


def set_up_tikal():
    from gamekit.tikal import setup
    state = setup.position(players=2)
    setup.lay(state, "D1", "(1,2)", turns=3)
    setup.put(state, 0, (1, 3), workers=np.int64(2))
    return state


def set_up_camelot():
    from gamekit.camelot import setup
    state = setup.position(["Sir Kay", "Sir Gawain", "Sir Palamedes"], seed=2)
    setup.go(state, 0, "black_knight")
    setup.combat(state, "black_knight", white=("Fight 5", "Fight 4"), black=["Black Knight 1"])
    return state


def set_up_tafelrunde():
    from gamekit.tafelrunde import setup
    state = setup.position(castles=["red", "green", "lilac", "yellow"])
    setup.silver(state, 1, 5)
    return state


SET_UP = {"tikal": set_up_tikal, "camelot": set_up_camelot, "tafelrunde": set_up_tafelrunde}


def same_position(state, again) -> None:
    assert [again.view(p) for p in range(state.n)] == [state.view(p) for p in range(state.n)]
    assert again.legal_actions() == state.legal_actions() and again.log == state.log


@pytest.mark.parametrize("name", sorted(SET_UP))
def test_a_position_set_up_by_hand_saves_its_lines_and_loads_as_it_stood_even_after_play(name):
    state, rng = SET_UP[name](), random.Random(4)
    assert state.set_up and gamekit.replay(state.game, state.history).view(0) != state.view(0)
    for _ in range(6):  # the lines, then the lines and the steps played after them
        text = state.to_json()
        assert json.loads(text)["format"] == 2
        again = gamekit.from_json(text)
        same_position(state, again)
        assert again.to_json() == text and state.game.from_json(text).to_json() == text
        state.apply(state.sample_chance(rng) if state.current_player == gamekit.CHANCE
                    else rng.choice(state.legal_actions()))
    assert json.loads(gamekit.play(gamekit.load("tikal", players=2), seed=1).to_json())["format"] == 1


@pytest.mark.parametrize("name", sorted(SET_UP))
def test_a_games_set_up_steps_are_its_recorded_functions_by_their_own_names(name):
    """A save names a step by its function's name and is made by ``rules.set_up``: a
    step listed under another name, or a recorded function left out, would save a line
    that cannot be loaded."""
    import importlib
    import inspect
    setup = importlib.import_module(f"gamekit.{name}.setup")
    recorded = {key: f for key, f in inspect.getmembers(setup, inspect.isfunction)
                if f.__module__ == setup.__name__ and hasattr(f, "__wrapped__")}
    steps = gamekit.load(name).rules.set_up
    assert steps and steps == recorded and all(f.__name__ == key for key, f in steps.items())


def test_set_up_lines_made_between_steps_are_made_there_again():
    from gamekit.tikal import setup
    state = set_up_tikal()
    state.apply(state.sample_chance(random.Random(1)) if state.current_player == gamekit.CHANCE
                else state.legal_actions()[0])
    setup.give(state, 1, "jade mask", 2)
    state.apply(state.legal_actions()[0])
    assert [line.at for line in state.set_up] == [0, 0, 0, 1]
    same_position(state, gamekit.from_json(state.to_json()))


def test_a_set_up_line_with_a_value_a_save_cannot_keep_leaves_the_position_without_one():
    """The games' own set-up steps take names, numbers and lists of them; a step that
    took anything else would set the position up, which would then have no save."""
    from gamekit.core.set_up import recorded

    @recorded
    def mark(state, *values):
        state.events.append((None, "marked", ()))

    state = set_up_tikal()
    mark(state, 1, "two", [np.int8(3)])
    assert state.set_up[-1].args == (1, "two", (3,)) and state.history_reaches
    mark(state, {"a set": 1})
    assert not state.history_reaches and state.log[-1] == "marked"
    with pytest.raises(ValueError, match="a save cannot keep"):
        state.to_json()


@pytest.mark.parametrize("change, why", [
    (lambda s: s["set_up"].append([0, "dig", [], {}]), "no set-up step 'dig'"),
    (lambda s: s["set_up"].append([0, "put", [0, "(9,9)"], {}]), r"cannot be made here: .*not a hex"),
    (lambda s: s["set_up"].append([5, "give", [0, "jade mask"], {}]), "past the history's 0"),
    (lambda s: s["set_up"].insert(0, [1, "begin", [0], {}]), "out of order"),
    (lambda s: s["set_up"].append(["0", "give", [0, "jade mask"], {}]), r"is not \[at, step, args, kwargs\]"),
    (lambda s: s["set_up"].append([True, "give", [0, "jade mask"], {}]), r"is not \[at, step, args, kwargs\]"),
    (lambda s: s["set_up"].append([0, "give", [{"x": 1}], {}]), "a save keeps names, numbers and lists"),
    (lambda s: s.__setitem__("set_up", {}), "a list of lines"),
    (lambda s: s.pop("set_up"), "has set-up lines"),
])
def test_a_corrupt_set_up_line_is_refused_saying_which(change, why):
    text = corrupt(set_up_tikal(), change)
    with pytest.raises(gamekit.CorruptSave, match=why):
        gamekit.from_json(text)


def test_a_set_up_line_in_a_game_that_has_none_is_refused():
    text = corrupt(gamekit.load("tavern_trouble", players=2).new_initial_state(),
                   lambda s: s.update(format=2, set_up=[[0, "hand", [0], {}]]))
    with pytest.raises(gamekit.CorruptSave, match="Tavern Trouble has no set-up step 'hand' .its steps: none"):
        gamekit.from_json(text)
    assert gamekit.load("tikal", players=2).new_initial_state().history_reaches  # a new game saves
