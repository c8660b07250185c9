"""The game protocol, errors, seeded play and replay, bots and simulation."""
from .bots import Bot, Observation, RandomBot
from .errors import CorruptSave, IllegalAction
from .play import play, replay, step
from .protocol import CHANCE, TERMINAL, Game, Option, State
from .registry import from_json, games, load
from .simulate import Simulation, simulate

__all__ = ["CHANCE", "TERMINAL", "Bot", "CorruptSave", "Game", "IllegalAction", "Observation",
           "Option", "RandomBot", "Simulation", "State", "from_json", "games", "load", "play",
           "replay", "simulate", "step"]
