"""StepPlayer driven from Python, as a learner clicks it."""
import gamekit
from gamekit.widgets import StepPlayer


def make(**kw):
    return StepPlayer(gamekit.load("tavern_trouble", players=3), seed=3, **kw)


def test_it_opens_at_the_humans_first_decision_with_a_button_per_action():
    sp = make()
    assert sp.state.current_player == 0
    assert [b.description for b in sp.buttons] == [str(a) for a in sp.state.legal_actions()]
    assert "What Player 1 sees" in sp.panel.value
    assert "What Player 2 sees" not in sp.panel.value


def test_clicking_applies_the_action_and_the_bots_move_on():
    sp = make()
    text = sp.buttons[0].description
    before = len(sp.state.history)
    sp.buttons[0].click()
    assert str(sp.state.history[before]) == text
    assert sp.state.current_player in (0, gamekit.TERMINAL)
    assert sp.log_box.value.count("<li>") >= 1


def test_undo_returns_to_the_previous_decision_and_redo_replays_it():
    sp = make()
    first = sp.state.to_json()
    sp.buttons[0].click()
    after = sp.state.to_json()
    sp.undo_button.click()
    assert sp.state.to_json() == first
    sp.redo_button.click()
    assert sp.state.to_json() == after
    assert sp.redo_button.disabled


def test_the_same_seed_shows_the_same_game_after_undo_and_a_new_click():
    sp = make()
    sp.buttons[-1].click()
    once = sp.state.to_json()
    sp.undo()
    sp.buttons[-1].click()
    assert sp.state.to_json() == once


def test_chance_steps_show_their_probabilities_without_autoplay():
    sp = make(autoplay=False)
    assert sp.state.current_player == gamekit.CHANCE
    assert "1/39" in sp.actions.children[1].value  # e.g. a barbarian and a goblin
    sp.buttons[0].click()  # draw at random
    assert len(sp.state.history) == 1


def test_teacher_sees_every_hand_and_can_pick_a_chance_outcome():
    sp = make(autoplay=False, teacher=True)
    assert all(f"What Player {p} sees" in sp.panel.value for p in (1, 2, 3))
    chosen = sp.buttons[1]
    sp.buttons[1].click()
    assert chosen.description.startswith(str(sp.state.history[0]))


def test_bot_move_and_play_to_the_end():
    sp = make(humans=())
    sp.bot_button.click()
    sp.end_button.click()
    assert sp.state.is_terminal()
    assert "Game over" in sp.title.value and sp.buttons == []
    assert sp.end_button.disabled


def test_the_picture_is_redrawn_after_each_step():
    from matplotlib.figure import Figure

    calls = []

    def render(view):
        calls.append((view["player"], view["cards_in_hand"]))
        figure = Figure(figsize=(1, 1))
        figure.text(0.5, 0.5, str(view["cards_in_hand"]))
        return figure

    sp = make(render=render)
    first = bytes(sp.picture.value)
    assert b"<svg" in first
    sp.buttons[0].click()  # Player 1 takes a third card: his hand grows
    assert calls[-1][0] == 0 and calls[-1][1] != calls[0][1]
    assert bytes(sp.picture.value) != first


def test_the_player_steps_and_seeds_as_gamekit_play():
    """With bots in every seat, the widget plays the very game gamekit.play does, and an
    undo then a redo draws the same cards again."""
    game = gamekit.load("tavern_trouble", players=3)
    bots = [gamekit.RandomBot() for _ in range(3)]
    sp = StepPlayer(game, bots=bots, seed=5, humans=())
    assert sp.state.is_terminal()
    assert sp.state.history == gamekit.play(game, bots, seed=5).history
    sp = StepPlayer(game, bots=bots, seed=5, humans=(), autoplay=False)
    for _ in range(30):
        sp.bot_move()
    played = list(sp.state.history)
    for _ in range(10):
        sp.undo()
    for _ in range(10):
        sp.redo()
    for _ in range(20):
        sp.bot_move()
    assert sp.state.history[:30] == played
    assert sp.state.history == gamekit.replay(game, gamekit.play(game, bots, seed=5).history[:50]).history


def test_new_game_with_a_seed():
    sp = make()
    sp.new_game(seed=4)
    other = make()
    assert sp.seed == 4 and sp.state.history != other.state.history


def test_the_same_position_draws_the_same_picture():
    from gamekit.tavern_trouble.ui import render
    sp = make(render=render)
    before = bytes(sp.picture.value)
    sp.buttons[0].click()
    assert bytes(sp.picture.value) != before
    sp.undo()
    assert bytes(sp.picture.value) == before


def test_the_hint_button_coaches_the_deciding_seat_from_its_view():
    sp = make()
    sp.hint_button.click()
    assert "The coach, for Player 1" in sp.hint_box.value
    shown = [str(a) for a in sp.state.legal_actions()]
    assert any(text in sp.hint_box.value for text in shown)
    sp.buttons[0].click()
    assert sp.hint_box.value == ""     # a move clears the hint
