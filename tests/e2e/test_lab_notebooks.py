"""Each game's notebooks in JupyterLab, in a real browser: run all cells, then the
StepPlayer's table (or the classroom's) renders and answers a click."""
from __future__ import annotations

import time

import pytest

import gamekit
from gamekit.widgets.classroom import apps

from .browser import NOTEBOOKS, WIDGETS_TIMEOUT, needs_browser
from .conftest import TIMINGS

pytestmark = needs_browser

NOTEBOOKS_WITH_A_PLAYER = [f"{game}/01_learn_to_play.ipynb" for game in gamekit.games()] + \
    [f"{game}/app.ipynb" for game in apps(NOTEBOOKS)]

OPEN_AND_RUN_ALL = """async () => {
    const app = window.jupyterapp;
    const panel = app.shell.currentWidget;
    await panel.context.ready;
    await panel.sessionContext.ready;
    await app.commands.execute('notebook:run-all-cells');
    return panel.content.model.cells.length;
}"""
ERRORS = """() => {
    const panel = window.jupyterapp.shell.currentWidget, errors = [];
    for (const cell of panel.content.model.cells) {
        if (cell.type !== 'code') continue;
        for (const out of cell.outputs.toJSON())
            if (out.output_type === 'error') errors.push(out.ename + ': ' + out.evalue);
    }
    return errors;
}"""
ALL_RUN = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const session = panel.sessionContext.session;
    return !!session && !!session.kernel && session.kernel.status === 'idle' &&
        [...panel.content.model.cells].every(c => c.type !== 'code' || c.executionCount !== null);
}"""


@pytest.mark.parametrize("notebook", NOTEBOOKS_WITH_A_PLAYER)
def test_the_notebook_runs_in_jupyterlab_and_its_player_answers_a_click(notebook, page, lab):
    if not (NOTEBOOKS / notebook).is_file():
        pytest.skip(f"notebooks/{notebook} is not written yet")
    base, token = lab
    started = time.perf_counter()
    workspace = notebook.replace("/", "-").removesuffix(".ipynb")  # a fresh one per notebook
    page.goto(f"{base}/lab/workspaces/{workspace}/tree/{notebook}?reset&token={token}")
    page.wait_for_function(
        "path => { const app = window.jupyterapp, w = app && app.shell.currentWidget; "
        "return w && w.context && w.context.path === path && w.sessionContext; }",
        arg=notebook, timeout=WIDGETS_TIMEOUT)
    page.evaluate(OPEN_AND_RUN_ALL)
    page.wait_for_function(ALL_RUN, timeout=WIDGETS_TIMEOUT, polling=250)
    TIMINGS.setdefault("JupyterLab: open and run all cells", []).append(time.perf_counter() - started)
    assert page.evaluate(ERRORS) == []
    player = page.locator(".gk-root").first
    player.wait_for(state="attached", timeout=WIDGETS_TIMEOUT)
    player.scroll_into_view_if_needed()
    player.wait_for()
    reveal = player.locator(".gk-reveal")
    if reveal.count() and reveal.is_visible():  # a classroom: say who holds the device
        reveal.click()
    listed = player.locator(".gk-actions details.gk-list:not([open]) summary")
    if listed.count():  # the board stands in for the list: open it
        listed.click()
    button = player.locator(".gk-actions button.gk-choice").first
    button.wait_for()
    revision = player.get_attribute("data-revision")
    button.click()
    page.wait_for_function(
        "([sel, was]) => { const el = document.querySelector(sel); "
        "return el && el.dataset.revision !== was; }",
        arg=[".gk-root", revision])
