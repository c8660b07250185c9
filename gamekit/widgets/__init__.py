"""Widgets shared by all games: the table (board, choices, controls), the step player,
the classroom, and the probability lab's guess-then-check exercise."""
from .classroom import Classroom
from .faces import Faces, log_html, view_html
from .lab import GuessThenCheck
from .step_player import StepPlayer
from .table import Table

__all__ = ["Classroom", "Faces", "GuessThenCheck", "StepPlayer", "Table", "log_html", "view_html"]
