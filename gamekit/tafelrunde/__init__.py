"""Die Tafelrunde (Michael Schacht, 2000; seed 000): heroes at Draco's round table.

>>> import gamekit
>>> game = gamekit.load("tafelrunde", players=4)
>>> final = gamekit.play(game, seed=1)
"""
from .rules import Tafelrunde, TafelrundeState

__all__ = ["Tafelrunde", "TafelrundeState"]
