"""Tavern Trouble in a notebook: a StepPlayer with the table drawn after each step, and
the probability lab's explorers (a hand and its draw, threshold strategies)."""
from __future__ import annotations

import html
from collections.abc import Sequence
from fractions import Fraction

import ipywidgets as W
from matplotlib.figure import Figure

from ..core.bots import Bot
from ..core.protocol import Game
from ..widgets import StepPlayer
from ..widgets.lab import svg
from . import analysis, batch, plots
from .analysis import DEFAULT_THRESHOLD
from .components import COPIES, KINDS, ONE, card_name


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


def render(view: dict):
    """The table as the player of ``view`` sees it."""
    return plots.table(view)


def step_player(game: Game, bots: Sequence[Bot] | None = None, seed: int = 0,
                humans: Sequence[int] = (0,), **options) -> StepPlayer:
    """Play Tavern Trouble against ``bots`` with the table redrawn after each step."""
    return StepPlayer(game, bots=bots, seed=seed, humans=humans, render=render,
                      describe=describe, **options)


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
        self.picture.value = svg(figure) if figure is not None else b""

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
