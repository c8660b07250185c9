"""The seats' pictures: each game's ``render`` drawn as SVG in worker processes, once
per distinct view, and kept by the view's content.

A picture is named by a keyed hash of the game and the view it shows, so the name of
another seat's picture cannot be worked out from what a page holds. Drawing happens
away from the server's event loop, which keeps answering clicks meanwhile, and a page
is sent a picture's name once it is drawn: it never asks for one it has moved past.
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
from concurrent.futures import BrokenExecutor, Executor, Future
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
    """Start a worker: import the games' pictures before the first one is asked for,
    leave Ctrl-C to the server (which ends its workers itself), and end with the
    server should it be killed."""
    import os
    import signal
    import threading
    import time

    import matplotlib

    def watch(server: int) -> None:
        while os.getppid() == server:
            time.sleep(1)
        os._exit(0)

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=watch, args=(os.getppid(),), daemon=True).start()
    matplotlib.use("agg")
    for game in games:
        renderer(game)


class Pictures:
    """Every picture asked for, drawn in ``executor`` and kept by its name. A picture
    that no page waits for any more is not drawn if it has not been started."""

    def __init__(self, key: bytes, executor: Executor, kept: int = KEPT) -> None:
        self.key = key
        self.executor = executor
        self.kept = kept
        self._done: OrderedDict[str, bytes] = OrderedDict()
        self._drawing: dict[str, Future] = {}
        self._waiting: dict[str, list[Callable[[bytes | None], None]]] = {}
        self._latest: dict[object, str] = {}
        """The picture each place (a page, or a seat on the projector) last asked for."""
        self.drawn = 0
        """How many pictures have been drawn (the others came from memory)."""

    def name(self, state: State, player: int, view: dict, place: object = None) -> str | None:
        """The name of ``player``'s picture of ``state`` (whose view is ``view``); its
        drawing starts now unless it is drawn or being drawn. None when the game has
        no picture. An older picture of the same ``place`` that no other place shows
        and that has not been started is dropped (whoever waits for it gets None)."""
        game = state.game.name
        if renderer(game) is None:
            return None
        content = json.dumps([game, state.game.options, view], sort_keys=True, default=str)
        name = hmac.new(self.key, content.encode(), hashlib.sha256).hexdigest()[:32]
        if name in self._done:
            self._done.move_to_end(name)
        elif not self._live(name):  # never asked for, or dropped and asked for again
            subject = (state.clone(), player) if takes_state(game) else view
            self._start(name, game, subject)
        if place is not None:
            older = self._latest.get(place)
            self._latest[place] = name
            if older is not None and older != name and self._live(older) \
                    and older not in self._latest.values():
                self._drawing[older].cancel()  # False, and drawn all the same, once started
        return name

    def _live(self, name: str) -> bool:
        """Whether ``name`` is being drawn (or waits for a worker), not dropped."""
        future = self._drawing.get(name)
        return future is not None and not future.cancelled()

    def _start(self, name: str, game: str, subject: Any) -> None:
        loop = asyncio.get_running_loop()
        try:
            future = self.executor.submit(draw, game, subject)
        except BrokenExecutor:
            log.error("the picture workers have stopped: no more pictures")
            return
        self._drawing[name] = future
        future.add_done_callback(lambda f: loop.call_soon_threadsafe(self._finish, name, f))

    def _finish(self, name: str, future: Future) -> None:
        if self._drawing.get(name) is not future:
            return  # dropped, and started again since: the new drawing answers
        del self._drawing[name]
        svg = None
        if not future.cancelled():
            if isinstance(future.exception(), BrokenExecutor):
                log.warning("the picture workers have stopped")
            elif future.exception() is not None:
                log.error("%s: drawing a picture failed", name, exc_info=future.exception())
            else:
                svg = future.result()
                self.drawn += 1
                self._done[name] = svg
                while len(self._done) > self.kept:
                    self._done.popitem(last=False)
        for call in self._waiting.pop(name, []):
            call(svg)

    @property
    def drawing(self) -> int:
        """How many pictures are being drawn or wait for a worker."""
        return sum(self._live(name) for name in self._drawing)

    def ready(self, name: str) -> bool:
        return name in self._done

    def when_drawn(self, name: str, call: Callable[[bytes | None], None]) -> None:
        """Call ``call(svg)`` once the picture is drawn (``None``: it will not be)."""
        if name in self._done or not self._live(name):
            asyncio.get_running_loop().call_soon(call, self._done.get(name))
        else:
            self._waiting.setdefault(name, []).append(call)

    async def get(self, name: str) -> bytes | None:
        """The SVG named ``name`` (waiting while it is drawn), or None if unknown."""
        if self._live(name):
            waiter: asyncio.Future = asyncio.get_running_loop().create_future()

            def drawn(svg: bytes | None) -> None:
                if not waiter.done():
                    waiter.set_result(svg)

            self.when_drawn(name, drawn)
            return await waiter
        return self._done.get(name)

    def forget(self, owner: object) -> None:
        """A page has closed: forget its places (``owner`` or ``(owner, seat)``)."""
        for place in [p for p in self._latest if p is owner or (type(p) is tuple and p[0] is owner)]:
            del self._latest[place]
