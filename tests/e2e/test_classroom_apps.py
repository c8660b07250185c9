"""Each game's classroom page (notebooks/<game>/app.ipynb) in Voila, in a real browser:
it loads cleanly, fills a projected screen with its choices in view, reads from the back
of the room, is played by clicking its board, and answers a click within a frame or two.

Parametrised over the games that have a page, so a new game's page is tested as soon
as it exists."""
from __future__ import annotations

import re

import pytest

import gamekit
from gamekit.core.undo import shown
from gamekit.widgets.classroom import apps

from .browser import NOTEBOOKS, WIDGETS_TIMEOUT, html_text, needs_browser, press_timed, snap
from .conftest import TIMINGS
from .table import CHOICES, ROOT, TablePage

pytestmark = needs_browser
GAMES = apps(NOTEBOOKS)
SCREENS = ((1280, 720), (1920, 1080))
BOARD_GAMES = {"tikal": "hex-", "tafelrunde": "hero-", "camelot": "quest-"}

TEXT_SIZES = """() => [...document.querySelectorAll('.gk-root .gk-board svg text')]
    .filter(t => t.getBBox().width > 0)
    .map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)"""
"""The size in screen pixels of every text on the board."""
IN_VIEW = """() => {
    const box = e => e.getBoundingClientRect();
    const inside = e => { const b = box(e); return b.bottom <= innerHeight + 1 && b.top >= 0 && b.height > 0; };
    const wanted = [...document.querySelectorAll('.gk-root .gk-actions > button, .gk-root .gk-actions summary,'
        + ' .gk-root .gk-help, .gk-root .gk-reveal')];
    return {choices: wanted.length, inView: wanted.filter(inside).length,
            board: inside(document.querySelector('.gk-root .gk-board svg')),
            width: box(document.querySelector('.gk-root')).width};
}"""


@pytest.fixture(params=SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def screen(request, page):
    width, height = request.param
    page.set_viewport_size({"width": width, "height": height})
    return width, height


@pytest.mark.parametrize("game", GAMES)
def test_the_page_loads_cleanly_and_fills_the_screen_with_the_choices_in_view(game, page, voila, screen,
                                                                            screenshots):
    width, height = screen
    table = TablePage(page, voila, game).open()
    page.wait_for_load_state("networkidle")
    assert page.console.errors == []
    size = f"{width}x{height}"
    if table.covered:
        check_in_view(page, width)
        page.screenshot(path=screenshots / f"{game}_pass_the_device_{size}.png")
        table.reveal()
    check_in_view(page, width)
    page.screenshot(path=screenshots / f"{game}_app_{size}.png")


def check_in_view(page, width: int) -> None:
    seen = page.evaluate(IN_VIEW)
    assert seen["choices"] and seen["inView"] == seen["choices"], seen   # no choice below the fold
    assert seen["board"] and seen["width"] >= 0.95 * width - 40            # the page is as wide as the screen


@pytest.mark.parametrize("game", GAMES)
def test_board_text_is_14_px_or_more_at_1080p_with_zoom_rules_key_and_a_tooltip_on_every_choice(game, page, voila):
    page.set_viewport_size({"width": 1920, "height": 1080})
    table = TablePage(page, voila, game).open()
    if table.covered:
        table.reveal()
    sizes = page.evaluate(TEXT_SIZES)
    assert sizes and min(sizes) >= 14, f"the smallest text on the board is {min(sizes):.1f} px"
    font = "() => parseFloat(getComputedStyle(document.querySelector('.gk-root .gk-turn')).fontSize)"
    before = page.evaluate(font)
    page.click(f"{ROOT} .gk-tools button:has-text('A+')")
    assert page.evaluate(font) > before
    page.click(f"{ROOT} .gk-tools button:has-text('A−')")
    assert page.evaluate(font) == before
    page.click(f"{ROOT} .gk-tools button:has-text('Rules')")
    assert page.is_visible(f"{ROOT} .gk-rules") and "in short" in page.inner_text(f"{ROOT} .gk-rules")
    assert page.locator(f"{ROOT} .gk-key .gk-key-entry").count() >= 4
    twin = table.twin()
    if table.covered:
        table.reveal()
        twin.reveal()
    table.show_list()
    titles = page.eval_on_selector_all(CHOICES, "bs => bs.map(b => b.title)")
    assert titles and titles == [c.get("tip") or c["text"] for c in twin.table.choices]   # each its rule's words


@pytest.mark.parametrize("game", GAMES)
def test_a_click_redraws_the_table_and_undo_brings_the_very_board_back(game, page, voila):
    table = TablePage(page, voila, game).open()
    twin = table.twin()
    for _ in range(40):
        if table.covered:
            table.reveal()
            twin.reveal()
        undoable = [text for text in twin.choice_texts if may_take_back(twin, text)]
        if undoable:
            break
        table.choose(twin.choice_texts[0])
        twin.choose_text(twin.choice_texts[0])
    assert undoable, "no move a pupil may take back within 40 steps"
    text = undoable[0]
    board, log = table.board(), table.text(".gk-log")
    for _ in range(3):
        table.show_list()
        clicked = table.timed(CHOICES, text)
        assert clicked["locked"]                      # one click is one action: every button waits
        TIMINGS.setdefault(f"{game}: click to redrawn table", []).append(clicked["ms"] / 1000)
        twin.choose_text(text)
        assert table.title == twin.table.title
        assert table.text(".gk-log") != log
        undone = table.timed(f"{ROOT} .gk-controls .gk-undo")
        TIMINGS.setdefault(f"{game}: undo to redrawn table", []).append(undone["ms"] / 1000)
        twin.undo()
        if table.covered:      # the device changes hands back: the cover still shows the public board
            assert table.board().count("<svg") == 1
            table.reveal()
            twin.reveal()
        assert table.text(".gk-log") == log and table.board() == board
    assert page.console.errors == []


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_names_the_coachs_choices_and_its_button_plays_one(game, page, voila):
    """Hint, then the first hint's "Play it": the page plays the very choice the coach
    put first, as its twin here does."""
    table = TablePage(page, voila, game).open()
    twin = table.twin()
    if table.covered:
        table.reveal()
        twin.reveal()
    shown = press_timed(page, f"{ROOT} .gk-controls .gk-hint", f"{ROOT} div.gk-hint", "button.gk-play")
    TIMINGS.setdefault("Hint pressed to hint shown", []).append(shown["ms"] / 1000)
    assert "The coach is thinking…" in shown["said"]  # until the hint came
    page.wait_for_selector(f"{ROOT} div.gk-hint button.gk-play:enabled", timeout=WIDGETS_TIMEOUT)
    twin.press("hint")
    assert html_text(table.page.inner_html(f"{ROOT} div.gk-hint")) == html_text(twin.table.hint)
    before, step = table.revision, len(twin.state.history)
    page.click(f"{ROOT} div.gk-hint button.gk-play >> nth=0")
    table.wait_moved_on(before)
    first = re.search(r"data-index='(\d+)'", twin.table.hint)
    hinted = twin.state.legal_actions()[int(first[1])]
    twin.table.click("choose", id=int(first[1]))
    assert twin.state.history[step] == hinted and table.title == twin.table.title
    assert table.text(".gk-log") == html_text(twin.table.log)
    assert page.console.errors == []


def may_take_back(twin, text: str) -> bool:
    """Whether a pupil may take the choice ``text`` back: chance does not draw right
    after it, and it shows no other pupil a card (``rules.shown_to``)."""
    before = twin.state
    state = before.clone()
    state.apply(next(a for a in state.legal_actions() if str(a) == text))
    return state.current_player != gamekit.CHANCE and not shown(before, state, twin.humans)


def test_tikal_is_played_on_its_board_a_tile_previewed_and_turned_and_a_piece_moved(page, voila, screenshots):
    page.set_viewport_size({"width": 1920, "height": 1080})
    table = TablePage(page, voila, "tikal").open()
    twin = table.twin()
    placement = twin.table.choices[0]
    hex_spot = placement["spots"][0]
    turns = [c["text"] for c in twin.table.choices if c["spots"] == [hex_spot]]
    table.click_spot(hex_spot)
    page.wait_for_selector(f"{ROOT} .gk-pick")
    assert page.inner_text(f"{ROOT} .gk-pick-text") == turns[0]
    preview = page.inner_html(f"{ROOT} #gk-preview")
    assert "<polygon" in preview
    if len(turns) > 1:
        page.click(f"{ROOT} .gk-turn-tile")
        assert page.inner_text(f"{ROOT} .gk-pick-text") == turns[1]
        assert page.inner_html(f"{ROOT} #gk-preview") != preview
    snap(page, ROOT, screenshots / "tikal_placing_a_tile.png")
    chosen = page.inner_text(f"{ROOT} .gk-pick-text")
    before = table.revision
    page.click(f"{ROOT} .gk-place")
    table.wait_moved_on(before)
    twin.choose_text(chosen)
    assert table.title == twin.table.title
    # a piece into the jungle, then moved: its hex, then the target hex
    for _ in range(4):
        if any(len(c["spots"]) == 2 for c in twin.table.choices):
            break
        deploy = next(c for c in twin.table.choices if "deploys a worker" in c["text"])
        before = table.revision
        table.click_spot(deploy["spots"][0])
        if table.revision == before:      # the base camp holds moves too: the deploy is in the list
            table.choose(deploy["text"])
        twin.choose_text(deploy["text"])
    move = next(c for c in twin.table.choices if len(c["spots"]) == 2)
    same = [c for c in twin.table.choices if c["spots"] == move["spots"]]
    table.click_spot(move["spots"][0])
    page.wait_for_selector(f"{ROOT} .gk-board .gk-live")
    before = table.revision
    table.click_spot(move["spots"][1])
    if len(same) > 1:
        table.choose(move["text"])
    else:
        table.wait_moved_on(before)
    twin.choose_text(move["text"])
    assert table.title == twin.table.title and table.text(".gk-log") == html_text(twin.table.log)


@pytest.mark.parametrize("game", ["tafelrunde", "camelot"])
def test_a_hero_or_a_quest_is_chosen_by_clicking_it_on_the_board(game, page, voila):
    table = TablePage(page, voila, game).open()
    twin = table.twin()
    for _ in range(300):
        if table.covered:
            table.reveal()
            twin.reveal()
        on_board = [c for c in twin.table.choices if c["spots"]]
        if on_board:
            break
        text = twin.choice_texts[0]
        table.choose(text)
        twin.choose_text(text)
    assert on_board, f"no choice on {game}'s board"
    chosen = on_board[0]
    alike = [c for c in twin.table.choices if c["spots"] == chosen["spots"]]
    before = table.revision
    table.click_spot(chosen["spots"][0])
    assert chosen["spots"][0].startswith(BOARD_GAMES[game])
    if len(alike) > 1:    # several choices there: the list shows just those
        table.show_list()
        assert sorted(table.choices()) == sorted(c["text"] for c in alike)
        table.choose(chosen["text"])
    else:
        table.wait_moved_on(before)
    twin.choose_text(chosen["text"])
    assert table.title == twin.table.title


def test_the_menu_lists_every_app_and_opens_one(page, voila, screenshots):
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.goto(voila.page_url("classroom.ipynb"))
        page.wait_for_selector(".gamekit-menu", timeout=WIDGETS_TIMEOUT)
        page.screenshot(path=screenshots / f"classroom_menu_{width}x{height}.png")
    links = page.locator(".gamekit-menu a.gamekit-app")
    assert [links.nth(i).get_attribute("data-game") for i in range(links.count())] == GAMES
    assert all(title in page.inner_text(".gamekit-menu") for title in (gamekit.load(g).title for g in GAMES))
    page.wait_for_load_state("networkidle")
    assert page.console.errors == []
    links.first.click()
    page.wait_for_selector(f"{ROOT} .gk-title", timeout=WIDGETS_TIMEOUT)
    assert page.url.endswith(f"/voila/render/{GAMES[0]}/app.ipynb")
