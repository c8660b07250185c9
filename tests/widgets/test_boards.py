"""The boards the table draws: SVG text from a view, readable, colour-blind safe, and
the public board without a seat's secrets."""
import re
import xml.etree.ElementTree as ET

import pytest

import gamekit
from gamekit.widgets import Classroom, svg
from gamekit.widgets.faces import game_faces
from tests.colourblind import too_close

BOARD_GAMES = ("tavern_trouble", "tafelrunde", "tikal", "camelot")


def played(game: str, steps: int = 40, seed: int = 5) -> Classroom:
    room = Classroom.for_game(game, seed=seed)
    for _ in range(steps):
        if room.covered:
            room.reveal()
        if not room.choice_texts:
            break
        room.click(room.choice_texts[len(room.choice_texts) // 2])
    if room.covered:
        room.reveal()
    return room


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_each_board_is_well_formed_svg_with_no_text_under_the_smallest_size(game):
    room = played(game)
    tree = ET.fromstring(room.table.board)
    sizes = [float(t.get("font-size")) for t in tree.iter("{http://www.w3.org/2000/svg}text")]
    assert sizes and min(sizes) >= svg.SMALLEST
    assert tree.get("viewBox") and tree.get("width") is None     # it scales to its box


def test_text_too_small_for_a_projector_is_refused():
    with pytest.raises(ValueError, match="too small"):
        svg.text(0, 0, "tiny", size=9)
    assert "&lt;b&gt;" in svg.text(0, 0, "<b>", size=16)          # and words are escaped


@pytest.mark.parametrize("game", ("tafelrunde", "tikal", "camelot"))
def test_the_public_board_is_the_same_from_every_seat(game):
    room = played(game)
    faces, state = game_faces(game), room.state
    public = {p: faces.board(state.view(p), public=True) for p in range(room.game.num_players)}
    def strip(board: str) -> str:  # the seat's own marks ("you") aside, every seat's public board is one
        return re.sub(r"\(you\)|▶ ", "", board)
    assert len({strip(board) for board in public.values()}) == 1


def test_a_tavern_hand_is_face_up_for_its_owner_only():
    room = played("tavern_trouble", steps=3)
    faces = game_faces("tavern_trouble")
    views = [room.state.view(p) for p in range(room.game.num_players)]
    assert "a pair lets you" in faces.board(views[room.viewer])
    assert not any("a pair lets you" in faces.board(v, public=True) or "clash count" in faces.board(v, public=True)
                   for v in views)


def test_tikal_players_stay_apart_for_a_deuteranope_and_carry_their_initials():
    from gamekit.tikal import ui
    assert too_close(list(ui.PLAYER_COLOURS.values())) == []
    room = played("tikal", steps=30)
    initials = {colour[0] for colour in room.state.view(0)["colours"]}
    marks = set(re.findall(r">([A-Z])(?:\d+|L)<", room.table.board))
    assert marks and marks <= initials


def test_tafelrunde_heroes_say_whose_they_are_in_words_not_only_in_colour():
    room = played("tafelrunde", steps=2)
    view = room.state.view(0)
    owners = {o for o in view["owner"] if o is not None and o >= 0}
    assert all(f">P{o + 1}<" in room.table.board for o in owners)
    assert all(f"Player {o + 1}&#x27;s" in room.table.board for o in owners)   # in each hero's tooltip


def test_tafelrunde_cards_say_what_the_kit_decided():
    from gamekit.tafelrunde import ui
    assert "[decided:" in ui.RULES and "[decided:" in ui.card_tip(0)


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_every_game_has_a_key_and_a_rules_panel(game):
    faces = game_faces(game)
    assert faces.key.count("gk-key-entry") >= 4 and "<h3>" in faces.rules


def test_the_table_sends_text_only_no_binary_buffers():
    room = Classroom(gamekit.load("tavern_trouble", players=3), seed=1)
    room.reveal()
    state = room.table.get_state()
    assert all(not isinstance(value, (bytes, bytearray, memoryview)) for value in state.values())


def outside(board: str) -> list[str]:
    """The rectangles of ``board`` that stick out of its viewBox."""
    tree = ET.fromstring(board)
    _, _, width, height = map(float, tree.get("viewBox").split())
    out = []
    for rect in tree.iter("{http://www.w3.org/2000/svg}rect"):
        x, y = float(rect.get("x", 0)), float(rect.get("y", 0))
        w, h = float(rect.get("width")), float(rect.get("height"))
        if x < 0 or y < 0 or x + w > width + 0.5 or y + h > height + 0.5:
            out.append(ET.tostring(rect, encoding="unicode")[:120])
    return out


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_nothing_on_a_board_sticks_out_of_it_from_any_seat(game):
    for seed in range(4):
        room = played(game, steps=60, seed=seed)
        for p in range(room.game.num_players):
            assert outside(game_faces(game).board(room.state.view(p))) == [], (seed, p)


def test_a_tavern_hand_of_four_at_the_side_of_the_table_stays_on_it():
    game = gamekit.load("tavern_trouble", players=4)
    state = game.new_initial_state()
    view = state.view(0) | {"cards_in_hand": [4, 4, 4, 4], "in_game": [True] * 4, "seen": [[]] * 4,
                            "hand": [1, 2, 3, 4], "current_player": 0}
    assert outside(game_faces("tavern_trouble").board(view)) == []
