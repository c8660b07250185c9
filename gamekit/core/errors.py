"""The errors a user meets: each names the rule or the field that was broken."""


class IllegalAction(ValueError):
    """An action that the rules do not allow here; the state is left unchanged."""


class CorruptSave(ValueError):
    """A saved game that cannot be rebuilt: bad JSON, a missing field, or a step
    that is not possible at that point of the game."""
