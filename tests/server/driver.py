"""Driving the classroom server from the tests: start it (``make classroom``), sign the
teacher in, create tables, seat pupils, and read what a page holds (its DOM text, its
websocket frames, a heap snapshot)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.browser import CHROMIUM, CHROMIUM_ARGS, LOOPBACK, ROOT, free_port

PIN = "424242"
LIVE = ".gk-live"
CHOICES = ".gk-live .gk-choices button[data-choice]"
TIMEOUT = 30_000  # ms


class Server:
    """``make classroom`` on a free loopback port with its own store; ``kill`` ends it at
    once (as a crash would), ``start`` starts it again on the same port and store."""

    def __init__(self, store: Path, port: int | None = None) -> None:
        self.store, self.port = store, port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 90) -> Server:
        self.log = self.store.with_suffix(".log")
        with open(self.log, "ab") as log:  # a file: a pipe nobody reads would fill and stop the server
            self.process = subprocess.Popen(
                ["make", "-s", "classroom", f"PORT={self.port}", f"PIN={PIN}", f"STORE={self.store}"],
                cwd=ROOT, stdout=log, stderr=log, start_new_session=True)
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(self.url + "/", timeout=5):
                    return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"the classroom server did not start: {self.log.read_text()[-2000:]}") \
                        from None
                time.sleep(0.2)

    def pid(self) -> int:
        """The server's own process (make's child)."""
        import psutil
        assert self.process is not None
        children = psutil.Process(self.process.pid).children(recursive=True)
        return next(c.pid for c in children if "gamekit.server" in " ".join(c.cmdline()))

    def kill(self) -> None:
        """End the server and its worker at once, as a crash would."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.kill()


@contextmanager
def classroom(store: Path):
    server = Server(store).start()
    try:
        yield server
    finally:
        server.stop()


def new_context(browser, blocked: list[str], **size):
    """A browser context of its own (one person's device); requests that would leave
    the machine are refused and remembered."""
    context = browser.new_context(viewport=size or {"width": 1280, "height": 900})

    def refuse(route):
        blocked.append(route.request.url)
        route.abort()

    context.route(lambda url: not url.startswith(LOOPBACK), refuse)
    return context


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def teacher(context, server: Server):
    """The teacher's dashboard, signed in with the PIN."""
    page = watch(context.new_page())
    page.goto(server.url + "/teacher")
    page.fill("input[name=pin]", PIN)
    page.click("button[type=submit]")
    page.wait_for_selector("form.gk-create")
    page.wait_for_function("() => document.querySelector('.gk-live').children.length > 0")  # the tables
    return page


def create_table(page, game: str, players: int, seed: int, bots: int = 0) -> tuple[str, str]:
    """Create a table on the dashboard; its (id, join code)."""
    before = [page.locator(".gk-table").nth(n).get_attribute("data-table")
              for n in range(page.locator(".gk-table").count())]
    page.select_option("select[name=game]", game)
    page.select_option("select[name=players]", str(players))
    page.fill("input[name=seed]", str(seed))
    page.select_option("select[name=bots]", str(bots))
    page.click("form.gk-create button[type=submit]")
    page.wait_for_function("(before) => [...document.querySelectorAll('.gk-table')]"
                           ".some(t => !before.includes(t.dataset.table))", arg=before)
    newest = page.locator(".gk-table").first  # the newest table comes first
    assert newest.get_attribute("data-table") not in before
    return newest.get_attribute("data-table"), newest.get_attribute("data-code")


def watch(page):
    """Keep what ``page`` receives over its websockets (``page.frames_seen``) and the
    errors it reports (``page.errors``: console errors and uncaught exceptions)."""
    page.frames_seen = []
    page.errors = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: page.frames_seen.append(
        data if isinstance(data, str) else data.decode())))
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: page.errors.append(f"uncaught: {error}"))
    return page


def join(context, server: Server, code: str, name: str, seat: int):
    """A pupil joins with the code and his name and takes ``seat`` (0-based)."""
    page = watch(context.new_page())
    page.goto(server.url + "/")
    page.fill("input[name=code]", code)
    page.fill("input[name=name]", name)
    page.click("button[type=submit]")
    page.click(f"button[name=seat][value='{seat}']")
    wait_live(page)
    return page


def wait_live(page) -> None:
    page.wait_for_selector(".gk-live .gk-turn", timeout=TIMEOUT)
    page.wait_for_function("() => document.body.dataset.connected === 'yes'", timeout=TIMEOUT)


def version(page) -> int:
    return int(page.evaluate("() => document.body.dataset.version || -1"))


def wait_version(page, above: int, timeout: float = TIMEOUT) -> None:
    page.wait_for_function(f"() => Number(document.body.dataset.version) > {above}", timeout=timeout)


def choose(page, index: int) -> None:
    """Click the ``index``-th choice once the page has settled (a click sooner after new
    choices appear is taken for one aimed at the old ones, and ignored)."""
    page.wait_for_function("() => window.gamekit.settled()", timeout=TIMEOUT)
    page.locator(CHOICES).nth(index).click()


def projector(context, server: Server, table_id: str):
    page = watch(context.new_page())
    page.goto(f"{server.url}/projector/{table_id}")
    wait_live(page)
    return page


def save(context, server: Server, table_id: str) -> str:
    """The table's save, as the teacher downloads it."""
    response = context.request.get(f"{server.url}/teacher/save/{table_id}")
    assert response.ok, response.status
    return response.text()


def status(context, server: Server) -> dict:
    return json.loads(context.request.get(f"{server.url}/teacher/status").text())
