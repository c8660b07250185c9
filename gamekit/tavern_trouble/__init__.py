"""Tavern Trouble (rule book, 2+ players): the game, its rules, odds, bots and pictures.

>>> import gamekit
>>> game = gamekit.load("tavern_trouble", players=3)
>>> final = gamekit.play(game, seed=1)
"""
from ..bots.coach import register_coach
from ..bots.registry import register as register_bot
from ..core.protocol import Game, Option, Rules
from ..core.registry import register
from . import bots, coach, expert, rules, view
from .components import KINDS, MAX_LIFE, MAX_PLAYERS, START_LIFE
from .state import Phase, TavernTroubleState

__all__ = ["Phase", "TavernTrouble", "TavernTroubleState"]


@register
class TavernTrouble(Game):
    """Tavern Trouble for 2 to 8 players [D], starting life 1 to 25 (20 by default)."""

    name = "tavern_trouble"
    title = rules.TITLE
    OPTIONS = {
        "players": Option(4, range(2, MAX_PLAYERS + 1), "Tavern Trouble is played by 2 to 8 players [D]"),
        "life": Option(START_LIFE, range(1, MAX_LIFE + 1),
                       "starting life is at most 25, the top of the life card"),
    }
    rules = Rules(start=rules.start, current_player=rules.current_player,
                  legal_actions=rules.legal_actions, chance=rules.chance, apply=rules.apply,
                  carry_out=rules.carry_out, returns=rules.returns, view=view.view,
                  sample_state=view.sample_state, shown_to=view.shown_to)

    max_chance_outcomes = len(KINDS) * (len(KINDS) + 1) // 2
    """The deal is the widest chance node: two cards of one kind (9) or of two kinds (36)."""

    @property
    def max_actions(self) -> int:
        """Rule book: a hand holds at most four cards, so at most two pairs; the undead may
        target any of the n players [D], fairies, vampires and dwarves any of the other
        n - 1, and "uses no more abilities" is always offered: at most 2n actions."""
        return 2 * self.num_players


register_bot("tavern_trouble", "heuristic", bots.HeuristicBot,
             "takes a card below a clash count of 7 and uses its abilities by plain rules, damage "
             "aimed at the leader")
register_bot("tavern_trouble", "expert", expert.ExpertBot,
             "reckons exactly, from what it sees and how the others drew, the share of the "
             "table's life each choice leaves it after the reveal, and takes the best")
register_coach("tavern_trouble", coach.coach)
