"""The seats' pictures: each game's board (``board(view, public)`` of its ``ui.py``, the
SVG the notebook's table and the classroom app draw), drawn once per distinct view and
kept by a keyed hash of it.

A board is SVG text made in about a millisecond, so it is drawn as it is asked for, in
the server's own process: every page gets the picture of the position it shows. A
picture is named by a keyed hash of the game, the view and whether it is the public
board, so the name of another seat's picture cannot be worked out from what a page holds.
"""
from __future__ import annotations

import hashlib
import hmac
import json
from collections import OrderedDict

from ..core.protocol import Game
from ..widgets.faces import game_faces

KEPT = 256
"""Pictures kept in memory (about 3–30 kB each); the oldest is dropped first."""


class Pictures:
    """Every picture asked for, drawn at once and kept by its name (the ``kept`` newest)."""

    def __init__(self, key: bytes, kept: int = KEPT) -> None:
        self.key = key
        self.kept = kept
        self._done: OrderedDict[str, bytes] = OrderedDict()
        self.drawn = 0
        """How many pictures have been drawn (the others came from memory)."""

    def name(self, game: Game, view: dict, public: bool = False) -> str | None:
        """The name of the picture of ``view`` (the seat's own board, or with
        ``public`` what every seat may see of it), drawn now unless it is kept. None
        when the game draws no board."""
        draw = game_faces(game.name).board
        if draw is None:
            return None
        content = json.dumps([game.name, game.options, view, public], sort_keys=True, default=str)
        name = hmac.new(self.key, content.encode(), hashlib.sha256).hexdigest()[:32]
        if name in self._done:
            self._done.move_to_end(name)
        else:
            svg = draw(view, public=public)
            self._done[name] = f'<?xml version="1.0" encoding="utf-8"?>\n{svg}'.encode()
            self.drawn += 1
            while len(self._done) > self.kept:
                self._done.popitem(last=False)
        return name

    def get(self, name: str) -> bytes | None:
        """The SVG named ``name``, or None if it is not kept."""
        return self._done.get(name)
