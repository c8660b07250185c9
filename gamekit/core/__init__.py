"""The game protocol, errors, chance, the registry, seeded play and replay, bots and
simulation."""
from .bots import Bot, Observation, RandomBot, observe
from .chance import Hand, Odds, Shuffle
from .errors import CorruptSave, IllegalAction
from .exact import outcome_distribution
from .play import play, replay, step
from .protocol import CHANCE, TERMINAL, Action, Game, Option, Rules, State
from .registry import from_json, games, load, register
from .simulate import Simulation, simulate

__all__ = ["CHANCE", "TERMINAL", "Action", "Bot", "CorruptSave", "Game", "Hand",
           "IllegalAction", "Observation", "Odds", "Option", "RandomBot", "Rules", "Shuffle",
           "Simulation", "State", "from_json", "games", "load", "observe",
           "outcome_distribution", "play", "register", "replay", "simulate", "step"]
