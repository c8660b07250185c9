"""The Camelot coach: exact siege odds in plain words, the expert's look ahead
elsewhere, all from the player's view."""
import math
import random
from fractions import Fraction

from gamekit.bots.coach import hints
from gamekit.camelot.actions import AddFight, RollD8
from gamekit.camelot.analysis import siege_win_chance
from gamekit.camelot.coach import coach
from gamekit.camelot.components import FIGHT_3, FIGHT_4, FIGHT_5, GAWAIN, KAY, MISTS_OF_AVALON, PALAMEDES
from gamekit.core.bots import observe
from tests.camelot.helpers import act, hand, new_game, no_merlins, stack_black, to_heroic
from tests.camelot.test_knights import heroic_decision


def siege(knights=(GAWAIN, KAY, PALAMEDES)):
    s = new_game(knights=list(knights), traitor=False)
    no_merlins(s)
    s.engines = 4
    s.hands[0] = hand(FIGHT_5, FIGHT_3, FIGHT_4)
    to_heroic(s)
    act(s, f"{'Sir Gawain' if knights[0] == GAWAIN else 'Sir Kay'} attacks a siege engine with Fight 5")
    return s


def test_the_siege_hints_are_the_exact_odds_against_the_d8():
    s = siege()
    found = {h.action: h for h in hints(observe(s, 0), top=5)}
    assert all(h.exact for h in found.values())
    assert found[RollD8(GAWAIN)].value == float(siege_win_chance(5)) == 0.5
    assert found[AddFight(GAWAIN, FIGHT_3)].value == float(Fraction(7, 8))
    assert found[AddFight(GAWAIN, FIGHT_4)].why == \
        "adding Fight 4 (total 9): beats the d8 8 times in 8 (100%)"
    assert list(found)[0] == AddFight(GAWAIN, FIGHT_4)      # best first


def test_sir_kays_card_after_the_roll_counts_in_the_odds():
    s = siege(knights=(KAY, GAWAIN, PALAMEDES))
    roll = {h.action: h for h in coach(observe(s, 0), random.Random(0))}[RollD8(KAY)]
    assert roll.value == float(siege_win_chance(5 + 4))     # his Fight 4 after the roll
    assert "Sir Kay's Fight 4 after the roll" in roll.why


def test_a_heroic_hint_comes_from_the_expert_looking_ahead_from_the_view():
    state, obs = heroic_decision(4)
    before = state.to_json()
    found = hints(obs, random.Random(2))
    assert state.to_json() == before
    assert 1 <= len(found) <= 3 and all(h.action in obs.legal_actions for h in found)
    assert all(0.0 <= h.value <= 1.0 and "positions dealt from what you see" in h.why
               for h in found if not h.exact)


def test_where_the_expert_does_not_look_the_hint_is_the_knights_choice():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor=False)
    stack_black(s, MISTS_OF_AVALON)
    act(s, "Sir Gawain draws a black card")               # the Merlin window
    obs = observe(s, s.current_player)
    found = coach(obs, random.Random(0))
    assert len(found) == 1 and found[0].action in obs.legal_actions and math.isnan(found[0].value)
