"""The classroom's pages as HTML, each computed on the server from what its reader may
see: a pupil's page from ``view(seat)``, ``log_for(seat)`` and, on his turn, his own
choices; the projector and the dashboard from the public part of the views alone.
"""
from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterable

import segno

from ..core.protocol import CHANCE
from ..core.registry import game_class, games
from ..widgets.faces import game_faces
from ..widgets.step_player import log_html
from .bots import KINDS
from .public import public_log, public_view
from .store import TableRecord
from .tables import ENDED, PAUSED, Table, seat_name

LOG_LINES = 14
SLOT = "<div class='gk-slot'></div>"
"""Where the page puts its picture (kept across updates, so it is not loaded again)."""
PICTURE = ("<figure class='gk-picture' hidden><img alt='{}'>"
           "<figcaption>Tap the board to see it larger; tap again to fit it.</figcaption></figure>")
"""On a phone a tap enlarges the board (its smallest words readable), to be scrolled."""
LONG = 90
"""A public fact longer than this (as text) is left to the picture."""
SEAT_NUMBER = re.compile(r"\b(?:Player|Seat) (\d+)\b")
"""A seat as the games' logs number it."""
ENDED_SHOWN = 20
"""Ended tables the dashboard lists (the newest); the page of ended tables lists all."""


def esc(value: object) -> str:
    return html.escape(str(value))


def document(title: str, body: str, socket: str = "", role: str = "") -> str:
    """A whole page: the kit's style and script (shipped with it: no internet needed)."""
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{esc(title)}</title><link rel='stylesheet' href='/static/classroom.css'>"
            f"</head><body data-socket='{esc(socket)}' data-role='{esc(role)}'>{body}"
            f"<script src='/static/classroom.js'></script></body></html>")


# -- a table in words -------------------------------------------------------------------
def turn(table: Table, seat: int | None = None) -> str:
    """Whose turn it is, as the reader at ``seat`` (None: the class) reads it."""
    state = table.state
    player = state.current_player
    if state.is_terminal():
        return table.result()
    if table.status == ENDED:
        return "The teacher has closed this table."
    if table.status == PAUSED:
        return "Paused by the teacher."
    if player == CHANCE:
        return "Chance decides the next step."
    if player == seat:
        return "Your turn: choose below."
    if player in table.free_seats():
        return f"Waiting for a pupil to take seat {player + 1}."
    return f"{table.seat_name(player)} to decide."


def seats_line(table: Table) -> str:
    names = [table.seat_name(n) + (" — free" if n in table.free_seats() else "")
             for n in range(len(table.record.seats))]
    return "At the table: " + ", ".join(esc(n) for n in names) + "."


def per_seat(public: dict, players: int) -> dict[str, list]:
    """The public fields that give one plain value per seat (life, scores, cards ...)."""
    return {k: v for k, v in public.items()
            if isinstance(v, list) and len(v) == players and k != "players"
            and all(isinstance(x, (int, float, str, bool)) or x is None for x in v)}


def cell(value: object) -> str:
    """A value as a table cell: yes / no / — for True / False / None."""
    return {True: "yes", False: "no", None: "—"}.get(value, str(value)) \
        if isinstance(value, bool) or value is None else str(value)


def label(key: str) -> str:
    return key.replace("_", " ")


def standing(table: Table, public: dict, numbers_only: bool = False,
             fields: tuple[str, ...] = ()) -> str:
    """A table of the public per-seat fields (those named in ``fields``, where any are),
    one row per seat."""
    columns = {k: v for k, v in per_seat(public, table.game.num_players).items()
               if (not fields or k in fields)
               and (not numbers_only or all(isinstance(x, int) and not isinstance(x, bool) for x in v))}
    if not columns:
        return ""
    head = "".join(f"<th>{esc(label(k))}</th>" for k in columns)
    rows = "".join(f"<tr><th>{esc(table.seat_name(p))}</th>"
                   + "".join(f"<td>{esc(cell(v[p]))}</td>" for v in columns.values()) + "</tr>"
                   for p in range(table.game.num_players))
    return f"<table class='gk-standing'><tr><th></th>{head}</tr>{rows}</table>"


def facts(public: dict) -> str:
    """The short public fields that read as words (the phase, a side of the table), as a
    list: a number there is often a seat counted from 0, and the board draws the rest."""
    items = [f"<li><b>{esc(label(key))}</b>: {esc(value)}</li>" for key, value in public.items()
             if key != "game" and isinstance(value, str) and len(value) <= LONG]
    return f"<ul class='gk-facts'>{''.join(items)}</ul>" if items else ""


def named(table: Table, line: str) -> str:
    """A log line with each seat the rules number ("Player 2", Camelot's "Seat 2") named
    as the table names it ("Ann (Player 2)"): a class reads names, not numbers."""
    seats = len(table.record.seats)
    return SEAT_NUMBER.sub(lambda m: table.seat_name(int(m[1]) - 1) if 1 <= int(m[1]) <= seats
                           else m[0], line)


def log_block(table: Table, lines: list[str]) -> str:
    return log_html([named(table, line) for line in lines], last=LOG_LINES)


# -- the pages' changing parts ------------------------------------------------------------
def taken_back(table: Table, seat: int | None = None) -> str:
    """The line that says the teacher has just taken a move back, as the reader at
    ``seat`` (None: the class) reads it ("" once the table has moved on)."""
    mover = table.undone_move()
    if mover is None:
        return ""
    text = ("The teacher took back your move: choose again." if mover == seat
            else f"The teacher took back {table.seat_name(mover)}'s move.")
    return f"<p class='gk-undone'>{esc(text)}</p>"


def coach_button(table: Table, seat: int, hint: str) -> str:
    """On the pupil's turn at a table with the coach on, the Hint button, or the hint
    he asked for at this version (``hint``, as HTML)."""
    if hint:
        return f"<div class='gk-coach'>{hint}</div>"
    if not table.record.coach:
        return ""
    return ("<button class='gk-hint' data-hint='yes' title='The coach&#39;s best few choices, "
            "from what you see'>Hint</button>")


def play_hinted(action: object) -> str:
    """A hinted action's button plays it, as its choice does (its words are what a click
    sends)."""
    return f"data-choice='{esc(action)}'"


def seat_part(table: Table, seat: int, view: dict, hint: str = "") -> str:
    """What the pupil at ``seat`` sees: his ``view``, his log and, on his turn, his
    choices, the Hint button and the ``hint`` he asked for (HTML)."""
    state = table.state
    mine = state.current_player == seat and table.status != PAUSED and table.status != ENDED
    choices = "".join(f"<button class='gk-choice' data-choice='{esc(a)}'>{esc(a)}</button>"
                      for a in state.legal_actions()) if mine else ""
    coach = coach_button(table, seat, hint) if mine and not state.is_terminal() else ""
    return (f"<header class='gk-bar'><span class='gk-game'>{esc(table.game.title)}</span>"
            f" · table <b class='gk-code'>{esc(table.code)}</b> · you are "
            f"<b class='gk-me'>{esc(table.seat_name(seat))}</b></header>"
            f"{taken_back(table, seat)}"
            f"<p class='gk-turn{' gk-yours' if mine else ''}'>{esc(turn(table, seat))}</p>"
            f"<div class='gk-choices'>{choices}</div>{coach}{SLOT}"
            f"<div class='gk-words'>{game_faces(table.game.name).describe(view, 'What you see')}</div>"
            f"<p class='gk-seats'>{seats_line(table)}</p>"
            f"<div class='gk-log'>{log_block(table, state.log_for(seat))}</div>")


def join_link(join_url: str, table: Table) -> str:
    """The address that opens the join form with the table's code filled in."""
    return f"{join_url}?code={table.code}"


def qr_code(url: str) -> str:
    """A QR code of ``url``, as inline SVG."""
    return segno.make(url, error="m").svg_inline(scale=4, dark="#3b2a17", light="#fffaf1")


def projector_part(table: Table, join_url: str) -> str:
    """The table as the class may see it on the projector: public fields and log only;
    once the game is over, every seat's view (nothing is secret any more)."""
    state = table.state
    public = public_view(state, table.seen_private)
    ended = ""
    if state.is_terminal():
        say = game_faces(table.game.name).describe
        ended = "".join(f"<div class='gk-words'>{say(state.view(p), table.seat_name(p))}</div>"
                        for p in range(table.game.num_players))
    link = join_link(join_url, table)
    return (f"<header class='gk-bar'><span class='gk-qr'>{qr_code(link)}</span>"
            f"<span class='gk-game'>{esc(table.game.title)}</span> · join at <b class='gk-url'>"
            f"{esc(join_url)}</b> with the code <b class='gk-code'>{esc(table.code)}</b></header>"
            f"{taken_back(table)}<p class='gk-turn'>{esc(turn(table))}</p>{SLOT}"
            f"<p class='gk-seats'>{seats_line(table)}</p>"
            f"{standing(table, public, fields=game_faces(table.game.name).standing)}"
            f"{facts(public)}{ended}"
            f"<div class='gk-log'>{log_block(table, public_log(state))}</div>")


def table_row(table: Table) -> str:
    """One table on the teacher's dashboard: its code, seats, turn, standing, last move
    and what the teacher may do."""
    state = table.state
    public = public_view(state, table.seen_private)
    last = public_log(state)[-1:] or ["—"]
    paused = table.status == PAUSED
    closed = table.status == ENDED

    def act(verb: str, text: str, on: bool = True, confirm: str = "") -> str:
        """A button of the table's, sent with the version shown; ``confirm`` asked first."""
        asked = f" data-confirm='{esc(confirm)}'" if confirm else ""
        off = "" if on and not closed else " disabled"
        return (f"<button data-do='{verb}' data-table='{esc(table.id)}' data-version='{table.version}'"
                f"{asked}{off}>{text}</button>")

    buttons = "".join([
        f"<a class='gk-button' href='/projector/{esc(table.id)}' target='_blank'>Projector</a>",
        act("resume", "Resume") if paused else act("pause", "Pause", not state.is_terminal()),
        act("undo", "Undo", confirm=table.undo_warning()),
        act("bots", "Bots take free seats", bool(table.free_seats())),
        act("coach_off", "Coach off") if table.record.coach else act("coach_on", "Coach on"),
        act("end", "End table", confirm="End this table? Nobody can play on at it."),
        f"<a class='gk-button' href='/teacher/save/{esc(table.id)}' download>Save</a>"])
    return (f"<section class='gk-table' data-table='{esc(table.id)}' data-code='{esc(table.code)}'>"
            f"<h2>{esc(table.game.title)} · code <span class='gk-code'>{esc(table.code)}</span>"
            f" <small>({'over' if state.is_terminal() else esc(table.status)}, seed {table.record.seed}, "
            f"step {len(state.history)}, coach {'on' if table.record.coach else 'off'})</small></h2>"
            f"<p class='gk-turn'>{esc(turn(table))}</p><p class='gk-seats'>{seats_line(table)}</p>"
            f"{standing(table, public, numbers_only=True, fields=game_faces(table.game.name).standing)}"
            f"<p class='gk-last'>Last move: {esc(named(table, last[0]))}</p>"
            f"<div class='gk-tools'>{buttons}</div></section>")


def ended_row(record: TableRecord) -> str:
    """An ended table in one line: its game, code, seats and how it ended, with its
    projector (the final position) and its save."""
    names = ", ".join(seat_name(record, n) for n in range(len(record.seats)))
    return (f"<li data-table='{esc(record.id)}'><b>{esc(game_class(record.game).title)}</b> · code "
            f"<span class='gk-code'>{esc(record.code)}</span> · {esc(names)} · "
            f"{esc(record.summary or 'Closed.')} <small>(seed {record.seed})</small> "
            f"<a href='/projector/{esc(record.id)}' target='_blank'>Projector</a> "
            f"<a href='/teacher/save/{esc(record.id)}' download>Save</a></li>")


def newest(records: Iterable[TableRecord]) -> list[TableRecord]:
    return sorted(records, key=lambda r: (r.created, r.id), reverse=True)


def dashboard_part(tables: Iterable[Table], ended: Iterable[TableRecord] = (),
                   row: Callable[[Table], str] = table_row) -> str:
    """The open tables' rows, the newest first (``row`` makes one), then the newest
    :data:`ENDED_SHOWN` ended tables, a line each."""
    rows = "".join(row(t) for t in reversed(list(tables))) or "<p>No open table: create one above.</p>"
    closed = newest(ended)
    if not closed:
        return rows
    more = len(closed) - ENDED_SHOWN
    older = (f"<p class='gk-older'>… and {more} older: <a href='/teacher/ended'>every ended table</a>"
             "</p>") if more > 0 else ""
    return (f"{rows}<h2>Ended tables</h2><ul class='gk-ended'>"
            f"{''.join(map(ended_row, closed[:ENDED_SHOWN]))}</ul>{older}")


# -- whole pages ------------------------------------------------------------------------
def join_page(error: str = "", code: str = "", name: str = "") -> str:
    """The pupils' front page: the join code (filled in from a QR code's link) and a name."""
    return document("Join a table", (
        "<main class='gk-narrow'><h1>Join a table</h1>"
        + (f"<p class='gk-error'>{esc(error)}</p>" if error else "")
        + "<form method='post' action='/join'>"
        f"<label>Join code <input name='code' value='{esc(code)}' autocomplete='off' "
        "autocapitalize='characters' required></label>"
        f"<label>Your name <input name='name' value='{esc(name)}' maxlength='24' required></label>"
        "<button type='submit'>Join</button></form></main>"))


def seat_picker(table: Table, name: str, error: str = "") -> str:
    free = table.free_seats()
    seats = "".join(f"<button name='seat' value='{n}'>Seat {n + 1}</button>" for n in free) \
        or "<p>Every seat is taken. Ask your teacher.</p>"
    return document("Pick a seat", (
        f"<main class='gk-narrow'><h1>{esc(table.game.title)} · table {esc(table.code)}</h1>"
        + (f"<p class='gk-error'>{esc(error)}</p>" if error else "")
        + f"<p>{seats_line(table)}</p><form method='post' action='/join/{esc(table.code)}'>"
        f"<input type='hidden' name='name' value='{esc(name)}'>"
        f"<p>Pick a free seat, {esc(name)}:</p><div class='gk-seat-buttons'>{seats}</div></form></main>"))


def live_page(title: str, socket: str, role: str, picture: str = "") -> str:
    """A page whose live part (and picture, when ``picture`` names it) the server pushes."""
    return document(title, (
        f"<div class='gk-notice' hidden></div><main class='gk-page gk-{role}'>"
        f"{PICTURE.format(picture) if picture else ''}<div class='gk-live'></div></main>"),
        socket=socket, role=role)


def seat_page(table: Table) -> str:
    return live_page(f"{table.game.title} · {table.code}", f"/socket/pupil/{table.code}", "pupil",
                     "The table as you see it")


def projector_page(table: Table) -> str:
    return live_page(f"Projector · {table.game.title} · {table.code}", f"/socket/projector/{table.id}",
                     "projector", "The table")


def ended_page(ended: Iterable[TableRecord]) -> str:
    """Every ended table, the newest first: their saves stay in the store."""
    closed = newest(ended)
    items = "".join(map(ended_row, closed)) or "<li>No table has ended yet.</li>"
    return document("Ended tables", (
        "<main class='gk-page gk-teacher'><header class='gk-bar'><a href='/teacher'>The classroom</a>"
        f" · ended tables</header><h1>Ended tables ({len(closed)})</h1>"
        f"<ul class='gk-ended'>{items}</ul></main>"))


def login_page(error: str = "") -> str:
    return document("Teacher", (
        "<main class='gk-narrow'><h1>Teacher</h1>"
        + (f"<p class='gk-error'>{esc(error)}</p>" if error else "")
        + "<form method='post' action='/teacher'><label>PIN <input name='pin' type='password' "
        "inputmode='numeric' autocomplete='off' required></label><button type='submit'>Open</button>"
        "</form></main>"))


def teacher_page(join_url: str) -> str:
    options = "".join(f"<option value='{esc(g)}'>{esc(game_class(g).title)}</option>" for g in games())
    seats = {g: list(game_class(g).OPTIONS["players"].allowed or ()) for g in games()}
    kinds = "".join(f"<option>{esc(k)}</option>" for k in KINDS)
    form = (f"<form class='gk-create' data-seats='{esc(json.dumps(seats))}'>"
            f"<label>Game <select name='game'>{options}</select></label>"
            "<label>Players <select name='players'></select></label>"
            "<label>Seed <input name='seed' type='number' value='1'></label>"
            "<label>Bots <select name='bots'></select></label>"
            f"<label>Bot kind <select name='bot_kind'>{kinds}</select></label>"
            "<label title='Pupils may ask the coach for hints (the dashboard turns it off and on)'>"
            "<input name='coach' type='checkbox' checked> Coach</label>"
            "<button type='submit'>Create table</button></form>")
    return document("Teacher · the classroom", (
        "<div class='gk-notice' hidden></div><main class='gk-page gk-teacher'>"
        f"<header class='gk-bar'><b>The classroom</b> · pupils join at <b class='gk-url'>{esc(join_url)}</b>"
        "</header><h1>New table</h1>"
        f"{form}<h1>Tables</h1><div class='gk-live'></div></main>"), socket="/socket/teacher", role="teacher")
