"""A soak test (``make e2e`` only: it takes minutes): 6 tables × 4 pupils in Chromium
play a few hundred moves; then every pupil leaves, comes back (his seat kept by his
cookie), plays on and leaves again. It reports memory per pupil, click-to-update on
the other pages and the server's CPU per move, and fails if the pupils' leaving does
not give the memory back (growth from the first departure to the second)."""
from __future__ import annotations

import random
import statistics
import time

import pytest

from tests.e2e.browser import needs_browser

from .conftest import REPORT, percentile
from .driver import (
    CHOICES,
    Server,
    choose,
    create_table,
    join,
    new_context,
    status,
    teacher,
    version,
    wait_live,
    wait_version,
)
from .measure import cpu, settle

pytestmark = [needs_browser, pytest.mark.soak]  # minutes long: make e2e runs it, make test not
GAMES = ["tavern_trouble", "tafelrunde", "tikal", "camelot", "tavern_trouble", "tikal"]
FIRST, SECOND = 300, 100
"""Moves before the pupils first leave, and after they come back."""
GROWTH_MB = 40
"""Memory the server may keep from one departure of the whole class to the next
(its pictures in memory are bounded; sessions must leave nothing behind)."""


def play(tables, moves: int, rng: random.Random, delays: list[float]) -> int:
    """Round-robin over the tables: the deciding pupil of each clicks, and every page
    at his table is waited for. The number of moves made."""
    made = 0
    while made < moves:
        progressed = False
        for pages in tables:
            seat = next((n for n, p in enumerate(pages) if p.locator(CHOICES).count()), None)
            if seat is None:
                continue
            page = pages[seat]
            seen = version(page)
            page.wait_for_function("() => window.gamekit.settled()")
            clicked = page.evaluate("() => Date.now()")
            choose(page, rng.randrange(page.locator(CHOICES).count()))
            for other in pages:
                wait_version(other, seen)
            delays += [(int(p.evaluate("() => document.body.dataset.updatedAt")) - clicked) / 1000
                       for n, p in enumerate(pages) if n != seat]
            made += 1
            progressed = True
        if not progressed:
            break
    return made


def leave(contexts, desk, server) -> None:
    for context in contexts:
        context.close()
    for _ in range(100):
        if status(desk, server)["pages"]["pupil"] == 0:
            return
        time.sleep(0.2)
    raise AssertionError(f"pages still open on the server: {status(desk, server)['pages']}")


def test_six_tables_of_four_pupils(browser, tmp_path):
    started = time.perf_counter()
    server = Server(tmp_path / "classroom.sqlite3").start()
    rng = random.Random(17)
    try:
        pid = server.pid()
        desk = new_context(browser, [])
        dashboard = teacher(desk, server)
        codes = [create_table(dashboard, game, 4, seed=n)[1] for n, game in enumerate(GAMES)]
        empty = settle(pid)
        contexts = [new_context(browser, []) for _ in range(24)]
        tables = [[join(contexts[4 * t + s], server, code, f"Pupil {4 * t + s + 1}", s) for s in range(4)]
                  for t, code in enumerate(codes)]
        seated = settle(pid)
        delays: list[float] = []
        spent = cpu(pid)
        made = play(tables, FIRST, rng, delays)
        cpu_per_move = (cpu(pid) - spent) / made
        playing = settle(pid)
        cookies = [c.storage_state() for c in contexts]
        leave(contexts, desk, server)
        left = settle(pid, 4)
        contexts = [browser.new_context(storage_state=c, viewport={"width": 1280, "height": 900}) for c in cookies]
        tables = [[contexts[4 * t + s].new_page() for s in range(4)] for t in range(len(codes))]
        for t, code in enumerate(codes):
            for page in tables[t]:
                page.goto(f"{server.url}/table/{code}")
                wait_live(page)
        made += play(tables, SECOND, rng, delays)
        back = settle(pid)
        drawn = status(desk, server)["pictures_drawn"]
        leave(contexts, desk, server)
        left_again = settle(pid, 4)
    finally:
        server.stop()
    REPORT.extend([
        f"{len(GAMES)} tables x 4 pupils, {made} moves, {time.perf_counter() - started:.0f} s",
        f"server memory: {empty:.0f} MB with no pupil, {seated:.0f} MB with 24 pupils' pages "
        f"({(seated - empty) / 24:.2f} MB per pupil), {playing:.0f} MB after {FIRST} moves, "
        f"{left:.0f} MB when they had left, {back:.0f} MB when they came back, {left_again:.0f} MB when they "
        f"had left again (growth {left_again - left:+.1f} MB, limit {GROWTH_MB})",
        f"click to update on the other pupils' pages: median {statistics.median(delays) * 1000:.0f} ms, "
        f"95th percentile {percentile(delays, 0.95) * 1000:.0f} ms over {len(delays)}",
        f"server CPU per move: {cpu_per_move * 1000:.0f} ms; {drawn} pictures drawn ({drawn / made:.1f} a move)"])
    assert made >= FIRST
    assert left_again - left < GROWTH_MB, REPORT[-3]
