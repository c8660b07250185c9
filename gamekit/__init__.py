"""gamekit: learn, teach and analyse tabletop games in Jupyter.

>>> import gamekit
>>> game = gamekit.load("tavern_trouble", players=3)
>>> final = gamekit.play(game, seed=1)
"""
# the games the kit ships: importing each registers it
from . import (  # noqa: E402, F401, I001
                   bots,  # noqa: E402  (gamekit.bots.MCTSBot, gamekit.bots.RandomBot)
                   camelot,
                   tafelrunde,
                   tavern_trouble,
                   tikal,
)
from .core import (
                   CHANCE,
                   TERMINAL,
                   Bot,
                   CorruptSave,
                   Game,
                   IllegalAction,
                   Observation,
                   RandomBot,
                   Simulation,
                   State,
                   from_json,
                   games,
                   load,
                   outcome_distribution,
                   play,
                   replay,
                   simulate,
)

__all__ = ["CHANCE", "TERMINAL", "Bot", "bots", "CorruptSave", "Game", "IllegalAction", "Observation",
           "RandomBot", "Simulation", "State", "from_json", "games", "load",
           "outcome_distribution", "play", "replay", "simulate"]
__version__ = "0.1.0"
