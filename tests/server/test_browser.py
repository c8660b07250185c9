"""The classroom in Chromium, one browser context per device: four pupils and the
teacher play a whole 4-player game of every game; secrecy (DOM, websocket frames, heap
snapshot), tokens, double clicks, reloads and a killed server; a phone's tap that
enlarges the board; the screenshots."""
from __future__ import annotations

import random
import time

import pytest

import gamekit
from tests.e2e.browser import heap_snapshot, needs_browser, press_timed

from .conftest import FIGURES
from .driver import (
    CHOICES,
    TIMEOUT,
    Server,
    choose,
    create_table,
    join,
    new_context,
    projector,
    save,
    status,
    teacher,
    version,
    wait_live,
    wait_version,
)
from .secrecy import leaks, secrets_of_everyone, secrets_of_others

pytestmark = needs_browser
NAMES = ["Ann", "Bob", "Cem", "Dana"]



def seat_everyone(browser, server, blocked, code: str, sizes=None):
    contexts = [new_context(browser, blocked, **(sizes[n] if sizes else {})) for n in range(4)]
    pages = [join(c, server, code, name, seat) for seat, (c, name) in enumerate(zip(contexts, NAMES))]
    return contexts, pages


def deciding(pages) -> int | None:
    """The page whose pupil is to decide (it shows choices), or None."""
    for _ in range(200):
        for n, page in enumerate(pages):
            if page.locator(CHOICES).count():
                return n
        if all("Game over" in page.inner_text(".gk-turn") for page in pages):
            return None
        time.sleep(0.02)
    raise AssertionError("no page shows choices and the game is not over")


def move(pages, rng: random.Random, measure: str | None = "click to update on the other pupils' pages"):
    """The deciding pupil clicks a choice; wait for every page to show the new version."""
    seat = deciding(pages)
    if seat is None:
        return None
    page = pages[seat]
    seen = version(page)
    count = page.locator(CHOICES).count()
    page.wait_for_function("() => window.gamekit.settled()")
    clicked = page.evaluate("() => Date.now()")
    choose(page, rng.randrange(count))
    for other in pages:
        wait_version(other, seen)
    if measure:
        for n, other in enumerate(pages):
            if n != seat:
                FIGURES.setdefault(measure, []).append(
                    (int(other.evaluate("() => document.body.dataset.updatedAt")) - clicked) / 1000)
    return seat


def check_secrecy(pages, others, context, server, table_id) -> None:
    """No page holds another seat's private lines of now, in its DOM or in any frame it
    received for this position (every page has reached it: the frames before it were
    checked against the position before)."""
    state = gamekit.from_json(save(context, server, table_id))
    for seat, page in enumerate(pages):
        secrets = secrets_of_others(state, seat)
        assert leaks(page.inner_html("body"), secrets) == [], f"seat {seat + 1}'s page"
        assert leaks("\n".join(page.frames_seen), secrets) == [], f"seat {seat + 1}'s frames"
        page.frames_seen.clear()
    if not state.is_terminal():  # at the end every hand is shown: nothing is secret any more
        for page in others:
            assert leaks(page.inner_html("body"), secrets_of_everyone(state)) == [], page.url


@pytest.mark.parametrize("game", gamekit.games())
def test_four_pupils_and_the_teacher_play_a_whole_game(browser, server, blocked, game):
    rng = random.Random(game)
    desk = new_context(browser, blocked)
    dashboard = teacher(desk, server)
    table_id, code = create_table(dashboard, game, 4, seed=7)
    shown = projector(desk, server, table_id)
    contexts, pages = seat_everyone(browser, server, blocked, code)
    try:
        try:
            play_whole_game(pages, rng, contexts, [shown, dashboard], desk, server, table_id)
        except AssertionError as error:
            raise AssertionError(f"{error}; the server: {status(desk, server)}") from error
        row = dashboard.locator(f".gk-table[data-table='{table_id}']")
        row.locator(".gk-turn:has-text('Game over')").wait_for()
        assert [page.errors for page in [*pages, shown, dashboard]] == [[]] * 6
        assert blocked == [], "the pages asked for something beyond this machine"
    finally:
        for context in [*contexts, desk]:
            context.close()


def play_whole_game(pages, rng, contexts, others, desk, server, table_id) -> None:
    """Play to the end, checking every page after every move; the pages' memory is
    searched once, after 20 moves."""
    moves = 0
    while move(pages, rng) is not None:
        moves += 1
        check_secrecy(pages, others, desk, server, table_id)
        if moves == 20:  # the page's memory holds nothing of the others
            state = gamekit.from_json(save(desk, server, table_id))
            for seat in (0, 3):
                heap = heap_snapshot(pages[seat])
                assert leaks(heap, secrets_of_others(state, seat)) == []
    assert gamekit.from_json(save(desk, server, table_id)).is_terminal()
    for page in pages:
        assert "Game over" in page.inner_text(".gk-turn")
        loaded(page)  # the last picture too
    others[0].locator(".gk-turn:has-text('Game over')").wait_for()  # after it compared the pictures


def test_one_click_one_action_and_a_late_click_is_told_why(browser, server, blocked):
    desk = new_context(browser, blocked)
    table_id, code = create_table(teacher(desk, server), "tikal", 2, seed=3)
    contexts = [new_context(browser, blocked) for _ in range(2)]
    pages = [join(c, server, code, name, n) for n, (c, name) in enumerate(zip(contexts, NAMES))]
    seat = deciding(pages)
    page = pages[seat]
    while True:  # Tikal: a player spends several action points in a row
        seen = version(page)
        page.wait_for_function("() => window.gamekit.settled()")
        page.locator(CHOICES).first.dblclick()
        wait_version(page, seen)
        time.sleep(0.8)  # a second action would have arrived by now
        assert version(page) == seen + 1
        if deciding(pages) == seat:
            break
        seat, page = deciding(pages), pages[deciding(pages)]
    # a click sent from an old look (another tab of the same seat, a slow network)
    stale = version(page) - 1
    page.evaluate("([c, v]) => window.gamekit.send(c, v)",
                  [page.locator(CHOICES).first.get_attribute("data-choice"), stale])
    page.locator(".gk-notice:has-text('changed before your click arrived')").wait_for()
    # a pupil cannot act for the seat whose turn it is
    waiting = pages[1 - seat]
    before = save(desk, server, table_id)
    waiting.evaluate("([c, v]) => window.gamekit.send(c, v)",
                     [page.locator(CHOICES).first.get_attribute("data-choice"), version(waiting)])
    waiting.locator(".gk-notice:has-text('turn, not yours')").wait_for()
    assert save(desk, server, table_id) == before
    # a reload keeps the seat
    me = page.inner_text(".gk-me")
    page.reload()
    wait_live(page)
    assert page.inner_text(".gk-me") == me and page.locator(CHOICES).count()
    for context in [*contexts, desk]:
        context.close()


@pytest.mark.parametrize("game", gamekit.games())
def test_a_pupil_asks_the_coach_and_plays_the_hinted_choice(browser, server, blocked, game):
    """The Hint button, worked out in the server's workers from the pupil's view: the
    hint comes within a second or so (the first, in a worker just started, later),
    names choices he has, and its first "Play it" plays the first of them."""
    desk = new_context(browser, blocked)
    table_id, code = create_table(teacher(desk, server), game, 4, seed=6, bots=3)
    pupil = new_context(browser, blocked)
    page = join(pupil, server, code, NAMES[0], 0)
    page.locator(CHOICES).first.wait_for(timeout=TIMEOUT)
    FIGURES.setdefault("Hint pressed to hint shown (the first in a fresh worker included)", []).append(
        press_timed(page, ".gk-live button[data-hint]", ".gk-live", ".gk-coach li")["ms"] / 1000)
    assert page.inner_text(".gk-coach b").startswith("The coach, for you")
    offered = {page.locator(CHOICES).nth(n).get_attribute("data-choice")
               for n in range(page.locator(CHOICES).count())}
    named = [page.locator(".gk-coach li b").nth(n).inner_text() for n in range(page.locator(".gk-coach li").count())]
    assert named and set(named) <= offered
    assert page.locator(".gk-live button[data-hint]").count() == 0
    step, seen = len(gamekit.from_json(save(desk, server, table_id)).history), version(page)
    page.wait_for_function("() => window.gamekit.settled()", timeout=TIMEOUT)
    page.click(".gk-coach button.gk-play >> nth=0")
    wait_version(page, seen)
    assert str(gamekit.from_json(save(desk, server, table_id)).history[step]) == named[0]
    assert page.errors == []
    for context in (pupil, desk):
        context.close()


def test_the_dashboard_tells_why_a_button_did_nothing_until_the_next_one(browser, server, blocked):
    """A refusal is about one press: Undo on a new table says why, the next press
    (Pause) clears it, and a seed that is no number is told in words."""
    desk = new_context(browser, blocked)
    page = teacher(desk, server)
    table_id, _ = create_table(page, "tavern_trouble", 2, seed=5)
    notice = page.locator(".gk-notice")
    page.click(f".gk-table[data-table='{table_id}'] button[data-do='undo']")
    page.locator(".gk-notice:has-text('nothing to undo')").wait_for()
    page.click(f".gk-table[data-table='{table_id}'] button[data-do='pause']")
    page.wait_for_function("() => document.querySelector('.gk-notice').hidden")
    assert notice.is_hidden()
    page.fill("input[name=seed]", "")
    page.click("form.gk-create button[type=submit]")
    page.locator(".gk-notice:has-text('the seed is a whole number')").wait_for()
    desk.close()


def test_a_killed_server_comes_back_and_the_pages_reconnect(browser, blocked, tmp_path):
    server = Server(tmp_path / "classroom.sqlite3").start()
    try:
        desk = new_context(browser, blocked)
        table_id, code = create_table(teacher(desk, server), "tavern_trouble", 4, seed=2)
        contexts, pages = seat_everyone(browser, server, blocked, code)
        rng = random.Random(4)
        for _ in range(10):
            move(pages, rng, measure=None)
        before = save(desk, server, table_id)
        seen = [version(p) for p in pages]
        server.kill()
        for page in pages:
            page.locator(".gk-notice:has-text('reconnecting')").wait_for()
        server.start()
        for page in pages:
            page.wait_for_function("() => document.body.dataset.connected === 'yes'", timeout=30_000)
        assert [version(p) for p in pages] == seen
        desk = new_context(browser, blocked)
        teacher(desk, server)
        assert save(desk, server, table_id) == before
        while move(pages, rng, measure=None) is not None:
            pass
        final = gamekit.from_json(save(desk, server, table_id))
        assert final.is_terminal()
        assert [str(a) for a in final.history[:len(gamekit.from_json(before).history)]] == \
            [str(a) for a in gamekit.from_json(before).history]
        for context in [*contexts, desk]:
            context.close()
    finally:
        server.stop()


def loaded(page) -> None:
    """Wait until the page shows its picture, drawn and loaded."""
    try:
        page.wait_for_selector(".gk-live .gk-picture:not([hidden])", state="attached")
    except Exception as error:
        raise AssertionError(f"{page.url} shows no picture: {page.frames_seen[-3:]}") from error
    page.wait_for_function("() => { const f = document.querySelector('.gk-live .gk-picture');"
                           " const i = f && f.querySelector('img');"
                           " return f && !f.hidden && i.complete && i.naturalWidth > 0; }")


def test_on_a_phone_a_tap_enlarges_the_board_which_scrolls_and_a_tap_fits_it(browser, server, blocked):
    desk = new_context(browser, blocked)
    _, code = create_table(teacher(desk, server), "tikal", 2, seed=4, bots=1)
    phone = new_context(browser, blocked, width=390, height=844)
    pupil = join(phone, server, code, "Eva", 0)
    loaded(pupil)
    assert pupil.locator(CHOICES).count() > 8          # Red places the first tile: many choices
    top = pupil.evaluate("() => document.querySelector('.gk-live .gk-picture').getBoundingClientRect().top")
    first = pupil.locator(CHOICES).first.bounding_box()["y"]
    assert top < first < 844                           # the board, then the choices, on the first screen
    sizes = """() => { const f = document.querySelector('.gk-live .gk-picture');
                     return [f.querySelector('img').getBoundingClientRect().width, f.clientWidth,
                             f.scrollWidth, document.documentElement.scrollWidth]; }"""
    img, shown, scrolls, page = pupil.evaluate(sizes)
    assert img <= 390 and scrolls == shown and page <= 390
    assert pupil.locator(".gk-picture figcaption").is_visible()
    pupil.click(".gk-live .gk-picture img")
    img, shown, scrolls, page = pupil.evaluate(sizes)
    assert img >= 760 and scrolls > shown and page <= 390  # the board scrolls, not the page
    pupil.click(".gk-live .gk-picture img")
    assert pupil.evaluate(sizes)[0] <= 390
    pupil.set_viewport_size({"width": 1280, "height": 900})  # a laptop: the board fits as it is
    pupil.click(".gk-live .gk-picture img")
    img, shown, scrolls, _ = pupil.evaluate(sizes)
    assert img <= shown and scrolls == shown
    assert not pupil.locator(".gk-picture figcaption").is_visible()
    for context in (desk, phone):
        context.close()


def test_screenshots_of_the_dashboard_the_projector_and_a_pupils_page(browser, server, blocked, screenshots):
    desk = new_context(browser, blocked, width=1280, height=900)
    dashboard = teacher(desk, server)
    table_id, code = create_table(dashboard, "tikal", 4, seed=5)
    _, tavern = create_table(dashboard, "tavern_trouble", 4, seed=3, bots=3)
    contexts, pages = seat_everyone(browser, server, blocked, code)
    rng = random.Random(2)
    for _ in range(14):
        move(pages, rng, measure=None)
    while deciding(pages) != 1:
        move(pages, rng, measure=None)
    phone = new_context(browser, blocked, width=390, height=844)
    pupil = join(phone, server, tavern, "Eva", 0)  # three bots play the other seats
    for _ in range(2):
        move([pupil], rng, measure=None)
    pages[1].click(".gk-live button[data-hint]")  # the laptop's pupil has asked the coach
    pages[1].locator(".gk-coach li").first.wait_for(timeout=TIMEOUT)
    shown = projector(desk, server, table_id)
    shown.set_viewport_size({"width": 1600, "height": 900})
    for page in (pages[1], pupil, shown):
        loaded(page)
    dashboard.screenshot(path=screenshots / "classroom_dashboard.png", full_page=True)
    shown.screenshot(path=screenshots / "classroom_projector.png", full_page=True)
    pupil.screenshot(path=screenshots / "classroom_pupil_phone.png", full_page=True)
    pages[1].screenshot(path=screenshots / "classroom_pupil_laptop.png")
    assert pupil.locator(CHOICES).count() and pages[1].locator(CHOICES).count()
    for context in [*contexts, phone, desk]:
        context.close()
