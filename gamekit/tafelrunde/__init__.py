"""Die Tafelrunde (Michael Schacht, 2000; rule book, 3-4 players): heroes at Draco's
round table.

>>> import gamekit
>>> game = gamekit.load("tafelrunde", players=4)
>>> final = gamekit.play(game, seed=1)
"""
from ..bots.coach import register_coach
from ..bots.registry import register as register_bot
from ..core.protocol import Game, Option, Rules
from ..core.registry import register
from . import bots, coach, expert, rules, setup, view
from .components import CARDS
from .state import Phase, TafelrundeState

__all__ = ["Phase", "Tafelrunde", "TafelrundeState"]


@register
class Tafelrunde(Game):
    """Die Tafelrunde for 3 or 4 players."""

    name = "tafelrunde"
    title = rules.TITLE
    OPTIONS = {
        "players": Option(4, (3, 4), "Die Tafelrunde is a game for 3 or 4 players (rule book)"),
    }
    rules = Rules(start=rules.start, current_player=rules.current_player,
                  legal_actions=rules.legal_actions, chance=rules.chance, apply=rules.apply,
                  carry_out=rules.carry_out, returns=rules.returns, view=view.view,
                  sample_state=view.sample_state, shown_to=view.shown_to,
                  set_up=setup.STEPS)

    max_actions = len(CARDS)
    """The widest decision is Magical choice: one card of each kind on the discard pile
    (29 kinds). A turn offers at most 5 plays, a draw and 5 discards; Transfer, the
    widest target, 8 heroes x 2 sides."""
    max_chance_outcomes = len(CARDS)
    """A draw: one outcome per card kind left in the pile (the dice have 6)."""


register_bot("tafelrunde", "heuristic", bots.HeuristicBot,
             "does what leaves it best placed after the next pay-out, counting what its cards "
             "are still worth (nothing on the last turn), rerolls exactly when a new throw is "
             "worth more, vetoes what costs more than its shield is worth to keep")
register_bot("tafelrunde", "expert", expert.ExpertBot,
             "tries the heuristic's three best actions of a turn on deals of the cards it "
             "cannot see, each day played out by heuristic bots, and plays the one that "
             "leaves it best placed after the pay-out (4 deals, a few hundredths of a second)")
register_coach("tafelrunde", coach.coach)
