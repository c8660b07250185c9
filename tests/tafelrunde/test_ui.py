"""Die Tafelrunde in the StepPlayer: clicked from Python, as a learner would."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.figure  # noqa: E402

import gamekit  # noqa: E402
from gamekit.tafelrunde import ui  # noqa: E402
from gamekit.tafelrunde.bots import HeuristicBot  # noqa: E402


def make():
    game = gamekit.load("tafelrunde", players=3)
    return ui.step_player(game, bots=[HeuristicBot()] * 3, seed=4)


def test_it_opens_at_player_1s_first_turn_with_his_hand_and_the_table():
    sp = make()
    assert sp.state.current_player == 0 and sp.state.day == 1
    assert [b.description for b in sp.buttons] == [str(a) for a in sp.state.legal_actions()]
    panel = sp.panel.value
    assert "day 1, round 1" in panel and "Your hand:" in panel
    assert "The table from the goblet side: 1. lilac rogue" in panel
    assert isinstance(ui.render(sp.state.view(0)), matplotlib.figure.Figure)


def test_clicks_play_the_game_and_the_others_hands_stay_hidden():
    sp = make()
    for _ in range(12):
        if sp.state.is_terminal():
            break
        sp.buttons[-1].click()
    others = [sp.state.hands[p] for p in (1, 2)]
    assert "What Player 2 sees" not in sp.panel.value
    shown = sp.log_box.value
    assert all(f"Player {p + 1} gets" not in shown for p in (1, 2))
    assert others  # they hold cards the panel does not name
    sp.play_to_end()
    assert sp.state.is_terminal() and "Game over" in sp.title.value


def test_in_a_veto_window_the_panel_says_what_the_player_asked_may_do():
    from .helpers import P1, P2, RED_AMAZON, give, new_game, play

    state = new_game()
    give(state, P1, "minor_intrigue")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    panel = ui.describe(state.view(P2), "Player 2")
    assert "Player 2: you hold no shield card, so you can only pass" in panel
    assert "may veto" in ui.describe(state.view(P1), "Player 1")
