"""The SQLite store: tables, seats and histories kept across a reopening."""
from dataclasses import replace

from gamekit.server.store import SeatRecord, SQLiteStore, TableRecord


def record(id="t1", code="ABC234") -> TableRecord:
    return TableRecord(id=id, code=code, game="tavern_trouble", options={"players": 2, "life": 20},
                       seed=7, seats=[SeatRecord(), SeatRecord(bot="random")])


def test_a_table_its_seats_and_its_history_survive_reopening(tmp_path):
    path = tmp_path / "classroom.sqlite3"
    store = SQLiteStore(path)
    store.add_table(record())
    store.set_seat("t1", 0, SeatRecord(name="Ann", token_hash="ab" * 32))
    store.record("t1", 0, ["deal one", "deal two", "Player 1 stands"], version=3)
    store.update_table(replace(record(), status="paused", version=4, coach=False))
    store.close()
    again = SQLiteStore(path)
    [table] = again.tables()
    assert (table.code, table.game, table.options, table.seed) == ("ABC234", "tavern_trouble",
                                                                   {"players": 2, "life": 20}, 7)
    assert table.seats == [SeatRecord(name="Ann", token_hash="ab" * 32), SeatRecord(bot="random")]
    assert (table.status, table.version, table.coach) == ("paused", 4, False)
    assert again.history("t1") == ["deal one", "deal two", "Player 1 stands"]


def test_recording_from_a_step_drops_what_lay_there_after_an_undo(tmp_path):
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.add_table(record())
    store.record("t1", 0, ["a", "b", "c", "d"], version=1)
    store.record("t1", 2, ["x"], version=2)
    assert store.history("t1") == ["a", "b", "x"]
    store.record("t1", 1, [], version=3)
    assert store.history("t1") == ["a"]
    assert store.tables()[0].version == 3


def test_histories_of_two_tables_stay_apart(tmp_path):
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.add_table(record("t1", "AAAAAA"))
    store.add_table(record("t2", "BBBBBB"))
    store.record("t1", 0, ["a"], 1)
    store.record("t2", 0, ["b", "c"], 1)
    assert (store.history("t1"), store.history("t2")) == (["a"], ["b", "c"])
    assert [t.id for t in store.tables()] == ["t1", "t2"]


def test_a_secret_is_made_once_and_kept(tmp_path):
    path = tmp_path / "s.sqlite3"
    first = SQLiteStore(path).secret("cookies")
    assert len(first) == 32
    assert SQLiteStore(path).secret("cookies") == first
    assert SQLiteStore(path).secret("pictures") != first
