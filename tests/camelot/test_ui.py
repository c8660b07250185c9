"""The notebook widget: a knight's own view, the teacher's every view, the choices."""
import matplotlib

matplotlib.use("Agg")

import gamekit  # noqa: E402
from gamekit.camelot import ui  # noqa: E402


def test_a_knight_sees_only_his_own_hand_and_clicks_his_actions():
    game = gamekit.load("camelot", players=4)
    player = ui.step_player(game, seed=3)
    assert player.state.current_player == 0
    assert "What Player 1 sees" in player.table.panel and "What Player 2 sees" not in player.table.panel
    before = len(player.state.history)
    player.click(player.choice_texts[0])
    assert len(player.state.history) > before
    player.undo()
    assert len(player.state.history) == before


def test_teacher_mode_shows_every_knight_and_the_board():
    game = gamekit.load("camelot", players=3)
    player = ui.step_player(game, seed=1, teacher=True)
    assert all(f"What Player {p} sees" in player.table.panel for p in (1, 2, 3))
    assert player.table.board.startswith("<svg")     # the board, drawn as SVG
    player.play_to_end()
    assert player.state.is_terminal() and "Game over" in player.table.turn
