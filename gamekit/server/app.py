"""The classroom server: one process serving every pupil, the projector and the teacher
(Tornado: pages over HTTP, live updates over one websocket per page).

Each page's live part is computed here from what its reader may see and pushed to it
whenever its table changes; a pupil's clicks come back on the same socket and are
applied, or refused with the reason. Cookies are HTTP-only and same-site; the seat
token is the pupil's cookie, the teacher's is signed with a secret kept in the store.
"""
from __future__ import annotations

import asyncio
import hmac
import json
import logging
import random
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from tornado import web, websocket

from ..bots.coach import hints
from ..core.bots import Observation
from ..core.protocol import Game, IllegalAction
from ..core.registry import load
from ..widgets.faces import hints_html
from . import pages
from .pictures import Pictures
from .public import work_out
from .store import Store
from .tables import ENDED, PAUSED, PLAYING, Hall, Refused, Table, clean_name

STATIC = Path(__file__).parent / "static"
TEACHER_COOKIE = "gamekit_teacher"
SEAT_COOKIE = "gamekit_seat_{}"
COOKIE_DAYS = 30
log = logging.getLogger(__name__)


def seed_of(typed: object) -> int:
    """The seed typed on the dashboard, or a ValueError a teacher can read."""
    try:
        return int(str(typed).strip())
    except ValueError:
        raise ValueError(f"the seed is a whole number (the same seed deals the same game), "
                         f"not {str(typed)!r}") from None


class Classroom:
    """The server's state: the tables, the pictures and the open pages."""

    def __init__(self, store: Store, pin: str, executor: Executor, join_url: str = "") -> None:
        self.store = store
        self.pin = pin
        self.executor = executor
        self.join_url = join_url
        self.hall = Hall(store)
        self.pictures = Pictures(store.secret("pictures"))
        self.sockets: set[LiveSocket] = set()
        self.guessing: set[str] = set()
        """The addresses whose wrong PIN is still waiting out its second."""
        self.rows: dict[str, str] = {}
        """Each table's row on the dashboard, made again only once the table changed."""
        self._dirty: set[str] = set()
        self._flushing = False
        self.hall.listeners.add(self.changed)

    def changed(self, table: Table) -> None:
        """A table changed: refresh its pages once, after the change is complete."""
        self.rows.pop(table.id, None)
        self._dirty.add(table.id)
        if not self._flushing:
            self._flushing = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        dirty, self._dirty, self._flushing = self._dirty, set(), False
        for socket in list(self.sockets):
            if socket.role == "teacher" or socket.table_id in dirty:
                socket.push()

    def row(self, table: Table) -> str:
        """The table's row on the dashboard (a move at one table does not make the
        others' rows again)."""
        if table.id not in self.rows:
            self.rows[table.id] = pages.table_row(table)
        return self.rows[table.id]


def seat_cookie(table: Table) -> str:
    return SEAT_COOKIE.format(table.id)


class Handler(web.RequestHandler):
    @property
    def classroom(self) -> Classroom:
        return self.application.settings["classroom"]

    def set_default_headers(self) -> None:
        self.set_header("Content-Security-Policy",
                        "default-src 'self'; img-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self'; "
                        "connect-src 'self'; frame-ancestors 'none'; form-action 'self'")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")

    def base_url(self) -> str:
        """The address pupils join at, as this request reached the server."""
        return f"{self.request.protocol}://{self.request.host}/"

    def get_current_user(self) -> str | None:
        value = self.get_signed_cookie(TEACHER_COOKIE, max_age_days=1)
        return "teacher" if value == b"teacher" else None

    def teacher_only(self) -> bool:
        if self.current_user:
            return True
        self.redirect("/teacher")
        return False

    def table_or_404(self, code: str) -> Table:
        table = self.classroom.hall.by_code(code)
        if table is None:
            raise web.HTTPError(404, reason="No table has this code")
        return table


class JoinPage(Handler):
    def get(self) -> None:
        self.write(pages.join_page(code=self.get_query_argument("code", "")[:12]))

    def post(self) -> None:
        code, name = self.get_body_argument("code", ""), self.get_body_argument("name", "")
        hall = self.classroom.hall
        table = hall.tables.get(hall.find(code) or "")
        if table is None:
            self.write(pages.join_page("No open table has this code: look at the board again.", code, name))
        elif table.seat_of(self.get_cookie(seat_cookie(table))) is not None:
            self.redirect(f"/table/{table.code}")
        elif not clean_name(name):
            self.write(pages.join_page("Write your name first.", code, name))
        else:
            self.write(pages.seat_picker(table, clean_name(name)))


class SeatChoice(Handler):
    def post(self, code: str) -> None:
        table = self.table_or_404(code)
        name = self.get_body_argument("name", "")
        try:
            token = table.sit(int(self.get_body_argument("seat", "-1")), name)
        except (Refused, ValueError) as exc:
            self.write(pages.seat_picker(table, name, str(exc)))
            return
        self.set_cookie(seat_cookie(table), token, httponly=True, samesite="Strict",
                        expires_days=COOKIE_DAYS)
        self.redirect(f"/table/{table.code}")


class SeatPage(Handler):
    def get(self, code: str) -> None:
        table = self.table_or_404(code)
        if table.seat_of(self.get_cookie(seat_cookie(table))) is None:
            self.write(pages.join_page("Join the table first: pick your seat.", table.code))
            return
        self.write(pages.seat_page(table))


class Picture(Handler):
    def get(self, name: str) -> None:
        svg = self.classroom.pictures.get(name)
        if svg is None:
            raise web.HTTPError(404)
        self.set_header("Content-Type", "image/svg+xml")
        self.set_header("Cache-Control", "private, max-age=31536000, immutable")
        self.write(svg)


class TeacherPage(Handler):
    def get(self) -> None:
        if self.current_user:
            self.write(pages.teacher_page(self.classroom.join_url or self.base_url()))
        else:
            self.write(pages.login_page())

    async def post(self) -> None:
        guessing, address = self.classroom.guessing, str(self.request.remote_ip)
        if address in guessing:  # tries sent side by side are not read: guessing stays slow
            self.write(pages.login_page("Wait a second after a wrong PIN, then try again."))
            return
        if not hmac.compare_digest(self.get_body_argument("pin", "").encode(), self.classroom.pin.encode()):
            guessing.add(address)
            try:
                await asyncio.sleep(1)  # a wrong PIN waits: guessing is slow
            finally:
                guessing.discard(address)
            self.write(pages.login_page("That is not the PIN."))
            return
        self.set_signed_cookie(TEACHER_COOKIE, "teacher", expires_days=1, httponly=True, samesite="Strict")
        self.redirect("/teacher")


class Projector(Handler):
    async def get(self, table_id: str) -> None:
        if self.teacher_only():
            table = self.classroom.hall.get(table_id)
            if table is None:
                raise web.HTTPError(404)
            # an ended table's game may not have been worked out since a restart
            await work_out(table.game, self.classroom.executor)
            self.write(pages.projector_page(table))


class EndedTables(Handler):
    def get(self) -> None:
        if self.teacher_only():
            self.write(pages.ended_page(self.classroom.hall.ended.values()))


class Save(Handler):
    def get(self, table_id: str) -> None:
        if self.teacher_only():
            table = self.classroom.hall.get(table_id)
            if table is None:
                raise web.HTTPError(404)
            self.set_header("Content-Type", "application/json")
            self.set_header("Content-Disposition",
                            f"attachment; filename={table.game.name}-{table.code}.json")
            self.write(table.save())


class Status(Handler):
    def get(self) -> None:
        if self.teacher_only():
            classroom = self.classroom
            self.write({"tables": len(classroom.hall.tables), "ended": len(classroom.hall.ended),
                        "pages": {role: sum(s.role == role for s in classroom.sockets)
                                  for role in ("pupil", "projector", "teacher")},
                        "pictures_drawn": classroom.pictures.drawn})


class LiveSocket(Handler, websocket.WebSocketHandler):
    """The live part of one page: pushed whenever it changes; a pupil's choices and
    the teacher's commands come back here."""

    role = ""
    table_id: str | None = None
    seat: int | None = None
    sent: Any = None
    picture_sent: Any = ""
    """The name of the picture the page was last sent."""
    hint: tuple[int, str] = (-1, "")
    """The table's version a pupil last asked the coach at, and its hint (HTML) once given."""

    def open(self, role: str, key: str = "") -> None:
        self.role = role
        classroom = self.classroom
        if role == "pupil":
            table = classroom.hall.by_code(key)
            self.seat = None if table is None else table.seat_of(self.get_cookie(seat_cookie(table)))
            if table is None or self.seat is None:
                self.close(4001, "This page holds no seat at that table.")
                return
            self.table_id = table.id
        elif not self.current_user or (role == "projector" and classroom.hall.get(key) is None):
            self.close(4003, "Teacher only.")
            return
        else:
            self.table_id = key or None
        classroom.sockets.add(self)
        self.push()

    def on_close(self) -> None:
        self.classroom.sockets.discard(self)

    @property
    def connected(self) -> bool:
        """Whether a message can still be sent (not while the socket closes: a page
        closing as a table changes must not stop the other pages' updates)."""
        return self.ws_connection is not None and not self.ws_connection.is_closing()

    @property
    def table(self) -> Table:
        table = self.classroom.hall.get(self.table_id or "")
        assert table is not None, "a page's table is never dropped from the store"
        return table

    def push(self) -> None:
        """Send the page's live part if it changed since it was last sent."""
        if self.role == "pupil":
            table, seat = self.table, self.seat
            assert seat is not None
            view = table.state.view(seat)
            version, hint = self.hint
            self.send({"html": pages.seat_part(table, seat, view, hint if version == table.version else ""),
                       "version": table.version})
            self.show(self.classroom.pictures.name(table.game, view))
        elif self.role == "teacher":
            classroom = self.classroom
            hall = classroom.hall
            self.send({"html": pages.dashboard_part(hall.tables.values(), hall.ended.values(), classroom.row)})
        else:
            self.push_projector()

    def show(self, picture: str | None) -> None:
        """Send the name of the picture the page is to show, if it changed."""
        if picture != self.picture_sent and self.connected:
            self.picture_sent = picture
            self.write_message(json.dumps({"picture": picture}))

    def push_projector(self) -> None:
        """The projector's words and picture: what every seat may see, the public board
        (``board(view, public=True)``, drawn from the first seat's view)."""
        table = self.table
        self.send({"html": pages.projector_part(table, self.classroom.join_url or self.base_url()),
                   "version": table.version})
        self.show(self.classroom.pictures.name(table.game, table.state.view(0), public=True))

    def send(self, message: dict) -> None:
        if message != self.sent and self.connected:
            self.sent = message
            self.write_message(json.dumps(message))

    def on_message(self, message: str | bytes) -> None:
        try:
            data = json.loads(message)
            if not isinstance(data, dict):
                raise ValueError("a message is an object")
            if self.role == "pupil" and "hint" in data:
                self.ask_coach(int(data["version"]))
            elif self.role == "pupil":
                assert self.seat is not None
                self.table.act(self.seat, int(data["version"]), str(data["choice"]))
            elif self.role == "teacher":
                self.command(data)
        except (Refused, ValueError, KeyError, TypeError, OverflowError, RecursionError, IllegalAction) as exc:
            self.write_message(json.dumps({"refused": str(exc)}))

    def ask_coach(self, version: int) -> None:
        """Work out the pupil's hint from his own observation, away from the loop (a
        search thinks for up to a second), unless he asked at this version already."""
        assert self.seat is not None
        observation = self.table.coach_for(self.seat, version)
        if self.hint[0] != version:
            self.hint = (version, "")
            rng = random.Random(len(self.table.state.history))  # as the notebook's Hint: the same hint
            asyncio.ensure_future(self.coach(observation, rng, version))

    async def coach(self, observation: Observation, rng: random.Random, version: int) -> None:
        """Show the hint, if the table is still where the pupil asked."""
        try:
            rows = await asyncio.get_running_loop().run_in_executor(self.classroom.executor, hints,
                                                                     observation, rng)
        except Exception:  # the page must hear back, whatever went wrong in the worker
            log.exception("the coach failed at table %s", self.table_id)
            self.hint = (-1, "")
            if self.connected:
                self.write_message(json.dumps({"refused": "The coach could not answer: ask again."}))
            return
        if self.hint == (version, "") and self.table.version == version:
            self.hint = (version, hints_html(rows, "you", pages.play_hinted))
            self.push()

    async def create(self, game: Game, data: dict) -> None:
        """A new table, once what its projector may show is worked out away from the loop."""
        try:
            await work_out(game, self.classroom.executor)
            self.classroom.hall.create(game.name, game.num_players, seed_of(data["seed"]),
                                       int(data.get("bots", 0)), str(data.get("bot_kind", "heuristic")),
                                       data.get("coach", True) is not False)
        except (Refused, ValueError, KeyError, TypeError, OverflowError) as exc:
            if self.connected:
                self.write_message(json.dumps({"refused": str(exc)}))

    def command(self, data: dict) -> None:
        """What the teacher's buttons ask for, each at the table's ``version`` it was
        shown (as a pupil's click)."""
        verb = data.get("do")
        if verb == "create":
            game = load(str(data["game"]), players=int(data["players"]))  # a bad game or option raises here
            asyncio.ensure_future(self.create(game, data))
            return
        table = self.classroom.hall.get(str(data.get("table")))
        if table is None:
            raise Refused("There is no such table.")
        if int(data["version"]) != table.version:  # a double click, or a click on an old dashboard
            raise Refused(f"Table {table.code} changed before your click arrived, so it was not applied: "
                          "look again.")
        if verb in ("pause", "resume", "end"):
            table.set_status({"pause": PAUSED, "resume": PLAYING, "end": ENDED}[verb])
        elif verb == "undo":
            table.undo()
        elif verb == "bots":
            table.seat_bots(str(data.get("bot_kind", "heuristic")))
        elif verb in ("coach_on", "coach_off"):
            table.set_coach(verb == "coach_on")
        else:
            raise Refused(f"no command {verb!r}")


def application(classroom: Classroom) -> web.Application:
    return web.Application([
        (r"/", JoinPage), (r"/join", JoinPage),
        (r"/join/([A-Za-z0-9]+)", SeatChoice),
        (r"/table/([A-Za-z0-9]+)", SeatPage),
        (r"/picture/([0-9a-f]+)\.svg", Picture),
        (r"/teacher", TeacherPage),
        (r"/teacher/save/([0-9a-f]+)", Save),
        (r"/teacher/status", Status),
        (r"/teacher/ended", EndedTables),
        (r"/projector/([0-9a-f]+)", Projector),
        (r"/socket/(pupil)/([A-Za-z0-9]+)", LiveSocket),
        (r"/socket/(projector)/([0-9a-f]+)", LiveSocket),
        (r"/socket/(teacher)", LiveSocket),
    ], classroom=classroom, static_path=str(STATIC), cookie_secret=classroom.store.secret("cookies"),
        websocket_ping_interval=30, websocket_ping_timeout=30, compress_response=True)
