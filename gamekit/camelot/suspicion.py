"""Who holds the Traitor card, read off what the table saw: the odds a loyal knight
gives each suspect, and the box, by the public deeds (rule book, Allégeance: the
Traitor hides among the knights; the view counts each knight's deeds and hand).

A conditional logit: a suspect's score is :data:`WEIGHTS` times his :func:`deeds`, the
box's is :data:`BOX` plus :data:`BOX_EARLY` over the round plus the log of how many
Loyalty cards it holds, and the odds are the scores' softmax. The weights are fitted on
the kit's heuristic knights (the :class:`~gamekit.camelot.bots.Knight`, who betrays
when dealt the Traitor card), so they say how *that* Traitor gives himself away: he
hoards white cards, adds siege engines and never gives a life point. A player who
betrays otherwise fools them. ``python benchmarks/camelot_suspicion.py`` fits them
again and says how well they foresee.
"""
from __future__ import annotations

import math

from ..core.protocol import Game
from .view import hidden_traitor

DEEDS = ("white cards held beyond those laid", "siege engines added", "black cards drawn",
         "life points given")
"""What a suspect is scored on: all public (the hand sizes and the view's deeds)."""
WEIGHTS = (1.235, 1.187, 0.694, -14.737)
"""The score of one of each of :data:`DEEDS` (fitted: see the module)."""
BOX = 11.375
"""The box's score, less the log of the Loyalty cards in it and :data:`BOX_EARLY` over
the round (fitted: see the module)."""
BOX_EARLY = -3.793
"""The box's score over the round: early on nobody's deeds stand out yet, from the
Traitor's or anyone's (fitted: see the module)."""


def round_of(view: dict) -> int:
    """The round of the game, from 1: each knight has had that many turns, or one fewer."""
    return view["turns"] // view["players"] + 1


def deeds(view: dict, seat: int) -> tuple[int, ...]:
    """The figures of :data:`DEEDS` for the knight at ``seat``, from ``view``."""
    done = view["deeds"][seat]
    return (view["hand_sizes"][seat] - done["cards_laid"], done["siege_engines_added"],
            done["black_cards"], done["life_points_given"])


def traitor_odds(view: dict, suspects: list[int], box: int) -> dict[int | None, float]:
    """The chance that each seat of ``suspects`` holds the Traitor card, and (key
    ``None``) that none does, the card being among the ``box`` Loyalty cards nobody
    was dealt."""
    scores: dict[int | None, float] = {
        seat: sum(w * x for w, x in zip(WEIGHTS, deeds(view, seat))) for seat in suspects}
    if box:
        scores[None] = BOX + BOX_EARLY / round_of(view) + math.log(box)
    top = max(scores.values())
    odds = {key: math.exp(score - top) for key, score in scores.items()}
    total = sum(odds.values())
    return {key: p / total for key, p in odds.items()}


def odds_seen(game: Game, view: dict) -> dict[int | None, float]:
    """:func:`traitor_odds` for the suspects and the box that ``view`` shows
    (``view.hidden_traitor``)."""
    return traitor_odds(view, *hidden_traitor(game, view))
