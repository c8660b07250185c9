"""ipywidgets building blocks shared by all games."""
from .classroom import Classroom
from .step_player import StepPlayer, log_html, view_html

__all__ = ["Classroom", "StepPlayer", "log_html", "view_html"]
