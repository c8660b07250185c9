"""The branching bounds Tavern Trouble declares for the OpenSpiel and PettingZoo
adapters (Game.max_actions, Game.max_chance_outcomes) are reached, so they are tight."""
import pytest

import gamekit
from gamekit.tavern_trouble.components import UNDEAD, VAMPIRES
from gamekit.tavern_trouble.state import Phase

from .helpers import dealt, draw, pass_until


def test_the_deal_is_the_widest_chance_node_with_45_outcomes():
    game = gamekit.load("tavern_trouble", players=3)
    assert game.max_chance_outcomes == 45
    assert len(game.new_initial_state().chance_outcomes()) == 45  # 9 pairs + 36 two kinds


@pytest.mark.parametrize("players", [2, 3, 8])
def test_two_targeted_pairs_give_the_most_actions_2n(players):
    """Undead and vampires in one four-card hand: n undead targets (himself included),
    n - 1 vampire targets, and "uses no more abilities"."""
    others = [k for k in range(1, 10) if k not in (UNDEAD, VAMPIRES)]
    hands = {p: (others[2 * p % 7], others[(2 * p + 1) % 7]) for p in range(1, players)}
    hands[0] = (UNDEAD, VAMPIRES)
    state = pass_until(draw(dealt(hands), {0: [UNDEAD, VAMPIRES]}), 0)
    assert state.phase == Phase.ABILITIES and state.current_player == 0
    assert len(state.legal_actions()) == state.game.max_actions == 2 * players
