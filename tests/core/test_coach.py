"""The coach any game gets without one of its own (``search_coach``): a counted search
from the player's view, so the same view and seed give the same hints."""
import random

import pytest

import gamekit
from gamekit.bots import coach
from gamekit.core.bots import observe
from tests.decisions import decision_points


@pytest.fixture
def counted(monkeypatch):
    """The search stopped by its count of lines alone, however slow the machine."""
    monkeypatch.setattr(coach, "SEARCH_SECONDS", None)


def a_choice(game):
    state, p = next((s, p) for s, p in decision_points(game, 1, 3) if len(s.legal_actions()) > 1)
    return observe(state.clone(), p)


def test_the_search_coach_weighs_every_legal_action_by_its_won_lines(counted):
    game = gamekit.load("tavern_trouble", players=3)
    seen = a_choice(game)
    found = coach.search_coach(seen, random.Random(1))
    assert {h.action for h in found} == set(seen.legal_actions)
    lines = [int(h.why.split(" of ")[1].split()[0]) for h in found]
    assert sum(lines) == coach.SEARCH_LINES
    assert lines == sorted(lines, reverse=True)          # the most searched first
    for h in found:
        assert 0 <= h.value <= 1 and not h.exact
        assert h.why.startswith(f"won {h.value:.0%} of ") and f"{coach.SEARCH_LINES} in all" in h.why


def test_the_search_coach_gives_the_same_hints_for_the_same_view_and_seed(counted):
    game = gamekit.load("tavern_trouble", players=3)
    seen = a_choice(game)
    first = coach.search_coach(seen, random.Random(7))
    assert coach.search_coach(seen, random.Random(7)) == first


HINTS_OF_EVERY_GAME = """
import json, random, gamekit
from gamekit.bots.coach import hints
from gamekit.core.bots import observe
from tests.decisions import decision_points
found = {}
for name in gamekit.games():
    points = decision_points(gamekit.load(name, players=3), 1, 5)
    state, player = next((s, p) for n, (s, p) in enumerate(points) if n >= 6 and len(s.legal_actions()) > 1)
    found[name] = [[str(h.action), repr(h.value), h.why]
                   for h in hints(observe(state, player), random.Random(len(state.history)))]
print(json.dumps(found))
"""


def test_every_games_hint_is_the_same_in_any_process():
    """The coaches count what they play, and no choice hangs on the order of a set of
    strings (which differs from one process to the next): two interpreters with
    different hash seeds give one game's view the same hints, word for word."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    runs = [json.loads(subprocess.run([sys.executable, "-c", HINTS_OF_EVERY_GAME], cwd=root, check=True,
                                      capture_output=True, text=True,
                                      env={**os.environ, "PYTHONHASHSEED": seed}).stdout)
            for seed in ("1", "2")]
    assert runs[0] == runs[1] and set(runs[0]) == set(gamekit.games())
    assert all(len(rows) > 1 for rows in runs[0].values())
