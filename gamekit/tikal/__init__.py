"""Tikal (Kramer & Kiesling; seed 001): the rules, the board as a graph, bots and pictures.

>>> import gamekit
>>> game = gamekit.load("tikal", players=3)            # or version="expert"
>>> final = gamekit.play(game, seed=1)
"""
from .rules import Tikal, TikalState

__all__ = ["Tikal", "TikalState"]
