"""The same shared table served by Solara, for ``python -m tests.server.measure --solara``:
one table at module level (every session sees it), each session showing one seat
(``?seat=k``) from that seat's view, and a listener per session that brings a move made
in another session into this session's context (Solara's own reactive variables are
per session). Run: ``solara run tests/server/solara_table.py --production``."""
from __future__ import annotations

import sqlite3
import threading
from urllib.parse import parse_qsl

import solara
from solara.server import kernel_context

from gamekit.server import pages
from gamekit.server.store import SCHEMA, SQLiteStore
from gamekit.server.tables import Hall, Refused


class SharedStore(SQLiteStore):
    """The store in memory, used from Solara's threads (one per session's events)."""

    def __init__(self) -> None:
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.executescript(SCHEMA)


LOCK = threading.Lock()
"""Sessions act from their own threads: one move at a time."""
HALL = Hall(SharedStore())
TABLE = HALL.create("tavern_trouble", 4, 7)
for _seat in range(4):
    TABLE.sit(_seat, f"Pupil {_seat + 1}")


@solara.component
def Page():
    router = solara.use_router()
    seat = int(dict(parse_qsl(router.search or "")).get("seat", 0))
    version, set_version = solara.use_state(TABLE.version)
    message, set_message = solara.use_state("")

    def listen():
        context = kernel_context.get_current_context()

        def changed(table):
            with context:  # into this session's context, from the session that moved
                set_version(table.version)

        TABLE.listeners.add(changed)
        return lambda: TABLE.listeners.discard(changed)

    solara.use_effect(listen, [])

    def act(text: str, seen: int) -> None:
        try:
            with LOCK:
                TABLE.act(seat, seen, text)
        except Refused as exc:
            set_message(str(exc))

    view = TABLE.state.view(seat)
    with solara.Column():
        solara.HTML(tag="div", unsafe_innerHTML=f"<span class='gk-version'>{version}</span> {message}")
        if TABLE.state.current_player == seat:
            with solara.Row():
                for action in TABLE.state.legal_actions():
                    solara.Button(str(action), on_click=lambda a=str(action), v=version: act(a, v),
                                  classes=["gk-act"])
        solara.HTML(tag="div", unsafe_innerHTML=pages.seat_part(TABLE, seat, view))
