"""ipywidgets building blocks shared by all games: the step player, the classroom, and
the probability lab's guess-then-check exercise."""
from .classroom import Classroom
from .lab import GuessThenCheck
from .step_player import StepPlayer, log_html, view_html

__all__ = ["Classroom", "GuessThenCheck", "StepPlayer", "log_html", "view_html"]
