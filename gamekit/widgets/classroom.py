"""Classroom: one device passed around a class, every seat a person (hot-seat).

A :class:`Classroom` is a :class:`StepPlayer` (same table, undo, bots and log) that
fills a projected page, with what a class needs:

* a **pass-the-device cover**: whenever the device changes hands in a game with
  secrets, everything private (the views, the choices, the private log) is taken off
  the page, not just hidden, until the next player clicks "I am Player k"; the cover
  still shows the public board and the last public moves. A game in which the next
  player would see nothing new (Tikal) has no cover;
* **teacher mode**, opened with a PIN: every hand on demand, the seed, a new game,
  play to the end, undo and redo across a draw, each asked for confirmation;
  the pupils' page shows none of these, and the seed is never on it;
* one click is one action, and a stale click says so (see :mod:`.table`).

``Classroom.for_game("tavern_trouble", players=4)`` takes the game's faces from
``gamekit/<game>/ui.py`` and the PIN from ``GAMEKIT_TEACHER_PIN`` (``make app`` sets it).
"""
from __future__ import annotations

import hmac
import html
import os
import secrets
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

import ipywidgets as W

from ..core.bots import Bot
from ..core.play import seat_bots
from ..core.protocol import Game
from ..core.registry import game_class, games, load
from .faces import Faces, game_faces, log_html
from .step_player import StepPlayer

PIN_ENV = "GAMEKIT_TEACHER_PIN"
TRIES = 5
"""Wrong PINs in a row before teacher mode is locked for LOCKED seconds."""
LOCKED = 60.0
PUBLIC_LINES = 6
"""The last public moves the cover shows."""
__all__ = ["Classroom", "apps", "menu"]


SEEDS = 2 ** 53
"""Fresh seeds lie below this: too many to try one by one against a pupil's own cards
(through the kit a billion take about twelve hours of one core, so a laptop's few
cores would find one of them in a lesson), and each still exact as a number in the page."""


def fresh_seed() -> int:
    """A seed nobody can guess (from the operating system): the pupils' screen never
    shows it, the teacher sees it in teacher mode."""
    return secrets.randbelow(SEEDS)


class Classroom(StepPlayer):
    """Hot-seat play of ``game`` for a class: ``humans`` are the seats people play
    (all of them unless told), any others are ``bots``. ``seed`` None draws one
    nobody knows. ``pin`` guards teacher mode (None: opened with a click, as in a
    notebook)."""

    fill = True

    def __init__(self, game: Game, bots: Sequence[Bot] | None = None, seed: int | None = None,
                 humans: Sequence[int] | None = None,
                 render: Callable[[dict], Any] | None = None,
                 describe: Callable[[dict, str], str] | None = None,
                 faces: Faces | None = None, teacher: bool = False, pin: str | None = None) -> None:
        self.every_seat = humans is None
        self.fixed_bots = bots is not None
        self.pin = pin
        self.teacher_open = teacher
        self.shown_to: int | None = None
        """The seat that has said "I am Player k" since the device last changed hands."""
        self._tries = 0
        self._locked_until = 0.0
        self._handed: int | None = None
        self._secret = True
        self._exposed = True
        super().__init__(game, bots=bots, seed=fresh_seed() if seed is None else seed,
                         humans=range(game.num_players) if humans is None else humans,
                         render=render, describe=describe, faces=faces, teacher=teacher)
        self.table.handle("reveal", lambda _: self.reveal())

    @classmethod
    def for_game(cls, name: str, seed: int | None = None, humans: Sequence[int] | None = None,
                 teacher: bool = False, pin: str | None = None, **options: Any) -> Classroom:
        """The classroom for the registered game ``name`` with its ``options``, in the
        game's own faces; the PIN is ``pin`` or else ``$GAMEKIT_TEACHER_PIN``."""
        return cls(load(name, **options), seed=seed, humans=humans, teacher=teacher,
                   faces=game_faces(name), pin=pin if pin is not None else os.environ.get(PIN_ENV) or None)

    # -- the logic ---------------------------------------------------------------------
    @property
    def teacher(self) -> bool:
        return self.teacher_open

    @property
    def teaching(self) -> bool:
        """Every hand is shown to the teacher who asks, and to everyone once the game is over."""
        return (self.teacher_open and self.showing) or self.state.is_terminal()

    @property
    def covered(self) -> bool:
        """Whether the table is covered: the deciding seat has not yet said it holds
        the device, in a game where it would see something the others do not (never
        while teaching, nor once the game is over)."""
        return not self.teaching and self._secret and self.shown_to != self.viewer

    def reveal(self) -> None:
        """The deciding player holds the device: show him his view."""
        self.shown_to = self.viewer
        self.refresh()

    def new_game(self, seed: int | None = None, players: int | None = None) -> None:
        """Start again with ``seed`` (and ``players``, when the seats are not fixed)."""
        if players is not None and players != self.game.num_players:
            if self.fixed_bots:
                raise ValueError("this classroom seats its own bots: its player count is fixed")
            self.game = load(self.game.name, **{**self.game.options, "players": players})
            self.bots = seat_bots(self.game, None)
            self.humans = tuple(range(players)) if self.every_seat else \
                tuple(p for p in self.humans if p < players)
        self.shown_to = None
        self._handed = None
        super().new_game(seed)

    def open_teacher(self, pin: str = "") -> bool:
        """Open teacher mode with the PIN; after TRIES wrong ones it stays locked for
        LOCKED seconds. Returns whether it opened."""
        now = time.monotonic()
        if now < self._locked_until:
            self.table.notice = f"Teacher mode is locked for {self._locked_until - now:.0f} more seconds."
            return False
        if self.pin is not None and not hmac.compare_digest(str(pin).encode(), self.pin.encode()):
            self._tries += 1
            if self._tries >= TRIES:
                self._tries, self._locked_until = 0, now + LOCKED
                self.table.notice = f"Wrong PIN: teacher mode is locked for {LOCKED:.0f} seconds."
            else:
                self.table.notice = f"Wrong PIN ({TRIES - self._tries} tries left)."
            return False
        self._tries = 0
        self.teacher_open = True
        self.refresh()
        return True

    def leave_teacher(self) -> None:
        """Back to the pupils' page: every hand hidden, the table covered again."""
        self.teacher_open = self.showing = False
        self.shown_to = None
        self.refresh()

    def turn_text(self) -> str:
        player = self.state.current_player
        if player in self.humans and len(self.humans) > 1:
            return f"Player {player + 1} to decide."
        return super().turn_text()

    # -- the clicks --------------------------------------------------------------------
    def _on_teacher(self, message: dict) -> None:
        what = message.get("what")
        if what == "open":
            self.open_teacher(str(message.get("pin", "")))
        elif what == "leave":
            self.leave_teacher()
        elif what == "new" and self.teacher:
            players = message.get("players")
            allowed = self.game.OPTIONS["players"].allowed or (self.game.num_players,)
            if players not in allowed or (self.fixed_bots and players != self.game.num_players):
                self.table.notice = f"{self.game.title} is for {allowed[0]} to {allowed[-1]} players."
                return
            seed = message.get("seed")
            if type(seed) is int and 0 <= seed < 2 ** 63:
                self.new_game(seed, players)
            else:
                self.table.notice = "A seed is a whole number from 0 up."
        else:
            super()._on_teacher(message)

    # -- what the table shows ----------------------------------------------------------
    def refresh(self) -> None:
        # the device changes hands whenever another seat decides (after a move, an undo,
        # a redo or a bot's move); whether that seat would see a secret is asked then
        if self.viewer != self._handed:
            self._handed = self.viewer
            self.shown_to = None
            self._secret = self._has_secret()
        was = self._exposed
        super().refresh()
        self._exposed = not self.covered or self.teacher_open
        if was and not self._exposed:
            self.table.seal += 1  # a second message: the page's model forgets the first

    def _has_secret(self) -> bool:
        """Whether some seat sees what the deciding one does not (or hears it in the log)."""
        state, me = self.state, self.viewer
        mine = {**state.view(me), "player": None}
        return any({**state.view(p), "player": None} != mine or state.log_for(p) != state.log_for(me)
                   for p in range(self.game.num_players) if p != me)

    def _prompt(self, seat: int) -> str | None:
        """The question an open window puts, as ``seat`` reads it (None: no window)."""
        prompt = self.faces.prompt
        return None if prompt is None or self.teaching else prompt(self.state.view(seat))

    def _show(self) -> None:
        table, me = self.table, self.viewer
        asked = self._prompt(me)
        if not self.covered:
            table.cover = {}
            super()._show()
            if asked is not None:  # a window: its question and the answers, whatever he holds
                table.panel = f"<p class='gk-prompt'>{html.escape(asked)}</p>"
            return
        # off the page, not merely out of sight: only what everyone may see goes to it
        who = f"Player {me + 1}"
        text = f"Everyone else, look away: only {who} may see what comes next."
        if asked is not None:  # what every other seat reads: who is asked, and about what
            public = next((self._prompt(p) for p in range(self.game.num_players) if p != me), None)
            text = f"{public} {text}" if public else text
        table.cover = {"title": f"Pass the device to {who}", "text": text,
                       "button": f"I am {who}: " + ("answer" if asked is not None else "show my turn")}
        board = self.faces.board
        table.board = "" if board is None else board(self.state.view(me), public=True)
        table.panel = table.note = ""
        table.choices, self._options = [], []
        table.log = log_html(self.state.public_log, last=PUBLIC_LINES)

    def _teacher_bar(self) -> dict:
        if not self.teacher_open:
            return {"guarded": True, "open": False}
        allowed = list(self.game.OPTIONS["players"].allowed or (self.game.num_players,))
        return {"guarded": True, "open": True, "seed": self.seed, "showing": self.showing,
                "players": self.game.num_players, "allowed": allowed, "fixed": self.fixed_bots}

    def _controls(self) -> list[dict]:
        """As on a notebook's table, but a covered table gives no hint nor bot's move,
        and once the next pupil has said "I am Player k", the move before is no longer
        his to take back: only its player, before passing the device on, or the teacher."""
        rows = super()._controls()
        mover = self._undone()[0].current_player
        for row in rows:
            if self.covered and row["id"] in ("hint", "bot"):
                row["enabled"] = False
            if row["id"] == "undo" and row["enabled"] and not self.teacher and \
                    mover in self.humans and self.shown_to not in (None, mover):
                row["enabled"] = False
                row["tip"] = f"Only Player {mover + 1}, who made that move, or the teacher may take it back"
        return rows


MENU_STYLE = """<style>
.gamekit-menu { display: flex; flex-wrap: wrap; gap: 22px; margin: 16px 0; }
.gamekit-menu a { display: block; min-width: 340px; padding: 28px 34px; border-radius: 14px;
  background: #fbf3e4; border: 3px solid #7a5230; color: #3b2a17; text-decoration: none; }
.gamekit-menu a:hover { background: #f2dfbd; }
.gamekit-menu .gamekit-game { font-size: 34px; font-weight: bold; display: block; }
.gamekit-menu .gamekit-seats { font-size: 22px; }
body:has(.gamekit-menu) .jp-RenderedMarkdown { font-size: 22px; line-height: 1.45; }
body:has(.gamekit-menu) .jp-RenderedMarkdown h1 { font-size: 44px; }
</style>"""


def apps(root: str | Path = ".") -> list[str]:
    """The registered games that have a classroom page ``<root>/<game>/app.ipynb``."""
    return [name for name in games() if (Path(root) / name / "app.ipynb").is_file()]


def menu(root: str | Path = ".") -> W.HTML:
    """The classroom's front page: a big link to each game's page. The links are
    relative (they work from ``notebooks/classroom.ipynb`` in Voila and in Lab), and
    live in a widget, so that they open in the same tab."""
    tiles = []
    for name in apps(root):
        game = game_class(name)
        seats = game.OPTIONS["players"].allowed
        players = f"{seats[0]} to {seats[-1]} players" if seats else "players"
        tiles.append(f"<a href='{quote(name)}/app.ipynb' class='gamekit-app' data-game='{name}'>"
                     f"<span class='gamekit-game'>{html.escape(game.title)}</span>"
                     f"<span class='gamekit-seats'>{players}</span></a>")
    body = "".join(tiles) or "<p>No game has a classroom page yet.</p>"
    return W.HTML(f"{MENU_STYLE}<div class='gamekit-menu'>{body}</div>")
