"""Pictures of Tavern Trouble: the table as one player sees it, and life through a game."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle
from matplotlib.ticker import PercentFormatter

from ..core.protocol import State
from ..prob import Distribution, Proportion
from .analysis import TAKE, DrawAdvice
from .components import MAX_LIFE, ONE

KIND_COLOURS = ("", "#f4a6d7", "#9ad18b", "#b9b9b9", "#c0392b", "#e67e22", "#8e6e53",
                "#5d8c3a", "#2e7d32", "#5b6c8f")


def draw_card(ax, x: float, y: float, power: int | None, w: float = 0.34, h: float = 0.5) -> None:
    """One card at (x, y): face up with its kind and power, or face down (None)."""
    face = KIND_COLOURS[power] if power else "#4a3b6b"
    ax.add_patch(FancyBboxPatch((x - w / 2, y - h / 2), w, h, boxstyle="round,pad=0.02",
                                fc=face, ec="black", lw=1))
    if power:
        ax.text(x, y + 0.08, str(power), ha="center", va="center", fontsize=13, weight="bold")
        name = ONE[power]
        ax.text(x, y - 0.13, name, ha="center", va="center", fontsize=7 if len(name) < 8 else 5.5)


def hand(powers, title: str = "") -> Figure:
    """A row of cards face up, e.g. ``hand([8, 5, 1, 4], "Maja: clash count 8")``."""
    fig = Figure(figsize=(0.62 * len(powers) + 0.4, 1.25))
    ax = fig.subplots()
    ax.set_xlim(-0.3, 0.42 * len(powers) - 0.12)
    ax.set_ylim(-0.32, 0.32)
    ax.set_aspect("equal")
    ax.axis("off")
    for i, power in enumerate(powers):
        draw_card(ax, 0.42 * i, 0, power)
    if title:
        ax.set_title(title, fontsize=10)
    fig.tight_layout()
    return fig


def table(view: dict) -> Figure:
    """The table from one player's seat: everyone's life, the dealer, card counts,
    and only the viewer's own cards face up."""
    n, me = view["players"], view["player"]
    fig = Figure(figsize=(6.4, 5.2))
    ax = fig.subplots()
    ax.set_xlim(-2.4, 2.4)
    ax.set_ylim(-2.3, 2.3)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.add_patch(Circle((0, 0), 1.05, fc="#d9b98b", ec="#7a5230", lw=3))
    ax.text(0, 0.1, f"Deal {view['deal']}", ha="center", fontsize=12, weight="bold")
    ax.text(0, -0.2, f"{view['deck']} cards in the deck", ha="center", fontsize=9)
    for p in range(n):
        angle = -math.pi / 2 - 2 * math.pi * (p - me) / n  # the viewer sits at the bottom
        x, y = 1.65 * math.cos(angle), 1.65 * math.sin(angle)
        alive = view["in_game"][p]
        cards = view["cards_in_hand"][p] if alive else 0
        powers = view["hand"] if p == me else [None] * cards
        for i, power in enumerate(powers):
            draw_card(ax, x + (i - (len(powers) - 1) / 2) * 0.38, y, power)
        label = f"Player {p + 1}" + (" (you)" if p == me else "") + \
            (" — dealer" if p == view["dealer"] else "")
        life = max(view["life"][p], 0)
        ax.text(x, y + 0.38, label, ha="center", fontsize=9,
                weight="bold" if p == view["current_player"] else "normal",
                color="black" if alive else "grey")
        ax.add_patch(Rectangle((x - 0.5, y - 0.42), 1.0, 0.08, fc="#eeeeee", ec="grey", lw=0.5))
        ax.add_patch(Rectangle((x - 0.5, y - 0.42), life / MAX_LIFE, 0.08,
                                   fc="#c0392b" if alive else "grey", lw=0))
        ax.text(x, y - 0.55, f"{life} life" if alive else "out", ha="center", fontsize=8)
    title = f"Your clash count: {view['clash_count']}" if view["in_game"][me] else "You are out"
    ax.set_title(title, fontsize=11)
    fig.subplots_adjust(left=0, right=1, bottom=0, top=0.93)  # fixed: faster than tight_layout
    return fig


def life_chart(state: State) -> Figure:
    """Each player's life at the start of every deal, and at the end (replayed from
    the history, so it works on any state)."""
    game = state.game
    rebuilt = game.new_initial_state()
    points = [list(rebuilt.view(0)["life"])]
    deal = rebuilt.view(0)["deal"]
    for action in state.history:
        rebuilt.apply(action)
        view = rebuilt.view(0)
        if view["deal"] != deal or rebuilt.is_terminal():
            points.append(list(view["life"]))
            deal = view["deal"]
    fig = Figure(figsize=(7, 3.6))
    ax = fig.subplots()
    x = range(1, len(points) + 1)
    for p in range(game.num_players):
        ax.plot(x, [max(life[p], 0) for life in points], marker="o", ms=3, label=f"Player {p + 1}")
    labels = [str(d) for d in x]
    if state.is_terminal():
        labels[-1] = "end"               # the last point is the game's end, not a deal's start
    every, last = max(1, round(len(labels) / 12)), len(labels) - 1
    shown = [i for i in range(len(labels)) if (last - i) % every == 0]     # the last always
    ax.set_xticks([x[i] for i in shown], [labels[i] for i in shown])
    ax.set_xlabel("deal")
    ax.set_ylabel("life")
    ax.set_ylim(0, MAX_LIFE + 1)
    ax.legend(ncol=min(4, game.num_players), fontsize=8)
    ax.set_title("Life at the start of each deal, and at the end" if state.is_terminal()
                 else "Life at the start of each deal")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    return fig


PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")
"""Okabe and Ito's colours, apart for every kind of colour vision; bars carry hatches too."""
HATCHES = ("", "//", "..", "xx", "\\\\", "oo")
TAKE_STAND = "PuOr_r"
"""The take/stand map's colours: orange (take) to purple (stand), apart for a
deuteranope; every square also says "take" or "stand"."""


def count_bars(distributions: Mapping[str, Distribution], title: str = "") -> Figure:
    """Grouped bars of clash-count distributions, one group per count 0-9; each series
    has its own colour and hatch, named in the legend."""
    fig = Figure(figsize=(7.5, 3.4))
    ax = fig.subplots()
    width = 0.8 / len(distributions)
    for i, (label, dist) in enumerate(distributions.items()):
        xs = [c + (i - (len(distributions) - 1) / 2) * width for c in range(10)]
        ax.bar(xs, [float(dist[c]) for c in range(10)], width, label=label,
               color=PALETTE[i % len(PALETTE)], hatch=HATCHES[i % len(HATCHES)], edgecolor="white")
    ax.set_xticks(range(10))
    ax.set_xlabel("clash count")
    ax.set_ylabel("probability")
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    top = max(float(p) for d in distributions.values() for p in d.values())
    ax.set_ylim(0, 1.3 * top if top < 0.75 else 1.02)
    ax.legend(fontsize=8, ncol=len(distributions), loc="upper center" if top < 0.75 else "upper right")
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    fig.subplots_adjust(left=0.1, right=0.98, bottom=0.15, top=0.9)  # fixed: faster than tight_layout
    return fig


def advice_map(table: Mapping[tuple[int, int], DrawAdvice]) -> Figure:
    """For every two-card hand, how much a third card raises the chance to win the deal:
    each square says "take" or "stand" under the hand's clash count, and its colour
    (orange: take; purple: stand) how much it matters."""
    gain = np.full((9, 9), np.nan)
    for (a, b), advice in table.items():
        gain[a - 1, b - 1] = gain[b - 1, a - 1] = float(advice.win_if_take) - float(advice.win_if_stand)
    fig = Figure(figsize=(6.4, 5.6))
    ax = fig.subplots()
    limit = np.nanmax(np.abs(gain))
    image = ax.imshow(gain, cmap=TAKE_STAND, vmin=-limit, vmax=limit, origin="lower")
    for a in range(1, 10):
        for b in range(1, 10):
            advice = table[min(a, b), max(a, b)]
            strong = abs(gain[a - 1, b - 1]) > limit / 2
            ax.text(b - 1, a - 1, f"{(a + b) % 10}\n{'take' if advice.advice == TAKE else 'stand'}",
                    ha="center", va="center", fontsize=6.5, linespacing=1.1,
                    color="white" if strong else "black")
    ax.set_xticks(range(9), [f"{k} {ONE[k]}" for k in range(1, 10)], rotation=60, fontsize=8)
    ax.set_yticks(range(9), [f"{k} {ONE[k]}" for k in range(1, 10)], fontsize=8)
    fig.colorbar(image, ax=ax, format=PercentFormatter(1.0), label="chance to win the deal: take − stand")
    ax.set_title("Take a third card? Each square: the count, the advice", fontsize=10)
    fig.tight_layout()
    return fig


def rate_chart(xs, rates: Sequence[Proportion], fair: float | None = None,
               xlabel: str = "", title: str = "", fair_label: str = "fair share") -> Figure:
    """Win rates with their 95% intervals as error bars, and the fair share as a line
    (``fair_label`` says whose: with the seats rotated, a field bot in the same seats)."""
    fig = Figure(figsize=(6.5, 3.4))
    ax = fig.subplots()
    values = [r.rate for r in rates]
    low = [r.rate - r.interval[0] for r in rates]
    high = [r.interval[1] - r.rate for r in rates]
    ax.errorbar(list(xs), values, yerr=[low, high], fmt="o-", capsize=4)
    if fair is not None:
        ax.axhline(fair, color="grey", ls="--", lw=1, label=f"{fair_label}: {fair:.1%}")
        ax.legend(fontsize=8)
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel(xlabel)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title(title)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    return fig


__all__ = ["advice_map", "count_bars", "draw_card", "hand", "life_chart", "rate_chart", "table"]
