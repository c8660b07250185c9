"""Building Tavern Trouble positions through the protocol: deals and draws are the
chance outcomes a test chooses."""
from __future__ import annotations

from fractions import Fraction

import gamekit
from gamekit.tavern_trouble.actions import Deal, Draw, EndAbilities, Stand, TakeCard
from gamekit.tavern_trouble.state import Phase


def dealt(hands: dict[int, tuple[int, int]], players: int | None = None, life: int = 20):
    """A new game whose first deal gives ``hands[p]`` to each player (Player 1 deals,
    so Player 2 is dealt first); the draw phase is next."""
    game = gamekit.load("tavern_trouble", players=players or len(hands), life=life)
    state = game.new_initial_state()
    for p in state.order:
        state.apply(Deal(p, tuple(sorted(hands[p]))))
    return state


def draw(state, extra: dict[int, list[int]] | None = None):
    """Play the draw phase: each player takes ``extra[p]`` (0-2 cards) then stands."""
    extra = extra or {}
    while state.phase == Phase.DRAW:
        p = state.current_player
        cards = extra.get(p, [])
        taken = len(state.hands[p]) - 2
        if taken < len(cards):
            state.apply(TakeCard(p, len(state.hands[p]) + 1))
            state.apply(Draw(p, cards[taken]))
        elif len(state.hands[p]) < 4:
            state.apply(Stand(p, len(state.hands[p])))
    return state


def snapshot(state) -> tuple:
    """Everything observable of a state, to check that a refused action changed nothing."""
    return (state.to_json(), [str(state.view(p)) for p in range(state.n)], state.log,
            state.current_player)


def pass_until(state, seat: int):
    """In the abilities phase, everyone asked before ``seat`` uses no ability."""
    while state.phase == Phase.ABILITIES and state.current_player != seat:
        state.apply(EndAbilities(state.current_player))
    return state


def pass_abilities(state):
    """Everyone still to be asked in the abilities phase uses no ability: the deal ends
    with the reveal."""
    while state.phase == Phase.ABILITIES:
        state.apply(EndAbilities(state.current_player))
    return state


def first_with_a_pair(state):
    """In the abilities phase, the players without a usable pair pass until one who
    holds one is asked."""
    while state.phase == Phase.ABILITIES and not state.view(state.current_player)["usable"]:
        state.apply(EndAbilities(state.current_player))
    return state


class Policied:
    """A real Tavern Trouble state whose decisions are made by fixed policies, so
    that ``outcome_distribution`` (which walks chance nodes) walks the whole draw:
    each decision becomes a step with one outcome of probability 1."""

    def __init__(self, state, policy):
        self.state, self.policy = state, policy

    @property
    def current_player(self):
        return gamekit.CHANCE

    def chance_outcomes(self):
        s = self.state
        if s.current_player == gamekit.CHANCE:
            return s.chance_outcomes()
        return [(self.policy(s), Fraction(1))]

    def clone(self):
        return Policied(self.state.clone(), self.policy)

    def apply(self, action):
        self.state.apply(action)
