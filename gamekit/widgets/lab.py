"""The probability lab: guess a probability, then check it against the exact value and a
live simulation whose running estimate and 95% Wilson band close in on it (the law of
large numbers, drawn as it runs). The same widget serves every game's odds notebook.
"""
from __future__ import annotations

import html
import io
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import ipywidgets as W
import matplotlib
from matplotlib.figure import Figure

from ..prob import wilson_interval

GUESS = "#0072B2"   # blue and vermilion: apart for every kind of colour vision (Okabe-Ito)
EXACT = "#D55E00"


@dataclass(frozen=True)
class Run:
    """A simulation of one yes-or-no trial: after each trial, the share of successes so
    far and its 95% Wilson interval."""

    successes: list[int]
    """Successes after 1, 2, 3 ... trials."""

    @property
    def trials(self) -> int:
        return len(self.successes)

    def estimate(self, n: int) -> tuple[float, float, float]:
        """(estimate, low, high) after ``n`` trials."""
        low, high = wilson_interval(self.successes[n - 1], n)
        return self.successes[n - 1] / n, low, high


def run(trial: Callable[[random.Random], bool], trials: int, seed: int = 0) -> Run:
    """``trials`` seeded trials of ``trial(rng)``: whether the event happened."""
    rng = random.Random(seed)
    successes, count = [], 0
    for _ in range(trials):
        count += bool(trial(rng))
        successes.append(count)
    return Run(successes)


def convergence(result: Run, shown: int, exact: Fraction, guess: float | None = None,
                title: str = "") -> Figure:
    """The running estimate over the first ``shown`` trials with its 95% band, the exact
    value and the guess: lines told apart by their labels and dashes, not colour alone."""
    n = list(range(1, shown + 1))
    points = [result.estimate(k) for k in n]
    fig = Figure(figsize=(7.5, 3.4))
    ax = fig.subplots()
    ax.fill_between(n, [p[1] for p in points], [p[2] for p in points], color="0.8",
                    label="95% Wilson band")
    ax.plot(n, [p[0] for p in points], color="black", lw=1.6, label="running estimate")
    ax.axhline(float(exact), color=EXACT, lw=2, ls="-", label=f"exact: {float(exact):.1%}")
    if guess is not None:
        ax.axhline(guess, color=GUESS, lw=2, ls="--", label=f"your guess: {guess:.0%}")
    ax.set_xscale("log")
    ax.set_xlim(1, result.trials)
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_formatter(lambda y, _: f"{y:.0%}")
    ax.set_xlabel("trials so far (log scale)", fontsize=11)
    ax.set_ylabel("share of successes", fontsize=11)
    ax.tick_params(labelsize=10)
    ax.legend(loc="upper right", fontsize=10, framealpha=0.9)
    ax.set_title(title or f"After {shown:,} trials: {points[-1][0]:.1%} "
                 f"(95% band {points[-1][1]:.1%}–{points[-1][2]:.1%})", fontsize=12)
    fig.tight_layout()
    return fig


def svg(fig: Figure) -> bytes:
    """A figure as SVG bytes, the same bytes for the same picture."""
    out = io.BytesIO()
    with matplotlib.rc_context({"svg.hashsalt": "gamekit"}):
        fig.savefig(out, format="svg", metadata={"Date": None})
    return out.getvalue()


class GuessThenCheck:
    """Guess, then check: ``question`` asks for a probability whose exact value is
    ``exact``; ``trial(rng)`` plays the event once (True when it happens). The pupil moves
    the slider and presses Check: the exact value is shown and ``trials`` seeded trials
    run, the picture redrawn ``frames`` times as they go. Reset (for the teacher) hides
    the answer again for the next class."""

    def __init__(self, question: str, exact: Fraction, trial: Callable[[random.Random], bool],
                 trials: int = 2000, frames: int = 12, seed: int = 0) -> None:
        self.question, self.exact, self.trial = question, Fraction(exact), trial
        self.trials, self.frames, self.seed = trials, frames, seed
        self.guess = W.FloatSlider(value=0.5, min=0, max=1, step=0.01, readout_format=".0%",
                                   description="Your guess", continuous_update=False,
                                   style={"description_width": "initial"},
                                   layout=W.Layout(width="420px"))
        self.check_button = W.Button(description="Check my guess", button_style="success")
        self.reset_button = W.Button(description="Reset (teacher)", tooltip="Hide the answer again")
        self.answer = W.HTML()
        self.picture = W.Image(format="svg+xml", layout=W.Layout(max_width="100%"))
        self.check_button.on_click(lambda _: self.check())
        self.reset_button.on_click(lambda _: self.reset())
        self.widget = W.VBox([W.HTML(f"<b>{html.escape(question)}</b>"),
                              W.HBox([self.guess, self.check_button, self.reset_button]),
                              self.answer, self.picture])
        self.reset()

    def check(self) -> None:
        """Show the exact value against the guess, and run the simulation live."""
        guess, exact = self.guess.value, self.exact
        off = guess - float(exact)
        self.answer.value = (f"The exact chance is <b>{exact}</b> = <b>{float(exact):.1%}</b>; "
                             f"your guess of {guess:.0%} is {abs(off):.1%} "
                             f"{'too high' if off > 0 else 'too low' if off < 0 else 'spot on'}. "
                             f"Now {self.trials:,} simulated trials:")
        self.guess.disabled = self.check_button.disabled = True
        result = run(self.trial, self.trials, self.seed)
        shown = sorted({max(1, round(self.trials ** (k / self.frames))) for k in range(1, self.frames + 1)})
        for upto in shown:
            self.picture.value = svg(convergence(result, upto, exact, guess))
        self.picture.layout.display = None
        self.result = result

    def reset(self) -> None:
        """Back to the question: the answer and the picture hidden, the slider free."""
        self.answer.value = ""
        self.picture.value = b""
        self.picture.layout.display = "none"
        self.guess.value = 0.5
        self.guess.disabled = self.check_button.disabled = False

    def _ipython_display_(self) -> None:
        from IPython.display import display
        display(self.widget)
