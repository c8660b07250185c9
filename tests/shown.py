"""The seats a step showed a card they had not seen, as each game's rules say."""
from __future__ import annotations


def shown_by(state, action) -> frozenset[int]:
    """Apply ``action`` to ``state`` and return the seats it showed a card they had not
    seen (``rules.shown_to``)."""
    before = state.clone()
    state.apply(action)
    return state.game.rules.shown_to(before, state)
