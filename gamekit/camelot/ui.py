"""Shadows over Camelot in a notebook: a StepPlayer with the board redrawn after each
step, and a knight's view told in a few lines."""
from __future__ import annotations

import html
from collections.abc import Sequence

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from . import plots
from .bots import Knight


def describe(view: dict, heading: str) -> str:
    """A view as the knight would say it: who he is, his hand, the table."""
    me = view["player"]
    hand = ", ".join(view["hand"]) or "no cards"
    knights = "; ".join(
        f"{html.escape(name)}{' (you)' if s == me else ''}: {view['life'][s]} life, "
        f"{html.escape(view['where'][s])}, {view['hand_sizes'][s]} cards"
        for s, name in enumerate(view["knights"]))
    lines = [f"<b>{html.escape(heading)}</b> — you are <b>{html.escape(view['you'])}</b>, "
             f"your Loyalty card: <b>{html.escape(view['loyalty'])}</b>.",
             f"Your hand: {html.escape(hand)}.",
             f"Swords: {view['swords']['white']} white, {view['swords']['black']} black; "
             f"siege engines: {view['siege_engines']}.",
             f"The knights: {knights}."]
    known = view["black_known_top"]
    if known:
        lines.append("You know the black pile: " + ", ".join(
            f"{k['position']}. {html.escape(k['card'])}" for k in known) + ".")
    if view["drawn"]:
        lines.append("You drew: " + html.escape(", ".join(view["drawn"])) + ".")
    if view["traitor_unmasked"]:
        lines.append(f"The Traitor is unmasked: {html.escape(view['traitor_unmasked'])}.")
    return "<br>".join(lines)


def render(view: dict):
    """The board as the knight of ``view`` sees it (the classroom's picture)."""
    return plots.camelot(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), teacher: bool = False, **options) -> StepPlayer:
    """Play Shadows over Camelot against ``bots`` (default: heuristic knights, one of
    whom may be the Traitor), the board redrawn after each step: as the deciding knight
    sees it, or, when the Teacher box is ticked, from every knight's view together."""
    bots = bots if bots is not None else [Knight() for _ in range(game.num_players)]
    player = StepPlayer(game, bots=bots, seed=seed, humans=humans, describe=describe,
                        teacher=teacher, **options)

    def board(view: dict):
        if not player.teacher.value:
            return plots.camelot(view)
        return plots.camelot([player.state.view(p) for p in range(game.num_players)])

    player.render = board
    player.refresh()
    return player
