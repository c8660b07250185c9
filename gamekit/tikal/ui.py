"""Tikal in the step player: a short panel instead of the whole view, and the board
redrawn after every step (with the area the deciding player can reach)."""
from __future__ import annotations

import html
from collections.abc import Sequence

from matplotlib.figure import Figure

from ..core.bots import Bot
from ..core.registry import load
from ..widgets import StepPlayer
from .bots import HeuristicBot
from .components import ACTION_POINTS
from .plots import board


def describe(view: dict, heading: str) -> str:
    """A player's view in a few lines: turn, AP, tile in hand, scores, pieces, treasures."""
    colours = view["colours"]
    rows = [("Turn", f"{colours[view['turn']]} ({view['phase']}, {view['turn_kind']} turn)"),
            ("AP left", view["ap"] if view["phase"] == "actions" else "–"),
            ("Tile in hand", view["tile_in_hand"] or "–"),
            ("Tiles left", ", ".join(f"{k} {v}" for k, v in view["stacks"].items() if v) or "none")]
    if view["revealed"]:
        rows.append(("Revealed", ", ".join(view["revealed"])))
    for p, name in enumerate(colours):
        treasures = ", ".join(f"{k} ×{v}" for k, v in view["treasures"][p].items()) or "none"
        rows.append((name, f"{view['scores'][p]} points · {view['supply'][p]} workers in supply, "
                           f"leader {view['leader_status'][p]}, camps {len(view['camps'][p])}, "
                           f"guards {view['guards'][p]} · treasures: {treasures}"))
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{html.escape(str(k))}</th>"
                   f"<td>{html.escape(str(v))}</td></tr>" for k, v in rows)
    return f"<b>{html.escape(heading)}</b><table>{body}</table>"


def render(view: dict) -> Figure:
    """The board; while a player spends AP, the hexes he can reach with the AP he has
    left are shown."""
    if view["phase"] == "actions":
        return board(view, player=view["turn"], ap=view["ap"])
    return board(view, ap=ACTION_POINTS, title="The board")


def step_player(players: int = 2, version: str = "basic", seed: int = 0, humans: Sequence[int] = (0,),
                bots: Sequence[Bot] | None = None) -> StepPlayer:
    """A StepPlayer for Tikal with the board picture and the short panel; the other
    seats play ``HeuristicBot`` unless ``bots`` says otherwise."""
    game = load("tikal", players=players, version=version)
    if bots is None:
        bots = [HeuristicBot() for _ in range(players)]
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, render=render, describe=describe)
