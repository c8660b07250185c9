"""Tavern Trouble's faces: the table drawn from a player's seat (SVG from a view), the
view in words, the key and the rules."""
from __future__ import annotations

import html
import math
from collections.abc import Sequence

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from ..widgets.faces import Faces
from ..widgets.svg import el, key, svg, swatch, text, title
from . import plots
from .components import ABILITY, MAX_LIFE, ONE, PLURAL, card_name

WIDTH, HEIGHT = 1000.0, 720.0
CX, CY = WIDTH / 2, HEIGHT / 2 + 10
FACE_DOWN = "#4a3b6b"


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
    h = w * 1.32
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
        for i, power in enumerate(faces):
            parts.append(_card(x + (i - (len(faces) - 1) / 2) * (w + 4), y, power, w, h))
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

FACES = Faces(describe=describe, board=board, tip=tip, key=KEY, rules=RULES)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Tavern Trouble against ``bots`` with the table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, faces=FACES, **options)


__all__ = ["KEY", "RULES", "board", "describe", "render", "step_player", "tip"]
