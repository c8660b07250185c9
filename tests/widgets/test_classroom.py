"""The classroom (hot-seat) widget driven from Python, as a class clicks it."""
from pathlib import Path

import pytest

import gamekit
from gamekit.core import registry
from gamekit.tavern_trouble import ui as tavern_ui
from gamekit.widgets import Classroom
from gamekit.widgets.classroom import apps, game_hooks

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def make(**kw):
    kw.setdefault("seed", 1)
    return Classroom(gamekit.load("tavern_trouble", players=3), describe=tavern_ui.describe, **kw)


def private_parts(room) -> str:
    return room.panel.value + room.log_box.value + "".join(b.description for b in room.buttons)


def hand_text(room, seat: int) -> str:
    """How the seat's own cards read in its view (the secret the cover keeps)."""
    text = tavern_ui.describe(room.state.view(seat), "")
    return text[text.index("Your hand:"):text.index("(clash count")]


def test_it_opens_covered_for_the_first_player_to_decide():
    room = make()
    seat = room.state.current_player
    assert room.covered and room.shown_to is None
    assert f"Pass the device to Player {seat + 1}" in room.cover_text.value
    assert room.reveal_button.description == f"I am Player {seat + 1}: show my turn"
    assert private_parts(room) == ""
    assert room.cover.layout.display == "flex" and room.table.layout.display == "none"


def test_revealing_shows_that_seat_alone():
    room = make()
    seat = room.state.current_player
    room.reveal_button.click()
    assert not room.covered and room.table.layout.display == "flex"
    assert room.cover.layout.display == "none"
    assert f"What Player {seat + 1} sees" in room.panel.value
    assert hand_text(room, seat) in room.panel.value
    assert room.panel.value.count("What Player") == 1
    assert [b.description for b in room.buttons] == [str(a) for a in room.state.legal_actions()]
    others = [p for p in range(3) if p != seat]
    assert all(hand_text(room, p) not in private_parts(room) for p in others)


def test_the_cover_returns_when_another_seat_decides_and_hides_the_last_hand():
    room = make()
    first = room.state.current_player
    room.reveal()
    room.choose_text(f"Player {first + 1} stands with 2 cards")
    second = room.state.current_player
    assert second != first and room.covered
    assert f"Pass the device to Player {second + 1}" in room.cover_text.value
    assert private_parts(room) == ""
    room.reveal()
    assert hand_text(room, second) in room.panel.value
    assert hand_text(room, first) not in private_parts(room)


def test_no_cover_while_the_same_seat_goes_on_deciding():
    room = make()
    seat = room.state.current_player
    room.reveal()
    room.choose_text(f"Player {seat + 1} takes a third card")
    assert room.state.current_player == seat and not room.covered
    assert room.buttons


def test_undo_to_another_seat_covers_the_table_and_restores_the_state():
    room = make()
    room.reveal()
    before = room.state.to_json()
    room.buttons[-1].click()  # stands: the next seat decides
    assert room.covered
    room.undo_button.click()
    assert room.state.to_json() == before
    assert room.covered  # whoever holds the device now, it may not be the seat that decides
    room.reveal()
    room.redo_button.click()
    assert room.covered and room.redo_button.disabled


def test_the_teacher_sees_everything_and_switching_off_covers_again():
    room = make()
    room.teacher.value = True
    assert not room.covered and room.panel.value.count("What Player") == 3
    assert all(hand_text(room, p) in room.panel.value for p in range(3))
    assert room.log_box.value.count("<li>") == len(room.state.log[-14:])
    room.teacher.value = False
    assert room.covered and private_parts(room) == ""


def test_the_end_of_the_game_shows_every_hand_and_an_undo_covers_them_again():
    room = make()
    room.reveal()
    room.play_to_end()
    assert room.state.is_terminal() and not room.covered
    assert "Game over" in room.title.value
    assert room.panel.value.count("What Player") == 3
    room.undo()
    assert not room.state.is_terminal() and room.covered and private_parts(room) == ""


def test_new_game_takes_the_seed_and_the_player_count():
    room = make()
    room.reveal()
    room.seed_box.value = 7
    room.players_box.value = 5
    room.new_button.click()
    assert room.seed == 7 and room.game.num_players == 5 and room.humans == (0, 1, 2, 3, 4)
    assert room.covered
    twin = Classroom(gamekit.load("tavern_trouble", players=5), seed=7)
    assert room.state.to_json() == twin.state.to_json()
    room.new_game(seed=2)
    assert room.seed_box.value == 2 and room.players_box.value == 5


def test_a_class_against_bots_is_covered_only_between_people():
    room = make(humans=(0,))
    room.reveal()
    for _ in range(6):
        if room.state.is_terminal():
            break
        assert not room.covered and room.state.current_player == 0
        room.buttons[0].click()


def test_seated_bots_fix_the_player_count():
    room = Classroom(gamekit.load("tavern_trouble", players=3), seed=1,
                     bots=[gamekit.RandomBot() for _ in range(3)], humans=(0, 1))
    assert room.players_box.disabled
    with pytest.raises(ValueError, match="player count is fixed"):
        room.new_game(players=4)


def test_for_game_uses_the_games_own_picture_and_words(monkeypatch):
    room = Classroom.for_game("tavern_trouble", players=2, seed=3)
    assert room.render is tavern_ui.render and room.describe is tavern_ui.describe
    assert room.game.num_players == 2 and room.humans == (0, 1)
    monkeypatch.setitem(registry.GAMES, "plain", gamekit.Game)
    assert game_hooks("plain") == {}  # gamekit/core has no ui.py: plain tables, no picture


def test_the_picture_is_drawn_only_for_the_seat_shown():
    calls = []

    def render(view):
        calls.append(view["player"])
        return tavern_ui.render(view)

    room = make(render=render)
    assert calls == [] and room.picture.value == b""  # covered: nothing drawn
    room.reveal()
    assert calls == [room.state.current_player] and b"<svg" in bytes(room.picture.value)
    room.choose_text(f"Player {room.viewer + 1} stands with 2 cards")
    assert room.covered and room.picture.value == b""


@pytest.mark.parametrize("game", apps(NOTEBOOKS))
def test_every_game_with_a_page_plays_in_the_classroom(game):
    """Each game's page is one call: Classroom.for_game with the game's own hooks."""
    room = Classroom.for_game(game, seed=1)
    seat = room.viewer
    assert room.covered and room.panel.value == "" and bytes(room.picture.value) == b""
    room.reveal()
    assert f"What Player {seat + 1} sees" in room.panel.value
    assert room.panel.value.count("What Player") == 1
    assert room.buttons and room.log_box.value
    hooks = game_hooks(game)
    assert (b"<svg" in bytes(room.picture.value)) == ("render" in hooks)
    before = len(room.state.history)
    room.buttons[0].click()
    assert len(room.state.history) > before


def test_a_wide_picture_takes_the_whole_row_and_a_square_one_sits_beside_the_words():
    table = Classroom.for_game("tavern_trouble", seed=1)  # 6.4 x 5.2 inches
    table.reveal()
    assert table.picture.layout.flex == "0 1 660px"
    board = Classroom.for_game("camelot", seed=1)  # 11 x 6.6 inches
    board.reveal()
    assert board.picture.layout.flex == "1 1 100%"
