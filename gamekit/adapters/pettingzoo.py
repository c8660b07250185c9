"""Every registered gamekit game as a PettingZoo AEC environment
(``pip install -e ".[pettingzoo]"``).

    >>> from gamekit.adapters import pettingzoo
    >>> env = pettingzoo.env("tavern_trouble", players=3)
    >>> env.reset(seed=1)
    >>> for agent in env.agent_iter():
    ...     observation, reward, termination, truncation, info = env.last()
    ...     action = None if termination or truncation else \\
    ...         env.action_space(agent).sample(observation["action_mask"])
    ...     env.step(action)

The gamekit game does all the work; the environment only translates:

* the agents are ``player_0 .. player_{n-1}``, one per seat (``player_0`` is the rule
  book's Player 1); all stay until the game ends, when each gets ``returns()`` (1.0 for
  each winner, 0.0 for the others) as its reward;
* an action is the index of the action in ``legal_actions()``: ``Discrete(max_actions)``
  with the bound the game declares, and ``observation["action_mask"]`` (int8) marks the
  legal ones for the agent to act (all zeros for the others); ``info["actions"]`` names
  them in English (``str(action)``) for the agent to act;
* ``observation["observation"]`` is ``view(agent)``, and only that, as JSON (UTF-8 bytes,
  sorted keys) in a fixed-length uint8 array padded with zeros: :func:`view_of` reads
  it back as a dict;
* chance steps (deals, draws, rolls) are played by the environment between agents,
  drawn from a ``random.Random`` seeded by ``reset(seed=...)`` with the game's odds;
* ``render()`` (``render_mode="ansi"``) is plain text: whose turn it is, the last lines
  of the narrator's log (the referee's view: hidden cards included) and the actions;
  ``render_mode="human"`` writes the same text to standard output (the human's
  terminal), as PettingZoo's text games do, and returns None.
"""
from __future__ import annotations

import json
import random
import sys
from typing import Any

import numpy as np

from ..core.protocol import CHANCE, State
from ..core.registry import game_class
from ..core.registry import load as load_kit
from .common import VIEW_BYTES, bounds, choice_of, require

require("pettingzoo", "pettingzoo")
gymnasium = require("gymnasium", "pettingzoo")
from gymnasium import spaces  # noqa: E402  (after the check that names the extra)
from pettingzoo import AECEnv  # noqa: E402
from pettingzoo.utils import wrappers  # noqa: E402

LOG_LINES = 10
"""Lines of the log that ``render()`` shows."""
RENDER_MODES = ("ansi", "human")


def env(name: str, render_mode: str | None = None, view_bytes: int = VIEW_BYTES,
        **options: Any) -> AECEnv:
    """The gamekit game ``name`` with its options as a PettingZoo AEC environment, in
    PettingZoo's usual wrappers (actions checked in bounds, calls checked in order)."""
    environment = raw_env(name, render_mode=render_mode, view_bytes=view_bytes, **options)
    environment = wrappers.AssertOutOfBoundsWrapper(environment)
    return wrappers.OrderEnforcingWrapper(environment)


def view_of(observation: dict) -> dict:
    """The view an observation holds, back as a plain dict."""
    data = np.asarray(observation["observation"], dtype=np.uint8).tobytes()
    return json.loads(data.rstrip(b"\0").decode("utf-8"))


class raw_env(AECEnv):  # noqa: N801  (PettingZoo's name for the unwrapped environment)
    """A gamekit game as an AEC environment; ``kit`` is the gamekit state."""

    def __init__(self, name: str, render_mode: str | None = None,
                 view_bytes: int = VIEW_BYTES, **options: Any) -> None:
        super().__init__()
        game_class(name)  # an unknown name: KeyError listing the games
        self.game = load_kit(name, **options)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode is None, 'ansi' (plain text) or 'human' (that text on "
                             f"standard output), not {render_mode!r}")
        self.render_mode = render_mode
        self.view_bytes = view_bytes
        self.metadata = {"name": f"gamekit_{name}_v0", "render_modes": list(RENDER_MODES),
                         "is_parallelizable": False}
        self.possible_agents = [f"player_{p}" for p in range(self.game.num_players)]
        self.agent_name_mapping = {agent: p for p, agent in enumerate(self.possible_agents)}
        self.max_actions = bounds(self.game).max_actions
        self.action_spaces = {agent: spaces.Discrete(self.max_actions)
                              for agent in self.possible_agents}
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(0, 255, (view_bytes,), np.uint8),
            "action_mask": spaces.Box(0, 1, (self.max_actions,), np.int8),
        }) for agent in self.possible_agents}
        self.kit: State | None = None
        self._rng: random.Random | None = None

    def _playing(self) -> tuple[State, random.Random]:
        """The game in play and its generator (``reset()`` starts one)."""
        if self.kit is None or self._rng is None:
            raise RuntimeError(f"{self.game.title}: call reset() to start a game")
        return self.kit, self._rng

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game. ``seed`` seeds the chance steps (without one, a seed given before
        goes on; never given, a fresh one); ``options`` is accepted and unused (the
        game's options are fixed when the environment is made)."""
        if seed is not None or self._rng is None:
            self._rng = random.Random(seed)
        self.kit = self.game.new_initial_state()
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self._advance()

    def observe(self, agent: str) -> dict:
        player = self.agent_name_mapping[agent]
        kit, _ = self._playing()
        data = json.dumps(kit.view(player), sort_keys=True).encode("utf-8")
        if len(data) > self.view_bytes:
            raise ValueError(f"{self.game.title}: player {player + 1}'s view takes {len(data)} "
                             f"bytes as JSON, more than view_bytes={self.view_bytes}; make the "
                             "environment with a larger view_bytes")
        observation = np.zeros(self.view_bytes, np.uint8)
        observation[:len(data)] = np.frombuffer(data, np.uint8)
        mask = np.zeros(self.max_actions, np.int8)
        if agent == self.agent_selection and not kit.is_terminal():
            mask[:len(kit.legal_actions())] = 1
        return {"observation": observation, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{self.game.title}: {agent} is to act; None is only for an "
                             "agent whose game is over")
        kit, _ = self._playing()
        kit.carry_out(choice_of(kit, action, kit.legal_actions()))  # one just listed
        self._cumulative_rewards[agent] = 0.0
        self._advance()

    def _advance(self) -> None:
        """Play the chance steps, then hand the turn to the player to act, or end."""
        kit, rng = self._playing()
        while kit.current_player == CHANCE:
            kit.carry_out(kit.sample_chance(rng))
        for agent in self.agents:
            self.rewards[agent] = 0.0
            self.infos[agent] = {}
        if kit.is_terminal():
            for agent, value in zip(self.possible_agents, kit.returns()):
                self.rewards[agent] = float(value)
                self.terminations[agent] = True
        else:
            self.agent_selection = self.possible_agents[kit.current_player]
            self.infos[self.agent_selection] = {
                "actions": [str(action) for action in kit.legal_actions()]}
        if not hasattr(self, "agent_selection"):
            self.agent_selection = self.possible_agents[0]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi' (plain text) or 'human'")
            return None
        text = self._text()
        if self.render_mode == "human":
            sys.stdout.write(text + "\n")
            return None
        return text

    def _text(self) -> str:
        """What ``render()`` shows: whose turn, the log's last lines, the actions."""
        kit = self.kit
        if kit is None:
            return f"{self.game.title}: call reset() to start a game"
        if kit.is_terminal():
            head = f"{self.game.title}: the game is over; returns {kit.returns()}"
        else:
            head = f"{self.game.title}: {self.agent_selection} to act"
        lines = [head, *kit.log[-LOG_LINES:]]
        if not kit.is_terminal():
            lines += [f"  {i}: {action}" for i, action in enumerate(kit.legal_actions())]
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""

    def __str__(self) -> str:
        return str(self.metadata["name"])
