"""StepPlayer driven from Python, as a learner clicks it (through its table's messages)."""
import html
import re

import gamekit
from gamekit.core.protocol import CHANCE
from gamekit.tavern_trouble import ui as tavern_ui
from gamekit.tavern_trouble.actions import Deal, Stand
from gamekit.tavern_trouble.components import VAMPIRES
from gamekit.widgets import StepPlayer
from gamekit.widgets.faces import PLAY_IT


def make(**kw):
    return StepPlayer(gamekit.load("tavern_trouble", players=3), seed=3, **kw)


def test_it_opens_at_the_humans_first_decision_with_a_choice_per_action():
    sp = make()
    assert sp.state.current_player == 0
    assert sp.choice_texts == [str(a) for a in sp.state.legal_actions()]
    assert "What Player 1 sees" in sp.table.panel
    assert "What Player 2 sees" not in sp.table.panel


def test_clicking_applies_the_action_and_the_bots_move_on():
    sp = make()
    text = sp.choice_texts[0]
    before = len(sp.state.history)
    sp.click(text)
    assert str(sp.state.history[before]) == text
    assert sp.state.current_player in (0, gamekit.TERMINAL)
    assert sp.table.log.count("<li>") >= 1


def test_undo_returns_to_the_previous_decision_and_redo_replays_it():
    sp = make()
    first = sp.state.to_json()
    sp.click(sp.choice_texts[-1])   # stands: no draw, so anyone may undo it
    after = sp.state.to_json()
    sp.press("undo")
    assert sp.state.to_json() == first
    sp.press("redo")
    assert sp.state.to_json() == after
    assert not next(c for c in sp.table.controls if c["id"] == "redo")["enabled"]


def test_the_same_seed_shows_the_same_game_after_undo_and_a_new_click():
    sp = make()
    sp.click(sp.choice_texts[-1])
    once = sp.state.to_json()
    sp.undo()
    sp.click(sp.choice_texts[-1])
    assert sp.state.to_json() == once


def test_an_undo_across_a_draw_asks_first():
    sp = make()
    sp.click(sp.choice_texts[0])    # takes a third card: chance draws it
    undo = next(c for c in sp.table.controls if c["id"] == "undo")
    assert sp.undo_draws() and undo["enabled"] and "draw" in undo["confirm"]


def test_chance_steps_show_their_probabilities_without_autoplay():
    sp = make(autoplay=False)
    assert sp.state.current_player == gamekit.CHANCE
    assert "1/39" in sp.table.note  # e.g. a barbarian and a goblin
    sp.click("🎲 Draw at random")
    assert len(sp.state.history) == 1


def test_teacher_sees_every_hand_and_can_pick_a_chance_outcome():
    sp = make(autoplay=False, teacher=True)
    assert all(f"What Player {p} sees" in sp.table.panel for p in (1, 2, 3))
    chosen = sp.choice_texts[1]
    sp.click(chosen)
    assert chosen.startswith(str(sp.state.history[0]))


def test_bot_move_and_play_to_the_end():
    sp = make(humans=())
    sp.press("bot")
    sp.press("end")
    assert sp.state.is_terminal()
    assert "Game over" in sp.table.turn and sp.choice_texts == []
    assert not next(c for c in sp.table.controls if c["id"] == "end")["enabled"]


def test_the_board_is_redrawn_after_each_step_as_svg_text():
    calls = []

    def render(view):
        from matplotlib.figure import Figure
        calls.append((view["player"], view["cards_in_hand"]))
        figure = Figure(figsize=(1, 1))
        figure.text(0.5, 0.5, str(view["cards_in_hand"]))
        return figure

    sp = make(render=render)
    first = sp.table.board
    assert first.startswith("<svg")
    sp.click(sp.choice_texts[0])  # Player 1 takes a third card: his hand grows
    assert calls[-1][0] == 0 and calls[-1][1] != calls[0][1]
    assert sp.table.board != first


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


def test_new_game_with_a_seed_from_the_teacher_bar():
    sp = make()
    sp.table.click("teacher", what="new", seed=4)
    other = make()
    assert sp.seed == 4 and sp.state.history != other.state.history
    sp.table.click("teacher", what="new", seed="4; drop table")
    assert sp.seed == 4 and "whole number" in sp.table.notice


def test_the_same_position_draws_the_same_board():
    sp = make(faces=tavern_ui.FACES)
    before = sp.table.board
    sp.click(sp.choice_texts[0])    # a third card: three cards face up
    assert sp.table.board != before
    sp.undo()
    assert sp.table.board == before


def test_the_hint_button_coaches_the_deciding_seat_from_its_view():
    sp = make()
    sp.press("hint")
    assert "The coach, for Player 1" in sp.table.hint
    shown = [str(a) for a in sp.state.legal_actions()]
    assert any(text in sp.table.hint for text in shown)
    sp.click(sp.choice_texts[0])
    assert sp.table.hint == ""     # a move clears the hint


def test_a_hinted_action_is_played_by_its_button():
    """Each hinted action has a "Play it" button naming its choice on the table; the
    page's click on it sends that choice, as a click on the choice itself would."""
    sp = make()
    sp.press("hint")
    named = re.findall(r"<li><b>([^<]*)</b>", sp.table.hint)
    indices = [int(i) for i in re.findall(r"data-index='(\d+)'", sp.table.hint)]
    assert named and len(indices) == len(named) == sp.table.hint.count(PLAY_IT)
    assert [sp.choice_texts[i] for i in indices] == [html.unescape(text) for text in named]
    assert [str(h.action) for h in sp.hints()] == [html.unescape(text) for text in named]
    action, step = sp.state.legal_actions()[indices[0]], len(sp.state.history)
    sp.table.click("choose", id=indices[0])
    assert sp.state.history[step] == action


def test_a_hint_for_a_seat_the_table_plays_has_no_play_button():
    """Where the table offers "Let the bot move", not the seat's actions, a hint names
    them and has nothing to press."""
    sp = make(humans=(), autoplay=False)
    while sp.state.current_player == CHANCE:
        sp.bot_move()
    sp.press("hint")
    assert "<li>" in sp.table.hint and PLAY_IT not in sp.table.hint


class FirstChoice:
    """Always the first legal action: in Tavern Trouble's abilities phase, a pair shown."""

    def act(self, observation, rng):
        return observation.legal_actions[0]


def vampires_at_seat_2(human: int, *stands: int) -> StepPlayer:
    """Two players, Player 2 (seat 1) holding two vampires and the first asked; the
    ``stands`` seats have stood; ``human`` plays, the other seat is a bot that shows
    any pair it holds."""
    game = gamekit.load("tavern_trouble", players=2)
    sp = StepPlayer(game, bots=[FirstChoice(), FirstChoice()], seed=1, humans=(human,), autoplay=False)
    for step in (Deal(1, (VAMPIRES, VAMPIRES)), Deal(0, (2, 3)), *(Stand(seat, 2) for seat in stands)):
        sp.choose(step)
    sp.autoplay = True
    return sp


def undo_control(sp: StepPlayer) -> dict:
    return next(c for c in sp.table.controls if c["id"] == "undo")


def test_a_learner_alone_takes_back_a_pair_he_showed_the_bots_without_a_word():
    """The bots remember nothing: a pair shown to them alone goes back unknown."""
    sp = vampires_at_seat_2(1, 1, 0)
    before = sp.state.to_json()
    sp.click("Player 2 shows the vampires: 3 damage to Player 1")
    assert sp.state.current_player == 1                 # asked again
    assert not sp.undo_shows() and undo_control(sp)["confirm"] == ""
    sp.press("undo")
    assert sp.state.to_json() == before


def test_taking_back_a_bots_pair_shown_asks_first():
    """Player 1 stands, then the bot shows its vampires: taking the stand back puts the
    pair back in the bot's hand, known to Player 1 (in a classroom, only the teacher may)."""
    sp = vampires_at_seat_2(0, 1)
    sp.click("Player 1 stands with 2 cards")
    assert "Player 2 shows the vampires: 3 damage to Player 1" in map(str, sp.state.history)
    assert sp.undo_shows() and not sp.undo_draws()
    assert "back where it was hidden" in undo_control(sp)["confirm"]
