"""The seats' pictures: each game's ``render`` drawn as SVG in worker processes, once
per distinct view, and kept by the view's content.

A picture is named by a keyed hash of the game and the view it shows, so the name of
another seat's picture cannot be worked out from what a page holds. Drawing happens
away from the server's event loop, which keeps answering clicks meanwhile.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import io
import json
import logging
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor
from functools import cache
from typing import Any

from ..core.protocol import State
from ..widgets.classroom import game_hooks

log = logging.getLogger(__name__)
KEPT = 256
"""Pictures kept in memory (about 30–100 kB each); the oldest is dropped first."""


@cache
def renderer(game: str) -> Callable | None:
    """The game's ``render`` from its ``ui.py``, or None."""
    return game_hooks(game).get("render")


def takes_state(game: str) -> bool:
    """Whether the game's ``render`` still draws from ``(state, player)`` (a game not yet
    moved to drawing from a view)."""
    return bool(getattr(renderer(game), "takes_state", False))


def draw(game: str, subject: Any) -> bytes:
    """The SVG of the game's picture of ``subject``: a view, or ``(state, player)``.
    The same picture gives the same bytes (no date, fixed ids)."""
    import matplotlib
    render = renderer(game)
    assert render is not None
    figure = render(*subject) if takes_state(game) else render(subject)
    buffer = io.BytesIO()
    with matplotlib.rc_context({"svg.hashsalt": "gamekit"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    return buffer.getvalue()


def warm(games: tuple[str, ...]) -> None:
    """Import the games' pictures in a worker before the first one is asked for."""
    import matplotlib
    matplotlib.use("agg")
    for game in games:
        renderer(game)


class Pictures:
    """Every picture asked for, drawn in ``executor`` and kept by its name."""

    def __init__(self, key: bytes, executor: Executor, kept: int = KEPT) -> None:
        self.key = key
        self.executor = executor
        self.kept = kept
        self._done: OrderedDict[str, bytes] = OrderedDict()
        self._drawing: dict[str, asyncio.Future] = {}
        self._latest: dict[object, str] = {}
        """The picture each place (a seat's page) last asked for."""
        self.drawn = 0
        """How many pictures have been drawn (the others came from memory)."""

    def name(self, state: State, player: int, view: dict, place: object = None) -> str | None:
        """The name of ``player``'s picture of ``state`` (whose view is ``view``); its
        drawing starts now unless it is already drawn. None when the game has none.
        A picture asked for by a ``place`` that has since asked for a newer one is not
        drawn if it has not been started yet (the page has moved on)."""
        game = state.game.name
        if renderer(game) is None:
            return None
        content = json.dumps([game, state.game.options, view], sort_keys=True, default=str)
        name = hmac.new(self.key, content.encode(), hashlib.sha256).hexdigest()[:32]
        if name in self._done:
            self._done.move_to_end(name)
        elif name not in self._drawing:
            subject = (state.clone(), player) if takes_state(game) else view
            future = asyncio.get_running_loop().run_in_executor(self.executor, draw, game, subject)
            self._drawing[name] = future
            future.add_done_callback(lambda f: self._finish(name, f))
        if place is not None:
            older = self._latest.get(place)
            self._latest[place] = name
            if older is not None and older != name and older in self._drawing \
                    and older not in self._latest.values():
                self._drawing[older].cancel()
        return name

    def forget(self, owner: object) -> None:
        """A page has closed: forget its places (``owner`` or ``(owner, seat)``)."""
        for place in [p for p in self._latest if p is owner or (type(p) is tuple and p[0] is owner)]:
            del self._latest[place]

    def _finish(self, name: str, future: asyncio.Future) -> None:
        del self._drawing[name]
        if future.cancelled():
            return
        if future.exception() is not None:
            log.error("%s: drawing a picture failed", name, exc_info=future.exception())
            return
        self.drawn += 1
        self._done[name] = future.result()
        while len(self._done) > self.kept:
            self._done.popitem(last=False)

    async def get(self, name: str) -> bytes | None:
        """The SVG named ``name`` (waiting while it is drawn), or None if unknown."""
        if name in self._drawing:
            try:
                await asyncio.shield(self._drawing[name])
            except (Exception, asyncio.CancelledError):  # not drawn: the page had moved on
                return None
        return self._done.get(name)

    def digest(self, name: str) -> str | None:
        """A hash of the drawn picture's bytes (equal pictures, equal digests)."""
        svg = self._done.get(name)
        return None if svg is None else hashlib.sha256(svg).hexdigest()
