"""Bots for every game: :class:`RandomBot` and the search bot :class:`MCTSBot`.

Each game's own bots (heuristics that know its rules) live in its folder, e.g.
``gamekit.tavern_trouble.bots.HeuristicBot``.
"""
from ..core.bots import Bot, Observation, RandomBot
from .mcts import MCTSBot

__all__ = ["Bot", "MCTSBot", "Observation", "RandomBot"]
