"""Tavern Trouble in a notebook: a StepPlayer with the table drawn after each step."""
from __future__ import annotations

import html
from collections.abc import Sequence

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from . import plots
from .components import card_name


def describe(view: dict, heading: str) -> str:
    """A view in a sentence or two, as a player would say it."""
    me = view["player"]
    if not view["in_game"][me]:
        return f"<b>{html.escape(heading)}</b>: out of the game."
    hand = ", ".join(card_name(c) for c in view["hand"]) or "no cards"
    lives = ", ".join(f"Player {p + 1}: {max(life, 0)}" for p, life in enumerate(view["life"]))
    usable = f" Pairs you can show: {', '.join(view['usable'])}." if view["usable"] else ""
    return (f"<b>{html.escape(heading)}</b> — deal {view['deal']}, {view['phase']} phase. "
            f"Your hand: {html.escape(hand)} (clash count {view['clash_count']}).{usable}"
            f"<br>Life: {lives}.")


def render(view: dict):
    """The table as the player of ``view`` sees it."""
    return plots.table(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Tavern Trouble against ``bots`` with the table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, render=render,
                      describe=describe, **options)
