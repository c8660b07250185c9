"""Secrecy a pupil cannot break, in the browser: the cover hides every hand (and shows
the public board), a heap snapshot of a covered page holds no other seat's cards and
no seed, teacher mode needs its PIN, and one click is one action."""
from __future__ import annotations

import pytest

from gamekit.widgets.classroom import apps

from .browser import NOTEBOOKS, WIDGETS_TIMEOUT, html_text, needs_browser, squeeze
from .table import CHOICES, ROOT, TablePage, heap_strings, secrets

pytestmark = needs_browser
COVERED_GAMES = [g for g in apps(NOTEBOOKS) if g != "tikal"]
SEED = 738214659
"""A seed no page shows by chance: the heap snapshot looks for it."""


def visible_secret(table: TablePage, twin, seats) -> list[str]:
    text = table.text()
    return [s for seat in seats for s in secrets(twin, seat) if squeeze(s) in text and "<" not in s]


def hand_over(table: TablePage, twin, steps: int = 30) -> None:
    """Play the first choices until the device changes hands."""
    for _ in range(steps):
        text = twin.choice_texts[0]
        table.choose(text)
        twin.choose_text(text)
        if twin.covered:
            table.page.wait_for_selector(f"{ROOT} .gk-cover", state="visible")
            return
    raise AssertionError("the device did not change hands")


@pytest.mark.parametrize("game", COVERED_GAMES)
def test_the_cover_hides_every_hand_and_still_shows_the_public_board(game, page, voila):
    table = TablePage(page, voila, game).open()
    twin = table.twin(SEED)
    seats = range(twin.game.num_players)
    assert table.covered and twin.covered
    assert squeeze(f"Pass the device to Player {twin.viewer + 1}") in table.text()
    assert table.board().count("<svg") == 1 and table.choices() == []
    assert visible_secret(table, twin, seats) == []
    table.reveal()
    twin.reveal()
    me = twin.viewer
    assert squeeze(f"What Player {me + 1} sees") in table.text()
    assert visible_secret(table, twin, [p for p in seats if p != me]) == []
    hand_over(table, twin)
    assert visible_secret(table, twin, seats) == []


WHY = """() => [...document.querySelectorAll('.gk-root div.gk-hint li')]
    .map(li => li.childNodes[1].textContent.slice(2, -1))"""
"""The why of each hint on the page, from the text ": why " beside the action (read with
no regular expression: the page would keep the last string one searched, and the test
would find its own reading in the heap)."""


def asked_the_coach(table: TablePage) -> set[str]:
    """Press Hint and read why the coach advises each action: the seat's own reckoning
    (his count, his cards), which the next seat must not find in the page."""
    table.page.click(f"{ROOT} .gk-controls .gk-hint")
    table.page.wait_for_selector(f"{ROOT} div.gk-hint li", timeout=WIDGETS_TIMEOUT)
    whys = {why for why in table.page.evaluate(WHY) if len(why) > 12}
    assert whys
    return whys


@pytest.mark.parametrize("game", COVERED_GAMES)
def test_a_heap_snapshot_of_a_covered_page_holds_no_other_hand_nor_the_seed(game, page, voila):
    opened, closed = [], []

    def count(ws):
        ws.on("framereceived", lambda frame: (opened if '"comm_open"' in str(frame) else
                                               closed if '"comm_close"' in str(frame) else []).append(1))
    page.on("websocket", count)
    table = TablePage(page, voila, game).open()
    twin = table.twin(SEED)
    models, closes = len(opened), len(closed)
    shown: set[str] = set()
    for _ in range(3):    # three seats see their hands, ask the coach, and pass the device on
        table.reveal()
        twin.reveal()
        shown |= secrets(twin, twin.viewer) | asked_the_coach(table)
        hand_over(table, twin)
    strings = heap_strings(page)
    found = [s for s in shown if any(s in string for string in strings)]
    assert found == [], f"the covered page still holds {found[:3]}"
    assert not any(str(SEED) in string for string in strings)
    assert (len(opened), len(closed)) == (models, closes)   # one table, updated in place: no model per move


def test_a_veto_window_hands_over_alike_and_asks_in_one_sentence(page, voila):
    table = TablePage(page, voila, "tafelrunde").open()
    twin = table.twin(SEED)
    for _ in range(200):
        if twin.state.view(twin.viewer)["window"] is not None:
            break
        if twin.covered:
            table.reveal()
            twin.reveal()
        text = twin.choice_texts[0]
        table.choose(text)
        twin.choose_text(text)
    assert twin.covered and table.covered, "no veto window within 200 steps"
    cover = table.text(".gk-cover")
    assert cover == squeeze(twin.table.cover["title"] + twin.table.cover["text"] + twin.table.cover["button"])
    assert "may veto" in twin.table.cover["text"] and visible_secret(table, twin, range(twin.game.num_players)) == []
    table.reveal()
    twin.reveal()
    assert table.text(".gk-panel") == html_text(twin.table.panel) and "pass" in twin.table.panel
    assert table.choices() == twin.choice_texts


def test_tikal_hides_nothing_so_the_device_passes_without_a_cover(page, voila):
    table = TablePage(page, voila, "tikal").open()
    twin = table.twin(SEED)
    assert not table.covered
    first = twin.viewer
    for _ in range(12):
        if twin.viewer != first:
            break
        text = next((t for t in twin.choice_texts if "ends the turn" in t), twin.choice_texts[0])
        table.choose(text)
        twin.choose_text(text)
    assert twin.viewer != first and not table.covered and table.choices()


def test_teacher_mode_needs_its_pin_and_asks_before_what_cannot_be_undone(page, voila):
    table = TablePage(page, voila, "tavern_trouble").open()
    for hidden in (".gk-seed", ".gk-show-all", ".gk-controls .gk-end", ".gk-new"):
        assert page.locator(f"{ROOT} {hidden}").count() == 0     # nothing on the pupils' page reveals a hand
    table.open_teacher("0000")
    page.wait_for_selector(f"{ROOT} .gk-notice:has-text('Wrong PIN')")
    assert page.locator(f"{ROOT} .gk-seed").count() == 0
    table.open_teacher()
    assert int(page.input_value(f"{ROOT} .gk-seed")) >= 0
    title = table.title
    page.click(f"{ROOT} .gk-controls .gk-end")
    assert "Play the game to the end?" in page.inner_text(f"{ROOT} .gk-confirm")
    page.click(f"{ROOT} .gk-confirm .gk-no")
    assert table.title == title                                  # said no: nothing happened
    page.check(f"{ROOT} .gk-show-all")
    page.wait_for_function("() => document.querySelector('.gk-root .gk-panel').innerText.split('sees').length > 4")
    table.leave_teacher()
    assert table.covered and page.locator(f"{ROOT} .gk-seed").count() == 0


def test_only_the_teacher_undoes_across_a_draw_and_is_asked_first(page, voila):
    table = TablePage(page, voila, "tavern_trouble").open()
    twin = table.twin(SEED)
    table.reveal()
    twin.reveal()
    text = f"Player {twin.viewer + 1} takes a third card"    # the card is drawn: chance
    table.choose(text)
    twin.choose_text(text)
    undo = f"{ROOT} .gk-controls .gk-undo"
    assert page.is_disabled(undo) and "teacher" in page.get_attribute(undo, "title")
    table.open_teacher()
    page.click(undo)
    assert "Everyone will then know what was drawn" in page.inner_text(f"{ROOT} .gk-confirm")
    before = table.revision
    page.click(f"{ROOT} .gk-confirm .gk-yes")
    table.wait_moved_on(before)
    twin.open_teacher(voila.pin)
    twin.undo()
    assert table.title == twin.table.title and table.text(".gk-log") == html_text(twin.table.log)


def test_a_double_click_is_one_action(page, voila):
    table = TablePage(page, voila, "tavern_trouble").open()
    twin = table.twin(SEED)
    table.reveal()
    twin.reveal()
    text = twin.choice_texts[0]
    before = table.revision
    page.locator(CHOICES).filter(has_text=text).first.dblclick()
    table.wait_moved_on(before)
    page.wait_for_timeout(500)   # a second action would have arrived by now
    twin.choose_text(text)
    assert table.title == twin.table.title


def test_the_second_half_of_a_double_click_is_no_action_when_the_table_has_moved_on(page, voila):
    """A quick kernel can redraw the table between a double click's two clicks: the
    second lands on a fresh, enabled button at the same place and must not choose it."""
    table = TablePage(page, voila, "tavern_trouble").open()
    twin = table.twin(SEED)
    table.reveal()
    twin.reveal()
    text = twin.choice_texts[0]
    box = page.locator(CHOICES).filter(has_text=text).first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = table.revision
    page.mouse.click(x, y)
    table.wait_moved_on(before)
    twin.choose_text(text)
    under = "([x, y]) => { const b = document.elementFromPoint(x, y).closest('button'); return !!b && !b.disabled; }"
    assert page.evaluate(under, [x, y]), "no live button where the first click was"
    after = table.revision
    page.mouse.down(click_count=2)
    page.mouse.up(click_count=2)
    page.wait_for_timeout(500)   # an action would have arrived by now
    assert table.revision == after and table.title == twin.table.title
