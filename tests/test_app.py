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


def test_the_teacher_pin_has_six_digits_unless_one_is_given(monkeypatch):
    """Each page's kernel locks after five wrong tries, but a reload brings a new kernel:
    with six digits a class cannot try every PIN in a lesson."""
    from gamekit.widgets.app import teacher_pin
    from gamekit.widgets.classroom import PIN_ENV

    monkeypatch.delenv(PIN_ENV, raising=False)
    drawn = {teacher_pin() for _ in range(20)}
    assert all(len(pin) == 6 and pin.isdigit() for pin in drawn) and len(drawn) > 1
    monkeypatch.setenv(PIN_ENV, "2580")
    assert teacher_pin() == "2580"
