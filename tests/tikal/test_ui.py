"""Tikal in the step player: a choice for every legal action, the board redrawn."""
from gamekit.tikal.state import Phase
from gamekit.tikal.ui import describe, render, step_player


def test_the_step_player_offers_every_placement_and_moves_on():
    sp = step_player(seed=1)
    assert sp.choice_texts == [str(a) for a in sp.state.legal_actions()]
    sp.click(sp.choice_texts[0])
    assert sp.state.phase == Phase.ACTIONS and sp.state.ap == 10          # Red's 10 AP
    assert "Red deploys a worker at the base camp (0,4) for 1 AP" in sp.choice_texts
    sp.undo()
    assert sp.state.phase == Phase.PLACE                                  # back to placing


def test_the_panel_is_short_and_the_picture_a_figure():
    sp = step_player(seed=2)
    text = describe(sp.state.view(0), "What Red sees")
    assert "Red" in text and "AP left" in text and "board" not in text
    assert "<th>You play</th><td>Black</td>" in describe(sp.state.view(1), "What Ann (Player 2) sees")
    assert render(sp.state.view(0)).axes
