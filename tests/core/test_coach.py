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
