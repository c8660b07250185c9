"""Rule book, Veto and Veto-Veto."""
import pytest

import gamekit
from gamekit.tafelrunde.actions import NoVeto, NoVetoVeto, Veto, VetoVeto
from gamekit.tafelrunde.components import card_id
from gamekit.tafelrunde.state import Phase

from .helpers import P1, P2, P3, P4, RED_AMAZON, ZORK, give, new_game, pick, play, snapshot, texts

FAVOURITE, DIPLOMACY, BACKWARDS = card_id("favourite"), card_id("diplomacy"), card_id("backwards")
CONFUSION, MISCHIEVOUS = card_id("confusion"), card_id("mischievous")


def test_a_veto_stops_the_action_and_the_money_comes_back():
    """Rule book: 'he has to put the card with the shield on the discard pile. Then the
    action can't be carried out. The affected player don't gets his card back, but the
    money he spent for the action.'"""
    state = new_game()
    give(state, P1, "venal")
    give(state, P3, "favourite", "minor_intrigue")
    play(state, "venal", {"hero": ZORK}, {"steps": 3})
    assert state.silver[P1] == 1  # Venal's 2 silver are paid when it is declared
    assert state.phase == Phase.VETO and state.current_player == P3  # P2 has no shield
    assert texts(state.legal_actions()) == ["Player 3 vetoes with Favourite", "Player 3 makes no veto"]
    state.apply(Veto(P3, FAVOURITE))
    # nobody holds a broken shield: the veto stands
    assert state.table.position(ZORK) == 9 and state.silver[P1] == 3
    assert state.hands[P1] == [] and state.discard[card_id("venal")] == 1
    assert state.discard[FAVOURITE] == 1 and state.hands[P3] == [card_id("minor_intrigue")]
    assert "The veto stands: Venal is not carried out." in state.log
    assert "Player 1 gets his 2 silver back." in state.log
    assert state.phase == Phase.TURN and state.current_player == P2


def test_players_answer_clockwise_from_the_cards_player():
    """[D] Only players holding a shield card are asked, clockwise from the player's left."""
    state = new_game()
    state.herold = P3  # the turn of Player 3 ...
    give(state, P3, "minor_intrigue")
    give(state, P1, "backwards")
    give(state, P2, "diplomacy")
    give(state, P4, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    asked = []
    while state.phase == Phase.VETO:
        asked.append(state.current_player)
        state.apply(NoVeto(state.current_player))
    assert asked == [P4, P1, P2]
    assert state.table.position(RED_AMAZON) == 3  # nobody vetoed: carried out


def test_a_veto_veto_is_final():
    """Rule book: 'If a player has a card with a broken shield he can use it as a Veto-Veto
    against the Veto. Then the action will be carried out. … The Veto-Veto is final.'"""
    state = new_game()
    give(state, P1, "favourite", "confusion")
    give(state, P2, "backwards")
    give(state, P3, "mischievous", "diplomacy")
    give(state, P4, "confusion")
    play(state, "favourite", {"hero": ZORK})
    state.apply(Veto(P2, BACKWARDS))
    # [D] the card's player is asked first, then clockwise; the vetoer is not asked
    assert state.phase == Phase.VETO_VETO and state.current_player == P1
    assert texts(state.legal_actions()) == ["Player 1 answers with a veto-veto: Confusion",
                                            "Player 1 makes no veto-veto"]
    state.apply(NoVetoVeto(P1))
    assert state.current_player == P3
    state.apply(VetoVeto(P3, MISCHIEVOUS))
    assert state.table.position(ZORK) == 7
    assert state.phase == Phase.TURN and state.current_player == P2  # P3's Diplomacy is not asked again
    assert state.discard[BACKWARDS] == state.discard[MISCHIEVOUS] == state.discard[FAVOURITE] == 1
    assert state.hands[P3] == [DIPLOMACY]
    assert "Player 3 answers with a veto-veto (Mischievous, broken shield): final." in state.log


def test_nobody_answers_the_veto():
    state = new_game()
    give(state, P1, "favourite")
    give(state, P2, "backwards", "confusion")
    give(state, P4, "confusion")
    play(state, "favourite", {"hero": ZORK})
    state.apply(Veto(P2, BACKWARDS))
    assert state.current_player == P4  # the vetoer himself is not asked
    state.apply(NoVetoVeto(P4))
    assert state.table.position(ZORK) == 9 and state.current_player == P2


def test_only_one_veto_per_card():
    """[D] Once a player vetoes, the others are not asked for a veto."""
    state = new_game()
    give(state, P1, "minor_intrigue")
    give(state, P2, "backwards")
    give(state, P3, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    state.apply(Veto(P2, BACKWARDS))
    assert state.phase == Phase.TURN and state.current_player == P2
    assert state.hands[P3] == [FAVOURITE]


def test_a_vetoed_dubious_deal_gives_the_silver_back():
    state = new_game()
    give(state, P1, "dubious_deal_1")
    give(state, P2, "favourite")
    play(state, "dubious_deal_1", {"seat": P2})
    assert state.silver[:2] == [2, 4]
    state.apply(Veto(P2, FAVOURITE))
    assert state.silver[:2] == [3, 3] and state.hands[P2] == []
    assert "Player 1 gets his 1 silver back from Player 2." in state.log


def test_dice_are_rolled_before_the_veto():
    """Rule book: '- If you have to roll dice, you have to do it now. - You should ask the
    players now for a "Veto".'"""
    state = new_game()
    give(state, P2, "favourite")
    play(state, "booze_up")
    assert state.current_player == gamekit.CHANCE
    state.apply(state.chance_outcomes()[0][0])
    pick(state, again=False)
    assert state.phase == Phase.VETO and state.current_player == P2


def test_refusals_in_the_veto_window_change_nothing():
    state = new_game()
    give(state, P1, "favourite")
    give(state, P2, "backwards")
    play(state, "favourite", {"hero": ZORK})
    before = snapshot(state)
    for wrong in (Veto(P2, FAVOURITE), Veto(P3, BACKWARDS), NoVeto(P1), VetoVeto(P2, BACKWARDS)):
        with pytest.raises(gamekit.IllegalAction):
            state.apply(wrong)
        assert snapshot(state) == before
