"""Fixtures of the classroom's browser tests: one Chromium, a server on loopback, and
the figures measured in the browser, printed at the end of the run."""
from __future__ import annotations

import os
import statistics
from pathlib import Path

import pytest

from tests.e2e.browser import why_skip

from .driver import Server, launch

FIGURES: dict[str, list[float]] = {}
"""Seconds (or MB) measured, by what was measured; printed at the end of the run."""
REPORT: list[str] = []
"""Lines of the soak test's report."""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def pytest_terminal_summary(terminalreporter):
    if why_skip() is not None:
        return
    for what, values in FIGURES.items():
        terminalreporter.write_line(
            f"classroom: {what}: median {statistics.median(values) * 1000:.0f} ms, 95th percentile "
            f"{percentile(values, 0.95) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms over {len(values)}")
    for line in REPORT:
        terminalreporter.write_line(f"classroom soak: {line}")


@pytest.fixture(scope="module")
def browser():
    """Chromium for one module's tests: the sync API holds an event loop while it is open,
    which Tornado's own test cases may not meet."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        chromium = launch(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def blocked() -> list[str]:
    """Requests the pages made that would have left the machine (refused): none expected."""
    return []


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """``make classroom`` on a free loopback port, with a store of its own."""
    running = Server(tmp_path_factory.mktemp("classroom") / "classroom.sqlite3").start()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """docs/screenshots from ``make e2e`` (GAMEKIT_SCREENSHOTS), else a temporary folder."""
    folder = os.environ.get("GAMEKIT_SCREENSHOTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path
