"""StepPlayer: play any gamekit game step by step in a notebook.

One choice per legal action (on the board where the game has one), chance steps with
their exact probabilities, undo and redo, a bot move, play to the end, a hint, and the
log, all in one :class:`~gamekit.widgets.table.Table` updated in place. Its logic lives
in plain methods (``choose``, ``undo``, ``bot_move`` …) so that tests can drive it from
Python. It steps as :func:`gamekit.play` does, with one generator seeded once, so
``StepPlayer(game, bots, seed=1, humans=())`` plays the very game ``gamekit.play(game,
bots, seed=1)`` does.
"""
from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..bots import coach
from ..bots.coach import Hint
from ..core.bots import Bot, observe
from ..core.play import choose, seat_bots
from ..core.protocol import CHANCE, Game, State
from ..core.undo import drew, shown
from .faces import Faces, hints_html, log_html, view_html
from .table import Table

MAX_CHANCE_ROWS = 12
CROSS_A_DRAW = "Undo across a draw? Everyone will then know what was drawn."
SHOWN_BACK = "Take back a card shown? Everyone will know it is back where it was hidden."
CONTROL_CALLS = {"undo": "undo", "redo": "redo", "bot": "bot_move", "end": "play_to_end", "hint": "hint"}
"""The method each control of the table calls."""


@dataclass(frozen=True)
class Undone:
    """One step taken back: the choice, the generator's state after it, and whether
    it was a draw (:func:`drew`: whoever redoes or replays it knows what comes)."""

    choice: Any
    after: tuple
    drawn: bool


class StepPlayer:
    """Play ``game`` in a notebook: ``humans`` are the seats you play (all others are
    ``bots``); ``faces`` say how the game looks (a board, its words; ``render(view)``
    and ``describe(view, heading)`` may give them as older code does); ``teacher=True``
    shows every hand and the whole log. Undo and redo take the generator back and
    forth with the game, so a redone step draws what it drew before."""

    fill = False
    """Whether the table fills the browser window (a page of its own)."""

    def __init__(self, game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                 humans: Sequence[int] = (0,), render: Callable[[dict], Any] | None = None,
                 teacher: bool = False, autoplay: bool = True,
                 describe: Callable[[dict, str], str] | None = None,
                 faces: Faces | None = None) -> None:
        self.game = game
        self.bots = seat_bots(game, bots)
        self.seed = seed
        self.humans = tuple(humans)
        self.faces = faces or Faces.of(render=render, describe=describe)
        self.autoplay = autoplay
        self.showing = teacher
        """Every seat's view and the whole log are shown (the teacher's "show every hand")."""
        self.state = game.new_initial_state()
        self.rng = random.Random(seed)
        self._past: list[tuple[State, tuple]] = []
        """Each step taken: the state before it and the generator's state before it."""
        self._future: list[list[Undone]] = []
        """What each undo took back, the last undo last."""
        self._options: list[Callable[[], None]] = []
        """What each choice on the table does, by its index."""
        self._advance()
        self.table = Table(key=self.faces.key, rules=self.faces.rules, fill=self.fill)
        self.table.handle("choose", self._on_choose)
        self.table.handle("control", self._on_control)
        self.table.handle("teacher", self._on_teacher, stale_checked=False)
        self.refresh()

    # -- the logic (what the clicks call) ---------------------------------------------
    @property
    def viewer(self) -> int:
        """Whose eyes the panel shows: the deciding human, else the first human."""
        player = self.state.current_player
        return player if player in self.humans else (self.humans[0] if self.humans else 0)

    @property
    def teacher(self) -> bool:
        """Whether the teacher's controls are open (always, in a notebook)."""
        return True

    @property
    def teaching(self) -> bool:
        """Whether every view and the whole log are shown."""
        return self.showing

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

    def hints(self) -> list[Hint]:
        """The coach's best few actions for the deciding seat, from its view alone, as
        the Hint button shows them (none at a chance step, nor once the game is over)."""
        state, player = self.state, self.state.current_player
        if player == CHANCE or state.is_terminal():
            return []
        return coach.hints(observe(state, player), random.Random(len(state.history)))

    def hint(self) -> None:
        """Show :meth:`hints` on the table, each with a button that plays it."""
        rows = self.hints()
        if not rows:
            return
        state = self.state
        actions = state.legal_actions() if self._by_hand() else []  # the choices on the table
        self.table.hint = hints_html(rows, f"Player {state.current_player + 1}", lambda action: (
            f"data-index='{actions.index(action)}' data-live='1'" if action in actions else ""))

    def play_to_end(self) -> None:
        """Bots play every seat, chance is drawn, until the game is over."""
        while not self.state.is_terminal():
            self._bot_step()
        self.refresh()

    def undo(self) -> None:
        """Take back the last step; with autoplay, back to the previous human decision."""
        depth = self._undo_depth()
        if not depth:
            return
        span = []
        for _ in range(depth):
            after, reached = self.rng.getstate(), self.state
            choice = self.state.history[-1]
            self.state, before = self._past.pop()
            self.rng.setstate(before)
            span.append(Undone(choice, after, drew(self.state, reached)))
        self._future.append(span)
        self.refresh()

    def _undo_depth(self) -> int:
        """How many steps back the previous human decision lies (0: none)."""
        if not self.autoplay:
            return 1 if self._past else 0
        for depth, (earlier, _) in enumerate(reversed(self._past), 1):
            if earlier.current_player in self.humans:
                return depth
        return 0

    def undo_draws(self) -> bool:
        """Whether the next undo takes back a draw: a step chance decided, or one that told
        a seat something privately (see :func:`drew`)."""
        states = self._undone()
        return any(map(drew, states, states[1:]))

    def undo_shows(self) -> bool:
        """Whether the next undo takes back a step that showed a person at the table a
        card he had not seen (the game's ``rules.shown_to``): the card would go back
        where it was hidden, known to him. The bots remember nothing, so a learner
        alone with them may take back a card he showed them."""
        states = self._undone()
        return any(shown(before, after, self.humans) for before, after in zip(states, states[1:]))

    def _undone(self) -> list[State]:
        """The states the next undo passes through, from the one it returns to."""
        depth = self._undo_depth()
        return [state for state, _ in self._past[len(self._past) - depth:]] + [self.state]

    def redo_draws(self) -> bool:
        """Whether the next redo replays a draw."""
        return bool(self._future) and any(step.drawn for step in self._future[-1])

    def redo(self) -> None:
        """Replay what the last undo took back."""
        if not self._future:
            return
        for step in reversed(self._future.pop()):
            self._push(step.choice, keep_future=True)
            self.rng.setstate(step.after)
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

    # -- the clicks ------------------------------------------------------------------
    def _on_choose(self, message: dict) -> None:
        index = message.get("id")
        if type(index) is not int or not 0 <= index < len(self._options):
            self.table.notice = "That choice is not on the table any more: nothing was done."
            return
        self._options[index]()

    def _on_control(self, message: dict) -> None:
        name = str(message.get("id"))
        allowed = {c["id"] for c in self._controls() if c["enabled"]}
        if name not in allowed:
            self.table.notice = "That button is not for now: nothing was done."
            return
        getattr(self, CONTROL_CALLS[name])()

    def _on_teacher(self, message: dict) -> None:
        what = message.get("what")
        if what == "show" and self.teacher:
            self.showing = bool(message.get("on"))
            self.refresh()
        elif what == "new" and self.teacher:
            seed = message.get("seed")
            if type(seed) is not int or not 0 <= seed < 2 ** 63:
                self.table.notice = "A seed is a whole number from 0 up."
                return
            self.new_game(seed)
        else:
            self.table.notice = "That is for the teacher: nothing was done."

    # -- what the table shows ----------------------------------------------------------
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
        """Redraw the table from the state, in one message to the page."""
        table = self.table
        with table.hold_sync():
            table.title = f"{self.game.title} — step {len(self.state.history)}"
            table.turn = self.turn_text()
            table.hint = table.notice = ""
            self._show()
            table.controls = self._controls()
            table.teacher = self._teacher_bar()
            table.revision += 1

    def _teacher_bar(self) -> dict:
        return {"guarded": False, "open": True, "seed": self.seed, "showing": self.showing,
                "players": self.game.num_players, "allowed": [self.game.num_players], "fixed": True}

    def _show(self) -> None:
        """What only some eyes may see: the views, the board, the choices and the log,
        as the viewer sees them (everyone's, when teaching)."""
        state, viewer = self.state, self.viewer
        shown = range(self.game.num_players) if self.teaching else [viewer]
        views = {p: state.view(p) for p in shown}
        table = self.table
        table.panel = "".join(self.faces.describe(views[p], f"What Player {p + 1} sees") for p in shown)
        board = self.faces.board
        table.board = "" if board is None else board(views[viewer])
        table.choices, self._options = self._choices(views[viewer])
        table.note = self._chance_note()
        table.log = log_html(state.log if self.teaching else state.log_for(viewer))

    def _choices(self, view: dict) -> tuple[list[dict], list[Callable[[], None]]]:
        state = self.state
        player = state.current_player
        if state.is_terminal():
            return [], []
        rows: list[tuple[dict[str, Any], Callable[[], None]]]
        if player == CHANCE:
            rows = [({"text": "🎲 Draw at random"}, self.sample)]
            if self.teaching:  # the teacher may pick an outcome to ask "what if?"
                outcomes = sorted(state.chance_outcomes(), key=lambda op: -op[1])[:MAX_CHANCE_ROWS]
                rows += [({"text": f"{o}  (p = {p})"}, partial(self.choose, o)) for o, p in outcomes]
        elif not self._by_hand():
            rows = [({"text": "Let the bot move"}, self.bot_move)]
        else:
            faces = self.faces
            rows = []
            for action in state.legal_actions():
                choice: dict[str, Any] = {"text": str(action), "spots": list(faces.spots(action))}
                if faces.preview is not None and choice["spots"]:
                    choice["preview"] = faces.preview(action, view)
                if faces.tip is not None:
                    choice["tip"] = faces.tip(action)
                rows.append((choice, partial(self.choose, action)))
        return [c for c, _ in rows], [call for _, call in rows]

    def _by_hand(self) -> bool:
        """Whether the table offers the legal actions of the seat to play (a human's
        turn, or the teacher's eyes on every seat), not the bot's move."""
        return self.state.current_player in self.humans or self.teaching

    def _chance_note(self) -> str:
        """The odds of a chance step, for those who may not pick its outcome."""
        state = self.state
        if state.current_player != CHANCE or self.teaching:
            return ""
        outcomes = sorted(state.chance_outcomes(), key=lambda op: -op[1])
        rows = "".join(f"<tr><td>{html.escape(str(o))}</td><td>{p}</td><td>{float(p):.1%}</td></tr>"
                       for o, p in outcomes[:MAX_CHANCE_ROWS])
        more = len(outcomes) - MAX_CHANCE_ROWS
        rows += f"<tr><td colspan=3>… and {more} more</td></tr>" if more > 0 else ""
        return f"<table>{rows}</table>"

    def _controls(self) -> list[dict]:
        """Undo, redo, a bot's move, a hint; play to the end for the teacher. A pupil
        may not undo or redo across a draw, nor take back a card shown to a person;
        the teacher may, after saying yes."""
        state = self.state
        over = state.is_terminal()
        undo_draws, undo_shows, redo_draws = self.undo_draws(), self.undo_shows(), self.redo_draws()
        guarded = CROSS_A_DRAW if undo_draws else SHOWN_BACK if undo_shows else ""
        rows = [
            _control("undo", "↶ Undo", bool(self._undo_depth()) and (self.teacher or not guarded),
                     "Take the last move back" if self.teacher or not guarded
                     else "Only the teacher may undo across a draw" if undo_draws
                     else "Only the teacher may take back a card shown", guarded),
            _control("redo", "↷ Redo", bool(self._future) and (self.teacher or not redo_draws),
                     "Only the teacher may redo across a draw" if redo_draws and not self.teacher
                     else "Make the move taken back again", CROSS_A_DRAW if redo_draws else ""),
            _control("bot", "Let the bot move", not over, "The bot decides for the seat to play"),
            _control("hint", "Hint", not over and state.current_player != CHANCE,
                     "The coach's best few actions, from what this player sees"),
        ]
        if self.teacher:
            rows.append(_control("end", "Play to the end", not over, "Bots play every seat to the end",
                                 "Play the game to the end? Bots play every seat."))
        return rows

    # -- for Python (tests, scripts) -------------------------------------------------------
    @property
    def choice_texts(self) -> list[str]:
        """The choices now on the table, as their buttons read."""
        return [c["text"] for c in self.table.choices]

    def click(self, text: str) -> None:
        """Click the choice that reads ``text``, as the page does."""
        self.table.click("choose", id=self.choice_texts.index(text))

    def press(self, control: str) -> None:
        """Press a control (``undo``, ``redo``, ``bot``, ``hint``, ``end``), as the page does."""
        self.table.click("control", id=control)

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.table)


def _control(name: str, label: str, enabled: bool, tip: str, confirm: str = "") -> dict:
    return {"id": name, "label": label, "enabled": enabled, "tip": tip, "confirm": confirm}


__all__ = ["StepPlayer", "log_html", "view_html"]
