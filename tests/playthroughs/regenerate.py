"""Write one seeded game per registered game as readable text.

    python -m tests.playthroughs.regenerate            # every game
    python -m tests.playthroughs.regenerate tikal      # one game

``test_playthroughs.py`` replays the same games and diffs them against these files,
so any change of behaviour shows up as a readable diff.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import gamekit
from gamekit.core.bots import observe

HERE = Path(__file__).parent
SEED = 2024


def playthrough(name: str, seed: int = SEED) -> str:
    """Every step of a seeded game between random bots: actions, chance outcomes
    with their exact probabilities, then the log and the returns."""
    game = gamekit.load(name)
    state = game.new_initial_state()
    rng = random.Random(seed)
    bot = gamekit.RandomBot()
    lines = [f"# {game!r}, random bots, seed {seed}", ""]
    while not state.is_terminal():
        player = state.current_player
        if player == gamekit.CHANCE:
            outcomes = state.chance_outcomes()
            outcome = state.sample_chance(rng)
            p = dict(outcomes)[outcome]
            lines.append(f"chance ({len(outcomes)} outcomes): {outcome}  [p = {p}]")
            state.apply(outcome)
        else:
            action = bot.act(observe(state, player), rng)
            lines.append(f"seat {player + 1} ({len(state.legal_actions())} legal): {action}")
            state.apply(action)
    lines += ["", "## Log", *state.log, "", f"returns: {state.returns()}", ""]
    return "\n".join(lines)


def path(name: str) -> Path:
    return HERE / f"{name}.txt"


def main(names: list[str]) -> None:
    for name in names or gamekit.games():
        path(name).write_text(playthrough(name), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
