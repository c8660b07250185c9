"""Shadows over Camelot in a notebook: a StepPlayer with the board redrawn after each
step, a knight's view told in a few lines, and the lab's explorer of exact odds."""
from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as W

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from . import plots
from .analysis import combat_win_chance, next_black_effect, siege_win_chance
from .bots import Knight
from .components import BLACK_KNIGHT, DRAGON, EXCALIBUR, GRAIL_QUEST, LANCELOT


def describe(view: dict, heading: str) -> str:
    """A view as the knight would say it: who he is, his hand, the table."""
    me = view["player"]
    hand = ", ".join(view["hand"]) or "no cards"
    knights = "; ".join(
        f"{html.escape(name)}{' (you)' if s == me else ''}: {view['life'][s]} life, "
        f"{html.escape(view['where'][s])}, {view['hand_sizes'][s]} cards"
        for s, name in enumerate(view["knights"]))
    lines = [f"<b>{html.escape(heading)}</b> — you are <b>{html.escape(view['you'])}</b>, "
             f"your Loyalty card: <b>{html.escape(view['loyalty'])}</b>.",
             f"Your hand: {html.escape(hand)}.",
             f"Swords: {view['swords']['white']} white, {view['swords']['black']} black; "
             f"siege engines: {view['siege_engines']}.",
             f"The knights: {knights}."]
    known = view["black_known_top"]
    if known:
        lines.append("You know the black pile: " + ", ".join(
            f"{k['position']}. {html.escape(k['card'])}" for k in known) + ".")
    if view["drawn"]:
        lines.append("You drew: " + html.escape(", ".join(view["drawn"])) + ".")
    if view["traitor_unmasked"]:
        lines.append(f"The Traitor is unmasked: {html.escape(view['traitor_unmasked'])}.")
    return "<br>".join(lines)


def render(view: dict):
    """The board as the knight of ``view`` sees it (the classroom's picture)."""
    return plots.camelot(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), teacher: bool = False, **options) -> StepPlayer:
    """Play Shadows over Camelot against ``bots`` (default: heuristic knights, one of
    whom may be the Traitor), the board redrawn after each step: as the deciding knight
    sees it, or, when the Teacher box is ticked, from every knight's view together."""
    bots = bots if bots is not None else [Knight() for _ in range(game.num_players)]
    player = StepPlayer(game, bots=bots, seed=seed, humans=humans, describe=describe,
                        teacher=teacher, **options)

    def board(view: dict):
        if not player.teacher.value:
            return plots.camelot(view)
        return plots.camelot([player.state.view(p) for p in range(game.num_players)])

    player.render = board
    player.refresh()
    return player


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
        for i, title in enumerate(("A siege fight", "The black deck", "A combat quest")):
            self.widget.set_title(i, title)
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
