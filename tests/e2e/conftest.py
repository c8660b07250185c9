"""Fixtures of the browser tests: one Chromium, one Voila (``make app``), one JupyterLab."""
from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

import pytest

from .browser import CHROMIUM, CHROMIUM_ARGS, LOOPBACK, NOTEBOOKS, free_port, server, why_skip

TOKEN = "gamekit-e2e"
PIN = "2580"
CULL_AFTER = 20
"""The tests' servers give an idle, disconnected kernel back after this many seconds."""
TIMINGS: dict[str, list[float]] = {}
"""Seconds measured in the browser, by what was measured; printed at the end of the run."""
FIGURES: dict[str, str] = {}
"""Other figures measured (memory, kernels), printed at the end of the run."""
COLLECTED = {"e2e": 0}


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    COLLECTED["e2e"] = sum(1 for item in items if here in Path(str(item.fspath)).parents)


def pytest_terminal_summary(terminalreporter):
    if not COLLECTED["e2e"]:
        return
    reason = why_skip()
    if reason:
        terminalreporter.write_sep("=", f"BROWSER TESTS SKIPPED ({COLLECTED['e2e']}): {reason}",
                                   yellow=True, bold=True)
        return
    for what, seconds in TIMINGS.items():
        terminalreporter.write_line(
            f"browser: {what}: median {statistics.median(seconds):.3f} s, "
            f"min {min(seconds):.3f} s, max {max(seconds):.3f} s over {len(seconds)}")
    for what, figure in FIGURES.items():
        terminalreporter.write_line(f"browser: {what}: {figure}")


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where screenshots go: GAMEKIT_SCREENSHOTS (``make e2e``: docs/screenshots), else a
    temporary folder, so that ``make test`` leaves the work tree as it was."""
    folder = os.environ.get("GAMEKIT_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="package")
def chromium():
    """Debian's Chromium, headless, with a fresh profile. Requests that would leave the
    machine are refused and remembered (Voila's page links Font Awesome from a CDN).
    Closed when these tests end: the sync API holds an event loop while it is open, which
    the server tests' Tornado cases may not meet."""
    from playwright.sync_api import sync_playwright
    blocked: list[str] = []

    def refuse(route):
        blocked.append(route.request.url)
        route.abort()

    with tempfile.TemporaryDirectory(prefix="gamekit-chromium-") as profile, \
            sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 1100})
        context.route(lambda url: not url.startswith(LOOPBACK), refuse)
        context.blocked = blocked
        yield context
        context.close()


class Console:
    """The errors a page reports: console errors and uncaught exceptions."""

    def __init__(self, page, blocked: list[str]) -> None:
        self.messages: list[str] = []
        self.blocked = blocked
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.messages.append(f"uncaught: {error}"))

    def _console(self, message) -> None:
        if message.type != "error":
            return
        source = message.location.get("url", "")
        if message.text.startswith("Failed to load resource") and source in self.blocked:
            return  # a request this test refused: it would have left the machine
        self.messages.append(f"{message.text} ({source})")

    @property
    def errors(self) -> list[str]:
        return list(self.messages)


@pytest.fixture
def page(chromium):
    page = chromium.new_page()
    page.console = Console(page, chromium.blocked)
    yield page
    page.close()


class Classroom:
    """The classroom's server as ``make app`` starts it: its address, token and PIN,
    and the process (the server and its kernels are its descendants)."""

    def __init__(self, url: str, process) -> None:
        self.url, self.process = url, process
        self.token, self.pin = TOKEN, PIN

    def page_url(self, page: str) -> str:
        return f"{self.url}/voila/render/{page}?token={self.token}"

    def _alive(self) -> list:
        """The server and its kernels now (a process that just ended is left out)."""
        import psutil
        server = psutil.Process(self.process.pid)
        return [p for p in [server, *server.children(recursive=True)]
                if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]

    def _each(self, read) -> list:
        import psutil
        values = []
        for process in self._alive():
            try:
                values.append(read(process))
            except psutil.Error:   # it ended while being read
                pass
        return values

    def kernels(self) -> int:
        """The kernels running now."""
        return sum(self._each(lambda p: "ipykernel_launcher" in " ".join(p.cmdline())))

    def memory(self) -> float:
        """The resident memory of the server and its kernels, in MB."""
        return sum(self._each(lambda p: p.memory_info().rss)) / 2 ** 20


@pytest.fixture(scope="session")
def voila():
    """The classroom as a teacher starts it: ``make app`` (Voila on the notebooks), with
    the tests' token and PIN, and kernels culled sooner than in a lesson."""
    port = free_port()
    with server(["make", "-s", "app", "NO_BROWSER=1", f"APP_PORT={port}", f"PIN={PIN}", f"TOKEN={TOKEN}",
                 f"CULL_AFTER={CULL_AFTER}"], f"http://127.0.0.1:{port}/login") as process:
        yield Classroom(f"http://127.0.0.1:{port}", process)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """JupyterLab on a copy of the notebooks (running them there saves nothing here),
    with a fresh settings folder that asks the internet for no news and renders every
    cell of a notebook."""
    home = tmp_path_factory.mktemp("lab")
    shutil.copytree(NOTEBOOKS, home / "notebooks")
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    notebook = home / "settings" / "@jupyterlab" / "notebook-extension"
    notebook.mkdir(parents=True)
    (notebook / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}))  # every cell in the page, not only those in view
    port = free_port()
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
               f"--ServerApp.root_dir={home / 'notebooks'}", f"--IdentityProvider.token={TOKEN}",
               "--LabApp.expose_app_in_browser=True",
               f"--LabApp.user_settings_dir={home / 'settings'}",
               f"--LabApp.workspaces_dir={home / 'workspaces'}"]
    if os.geteuid() == 0:
        command.append("--allow-root")
    with server(command, f"http://127.0.0.1:{port}/api/status?token={TOKEN}"):
        yield f"http://127.0.0.1:{port}", TOKEN
