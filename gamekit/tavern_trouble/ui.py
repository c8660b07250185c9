"""Tavern Trouble's faces: the table drawn from a player's seat (SVG from a view), the
view in words, the key and the rules; and the probability lab's explorers (a hand and
its draw, threshold strategies)."""
from __future__ import annotations

import html
import math
from collections.abc import Sequence
from fractions import Fraction

import ipywidgets as W
from matplotlib.figure import Figure

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from ..widgets.faces import Faces
from ..widgets.lab import svg as figure_svg
from ..widgets.svg import el, key, svg, swatch, text, title
from . import analysis, batch, plots
from .analysis import DEFAULT_THRESHOLD
from .components import ABILITY, COPIES, KINDS, MAX_LIFE, ONE, PLURAL, card_name

WIDTH, HEIGHT = 1000.0, 720.0
CX, CY = WIDTH / 2, HEIGHT / 2 + 10
FACE_DOWN = "#4a3b6b"
GAP, MARGIN = 4.0, 8.0
"""Between two cards of a hand; between a hand and the edge of the table."""
TALL = 1.32
"""A card's height over its width."""


def _card(x: float, y: float, power: int | None, w: float, h: float) -> str:
    """A card centred on (x, y): face up with its power and kind (its ability as the
    tooltip), or face down (None)."""
    rect = el("rect", x=round(x - w / 2, 1), y=round(y - h / 2, 1), width=round(w, 1), height=round(h, 1),
              rx=7, fill=plots.KIND_COLOURS[power] if power else FACE_DOWN, stroke="#111", stroke_width=2)
    if not power:
        return el("g", title("a card face down"), rect)
    name = ONE[power]
    words = [text(x, y - h * 0.14, power, size=min(30, 0.4 * w + 4), font_weight="bold")]
    if w >= 70:
        words.append(text(x, y + h * 0.24, name, size=15, textLength=round(w - 8) if len(name) > 7 else None,
                          lengthAdjust="spacingAndGlyphs"))
    return el("g", title(f"{card_name(power)}: a pair lets you {ABILITY[power][0].lower()}{ABILITY[power][1:]}"),
              rect, *words)


def board(view: dict, public: bool = False) -> str:
    """The table from the viewer's seat (at the bottom): everyone's life and cards, the
    dealer, the deck; the viewer's own cards face up, and the cards he has seen of
    others, unless ``public`` (then only what everyone sees)."""
    n, me = view["players"], view["player"]
    w = 74.0 if n <= 5 else 56.0
    h = w * TALL
    parts = [el("rect", width=WIDTH, height=HEIGHT, fill="#f7f3ea"),
             el("ellipse", cx=CX, cy=CY, rx=230, ry=150, fill="#d9b98b", stroke="#7a5230", stroke_width=6),
             text(CX, CY - 22, f"Deal {view['deal']}", size=30, font_weight="bold"),
             text(CX, CY + 18, f"{view['deck']} cards in the deck", size=19)]
    if not public and view["in_game"][me]:
        parts.append(text(CX, CY + 62, f"Your clash count: {view['clash_count']}", size=22, font_weight="bold"))
    for p in range(n):
        angle = math.pi / 2 + 2 * math.pi * (p - me) / n  # the viewer sits at the bottom
        x, y = CX + 390 * math.cos(angle), CY + 250 * math.sin(angle)
        alive = view["in_game"][p]
        count = view["cards_in_hand"][p] if alive else 0
        known: Sequence[int] = () if public else (view["hand"] if p == me else view["seen"][p])
        faces = list(known)[:count] + [None] * max(0, count - len(known))
        room = 2 * min(x, WIDTH - x) - 2 * MARGIN   # a hand at the side keeps inside the table
        cw = min(w, (room + GAP) / max(len(faces), 1) - GAP)
        for i, power in enumerate(faces):
            parts.append(_card(x + (i - (len(faces) - 1) / 2) * (cw + GAP), y, power, cw, cw * TALL))
        who = f"Player {p + 1}" + (" (you)" if p == me and not public else "") + \
            (" · dealer" if p == view["dealer"] else "")
        deciding = p == view["current_player"]
        parts.append(text(x, y - h / 2 - 18, ("▶ " if deciding else "") + who, size=19,
                          font_weight="bold" if deciding else "normal", fill="#222" if alive else "#888"))
        life = max(view["life"][p], 0)
        parts.append(el("rect", x=round(x - 70), y=round(y + h / 2 + 8), width=140, height=12, fill="#eee",
                        stroke="#888"))
        parts.append(el("rect", x=round(x - 70), y=round(y + h / 2 + 8), width=round(140 * life / MAX_LIFE),
                        height=12, fill="#c0392b" if alive else "#888"))
        shown = ", ".join(view["shown"][p])
        parts.append(text(x, y + h / 2 + 34, (f"{life} life" if alive else "out") +
                          (f" · shown: {shown}" if shown else ""), size=17))
    return svg(WIDTH, HEIGHT, *parts, label="The table of Tavern Trouble")


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


def tip(action) -> str:
    """The ability an action uses, as the rule book gives it."""
    words = str(action)
    for power in range(1, len(ONE)):
        if PLURAL[power] in words:
            return f"{PLURAL[power].capitalize()}: {ABILITY[power]}"
    return words


def render(view: dict):
    """The table as the player of ``view`` sees it (a matplotlib figure, for notebooks)."""
    return plots.table(view)


KEY = key([
    (swatch(el("rect", x=7, y=3, width=20, height=28, rx=3, fill=FACE_DOWN)), "a card face down"),
    (swatch(el("rect", x=7, y=3, width=20, height=28, rx=3, fill=plots.KIND_COLOURS[5], stroke="#111"),
            el("text", "5", x=17, y=22, font_size=15, text_anchor="middle")),
     "a card face up: its power and kind (point at it for its ability)"),
    (swatch(el("rect", x=2, y=13, width=30, height=8, fill="#c0392b")), f"life (of {MAX_LIFE})"),
    (swatch(el("text", "▶", x=17, y=24, font_size=18, text_anchor="middle")), "the player to decide"),
])

RULES = (
    "<h3>Tavern Trouble in short</h3><ul>"
    "<li>Closest to <b>9</b> wins the deal: your clash count is the last digit of your cards' "
    "total (13 counts 3). Everyone else loses the gap.</li>"
    "<li>Take a third card, then perhaps a fourth — or stand.</li>"
    "<li>A pair of one kind lets you use its ability; three of a kind also gives 10 life.</li>"
    "<li>The last player with life wins.</li></ul><h3>The abilities</h3><ul>" +
    "".join(f"<li><b>{html.escape(PLURAL[p].capitalize())} ({p})</b>: {html.escape(ABILITY[p])}</li>"
            for p in range(1, len(ONE))) + "</ul>")

STANDING = ("life", "cards_in_hand")
"""The per-seat fields the projector lists."""
FACES = Faces(describe=describe, board=board, tip=tip, key=KEY, rules=RULES)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Tavern Trouble against ``bots`` with the table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, faces=FACES, **options)


# -- the probability lab's explorers ----------------------------------------------------------
EXPLORER_DEALS = 10_000
"""Monte Carlo deals behind the draw advice against two or more opponents (about 30 ms)."""
EXPLORER_GAMES = 2_500
"""Whole games a seat behind the threshold explorer (the seats rotated)."""
NO_CARD = 0


def _fraction(p: Fraction) -> str:
    return f"{p.numerator}/{p.denominator} = {float(p):.1%}" if p not in (0, 1) else f"{float(p):.0%}"


def hand_report(hand: Sequence[int], opponents: int,
                deals: int = EXPLORER_DEALS) -> tuple[str, Figure | None]:
    """What the hand explorer shows for ``hand`` (two to four powers) against
    ``opponents``: its lines as HTML, and the picture of the clash counts after standing
    and after one more card. Exact, except the draw advice against two or more
    opponents (Monte Carlo, ``deals`` deals, with its 95% interval)."""
    hand = list(hand)
    left = [COPIES[k] - hand.count(k) for k in range(len(COPIES))]
    if min(left) < 0:
        return f"<b>No such hand</b>: the deck has only {COPIES[1]} cards of each kind.", None
    stand = analysis.standing(hand)
    lines = [f"<b>Your hand</b>: {html.escape(', '.join(card_name(c) for c in hand))} — "
             f"a clash count of {next(iter(stand))}."]
    shown = {"stand": stand}
    if len(hand) == 4:
        lines.append("Four cards: no more cards may be taken (rule book, Draw).")
    else:
        more = analysis.one_more_card(hand)
        shown["one more card"] = more
        lines.append("After one more card: " + ", ".join(
            f"{c}: {p.numerator}/{p.denominator} ({float(p):.1%})" for c, p in sorted(more.items())) + ".")
        lines.append(f"Ending on 8 or 9: standing {_fraction(stand.at_least(8))}, "
                     f"after one more card {_fraction(more.at_least(8))}.")
        advice = analysis.draw_advice(hand, opponents, deals=deals)

        def show(p):
            return _fraction(p) if isinstance(p, Fraction) else str(p)
        lines.append(f"Closest to 9 against {opponents} opponent{'s' if opponents > 1 else ''} "
                     f"taking below {advice.threshold}: standing {show(advice.win_if_stand)}, "
                     f"a card {show(advice.win_if_take)} ({advice.method}). "
                     f"<b>Advice: {advice.advice}.</b>")
    title = f"Hand {'+'.join(map(str, hand))}: the clash count, exact"
    return "<br>".join(lines), plots.count_bars(shown, title)


class HandExplorer:
    """Pick a hand (two to four cards) and the number of opponents; the exact clash-count
    distribution after standing and after one more card, and the draw advice, are
    redrawn on every change (:func:`hand_report`)."""

    def __init__(self, hand: Sequence[int] = (8, 5), opponents: int = 1) -> None:
        kinds = [(f"{k} {ONE[k]}", k) for k in KINDS]
        hand = list(hand) + [NO_CARD] * (4 - len(hand))
        self.cards = [W.Dropdown(options=kinds if i < 2 else [("no card", NO_CARD)] + kinds,
                                 value=hand[i], description=f"card {i + 1}",
                                 layout=W.Layout(width="180px")) for i in range(4)]
        self.opponents = W.IntSlider(value=opponents, min=1, max=7, description="opponents",
                                     continuous_update=False)
        self.answer = W.HTML()
        self.picture = W.Image(format="svg+xml", layout=W.Layout(max_width="100%"))
        for control in [*self.cards, self.opponents]:
            control.observe(lambda _: self.update(), names="value")
        self.widget = W.VBox([W.HBox(self.cards), self.opponents, self.answer, self.picture])
        self.update()

    @property
    def hand(self) -> list[int]:
        return [c.value for c in self.cards if c.value != NO_CARD]

    def update(self) -> None:
        text, figure = hand_report(self.hand, self.opponents.value)
        self.answer.value = text
        self.picture.value = figure_svg(figure) if figure is not None else b""

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)


def threshold_report(third: int, fourth: int, players: int, games: int = EXPLORER_GAMES,
                     field: int = DEFAULT_THRESHOLD, seed: int = 0) -> str:
    """What the threshold explorer shows: a player taking a third card below ``third`` and
    a fourth below ``fourth``, in each seat in turn against a field taking below
    ``field`` (:func:`gamekit.tavern_trouble.batch.seat_study`), as HTML."""
    study = batch.seat_study(players, third, fourth, field, games, seed=seed)
    low, high = study.difference.interval
    strategy = (f"taking a third card below {third} and a fourth below {fourth}" if third != fourth
                else f"taking a card below {third}")
    return (f"<b>{strategy.capitalize()}</b>, in each seat in turn against {players - 1} "
            f"player{'s' if players > 2 else ''} taking below {field} ({study.win.trials:,} whole "
            f"games, fairies and undead left out): wins <b>{study.win}</b>.<br>"
            f"A field player in the same seats and deals wins {study.baseline.rate:.1%} (with the "
            f"seats rotated, the fair share 1/{players}); the difference is "
            f"<b>{study.difference.mean:+.1%}</b> (95% CI {low:+.1%} to {high:+.1%}).")


class ThresholdExplorer:
    """Pick the thresholds for the third and the fourth card and the number of players:
    the win rate against a field of heuristic players, whole games at numpy speed."""

    def __init__(self, third: int = DEFAULT_THRESHOLD, fourth: int = DEFAULT_THRESHOLD,
                 players: int = 4, games: int = EXPLORER_GAMES) -> None:
        def slider(value, low, high, name):
            return W.IntSlider(value=value, min=low, max=high, description=name,
                               continuous_update=False, style={"description_width": "initial"})
        self.third = slider(third, 0, 10, "take a third card below")
        self.fourth = slider(fourth, 0, 10, "take a fourth card below")
        self.players = slider(players, 2, 8, "players")
        self.games = games
        self.answer = W.HTML()
        for control in (self.third, self.fourth, self.players):
            control.observe(lambda _: self.update(), names="value")
        self.widget = W.VBox([self.third, self.fourth, self.players, self.answer])
        self.update()

    def update(self) -> None:
        self.answer.value = threshold_report(self.third.value, self.fourth.value,
                                             self.players.value, self.games)

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)



__all__ = ["KEY", "RULES", "HandExplorer", "ThresholdExplorer", "board", "describe", "hand_report", "render",
           "step_player", "threshold_report", "tip"]
