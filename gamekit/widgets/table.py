"""The table: one game's board, choices and controls in one widget (an anywidget).

Its traits are everything the page may show, as text (the board is SVG text: no
binary buffers travel); the browser module (``table.js``, shipped with the kit) only
draws them and sends clicks back as messages ``{kind, id, revision, ...}``. There is
one table per player widget, updated in place, so no earlier seat's view lingers in
a model of the page. A message that names an older ``revision`` than the table's is a
stale click: it changes nothing and says so.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets as T

HERE = Path(__file__).parent
STALE = "That click came after the table changed, so it did nothing: look again and choose."

Handler = Callable[[dict], None]


class Table(anywidget.AnyWidget):
    """What the page shows of a game, and the clicks it sends back."""

    _esm = HERE / "table.js"
    _css = HERE / "table.css"

    title = T.Unicode("").tag(sync=True)
    turn = T.Unicode("").tag(sync=True)
    revision = T.Int(0).tag(sync=True)
    """Counts the changes of the table; a click names the revision it was made on."""
    board = T.Unicode("").tag(sync=True)
    """The board as SVG text; elements with ``data-spot`` can be clicked."""
    key = T.Unicode("").tag(sync=True)
    rules = T.Unicode("").tag(sync=True)
    panel = T.Unicode("").tag(sync=True)
    note = T.Unicode("").tag(sync=True)
    log = T.Unicode("").tag(sync=True)
    hint = T.Unicode("").tag(sync=True)
    notice = T.Unicode("").tag(sync=True)
    choices = T.List(T.Dict()).tag(sync=True)
    """``{"text", "spots", "preview", "tip"}`` per choice; a click sends its index."""
    controls = T.List(T.Dict()).tag(sync=True)
    """``{"id", "label", "enabled", "tip", "confirm"}``; ``confirm`` asks first."""
    cover = T.Dict().tag(sync=True)
    """``{"title", "text", "button"}`` while the device changes hands, else empty."""
    teacher = T.Dict().tag(sync=True)
    fill = T.Bool(False).tag(sync=True)
    """Fill the browser window (a page of its own) rather than a notebook's output."""
    seal = T.Int(0).tag(sync=True)
    """Bumped after something private left the table, so that the browser's model
    keeps no copy of it as the previous value of a trait."""

    def __init__(self, **traits: Any) -> None:
        super().__init__(**traits)
        self._handlers: dict[str, Handler] = {}
        self.on_msg(lambda _widget, content, _buffers: self.receive(content))

    def handle(self, kind: str, handler: Handler, stale_checked: bool = True) -> None:
        """Call ``handler(message)`` for messages of ``kind``; unless told otherwise, a
        message made on an older revision is refused as stale."""
        self._handlers[kind] = handler if not stale_checked else self._fresh(handler)

    def _fresh(self, handler: Handler) -> Handler:
        def checked(message: dict) -> None:
            if message.get("revision") != self.revision:
                self.notice = STALE
                return
            handler(message)
        return checked

    def receive(self, message: Any) -> None:
        """One message from the page (the browser's click), then "ready" back, so
        that the page enables its buttons again even when nothing changed."""
        try:
            if isinstance(message, dict) and message.get("kind") in self._handlers:
                self._handlers[message["kind"]](message)
            else:
                self.notice = "The page sent something this table does not know: nothing was done."
        finally:
            self.send({"kind": "ready", "revision": self.revision})

    def click(self, kind: str, **fields: Any) -> None:
        """What a click in the browser sends, from Python (tests, scripts)."""
        self.receive({"kind": kind, "revision": self.revision, **fields})
