"""Classroom: one device passed around a class, every seat a person (hot-seat).

A :class:`Classroom` is a :class:`StepPlayer` (same buttons, undo, bots and log) laid
out big enough to project, with three things a class needs:

* a **pass-the-device screen**: whenever the seat that decides changes, everything
  private (the views, the picture, the choices, the log) is taken off the page, not
  just hidden, until the next player clicks "I am Player k";
* a **teacher toggle** that shows every seat's view and the whole log (switching it
  off covers the table again, since everyone has just seen everything);
* **a new game** from a seed field (and a player count).

``Classroom.for_game("tavern_trouble", players=4, seed=1)`` finds the game's own
``render`` (a picture) and ``describe`` (a view in words) in ``gamekit/<game>/ui.py``
when it has them; a game without them still plays, with a plain table of its view.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path
from typing import Any
from urllib.parse import quote

import ipywidgets as W

from ..core.bots import Bot
from ..core.play import seat_bots
from ..core.protocol import Game
from ..core.registry import game_class, games, load
from .step_player import StepPlayer

STYLE = """<style>
.gamekit-classroom { font-size: 18px; --jp-widgets-font-size: 18px; max-width: 1300px; }
.gamekit-classroom .widget-html-content { line-height: 1.45; }
.gamekit-classroom .jupyter-button, .gamekit-classroom .widget-button {
  font-size: 18px; height: auto; min-height: 44px; padding: 4px 16px; }
.gamekit-classroom .gamekit-new-game { --jp-widgets-inline-height: 44px; }
.gamekit-classroom .gamekit-new-game input, .gamekit-classroom .gamekit-new-game select {
  font-size: 18px; }
.gamekit-classroom .gamekit-title h3 { font-size: 30px; margin: 4px 0; }
.gamekit-classroom .gamekit-title b { font-size: 22px; }
.gamekit-classroom .gamekit-panel { font-size: 20px; }
.gamekit-classroom .gamekit-log { font-size: 16px; }
.gamekit-classroom .gamekit-actions { max-height: 480px; overflow-y: auto; }
.gamekit-classroom img.gamekit-picture { height: auto; object-fit: contain; }
.gamekit-classroom .gamekit-cover { border: 4px dashed #7a5230; border-radius: 14px;
  background: #fbf3e4; padding: 40px; margin: 12px 0; align-items: center; }
.gamekit-classroom .gamekit-cover h2 { font-size: 40px; margin: 8px; text-align: center; }
.gamekit-classroom .gamekit-cover p { font-size: 20px; text-align: center; }
.gamekit-classroom .gamekit-reveal { font-size: 24px; min-height: 64px; }
</style>"""
"""Big, readable widgets for a projector; scoped to the classroom's own class."""
WIDE = 1.4
"""A picture this much wider than high is a board: it gets the whole row."""


def game_hooks(name: str) -> dict[str, Callable]:
    """A game's ``render`` and ``describe`` from ``gamekit/<game>/ui.py``, if it has them."""
    package = import_module(game_class(name).__module__).__package__
    try:
        ui = import_module(f"{package}.ui")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.ui":
            raise  # the ui module exists but something it needs is missing: say so
        return {}
    return {hook: getattr(ui, hook) for hook in ("render", "describe") if hasattr(ui, hook)}


class Classroom(StepPlayer):
    """Hot-seat play of ``game`` for a class: ``humans`` are the seats people play
    (all of them unless told), any others are ``bots``. The page shows one seat's
    private view at a time, behind a pass-the-device screen."""

    def __init__(self, game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                 humans: Sequence[int] | None = None,
                 render: Callable[[dict], Any] | None = None,
                 describe: Callable[[dict, str], str] | None = None,
                 teacher: bool = False) -> None:
        self.every_seat = humans is None
        self.fixed_bots = bots is not None
        self.shown_to: int | None = None
        """The seat that has said "I am Player k" since the device last changed hands."""
        self._was_teaching = teacher
        self._last_viewer: int | None = None
        super().__init__(game, bots=bots, seed=seed,
                         humans=range(game.num_players) if humans is None else humans,
                         render=render, describe=describe, teacher=teacher, autoplay=True)

    @classmethod
    def for_game(cls, name: str, seed: int = 0, humans: Sequence[int] | None = None,
                 teacher: bool = False, **options: Any) -> Classroom:
        """The classroom for the registered game ``name`` with its ``options``, using the
        game's own picture and words when it has them."""
        hooks = game_hooks(name)
        return cls(load(name, **options), seed=seed, humans=humans, teacher=teacher,
                   render=hooks.get("render"), describe=hooks.get("describe"))

    # -- the logic ---------------------------------------------------------------------
    @property
    def covered(self) -> bool:
        """Whether the table is covered: the deciding seat has not yet said it holds
        the device (never while teaching, nor once the game is over)."""
        return not self.teaching and not self.state.is_terminal() and \
            self.shown_to != self.viewer

    @property
    def teaching(self) -> bool:
        """Everything is shown to the teacher, and to everyone once the game is over."""
        return self.teacher.value or self.state.is_terminal()

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
        super().new_game(seed)
        self.seed_box.value = self.seed
        self.players_box.value = self.game.num_players

    def turn_text(self) -> str:
        player = self.state.current_player
        if player in self.humans and len(self.humans) > 1:
            return f"Player {player + 1} to decide."
        return super().turn_text()

    # -- the widget --------------------------------------------------------------------
    def _build(self, teacher: bool) -> None:
        self.cover_text = W.HTML()
        self.reveal_button = W.Button(description="", button_style="warning",
                                      layout=W.Layout(width="auto"))
        self.reveal_button.add_class("gamekit-reveal")
        self.reveal_button.on_click(lambda _: self.reveal())
        self.cover = W.VBox([self.cover_text, self.reveal_button])
        self.cover.add_class("gamekit-cover")
        players = self.game.OPTIONS["players"].allowed or (self.game.num_players,)
        self.seed_box = W.IntText(value=self.seed, description="Seed", layout=W.Layout(width="200px"))
        self.players_box = W.Dropdown(options=list(players), value=self.game.num_players,
                                      description="Players", disabled=self.fixed_bots,
                                      layout=W.Layout(width="200px"))
        self.new_button = W.Button(description="New game", button_style="success",
                                   layout=W.Layout(width="auto"))
        self.new_button.on_click(lambda _: self.new_game(self.seed_box.value, self.players_box.value))
        super()._build(teacher)  # the StepPlayer's parts, refreshed once
        self.picture.layout = W.Layout(flex="0 1 660px", min_width="320px", max_width="660px")
        self.table = W.HBox([self.picture, W.VBox([self.panel, self.actions, self.hint_box,
                                                   self.log_box],
                                                  layout=W.Layout(flex="1 1 420px"))],
                            layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
        header = W.HBox([self.title, self.teacher],
                        layout=W.Layout(justify_content="space-between", align_items="center"))
        controls = W.HBox([self.undo_button, self.redo_button, self.bot_button, self.end_button,
                           self.hint_button],
                          layout=W.Layout(flex_flow="row wrap"))
        setup = W.HBox([self.seed_box, self.players_box, self.new_button],
                       layout=W.Layout(flex_flow="row wrap", align_items="center"))
        setup.add_class("gamekit-new-game")
        self.widget = W.VBox([W.HTML(STYLE), header, self.cover, self.table, controls, setup])
        self.widget.add_class("gamekit-classroom")
        self.widget.add_class("gamekit-step-player")  # it is one, laid out for a class
        self._lay_out()

    def refresh(self) -> None:
        # the device changes hands whenever another seat decides (after a move, an undo,
        # a redo or a bot's move), and after every hand was shown (by the teacher's
        # toggle, or at the end of the game, which an undo can leave)
        if self.viewer != self._last_viewer or (self._was_teaching and not self.teaching):
            self.shown_to = None
        self._last_viewer = self.viewer
        self._was_teaching = self.teaching
        super().refresh()
        self._lay_out()

    def _show_seat(self, viewer: int, teaching: bool) -> None:
        if not self.covered:
            super()._show_seat(viewer, teaching)
            self._fit_picture()
            return
        # off the page, not merely out of sight: nothing private reaches the browser
        self.panel.value = self.hint_box.value = ""
        self.hint_button.disabled = True
        self.picture.value = b""
        self.actions.children = []
        self.log_box.value = ""
        who = f"Player {viewer + 1}"
        self.cover_text.value = (
            f"<h2>Pass the device to {html.escape(who)}</h2>"
            f"<p>Everyone else, look away: only {html.escape(who)} may see what comes next.</p>")
        self.reveal_button.description = f"I am {who}: show my turn"

    def _fit_picture(self) -> None:
        """A wide picture (a board) takes the whole row, the words go below it; a
        squarer one (a table) sits beside them."""
        size = re.search(rb'width="([\d.]+)pt" height="([\d.]+)pt"', bytes(self.picture.value)[:1000])
        wide = size is not None and float(size[1]) > WIDE * float(size[2])
        self.picture.layout.flex = "1 1 100%" if wide else "0 1 660px"
        self.picture.layout.max_width = "1100px" if wide else "660px"

    def _lay_out(self) -> None:
        if not hasattr(self, "table"):
            return  # still being built
        covered = self.covered
        self.cover.layout.display = "flex" if covered else "none"
        self.table.layout.display = "none" if covered else "flex"


MENU_STYLE = """<style>
.gamekit-menu { display: flex; flex-wrap: wrap; gap: 18px; margin: 12px 0; }
.gamekit-menu a { display: block; min-width: 260px; padding: 22px 28px; border-radius: 14px;
  background: #fbf3e4; border: 3px solid #7a5230; color: #3b2a17; text-decoration: none; }
.gamekit-menu a:hover { background: #f2dfbd; }
.gamekit-menu .gamekit-game { font-size: 28px; font-weight: bold; display: block; }
.gamekit-menu .gamekit-seats { font-size: 18px; }
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
