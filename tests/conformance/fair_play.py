"""Fair play, measured: does what the table observes after a move depend on anything
the mover could not see?

At a decision of player ``p`` in a real game, ``game.sample_state(view, rng)`` deals
other states that ``p`` cannot tell from the real one (the same view). The same move is
made in each. Among those where the move made the same things public (the same new
public log lines), the next decider and the lines ``p`` reads must be the same as in
the real game: otherwise who is asked, or what ``p`` is told, depends on a card he
cannot see. The legal actions, read as text, must be the same in every such state:
an action that names a card its chooser cannot see reads differently somewhere.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import gamekit


@dataclass
class Leaks:
    """What :func:`check` found: decision points looked at, and those that leak."""

    decisions: int = 0
    moves: list[str] = field(default_factory=list)
    """A line for each move whose outcome depended on what the mover could not see."""
    wordings: list[str] = field(default_factory=list)
    """A line for each decision whose actions read differently in another dealing."""


def public_lines(state, start: int) -> list[str]:
    return [t.format(*a) for seat, t, a in state.events[start:] if seat is None]


def lines_for(state, player: int, start: int) -> list[str]:
    return [t.format(*a) for seat, t, a in state.events[start:]
            if seat == player or (type(seat) is tuple and player in seat)]


def outcome(state, action, player: int) -> tuple:
    """Make ``action`` in ``state``; what the table and ``player`` observe of it."""
    start = len(state.events)
    state.apply(action)
    return public_lines(state, start), (state.current_player, lines_for(state, player, start))


def check(game, games: int, seed: int, dealings: int = 4, every: int = 1) -> Leaks:
    """Walk ``games`` seeded random games; at every ``every``-th decision compare the
    real game with ``dealings`` states dealt from the decider's view."""
    found = Leaks()
    rng = random.Random(seed)
    deal = random.Random(seed + 1)
    for number in range(games):
        state = game.new_initial_state()
        decision = 0
        while not state.is_terminal():
            if state.current_player == gamekit.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            player = state.current_player
            actions = state.legal_actions()
            action = actions[int(rng.random() * len(actions))]
            decision += 1
            if decision % every == 0:
                found.decisions += 1
                view = state.view(player)
                texts = [str(a) for a in actions]
                real_public, real_seen = outcome(state.clone(), action, player)
                for _ in range(dealings):
                    other = game.sample_state(view, deal)
                    other_texts = [str(a) for a in other.legal_actions()]
                    if other_texts != texts:
                        found.wordings.append(f"game {number}, decision {decision} of Player "
                                              f"{player + 1}: {sorted(set(texts) ^ set(other_texts))}")
                        break
                    twin = next(a for a in other.legal_actions() if str(a) == str(action))
                    other_public, other_seen = outcome(other, twin, player)
                    if other_public == real_public and other_seen != real_seen:
                        found.moves.append(f"game {number}, Player {player + 1}: {action}: "
                                           f"next {real_seen[0]} / {other_seen[0]}, "
                                           f"told {real_seen[1]} / {other_seen[1]}")
                        break
            state.apply(action)
    return found
