"""Pictures of Die Tafelrunde: the round table with each seat's pay-out, and each
player's money through the days. They draw from players' views (everything they show
is public), never from a state's fields."""
from __future__ import annotations

import html
import math

from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyArrowPatch

from ..core.protocol import State
from .components import COLOURS, HEROES, ZORK, Table
from .table import ordinal, seat_value, zork_value

PAINT = {"red": "#d64541", "green": "#3a9d5d", "lilac": "#a77bca", "yellow": "#e9c23b"}
ZORK_PAINT = "#b8860b"
SAFE_PAINT = {"red": "#D55E00", "green": "#009E73", "lilac": "#CC79A7", "yellow": "#E69F00"}
"""The castle colours from the Okabe-Ito palette (vermilion, bluish green, reddish
purple, orange): apart for readers with any kind of colour vision."""
STROKE = {"red": ("-", "o"), "green": ("--", "s"), "lilac": (":", "^"), "yellow": ("-.", "D")}
"""A dash and a marker per castle, so the lines are apart without colour."""
DRACO_PAINT = "#4b3869"
TABLE_PAINT = "#d9b98b"


def _paint(hero: int) -> str:
    colour = HEROES[hero].colour
    return ZORK_PAINT if colour is None else PAINT[COLOURS[colour]]


def _seat_xy(k: int, seats: int, radius: float) -> tuple[float, float]:
    """Seat ``k`` clockwise from Draco, who sits at the top (k = 0)."""
    angle = math.pi / 2 - 2 * math.pi * k / seats
    return radius * math.cos(angle), radius * math.sin(angle)


def round_table(view: dict, ax=None) -> Figure:
    """Draco's round table as it stands in ``view`` (any player's: everything drawn is
    public): Draco at the top with an arrow to his goblet side, each hero in his
    castle's colour with his position and owner, and beside each seat what it pays out
    tonight (Zork's cost for the player he joins). The money of each player is written
    under the table."""
    table = Table(view["line"], view["goblet_side"] == "clockwise")
    line = table.line
    ring = table.ring()
    seats = len(ring) + 1
    zork = view["zork_joins"]
    owner = view["owner"]
    if ax is None:
        fig = Figure(figsize=(6.2, 6.6))
        ax = fig.subplots()
    else:
        fig = ax.figure
    ax.set_xlim(-2.55, 2.55)
    ax.set_ylim(-2.85, 2.3)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.add_patch(Circle((0, 0), 1.25, fc=TABLE_PAINT, ec="#7a5230", lw=3))
    # Draco and his goblet
    dx, dy = _seat_xy(0, seats, 1.62)
    ax.add_patch(Circle((dx, dy), 0.3, fc=DRACO_PAINT, ec="black", lw=1.2, zorder=3))
    ax.text(dx, dy, "Draco", ha="center", va="center", color="white", fontsize=8,
            weight="bold", zorder=4)
    first_seat = 1 if table.clockwise else seats - 1
    fx, fy = _seat_xy(first_seat, seats, 1.62)
    ax.add_patch(FancyArrowPatch((dx * 0.93, dy * 0.8), (fx * 0.78, fy * 0.78),
                                 connectionstyle=f"arc3,rad={-0.35 if table.clockwise else 0.35}",
                                 arrowstyle="-|>", mutation_scale=14, lw=1.6, color=DRACO_PAINT))
    ax.text(0, 0.95, "goblet side →" if table.clockwise else "← goblet side", ha="center",
            va="center", fontsize=8, color=DRACO_PAINT, style="italic")
    for k, hero in enumerate(ring, start=1):
        x, y = _seat_xy(k, seats, 1.62)
        position = line.index(hero) + 1
        ax.add_patch(Circle((x, y), 0.27, fc=_paint(hero), ec="black", lw=1.2, zorder=3))
        name = HEROES[hero].kind if hero != ZORK else "Zork"
        ax.text(x, y + 0.06, name, ha="center", va="center", fontsize=6.5, weight="bold",
                zorder=4)
        ax.text(x, y - 0.11, ordinal(position), ha="center", va="center", fontsize=7, zorder=4)
        if hero == ZORK:
            value = zork_value(position, len(line)) if zork is not None else 0
            who = f"P{zork + 1}" if zork is not None else "alone"
        else:
            value = seat_value(position, len(line))
            who = f"P{owner[hero] + 1}" if owner[hero] is not None else ""
        tx, ty = _seat_xy(k, seats, 2.2)
        tint = "#1e7b34" if value > 0 else "#b03a2e" if value < 0 else "#555555"
        ax.text(tx, ty + 0.09, f"{value:+d}" if value else "0", ha="center", va="center",
                fontsize=11, weight="bold", color=tint)
        ax.text(tx, ty - 0.12, who, ha="center", va="center", fontsize=7, color="#333333")
    over = view["phase"] == "over"
    ax.text(0, 0.15, "Game over" if over else f"Day {view['day']}", ha="center", fontsize=13,
            weight="bold")
    ax.text(0, -0.15, f"Player {view['winner'] + 1} wins" if over else
            f"round {view['round']}", ha="center", fontsize=9)
    ax.text(0, -0.42, "Zork joins " + (f"Player {zork + 1}" if zork is not None else "nobody"),
            ha="center", fontsize=8)
    castles = view["castles"]
    money = "silver:  " + "   ".join(
        f"P{p + 1}{' ' + castles[p] if castles[p] is not None else ''} {s}"
        for p, s in enumerate(view["silver"]))
    ax.text(0, -2.72, money, ha="center", va="center", fontsize=9)
    caption = "what it would pay out now" if over else "what it pays out tonight"
    ax.text(0, -2.5, f"beside each seat: {caption}, and to whom", ha="center",
            va="center", fontsize=7.5, color="#555555")
    return fig


def money_by_day(state: State) -> list[list[int]]:
    """Each player's silver at the start and after each pay-out, replayed from the
    history and read from the views (so it works on any state)."""
    game = state.game
    walk = game.new_initial_state()
    seen = walk.view(0)
    rows = [list(seen["silver"])]
    day = seen["day"]
    for step in state.history:
        walk.apply(step)
        seen = walk.view(0)
        if seen["day"] != day or (seen["phase"] == "over" and len(rows) <= day):
            rows.append(list(seen["silver"]))
            day = seen["day"]
    return rows


def money_chart(state: State, ax=None) -> Figure:
    """Each player's money through the 12 days: a line per player in his castle's colour
    (colour-blind safe), with its own dash and marker and his name at its end."""
    rows = money_by_day(state)
    final = state.view(0)
    if ax is None:
        fig = Figure(figsize=(7.2, 3.8))
        ax = fig.subplots()
    else:
        fig = ax.figure
    days = range(len(rows))
    for p in range(final["players"]):
        colour = final["castles"][p]
        won = " (winner)" if final["winner"] == p else ""
        dash, marker = STROKE.get(colour, ("-", "o"))
        paint = SAFE_PAINT.get(colour, "grey")
        ax.plot(days, [r[p] for r in rows], ls=dash, marker=marker, ms=4, lw=2,
                color=paint, label=f"Player {p + 1} ({colour}){won}")
    # each player's name at the end of his line, nudged apart where the lines end level
    gap = 0.06 * (max(max(r) for r in rows) - min(min(r) for r in rows) or 1)
    placed: list[float] = []
    for p in sorted(range(final["players"]), key=lambda q: rows[-1][q]):
        y = max(rows[-1][p], placed[-1] + gap) if placed else rows[-1][p]
        placed.append(y)
        colour = final["castles"][p]
        ax.annotate(f"P{p + 1} {colour}{' ★' if final['winner'] == p else ''}", (days[-1], y),
                    xytext=(8, 0), textcoords="offset points", va="center", fontsize=8,
                    color=SAFE_PAINT.get(colour, "grey"))
    ax.set_xlim(0, days[-1] + 1.8)
    ax.set_ylim(top=max(ax.get_ylim()[1], placed[-1] + gap))
    ax.set_xlabel("day (money after its pay-out; 0 = the start)")
    ax.set_ylabel("silver")
    ax.set_xticks(list(days))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, frameon=False)
    ax.set_title("Money through the days", fontsize=11)
    fig.tight_layout()
    return fig



ONE_THROW = "#0072B2"
"""One throw: blue, plain (Okabe-Ito)."""
BEST_THROW = "#E69F00"
"""With the best second throw: orange and hatched, so the bars are apart without colour."""


def throw_bars(one, best, title: str = "", names: dict | None = None) -> str:
    """The value kept after one throw and after the best second throw, side by side, as
    SVG text (drawn straight, so an explorer redraws it in well under a millisecond):
    each bar carries its percentage, each kind of bar a label in the legend; ``names``
    words the values kept under the bars."""
    values = sorted(set(one) | set(best))
    width, height, left, top, bottom = 560, 230, 40, 42, 30
    plot_h = height - top - bottom
    slot = (width - left - 10) / len(values)
    bar = min(40.0, slot * 0.38)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'font-family="sans-serif" font-size="11">',
             '<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
             f'patternTransform="rotate(45)"><rect width="6" height="6" fill="{BEST_THROW}"/>'
             '<line x1="0" y1="0" x2="0" y2="6" stroke="black" stroke-width="1.2"/></pattern></defs>',
             f'<text x="{width / 2}" y="14" text-anchor="middle" font-size="12">'
             f'{html.escape(title)}</text>']
    legend = ((ONE_THROW, "one throw", one), ("url(#hatch)", "best second throw", best))
    for j, (fill, name, dist) in enumerate(legend):
        key = left + j * 220
        parts.append(f'<rect x="{key}" y="22" width="14" height="10" fill="{fill}" stroke="black" '
                     f'stroke-width="0.6"/><text x="{key + 19}" y="31">{name} (mean '
                     f'{float(dist.mean()):.2f})</text>')
    base = top + plot_h
    tallest = max(float(d[v]) for _, _, d in legend for v in d) or 1.0
    parts.append(f'<line x1="{left}" y1="{base}" x2="{width - 10}" y2="{base}" stroke="black"/>')
    for i, v in enumerate(values):
        centre = left + slot * (i + 0.5)
        for j, (fill, _, dist) in enumerate(legend):
            p = float(dist[v]) if v in dist else 0.0
            h = p / tallest * (plot_h - 14)
            x = centre + (j - 1) * bar
            parts.append(f'<rect x="{x:.1f}" y="{base - h:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                         f'fill="{fill}" stroke="black" stroke-width="0.6"/>'
                         f'<text x="{x + bar / 2:.1f}" y="{base - h - 3:.1f}" '
                         f'text-anchor="middle" font-size="10">{p:.0%}</text>')
        parts.append(f'<text x="{centre:.1f}" y="{base + 14}" text-anchor="middle">'
                     f'{html.escape(str((names or {}).get(v, v)))}</text>')
    parts.append(f'<text x="{width / 2}" y="{height - 2}" text-anchor="middle">value kept</text>'
                 '</svg>')
    return "".join(parts)
