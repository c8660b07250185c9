"""``make classroom`` killed mid-game (as a crash would) and started again on the same
store: the game goes on where it stood, and no move is lost."""
from __future__ import annotations

import json
import random
import re
import shutil

import pytest

import gamekit

from .client import choices, join, message, run, sign_in
from .driver import PIN, Server

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


async def create(base: str, game: str, players: int, seed: int) -> tuple[str, str]:
    teacher = await sign_in(base, PIN)
    socket = await teacher.socket("/socket/teacher")
    await message(socket)
    socket.write_message(json.dumps({"do": "create", "game": game, "players": players, "seed": seed}))
    dashboard = (await message(socket))["html"]
    socket.close()
    found = re.search(r"data-table='([0-9a-f]+)' data-code='([A-Z0-9]+)'", dashboard)
    assert found, dashboard
    return found[1], found[2]


async def play(base: str, code: str, pupils, moves: int, rng: random.Random) -> list[str]:
    """Let the pupils make up to ``moves`` moves, each on his own socket; the moves made."""
    sockets = [await p.socket(f"/socket/pupil/{code}") for p in pupils]
    latest = [await message(ws) for ws in sockets]
    made: list[str] = []
    while len(made) < moves and "Game over" not in latest[0]["html"]:
        seat = next(n for n, m in enumerate(latest) if choices(m["html"]))
        choice = rng.choice(choices(latest[seat]["html"]))
        sockets[seat].write_message(json.dumps({"choice": choice, "version": latest[seat]["version"]}))
        made.append(choice)
        for n, ws in enumerate(sockets):
            latest[n] = await message(ws)
            assert "refused" not in latest[n], latest[n]
    for ws in sockets:
        ws.close()
    return made


async def seat_all(base: str, code: str, names: list[str]):
    return [await join(base, code, name, seat) for seat, name in enumerate(names)]


async def save(base: str, table_id: str) -> str:
    teacher = await sign_in(base, PIN)
    return (await teacher.request(f"/teacher/save/{table_id}")).body.decode()


def test_a_server_killed_mid_game_resumes_it_and_loses_no_move(tmp_path):
    server = Server(tmp_path / "classroom.sqlite3").start()
    rng = random.Random(5)
    try:
        table_id, code = run(create(server.url, "tavern_trouble", 3, 9))
        pupils = run(seat_all(server.url, code, ["Ann", "Bob", "Cem"]))
        first = run(play(server.url, code, pupils, 15, rng))
        before = run(save(server.url, table_id))
        server.kill()
        server.start()
        assert run(save(server.url, table_id)) == before
        rest = run(play(server.url, code, pupils, 10_000, rng))
        saved = run(save(server.url, table_id))
    finally:
        server.stop()
    final = gamekit.from_json(saved)
    history = json.loads(saved)["history"]
    assert final.is_terminal() and history[:len(json.loads(before)["history"])] == json.loads(before)["history"]
    assert len(first) == 15 and rest
    ordered = iter(history)
    assert all(any(step == move for step in ordered) for move in first + rest)  # every move, in order
