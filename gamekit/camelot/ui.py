"""Shadows over Camelot's faces: the board you click (SVG from a knight's view), the
view in a few lines, the key and the rules; and the lab's explorer of exact odds.

Every quest on the board is a spot ``quest-<id>``: a knight goes to a quest, or plays
a card there, by clicking it. The black combat cards a knight read are his alone: the
public board shows every face-down card as "?".
"""
from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

import ipywidgets as W

from ..core.bots import Bot
from ..core.data import load_json
from ..core.protocol import Game
from ..widgets import StepPlayer
from ..widgets.faces import Faces
from ..widgets.svg import HIT, el, key, spot, svg, swatch, text, title
from . import actions as A
from . import plots
from .analysis import combat_win_chance, next_black_effect, siege_win_chance
from .bots import Knight
from .components import (
    BLACK_KNIGHT,
    DRAGON,
    EXCALIBUR,
    EXCALIBUR_KNIGHTS_END,
    GRAIL_QUEST,
    GRAIL_SLOTS,
    KNIGHT_NAMES,
    KNIGHT_POWERS,
    LANCELOT,
    PLACES,
    QUEST_IDS,
    SIEGE_ENGINES_LOSE,
    SWORDS_END,
    WHITE_NAMES,
)

WIDTH, HEIGHT = 1140.0, 760.0
TOP = 52.0
PANEL, EDGE, DONE = "#efe6d0", "#8a7a5a", "#d5d2cc"
WHITE, DARK, GOLD, RED, BLUE = "#fbf8ef", "#2b2b2b", "#d4a017", "#b03a2e", "#1f5a96"
_CARDS = load_json(__package__, "cards.json")
WHITE_EFFECT = {c["name"]: c["effect"] for c in _CARDS["white"]}
BLACK_EFFECT = {c["name"]: c["effect"] for c in _CARDS["black"]}


def _card(x: float, y: float, label: object, face: str, w: float = 38, h: float = 52) -> str:
    fill = {"white": WHITE, "black": DARK, "gold": GOLD, "empty": "none"}[face]
    parts = [el("rect", x=round(x, 1), y=round(y, 1), width=w, height=h, rx=4, fill=fill, stroke="#555",
                stroke_width=1.5, stroke_dasharray="5 4" if face == "empty" else None)]
    if label != "":
        parts.append(text(x + w / 2, y + h / 2, label, size=17 if len(str(label)) < 3 else 15,
                          fill="white" if face == "black" else "black", font_weight="bold"))
    return "".join(parts)


def _knights(x: float, y: float, view: dict, where: str) -> str:
    """The knights standing at ``where``: each name with his life as hearts."""
    rows: list[str] = []
    for seat, place in enumerate(view["where_id"]):
        if place != where or not view["alive"][seat]:
            continue
        life = view["life"][seat]
        short = view["knights"][seat].replace("Sir ", "").replace("King ", "")
        rows.append(el("g", title(f"{view['knights'][seat]}: {life} life. "
                                  f"{KNIGHT_POWERS[KNIGHT_NAMES.index(view['knights'][seat])]}"),
                       text(x, y + 24 * len(rows), f"{short} {'♥' * life}", size=17, anchor="start",
                            fill=RED if life <= 1 else BLUE, font_weight="bold")))
    return "".join(rows)


def _panel(name: str, x: float, y: float, w: float, h: float, heading: str, done: bool, *inside: str) -> str:
    """A quest's panel, a spot ``quest-<name>`` with the quest's rule as its tooltip."""
    box = el("rect", x=x, y=y, width=w, height=h, rx=12, fill=DONE if done else PANEL, stroke=EDGE, stroke_width=2)
    hit = el("rect", x=x + 2, y=y + 2, width=w - 4, height=h - 4, rx=11, **HIT)
    rule = PLACES[name].get("rule", "")
    return spot(f"quest-{name}", hit, box, text(x + 12, y + 22, heading, size=20, anchor="start",
                                                 font_weight="bold"), *inside,
                tip=f"{PLACES[name]['name'][0].upper()}{PLACES[name]['name'][1:]}: {rule}")


def _black(cards: Sequence, count: int, slots: int, public: bool) -> list[tuple[str, str]]:
    """The black cards of a quest as (label, face): those the viewer read show their
    value, unless ``public``."""
    faces = []
    for i in range(slots):
        if i >= count:
            faces.append(("", "empty"))
        else:
            known = None if public or i >= len(cards) else cards[i]
            faces.append(("?" if known is None else str(known).split()[-1], "black"))
    return faces


def board(view: dict, public: bool = False) -> str:
    """The board as the knight of ``view`` sees it; ``public`` leaves out the black
    cards he alone has read."""
    q = view["quests"]
    parts = [el("rect", width=WIDTH, height=HEIGHT, fill="#f7f3ea")]
    if view["over"]:
        status = "The knights win!" if view["knights_win"] else f"Evil wins ({view['end_reason']})"
    else:
        status = f"Turn {view['turns']}: {view['knights'][view['turn']]}" if view["turn"] is not None else "Set-up"
    parts.append(text(14, TOP / 2, status, size=22, anchor="start", font_weight="bold"))
    parts.append(text(WIDTH - 14, TOP / 2, f"swords {view['swords']['white']} white · {view['swords']['black']} "
                      f"black · siege engines {view['siege_engines']}/{SIEGE_ENGINES_LOSE}", size=19, anchor="end"))
    row = (HEIGHT - TOP - 20) / 3
    y1, y2, y3 = TOP, TOP + row + 10, TOP + 2 * row + 20
    h = row - 10

    bk = q["black_knight"]
    cards = [_card(22 + i * 42, y1 + 44, bk["white"][i] if i < len(bk["white"]) else "",
                   "white" if i < len(bk["white"]) else "empty") for i in range(4)]
    cards += [_card(200 + i * 42, y1 + 44, label, face) for i, (label, face)
              in enumerate(_black(bk["black"], bk["black_cards"], 4, public))]
    parts.append(_panel("black_knight", 10, y1, 360, h, "Black Knight: two pairs", not bk["open"], *cards,
                        _knights(22, y1 + 120, view, "black_knight")))

    stage = "lancelot" if q["lancelot"]["open"] else "dragon"
    ld = q[stage]
    gone = not q["lancelot"]["open"] and not q["dragon"]["open"]
    heading = "Lancelot: a full house" if stage == "lancelot" else \
        "The Dragon: 3 × three of a kind" if not gone else "Lancelot and the Dragon: over"
    slots = 5 if stage == "lancelot" else 9
    cards = [_card(392 + i * 40, y1 + 40, ld["white"][i] if i < len(ld["white"]) else "",
                   "white" if i < len(ld["white"]) else "empty", w=34, h=46) for i in range(slots)]
    cards += [_card(392 + i * 40, y1 + 92, label, face, w=34, h=46) for i, (label, face)
              in enumerate(_black(ld["black"], ld["black_cards"], 5, public))]
    parts.append(_panel(stage, 380, y1, 390, h, heading, gone, *cards, _knights(600, y1 + 106, view, stage)))

    x = q["excalibur"]
    track = [el("rect", x=792 + i * 29, y=y1 + 46, width=26, height=30, rx=3,
                fill=GOLD if x["open"] and i == x["position"] else "#c7dbe8", stroke="#6a8aa0")
             for i in range(EXCALIBUR_KNIGHTS_END + 1)]
    track += [text(792, y1 + 94, "Evil", size=15, anchor="start"),
              text(792 + 29 * EXCALIBUR_KNIGHTS_END + 26, y1 + 94, "knights", size=15, anchor="end")]
    parts.append(_panel("excalibur", 780, y1, 350, h, "Excalibur" + ("" if x["open"] else ": over"),
                        not x["open"], *track, _knights(792, y1 + 126, view, "excalibur")))

    swords = ["w"] * view["swords"]["white"] + ["b"] * view["swords"]["black"]
    marks = [el("rect", x=24 + (i % 6) * 34, y=y2 + 44 + (i // 6) * 42, width=28, height=36, rx=4,
                fill={"w": "white", "b": DARK}.get(swords[i] if i < len(swords) else "", "#e2d7bd"),
                stroke=GOLD if i < len(swords) else "#b8ab8c", stroke_width=2)
             for i in range(max(SWORDS_END, len(swords)))]
    marks.append(text(24, y2 + 146, f"swords: {len(swords)} of {SWORDS_END}", size=16,
                      anchor="start"))
    marks += [el("rect", x=250 + (i % 6) * 34, y=y2 + 44 + (i // 6) * 42, width=28, height=34, rx=3,
                 fill=RED if i < view["siege_engines"] else "none", stroke=RED, stroke_width=2)
              for i in range(SIEGE_ENGINES_LOSE)]
    marks.append(text(250, y2 + 146, f"siege engines: {view['siege_engines']} of {SIEGE_ENGINES_LOSE}", size=16,
                      anchor="start"))
    parts.append(_panel("camelot", 10, y2, 760, h, "Camelot", False, *marks,
                        _knights(480, y2 + 50, view, "camelot")))

    g = q["grail"]
    slots_drawn = []
    for i in range(GRAIL_SLOTS):
        grail = i < g["grail_cards"]
        black = i >= GRAIL_SLOTS - len(g["black_cards"])
        slots_drawn.append(_card(792 + i * 46, y2 + 44, "G" if grail else "",
                                 "gold" if grail else "black" if black else "empty"))
    parts.append(_panel("grail", 780, y2, 350, h, "Holy Grail" + (" (Dark Forest)" if g["dark_forest"] else "")
                        + ("" if g["open"] else ": over"), not g["open"], *slots_drawn,
                        _knights(792, y2 + 120, view, "grail")))

    for key_, x0, heading in (("picts", 10, "Pict war"), ("saxons", 380, "Saxon war")):
        w = q[key_]
        played = [_card(x0 + 12 + i * 42, y3 + 44, min(i + 1, 5), "white" if i < w["cards_played"] else "empty")
                  for i in range(w["needs"])]
        played += [el("circle", cx=x0 + 270 + (i % 2) * 36, cy=y3 + 56 + (i // 2) * 36, r=14,
                      fill=RED if i < w["warriors"] else "none", stroke=RED, stroke_width=2) for i in range(4)]
        width = 360 if key_ == "picts" else 390
        parts.append(_panel(key_, x0, y3, width, h, heading + (" + Mordred" if w["mordred"] else ""),
                            not w["open"], *played, _knights(x0 + 12, y3 + 120, view, key_)))

    lines = [f"{name}: {holder}" for name, holder in view["relics"].items()]
    lasting = [words for flag, words in ((view["heroism_on"], f"Heroism on {view['heroism_on']}"),
                                         (view["mists_of_avalon"], "Mists of Avalon"),
                                         (view["vivien"], "Vivien: no Merlin"),
                                         (view["traitor_unmasked"], f"Traitor: {view['traitor_unmasked']}"))
               if flag]
    lines += lasting or ["no lasting card"]
    lines.append(f"piles: {view['white_pile']} white, {view['black_pile']} black")
    lines.append(f"discards, face up: {len(view['white_discard_cards'])} white, "
                 f"{len(view['black_discard_cards'])} black")
    parts.append(el("rect", x=780, y=y3, width=350, height=h, rx=12, fill=PANEL, stroke=EDGE, stroke_width=2))
    parts.append(text(792, y3 + 22, "Relics and lasting cards", size=20, anchor="start", font_weight="bold"))
    gap = 24 if len(lines) <= 7 else 19     # every line inside the panel
    parts += [text(792, y3 + 52 + gap * i, line, size=16, anchor="start") for i, line in enumerate(lines)]
    return svg(WIDTH, HEIGHT, *parts, label="The board of Shadows over Camelot")


def spots(action) -> tuple[str, ...]:
    """A choice made at a quest is made by clicking the quest."""
    quest = getattr(action, "quest", None)
    if isinstance(quest, int) and 0 <= quest < len(QUEST_IDS):
        return (f"quest-{QUEST_IDS[quest]}",)
    if isinstance(action, A.PlayGrail):
        return ("quest-grail",)
    if isinstance(action, A.RaiseExcalibur):
        return ("quest-excalibur",)
    if isinstance(action, (A.DrawWhiteCards, A.FightSiegeEngine)):
        return ("quest-camelot",)
    return ()


def card_tip(name: str) -> str:
    """A card's rule, by its name."""
    effect = WHITE_EFFECT.get(name) or BLACK_EFFECT.get(name)
    return f"{name}: {effect}" if effect else name


def tip(action) -> str:
    """The white card an action plays, in its rule's words."""
    card = getattr(action, "card", None)
    if isinstance(card, int) and 0 <= card < len(WHITE_NAMES):
        return card_tip(WHITE_NAMES[card])
    return str(action)


def _named(cards: Sequence[str]) -> str:
    return ", ".join(f"<span class='gk-card' title='{html.escape(card_tip(c))}'>{html.escape(c)}</span>"
                     for c in cards)


def describe(view: dict, heading: str) -> str:
    """A view as the knight would say it: who he is, his hand, the table."""
    me = view["player"]
    hand = _named(view["hand"]) or "no cards"
    knights = "; ".join(
        f"{html.escape(name)}{' (you)' if s == me else ''}: {view['life'][s]} life, "
        f"{html.escape(view['where'][s])}, {view['hand_sizes'][s]} cards"
        for s, name in enumerate(view["knights"]))
    lines = [f"<b>{html.escape(heading)}</b> — you are <b>{html.escape(view['you'])}</b>, "
             f"your Loyalty card: <b>{html.escape(view['loyalty'])}</b>.",
             f"Your hand: {hand}.",
             f"Swords: {view['swords']['white']} white, {view['swords']['black']} black; "
             f"siege engines: {view['siege_engines']}.",
             f"The knights: {knights}."]
    known = view["black_known_top"]
    if known:
        lines.append("You know the black pile: " + ", ".join(
            f"{k['position']}. {html.escape(k['card'])}" for k in known) + ".")
    if view["drawn"]:
        lines.append("You drew: " + _named(view["drawn"]) + ".")
    if view["traitor_unmasked"]:
        lines.append(f"The Traitor is unmasked: {html.escape(view['traitor_unmasked'])}.")
    for colour in ("white", "black"):
        discard = Counter(view[f"{colour}_discard_cards"])
        if discard:
            lines.append(f"The {colour} discard pile, face up: " + ", ".join(
                f"{count} × {_named([name])}" for name, count in sorted(discard.items())) + ".")
    return "<br>".join(lines)


def render(view: dict):
    """The board as the knight of ``view`` sees it (a matplotlib figure, for notebooks)."""
    return plots.camelot(view)


KEY = key([
    (swatch(el("rect", x=8, y=3, width=20, height=28, rx=3, fill=WHITE, stroke="#555"),
            el("text", "3", x=18, y=22, font_size=15, text_anchor="middle")), "a white card played (its value)"),
    (swatch(el("rect", x=8, y=3, width=20, height=28, rx=3, fill=DARK),
            el("text", "?", x=18, y=22, font_size=15, text_anchor="middle", fill="white")),
     "a black card face down (its value, if you read it)"),
    (swatch(el("rect", x=8, y=3, width=20, height=28, rx=3, fill="none", stroke="#555", stroke_dasharray="4 3")),
     "an empty place"),
    (swatch(el("rect", x=8, y=8, width=18, height=18, fill=RED)), "a siege engine"),
    (swatch(el("circle", cx=17, cy=17, r=12, fill=RED)), "a Pict or Saxon warrior"),
    (swatch(el("text", "♥", x=17, y=24, font_size=20, text_anchor="middle", fill=BLUE)),
     "a knight's life points (red: 1 left)"),
])

RULES = (
    "<h3>Shadows over Camelot in short</h3><ul>"
    "<li>Each turn starts with the <b>progression of evil</b>: draw a black card, add a siege "
    "engine to Camelot, or lose a life point. Then take one <b>heroic action</b>: move, act "
    "where you are (play a card on your quest, draw white cards at the Round Table, fight a "
    "siege engine), play a special card, heal, or accuse the Traitor.</li>"
    "<li>A quest won puts white swords on the Round Table; a quest lost, black ones.</li>"
    f"<li>When the {SWORDS_END}th sword is placed, the knights win with more white than black "
    f"swords. Seven black swords, {SIEGE_ENGINES_LOSE} siege engines or every loyal knight dead: evil wins.</li></ul>"
    "<h3>The quests</h3><ul>" +
    "".join(f"<li><b>{html.escape(PLACES[q]['name'])}</b>: {html.escape(PLACES[q].get('rule', ''))}</li>"
            for q in QUEST_IDS) +
    "</ul><h3>The knights</h3><ul>" +
    "".join(f"<li><b>{html.escape(n)}</b>: {html.escape(p)}</li>" for n, p in zip(KNIGHT_NAMES, KNIGHT_POWERS)) +
    "</ul><h3>The white cards</h3><ul>" +
    "".join(f"<li><b>{html.escape(c['name'])}</b>: {html.escape(c['effect'])}</li>" for c in _CARDS["white"]) +
    "</ul><h3>The black cards</h3><ul>" +
    "".join(f"<li><b>{html.escape(c['name'])}</b>: {html.escape(c['effect'])}</li>" for c in _CARDS["black"]) +
    "</ul>")

STANDING = ("knights", "life", "where", "hand_sizes")
"""The per-seat fields the projector lists."""
FACES = Faces(describe=describe, board=board, spots=spots, tip=tip, key=KEY, rules=RULES)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), teacher: bool = False, **options) -> StepPlayer:
    """Play Shadows over Camelot against ``bots`` (default: heuristic knights, one of
    whom may be the Traitor), the board redrawn after each step as the deciding knight
    sees it; ``teacher=True`` shows every knight's view."""
    bots = bots if bots is not None else [Knight() for _ in range(game.num_players)]
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, faces=FACES, teacher=teacher, **options)


def _odds(p) -> str:
    return f"<b>{p}</b> = <b>{float(p):.1%}</b>"


class Explorer:
    """The probability lab's explorer: pick a siege total, a black deck's state or a
    combat quest's hand and see the exact odds (fractions and percentages), redrawn as
    the controls move. ``widget`` is what a notebook shows."""

    QUESTS = {"the Black Knight": BLACK_KNIGHT, "Lancelot": LANCELOT, "the Dragon": DRAGON}
    OVER = {"Excalibur": EXCALIBUR, "the Holy Grail": GRAIL_QUEST, "Lancelot and the Dragon": DRAGON}

    def __init__(self) -> None:
        style = {"description_width": "initial"}
        self.total = W.IntSlider(7, 1, 12, description="Fight total", style=style)
        self.excalibur = W.Checkbox(False, description="Excalibur (+1)")
        self.kay = W.IntSlider(0, 0, 5, description="Sir Kay's card after the roll (0: none)",
                               style=style)
        self.over = [W.Checkbox(False, description=f"{name} over") for name in self.OVER]
        self.quest = W.Dropdown(options=list(self.QUESTS), description="Quest", style=style)
        self.white = W.IntSlider(14, 0, 45, description="White total laid and to lay", style=style)
        self.face_up = W.Text("", description="Black cards face up (values)", style=style,
                              placeholder="e.g. 3 5")
        self.unknown = W.IntSlider(3, 0, 5, description="Black cards unseen", style=style)
        self.siege_out, self.deck_out, self.quest_out = W.HTML(), W.HTML(), W.HTML()
        for control in (self.total, self.excalibur, self.kay, *self.over, self.quest,
                        self.white, self.face_up, self.unknown):
            control.observe(lambda _: self.update(), "value")
        self.widget = W.Tab([
            W.VBox([self.total, self.excalibur, self.kay, self.siege_out]),
            W.VBox([*self.over, self.deck_out]),
            W.VBox([self.quest, self.white, self.face_up, self.unknown, self.excalibur,
                    self.quest_out])])
        for i, heading in enumerate(("A siege fight", "The black deck", "A combat quest")):
            self.widget.set_title(i, heading)
        self.update()

    def update(self) -> None:
        """Redraw the three answers from the controls."""
        strength = self.total.value + self.kay.value
        chance = siege_win_chance(strength, self.excalibur.value)
        self.siege_out.value = (f"Total {self.total.value}"
                                f"{' + 1 (Excalibur)' if self.excalibur.value else ''}"
                                f"{f' + {self.kay.value} (Sir Kay)' if self.kay.value else ''}"
                                f" against the d8: the knight wins {_odds(chance)}.")
        over = frozenset(q for box, q in zip(self.over, self.OVER.values()) if box.value)
        effects = next_black_effect(over)
        self.deck_out.value = "From the full black deck, the next card:<br>" + "<br>".join(
            f"{html.escape(effect)}: {_odds(p)}" for effect, p in effects.items())
        try:
            face_up = tuple(int(v) for v in self.face_up.value.split())
            quest = self.QUESTS[self.quest.value]
            chance = combat_win_chance(quest, self.white.value, self.unknown.value, face_up,
                                       self.excalibur.value)
            self.quest_out.value = (f"White {self.white.value} against {sum(face_up)} face up "
                                    f"and {self.unknown.value} unseen: the knights win "
                                    f"{_odds(chance)} (ties go to Evil).")
        except (ValueError, TypeError) as error:
            self.quest_out.value = f"<i>{html.escape(str(error))}</i>"
