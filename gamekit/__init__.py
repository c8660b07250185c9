"""gamekit: learn, teach and analyse tabletop games in Jupyter.

>>> import gamekit
>>> game = gamekit.load("tavern_trouble", players=3)
>>> final = gamekit.play(game, seed=1)
"""
from .core import (CHANCE, TERMINAL, Bot, CorruptSave, Game, IllegalAction, Observation,
                   RandomBot, Simulation, State, from_json, games, load, play, replay,
                   simulate)

from . import bots  # gamekit.bots.MCTSBot, gamekit.bots.RandomBot

__all__ = ["CHANCE", "TERMINAL", "Bot", "bots", "CorruptSave", "Game", "IllegalAction", "Observation",
           "RandomBot", "Simulation", "State", "from_json", "games", "load", "play", "replay",
           "simulate"]
__version__ = "0.1.0"
