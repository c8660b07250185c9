"""ipywidgets building blocks shared by all games."""
from .step_player import StepPlayer, log_html, view_html

__all__ = ["StepPlayer", "log_html", "view_html"]
