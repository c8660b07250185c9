"""Pictures of Shadows over Camelot (matplotlib); they draw from players' views only.

:func:`camelot` draws the board at a glance: the quests with their cards, the Round
Table's swords, the siege engines, where each knight is and his life points, as one
knight sees it or, from every knight's view, as the teacher sees it. The other
functions chart the analyses (siege odds, the next black card, win rates with their
intervals, how games end).
"""
from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch, Rectangle, Wedge

from .analysis import siege_win_chance
from .components import EXCALIBUR_KNIGHTS_END, GRAIL_SLOTS, SIEGE_ENGINES_LOSE, SWORDS_END

GOLD, DARK, WHITE, RED, BLUE = "#d4a017", "#2b2b2b", "#f7f3e8", "#b03a2e", "#2e5e8c"
PANEL = "#efe6d0"


def _panel(ax, x, y, w, h, title, done=False):
    ax.add_patch(FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0.02,rounding_size=0.15",
                                fc="#d9d9d9" if done else PANEL, ec="#8a7a5a", lw=1.2))
    ax.text(x + 0.1, y + h - 0.25, title, fontsize=9.5, weight="bold", va="top")


def _card(ax, x, y, label, face="white", w=0.42, h=0.58):
    fc = {"white": WHITE, "black": DARK, "gold": GOLD, "empty": "none"}[face]
    ax.add_patch(Rectangle((x, y), w, h, fc=fc, ec="#555555", lw=0.8,
                           ls="--" if face == "empty" else "-"))
    if label != "":
        ax.text(x + w / 2, y + h / 2, str(label), ha="center", va="center", fontsize=8,
                color="white" if face == "black" else "black")


def _knights(ax, x, y, v, where):
    """The knights standing at ``where``, each with his life points as pips."""
    row = 0
    for seat, place in enumerate(v["where_id"]):
        if place != where:
            continue
        name = v["knights"][seat].replace("Sir ", "").replace("King ", "")
        life = v["life"][seat]
        colour = RED if life <= 1 else BLUE
        ax.text(x, y - row * 0.32, f"{name} " + "♥" * life + "·" * (6 - life), fontsize=7.5,
                color=colour, va="top", family="DejaVu Sans")
        row += 1


def teacher_view(views: Sequence[dict]) -> dict:
    """The board every knight's view shows together: each black card that any of them
    read (in a game, every card on a quest was read by the knight who drew it)."""
    board = {**views[0], "player": None, "you": None,
             "quests": {key: dict(quest) for key, quest in views[0]["quests"].items()}}
    for key in ("black_knight", "lancelot", "dragon"):
        seen = [v["quests"][key]["black"] for v in views]
        board["quests"][key]["black"] = [next((cards[i] for cards in seen if cards[i] is not None), None)
                                         for i in range(len(seen[0]))]
    return board


def camelot(view: dict | Sequence[dict], ax=None) -> Figure:
    """The board at a glance, as the knight of ``view`` sees it; given the views of
    all knights (``[state.view(p) for p in range(n)]``), as the teacher sees it.
    Returns the matplotlib Figure."""
    v = view if isinstance(view, dict) else teacher_view(view)
    fig = ax.figure if ax is not None else Figure(figsize=(11, 6.6))
    ax = ax if ax is not None else fig.subplots()
    ax.set_xlim(0, 16)
    ax.set_ylim(0, 10)
    ax.set_aspect("equal")
    ax.axis("off")
    q = v["quests"]

    # the Black Knight's tournament (solo, two pairs)
    bk = q["black_knight"]
    _panel(ax, 0.2, 6.6, 4.6, 3.2, "Black Knight (two pairs)")
    for i in range(4):
        _card(ax, 0.4 + i * 0.5, 8.4, bk["white"][i] if i < len(bk["white"]) else "",
              "white" if i < len(bk["white"]) else "empty")
        known = bk["black"][i] if i < bk["black_cards"] else None
        _card(ax, 2.5 + i * 0.5, 8.4, "" if known is None else known,
              "black" if i < bk["black_cards"] else "empty")
    _knights(ax, 0.4, 8.1, v, "black_knight")

    # Lancelot, then the Dragon on the back of the board
    stage = "lancelot" if q["lancelot"]["open"] else "dragon"
    ld = q[stage]
    gone = not q["lancelot"]["open"] and not q["dragon"]["open"]
    title = "Lancelot (full house)" if stage == "lancelot" else \
        "The Dragon (3 × three of a kind)" if not gone else "Lancelot & Dragon: over"
    _panel(ax, 5.0, 6.6, 5.6, 3.2, title, done=gone)
    slots = 5 if stage == "lancelot" else 9
    for i in range(slots):
        _card(ax, 5.2 + i * 0.48, 8.45, ld["white"][i] if i < len(ld["white"]) else "",
              "white" if i < len(ld["white"]) else "empty", w=0.4, h=0.5)
    for i in range(5):
        known = ld["black"][i] if i < ld["black_cards"] else None
        _card(ax, 5.2 + i * 0.48, 7.85, "" if known is None else known,
              "black" if i < ld["black_cards"] else "empty", w=0.4, h=0.5)
    _knights(ax, 7.8, 7.8, v, stage)

    # Excalibur: a track of 11 steps, the knights' bank on the right
    x = q["excalibur"]
    _panel(ax, 10.8, 6.6, 5.0, 3.2, "Excalibur" + ("" if x["open"] else ": over"),
           done=not x["open"])
    for i in range(EXCALIBUR_KNIGHTS_END + 1):
        ax.add_patch(Rectangle((11.0 + i * 0.42, 8.6), 0.38, 0.4,
                               fc=GOLD if (x["open"] and i == x["position"]) else "#c7dbe8",
                               ec="#6a8aa0", lw=0.6))
    ax.text(11.0, 8.35, "Evil", fontsize=7)
    ax.text(15.4, 8.35, "knights", fontsize=7, ha="right")
    _knights(ax, 11.0, 8.1, v, "excalibur")

    # the Holy Grail: 7 slots, Grail cards from the Grail end, black from the far end
    g = q["grail"]
    _panel(ax, 10.8, 3.3, 5.0, 3.1, "Holy Grail" + (" (Dark Forest)" if g["dark_forest"] else "")
           + ("" if g["open"] else ": over"), done=not g["open"])
    for i in range(GRAIL_SLOTS):
        grail = i < g["grail_cards"]
        black = i >= GRAIL_SLOTS - len(g["black_cards"])
        _card(ax, 11.0 + i * 0.6, 5.05, "G" if grail else "", "gold" if grail else
              "black" if black else "empty", w=0.5, h=0.6)
    _knights(ax, 11.0, 4.8, v, "grail")

    # the wars
    for key, x0, title in (("picts", 0.2, "Pict war"), ("saxons", 5.0, "Saxon war")):
        w = q[key]
        _panel(ax, x0, 0.2, 4.6, 2.9, title + (" + Mordred" if w["mordred"] else ""))
        for i in range(w["needs"]):
            value = min(i + 1, 5)
            played = i < w["cards_played"]
            _card(ax, x0 + 0.2 + i * 0.5, 1.85, value, "white" if played else "empty")
        for i in range(4):
            ax.add_patch(Circle((x0 + 3.4 + (i % 2) * 0.45, 2.35 - (i // 2) * 0.45), 0.17,
                                fc=RED if i < w["warriors"] else "none", ec=RED))
        _knights(ax, x0 + 0.2, 1.6, v, key)

    # Camelot: the Round Table and its swords, the siege engines around the walls
    _panel(ax, 0.2, 3.3, 10.4, 3.1, "Camelot")
    cx, cy, r = 2.0, 4.85, 1.15
    swords = ["w"] * v["swords"]["white"] + ["b"] * v["swords"]["black"]
    slots = max(SWORDS_END, len(swords))
    step = 360 / slots
    for i in range(slots):
        colour = {"w": "white", "b": DARK}.get(swords[i] if i < len(swords) else "", "#d8ccb0")
        ax.add_patch(Wedge((cx, cy), r, 90 - (i + 1) * step + 2, 90 - i * step - 2, width=0.45,
                           fc=colour, ec=GOLD if i < len(swords) else "#b8ab8c",
                           lw=1.4 if i < len(swords) else 0.6))
    ax.text(cx, cy, f"{v['swords']['white']} white\n{v['swords']['black']} black",
            ha="center", va="center", fontsize=8)
    for i in range(SIEGE_ENGINES_LOSE):
        ax.add_patch(Rectangle((3.6 + (i % 6) * 0.5, 5.3 - (i // 6) * 0.55), 0.4, 0.4,
                               fc=RED if i < v["siege_engines"] else "none", ec=RED, lw=0.8))
    ax.text(3.6, 5.9, f"siege engines {v['siege_engines']} / {SIEGE_ENGINES_LOSE}", fontsize=8)
    ax.text(7.0, 5.9, "at Camelot:", fontsize=8)
    _knights(ax, 7.0, 5.6, v, "camelot")

    # relics, lasting cards, the piles
    _panel(ax, 10.8, 0.2, 5.0, 2.9, "Relics and lasting cards")
    lines = [f"{name}: {holder}" for name, holder in v["relics"].items()]
    lasting = [text for flag, text in ((v["heroism_on"], f"Heroism on {v['heroism_on']}"),
                                       (v["mists_of_avalon"], "Mists of Avalon"),
                                       (v["vivien"], "Vivien: no Merlin"),
                                       (v["traitor_unmasked"], f"Traitor: {v['traitor_unmasked']}"))
               if flag]
    lines += lasting or ["no lasting card"]
    lines.append(f"piles: {v['white_pile']} white, {v['black_pile']} black")
    ax.text(11.0, 2.55, "\n".join(lines), fontsize=7.5, va="top", linespacing=1.5)

    who = f" as {v['you']} sees it" if v["player"] is not None else ""
    if v["over"]:
        status = "the knights win!" if v["knights_win"] else f"Evil wins ({v['end_reason']})"
    else:
        status = f"turn {v['turns']}: {v['knights'][v['turn']]}" if v["turn"] is not None else "set-up"
    ax.set_title(f"Shadows over Camelot — {status}{who}", fontsize=11,
                 color=RED if v["over"] and not v["knights_win"] else "black")
    return fig


def siege_odds(ax=None):
    """The chance to destroy a siege engine for each Fight total, with and without
    Excalibur's +1 (exact, from ``analysis.siege_win_chance``)."""
    if ax is None:
        fig = Figure(figsize=(7, 3.5))
        ax = fig.subplots()
    totals = list(range(1, 10))
    for shift, exc, colour in ((-0.2, False, BLUE), (0.2, True, GOLD)):
        values = [float(siege_win_chance(t, exc)) for t in totals]
        ax.bar([t + shift for t in totals], values, width=0.4, color=colour,
               label="with Excalibur" if exc else "Fight cards only")
    ax.set_xlabel("total of the Fight cards laid")
    ax.set_ylabel("chance to beat the d8")
    ax.set_xticks(totals)
    ax.set_ylim(0, 1.05)
    ax.legend(frameon=False)
    ax.set_title("Against a siege engine: the total must beat the d8")
    ax.figure.tight_layout()
    return ax.figure


def distribution_bars(dist, title: str, ax=None):
    """Bars of an exact distribution (e.g. ``analysis.next_black_kind``), labelled
    with each probability as a fraction."""
    if ax is None:
        fig = Figure(figsize=(7, 3.5))
        ax = fig.subplots()
    items = sorted(dist.items(), key=lambda kv: -kv[1])
    labels = [str(k) for k, _ in items]
    ax.bar(labels, [float(p) for _, p in items], color=DARK)
    for i, (_, p) in enumerate(items):
        ax.text(i, float(p) + 0.005, str(p), ha="center", fontsize=8)
    ax.set_ylabel("probability")
    ax.set_title(title)
    ax.set_ylim(0, max(float(p) for _, p in items) * 1.15)
    for label in ax.get_xticklabels():
        label.set_rotation(30)
        label.set_horizontalalignment("right")
    ax.figure.tight_layout()
    return ax.figure


def rates(rows: dict, title: str, ax=None, ylabel: str = "share of games"):
    """Bars of Proportions with their 95% intervals and n: ``{label: Proportion}``."""
    if ax is None:
        fig = Figure(figsize=(7, 3.5))
        ax = fig.subplots()
    labels = list(rows)
    values = [rows[k].rate for k in labels]
    lows = [rows[k].rate - rows[k].interval[0] for k in labels]
    highs = [rows[k].interval[1] - rows[k].rate for k in labels]
    ax.bar(labels, values, yerr=[lows, highs], capsize=4, color=BLUE)
    for i, k in enumerate(labels):
        ax.text(i, rows[k].interval[1] + 0.01, f"{rows[k].rate:.0%}\nn={rows[k].trials}",
                ha="center", fontsize=8)
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, min(1.05, max(r.interval[1] for r in rows.values()) + 0.15))
    ax.set_title(title)
    ax.figure.tight_layout()
    return ax.figure


def end_reasons(table: dict, ax=None):
    """Stacked bars: for each label (e.g. a player count), the share of games ended by
    each threat. ``table``: {label: {reason: Proportion}}."""
    if ax is None:
        fig = Figure(figsize=(7, 3.8))
        ax = fig.subplots()
    colours = {"sword count": GOLD, "black swords": DARK, "siege engines": RED, "deaths": "#7d5ba6"}
    labels = list(table)
    bottom = [0.0] * len(labels)
    for reason, colour in colours.items():
        values = [table[k][reason].rate for k in labels]
        ax.bar(labels, values, bottom=bottom, color=colour, label=reason)
        bottom = [b + v for b, v in zip(bottom, values)]
    ax.set_ylabel("share of games")
    ax.set_ylim(0, 1.0)
    ax.legend(frameon=False, fontsize=8, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    ax.set_title("What ends the games")
    ax.figure.tight_layout()
    return ax.figure



SUSPECT_MARKERS = "osD^vP"
"""One hollow marker per knight, each smaller than the one before: knights whose odds
coincide (all near 0 once the Traitor is found) stay apart."""


def traitor_odds(view: dict, history: Sequence[tuple[int, dict]], ax=None):
    """How one knight's odds of who holds the Traitor card moved over a game:
    ``history`` is ``(round, suspicion.traitor_odds(...))`` at his decisions (seat ->
    chance, ``None`` the box); ``view`` (his last) names the knights."""
    if ax is None:
        fig = Figure(figsize=(7, 3.5))
        ax = fig.subplots()
    rounds = [r for r, _ in history]
    keys = sorted({k for _, odds in history for k in odds}, key=lambda k: (k is None, k))
    for i, key in enumerate(keys):
        name = "nobody (the box)" if key is None else view["knights"][key]
        ax.plot(rounds, [odds.get(key, 0.0) for _, odds in history], label=name,
                **(dict(color=DARK, ls="--", lw=2) if key is None else
                   dict(lw=1.8, marker=SUSPECT_MARKERS[i % len(SUSPECT_MARKERS)], ms=9 - 1.5 * i, mfc="none")))
    ax.set_xlabel("round")
    ax.set_ylabel("chance of the Traitor card")
    ax.set_ylim(-0.02, 1.02)
    ax.set_title(f"Who is the Traitor? {view['you']} reads the deeds")
    ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1, 0.5))
    ax.figure.tight_layout()
    return ax.figure
