"""Die Tafelrunde in a notebook: a StepPlayer with the round table redrawn after each
step, and a player's view told in a few lines."""
from __future__ import annotations

import html
from collections.abc import Sequence

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from . import plots


def describe(view: dict, heading: str) -> str:
    """A view as a player would say it: the day, his hand, the money, the card in play."""
    me = view["player"]
    hand = ", ".join(view["hand"]) or "no cards"
    money = ", ".join(f"Player {p + 1}{' (you)' if p == me else ''}: {s}"
                      for p, s in enumerate(view["silver"]))
    zork = view["zork_joins"]
    zork = "nobody" if zork is None else f"Player {zork + 1}"
    lines = [f"<b>{html.escape(heading)}</b> — day {view['day']}, round {view['round']}; "
             f"Player {view['herold'] + 1} holds the Herold.",
             f"Your castle: {view['castles'][me]}. Your hand: {html.escape(hand)}.",
             f"Silver: {money}. Zork joins {zork}.",
             "The table from the goblet side: " + html.escape(", ".join(
                 f"{i}. {name}" for i, name in enumerate(view["table"], 1))) + "."]
    play = view["play"]
    if play is not None:
        named = "; ".join(c["text"] for c in play["choices"])
        lines.append(f"In play: Player {play['player'] + 1}'s {html.escape(play['name'])}"
                     + (f" — {html.escape(named)}" if named else "") + ".")
    return "<br>".join(lines)


def render(view: dict):
    """The round table as ``view`` shows it (public: the same for every player)."""
    return plots.round_table(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Die Tafelrunde against ``bots`` with the round table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, render=render,
                      describe=describe, **options)

