"""Tables: seats and tokens, versions, chance and bots moving on, the teacher's pause,
undo and end, and a restart that replays every table from the store."""
import html
import json
import random
import re

import pytest

import gamekit
from gamekit.core.protocol import TERMINAL
from gamekit.server import pages
from gamekit.server.store import SQLiteStore
from gamekit.server.tables import CODE_LENGTH, CODE_LETTERS, ENDED, PAUSED, PLAYING, Hall, Refused
from gamekit.tafelrunde.actions import PlayCard
from gamekit.tafelrunde.components import CARDS
from gamekit.tafelrunde.effects import STEPS


@pytest.fixture
def hall(tmp_path):
    return Hall(SQLiteStore(tmp_path / "classroom.sqlite3"))


def seated(hall, game="tavern_trouble", players=3, seed=5, bots=0):
    table = hall.create(game, players, seed, bots)
    tokens = [table.sit(seat, f"Pupil {seat + 1}") for seat in table.free_seats()]
    return table, tokens


def move(table, rng=None):
    """The pupil to decide picks an action (the first, or one drawn with ``rng``)."""
    actions = table.state.legal_actions()
    choice = actions[rng.randrange(len(actions))] if rng else actions[0]
    table.act(table.state.current_player, table.version, str(choice))
    return str(choice)


def test_join_codes_are_short_random_and_unique(hall):
    codes = {hall.create("tavern_trouble", 2, seed).code for seed in range(40)}
    assert len(codes) == 40
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_LETTERS) for c in codes)
    table = next(iter(hall.tables.values()))
    assert hall.by_code(f" {table.code.lower()} ") is table
    assert hall.by_code("ZZZZZZZ") is None


def test_seat_tokens_are_random_and_hold_one_seat_each(hall):
    table, tokens = seated(hall)
    assert len(set(tokens)) == 3 and all(len(t) >= 40 for t in tokens)
    assert [table.seat_of(t) for t in tokens] == [0, 1, 2]
    assert table.seat_of(tokens[0][:-1] + "x") is None and table.seat_of(None) is None
    assert all(tokens[0] not in json.dumps(s.__dict__) for s in table.record.seats)  # only hashes kept
    other = hall.create("tavern_trouble", 3, 5)
    assert other.seat_of(tokens[0]) is None


def test_a_seat_is_taken_once_and_a_pupil_needs_a_name(hall):
    table = hall.create("tavern_trouble", 2, 1)
    table.sit(0, "  Ann   Lee ")
    assert table.seat_name(0) == "Ann Lee (Player 1)"
    with pytest.raises(Refused, match="Seat 1 is taken"):
        table.sit(0, "Bob")
    with pytest.raises(Refused, match="name"):
        table.sit(1, "   ")
    with pytest.raises(Refused, match="seats 1 to 2"):
        table.sit(2, "Bob")
    assert table.free_seats() == [1]


def test_a_token_cannot_act_for_another_seat(hall):
    table, _ = seated(hall)
    player = table.state.current_player
    other = (player + 1) % 3
    before = table.save()
    with pytest.raises(Refused, match=f"It is Pupil {player + 1} \\(Player {player + 1}\\)'s turn, not yours"):
        table.act(other, table.version, str(table.state.legal_actions()[0]))
    assert table.save() == before


def test_two_clicks_on_one_position_apply_one_action(hall):
    table, _ = seated(hall)
    seen = table.version
    player = table.state.current_player
    first = str(table.state.legal_actions()[0])
    table.act(player, seen, first)
    after = table.save()
    with pytest.raises(Refused, match="changed before your click arrived"):
        table.act(player, seen, first)
    assert table.save() == after and table.version > seen


def test_an_action_that_is_not_a_choice_is_refused_and_changes_nothing(hall):
    table, _ = seated(hall)
    before, version = table.save(), table.version
    with pytest.raises(Refused, match="not one of your choices"):
        table.act(table.state.current_player, version, "Player 1 wins at once")
    assert (table.save(), table.version) == (before, version)


def test_chance_and_bots_move_until_a_pupil_is_to_decide(hall):
    table = hall.create("tafelrunde", 4, 3, bots=3)
    table.sit(0, "Ann")
    rng = random.Random(1)
    while not table.state.is_terminal():
        assert table.state.current_player == 0
        move(table, rng)
    assert table.state.current_player == TERMINAL
    assert hall.store.history(table.id) == [str(s) for s in table.state.history]


def test_the_same_seed_and_choices_give_the_same_game(hall):
    games = []
    for _ in range(2):
        table, _ = seated(hall, "camelot", 3, seed=11)
        for _ in range(12):
            move(table)
        games.append(json.loads(table.save())["history"])
    assert games[0] == games[1]


def test_a_pupil_who_knows_the_seed_cannot_rebuild_the_deal(tmp_path):
    """The seed is the teacher's (1 unless he types another): the kit, given it, must not
    give a pupil the others' hands. Two classrooms with the same seed deal differently."""
    deals = []
    for room in ("a", "b"):
        table = Hall(SQLiteStore(tmp_path / f"{room}.sqlite3")).create("tavern_trouble", 4, 1)
        guess = gamekit.load("tavern_trouble", players=4).new_initial_state()
        while guess.current_player == gamekit.CHANCE:
            step = random.Random(f"{table.record.seed}/{len(guess.history)}")
            guess.apply(guess.game.rules.chance(guess).sample(step))
        assert guess.hands != table.state.hands
        deals.append(table.state.hands)
    assert deals[0] != deals[1]


def test_a_free_seat_waits_and_bots_may_take_it(hall):
    table = hall.create("tavern_trouble", 2, 2)
    table.sit(1, "Bob")
    while table.state.current_player == 1:
        move(table)
    assert table.state.current_player == 0 and table.free_seats() == [0]
    table.seat_bots("random")
    assert table.free_seats() == [] and table.state.current_player in (1, TERMINAL)
    assert table.record.seats[0].bot == "random"


def test_a_paused_table_takes_no_move_and_an_ended_one_nothing(hall):
    table, _ = seated(hall)
    table.set_status(PAUSED)
    with pytest.raises(Refused, match="paused"):
        move(table)
    table.set_status(PLAYING)
    move(table)
    table.set_status(ENDED)
    with pytest.raises(Refused, match="closed"):
        move(table)
    with pytest.raises(Refused, match="closed"):
        table.set_status(PLAYING)
    late = hall.create("tavern_trouble", 2, 1)
    late.set_status(ENDED)
    with pytest.raises(Refused, match="closed"):
        late.sit(0, "Late")


def test_undo_takes_back_the_last_move_of_a_person_and_what_followed(hall):
    table = hall.create("tavern_trouble", 3, 4, bots=2)
    table.sit(0, "Ann")
    with pytest.raises(Refused, match="nothing to undo"):
        table.undo()
    before = table.save()
    move(table)
    assert table.save() != before
    table.undo()
    assert table.save() == before
    assert hall.store.history(table.id) == json.loads(before)["history"]


def test_the_teacher_is_asked_first_when_an_undo_would_leave_a_card_known(hall):
    """Taken back, a card played from a hand would return to it known to every pupil,
    and a draw would come again to the same move: the dashboard's Undo asks first."""
    # a card whose player names a target next: no die is thrown before a pupil decides
    # (a table's deal is the store's secret, so a hand is not known in advance)
    for seed in range(2, 50):
        table, _ = seated(hall, "tafelrunde", 4, seed=seed)
        play = next((str(a) for a in table.state.legal_actions()
                     if isinstance(a, PlayCard) and STEPS[CARDS[a.card].key]), None)
        if play is not None:
            break
    assert table.undo_warning() == ""                       # nothing to undo
    table.act(table.state.current_player, table.version, play)
    assert table.undo_warning().startswith("Take back a card shown?")
    assert f"data-confirm='{html.escape(table.undo_warning())}'" in undo_button(table)
    table.undo()
    draw = next(str(a) for a in table.state.legal_actions() if str(a).endswith(" draws a card"))
    table.act(table.state.current_player, table.version, draw)
    assert table.undo_warning().startswith("Undo across a draw?")
    table, _ = seated(hall, "tavern_trouble", 2)
    stand = next(str(a) for a in table.state.legal_actions() if " stands " in str(a))
    table.act(table.state.current_player, table.version, stand)
    assert table.undo_warning() == "" and "data-confirm" not in undo_button(table)


def undo_button(table) -> str:
    """The Undo button of the table's row on the dashboard."""
    return re.search(r"<button data-do='undo'[^>]*>", pages.table_row(table)).group()


def test_a_restart_replays_every_table_and_keeps_tokens_and_versions(tmp_path):
    path = tmp_path / "classroom.sqlite3"
    hall = Hall(SQLiteStore(path))
    table, tokens = seated(hall, "tikal", 2, seed=8)
    rng = random.Random(3)
    for _ in range(25):
        move(table, rng)
    paused = hall.create("camelot", 3, 1, bots=2)
    paused.set_status(PAUSED)
    again = Hall(SQLiteStore(path))
    twin = again.tables[table.id]
    assert twin.save() == table.save() and twin.version == table.version
    assert [twin.seat_of(t) for t in tokens] == [0, 1]
    assert again.tables[paused.id].status == PAUSED
    assert again.by_code(table.code) is twin
    # both go on exactly alike: chance is seeded by the table's seed and the step
    for _ in range(10):
        if table.state.is_terminal():
            break
        text = move(table)
        twin.act(twin.state.current_player, twin.version, text)
        assert twin.save() == table.save()


def test_a_bad_table_is_refused_before_anything_is_kept(hall):
    with pytest.raises(ValueError, match="players"):
        hall.create("tavern_trouble", 9, 1)
    with pytest.raises(ValueError, match="no bot kind"):
        hall.create("tavern_trouble", 3, 1, bots=1, bot_kind="genius")
    with pytest.raises(KeyError, match="no game called"):
        hall.create("chess", 2, 1)
    assert hall.tables == {} and hall.store.tables() == []


def test_bots_are_the_games_own_heuristic_player_or_random():
    from gamekit.core.bots import RandomBot
    from gamekit.server.bots import make
    assert isinstance(make("tikal", "random"), RandomBot)
    for game in gamekit.games():
        assert type(make(game, "heuristic")).__module__.startswith(f"gamekit.{game}")
    with pytest.raises(ValueError, match="no bot kind 'expert'"):
        make("tikal", "expert")


def test_a_table_rebuilds_from_its_save():
    hall = Hall(SQLiteStore(":memory:"))
    table, _ = seated(hall, "camelot", 4, seed=2)
    for _ in range(8):
        move(table)
    state = gamekit.from_json(table.save())
    assert state.history == table.state.history
    assert state.view(0) == table.state.view(0)


def test_an_ended_table_is_put_away_with_how_it_ended(hall, tmp_path):
    table, _ = seated(hall, "tavern_trouble", 2, seed=3)
    while not table.state.is_terminal():
        move(table)
    over, save = table.result(), table.save()
    assert over.startswith("Game over:") and "won" in over
    table.set_status(ENDED)
    assert table.id not in hall.tables and hall.ended[table.id].summary == over
    assert hall.get(table.id) is table and hall.by_code(table.code) is table
    closed = hall.create("camelot", 3, 1, bots=2)
    steps = len(closed.state.history)
    closed.set_status(ENDED)
    assert hall.ended[closed.id].summary == f"Closed at step {steps}, before the end."
    with pytest.raises(Refused, match="closed"):
        closed.seat_bots("random")
    with pytest.raises(Refused, match="closed"):
        closed.undo()
    # a restart keeps their records alone, and replays one only when it is opened
    again = Hall(SQLiteStore(tmp_path / "classroom.sqlite3"))
    assert again.tables == {} and set(again.ended) == {table.id, closed.id}
    assert again.ended[table.id].summary == over
    assert again.get(table.id).save() == save and again.by_code(closed.code).status == ENDED
    assert again.get("no such table") is None


def test_a_restart_replays_no_ended_table(tmp_path):
    path = tmp_path / "classroom.sqlite3"
    hall = Hall(SQLiteStore(path))
    for seed in range(3):
        hall.create("tikal", 2, seed, bots=2).set_status(ENDED)
    playing = hall.create("tikal", 2, 9, bots=1)
    store = SQLiteStore(path)
    asked: list[str] = []
    history = store.history
    store.history = lambda table_id: asked.append(table_id) or history(table_id)  # type: ignore[method-assign]
    again = Hall(store)
    assert asked == [playing.id] and list(again.tables) == [playing.id] and len(again.ended) == 3


def test_ended_tables_opened_again_are_kept_a_few_at_a_time(hall):
    import gc
    import weakref

    from gamekit.server.tables import ENDED_KEPT
    for seed in range(ENDED_KEPT + 4):
        hall.create("tavern_trouble", 2, seed, bots=2).set_status(ENDED)
    opened = [weakref.ref(hall.get(table_id)) for table_id in hall.ended]
    gc.collect()
    assert sum(ref() is not None for ref in opened) == ENDED_KEPT
    assert all(ref() is not None for ref in opened[-ENDED_KEPT:])


def test_an_ended_tables_code_is_not_given_again(hall, monkeypatch):
    from gamekit.server import tables
    old = hall.create("tavern_trouble", 2, 1)
    old.set_status(ENDED)
    taken: list[set[str]] = []
    new_code = tables.new_code
    monkeypatch.setattr(tables, "new_code", lambda codes: taken.append(set(codes)) or new_code(codes))
    hall.create("tavern_trouble", 2, 2)
    assert old.code in taken[0]


def test_a_store_from_before_summaries_and_the_coach_opens_with_its_tables(tmp_path):
    import sqlite3
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE tables (id TEXT PRIMARY KEY, code TEXT UNIQUE NOT NULL, game TEXT NOT NULL,
            options TEXT NOT NULL, seed INTEGER NOT NULL, status TEXT NOT NULL,
            version INTEGER NOT NULL, created REAL NOT NULL);
        INSERT INTO tables VALUES ('t1', 'ABCDEF', 'tavern_trouble', '{"players": 2}', 1, 'ended', 3, 0.0);
        """)
    db.commit()
    db.close()
    [record] = SQLiteStore(path).tables()
    assert (record.status, record.summary, record.coach) == (ENDED, "", True)


def test_the_coach_reads_the_pupils_own_observation_on_his_turn_only(hall, tmp_path):
    table, _ = seated(hall, "tafelrunde", 3)
    player = table.state.current_player
    observation = table.coach_for(player, table.version)
    assert observation.player == player and observation.view == table.state.view(player)
    assert observation.legal_actions == table.state.legal_actions()
    for seat, version, why in (((player + 1) % 3, table.version, "turn, not yours"),
                               (player, table.version - 1, "changed before your click")):
        with pytest.raises(Refused, match=why):
            table.coach_for(seat, version)
    table.set_coach(False)
    with pytest.raises(Refused, match="turned the coach off"):
        table.coach_for(player, table.version)
    again = Hall(SQLiteStore(tmp_path / "classroom.sqlite3")).tables[table.id]
    assert again.record.coach is False  # kept in the store
    table.set_coach(True)
    table.set_status(PAUSED)
    with pytest.raises(Refused, match="paused"):
        table.coach_for(player, table.version)
    assert hall.create("tikal", 2, 1, coach=False).record.coach is False


def test_after_an_undo_the_table_knows_whose_move_went_back_until_it_moves_on(hall):
    table = hall.create("tavern_trouble", 3, 4, bots=2)
    table.sit(0, "Ann")
    assert table.undone_move() is None
    move(table)
    table.undo()
    assert table.undone_move() == 0 == table.state.current_player
    move(table)
    assert table.undone_move() is None
