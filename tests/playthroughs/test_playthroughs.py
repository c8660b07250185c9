"""Golden playthroughs: a seeded game of each registered game, diffed as text."""
import difflib

import pytest

import gamekit
from tests.playthroughs.regenerate import path, playthrough


@pytest.mark.parametrize("name", gamekit.games())
def test_playthrough_unchanged(name):
    expected = path(name).read_text(encoding="utf-8")
    actual = playthrough(name)
    if actual != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                            "stored", "now", n=2))
        pytest.fail(f"{name} plays differently (regenerate with "
                    f"`python -m tests.playthroughs.regenerate {name}` if intended):\n{diff[:4000]}")
