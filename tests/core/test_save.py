"""A save is the game's options plus its history; a corrupt one is a clear error."""
import json
import random

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
    with pytest.raises(ValueError, match="dealt from a view, so its history does not reach it"):
        sampled.to_json()


def test_a_position_set_up_by_hand_has_no_save_even_after_play():
    from gamekit.tikal import setup
    state = setup.position(players=2)
    setup.put(state, 0, "(1,3)", workers=2)
    before = state.view(0)
    with pytest.raises(ValueError, match="Tikal: this position was set up by hand"):
        state.to_json()  # a save of its empty history would be a new game, not this one
    assert state.view(0) == before and gamekit.replay(state.game, state.history).view(0) != before
    state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="set up by hand"):
        state.to_json()
    assert gamekit.load("tikal", players=2).new_initial_state().history_reaches  # a new game saves
