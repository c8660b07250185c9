"""`make app`: the classroom's pages (the browser tests in tests/e2e drive them)."""
import shutil
import subprocess
from pathlib import Path

import pytest

from gamekit.widgets.classroom import apps

ROOT = Path(__file__).resolve().parents[1]


def test_every_registered_game_with_a_page_is_in_the_menu():
    assert "tavern_trouble" in apps(ROOT / "notebooks")
    assert all((ROOT / "notebooks" / game / "app.ipynb").is_file() for game in apps(ROOT / "notebooks"))


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_app_names_the_games_that_have_a_page_when_asked_for_another():
    done = subprocess.run(["make", "-s", "app", "GAME=chess", "NO_BROWSER=1"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0
    assert "There is no notebooks/chess/app.ipynb" in done.stderr
    assert "tavern_trouble" in done.stderr
