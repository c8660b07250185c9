"""The server over HTTP and websockets: joining, seat cookies, versions, the teacher's
PIN, secrecy of the frames, and a restart on the same store."""
from __future__ import annotations

import asyncio
import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor

from tornado.testing import AsyncHTTPTestCase, gen_test

import gamekit
from gamekit.bots.coach import hints
from gamekit.core.bots import observe
from gamekit.server import pages, public
from gamekit.server.app import Classroom, application
from gamekit.server.store import SQLiteStore
from gamekit.tavern_trouble import ui
from gamekit.widgets.faces import hints_html

from .client import Device, choices, join, message, sign_in
from .secrecy import leaks, secrets_of_others

PIN = "2468"


class ServerTest(AsyncHTTPTestCase):
    def get_app(self):
        self.path = getattr(self, "path", None) or self.tmp()
        self.executor = ThreadPoolExecutor(1)
        self.classroom = Classroom(SQLiteStore(self.path), PIN, self.executor)
        return application(self.classroom)

    def tmp(self):
        import tempfile
        from pathlib import Path
        self.folder = tempfile.TemporaryDirectory()
        return Path(self.folder.name) / "classroom.sqlite3"

    def tearDown(self):
        super().tearDown()
        self.executor.shutdown()
        if hasattr(self, "folder"):
            self.folder.cleanup()

    @property
    def base(self) -> str:
        return self.get_url("")

    def table(self, game="tavern_trouble", players=3, seed=2, bots=0):
        return self.classroom.hall.create(game, players, seed, bots)


async def received(sockets, count: int, wait: float = 1.0) -> list[dict]:
    """The next ``count`` messages from any of ``sockets`` (and none more within ``wait``)."""
    pending = {asyncio.ensure_future(message(ws)): ws for ws in sockets}
    got: list[dict] = []
    while pending:
        done, _ = await asyncio.wait(pending, timeout=wait, return_when=asyncio.FIRST_COMPLETED)
        if not done:
            break
        for future in done:
            ws = pending.pop(future)
            got.append(future.result())
            pending[asyncio.ensure_future(message(ws))] = ws
    for future in pending:
        future.cancel()
    assert len(got) == count, got
    return got


class TestJoining(ServerTest):
    @gen_test
    async def test_a_pupil_joins_with_the_code_and_keeps_his_seat_on_reload(self):
        table = self.table()
        pupil = Device(self.base)
        picker = await pupil.request("/join", {"code": table.code.lower(), "name": "Ann"})
        assert b"Seat 1" in picker.body and b"Seat 3" in picker.body
        sat = await pupil.request(f"/join/{table.code}", {"name": "Ann", "seat": "1"})
        assert sat.code == 302 and sat.headers["Location"] == f"/table/{table.code}"
        cookie = pupil.set_cookie_headers[-1]
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
        page = await pupil.request(f"/table/{table.code}")
        assert page.code == 200 and b"/socket/pupil/" in page.body
        again = await pupil.request("/join", {"code": table.code, "name": "Ann"})
        assert again.code == 302  # he holds a seat there: straight back to it
        assert table.seat_name(1) == "Ann (Player 2)"

    @gen_test
    async def test_a_wrong_code_and_a_page_without_a_seat_send_back_to_joining(self):
        table = self.table()
        wrong = await Device(self.base).request("/join", {"code": "QQQQQQ", "name": "Ann"})
        assert b"No open table has this code" in wrong.body
        stranger = Device(self.base)
        stranger.cookies[f"gamekit_seat_{table.id}"] = "made-up-token"
        page = await stranger.request(f"/table/{table.code}")
        assert b"Join the table first" in page.body
        socket = await stranger.socket(f"/socket/pupil/{table.code}")
        assert await socket.read_message() is None and socket.close_code == 4001

    @gen_test
    async def test_a_taken_seat_is_refused(self):
        table = self.table()
        await join(self.base, table.code, "Ann", 0)
        second = await Device(self.base).request(f"/join/{table.code}", {"name": "Bob", "seat": "0"})
        assert b"Seat 1 is taken" in second.body


class TestPlaying(ServerTest):
    @gen_test
    async def test_two_clicks_at_once_apply_one_action_and_the_other_is_told_why(self):
        table = self.table(players=2, bots=0)
        pupils = [await join(self.base, table.code, name, seat) for seat, name in enumerate(["Ann", "Bob"])]
        player = table.state.current_player
        socket = await pupils[player].socket(f"/socket/pupil/{table.code}")
        twin = await pupils[player].socket(f"/socket/pupil/{table.code}")  # a second tab
        first = await message(socket)
        await message(twin)
        [choice, *_] = choices(first["html"])
        history = len(table.state.history)
        for ws in (socket, twin):
            ws.write_message(json.dumps({"choice": choice, "version": first["version"]}))
        replies = await received([socket, twin], 3)  # the move twice, one refusal
        refused = [r["refused"] for r in replies if "refused" in r]
        assert len(refused) == 1 and "changed before your click arrived" in refused[0]
        assert [str(a) for a in table.state.history[history:]].count(choice) == 1
        assert str(table.state.history[history]) == choice
        assert sum(r.get("version") == table.version for r in replies) == 2

    @gen_test
    async def test_a_token_acts_only_for_its_own_seat(self):
        table = self.table(players=2)
        pupils = [await join(self.base, table.code, name, seat) for seat, name in enumerate(["Ann", "Bob"])]
        player = table.state.current_player
        waiting = await pupils[1 - player].socket(f"/socket/pupil/{table.code}")
        seen = await message(waiting)
        assert choices(seen["html"]) == []
        before = table.save()
        waiting.write_message(json.dumps({"choice": str(table.state.legal_actions()[0]),
                                          "version": seen["version"]}))
        reply = await message(waiting)
        assert "turn, not yours" in reply["refused"] and table.save() == before

    @gen_test
    async def test_the_others_moves_reach_every_page_and_no_page_gets_anothers_hand(self):
        table = self.table("tavern_trouble", players=3, seed=4)
        pupils = [await join(self.base, table.code, n, s) for s, n in enumerate(["Ann", "Bob", "Cem"])]
        sockets = [await p.socket(f"/socket/pupil/{table.code}") for p in pupils]
        frames = [[json.dumps(await message(ws))] for ws in sockets]
        for _ in range(12):
            if table.state.is_terminal():
                break
            player = table.state.current_player
            last = json.loads(frames[player][-1])
            sockets[player].write_message(json.dumps({"choice": choices(last["html"])[-1],
                                                      "version": last["version"]}))
            for seat, ws in enumerate(sockets):
                update = await message(ws)
                assert update["version"] == table.version
                frames[seat].append(json.dumps(update))
            for seat in range(3):
                assert leaks(frames[seat][-1], secrets_of_others(table.state, seat)) == []

    @gen_test
    async def test_a_page_closing_as_the_table_changes_leaves_the_others_updated(self):
        table = self.table(players=2)
        pupils = [await join(self.base, table.code, n, s) for s, n in enumerate(["Ann", "Bob"])]
        sockets = [await p.socket(f"/socket/pupil/{table.code}") for p in pupils]
        for ws in sockets:
            await message(ws)
        closing = next(s for s in self.classroom.sockets if s.seat == 0)
        assert closing.ws_connection is not None
        closing.ws_connection.close()  # as when the page's close arrives: on_close comes later
        table.act(table.state.current_player, table.version, str(table.state.legal_actions()[0]))
        closing.push()  # what the table's refresh asks of every page, in any order
        assert (await message(sockets[1]))["version"] == table.version

    @gen_test
    async def test_a_pages_picture_is_named_once_drawn_and_served_as_svg(self):
        table = self.table(players=2)
        pupil = await join(self.base, table.code, "Ann", 0)
        socket = await pupil.socket(f"/socket/pupil/{table.code}")
        while "picture" not in (sent := json.loads(await socket.read_message())):
            pass
        picture = await pupil.request(f"/picture/{sent['picture']}.svg")
        assert picture.code == 200 and picture.headers["Content-Type"] == "image/svg+xml"
        assert b"<svg" in picture.body
        assert (await pupil.request("/picture/" + "0" * 32 + ".svg")).code == 404
        page = await pupil.request(f"/table/{table.code}")
        assert "script-src 'self'" in page.headers["Content-Security-Policy"]

    @gen_test
    async def test_the_projector_shows_the_public_board_with_no_hand_face_up(self):
        table = self.table(players=3)
        await public.work_out(table.game, self.executor)
        teacher = await sign_in(self.base, PIN)
        projector = await teacher.socket("/socket/projector/" + table.id)
        while "picture" not in (sent := json.loads(await projector.read_message())):
            pass
        svg = (await teacher.request(f"/picture/{sent['picture']}.svg")).body.decode()
        assert svg.endswith(ui.board(table.state.view(0), public=True))
        assert "a pair lets you" not in svg and "clash count" not in svg   # every hand face down
        own = self.classroom.pictures.name(table.game, table.state.view(0))
        assert "a pair lets you" in self.classroom.pictures.get(own).decode()

    @gen_test
    async def test_malformed_messages_are_refused_and_change_nothing(self):
        table = self.table(players=2)
        pupil = await join(self.base, table.code, "Ann", table.state.current_player)
        socket = await pupil.socket(f"/socket/pupil/{table.code}")
        await message(socket)
        before = table.save()
        for bad in ("not json", "[1, 2]", json.dumps({"choice": "x"}), json.dumps({"version": "a", "choice": 1}),
                    '{"version": Infinity, "choice": "x"}', "[" * 100_000 + "]" * 100_000):
            socket.write_message(bad)
            assert "refused" in await message(socket)
        assert table.save() == before


class TestCoach(ServerTest):
    @gen_test
    async def test_a_pupil_asks_the_coach_on_his_turn_and_gets_the_notebooks_hint(self):
        table = self.table("tavern_trouble", players=3, seed=4)
        pupils = [await join(self.base, table.code, n, s) for s, n in enumerate(["Ann", "Bob", "Cem"])]
        player = table.state.current_player
        socket = await pupils[player].socket(f"/socket/pupil/{table.code}")
        other = await pupils[(player + 1) % 3].socket(f"/socket/pupil/{table.code}")
        shown, elsewhere = await message(socket), await message(other)
        assert "data-hint=" in shown["html"] and "data-hint=" not in elsewhere["html"]
        other.write_message(json.dumps({"hint": True, "version": elsewhere["version"]}))
        assert "turn, not yours" in (await message(other))["refused"]
        socket.write_message(json.dumps({"hint": True, "version": shown["version"]}))
        answer = await message(socket)
        expected = hints(observe(table.state, player), random.Random(len(table.state.history)))
        assert hints_html(expected, "you", pages.play_hinted) in answer["html"]
        assert "data-hint=" not in answer["html"]
        assert answer["version"] == shown["version"]  # the table did not move
        assert leaks(json.dumps(answer), secrets_of_others(table.state, player)) == []
        played = choices(answer["html"], "gk-play")  # each hinted action has a button that plays it
        assert played == [str(h.action) for h in expected] and set(played) <= set(choices(answer["html"]))
        step = len(table.state.history)
        socket.write_message(json.dumps({"choice": played[0], "version": answer["version"]}))
        assert "gk-coach" not in (await message(socket))["html"]  # a hint is about one position
        assert table.state.history[step] == expected[0].action

    @gen_test
    async def test_the_teacher_turns_a_tables_coach_off_and_on(self):
        teacher = await sign_in(self.base, PIN)
        dashboard = await teacher.socket("/socket/teacher")
        await message(dashboard)
        dashboard.write_message(json.dumps({"do": "create", "game": "tikal", "players": 2, "seed": 3,
                                            "coach": False}))
        assert "coach off" in (await message(dashboard))["html"]
        [table] = self.classroom.hall.tables.values()
        pupil = await join(self.base, table.code, "Ann", table.state.current_player)
        socket = await pupil.socket(f"/socket/pupil/{table.code}")
        shown = await message(socket)
        assert "data-hint=" not in shown["html"]
        socket.write_message(json.dumps({"hint": True, "version": shown["version"]}))
        assert "turned the coach off" in (await message(socket))["refused"]
        await message(dashboard)  # the pupil sat down
        dashboard.write_message(json.dumps({"do": "coach_on", "table": table.id, "version": table.version}))
        assert "coach on" in (await message(dashboard))["html"]
        assert "data-hint=" in (await message(socket))["html"]


class TestTeacher(ServerTest):
    @gen_test
    async def test_the_teachers_pages_need_the_pin(self):
        table = self.table()
        stranger = Device(self.base)
        for path in ("/teacher/save/" + table.id, "/projector/" + table.id, "/teacher/status", "/teacher/ended"):
            assert (await stranger.request(path)).headers.get("Location") == "/teacher"
        wrong = await stranger.request("/teacher", {"pin": "0000"})
        assert b"not the PIN" in wrong.body
        socket = await stranger.socket("/socket/teacher")
        assert await socket.read_message() is None and socket.close_code == 4003
        teacher = await sign_in(self.base, PIN)
        assert "HttpOnly" in teacher.set_cookie_headers[-1]
        saved = await teacher.request("/teacher/save/" + table.id)
        assert gamekit.from_json(saved.body.decode()).history == table.state.history

    @gen_test
    async def test_wrong_pins_sent_side_by_side_are_tried_one_at_a_time(self):
        stranger = Device(self.base)
        answers = await asyncio.gather(*(stranger.request("/teacher", {"pin": f"{n:04d}"}) for n in range(8)))
        tried = [a for a in answers if b"not the PIN" in a.body]
        assert len(tried) == 1 and all(b"Wait a second" in a.body for a in answers if a not in tried)
        assert not stranger.cookies
        await sign_in(self.base, PIN)  # once the wrong one has waited, the PIN opens

    @gen_test
    async def test_the_teacher_creates_pauses_undoes_and_ends_tables(self):
        teacher = await sign_in(self.base, PIN)
        socket = await teacher.socket("/socket/teacher")
        await message(socket)
        socket.write_message(json.dumps({"do": "create", "game": "tikal", "players": "2", "seed": "3",
                                         "bots": "1", "bot_kind": "heuristic"}))
        dashboard = await message(socket)
        [table] = self.classroom.hall.tables.values()
        assert table.code in dashboard["html"] and table.record.seats[1].bot == "heuristic"
        for verb, status in (("pause", "paused"), ("resume", "playing")):
            socket.write_message(json.dumps({"do": verb, "table": table.id, "version": table.version}))
            await message(socket)
            assert table.status == status
        socket.write_message(json.dumps({"do": "undo", "table": table.id, "version": table.version}))
        assert "nothing to undo" in (await message(socket))["refused"]
        socket.write_message(json.dumps({"do": "create", "game": "tikal", "players": "9", "seed": "1"}))
        assert "players" in (await message(socket))["refused"]
        for seed in (float("inf"), 2**70, "", "three"):
            socket.write_message(json.dumps({"do": "create", "game": "tikal", "players": 2, "seed": seed}))
            assert "seed is a whole number" in (await message(socket))["refused"]
        assert len(self.classroom.hall.tables) == 1
        socket.write_message(json.dumps({"do": "end", "table": table.id, "version": table.version}))
        dashboard = await message(socket)
        assert table.status == "ended" and self.classroom.hall.tables == {}
        assert "<h2>Ended tables</h2>" in dashboard["html"] and table.code in dashboard["html"]
        socket.write_message(json.dumps({"do": "undo", "table": table.id, "version": table.version}))
        assert "closed" in (await message(socket))["refused"]

    @gen_test
    async def test_an_ended_table_is_put_away_and_still_opens_after_a_restart(self):
        table = self.table("tavern_trouble", players=2, seed=4, bots=2)
        table.set_status("ended")
        restarted = Classroom(SQLiteStore(self.path), PIN, self.executor)
        self._app.settings["classroom"] = restarted
        assert restarted.hall.tables == {} and list(restarted.hall.ended) == [table.id]
        teacher = await sign_in(self.base, PIN)
        status = json.loads((await teacher.request("/teacher/status")).body)
        assert (status["tables"], status["ended"]) == (0, 1)
        saved = await teacher.request("/teacher/save/" + table.id)
        assert gamekit.from_json(saved.body.decode()).history == table.state.history
        assert (await teacher.request("/projector/" + table.id)).code == 200
        projector = await teacher.socket("/socket/projector/" + table.id)
        assert table.result() in (await message(projector))["html"]
        ended = await teacher.request("/teacher/ended")
        assert table.code.encode() in ended.body and table.result().encode() in ended.body
        pupil = Device(self.base)
        refused = await pupil.request("/join", {"code": table.code, "name": "Ann"})
        assert b"No open table has this code" in refused.body

    @gen_test
    async def test_the_teachers_double_click_on_undo_takes_back_one_move(self):
        table = self.table(players=2, seed=3)
        for _ in range(2):
            table.act(table.state.current_player, table.version, str(table.state.legal_actions()[0]))
        one_back = [str(step) for step in table.state.history[:-table._undo_depth()]]
        teacher = await sign_in(self.base, PIN)
        socket = await teacher.socket("/socket/teacher")
        shown = await message(socket)
        seen = table.version
        for _ in range(2):
            socket.write_message(json.dumps({"do": "undo", "table": table.id, "version": seen}))
        answers = [await message(socket), await message(socket)]
        assert [str(step) for step in table.state.history] == one_back
        assert any("changed before your click" in a.get("refused", "") for a in answers)
        assert f"data-do='undo' data-table='{table.id}' data-version='{seen}'" in shown["html"]

    @gen_test
    async def test_a_move_at_one_table_makes_only_its_own_row_of_the_dashboard_again(self):
        quiet, busy = self.table(seed=1), self.table(players=2, seed=3)
        teacher = await sign_in(self.base, PIN)
        socket = await teacher.socket("/socket/teacher")
        await message(socket)
        made: list[str] = []
        table_row = pages.table_row
        pages.table_row = lambda table: made.append(table.code) or table_row(table)  # type: ignore[assignment]
        try:
            busy.act(busy.state.current_player, busy.version, str(busy.state.legal_actions()[0]))
            dashboard = await message(socket)
        finally:
            pages.table_row = table_row  # type: ignore[assignment]
        assert made == [busy.code]
        assert f"step {len(busy.state.history)}," in dashboard["html"] and quiet.code in dashboard["html"]

    @gen_test
    async def test_a_new_kind_of_table_is_worked_out_away_from_the_servers_loop(self):
        game = gamekit.load("tafelrunde", players=3)
        public.FIELDS.pop(public.options_key(game), None)
        teacher = await sign_in(self.base, PIN)
        socket = await teacher.socket("/socket/teacher")
        await message(socket)
        threads: list[threading.Thread] = []
        probe = public.probe
        public.probe = lambda *key: threads.append(threading.current_thread()) or probe(*key)  # type: ignore[assignment]
        try:
            socket.write_message(json.dumps({"do": "create", "game": "tafelrunde", "players": 3, "seed": 1}))
            dashboard = await message(socket)
        finally:
            public.probe = probe  # type: ignore[assignment]
        [table] = self.classroom.hall.tables.values()
        assert table.code in dashboard["html"]
        assert threads and threading.main_thread() not in threads


class TestRestart(ServerTest):
    @gen_test
    async def test_after_a_restart_a_pupils_page_reconnects_to_the_same_table(self):
        table = self.table("camelot", players=3, seed=6, bots=1)
        pupils = [await join(self.base, table.code, n, s) for s, n in enumerate(["Ann", "Bob"])]
        for _ in range(6):
            seat = table.state.current_player
            table.act(seat, table.version, str(table.state.legal_actions()[0]))
        socket = await pupils[0].socket(f"/socket/pupil/{table.code}")
        before = await message(socket)
        socket.close()
        # a new server on the same store: every table is replayed from its history
        restarted = Classroom(SQLiteStore(self.path), PIN, self.executor)
        self._app.settings["classroom"] = restarted
        again = await pupils[0].socket(f"/socket/pupil/{table.code}")
        after = await message(again)
        assert (after["html"], after["version"]) == (before["html"], before["version"])
        assert restarted.hall.tables[table.id].save() == table.save()
        await asyncio.sleep(0)
