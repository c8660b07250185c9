"""Shadows over Camelot (Les Chevaliers de la Table Ronde, Cathala & Laget 2005).

>>> import gamekit
>>> game = gamekit.load("camelot", players=5)
>>> final = gamekit.play(game, seed=1)
"""
from .rules import Camelot, CamelotState

__all__ = ["Camelot", "CamelotState"]
