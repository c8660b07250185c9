"""StepPlayer: play any gamekit game step by step in a notebook.

One button per legal action, chance steps with their exact probabilities, undo and
redo, a bot move, play to the end, and the log. Its logic lives in plain methods
(``choose``, ``undo``, ``bot_move`` …) so that tests can drive it from Python. It steps
as :func:`gamekit.play` does, with one generator seeded once, so ``StepPlayer(game,
bots, seed=1, humans=())`` plays the very game ``gamekit.play(game, bots, seed=1)`` does.
"""
from __future__ import annotations

import html
import io
import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import ipywidgets as W
import matplotlib

from ..bots.coach import hints
from ..core.bots import Bot, observe
from ..core.play import choose, seat_bots
from ..core.protocol import CHANCE, Game, State

MAX_CHANCE_ROWS = 12


class StepPlayer:
    """Play ``game`` in a notebook: ``humans`` are the seats you play (all others are
    ``bots``); ``render(view)`` returns a matplotlib figure of what the seat shown sees,
    redrawn after each step; ``teacher=True`` shows every hand and the whole log;
    ``describe(view, heading)`` may turn a view into HTML (default: a table of its
    fields). Undo and redo take the generator back and forth with the game, so a redone
    step draws what it drew before."""

    def __init__(self, game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                 humans: Sequence[int] = (0,), render: Callable[[dict], Any] | None = None,
                 teacher: bool = False, autoplay: bool = True,
                 describe: Callable[[dict, str], str] | None = None) -> None:
        self.game = game
        self.bots = seat_bots(game, bots)
        self.seed = seed
        self.humans = tuple(humans)
        self.render = render
        self.autoplay = autoplay
        self.describe = describe or view_html
        self.state = game.new_initial_state()
        self.rng = random.Random(seed)
        self._past: list[tuple[State, tuple]] = []
        """Each step taken: the state before it and the generator's state before it."""
        self._future: list[tuple[Any, tuple]] = []
        """Each step undone: the choice and the generator's state after it."""
        self.message = ""
        self._advance()
        self._build(teacher)

    # -- the logic (what the buttons call) -------------------------------------------
    @property
    def viewer(self) -> int:
        """Whose eyes the panel shows: the deciding human, else the first human."""
        player = self.state.current_player
        return player if player in self.humans else (self.humans[0] if self.humans else 0)

    def choose(self, choice: Any) -> None:
        """Apply a legal action (or a chance outcome); bots and chance then move on
        until a human decides, when autoplay is on."""
        self._push(choice)
        self._advance()
        self.refresh()

    def choose_text(self, text: str) -> None:
        """Apply the choice whose text is ``text`` (as written on its button)."""
        match = [c for c in self.state.choices() if str(c) == text]
        if not match:
            raise ValueError(f"{text!r} is not possible now")
        self.choose(match[0])

    def sample(self) -> None:
        """Resolve the chance step at random (seeded)."""
        self.bot_move()

    def bot_move(self) -> None:
        """Let the bot of the current seat decide (or resolve a chance step); with
        autoplay, bots and chance then move on until a human decides."""
        if self.state.is_terminal():
            return
        self._bot_step()
        self._advance()
        self.refresh()

    def hint(self) -> None:
        """The coach's best few actions for the deciding seat, from its view alone."""
        state, player = self.state, self.state.current_player
        if player == CHANCE or state.is_terminal():
            return
        rows = hints(observe(state, player), random.Random(len(state.history)))
        items = "".join(f"<li><b>{html.escape(str(h.action))}</b>: {html.escape(h.why)}</li>"
                        for h in rows)
        self.hint_box.value = f"<b>The coach, for Player {player + 1}</b><ol>{items}</ol>"

    def play_to_end(self) -> None:
        """Bots play every seat, chance is drawn, until the game is over."""
        while not self.state.is_terminal():
            self._bot_step()
        self.refresh()

    def undo(self) -> None:
        """Take back the last step; with autoplay, back to the previous human decision."""
        for _ in range(self._undo_depth()):
            after = self.rng.getstate()
            self._future.append((self.state.history[-1], after))
            self.state, before = self._past.pop()
            self.rng.setstate(before)
        self.refresh()

    def _undo_depth(self) -> int:
        """How many steps back the previous human decision lies (0: none)."""
        if not self.autoplay:
            return 1 if self._past else 0
        for depth, (earlier, _) in enumerate(reversed(self._past), 1):
            if earlier.current_player in self.humans:
                return depth
        return 0

    def redo(self) -> None:
        """Replay the steps undone, up to the next human decision."""
        while self._future:
            choice, after = self._future.pop()
            self._push(choice, keep_future=True)
            self.rng.setstate(after)
            if not self.autoplay or self._human_turn():
                break
        self.refresh()

    def new_game(self, seed: int | None = None) -> None:
        if seed is not None:
            self.seed = seed
        self.state = self.game.new_initial_state()
        self.rng = random.Random(self.seed)
        self._past.clear()
        self._future.clear()
        self._advance()
        self.refresh()

    def _human_turn(self) -> bool:
        return self.state.current_player in self.humans or self.state.is_terminal()

    def _push(self, choice: Any, keep_future: bool = False, rng_before: tuple | None = None) -> None:
        before = self.state.clone()
        self.state.apply(choice)  # an illegal choice raises here and nothing is kept
        self._past.append((before, self.rng.getstate() if rng_before is None else rng_before))
        if not keep_future:
            self._future.clear()

    def _bot_step(self) -> None:
        """One step as gamekit.play takes it: chance drawn, or the seat's bot asked."""
        before = self.rng.getstate()
        self._push(choose(self.state, self.bots, self.rng), rng_before=before)

    def _advance(self) -> None:
        if self.autoplay:
            while not self._human_turn():
                self._bot_step()

    # -- the widget -----------------------------------------------------------------
    def _build(self, teacher: bool) -> None:
        big = W.Layout(width="auto")
        self.title = W.HTML()
        self.panel = W.HTML()
        self.picture = W.Image(format="svg+xml", layout=W.Layout(max_width="100%"))
        self.actions = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap", grid_gap="4px"))
        self.undo_button = W.Button(description="↶ Undo", layout=big)
        self.redo_button = W.Button(description="↷ Redo", layout=big)
        self.bot_button = W.Button(description="Let the bot move", layout=big)
        self.end_button = W.Button(description="Play to the end", layout=big)
        self.hint_button = W.Button(description="💡 Hint", layout=big,
                                    tooltip="The coach's best few actions, from what this player sees")
        self.hint_box = W.HTML()
        self.teacher = W.Checkbox(value=teacher, description="Teacher: show everything", indent=False)
        self.log_box = W.HTML()
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.bot_button.on_click(lambda _: self.bot_move())
        self.end_button.on_click(lambda _: self.play_to_end())
        self.hint_button.on_click(lambda _: self.hint())
        self.teacher.observe(lambda _: self.refresh(), names="value")
        controls = W.HBox([self.undo_button, self.redo_button, self.bot_button, self.end_button,
                           self.hint_button, self.teacher])
        self.widget = W.VBox([self.title, self.panel, self.picture, self.actions, self.hint_box,
                              controls, self.log_box])
        # class names give pages (and browser tests) stable handles on the parts
        for part, name in ((self.widget, "step-player"), (self.title, "title"),
                           (self.panel, "panel"), (self.picture, "picture"),
                           (self.actions, "actions"), (self.log_box, "log")):
            part.add_class(f"gamekit-{name}")
        self.refresh()

    @property
    def teaching(self) -> bool:
        """Whether every view and the whole log are shown (the teacher's checkbox)."""
        return self.teacher.value

    def turn_text(self) -> str:
        """Whose turn it is, in a sentence."""
        state = self.state
        player = state.current_player
        if state.is_terminal():
            winners = [p + 1 for p, r in enumerate(state.returns()) if r > 0]
            return f"Game over: player {' and '.join(map(str, winners))} won." if winners \
                else "Game over: nobody won."
        if player == CHANCE:
            return "Chance decides the next step."
        who = "your" if player in self.humans else "the bot's"
        return f"Player {player + 1} to decide ({who} turn)."

    def refresh(self) -> None:
        """Redraw everything from the state."""
        state = self.state
        self.title.value = (f"<h3 style='margin:2px'>{html.escape(self.game.title)} — step "
                            f"{len(state.history)}</h3><b>{html.escape(self.turn_text())}</b>")
        self._show_seat(self.viewer, self.teaching)
        self.undo_button.disabled = not self._undo_depth()
        self.redo_button.disabled = not self._future
        self.bot_button.disabled = self.end_button.disabled = state.is_terminal()
        self.hint_button.disabled = state.is_terminal() or state.current_player == CHANCE
        self.hint_box.value = ""

    def _show_seat(self, viewer: int, teaching: bool) -> None:
        """What only some eyes may see: the views, the picture, the choices and the log,
        as ``viewer`` sees them (everyone's, when ``teaching``)."""
        state = self.state
        shown = range(self.game.num_players) if teaching else [viewer]
        views = {p: state.view(p) for p in shown}
        self.panel.value = "".join(self.describe(views[p], f"What Player {p + 1} sees")
                                   for p in shown)
        self._redraw_picture(views[viewer] if viewer in views else state.view(viewer))
        self.actions.children = self._action_buttons()
        lines = state.log if teaching else state.log_for(viewer)
        self.log_box.value = log_html(lines)

    def _action_buttons(self) -> list:
        state = self.state
        player = state.current_player
        if state.is_terminal():
            return []
        if player == CHANCE:
            outcomes = sorted(state.chance_outcomes(), key=lambda op: -op[1])
            buttons = [self._button("🎲 Draw at random", self.sample, "info")]
            if self.teaching:  # the teacher may pick an outcome to ask "what if?"
                buttons += [self._button(f"{o}  (p = {p})", partial(self.choose, o))
                            for o, p in outcomes[:MAX_CHANCE_ROWS]]
            else:
                rows = "".join(f"<tr><td>{html.escape(str(o))}</td><td>{p}</td>"
                               f"<td>{float(p):.1%}</td></tr>" for o, p in outcomes[:MAX_CHANCE_ROWS])
                more = len(outcomes) - MAX_CHANCE_ROWS
                rows += f"<tr><td colspan=3>… and {more} more</td></tr>" if more > 0 else ""
                buttons.append(W.HTML(f"<table>{rows}</table>"))
            return buttons
        if player not in self.humans and not self.teaching:
            return [self._button("Let the bot move", self.bot_move, "info")]
        return [self._button(str(a), partial(self.choose, a)) for a in state.legal_actions()]

    def _button(self, text: str, call: Callable[[], None], style: str = "") -> W.Button:
        button = W.Button(description=text, tooltip=text, button_style=style,
                          layout=W.Layout(width="auto"))
        button.on_click(lambda _: call())
        return button

    @property
    def buttons(self) -> list[W.Button]:
        """The action buttons now shown (what a learner can click)."""
        return [b for b in self.actions.children if isinstance(b, W.Button)]

    def _redraw_picture(self, view: dict) -> None:
        """Draw ``render``'s matplotlib figure of ``view`` into the picture (SVG: quicker
        to make than PNG, and sharp on a projector). The same position gives the same
        bytes (no date, fixed ids), so an undo shows the very picture of before and an
        unchanged picture is not sent again."""
        self.picture.layout.display = "none" if self.render is None else None
        if self.render is not None:
            figure = self.render(view)
            buffer = io.BytesIO()
            with matplotlib.rc_context({"svg.hashsalt": "gamekit"}):
                figure.savefig(buffer, format="svg", metadata={"Date": None})
            self.picture.value = buffer.getvalue()

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)


def view_html(view: dict, heading: str) -> str:
    """A player's view as a small table."""
    rows = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{html.escape(str(k))}</th>"
                   f"<td>{html.escape(_plain(v))}</td></tr>" for k, v in view.items())
    return f"<b>{html.escape(heading)}</b><table>{rows}</table>"


def _plain(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return str(value)


def log_html(lines: Sequence[str], last: int = 14) -> str:
    shown = lines[-last:]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in shown)
    start = max(1, len(lines) - last + 1)
    return f"<b>Log</b><ol start='{start}' style='margin:2px'>{items}</ol>"
