"""What a player can tell of the others' hands (gamekit.tavern_trouble.inference),
against brute force over the game's own chance nodes, and by hand."""
import random
from fractions import Fraction

import pytest

import gamekit
from gamekit import outcome_distribution
from gamekit.core.bots import observe
from gamekit.tavern_trouble import inference
from gamekit.tavern_trouble.actions import Deal, Draw, Stand, TakeCard, UseAbility
from gamekit.tavern_trouble.bots import HeuristicBot
from gamekit.tavern_trouble.components import BARBARIANS, COPIES, FAIRIES
from gamekit.tavern_trouble.inference import (
    count_odds,
    final_count,
    hand_odds,
    stopping_orders,
    takes_card,
    unseen,
)
from gamekit.tavern_trouble.state import Phase

from .helpers import Policied, dealt, draw, pass_until


def test_the_threshold_rule_takes_below_the_threshold_and_barbarians_until_nine():
    assert takes_card([8, 5], 7) and takes_card([3, 3], 7) and not takes_card([3, 4], 7)
    assert takes_card([BARBARIANS, BARBARIANS, 8], 7)              # count 8, but 8 is theirs anyway
    assert not takes_card([BARBARIANS, BARBARIANS, 9], 7)          # 19: count 9
    assert not takes_card([BARBARIANS, BARBARIANS, 8], 7, barbarians=False)


def test_stopping_orders_by_hand():
    # 3 + 4 = 7: every order stops on two cards; 1 + 2 = 3 never does
    assert stopping_orders((3, 4), 7) == 2 and stopping_orders((1, 2), 7) == 0
    # 1, 2, 4: only a first pair below 7 whose third card brings 7 or more stops on
    # three: (1, 2) then 4 = 7 stops; (1, 4) then 2 = 7 stops; (2, 4) then 1 = 7 stops
    assert stopping_orders((1, 2, 4), 7) == 6
    # 1, 2, 3: every order reaches 6 after three cards and takes a fourth
    assert stopping_orders((1, 2, 3), 7) == 0
    # four cards: whatever the fourth, a player who took the third below 7 keeps it
    assert stopping_orders((1, 2, 3, 9), 7) == 24
    assert final_count((BARBARIANS, BARBARIANS, 1)) == 8 and final_count((BARBARIANS, BARBARIANS, 9)) == 9


def test_a_player_who_stood_on_two_cards_holds_a_high_count():
    """Under the rule a player who stood on two cards holds 7, 8 or 9, each as likely
    as the deck makes two cards of that count."""
    pool = COPIES
    odds = hand_odds(pool, 2, threshold=7)
    assert {sum(h) % 10 for h in odds} == {7, 8, 9}
    two = [(a, b) for a in range(1, 10) for b in range(a, 10) if (a + b) % 10 in (7, 8, 9)]
    assert sorted(odds) == sorted(two)
    assert odds[(3, 4)] == 3 * 3 * 2 and odds[(1, 8)] == 3 * 3 * 2   # C(3,1)^2 x 2 orders
    assert odds[(2, 5)] == 3 * 3 * 2


class Seen(Policied):
    """The engine's deal and draw with every decision by ``policy``, and the deal of
    ``me`` forced to ``hand`` (keeping its chance, so the weights stay conditional)."""

    def __init__(self, state, policy, me, hand):
        super().__init__(state, policy)
        self.me, self.hand = me, hand

    def chance_outcomes(self):
        s = self.state
        if s.current_player == gamekit.CHANCE and s.phase == Phase.DEAL and s.turn == self.me:
            return [(o, p) for o, p in s.chance_outcomes() if o == Deal(self.me, self.hand)]
        return super().chance_outcomes()

    def clone(self):
        return Seen(self.state.clone(), self.policy, self.me, self.hand)


@pytest.mark.parametrize("threshold", [5, 7])
def test_count_odds_match_the_games_own_chances(threshold):
    """Two players: Player 2 draws first by the threshold rule; at Player 1's draw the
    chance of each count Player 2 ends on, given how many cards he took and Player
    1's own cards, is what the engine's chance nodes give (barbarians included)."""
    me, hand = 0, (2, 6)
    game = gamekit.load("tavern_trouble", players=2)
    bot = HeuristicBot(threshold=threshold)

    def policy(s):
        return bot.act(observe(s, s.current_player), random.Random(0))

    def at_my_draw(s):
        return s.state.phase == Phase.DRAW and s.state.current_player == me

    leaves = {}

    def value(s):
        cards = len(s.state.hands[1])
        leaves.setdefault(cards, s.state.clone())
        return cards, final_count(s.state.hands[1])

    walked = outcome_distribution(Seen(game.new_initial_state(), policy, me, hand), value, at_my_draw)
    for cards, state in leaves.items():
        given = {c: p for (n, c), p in walked.items() if n == cards}
        total = sum(given.values())
        odds = count_odds(state.view(me), 1, threshold)
        assert dict(odds) == {c: p / total for c, p in given.items()}, cards


def test_a_player_yet_to_draw_ends_as_the_rule_makes_him():
    """Player 1 draws first of three: Players 2 and 3 are still to draw, and their odds
    are those of the whole draw from the cards Player 1 has not seen."""
    state = dealt({1: (8, 5), 2: (4, 4), 0: (1, 9)})
    view = state.view(1)
    assert view["current_player"] == 1
    later = count_odds(view, 2, 7)
    assert later == count_odds(view, 0, 7)
    weights = hand_odds(unseen(view), 2, threshold=7, drawn=False)
    total = sum(weights.values())
    assert later[9] == Fraction(sum(w for h, w in weights.items() if final_count(h) == 9), total)
    assert all(len(h) in (2, 3, 4) for h in weights)


def test_what_was_seen_is_kept_and_a_fairy_swap_drops_the_rule():
    state = draw(dealt({1: (FAIRIES, FAIRIES), 2: (9, 8), 0: (3, 4)}), {1: [2]})
    pass_until(state, 1)
    assert state.phase == Phase.ABILITIES
    # Player 2 shows his fairies: everyone sees two fairies in his hand
    view = state.view(0)
    state.apply(UseAbility(1, FAIRIES, 2))
    after = state.view(0)
    assert inference.rule_holds(view) and not inference.rule_holds(after)
    # Player 1 saw the fairies go to Player 3: Player 3's hand holds them now, two
    # and not three (three would have been shown)
    assert after["seen"][2] == [1, 1]
    odds = inference.opponent_hands(after, 2, 7)
    assert all(h.count(FAIRIES) == 2 and len(h) == 3 for h in odds)
    assert len(odds) == 8
    assert unseen(after)[FAIRIES] == COPIES[FAIRIES] - 2


def test_unseen_counts_every_card_the_player_has_not_seen():
    state = dealt({1: (8, 5), 0: (2, 3)})
    state.apply(TakeCard(1, 3))
    state.apply(Draw(1, 9))
    state.apply(Stand(1, 3))
    view = state.view(0)
    left = list(COPIES)
    left[2] -= 1
    left[3] -= 1
    assert unseen(view) == tuple(left)
