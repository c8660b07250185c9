"""Where the classroom keeps its tables: every table, every seat and every step of its
history, appended move by move, so that a restarted server resumes each table where
it stood (replayed from its history).

:class:`Store` is the interface; :class:`SQLiteStore` serves it from one file (the
standard library's ``sqlite3``: embedded, nothing to set up). The statements are plain
SQL with parameters, so a school's PostgreSQL could serve the same interface.
"""
from __future__ import annotations

import json
import secrets
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol


@dataclass
class SeatRecord:
    """One seat: a pupil's ``name`` and the hash of his seat token once he sits, or a
    ``bot`` kind; neither while the seat is free."""

    name: str | None = None
    token_hash: str | None = None
    bot: str | None = None


@dataclass
class TableRecord:
    """A table as stored: what it plays and who sits where. ``status`` is "playing",
    "paused" or "ended" (by the teacher); ``version`` counts every change; ``summary``
    says how an ended table ended (the dashboard lists it by that alone); ``coach``
    whether its pupils may ask for hints."""

    id: str
    code: str
    game: str
    options: dict
    seed: int
    seats: list[SeatRecord]
    status: str = "playing"
    version: int = 0
    created: float = field(default_factory=time.time)
    summary: str = ""
    coach: bool = True


class Store(Protocol):
    """What the classroom asks of a store."""

    def secret(self, name: str) -> bytes:
        """A random secret made once and kept (signing cookies, naming pictures)."""
        ...

    def add_table(self, table: TableRecord) -> None: ...

    def tables(self) -> list[TableRecord]:
        """Every table, oldest first."""
        ...

    def update_table(self, table: TableRecord) -> None:
        """Keep the table's ``status``, ``version``, ``summary`` and ``coach``."""
        ...

    def set_seat(self, table_id: str, seat: int, record: SeatRecord) -> None: ...

    def history(self, table_id: str) -> list[str]:
        """The table's steps, as text, in order."""
        ...

    def record(self, table_id: str, start: int, steps: list[str], version: int) -> None:
        """Keep ``steps`` as the table's history from step ``start`` on (what lay there
        before, after an undo, is dropped) and its new ``version``, all at once."""
        ...

    def close(self) -> None: ...


SCHEMA = """
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, code TEXT UNIQUE NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,
    seed INTEGER NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL, created REAL NOT NULL,
    summary TEXT NOT NULL DEFAULT '', coach INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER NOT NULL,
    name TEXT, token_hash TEXT, bot TEXT, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS steps (
    table_id TEXT NOT NULL REFERENCES tables(id), number INTEGER NOT NULL, step TEXT NOT NULL,
    PRIMARY KEY (table_id, number));
"""


LATER_COLUMNS = {"summary": "TEXT NOT NULL DEFAULT ''", "coach": "INTEGER NOT NULL DEFAULT 1"}
"""The columns of ``tables`` added since the first stores were made."""


class SQLiteStore:
    """A :class:`Store` in one SQLite file (``":memory:"`` for none). Each change is
    committed before the call returns, in write-ahead-log mode, so a killed server
    loses nothing it had answered."""

    def __init__(self, path: str | Path) -> None:
        self.db = sqlite3.connect(str(path))
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        columns = {name for _, name, *_ in self.db.execute("PRAGMA table_info(tables)")}
        with self.db:  # a store from before ended tables were put away, or before the coach
            for column, kind in LATER_COLUMNS.items():
                if column not in columns:
                    self.db.execute(f"ALTER TABLE tables ADD COLUMN {column} {kind}")

    def secret(self, name: str) -> bytes:
        with self.db:
            row = self.db.execute("SELECT value FROM secrets WHERE name = ?", (name,)).fetchone()
            if row is None:
                row = (secrets.token_bytes(32),)
                self.db.execute("INSERT INTO secrets VALUES (?, ?)", (name, row[0]))
        return bytes(row[0])

    def add_table(self, table: TableRecord) -> None:
        with self.db:
            self.db.execute("INSERT INTO tables (id, code, game, options, seed, status, version, created, "
                            "summary, coach) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (table.id, table.code, table.game, json.dumps(table.options), table.seed,
                             table.status, table.version, table.created, table.summary, table.coach))
            self.db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?)",
                                [(table.id, n, s.name, s.token_hash, s.bot)
                                 for n, s in enumerate(table.seats)])

    def tables(self) -> list[TableRecord]:
        seats: dict[str, list[SeatRecord]] = {}
        for table_id, name, token_hash, bot in self.db.execute(
                "SELECT table_id, name, token_hash, bot FROM seats ORDER BY table_id, seat"):
            seats.setdefault(table_id, []).append(SeatRecord(name, token_hash, bot))
        return [TableRecord(id, code, game, json.loads(options), seed, seats.get(id, []),
                            status, version, created, summary, bool(coach))
                for id, code, game, options, seed, status, version, created, summary, coach in self.db.execute(
                    "SELECT id, code, game, options, seed, status, version, created, summary, coach "
                    "FROM tables ORDER BY created, id")]

    def update_table(self, table: TableRecord) -> None:
        with self.db:
            self.db.execute("UPDATE tables SET status = ?, version = ?, summary = ?, coach = ? WHERE id = ?",
                            (table.status, table.version, table.summary, table.coach, table.id))

    def set_seat(self, table_id: str, seat: int, record: SeatRecord) -> None:
        with self.db:
            self.db.execute("UPDATE seats SET name = ?, token_hash = ?, bot = ? "
                            "WHERE table_id = ? AND seat = ?",
                            (record.name, record.token_hash, record.bot, table_id, seat))

    def history(self, table_id: str) -> list[str]:
        return [step for (step,) in self.db.execute(
            "SELECT step FROM steps WHERE table_id = ? ORDER BY number", (table_id,))]

    def record(self, table_id: str, start: int, steps: list[str], version: int) -> None:
        with self.db:
            self.db.execute("DELETE FROM steps WHERE table_id = ? AND number >= ?", (table_id, start))
            self.db.executemany("INSERT INTO steps VALUES (?, ?, ?)",
                                [(table_id, start + i, step) for i, step in enumerate(steps)])
            self.db.execute("UPDATE tables SET version = ? WHERE id = ?", (version, table_id))

    def close(self) -> None:
        self.db.close()
