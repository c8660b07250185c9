"""Bots for every game: ``kinds(name)`` lists a game's kinds of bot and
``make(name, kind, **params)`` makes one; :class:`RandomBot` and the search bot
:class:`MCTSBot` play any game.

>>> import gamekit
>>> gamekit.bots.kinds("tavern_trouble")["random"]
'picks uniformly among the legal actions'
"""
from ..core.bots import Bot, Observation, RandomBot
from .mcts import MCTSBot
from .registry import Kind, kinds, make, register

__all__ = ["Bot", "Kind", "MCTSBot", "Observation", "RandomBot", "kinds", "make", "register"]
