"""The pages' HTML: each seat's from its own view; the projector and dashboard from
the public part only; a pupil's name is text, never markup."""
import html
import random
import re

import pytest

import gamekit
from gamekit.server import pages
from gamekit.server.store import SQLiteStore
from gamekit.server.tables import Hall
from gamekit.widgets.faces import game_faces

from .secrecy import leaks, secrets_of_everyone, secrets_of_others


def table_at(game: str, steps: int, seed: int = 3):
    hall = Hall(SQLiteStore(":memory:"))
    table = hall.create(game, 4, seed)
    for seat, name in enumerate(["Ann", "Bob", "Cem", "Dana"]):
        table.sit(seat, name)
    rng = random.Random(seed)
    for _ in range(steps):
        if table.state.is_terminal():
            break
        actions = table.state.legal_actions()
        table.act(table.state.current_player, table.version, str(rng.choice(actions)))
    return table


@pytest.mark.parametrize("game", gamekit.games())
def test_a_seats_page_holds_its_view_and_nothing_of_the_others(game):
    for steps in (0, 15, 40):
        table = table_at(game, steps)
        for seat in range(4):
            part = pages.seat_part(table, seat, table.state.view(seat))
            assert leaks(part, secrets_of_others(table.state, seat)) == []
        projector = pages.projector_part(table, "http://127.0.0.1:8800/") + pages.table_row(table)
        assert leaks(projector, secrets_of_everyone(table.state)) == []


def test_the_leak_check_finds_another_seats_hand():
    table = table_at("tavern_trouble", 6)
    other = game_faces("tavern_trouble").describe(table.state.view(1), "What you see")
    assert leaks(pages.seat_part(table, 0, table.state.view(0)) + other,
                 secrets_of_others(table.state, 0))


def test_choices_are_shown_only_to_the_seat_whose_turn_it_is():
    table = table_at("camelot", 5)
    player = table.state.current_player
    for seat in range(4):
        part = pages.seat_part(table, seat, table.state.view(seat))
        shown = part.count("data-choice=")
        assert shown == (len(table.state.legal_actions()) if seat == player else 0)
    assert "Your turn" in pages.seat_part(table, player, table.state.view(player))


def test_a_pupils_name_is_shown_as_text():
    hall = Hall(SQLiteStore(":memory:"))
    table = hall.create("tikal", 2, 1)
    table.sit(0, "<img src=x onerror=alert(1)>")
    page = pages.seat_part(table, 0, table.state.view(0)) + pages.dashboard_part([table])
    assert "<img src=x" not in page and "&lt;img src=x" in page


def test_the_dashboard_shows_the_code_the_turn_the_standing_and_the_last_move():
    table = table_at("tikal", 12)
    row = pages.table_row(table)
    assert table.code in row and "scores" in row and "Last move:" in row
    assert pages.turn(table) in row
    for seat in range(4):
        assert table.seat_name(seat) in row


def test_the_dashboards_standing_is_the_games_own_columns_with_numbers():
    """Tavern Trouble's ``order`` (the seats in the order they play) is a list as long as
    the seats, but no seat's value: it is not a column, as life and cards in hand are."""
    row = pages.table_row(table_at("tavern_trouble", 6))
    assert "<th>life</th><th>cards in hand</th></tr>" in row and "<th>order</th>" not in row


@pytest.mark.parametrize("game", gamekit.games())
def test_the_projector_lists_the_fields_a_class_reads_and_no_raw_data(game):
    """Its table has the game's own columns (all of them fit a projected page), and its
    facts are words: no seat counted from 0, no list or object written as data."""
    table = table_at(game, 30)
    projector = pages.projector_part(table, "http://127.0.0.1:8800/")
    head = re.search(r"<table class='gk-standing'><tr><th></th>(.*?)</tr>", projector).group(1)
    assert re.findall(r"<th>(.*?)</th>", head) == [f.replace("_", " ") for f in game_faces(game).standing]
    facts = re.search(r"<ul class='gk-facts'>(.*?)</ul>", projector)
    assert facts is None or not re.search(r"</b>: (\d|\[|\{|&quot;)", facts.group(1))


def test_at_the_end_the_projector_shows_every_hand_and_the_winner():
    table = table_at("tavern_trouble", 2000)
    assert table.state.is_terminal()
    projector = pages.projector_part(table, "http://127.0.0.1:8800/")
    assert "Game over:" in projector and "won" in projector
    for seat in range(4):
        assert table.seat_name(seat) in projector


def test_the_dashboard_lists_the_newest_ended_tables_a_line_each():
    from gamekit.server.tables import ENDED
    hall = Hall(SQLiteStore(":memory:"))
    playing = hall.create("tikal", 2, 1)
    ended = []
    for seed in range(pages.ENDED_SHOWN + 5):
        table = hall.create("tavern_trouble", 2, seed, bots=2)
        table.set_status(ENDED)
        ended.append(table)
    dashboard = pages.dashboard_part(hall.tables.values(), hall.ended.values())
    assert dashboard.count("<section class='gk-table'") == 1 and playing.code in dashboard
    listed = [t for t in ended if f"data-table='{t.id}'" in dashboard]
    assert listed == ended[-pages.ENDED_SHOWN:]      # the newest
    assert "… and 5 older" in dashboard and "/teacher/ended" in dashboard
    line = pages.ended_row(hall.ended[ended[-1].id])
    assert "Bot (Player 1), Bot (Player 2)" in line and ended[-1].result() in line
    assert f"/teacher/save/{ended[-1].id}" in line and f"/projector/{ended[-1].id}" in line
    every = pages.ended_page(hall.ended.values())
    assert all(t.code in every for t in ended) and playing.code not in every
    assert f"Ended tables ({len(ended)})" in every


def test_the_hint_button_is_on_the_pupils_turn_while_the_coach_is_on():
    table = table_at("tafelrunde", 3)
    player = table.state.current_player
    button = "data-hint="
    assert [button in pages.seat_part(table, s, table.state.view(s)) for s in range(4)] == \
        [s == player for s in range(4)]
    asked = pages.seat_part(table, player, table.state.view(player), "<b>The coach, for you</b><ol></ol>")
    assert "gk-coach" in asked and button not in asked  # the hint asked for stands in its place
    table.set_coach(False)
    assert button not in pages.seat_part(table, player, table.state.view(player))
    assert "coach off" in pages.table_row(table) and "data-do='coach_on'" in pages.table_row(table)


def test_an_undo_is_told_to_the_pupil_whose_move_went_back_and_to_the_class():
    table = table_at("tavern_trouble", 4)
    table.undo()
    mover = table.state.current_player
    own = pages.seat_part(table, mover, table.state.view(mover))
    other = pages.seat_part(table, (mover + 1) % 4, table.state.view((mover + 1) % 4))
    assert "The teacher took back your move: choose again." in own
    assert f"The teacher took back {html.escape(table.seat_name(mover))}&#x27;s move." in other
    assert "took back" in pages.projector_part(table, "http://127.0.0.1:8800/")
    table.act(mover, table.version, str(table.state.legal_actions()[0]))
    assert "took back" not in pages.seat_part(table, mover, table.state.view(mover))


def test_the_logs_name_the_pupils_where_the_rules_number_the_seats():
    table = table_at("tavern_trouble", 2)
    for part in (pages.seat_part(table, 1, table.state.view(1)),
                 pages.projector_part(table, "http://127.0.0.1:8800/"), pages.table_row(table)):
        assert "Ann (Player 1)" in part and "Player 1 " not in part.replace("(Player 1)", "")
    knights = table_at("camelot", 2)
    assert pages.named(knights, knights.state.public_log[1]).startswith("Ann (Player 1) is ")
    assert pages.named(table, "Player 9 and Seat 0 are no seats") == "Player 9 and Seat 0 are no seats"
