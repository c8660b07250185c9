"""The coach of Die Tafelrunde: exact odds at a throw, the expert's look elsewhere,
from the player's view alone."""
import random
from fractions import Fraction

from gamekit.bots.coach import hints
from gamekit.core.bots import observe
from gamekit.tafelrunde.actions import Reroll, Roll

from .helpers import P1, RED_AMAZON, RED_GNOME, give, new_game, play


def test_a_throw_gets_the_exact_best_reroll():
    """Gambling the red gnome: a 1 puts him first (+4 silver, Player 3's lilac rogue
    drops to 2nd). Keeping it beats a new throw, whose mean is exact."""
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(1))
    best, other = hints(observe(state, P1))
    assert best.action == Reroll(P1, 1, False) and best.exact and other.exact
    assert best.value > other.value
    # 9 silver against the rivals 4, 5 and 3: 9 - (4 + 5) / 2
    assert best.value == 4.5 and "exactly 9/2" in best.why
    assert "averages" in other.why and "lower of two dice" in other.why


def test_a_bad_throw_is_thrown_again():
    state = new_game()
    give(state, P1, "gambling")
    play(state, "gambling", {"hero": RED_GNOME})
    state.apply(Roll(6))
    best = hints(observe(state, P1))[0]
    assert best.action == Reroll(P1, 6, True) and "new throw" in best.why


def own_throw(state) -> bool:
    """Player 1 decides the throw of his own wrestler."""
    if state.current_player != P1 or not isinstance(state.legal_actions()[0], Reroll):
        return False
    view = state.view(P1)
    return view["owner"][view["play"]["roller"]] == P1


def test_a_wrestler_stays_with_four_ninths_on_a_new_throw():
    """Rule book, Wrestling: 'A 3 or higher is needed'; the lower of two dice is 3 or
    more with 16/36 = 4/9."""
    state = new_game()
    give(state, P1, "wrestling")
    play(state, "wrestling")
    state.apply(state.legal_actions()[1])  # the red amazon, Player 1's, rolls first
    state.apply(Roll(1, RED_AMAZON))
    assert own_throw(state)
    best = hints(observe(state, P1))[0]
    assert best.action.again and best.value == float(Fraction(4, 9))
    assert best.why == ("a new throw keeps him in his place with a 3 or more on the lower "
                        "of two dice: 4/9 (44%)")
    assert hints(observe(state, P1))[1].why == "your hero goes to the back with the 1"


def test_a_turn_hint_is_a_share_of_the_lead_from_the_view():
    state = new_game()
    seen = observe(state, P1)
    found = hints(seen, random.Random(1))
    assert 1 <= len(found) <= 3 and all(h.action in seen.legal_actions for h in found)
    assert all("of the lead" in h.why and "deals of the cards you cannot see" in h.why
               for h in found)
    assert [h.value for h in found] == sorted((h.value for h in found), reverse=True)


def test_a_target_hint_tries_each_hero():
    """Naming Favourite's hero: every hero is tried, from the player's view."""
    state = new_game(hands={P1: ["favourite", "gambling", "venal"]})
    play(state, "favourite")
    seen = observe(state, P1)
    found = hints(seen, random.Random(2), top=len(seen.legal_actions))
    assert {h.action for h in found} == set(seen.legal_actions)
    assert found[0].value >= found[-1].value and "of the lead" in found[0].why


def test_a_wide_choice_is_played_out_on_fewer_deals():
    """Transfer's 16 targets (8 heroes, either way): 96 days in all, so 6 deals each,
    where a turn of a few actions has 8: the hint stays counted and quick."""
    state = new_game(hands={P1: ["transfer", "gambling", "venal"]})
    play(state, "transfer")
    seen = observe(state, P1)
    assert len(seen.legal_actions) == 16
    found = hints(seen, random.Random(3), top=16)
    assert len(found) == 16 and all("over 6 deals" in h.why for h in found)
    assert all("over 8 deals" in h.why for h in hints(observe(new_game(), P1), random.Random(3)))
