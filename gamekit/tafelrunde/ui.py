"""Die Tafelrunde in a notebook: a StepPlayer with the round table redrawn after each
step, a player's view told in a few lines, and the probability lab's explorers (a throw's
target and its best policy; a seat's pay-out)."""
from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

import ipywidgets as W

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from . import analysis, plots
from .table import ordinal, seat_value, seating, zork_value


def describe(view: dict, heading: str) -> str:
    """A view as a player would say it: the day, his hand, the money, the card in play and,
    in a veto window, what the player asked may do."""
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
    window = view["window"]
    if window is not None:
        lines.append(f"<b>{html.escape(window['prompt'])}</b>")
    return "<br>".join(lines)


def render(view: dict):
    """The round table as ``view`` shows it (public: the same for every player)."""
    return plots.round_table(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Die Tafelrunde against ``bots`` with the round table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, render=render,
                      describe=describe, **options)



def _fraction(p: Fraction) -> str:
    """``7/36 = 19.4%``."""
    return f"{p} = {float(p):.1%}" if p.denominator > 1 else f"{p}"


def throw_report(target: str, k: int = 3, players: int = 4) -> tuple[str, str]:
    """What the throw explorer shows: each result's chance and worth, whether the best
    policy keeps it, and the value kept with one throw and with the best second throw,
    exact (HTML, and the SVG picture of :func:`plots.throw_bars`)."""
    values = analysis.target_values(target, k, players)
    t = analysis.throw(values)
    chance = target.endswith(" k")  # a yes-or-no question: its worth is a chance

    def worth(v: int) -> str:
        return ("yes" if values[v] else "no") if chance else f"{values[v]:+d} silver"

    def mean(m: Fraction) -> str:
        return _fraction(m) if chance else f"{m} ≈ {float(m):+.2f} silver"

    rows = "".join(
        f"<tr><td>{v}</td><td>{_fraction(p)}</td><td>{worth(v)}</td>"
        f"<td>{'keep' if v in t.keep else 'throw again'}</td></tr>"
        for v, p in analysis.lowest_of_two().items())
    again = sorted(set(range(1, 7)) - t.keep)
    policy = ("keep every result: a second throw cannot help" if not again else
              f"throw again after {', '.join(map(str, again))}; keep {', '.join(map(str, sorted(t.keep)))}")
    about = f"{target[:-1]}{k}" if chance else target
    text = (f"<b>{html.escape(about)}</b>, {players} players. The best policy: {policy}.<br>"
            f"{'Chance' if chance else 'Worth'} with one throw {mean(t.one.mean())}, with the "
            f"best second throw {mean(t.best.mean())}.<table><tr><th>lowest die</th>"
            f"<th>chance</th><th>{'hit' if chance else 'worth'}</th><th>best policy</th></tr>"
            f"{rows}</table>")
    names = {0: "no", 1: "yes"} if chance else {v: f"{v:+d} silver" for v in set(values.values())}
    return text, plots.throw_bars(t.one, t.best, f"{about}: what the throw kept gives, exact", names)


class ThrowExplorer:
    """Pick a target and k: the lowest-of-two distribution with and without the second
    throw and the best policy, redrawn on every change (:func:`throw_report`)."""

    def __init__(self, target: str = analysis.TARGETS[0], k: int = 3, players: int = 4) -> None:
        self.target = W.Dropdown(options=analysis.TARGETS, value=target, description="target")
        self.k = W.IntSlider(value=k, min=1, max=6, description="k", continuous_update=False)
        self.players = W.ToggleButtons(options=[4, 3], value=players, description="players")
        self.answer = W.HTML()
        self.picture = W.Image(format="svg+xml", layout=W.Layout(max_width="100%"))
        for control in (self.target, self.k, self.players):
            control.observe(lambda _: self.update(), names="value")
        self.widget = W.VBox([W.HBox([self.target, self.k]), self.players, self.answer,
                              self.picture])
        self.update()

    def update(self) -> None:
        self.k.disabled = not self.target.value.endswith(" k")
        text, figure = throw_report(self.target.value, self.k.value, self.players.value)
        self.answer.value = text
        self.picture.value = figure.encode()

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)


def payout_report(position: int, zork: int, players: int = 4, joined: bool = False) -> str:
    """What the pay-out explorer shows: what a hero at ``position`` earns his owner, and
    what Zork at ``zork`` costs the player he joins (rule book, Pay-out), exact."""
    seats = len(seating(players))
    if not (1 <= position <= seats and 1 <= zork <= seats):
        return f"<b>No such seat</b>: with {players} players the positions are 1 to {seats}."
    if position == zork:
        return "<b>Zork and your hero cannot share a seat.</b>"
    hero, cost = seat_value(position, seats), zork_value(zork, seats)
    lines = [f"Your hero {ordinal(position)} of {seats}: {hero:+d} silver."]
    if joined:
        lines.append(f"Zork {ordinal(zork)} joins you: {cost:+d} silver "
                     + ("(double, at the back)." if cost else "(nothing: he only costs at the back)."))
    else:
        lines.append(f"Zork {ordinal(zork)} joins someone else: nothing for you.")
    total = hero + (cost if joined else 0)
    lines.append(f"<b>Your pay-out tonight: {total:+d} silver</b> "
                 f"(for this hero; your other hero is paid for his own seat).")
    return "<br>".join(lines)


class PayoutExplorer:
    """Pick a seat, Zork's place and whether Zork joins you: the pay-out (:func:`payout_report`)."""

    def __init__(self, position: int = 2, zork: int = 9, players: int = 4, joined: bool = True) -> None:
        self.position = W.IntSlider(value=position, min=1, max=9, description="your hero")
        self.zork = W.IntSlider(value=zork, min=1, max=9, description="Zork")
        self.players = W.ToggleButtons(options=[4, 3], value=players, description="players")
        self.joined = W.Checkbox(value=joined, description="Zork joins you (you alone are richest)")
        self.answer = W.HTML()
        for control in (self.position, self.zork, self.players, self.joined):
            control.observe(lambda _: self.update(), names="value")
        self.widget = W.VBox([self.players, self.position, self.zork, self.joined, self.answer])
        self.update()

    def update(self) -> None:
        seats = len(seating(self.players.value))
        self.position.max = self.zork.max = seats
        self.answer.value = payout_report(self.position.value, self.zork.value,
                                          self.players.value, self.joined.value)

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)
