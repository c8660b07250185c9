"""The notebook widget: a knight's own view, the teacher's every view, the choices."""
import html

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


def test_the_explorer_redraws_exact_odds_as_the_controls_move():
    explorer = ui.Explorer()
    explorer.total.value, explorer.excalibur.value = 7, True
    assert "<b>7/8</b> = <b>87.5%</b>" in explorer.siege_out.value
    explorer.over[0].value = True                               # Excalibur over
    assert "becomes a siege engine: <b>4/19</b>" in explorer.deck_out.value
    explorer.quest.value, explorer.white.value = "the Black Knight", 8
    explorer.excalibur.value, explorer.unknown.value, explorer.face_up.value = False, 0, "1 7"
    assert "<b>0</b> = <b>0.0%</b>" in explorer.quest_out.value  # a tie goes to Evil
    explorer.face_up.value = "7 7"
    assert "no more black cards of value 7" in explorer.quest_out.value


def test_the_discard_piles_are_shown_face_up():
    """Every card reaches a discard pile in the open (the discards lie face up): the
    board counts both piles and the knight's panel names every card on them."""
    state = gamekit.play(gamekit.load("camelot", players=4), None, seed=2)
    view = state.view(0)
    white, black = view["white_discard_cards"], view["black_discard_cards"]
    assert white and black
    assert f"discards, face up: {len(white)} white, {len(black)} black" in ui.board(view)
    told = ui.describe(view, "Player 1")
    for name in set(white) | set(black):
        assert f"{white.count(name) + black.count(name)} × <span class='gk-card' " \
               f"title='{html.escape(ui.card_tip(name))}'>{name}</span>" in told
