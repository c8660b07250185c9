"""Every gamekit game in the tools researchers already use.

* :mod:`gamekit.adapters.openspiel`: ``load(name, **options)`` gives a ``pyspiel.Game``
  (search, CFR, MCTS, exploitability); needs ``pip install -e ".[openspiel]"``.
* :mod:`gamekit.adapters.pettingzoo`: ``env(name, **options)`` gives a PettingZoo AEC
  environment with action masks (multi-agent RL); needs ``pip install -e ".[pettingzoo]"``.

Both wrap the gamekit game, which stays the single source of rules. An action id is the
index of the action in ``state.legal_actions()`` (a chance outcome's id its index in
``state.chance_outcomes()``), so the ids need no table per game; what they need is an
upper bound on the branching, which each game declares (``Game.max_actions`` and
``Game.max_chance_outcomes``). Importing this package imports neither tool.
"""
