"""Tikal in the step player: buttons for every legal action, the board redrawn."""
from gamekit.tikal.state import Phase
from gamekit.tikal.ui import describe, render, step_player


def test_the_step_player_offers_every_placement_and_moves_on():
    sp = step_player(seed=1)
    assert [b.description for b in sp.buttons] == [str(a) for a in sp.state.legal_actions()]
    sp.buttons[0].click()
    assert sp.state.phase == Phase.ACTIONS and sp.state.ap == 10          # Red's 10 AP
    assert "Red deploys a worker at the base camp (0,4) for 1 AP" in [b.description for b in sp.buttons]
    sp.undo()
    assert sp.state.phase == Phase.PLACE                                  # back to placing


def test_the_panel_is_short_and_the_picture_a_figure():
    sp = step_player(seed=2)
    text = describe(sp.state.view(0), "What Red sees")
    assert "Red" in text and "AP left" in text and "board" not in text
    assert render(sp.state.view(0)).axes
