"""Tikal (Kramer & Kiesling; Tikal rule book, 2-4 players): the rules, the board as a
graph, bots, a coach and pictures.

>>> import gamekit
>>> game = gamekit.load("tikal", players=3)            # or version="expert"
>>> final = gamekit.play(game, seed=1)
>>> expert = gamekit.bots.make("tikal", "expert")      # or "heuristic", "random"
"""
from ..bots.coach import register_coach
from ..bots.registry import register as register_bot
from ..core.protocol import Game, Option, Rules
from ..core.registry import register
from . import bots, coach, expert, rules, setup, view
from .components import MOTIFS
from .state import Aside, Phase, TikalState, Turn

__all__ = ["Aside", "Phase", "Tikal", "TikalState", "Turn"]


@register
class Tikal(Game):
    """Tikal for 2-4 players; ``version`` "basic" (tiles drawn) or "expert" (tiles auctioned)."""

    name = "tikal"
    title = rules.TITLE
    OPTIONS = {
        "players": Option(4, range(2, 5), "Tikal is played by 2 to 4 players (rule book)"),
        "version": Option("basic", ("basic", "expert"),
                          "the basic game draws tiles; the expert version auctions them "
                          "(rule book, PROFIVERZE HRY TIKAL)"),
    }
    rules = Rules(start=rules.start, current_player=rules.current_player,
                  legal_actions=rules.legal_actions, chance=rules.chance, apply=rules.apply,
                  carry_out=rules.carry_out, returns=rules.returns, view=view.view,
                  sample_state=view.sample_state,
                  set_up=setup.STEPS)

    max_actions = 3500
    """A bound, not a count: moves of a leader or a worker from any of the 40 hexes to
    any other (2 x 40 x 39 = 3120), deploys (6), uncovers, treasures, camps (40 each),
    guards (80), exchanges (8 x 3 x 7 = 168) and the end of the turn come to 3495; a
    placement offers at most 40 x 6, a bid at most one per point of the bidder's score."""
    max_chance_outcomes = len(MOTIFS)
    """A treasure's motif (8); a tile draw offers at most the 6 tiles of one letter."""


register_bot("tikal", "heuristic", bots.HeuristicBot,
             "spends its AP on the goal worth most per AP (digging, holding and raising "
             "temples, guards, camps, exchanges that make pairs); lays tiles where it walks in "
             "and the rivals do not; bids up to most of what choosing first is worth")
register_bot("tikal", "expert", expert.ExpertBot,
             "searches whole turns from its view: the best first actions by the heuristic's "
             "rules, each played out over the rivals' next turns (with two players, its own next "
             "turn and the rival's after it too) in positions dealt from the view; about 0.2 s "
             "where it searches")
register_coach("tikal", coach.coach)
