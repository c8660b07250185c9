"""What the browser tests share: Chromium, the servers on loopback, and the page text.

The tests drive Debian's Chromium (``apt-get install chromium``) with Playwright for
Python; Playwright's own browser download is not used. Voila is started through
``make app`` and JupyterLab directly, each on a free loopback port, and stopped after.
"""
from __future__ import annotations

import html
import os
import re
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib.util import find_spec
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM = os.environ.get("GAMEKIT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-quic", "--no-first-run", "--disable-component-update", "--disable-sync"]
LOOPBACK = "http://127.0.0.1:"
WIDGETS_TIMEOUT = 90_000  # ms: a page starts a kernel and runs its notebook first


def why_skip() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    if not Path(CHROMIUM).is_file():
        return f"no Chromium at {CHROMIUM} (as root: apt-get install chromium)"
    for module, extra in (("playwright", "e2e"), ("voila", "app"), ("jupyterlab", "lab")):
        if find_spec(module) is None:
            return f"{module} is not installed (pip install -e '.[{extra}]')"
    return None


needs_browser = pytest.mark.skipif(why_skip() is not None, reason=f"browser tests skipped: {why_skip()}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def server(command: Sequence[str], ready_url: str, env: dict | None = None,
           timeout: float = 120) -> Iterator[subprocess.Popen]:
    """Run ``command`` in its own process group until ``ready_url`` answers; stop the
    whole group afterwards (the server and the kernels it started). Its output goes to a
    file: a pipe nobody reads fills up and then stops a server that logs every request."""
    log = tempfile.TemporaryFile()
    process = subprocess.Popen(list(command), cwd=ROOT, env=dict(os.environ, **(env or {})),
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(ready_url, timeout=5):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    log.seek(0)
                    pytest.fail(f"{' '.join(command)} did not start: {log.read().decode()[-3000:]}")
                time.sleep(0.3)
        yield process
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
        log.close()


def squeeze(text: str) -> str:
    """Text with every space removed, so that HTML and what a browser shows of it compare."""
    return re.sub(r"\s+", "", text)


def html_text(fragment: str) -> str:
    """The text a browser shows for an HTML fragment, squeezed."""
    return squeeze(html.unescape(re.sub(r"<[^>]*>", "", fragment)))


def snap(page, selector: str, path: Path, margin: int = 12) -> None:
    """A PNG of what ``selector`` covers, first to last matching element, with a margin."""
    boxes = [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]
    boxes = [b for b in boxes if b]
    top = max(0, min(b["y"] for b in boxes) - margin)
    left = max(0, min(b["x"] for b in boxes) - margin)
    bottom = max(b["y"] + b["height"] for b in boxes) + margin
    right = max(b["x"] + b["width"] for b in boxes) + margin
    size = page.viewport_size
    if bottom > size["height"]:  # a taller page: a taller window for the picture
        page.set_viewport_size({"width": size["width"], "height": int(bottom) + 1})
    page.screenshot(path=path, clip={"x": left, "y": top, "width": right - left,
                                     "height": bottom - top})
    page.set_viewport_size(size)


PRESS_TIMED = """([press, place, shown]) => new Promise((resolve, reject) => {
    const where = document.querySelector(place);
    const started = performance.now();
    const said = new Set();
    const watch = new MutationObserver(() => {
        said.add(where.textContent);
        if (where.querySelector(shown)) {
            watch.disconnect();
            resolve({ms: performance.now() - started, said: [...said]});
        }
    });
    watch.observe(where, {childList: true, characterData: true, subtree: true});
    document.querySelector(press).click();
    setTimeout(() => reject(new Error(`nothing matched ${shown}`)), 20000);
})"""


def press_timed(page, press: str, place: str, shown: str) -> dict:
    """Click ``press`` and time it in the page, to the moment ``place`` holds ``shown``
    (selectors): ``{"ms", "said"}``, ``said`` every text ``place`` held meanwhile. Timed
    from the test, a figure would carry the driver's own waits."""
    return page.evaluate(PRESS_TIMED, [press, place, shown])


def heap_snapshot(page) -> str:
    """The page's JavaScript heap as the snapshot's text (taken after a garbage
    collection, as the browser's developer tools take it): every string the page's
    memory holds is in it."""
    session = page.context.new_cdp_session(page)
    chunks: list[str] = []
    session.on("HeapProfiler.addHeapSnapshotChunk", lambda event: chunks.append(event["chunk"]))
    session.send("HeapProfiler.enable")
    session.send("HeapProfiler.collectGarbage")
    session.send("HeapProfiler.takeHeapSnapshot", {"reportProgress": False})
    session.detach()
    return "".join(chunks)
