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
TIMINGS: dict[str, list[float]] = {}
"""Seconds measured in the browser, by what was measured; printed at the end of the run."""
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


@pytest.fixture(scope="session")
def voila():
    """The classroom as a teacher starts it: ``make app`` (Voila on the notebooks)."""
    port = free_port()
    with server(["make", "-s", "app", "NO_BROWSER=1", f"APP_PORT={port}"],
                f"http://127.0.0.1:{port}/"):
        yield f"http://127.0.0.1:{port}"


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
