"""The classroom (hot-seat) widget driven from Python, as a class clicks it."""
import html
import random
import re
from pathlib import Path

import pytest

import gamekit
from gamekit.core import registry
from gamekit.tavern_trouble import ui as tavern_ui
from gamekit.tavern_trouble.actions import Deal, Stand
from gamekit.tavern_trouble.components import FAIRIES, TROLLS, VAMPIRES
from gamekit.widgets import Classroom, Faces, classroom
from gamekit.widgets.classroom import apps
from gamekit.widgets.faces import game_faces

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PIN = "4321"


def make(**kw):
    kw.setdefault("seed", 1)
    kw.setdefault("pin", PIN)
    return Classroom(gamekit.load("tavern_trouble", players=3), faces=tavern_ui.FACES, **kw)


def private_parts(room) -> str:
    table = room.table
    return table.panel + table.note + "".join(room.choice_texts)


def hand_text(room, seat: int) -> str:
    """How the seat's own cards read in its view (the secret the cover keeps)."""
    text = tavern_ui.describe(room.state.view(seat), "")
    return text[text.index("Your hand:"):text.index("(clash count")]


def control(room, name: str) -> dict:
    return next(c for c in room.table.controls if c["id"] == name)


def test_it_opens_covered_for_the_first_player_to_decide_with_the_public_board():
    room = make()
    seat = room.state.current_player
    assert room.covered and room.shown_to is None
    assert room.table.cover["title"] == f"Pass the device to Player {seat + 1}"
    assert room.table.cover["button"] == f"I am Player {seat + 1}: show my turn"
    assert private_parts(room) == ""
    board = room.table.board
    assert board.startswith("<svg") and "Deal 1" in board
    assert "a pair lets you" not in board and "(you)" not in board   # every card face down
    public = set(room.state.public_log)
    assert all(line.removeprefix("<li>") in public for line in re.findall(r"<li>[^<]*", room.table.log))


def test_revealing_shows_that_seat_alone():
    room = make()
    seat = room.state.current_player
    room.table.click("reveal")
    assert not room.covered and room.table.cover == {}
    assert f"What Player {seat + 1} sees" in room.table.panel
    assert hand_text(room, seat) in room.table.panel
    assert room.table.panel.count("What Player") == 1
    assert room.choice_texts == [str(a) for a in room.state.legal_actions()]
    others = [p for p in range(3) if p != seat]
    assert all(hand_text(room, p) not in private_parts(room) + room.table.board for p in others)


def test_the_cover_returns_when_another_seat_decides_and_the_page_forgets_the_last_hand():
    room = make()
    first = room.state.current_player
    room.reveal()
    seal = room.table.seal
    room.click(f"Player {first + 1} stands with 2 cards")
    second = room.state.current_player
    assert second != first and room.covered
    assert room.table.cover["title"] == f"Pass the device to Player {second + 1}"
    assert private_parts(room) == "" and hand_text(room, first) not in room.table.board
    assert room.table.seal == seal + 1    # a second message, so no previous value keeps the hand
    room.reveal()
    assert hand_text(room, second) in room.table.panel
    assert hand_text(room, first) not in private_parts(room)


def test_no_cover_while_the_same_seat_goes_on_deciding():
    room = make()
    seat = room.state.current_player
    room.reveal()
    room.click(f"Player {seat + 1} takes a third card")
    assert room.state.current_player == seat and not room.covered
    assert room.choice_texts


def test_a_game_with_nothing_hidden_has_no_cover():
    room = Classroom.for_game("tikal", players=3, seed=2)
    assert not room.covered and room.choice_texts
    room.click(room.choice_texts[0])
    while room.state.current_player == 0:
        room.click(next(t for t in room.choice_texts if "ends the turn" in t))
    assert room.viewer == 1 and not room.covered and room.table.cover == {}


def test_undo_to_another_seat_covers_the_table_and_restores_the_state():
    room = make()
    room.reveal()
    before = room.state.to_json()
    room.click(room.choice_texts[-1])  # stands: the next seat decides
    assert room.covered
    room.press("undo")
    assert room.state.to_json() == before
    assert room.covered  # whoever holds the device now, it may not be the seat that decides
    room.reveal()
    room.press("redo")
    assert room.covered and not control(room, "redo")["enabled"]


def test_once_the_next_pupil_holds_the_device_the_move_before_is_not_his_to_undo():
    """Player k may take his move back while the device is still his; once the next
    pupil has said "I am Player k", only the teacher may."""
    room = make()
    room.reveal()
    mover = room.state.current_player
    room.click(f"Player {mover + 1} stands with 2 cards")
    assert room.covered and control(room, "undo")["enabled"]      # still his device
    room.reveal()
    undo = control(room, "undo")
    assert not undo["enabled"]
    assert undo["tip"] == f"Only Player {mover + 1}, who made that move, or the teacher may take it back"
    after = room.state.to_json()
    room.press("undo")
    assert room.state.to_json() == after and "not for now" in room.table.notice
    assert room.open_teacher(PIN) and control(room, "undo")["enabled"]


def test_a_pupil_cannot_undo_across_a_draw_and_the_teacher_is_asked_first():
    room = make()
    room.reveal()
    seat = room.state.current_player
    room.click(f"Player {seat + 1} takes a third card")   # the card is drawn: chance
    only_the_teacher_undoes(room, "Only the teacher may undo across a draw",
                            "Everyone will then know what was drawn")


def only_the_teacher_undoes(room, tip: str, confirm: str) -> None:
    """The pupils' undo is off, ``tip`` saying why, and refused when sent anyway; the
    teacher's is on, asks first (``confirm``), and takes the step back."""
    after = room.state.to_json()
    undo = control(room, "undo")
    assert not undo["enabled"] and undo["tip"] == tip
    room.press("undo")                                     # sent anyway, by hand
    assert room.state.to_json() == after and "not for now" in room.table.notice
    assert room.open_teacher(PIN)
    undo = control(room, "undo")
    assert undo["enabled"] and confirm in undo["confirm"]
    room.press("undo")
    assert room.state.to_json() != after


def first_asked_with(first_hand, second_hand):
    """Two pupils, dealt these hands (by the deal's own outcomes), both stood: the first
    asked for an ability holds the device, his cards shown; (room, first, second)."""
    game = gamekit.load("tavern_trouble", players=2)
    state = game.new_initial_state()
    first, second = state.order
    state.apply(Deal(first, first_hand))
    state.apply(Deal(second, second_hand))
    state.apply(Stand(first, 2))
    state.apply(Stand(second, 2))
    room = Classroom(game, seed=1, faces=tavern_ui.FACES, pin=PIN)
    room.state = state
    room.refresh()
    room.reveal()
    return room, first, second

def test_a_pupil_cannot_undo_a_fairy_swap_that_showed_him_another_hand():
    """A hand seen through the fairies is not taken back by an undo: the pupil would keep
    it in mind and choose again."""
    room, first, second = first_asked_with((FAIRIES, FAIRIES), (TROLLS, TROLLS))
    room.click(f"Player {first + 1} shows the fairies: swap hands with Player {second + 1}")
    room.reveal()
    seen = hand_text(room, first)
    assert "troll" in seen and seen in room.table.panel     # the other's hand, now his
    after = room.state.to_json()
    undo = control(room, "undo")
    assert not undo["enabled"] and "teacher" in undo["tip"]
    room.press("undo")
    assert room.state.to_json() == after
    assert room.open_teacher(PIN) and control(room, "undo")["enabled"]


def test_a_pupil_cannot_take_back_a_pair_the_table_has_seen():
    """Shown for its ability, the pair lay open to the other pupil: taken back, it would
    return to the hand known to him. The teacher may, after a confirmation."""
    room, first, second = first_asked_with((VAMPIRES, VAMPIRES), (2, 3))
    room.click(f"Player {first + 1} shows the vampires: 3 damage to Player {second + 1}")
    only_the_teacher_undoes(room, "Only the teacher may take back a card shown", "back where it was hidden")


def test_a_pupil_cannot_undo_a_step_that_told_a_seat_a_card():
    """Camelot's cards handed over face down and black cards looked at are told to one
    seat: like a draw, only the teacher takes such a step back (seeded games)."""
    game = gamekit.load("camelot", players=5)
    told = 0
    for seed in range(3):
        room = Classroom(game, seed=seed, faces=game_faces("camelot"), pin=PIN)
        choices = random.Random(seed)
        while not room.state.is_terminal() and told < 5:
            start = len(room.state.events)
            room.choose(choices.choice(room.state.legal_actions()))
            if any(seat is not None for seat, _, _ in room.state.events[start:]):
                told += 1
                assert not control(room, "undo")["enabled"]
    assert told == 5


def test_teacher_mode_needs_the_pin_and_locks_after_wrong_tries(monkeypatch):
    room = make()
    assert room.table.teacher == {"guarded": True, "open": False}   # no seed on the pupils' page
    for tries_left in (4, 3, 2, 1):
        room.table.click("teacher", what="open", pin="0000")
        assert f"{tries_left} tries left" in room.table.notice and not room.teacher
    room.table.click("teacher", what="open", pin="0000")
    assert "locked" in room.table.notice
    room.table.click("teacher", what="open", pin=PIN)     # the right PIN, while locked
    assert not room.teacher and "locked" in room.table.notice
    now = classroom.time.monotonic()
    monkeypatch.setattr(classroom.time, "monotonic", lambda: now + classroom.LOCKED + 1)
    room.table.click("teacher", what="open", pin=PIN)
    assert room.teacher and room.table.teacher["seed"] == 1


def test_the_pupils_cannot_play_to_the_end_start_a_new_game_or_show_the_hands():
    room = make()
    room.reveal()
    before = room.state.to_json()
    assert "end" not in {c["id"] for c in room.table.controls}
    room.press("end")
    room.table.click("teacher", what="new", seed=7, players=3)
    room.table.click("teacher", what="show", on=True)
    assert room.state.to_json() == before and room.table.panel.count("What Player") == 1


def test_the_teacher_shows_every_hand_and_leaving_covers_again():
    room = make()
    room.open_teacher(PIN)
    room.table.click("teacher", what="show", on=True)
    assert not room.covered and room.table.panel.count("What Player") == 3
    assert all(hand_text(room, p) in room.table.panel for p in range(3))
    assert room.table.log.count("<li>") == len(room.state.log[-14:])
    seal = room.table.seal
    room.table.click("teacher", what="leave")
    assert room.covered and private_parts(room) == "" and not room.teacher
    assert room.table.teacher == {"guarded": True, "open": False} and room.table.seal == seal + 1


def test_the_end_of_the_game_shows_every_hand_and_an_undo_covers_them_again():
    room = make()
    room.open_teacher(PIN)
    room.press("end")
    assert room.state.is_terminal() and not room.covered
    assert "Game over" in room.table.turn
    assert room.table.panel.count("What Player") == 3
    room.press("undo")
    assert not room.state.is_terminal() and room.covered and private_parts(room) == ""


def test_new_game_takes_the_seed_and_the_player_count_from_the_teacher():
    room = make()
    room.open_teacher(PIN)
    room.table.click("teacher", what="new", seed=7, players=5)
    assert room.seed == 7 and room.game.num_players == 5 and room.humans == (0, 1, 2, 3, 4)
    assert room.covered
    twin = Classroom(gamekit.load("tavern_trouble", players=5), seed=7)
    assert room.state.to_json() == twin.state.to_json()
    room.table.click("teacher", what="new", seed=2, players=99)
    assert room.seed == 7 and "2 to 8 players" in room.table.notice


def test_without_a_seed_nobody_knows_the_deal():
    game = gamekit.load("tavern_trouble", players=3)
    one, other = Classroom(game), Classroom(game)
    assert one.seed != other.seed
    assert str(one.seed) not in str(one.table.get_state())


def test_one_click_is_one_action_and_a_stale_click_says_so():
    room = make()
    room.reveal()
    revision = room.table.revision
    room.click(room.choice_texts[0])
    history = len(room.state.history)
    room.table.receive({"kind": "choose", "id": 0, "revision": revision})   # the second of a double click
    assert len(room.state.history) == history and "came after the table changed" in room.table.notice


@pytest.mark.parametrize("bad", [10 ** 30, -1, "0", None, True])
def test_a_malformed_click_changes_nothing(bad):
    room = make()
    room.reveal()
    before = room.state.to_json()
    room.table.click("choose", id=bad)
    assert room.state.to_json() == before and "nothing was done" in room.table.notice


def test_a_class_against_bots_is_covered_only_between_people():
    room = make(humans=(0,))
    room.reveal()
    for _ in range(6):
        if room.state.is_terminal():
            break
        assert not room.covered and room.state.current_player == 0
        room.click(room.choice_texts[0])


def test_seated_bots_fix_the_player_count():
    room = Classroom(gamekit.load("tavern_trouble", players=3), seed=1,
                     bots=[gamekit.RandomBot() for _ in range(3)], humans=(0, 1), pin=PIN)
    room.open_teacher(PIN)
    assert room.table.teacher["fixed"]
    with pytest.raises(ValueError, match="player count is fixed"):
        room.new_game(players=4)


def test_for_game_uses_the_games_own_faces_and_the_pin_of_the_page(monkeypatch):
    monkeypatch.setenv(classroom.PIN_ENV, "2468")
    room = Classroom.for_game("tavern_trouble", players=2, seed=3)
    assert room.faces.describe is tavern_ui.describe and room.faces.board is tavern_ui.board
    assert room.game.num_players == 2 and room.humans == (0, 1) and room.pin == "2468"
    assert room.table.rules and room.table.key
    monkeypatch.setitem(registry.GAMES, "plain", gamekit.Game)
    assert game_faces("plain") == Faces()  # gamekit/core has no ui.py: plain tables, no board


def test_a_picture_is_drawn_only_for_the_seat_shown_and_never_on_the_cover():
    calls = []

    def render(view):
        calls.append(view["player"])
        return tavern_ui.render(view)

    room = Classroom(gamekit.load("tavern_trouble", players=3), seed=1, render=render)
    assert calls == [] and room.table.board == ""   # a figure is not known to be public
    room.reveal()
    assert calls == [room.state.current_player] and room.table.board.startswith("<svg")
    room.click(f"Player {room.viewer + 1} stands with 2 cards")
    assert room.covered and room.table.board == ""


@pytest.mark.parametrize("game", apps(NOTEBOOKS))
def test_every_game_with_a_page_plays_in_the_classroom(game):
    """Each game's page is one call: Classroom.for_game with the game's own faces."""
    room = Classroom.for_game(game, seed=1)
    seat = room.viewer
    if room.covered:
        assert room.table.panel == "" and room.choice_texts == []
        room.reveal()
    assert f"What Player {seat + 1} sees" in room.table.panel
    assert room.table.panel.count("What Player") == 1
    assert room.choice_texts and room.table.log and room.table.board.startswith("<svg")
    before = len(room.state.history)
    room.click(room.choice_texts[0])
    assert len(room.state.history) > before


def board_spots(svg: str) -> set[str]:
    return set(re.findall(r'data-spot="([^"]+)"', svg))


def play_until(room, wanted, steps: int = 400):
    """Play the first choice (revealing as needed) until ``wanted(room)``."""
    for _ in range(steps):
        if room.covered:
            room.reveal()
        if wanted(room):
            return room
        room.click(room.choice_texts[0])
    raise AssertionError("never got there")


@pytest.mark.parametrize("game, spot", [("tikal", "hex-"), ("tafelrunde", "hero-"), ("camelot", "quest-")])
def test_the_board_games_are_played_by_clicking_their_boards_spots(game, spot):
    room = Classroom.for_game(game, seed=1)
    room = play_until(room, lambda r: any(c["spots"] for c in r.table.choices))
    spots = board_spots(room.table.board)
    clickable = [c for c in room.table.choices if c["spots"]]
    assert clickable and all(s in spots and s.startswith(spot) for c in clickable for s in c["spots"])


def test_a_tikal_tile_is_previewed_where_it_would_lie():
    room = Classroom.for_game("tikal", seed=1)
    placements = [c for c in room.table.choices if c["spots"]]
    assert len(placements) == len(room.choice_texts) and all("<polygon" in c["preview"] for c in placements)
    one, turned = placements[0], placements[1]
    assert one["spots"] == turned["spots"] and one["preview"] != turned["preview"]   # the stones turn


def test_a_tikal_move_is_a_piece_then_a_hex():
    room = Classroom.for_game("tikal", seed=1)
    room = play_until(room, lambda r: any(len(c["spots"]) == 2 for c in r.table.choices))
    move = next(c for c in room.table.choices if len(c["spots"]) == 2)
    assert "moves" in move["text"] and move["spots"][0] != move["spots"][1]


def test_a_veto_window_is_asked_compactly_and_its_hand_over_shows_only_who_is_asked():
    """Every player is asked in turn, shield or none: the cover reads alike for both, and
    the player asked then reads one sentence and its answers."""
    room = Classroom.for_game("tafelrunde", players=3, seed=1, pin=PIN)
    asked = {}
    for _ in range(300):
        window = room.state.view(room.viewer)["window"]
        if window is not None and room.covered:
            seat = room.viewer
            shield = any(c.endswith("(shield)") for c in room.state.view(seat)["hand"])
            public = room.state.view((seat + 1) % 3)["window"]["prompt"]
            assert room.table.cover == {
                "title": f"Pass the device to Player {seat + 1}", "button": f"I am Player {seat + 1}: answer",
                "text": f"{public} Everyone else, look away: only Player {seat + 1} may see what comes next."}
            assert private_parts(room) == ""
            room.reveal()
            mine = room.state.view(seat)["window"]["prompt"]
            assert room.table.panel == f"<p class='gk-prompt'>{html.escape(mine)}</p>"
            assert room.choice_texts == [str(a) for a in room.state.legal_actions()]
            asked.setdefault(shield, room.table.panel)
            if len(asked) == 2:
                break
            room.click(room.choice_texts[-1])     # no veto
            continue
        if room.covered:
            room.reveal()
        room.click(room.choice_texts[0])
    assert set(asked) == {True, False}, "a window was not asked of a player with and one without a shield"
    assert "can only pass" in asked[False] and "can only pass" not in asked[True]
    assert room.open_teacher(PIN)
    room.table.click("teacher", what="show", on=True)     # the teacher who shows every hand sees them
    assert "What Player" in room.table.panel and "gk-prompt" not in room.table.panel


def test_tafelrunde_asks_the_window_its_view_words():
    from gamekit.tafelrunde import ui
    assert game_faces("tafelrunde").prompt is ui.prompt
    question = "Player 3: veto Player 1's Mischievous with Favourite, or pass."
    assert ui.prompt({"window": {"kind": "veto", "asked": 2, "prompt": question}}) == question
    assert ui.prompt({"window": None}) is None


def test_a_fresh_seed_is_too_large_to_find_from_ones_own_cards():
    """A billion seeds can be tried against a hand in hours; the fresh seeds span 2**53
    (exact as a number in the page)."""
    seeds = [classroom.fresh_seed() for _ in range(50)]
    assert all(0 <= s < classroom.SEEDS == 2 ** 53 for s in seeds)
    assert max(seeds) > 10 ** 12 and len(set(seeds)) == 50
