"""Die Tafelrunde's faces: the round table you click (SVG from a view), a player's view
in a few lines, the key and the rules. Everything on the table is public; a player's
hand is only in his own words (``describe``). And the probability lab's explorers (a
throw's target and its best policy; a seat's pay-out)."""
from __future__ import annotations

import html
import math
import re
from collections.abc import Sequence
from fractions import Fraction

import ipywidgets as W

from ..core.bots import Bot
from ..core.data import load_json
from ..core.protocol import Game
from ..widgets import StepPlayer
from ..widgets.faces import Faces
from ..widgets.svg import HIT, el, key, spot, svg, swatch, text
from . import analysis, plots
from .components import BY_NAME, CARDS
from .table import COLOURS, HEROES, ZORK, Table, ordinal, seat_value, seating, zork_value

WIDTH, HEIGHT = 900.0, 880.0
CX, CY = WIDTH / 2, 410.0
SEAT, PAY, DISC = 292.0, 382.0, 46.0
"""The radius of the heroes' seats, of their pay-out, and of a hero's disc."""
PAINT = {**plots.PAINT}
INK = {"red": "white", "green": "white", "lilac": "black", "yellow": "black", None: "black"}


def _xy(k: int, seats: int, radius: float) -> tuple[float, float]:
    """Seat ``k`` clockwise from Draco, who sits at the top (k = 0)."""
    angle = -math.pi / 2 + 2 * math.pi * k / seats
    return CX + radius * math.cos(angle), CY + radius * math.sin(angle)


def _owner(view: dict, hero: int) -> int | None:
    owner = view["owner"][hero]
    return owner if owner is not None and owner >= 0 else None


def board(view: dict, public: bool = False) -> str:
    """Draco's round table: Draco at the top, his goblet side, each hero (a spot
    ``hero-<id>``) in his castle's colour with his position and owner, beside each
    seat what it pays out tonight, the money under the table. All of it is public,
    so ``public`` draws the same."""
    table = Table(view["line"], view["goblet_side"] == "clockwise")
    line, ring = table.line, table.ring()
    seats = len(ring) + 1
    zork = view["zork_joins"]
    over = view["phase"] == "over"
    parts = [el("rect", width=WIDTH, height=HEIGHT, fill="#f7f3ea"),
             el("circle", cx=CX, cy=CY, r=215, fill=plots.TABLE_PAINT, stroke="#7a5230", stroke_width=7),
             text(CX, CY - 56, "Game over" if over else f"Day {view['day']}", size=40, font_weight="bold"),
             text(CX, CY - 6, f"Player {view['winner'] + 1} wins" if over else f"round {view['round']}", size=24),
             text(CX, CY + 34, "Zork joins " + (f"Player {zork + 1}" if zork is not None else "nobody"), size=20),
             text(CX, CY + 68, f"Player {view['herold'] + 1} holds the Herold", size=19)]
    dx, dy = _xy(0, seats, SEAT)
    parts += [el("circle", cx=round(dx, 1), cy=round(dy, 1), r=DISC, fill=plots.DRACO_PAINT, stroke="black",
                 stroke_width=2),
              text(dx, dy, "Draco", size=19, font_weight="bold", fill="white"),
              text(CX, CY - 150, "goblet side →" if table.clockwise else "← goblet side", size=19,
                   fill=plots.DRACO_PAINT, font_style="italic")]
    for k, hero in enumerate(ring, start=1):
        x, y = _xy(k, seats, SEAT)
        position = line.index(hero) + 1
        colour = HEROES[hero].colour
        paint = plots.ZORK_PAINT if colour is None else PAINT[COLOURS[colour]]
        owner = _owner(view, hero)
        if hero == ZORK:
            value = zork_value(position, len(line)) if zork is not None else 0
            who = f"P{zork + 1}" if zork is not None else "alone"
        else:
            value = seat_value(position, len(line))
            who = f"P{owner + 1}" if owner is not None else ""
        name = "Zork" if hero == ZORK else HEROES[hero].kind
        words = f"{HEROES[hero].title}, {ordinal(position)} from the goblet side" + \
            (f", Player {owner + 1}'s" if owner is not None else "") + f": {value:+d} silver tonight"
        ink = INK[None if colour is None else COLOURS[colour]]
        disc = el("circle", cx=round(x, 1), cy=round(y, 1), r=DISC, fill=paint, stroke="black", stroke_width=2)
        parts.append(spot(f"hero-{hero}", el("circle", cx=round(x, 1), cy=round(y, 1), r=DISC + 6, **HIT),
                          disc, text(x, y - 11, name, size=16, font_weight="bold", fill=ink),
                          text(x, y + 13, ordinal(position), size=17, fill=ink), tip=words))
        px, py = _xy(k, seats, PAY)
        tint = "#1e7b34" if value > 0 else "#b03a2e" if value < 0 else "#555555"
        parts.append(text(px, py - 10, f"{value:+d}" if value else "0", size=24, font_weight="bold", fill=tint))
        parts.append(text(px, py + 15, who, size=16, fill="#333"))
    castles = view["castles"]
    money = "   ".join(f"P{p + 1} {castles[p] or ''} {s}" for p, s in enumerate(view["silver"]))
    parts.append(text(CX, HEIGHT - 24, f"silver: {money}", size=20))
    return svg(WIDTH, HEIGHT, *parts, label="Draco's round table")


def spots(action) -> tuple[str, ...]:
    """A choice that names a hero is made by clicking him."""
    hero = getattr(action, "hero", -1)
    return (f"hero-{hero}",) if isinstance(hero, int) and 0 <= hero < len(HEROES) else ()


def _decided(source: str) -> str:
    """What the kit decided for a card where its rule text is silent, from its source."""
    found = re.search(r"assumed: (.*?)(?: \(rules digest \[D\]\))?$", source)
    return found[1] if found else ""


def card_tip(card_id: int) -> str:
    card = CARDS[card_id]
    decided = _DECIDED[card.key]
    return f"{card.label}: {card.effect}" + (f" [decided: {decided}]" if decided else "")


def tip(action) -> str:
    """The card an action plays, discards, vetoes with or names, in its rule's words."""
    card = getattr(action, "card", None)
    return card_tip(card) if isinstance(card, int) and 0 <= card < len(CARDS) else str(action)


def prompt(view: dict) -> str | None:
    """In a veto or veto-veto window (every player asked in turn, shield or none), what it
    asks the viewer: the player asked reads what he may do with his own cards, the others
    only who is asked. None outside a window."""
    window = view["window"]
    return None if window is None else window["prompt"]


def _card(name: str) -> str:
    """A card's name with its rule as the tooltip."""
    plain = name.removesuffix(" (shield)").removesuffix(" (broken shield)")
    card = BY_NAME.get(plain)
    words = html.escape(name)
    return words if card is None else f"<span class='gk-card' title='{html.escape(card_tip(card))}'>{words}</span>"


def describe(view: dict, heading: str) -> str:
    """A view as a player would say it: the day, his hand, the money, the card in play and,
    in a veto window, what the player asked may do."""
    me = view["player"]
    hand = ", ".join(_card(name) for name in view["hand"]) or "no cards"
    money = ", ".join(f"Player {p + 1}{' (you)' if p == me else ''}: {s}"
                      for p, s in enumerate(view["silver"]))
    zork = view["zork_joins"]
    zork = "nobody" if zork is None else f"Player {zork + 1}"
    lines = [f"<b>{html.escape(heading)}</b> — day {view['day']}, round {view['round']}; "
             f"Player {view['herold'] + 1} holds the Herold.",
             f"Your castle: {view['castles'][me]}. Your hand: {hand}.",
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
    """The round table as a matplotlib figure (for notebooks; public: the same for every player)."""
    return plots.round_table(view)


_DECIDED = {c["key"]: _decided(c["source"]) for c in load_json(__package__, "cards.json")["cards"]}

KEY = key([
    (swatch(el("circle", cx=17, cy=17, r=15, fill=PAINT["red"], stroke="black")),
     "a hero in his castle's colour, his position from the goblet side (click him to name him)"),
    (swatch(el("circle", cx=17, cy=17, r=15, fill=plots.ZORK_PAINT, stroke="black")), "Zork: joins the richest"),
    (swatch(el("circle", cx=17, cy=17, r=15, fill=plots.DRACO_PAINT, stroke="black")), "Draco, whose goblet side pays"),
    (swatch(el("text", "+4", x=17, y=23, font_size=16, text_anchor="middle", fill="#1e7b34", font_weight="bold")),
     "beside each seat: what it pays out tonight, and to whom"),
])

RULES = (
    "<h3>Die Tafelrunde in short</h3><ul>"
    "<li>The heroes sit at Draco's round table (nine with four players, seven with three); you own "
    "the two of your castle's colour. Draco favours the side his goblet points to.</li>"
    "<li>Each day has two rounds; in each you play a card (it moves heroes), draw a card, or "
    "discard one for a silver. Another player may <b>veto</b> a card with a shield card, and a "
    "broken shield answers the veto.</li>"
    "<li>At the end of the day the heroes closest to Draco's goblet earn silver (4, 3, 2, 1); "
    "the last two pay. Zork joins the player who alone is richest: at the back he costs him "
    "double (4 or 2), at the front he earns nothing.</li>"
    "<li>After twelve days the richest player wins.</li></ul>"
    "<h3>The cards</h3><ul>" +
    "".join(f"<li><b>{html.escape(c.label)}</b> ({c.copies}×): {html.escape(c.effect)}" +
            (f" <span class='gk-decided'>[decided: {html.escape(_DECIDED[c.key])}]</span>" if _DECIDED[c.key] else "")
            + "</li>" for c in CARDS) + "</ul>")

STANDING = ("castles", "silver", "hand_sizes")
"""The per-seat fields the projector lists."""
FACES = Faces(describe=describe, board=board, spots=spots, tip=tip, key=KEY, rules=RULES)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Die Tafelrunde against ``bots`` with the round table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, faces=FACES, **options)


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
