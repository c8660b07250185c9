"""A game's faces: how the player widgets show it, found in ``gamekit/<game>/ui.py``.

``describe(view, heading)`` says a view in words (HTML); ``board(view, public)`` draws
it as SVG text, ``public=True`` leaving out what only that seat may see; ``spots(action)``
names the board's elements (``data-spot``) that select an action, in the order they
are clicked; ``preview(action, view)`` is an SVG fragment shown before it is confirmed;
``tip(action)`` the rule text of the card or ability it uses; ``prompt(view)`` the
question a window puts to the seat asked, in a sentence (a veto window: every seat is
asked in turn, and the classroom asks it compactly); ``KEY`` explains every symbol of
the board, ``RULES`` sums the rules up and ``STANDING`` names the per-seat fields of a
view that a class reads at a glance (the projector's table). Each is optional: a game with
none still plays, with its view as a table.
"""
from __future__ import annotations

import html
import io
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from typing import Any

import matplotlib

from ..core.registry import game_class


def view_html(view: dict, heading: str) -> str:
    """A player's view as a small table."""
    rows = "".join(f"<tr><th>{html.escape(str(k))}</th><td>{html.escape(_plain(v))}</td></tr>"
                   for k, v in view.items())
    return f"<b>{html.escape(heading)}</b><table>{rows}</table>"


def _plain(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return str(value)


def log_html(lines: Sequence[str], last: int = 14) -> str:
    """The last ``last`` lines of a log, numbered as in the whole log."""
    shown = lines[-last:]
    items = "".join(f"<li>{html.escape(line)}</li>" for line in shown)
    start = max(1, len(lines) - last + 1)
    return f"<b>Log</b><ol start='{start}'>{items}</ol>"


PLAY_IT = "Play it"
"""The words of the button beside a hinted action that plays it."""


def hints_html(hints: Sequence[Any], who: str, play: Callable[[Any], str] = lambda action: "") -> str:
    """The coach's ``hints`` (:class:`gamekit.bots.coach.Hint`), best first, for ``who``;
    ``play(action)`` gives the attributes of a button that plays a hinted action ("": none),
    so that a learner need not look for it among the choices."""
    items = []
    for h in hints:
        attributes = play(h.action)
        button = f" <button class='gk-play' {attributes}>{PLAY_IT}</button>" if attributes else ""
        items.append(f"<li><b>{html.escape(str(h.action))}</b>: {html.escape(h.why)}{button}</li>")
    return f"<b>The coach, for {html.escape(who)}</b><ol>{''.join(items)}</ol>"


def figure_svg(figure) -> str:
    """A matplotlib figure as SVG text that scales to its box. The same position
    gives the same text (no date, fixed ids), so an undo shows the very picture of
    before."""
    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "gamekit", "svg.fonttype": "none"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    text = text[text.index("<svg"):]
    return re.sub(r'<svg([^>]*?) width="[\d.]+pt" height="[\d.]+pt"', r"<svg\1", text, count=1)


@dataclass(frozen=True)
class Faces:
    """The hooks of one game (see the module's docstring); ``board`` may also come
    from a matplotlib ``render(view)``, drawn as SVG (without spots)."""

    describe: Callable[[dict, str], str] = view_html
    board: Callable[..., str] | None = None
    spots: Callable[[Any], tuple[str, ...]] = field(default=lambda action: ())
    preview: Callable[[Any, dict], str] | None = None
    tip: Callable[[Any], str] | None = None
    prompt: Callable[[dict], str | None] | None = None
    key: str = ""
    rules: str = ""
    standing: tuple[str, ...] = ()
    """The per-seat fields of a view the projector lists (none named: every plain one)."""

    @classmethod
    def of(cls, render: Callable[[dict], Any] | None = None,
           describe: Callable[[dict, str], str] | None = None, **hooks: Any) -> Faces:
        """Faces from a ``render(view) -> Figure`` and a ``describe``, as older code gives them."""
        if render is not None and "board" not in hooks:
            hooks["board"] = lambda view, public=False: "" if public else figure_svg(render(view))
        return cls(describe=describe or view_html, **hooks)


def ui_module(name: str):
    """``gamekit/<game>/ui.py`` of the registered game ``name``, or None."""
    package = import_module(game_class(name).__module__).__package__
    try:
        return import_module(f"{package}.ui")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.ui":
            raise  # the ui module exists but something it needs is missing: say so
        return None


@cache
def game_faces(name: str) -> Faces:
    """The faces ``gamekit/<game>/ui.py`` gives the game ``name`` (plain ones without it),
    read once: a ``Faces`` is frozen, so every caller may share it."""
    ui = ui_module(name)
    if ui is None:
        return Faces()
    hooks = {hook: getattr(ui, hook) for hook in ("describe", "board", "spots", "preview", "tip", "prompt")
             if hasattr(ui, hook)}
    faces = Faces.of(render=getattr(ui, "render", None), **hooks)
    return Faces(**{**faces.__dict__, "key": getattr(ui, "KEY", ""), "rules": getattr(ui, "RULES", ""),
                    "standing": tuple(getattr(ui, "STANDING", ()))})
