"""Each game's classroom page (notebooks/<game>/app.ipynb) in Voila, in a real browser.

Parametrised over the games that have a page, so a new game's page is tested as soon
as it exists. What the page should show is computed by a twin: the same Classroom,
built here with the page's seed and player count and clicked the same way."""
from __future__ import annotations

import time

import pytest

import gamekit
from gamekit.widgets import Classroom
from gamekit.widgets.classroom import apps, game_hooks

from .browser import NOTEBOOKS, WIDGETS_TIMEOUT, html_text, needs_browser, snap, squeeze
from .conftest import TIMINGS

pytestmark = needs_browser
GAMES = apps(NOTEBOOKS)

COVER = ".gamekit-classroom .gamekit-cover"
PICTURE = ".gamekit-classroom img.gamekit-picture"
LOG = ".gamekit-classroom .gamekit-log"
ACTIONS = ".gamekit-classroom .gamekit-actions button"


REDRAWN = """([cover, picture, log, oldSource, oldLog, logBack]) => {
    const c = document.querySelector(cover);
    if (c && c.offsetParent !== null) return true;   // covered: handed to the next seat
    const img = document.querySelector(picture), text = document.querySelector(log);
    return img.src !== oldSource && (logBack ? text.innerText === oldLog : text.innerText !== oldLog);
}"""
"""True once the picture has been redrawn and the log has changed (or is back to
``oldLog``, when ``logBack``), or once the table has been covered."""
PICTURE_TEXT = """async sel => {
    const img = document.querySelector(sel);
    return img && img.src ? await (await fetch(img.src)).text() : '';
}"""


def picture(page) -> str:
    """The picture as the page has it (an SVG document), '' when there is none."""
    return page.evaluate(PICTURE_TEXT, PICTURE)


def open_app(page, voila: str, game: str):
    started = time.perf_counter()
    page.goto(f"{voila}/voila/render/{game}/app.ipynb")
    page.wait_for_selector(".gamekit-classroom .gamekit-title h3", timeout=WIDGETS_TIMEOUT)
    TIMINGS.setdefault("page load to widgets (Voila runs the notebook)", []).append(
        time.perf_counter() - started)
    return page


def page_text(page) -> str:
    return squeeze(page.inner_text(".gamekit-classroom"))


def covered(page) -> bool:
    return page.is_visible(COVER)


def reveal(page) -> None:
    """Click "I am Player k" and wait for the table (the log comes last)."""
    page.click(".gamekit-classroom .gamekit-reveal")
    page.wait_for_selector(COVER, state="hidden")
    page.wait_for_selector(f"{LOG}:has-text('Log')")


def twin_of(page, game: str, drawn: bool = False) -> Classroom:
    """The page's classroom rebuilt here, from the seed and player count it shows
    (``drawn``: with the game's picture too)."""
    seed = int(page.input_value(".gamekit-new-game input"))
    players = int(page.input_value(".gamekit-new-game select"))
    hooks = game_hooks(game)
    return Classroom(gamekit.load(game, players=players), seed=seed,
                     describe=hooks.get("describe"), render=hooks.get("render") if drawn else None)


def trial(twin: Classroom, text: str) -> Classroom:
    """A copy of the twin, revealed, after choosing ``text``."""
    copy = Classroom(twin.game, seed=twin.seed, describe=twin.describe, render=twin.render)
    copy.state = twin.state.clone()
    copy.rng.setstate(twin.rng.getstate())  # chance and bots draw as on the page
    copy.reveal()
    copy.choose_text(text)
    return copy


def secrets(twin: Classroom, seat: int) -> list[str]:
    """What only ``seat`` may see: its view in words and its private log lines."""
    view = twin.describe(twin.state.view(seat), f"What Player {seat + 1} sees")
    public = set(twin.state.public_log)
    private = [line for line in twin.state.log_for(seat) if line not in public]
    return [html_text(view)] + [squeeze(line) for line in private]


def shows_as_twin(page, twin: Classroom) -> bool:
    """Whether the page shows the twin's panel and log, word for word."""
    text = page_text(page)
    return html_text(twin.panel.value) in text and html_text(twin.log_box.value) in text


def click(page, twin: Classroom, text: str) -> None:
    """Click the action ``text`` on the page and in the twin; wait for the page."""
    page.locator(".gamekit-classroom .gamekit-actions").get_by_role(
        "button", name=text, exact=True).click()
    twin.choose_text(text)
    at_step(page, twin)


def at_step(page, twin: Classroom) -> None:
    """Wait until the page shows the twin's step (its title says "<game> — step n")."""
    title = f"{twin.game.title} — step {len(twin.state.history)}"
    page.wait_for_function("([sel, title]) => document.querySelector(sel).innerText.trim() === title",
                           arg=[".gamekit-classroom .gamekit-title h3", title])


def shown(page, needle: str) -> bool:
    return needle in page_text(page)


@pytest.mark.parametrize("game", GAMES)
def test_the_app_loads_without_errors_in_the_console(game, page, voila, screenshots):
    open_app(page, voila, game)
    page.wait_for_selector(COVER, state="visible")
    page.wait_for_load_state("networkidle")
    assert page.console.errors == []
    snap(page, ".gamekit-classroom", screenshots / f"{game}_pass_the_device.png")


@pytest.mark.parametrize("game", GAMES)
def test_the_pass_the_device_screen_hides_the_other_players_cards(game, page, voila):
    open_app(page, voila, game)
    twin = twin_of(page, game)
    seats = range(twin.game.num_players)
    # covered: no one's cards, no picture, no choices
    assert covered(page) and twin.covered
    assert shown(page, squeeze(f"Pass the device to Player {twin.viewer + 1}"))
    assert picture(page) == "" and page.locator(ACTIONS).count() == 0
    for seat in seats:
        assert not any(shown(page, secret) for secret in secrets(twin, seat))
    # "I am Player k": k's view and log, and nothing only another seat may see
    reveal(page)
    twin.reveal()
    me = twin.viewer
    assert shows_as_twin(page, twin)
    assert ("<svg" in picture(page)) == ("render" in game_hooks(game))
    for seat in seats:
        if seat != me:
            assert not any(shown(page, s) for s in secrets(twin, seat) if s not in secrets(twin, me))
    # play until the device changes hands: covered again, k's cards gone
    for _ in range(12):
        text = next((b.description for b in twin.buttons if trial(twin, b.description).covered),
                    twin.buttons[0].description)
        click(page, twin, text)
        if twin.covered:
            break
    assert twin.covered
    page.wait_for_selector(COVER, state="visible")
    assert shown(page, squeeze(f"Pass the device to Player {twin.viewer + 1}"))
    assert picture(page) == ""
    for seat in seats:
        assert not any(shown(page, secret) for secret in secrets(twin, seat))
    # the teacher's toggle shows every seat's view (the very texts checked above)
    page.click(".gamekit-classroom .widget-checkbox input")
    page.wait_for_selector(COVER, state="hidden")
    page.wait_for_function(
        "document.querySelector('.gamekit-classroom .gamekit-panel').innerText"
        f".split('sees').length > {twin.game.num_players}")
    twin.teacher.value = True
    page.wait_for_selector(f"{LOG}:has-text('Log')")
    assert shows_as_twin(page, twin)
    for seat in seats:
        assert shown(page, secrets(twin, seat)[0])


def redrawing(twin: Classroom) -> str | None:
    """An action after which the deciding seat's picture differs (found on copies)."""
    before = bytes(twin.picture.value)
    for button in twin.buttons:
        after = trial(twin, button.description)
        if after.covered:
            after.reveal()
        if bytes(after.picture.value) != before:
            return button.description
    return None


@pytest.mark.parametrize("game", GAMES)
def test_a_click_changes_the_log_and_the_picture_and_undo_restores_them(
        game, page, voila, screenshots):
    if "render" not in game_hooks(game):
        pytest.skip(f"{game} draws no picture (gamekit/{game}/ui.py has no render)")
    open_app(page, voila, game)
    reveal(page)
    snap(page, ".gamekit-classroom", screenshots / f"{game}_app.png")
    twin = twin_of(page, game, drawn=True)
    twin.reveal()
    # not every action changes the picture (a card announced, a choice still open):
    # the twin finds one that does, playing the first action until there is one
    for _ in range(20):
        text = redrawing(twin)
        if text is not None:
            break
        click(page, twin, twin.buttons[0].description)
        if twin.covered:
            reveal(page)
            twin.reveal()
    assert text is not None, "no action changes the picture within 20 steps"
    log, drawn = page.inner_text(LOG), picture(page)
    source = page.get_attribute(PICTURE, "src")
    for _ in range(3):
        # a click: the kernel applies the action and the page redraws log and picture
        started = time.perf_counter()
        page.locator(".gamekit-classroom .gamekit-actions").get_by_role(
            "button", name=text, exact=True).click()
        page.wait_for_function(REDRAWN, arg=[COVER, PICTURE, LOG, source, log, False])
        TIMINGS.setdefault(f"{game}: click to updated page (redrawn or covered)", []).append(
            time.perf_counter() - started)
        if covered(page):  # the next seat decides: it says who it is first
            reveal(page)
        else:
            TIMINGS.setdefault(f"{game}: click to redrawn picture and log", []).append(
                time.perf_counter() - started)
        assert page.inner_text(LOG) != log
        assert "<svg" in picture(page) and picture(page) != drawn
        # undo: the same log and the very same picture
        source = page.get_attribute(PICTURE, "src")
        started = time.perf_counter()
        page.click(".gamekit-classroom button:has-text('Undo')")
        page.wait_for_function(REDRAWN, arg=[COVER, PICTURE, LOG, source, log, True])
        if covered(page):
            reveal(page)
        else:
            TIMINGS.setdefault(f"{game}: undo to redrawn picture and log", []).append(
                time.perf_counter() - started)
        assert page.inner_text(LOG) == log
        assert picture(page) == drawn
        source = page.get_attribute(PICTURE, "src")
    assert page.console.errors == []


def test_the_menu_lists_every_app_and_opens_one(page, voila, screenshots):
    page.goto(f"{voila}/voila/render/classroom.ipynb")
    page.wait_for_selector(".gamekit-menu", timeout=WIDGETS_TIMEOUT)
    links = page.locator(".gamekit-menu a.gamekit-app")
    assert [links.nth(i).get_attribute("data-game") for i in range(links.count())] == GAMES
    assert all(shown_title in page.inner_text(".gamekit-menu")
               for shown_title in (gamekit.load(g).title for g in GAMES))
    snap(page, "#rendered_cells .jp-Cell", screenshots / "classroom_menu.png")
    page.wait_for_load_state("networkidle")
    assert page.console.errors == []
    links.first.click()
    page.wait_for_selector(".gamekit-classroom .gamekit-title h3", timeout=WIDGETS_TIMEOUT)
    assert page.url.endswith(f"/voila/render/{GAMES[0]}/app.ipynb")
