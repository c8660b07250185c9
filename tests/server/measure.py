"""Measure the classroom server the way it is used, to choose it and to watch it:

    python -m tests.server.measure                 # gamekit.server (make classroom)
    python -m tests.server.measure --solara        # and the same table served by Solara

For each server: its memory (the server and its worker processes, RSS) with no page,
with one pupil's page and with ``--pupils`` pages; click-to-update on the other pupils'
pages (the time from a click on one page to the new position shown on each other page
at the table, read from each page's own clock), its CPU per move; what a reload does
(is the pupil still at his seat?) and what a restart does (does each page come back to
the table as it stood?). Solara needs ``pip install solara==1.58.2 solara-assets==1.58.2``
(the same version: the assets are its browser code, for a room with no internet).
Everything runs on loopback and stops by itself.
"""
from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psutil

from tests.e2e.browser import ROOT, free_port

from .driver import CHOICES, Server, choose, create_table, join, launch, new_context, teacher, version, wait_version

MB = 1024 * 1024
WATCH = """(read) => {
    // the time each new position is shown, by this page's clock
    window.__shown = window.__shown || {};
    const note = () => { const v = read(); if (v !== null && !(v in window.__shown)) window.__shown[v] = Date.now(); };
    new MutationObserver(note).observe(document.body, {subtree: true, childList: true, attributes: true,
                                                        characterData: true});
    note();
}"""
OURS_VERSION = "() => document.body.dataset.version ?? null"
SOLARA_VERSION = "() => { const v = document.querySelector('.gk-version'); return v ? v.textContent : null; }"


def memory(pid: int) -> float:
    """MB resident in the server process and its children (its worker)."""
    process = psutil.Process(pid)
    return sum(p.memory_info().rss for p in [process, *process.children(recursive=True)]) / MB


def workers(pid: int) -> float:
    """MB resident in the server's children alone."""
    return sum(p.memory_info().rss for p in psutil.Process(pid).children(recursive=True)) / MB


def cpu(pid: int) -> float:
    process = psutil.Process(pid)
    return sum(sum(p.cpu_times()[:2]) for p in [process, *process.children(recursive=True)])


def settle(pid: int, seconds: float = 2.0) -> float:
    time.sleep(seconds)
    return memory(pid)


def observe(page, read: str) -> None:
    page.evaluate(f"() => ({WATCH})({read})")


def shown_at(page, value) -> int | None:
    return page.evaluate(f"() => (window.__shown || {{}})['{value}'] ?? null")


def figures(label: str, rss: dict, delays: list[float], cpu_per_move: float, reload: str, restart: str) -> str:
    ordered = sorted(delays)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    per_pupil = (rss["all"] - rss["one"]) / max(1, rss["pupils"] - 1)
    return (f"{label}\n"
            f"  memory: {rss['none']:.0f} MB with no page; first pupil +{rss['one'] - rss['none']:.1f} MB; "
            f"each further pupil +{per_pupil:.2f} MB ({rss['pupils']} pages: {rss['all']:.0f} MB"
            + (f", of which {rss['workers']:.0f} MB its worker" if rss.get("workers") else "")
            + ")\n"
            f"  click to update on the other pupils' pages: median {statistics.median(delays) * 1000:.0f} ms, "
            f"95th percentile {p95 * 1000:.0f} ms over {len(delays)} updates\n"
            f"  server CPU per move: {cpu_per_move * 1000:.0f} ms (all pages of {rss['pupils']} pupils updated)\n"
            f"  reload: {reload}\n  restart: {restart}")


def measure_ours(browser, pupils: int, moves: int, rng: random.Random) -> str:
    with tempfile.TemporaryDirectory() as folder:
        server = Server(Path(folder) / "classroom.sqlite3").start()
        try:
            pid = server.pid()
            desk = new_context(browser, [])
            dashboard = teacher(desk, server)
            rss = {"none": settle(pid), "pupils": pupils}
            codes = [create_table(dashboard, "tavern_trouble", 4, seed=n)[1] for n in range((pupils + 3) // 4)]
            pages = []
            for n in range(pupils):
                pages.append(join(new_context(browser, []), server, codes[n // 4], f"Pupil {n + 1}", n % 4))
                if n == 0:
                    rss["one"] = settle(pid)
            rss["all"] = settle(pid)
            rss["workers"] = workers(pid)
            table = pages[:4]
            for page in table:
                observe(page, OURS_VERSION)
            delays: list[float] = []
            spent = cpu(pid)
            for _ in range(moves):
                seat = next((n for n, p in enumerate(table) if p.locator(CHOICES).count()), None)
                if seat is None:
                    break
                seen = version(table[seat])
                table[seat].wait_for_function("() => window.gamekit.settled()")
                clicked = table[seat].evaluate("() => Date.now()")
                choose(table[seat], rng.randrange(table[seat].locator(CHOICES).count()))
                for page in table:
                    wait_version(page, seen)
                delays += [(shown_at(p, version(p)) - clicked) / 1000 for n, p in enumerate(table) if n != seat]
            cpu_per_move = (cpu(pid) - spent) / max(1, len(delays) // 3)
            me = table[0].inner_text(".gk-me")
            table[0].reload()
            table[0].wait_for_selector(".gk-live .gk-me")
            reload = "the pupil is back at his seat" if table[0].inner_text(".gk-me") == me else "seat lost"
            seen = [version(p) for p in table]
            server.kill()
            started = time.perf_counter()
            server.start()
            for page in table:
                page.wait_for_function("() => document.body.dataset.connected === 'yes'", timeout=30_000)
            back = time.perf_counter() - started
            restart = (f"every page reconnected to its table as it stood in {back:.1f} s (server start included)"
                       if [version(p) for p in table] == seen else "the pages lost their table")
            return figures("gamekit.server (Tornado, pages computed on the server)", rss, delays,
                           cpu_per_move, reload, restart)
        finally:
            server.stop()


def measure_solara(browser, pupils: int, moves: int, rng: random.Random) -> str:
    port = free_port()
    env = dict(os.environ, SOLARA_TELEMETRY_MIXPANEL_ENABLE="False", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "solara", "run", "tests/server/solara_table.py", "--production",
               "--host", "127.0.0.1", "--port", str(port), "--no-open"]

    def start() -> subprocess.Popen:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL, start_new_session=True)
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5)
                return process
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("solara did not start")

    process = start()
    try:
        pid = psutil.Process(process.pid).pid
        rss = {"none": settle(pid), "pupils": pupils}
        blocked: list[str] = []
        pages = []
        for n in range(pupils):
            page = new_context(browser, blocked).new_page()
            page.goto(f"http://127.0.0.1:{port}/?seat={n % 4}")
            page.wait_for_selector(".gk-version", timeout=60_000)
            pages.append(page)
            if n == 0:
                rss["one"] = settle(pid)
        rss["all"] = settle(pid)
        table = pages[:4]
        for page in table:
            observe(page, SOLARA_VERSION)
        delays: list[float] = []
        spent = cpu(pid)
        for _ in range(moves):
            time.sleep(0.3)  # as long as our pages wait after new choices appear
            seat = next((n for n, p in enumerate(table) if p.locator(".gk-act").count()), None)
            if seat is None:
                break
            seen = table[seat].inner_text(".gk-version")
            buttons = table[seat].locator(".gk-act")
            pick = rng.randrange(buttons.count())
            clicked = table[seat].evaluate("() => Date.now()")
            buttons.nth(pick).click()
            for page in table:
                page.wait_for_function(f"() => document.querySelector('.gk-version').textContent !== '{seen}'")
            delays += [(shown_at(p, p.inner_text(".gk-version")) - clicked) / 1000
                       for n, p in enumerate(table) if n != seat]
        cpu_per_move = (cpu(pid) - spent) / max(1, len(delays) // 3)
        seen = table[0].inner_text(".gk-version")
        table[0].reload()
        table[0].wait_for_selector(".gk-version", timeout=60_000)
        reload = ("the page shows the shared table again (a new session; who sat where is only the URL)"
                  if table[0].inner_text(".gk-version") == seen else "the page lost the table")
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        process = start()
        table[1].reload()  # a page of the old server's session cannot go on: load it again
        table[1].wait_for_selector(".gk-version", timeout=60_000)
        now = table[1].inner_text(".gk-version")
        restart = ("the page came back to the table as it stood" if now == seen else
                   f"the table was lost (it lived in the process: the page shows version {now}, it was at "
                   f"{seen}); a store and a reload are needed")
        note = f"; {len(blocked)} requests beyond this machine refused" if blocked else ""
        return figures(f"Solara {solara_version()} (--production, widgets per session, no pictures){note}",
                       rss, delays,
                       cpu_per_move, reload, restart)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=20)


def solara_version() -> str:
    from importlib.metadata import version as installed
    return installed("solara")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pupils", type=int, default=12)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--solara", action="store_true", help="measure Solara serving the same table too")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = launch(playwright)
        print(measure_ours(browser, args.pupils, args.moves, random.Random(1)), flush=True)
        if args.solara:
            print(measure_solara(browser, args.pupils, args.moves, random.Random(1)), flush=True)
        browser.close()


if __name__ == "__main__":
    main()
