"""Shadows over Camelot (Les Chevaliers de la Table Ronde, Cathala & Laget 2005): the
game, its rules, odds, bots and pictures.

>>> import gamekit
>>> game = gamekit.load("camelot", players=5)
>>> final = gamekit.play(game, seed=1)
"""
from __future__ import annotations

from typing import Any

from ..bots.coach import register_coach
from ..bots.registry import register as register_bot
from ..core.protocol import Game, Option, Rules
from ..core.registry import register
from . import bots, coach, expert, rules, setup, view
from .components import BLACK_COUNTS, MAX_PLAYERS, MIN_PLAYERS
from .rules import TITLE
from .state import CamelotState, Task

__all__ = ["Camelot", "CamelotState", "Task"]


@register
class Camelot(Game):
    """Shadows over Camelot for 3 to 7 players."""

    name = "camelot"
    title = TITLE
    OPTIONS = {
        "players": Option(5, range(MIN_PLAYERS, MAX_PLAYERS + 1),
                          "Shadows over Camelot is played by 3 to 7 knights (rule book)"),
        "traitor": Option(True, (True, False),
                          "False leaves the Traitor card out: the rule book's advice for a first game"),
        "three_brave_knights": Option("auto", ("auto", True, False),
                                      "'Three Brave Knights': nobody looks at his Loyalty card "
                                      "until 6 swords lie on the Round Table or 6 siege "
                                      "engines stand at Camelot; 'auto' is on with 3 "
                                      "players only [D]"),
        "traitor_among_us": Option(False, (True, False),
                                   "variant 'The Traitor Among Us': as many Loyal cards as "
                                   "players plus the Traitor"),
        "squires": Option(False, (True, False),
                          "variant 'The Squire's Challenge': every knight starts as a squire "
                          "without his power until he is on a quest won [D: all players]"),
    }
    rules = Rules(start=rules.start, current_player=rules.current_player,
                  legal_actions=rules.legal_actions, chance=rules.chance, apply=rules.apply,
                  carry_out=rules.carry_out, returns=rules.returns, view=view.view,
                  sample_state=view.sample_state, shown_to=view.shown_to,
                  set_up=setup.STEPS)

    max_chance_outcomes = len(BLACK_COUNTS)
    """The widest chance node is a black card: one of its 24 kinds (a white card has 15
    kinds, a coat of arms 7, the Loyalty deal 8, the d8 8)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        opts = self.options
        if opts["traitor_among_us"] and not opts["traitor"]:
            raise ValueError(f"{TITLE}: option traitor_among_us=True needs traitor=True "
                             "(the variant deals the Traitor card among the Loyal ones)")
        brave = opts["three_brave_knights"]
        if brave is True and opts["players"] != 3:
            raise ValueError(f"{TITLE}: option three_brave_knights=True is the rule for "
                             f"3 players, not {opts['players']}")
        self.three_brave_knights = (opts["players"] == 3 if brave == "auto" else brave) \
            and opts["traitor"]
        """'Three Brave Knights' is played: nobody reads his Loyalty card at the start."""

    @property
    def max_actions(self) -> int:
        """The widest decision is a heroic action: 7 places to go, 15 quest actions
        (any white card into Excalibur's lake), the special cards (Merlin 6 targets,
        Piety 2, Reinforcements 2, Heroism 6, Messenger one per other knight, 4 others),
        15 heals, an accusation per other knight, King Arthur's exchange (15 cards to
        each other knight), a second action and the end of the turn. The rules bound no
        game length (engines can be destroyed and life regained), so none is declared."""
        others = self.num_players - 1
        return 7 + 15 + (20 + others) + 15 + others + 15 * others + 2


register_bot("camelot", "heuristic", bots.Knight,
             "rules of thumb from its view: keeps life for second actions, adds engines only "
             "while few, fights engines early with 8 or more, lays black cards face down for "
             "the white card, closes out a won game; betrays by its own Loyalty card")
register_bot("camelot", "expert", expert.Planner,
             "late in the game, where the heuristic would move or accuse, and wherever it "
             "may accuse the likeliest Traitor by the public deeds, plays those actions and "
             "the heuristic's next best on to the game's end in up to 10 positions dealt "
             "from its view (the Traitor card by the deeds), with the same dice for each, and "
             "leaves the heuristic's action for more won lines (about 0.2 s a decision); "
             "elsewhere it plays the heuristic, closing out a won game once the deeds say "
             "no Traitor is dealt")
register_coach("camelot", coach.coach)
