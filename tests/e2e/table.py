"""A classroom page in the browser, as the tests drive it: open it, click its choices,
its board and its controls, wait for the table to move on, open teacher mode.

The page's table carries its revision in ``data-revision``: a click has been answered
when the revision changed (the table was redrawn) or the buttons are enabled again
(nothing changed). What a page must show is computed by a twin: the same Classroom,
built here with the page's seed and player count and clicked the same way."""
from __future__ import annotations

import html
import json
import re
import time

import gamekit
from gamekit.widgets import Classroom
from gamekit.widgets.faces import game_faces

from .browser import WIDGETS_TIMEOUT, heap_snapshot, squeeze
from .conftest import TIMINGS

ROOT = ".gk-root"
CHOICES = f"{ROOT} .gk-actions button.gk-choice"

TIMED_CLICK = """async ([selector, text]) => {
    const root = document.querySelector('.gk-root');
    const before = root.dataset.revision;
    const target = [...root.querySelectorAll(selector)].find(b => text === null || b.textContent === text);
    if (!target) throw new Error(`nothing to click: ${selector} ${text}`);
    const started = performance.now();
    target.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    const locked = [...root.querySelectorAll('.gk-actions button, .gk-controls button')]
        .every(b => b.disabled);
    while (root.dataset.revision === before) {
        if (performance.now() - started > 20000) throw new Error('the table did not move on');
        await new Promise(r => requestAnimationFrame(r));
    }
    await new Promise(r => requestAnimationFrame(r));   // the frame that shows it
    return {ms: performance.now() - started, locked};
}"""
"""Click in the page and time it there: from the click to the frame that shows the
redrawn table. ``locked``: every button was disabled right after the click."""


class TablePage:
    """One game's page (``notebooks/<game>/app.ipynb``) in a browser tab."""

    def __init__(self, page, voila, game: str) -> None:
        self.page, self.voila, self.game = page, voila, game

    def open(self) -> TablePage:
        started = time.perf_counter()
        self.page.goto(self.voila.page_url(f"{self.game}/app.ipynb"), timeout=WIDGETS_TIMEOUT)
        try:
            self.page.wait_for_selector(f"{ROOT} .gk-title", timeout=WIDGETS_TIMEOUT)
        except Exception as error:   # say what the page shows instead
            shown = self.page.inner_text("body")[-800:]
            raise AssertionError(f"{self.game}'s page shows no table: {shown!r}") from error
        TIMINGS.setdefault("page load to a table you can click (Voila runs the notebook)", []).append(
            time.perf_counter() - started)
        return self

    # -- reading ------------------------------------------------------------------------
    @property
    def revision(self) -> int:
        return int(self.page.get_attribute(ROOT, "data-revision"))

    def text(self, part: str = "") -> str:
        return squeeze(self.page.inner_text(f"{ROOT} {part}".strip()))

    @property
    def covered(self) -> bool:
        return self.page.is_visible(f"{ROOT} .gk-cover")

    @property
    def title(self) -> str:
        return self.page.inner_text(f"{ROOT} .gk-title").strip()

    def choices(self) -> list[str]:
        return self.page.eval_on_selector_all(CHOICES, "bs => bs.map(b => b.textContent)")

    def board(self) -> str:
        return self.page.inner_html(f"{ROOT} .gk-board")

    # -- clicking -----------------------------------------------------------------------
    def wait_moved_on(self, before: int) -> None:
        self.page.wait_for_function(
            "before => document.querySelector('.gk-root').dataset.revision !== String(before)", arg=before)

    def timed(self, selector: str, text: str | None = None) -> dict:
        return self.page.evaluate(TIMED_CLICK, [selector, text])

    def show_list(self) -> None:
        """Open the list of choices when the board stands in for it."""
        summary = self.page.locator(f"{ROOT} .gk-actions details.gk-list:not([open]) summary")
        if summary.count():
            summary.click()

    def choose(self, text: str) -> None:
        """Click the choice that reads ``text`` and wait for the table."""
        self.show_list()
        before = self.revision
        self.page.locator(CHOICES).filter(has_text=re.compile(f"^{re.escape(text)}$")).first.click()
        self.wait_moved_on(before)

    def press(self, control: str, confirm: bool = False) -> None:
        before = self.revision
        self.page.click(f"{ROOT} .gk-controls .gk-{control}")
        if confirm:
            self.page.click(f"{ROOT} .gk-confirm .gk-yes")
        self.wait_moved_on(before)

    def reveal(self) -> None:
        before = self.revision
        self.page.click(f"{ROOT} .gk-reveal")
        self.wait_moved_on(before)
        self.page.wait_for_selector(f"{ROOT} .gk-cover", state="hidden")

    def click_spot(self, spot: str) -> None:
        self.page.locator(f'{ROOT} .gk-board [data-spot="{spot}"]').click()

    # -- the teacher ---------------------------------------------------------------------
    def open_teacher(self, pin: str | None = None) -> None:
        if not self.page.is_visible(f"{ROOT} .gk-pin"):   # the button opens (and closes) the PIN's field
            self.page.click(f"{ROOT} .gk-teacher-button")
        self.page.fill(f"{ROOT} .gk-pin", pin or self.voila.pin)
        before = self.revision
        self.page.click(f"{ROOT} .gk-open")
        if pin is None:
            self.wait_moved_on(before)
            self.page.wait_for_selector(f"{ROOT} .gk-seed")

    def leave_teacher(self) -> None:
        before = self.revision
        self.page.click(f"{ROOT} .gk-teacher-button")
        self.wait_moved_on(before)

    def new_game(self, seed: int) -> int:
        """In teacher mode: a new game from ``seed`` (confirmed); the player count shown."""
        self.page.fill(f"{ROOT} .gk-seed", str(seed))
        before = self.revision
        self.page.click(f"{ROOT} .gk-new")
        self.page.click(f"{ROOT} .gk-confirm .gk-yes")
        self.wait_moved_on(before)
        return int(self.page.input_value(f"{ROOT} .gk-players"))

    def twin(self, seed: int = 11) -> Classroom:
        """A new game from ``seed`` set by the teacher, who then leaves; and its twin here."""
        self.open_teacher()
        players = self.new_game(seed)
        self.leave_teacher()
        return Classroom(gamekit.load(self.game, players=players), seed=seed, faces=game_faces(self.game))


def fragments(markup: str) -> list[str]:
    """The pieces of an HTML text a page keeps: the lines (as sent and as shown)."""
    lines = [line for line in re.split(r"<br>|</?li>|</?tr>", markup) if len(line) > 12]
    shown = [html.unescape(re.sub(r"<[^>]*>", "", line)).strip() for line in lines]
    return lines + [line for line in shown if len(line) > 12]


def secrets(twin: Classroom, seat: int) -> set[str]:
    """What only ``seat`` may see now: the lines of its view in words that no other
    seat's view has, and its private log lines."""
    state = twin.state
    heading = f"What Player {seat + 1} sees"
    views = {p: fragments(twin.faces.describe(state.view(p), heading)) for p in range(twin.game.num_players)}
    others = {piece for p, pieces in views.items() if p != seat for piece in pieces}
    public = set(state.public_log)
    lines = {line for line in state.log_for(seat) if line not in public}
    return {piece for piece in views[seat] if piece not in others} | lines | {html.escape(line) for line in lines}


def heap_strings(page) -> list[str]:
    """Every string in the page's JavaScript heap."""
    return json.loads(heap_snapshot(page))["strings"]
