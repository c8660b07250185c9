"""The classroom's server (``make app``) through a lesson: it serves its pages only, to
this machine and with its token; a closed tab gives its kernel back at once and a page
that never connects within a little while; widget-state requests cannot stall it; and
over 30 page loads and 1000 clicks its memory and kernel count stay flat."""
from __future__ import annotations

import json
import re
import threading
import time
import urllib.error
import urllib.request
import uuid

import pytest

from gamekit.widgets.classroom import apps

from .browser import NOTEBOOKS, needs_browser
from .conftest import CULL_AFTER, FIGURES, TIMINGS
from .table import CHOICES, TablePage

pytestmark = needs_browser
GAMES = apps(NOTEBOOKS)
LOADS, CLICKS = 30, 1000
"""A lesson: page loads and clicks."""
GROWTH = 40.0
"""MB the server with its kernels may grow over a lesson (a kernel left behind is ~100 MB;
three lessons measured 6, 8 and 1 MB)."""


def status(url: str, host: str | None = None) -> int:
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request, timeout=60) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def wait_for(condition, seconds: float, page=None) -> bool:
    """Whether ``condition()`` comes true within ``seconds``; with a ``page``, the
    browser's events are read meanwhile (while a test reads none of them, the page's
    own requests were seen not to go out: 4 goodbyes of 15 on a busy machine)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        if page is None:
            time.sleep(0.2)
        else:
            page.wait_for_timeout(200)
    return condition()


def idle(voila, seconds: float = CULL_AFTER * 3) -> None:
    """No kernel left: each given back by its page, else culled (once idle CULL_AFTER
    seconds, checked every CULL_AFTER / 2)."""
    assert wait_for(lambda: voila.kernels() == 0, seconds), f"{voila.kernels()} kernels still running"


def test_only_the_classroom_pages_are_served_to_this_machine_with_the_token(voila):
    for page in ["classroom.ipynb"] + [f"{g}/app.ipynb" for g in GAMES]:
        assert status(voila.page_url(page)) == 200, page
    for other in ["98_tournaments.ipynb", "00_start_here.ipynb", "tikal/01_learn_to_play.ipynb"]:
        assert status(voila.page_url(other)) == 404, other
    assert status(f"{voila.url}/voila/render/classroom.ipynb") in (302, 403)   # no token: the login page
    port = voila.url.rsplit(":", 1)[1]
    assert status(voila.page_url("classroom.ipynb"), host=f"classroom.example.org:{port}") == 403
    idle(voila)   # those pages never connected: their kernels are culled


def test_a_page_that_says_goodbye_gives_its_kernel_back_at_once(chromium, voila):
    """Leaving the page (closing the tab, reloading, going elsewhere), Voila's page asks
    the server to shut its kernel down (a beacon sent from its ``beforeunload``), which
    plain Voila refused for a missing ``_xsrf`` cookie. The page's own handler runs here
    while the page still stands: a browser closing a tab sends the beacon on a best-effort
    basis (this one dropped 1 of 15 on a busy machine; the culler then has the kernel)."""
    idle(voila)
    page = chromium.new_page()
    TablePage(page, voila, "tavern_trouble").open()
    assert voila.kernels() == 1
    page.evaluate("() => window.dispatchEvent(new Event('beforeunload'))")
    started = time.perf_counter()
    # the page's request, not the culler (which waits CULL_AFTER idle seconds), shuts it
    # down; a busy machine may take some seconds to do it
    assert wait_for(lambda: voila.kernels() == 0, CULL_AFTER * 3 / 4, page)
    TIMINGS.setdefault("goodbye to its kernel shut down", []).append(time.perf_counter() - started)
    page.close()


def test_a_closed_tab_gives_its_kernel_back(chromium, voila):
    """At once by its goodbye when the browser delivers it, else by the culler once the
    kernel has been idle CULL_AFTER seconds with no page connected."""
    idle(voila)
    page = chromium.new_page()
    TablePage(page, voila, "tavern_trouble").open()
    assert voila.kernels() == 1
    other = chromium.new_page()                 # the browser's events are read through it
    page.close(run_before_unload=True)
    started = time.perf_counter()
    assert wait_for(lambda: voila.kernels() == 0, CULL_AFTER * 3, other)
    TIMINGS.setdefault("tab closed to its kernel shut down", []).append(time.perf_counter() - started)
    other.close()


def test_a_page_that_never_connects_loses_its_kernel(voila):
    idle(voila)
    assert status(voila.page_url("tikal/app.ipynb")) == 200     # the notebook ran; no browser connects
    assert voila.kernels() == 1
    started = time.perf_counter()
    assert wait_for(lambda: voila.kernels() == 0, CULL_AFTER * 3)
    FIGURES["a page that never connected: its kernel culled after"] = \
        f"{time.perf_counter() - started:.0f} s (culled when idle {CULL_AFTER} s)"


def frame(session: str, msg_type: str, content: dict) -> str:
    return json.dumps({"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": session,
                                  "username": "", "version": "5.3", "date": ""},
                       "parent_header": {}, "metadata": {}, "content": content, "channel": "shell",
                       "buffers": []})


def test_widget_state_requests_cannot_stall_the_server(voila):
    """One client speaking the plain websocket protocol asks for every widget's state,
    again and again: the server still answers within a second, and no binary buffer
    travels."""
    import websocket

    html = urllib.request.urlopen(voila.page_url("tikal/app.ipynb"), timeout=60).read().decode()
    kernel = re.search(r'kernelId": "([^"]+)"', html)[1]
    channel = websocket.create_connection(
        f"{voila.url.replace('http', 'ws')}/api/kernels/{kernel}/channels?token={voila.token}",
        header=[f"Origin: {voila.url}"], timeout=30)
    session = uuid.uuid4().hex
    channel.send(frame(session, "comm_info_request", {"target_name": "jupyter.widget"}))
    comms = None
    while comms is None:
        message = json.loads(channel.recv())
        if message["msg_type"] == "comm_info_reply":
            comms = list(message["content"]["comms"])
    control = uuid.uuid4().hex
    channel.send(frame(session, "comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                              "data": {}}))
    answers: list[float] = []
    stop = threading.Event()

    def ask_the_server():
        while not stop.is_set():
            started = time.perf_counter()
            status(f"{voila.url}/login")
            answers.append(time.perf_counter() - started)
            time.sleep(0.05)

    asking = threading.Thread(target=ask_the_server)
    asking.start()
    binary = replies = 0
    try:
        for _ in range(60):
            for comm in comms:
                channel.send(frame(session, "comm_msg", {"comm_id": comm, "data": {"method": "request_state"}}))
            channel.send(frame(session, "comm_msg", {"comm_id": control, "data": {"method": "request_states"}}))
            for _ in range(len(comms)):
                reply = channel.recv()
                if isinstance(reply, bytes):
                    binary += 1
                elif json.loads(reply)["msg_type"] == "comm_msg":
                    replies += 1
    finally:
        stop.set()
        asking.join()
        channel.close()
    assert replies and binary == 0
    assert answers and max(answers) < 1.0
    TIMINGS.setdefault("the server's answer while widget states are requested", []).extend(answers)


@pytest.mark.soak
def test_a_lesson_of_30_page_loads_and_1000_clicks_keeps_memory_and_kernels_flat(chromium, voila):
    def lesson_page(game: str, clicks: int) -> int:
        page = chromium.new_page()
        table = TablePage(page, voila, game).open()
        done = 0
        while done < clicks:
            if table.covered:
                table.reveal()
            else:
                table.show_list()
                enabled = page.locator(f"{CHOICES}:not([disabled])")
                if not enabled.count():
                    break   # the game is over
                before = table.revision
                enabled.first.click()
                table.wait_moved_on(before)
            done += 1
        page.close(run_before_unload=True)
        return done

    for game in GAMES:   # warm up: every page once
        lesson_page(game, 3)
    idle(voila)
    before = voila.memory()
    clicks = 0
    for load in range(LOADS):
        clicks += lesson_page(GAMES[load % len(GAMES)], -(-(CLICKS - clicks) // (LOADS - load)))
    idle(voila)
    after = voila.memory()
    FIGURES["a lesson's server memory (server and kernels)"] = \
        f"{before:.0f} MB before, {after:.0f} MB after {LOADS} page loads and {clicks} clicks"
    FIGURES["a lesson's kernels"] = f"0 before, {voila.kernels()} after"
    assert clicks >= CLICKS * 0.9
    assert voila.kernels() == 0 and after - before < GROWTH, (before, after)
