"""Die Tafelrunde in the StepPlayer: clicked from Python, as a learner would."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.figure  # noqa: E402

import gamekit  # noqa: E402
from gamekit.tafelrunde import ui  # noqa: E402
from gamekit.tafelrunde.bots import HeuristicBot  # noqa: E402
from gamekit.tafelrunde.components import CARDS  # noqa: E402


def make():
    game = gamekit.load("tafelrunde", players=3)
    return ui.step_player(game, bots=[HeuristicBot()] * 3, seed=4)


def test_it_opens_at_player_1s_first_turn_with_his_hand_and_the_table():
    sp = make()
    assert sp.state.current_player == 0 and sp.state.day == 1
    assert sp.choice_texts == [str(a) for a in sp.state.legal_actions()]
    panel = sp.table.panel
    assert "day 1, round 1" in panel and "Your hand:" in panel
    assert "The table from the goblet side: 1. lilac rogue" in panel
    assert isinstance(ui.render(sp.state.view(0)), matplotlib.figure.Figure)


def test_clicks_play_the_game_and_the_others_hands_stay_hidden():
    sp = make()
    mine = {CARDS[c].label for c in sp.state.hands[0]}
    hidden = {CARDS[c].label for p in (1, 2) for c in sp.state.hands[p]} - mine
    assert hidden                                  # cards Player 1 does not hold, nor sees
    assert not any(label in sp.table.panel or label in sp.table.log for label in hidden)
    for _ in range(12):
        if sp.state.is_terminal():
            break
        sp.click(sp.choice_texts[-1])
    assert "What Player 2 sees" not in sp.table.panel
    shown = sp.table.log
    assert all(f"Player {p + 1} gets" not in shown for p in (1, 2))
    sp.play_to_end()
    assert sp.state.is_terminal() and "Game over" in sp.table.turn


def test_in_a_veto_window_the_panel_says_what_the_player_asked_may_do():
    from .helpers import P1, P2, RED_AMAZON, give, new_game, play

    state = new_game()
    give(state, P1, "minor_intrigue")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    panel = ui.describe(state.view(P2), "Player 2")
    assert "Player 2: you hold no shield card, so you can only pass" in panel
    assert "may veto" in ui.describe(state.view(P1), "Player 1")
