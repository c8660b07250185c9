"""Rule book, Roll dice: the lowest of two dice counts; one second throw may be made and
must be kept."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tafelrunde.actions import Choose, Reroll, Roll
from gamekit.tafelrunde.dice import LOWEST_OF_TWO, lowest
from gamekit.tafelrunde.state import Phase

from .helpers import (
    GREEN_GNOME,
    LILAC_ROGUE,
    P1,
    P2,
    P3,
    P4,
    RED_AMAZON,
    YELLOW_AMAZON,
    ZORK,
    give,
    new_game,
    nobody_vetoes,
    pick,
    play,
    snapshot,
    texts,
)


def test_only_the_lowest_number_counts():
    """Rule book: 'If you have for example a 4 and a 2, the result is 2.'"""
    assert lowest(4, 2) == 2
    assert LOWEST_OF_TWO == tuple((v, Fraction(w, 36)) for v, w in
                                  zip(range(1, 7), (11, 9, 7, 5, 3, 1)))


def test_a_throw_is_a_chance_node_then_keep_or_roll_again():
    """Rule book: 'If you don't like the result, you can roll a second time. But this result
    must be accepted.'"""
    state = new_game()
    play(state, "booze_up")
    assert state.phase == Phase.ROLL and state.current_player == gamekit.CHANCE
    assert state.chance_outcomes() == [(Roll(v), p) for v, p in LOWEST_OF_TWO]
    state.apply(Roll(1))
    assert state.phase == Phase.REROLL and state.current_player == P1
    assert texts(state.legal_actions()) == ["Player 1 keeps the 1",
                                            "Player 1 rolls again (the 1 is lost)"]
    state.apply(Reroll(P1, 1, True))
    assert [str(o) for o, _ in state.chance_outcomes()][:2] == [
        "second throw, lowest die 1", "second throw, lowest die 2"]
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="not one of its outcomes"):
        state.apply(Roll(4))  # a first throw: this one is the second
    assert snapshot(state) == before
    state.apply(Roll(4, second=True))  # no choice after the second throw
    nobody_vetoes(state)
    assert state.table.line[-1] == YELLOW_AMAZON  # the 4th hero went to the back
    assert state.phase == Phase.TURN and state.current_player == P2


def test_keeping_the_first_throw():
    state = new_game()
    play(state, "gambling", {"hero": ZORK})
    state.apply(Roll(2))
    pick(state, again=False)
    nobody_vetoes(state)
    assert state.table.position(ZORK) == 2
    assert "Player 1 keeps the 2." in state.log


def test_wrestling_the_player_orders_the_rolls_each_owner_decides_his_reroll():
    """Rule book: 'the player of the card can decide in which order the 4 heroes have to
    roll dice.' [D] each hero's owner decides whether to roll again for his hero; the card's
    player decides for Zork; the last hero left rolls without a choice of order."""
    state = new_game()
    state.table.move_to(ZORK, 4)  # 1 lilac rogue (P3), 2 red amazon (P1), 3 green gnome (P2)
    give(state, P1, "wrestling")
    play(state, "wrestling")
    assert state.current_player == P1
    assert texts(state.legal_actions()) == [
        "Wrestling: the lilac rogue rolls next", "Wrestling: the red amazon rolls next",
        "Wrestling: the green gnome rolls next", "Wrestling: Zork rolls next"]
    state.apply(Choose(P1, state.play.card, 0, GREEN_GNOME))
    state.apply(Roll(1, GREEN_GNOME))
    assert state.current_player == P2  # the green gnome's owner
    pick(state, again=False)
    pick(state, hero=ZORK)
    state.apply(Roll(2, ZORK))
    assert state.current_player == P1  # Zork belongs to nobody: the card's player
    pick(state, again=True)
    state.apply(Roll(5, ZORK, second=True))
    pick(state, hero=LILAC_ROGUE)
    state.apply(Roll(3, LILAC_ROGUE))
    assert state.current_player == P3
    pick(state, again=False)
    assert state.phase == Phase.ROLL and state.play.roller == RED_AMAZON  # the last one left
    state.apply(Roll(1, RED_AMAZON))
    pick(state, again=False)
    assert nobody_vetoes(state) == [P2, P3, P4]  # the veto window comes after all four throws
    # a 3 or higher stays; the gnome, then the amazon, go straight to the back
    assert state.table.line[:2] == [LILAC_ROGUE, ZORK]
    assert state.table.line[-2:] == [GREEN_GNOME, RED_AMAZON]
    assert "The green gnome rolled 1: must go straight to the back." in state.log
    assert "The lilac rogue rolled 3: stays." in state.log
