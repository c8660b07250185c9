"""A save is the game's options plus its history; a corrupt one is a clear error."""
import json

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
