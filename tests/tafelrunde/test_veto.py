"""Rule book, Veto and Veto-Veto. [D, revised] Every player the window is open to is
asked in turn, shield or no shield; one without can only pass."""
import random

import pytest

import gamekit
from gamekit.core.play import step
from gamekit.tafelrunde.actions import NoVeto, NoVetoVeto, PlayCard, Veto, VetoVeto
from gamekit.tafelrunde.components import CARDS, card_id
from gamekit.tafelrunde.state import Phase

from ..shown import shown_by
from .helpers import (
    P1,
    P2,
    P3,
    P4,
    RED_AMAZON,
    ZORK,
    give,
    new_game,
    nobody_vetoes,
    pick,
    play,
    snapshot,
    texts,
)

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
    assert state.phase == Phase.VETO and state.current_player == P2
    assert texts(state.legal_actions()) == ["Player 2 makes no veto"]  # he has no shield
    state.apply(NoVeto(P2))
    assert texts(state.legal_actions()) == ["Player 3 vetoes with Favourite", "Player 3 makes no veto"]
    state.apply(Veto(P3, FAVOURITE))
    # the veto-veto window asks Player 1, 2 and 4; nobody holds a broken shield
    assert [state.current_player, *state.play.asked[1:]] == [P1, P2, P4]
    while state.phase == Phase.VETO_VETO:
        state.apply(NoVetoVeto(state.current_player))
    assert state.table.position(ZORK) == 9 and state.silver[P1] == 3
    assert state.hands[P1] == [] and state.discard[card_id("venal")] == 1
    assert state.discard[FAVOURITE] == 1 and state.hands[P3] == [card_id("minor_intrigue")]
    assert "The veto stands: Venal is not carried out." in state.log
    assert "Player 1 gets his 2 silver back." in state.log
    assert state.phase == Phase.TURN and state.current_player == P2


def test_every_other_player_is_asked_clockwise_shield_or_no_shield():
    """Rule book: 'Veto and Veto-Veto can be made by any player.' [D, revised] Asking only
    the holders of a shield told the whole table who holds one."""
    state = new_game()
    state.herold = P3  # the turn of Player 3 ...
    give(state, P3, "minor_intrigue")
    give(state, P1, "backwards")
    give(state, P4, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    assert nobody_vetoes(state) == [P4, P1, P2]  # Player 2 holds no shield and is asked too
    assert state.table.position(RED_AMAZON) == 3  # nobody vetoed: carried out


def test_who_is_asked_is_the_same_whoever_holds_the_shields():
    def asked(hands):
        state = new_game()
        for p, keys in hands.items():
            give(state, p, *keys)
        play(state, "minor_intrigue", {"hero": RED_AMAZON})
        return nobody_vetoes(state)

    assert asked({P1: ["minor_intrigue"]}) == [P2, P3, P4]
    assert asked({P1: ["minor_intrigue"], P3: ["backwards"]}) == [P2, P3, P4]
    assert asked({P1: ["minor_intrigue"], P2: ["favourite"], P4: ["diplomacy"]}) == [P2, P3, P4]


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
    assert state.phase == Phase.TURN and state.current_player == P2  # Player 4 is not asked
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
    asked = []
    while state.phase == Phase.VETO_VETO:
        asked.append(state.current_player)
        state.apply(NoVetoVeto(state.current_player))
    assert asked == [P1, P3, P4]  # the vetoer himself is not asked
    assert state.table.position(ZORK) == 9 and state.current_player == P2


def test_only_one_veto_per_card():
    """[D] Once a player vetoes, the others are not asked for a veto."""
    state = new_game()
    give(state, P1, "minor_intrigue")
    give(state, P2, "backwards")
    give(state, P3, "favourite")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    state.apply(Veto(P2, BACKWARDS))
    assert state.phase == Phase.VETO_VETO
    while state.phase == Phase.VETO_VETO:
        state.apply(NoVetoVeto(state.current_player))
    assert state.phase == Phase.TURN and state.current_player == P2
    assert state.hands[P3] == [FAVOURITE]


def test_a_vetoed_dubious_deal_gives_the_silver_back():
    state = new_game()
    give(state, P1, "dubious_deal_1")
    give(state, P2, "favourite")
    play(state, "dubious_deal_1", {"seat": P2})
    assert state.silver[:2] == [2, 4]
    state.apply(Veto(P2, FAVOURITE))
    while state.phase == Phase.VETO_VETO:
        state.apply(NoVetoVeto(state.current_player))
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


def test_the_view_says_what_the_player_asked_may_do():
    """The player asked reads what he may do with his own cards; the others read only who
    is asked, the same whatever he holds."""
    state = new_game()
    give(state, P1, "minor_intrigue")
    give(state, P3, "favourite", "backwards")
    play(state, "minor_intrigue", {"hero": RED_AMAZON})
    window = state.view(P2)["window"]
    assert window == {"kind": "veto", "asked": P2, "prompt": "Player 2: you hold no shield card, "
                      "so you can only pass (no veto on Player 1's Minor Intrigue)."}
    others = {state.view(p)["window"]["prompt"] for p in (P1, P3, P4)}
    assert others == {"Player 2 may veto Player 1's Minor Intrigue with a shield card, or pass."}
    state.apply(NoVeto(P2))
    assert state.view(P3)["window"]["prompt"] == \
        "Player 3: veto Player 1's Minor Intrigue with Backwards or Favourite, or pass."
    assert state.view(P4)["window"]["prompt"] == \
        "Player 3 may veto Player 1's Minor Intrigue with a shield card, or pass."
    state.apply(Veto(P3, FAVOURITE))
    assert state.view(P1)["window"] == {
        "kind": "veto-veto", "asked": P1, "prompt": "Player 1: you hold no broken shield card, so "
        "you can only pass (no veto-veto of Player 3's veto)."}
    assert state.view(P2)["window"]["prompt"] == ("Player 1 may answer Player 3's veto of Player "
                                                  "1's Minor Intrigue with a broken shield card, or pass.")
    while state.phase == Phase.VETO_VETO:
        state.apply(NoVetoVeto(state.current_player))
    assert state.view(P1)["window"] is None


def test_refusals_in_the_veto_window_change_nothing():
    state = new_game()
    give(state, P1, "favourite")
    give(state, P2, "backwards")
    play(state, "favourite", {"hero": ZORK})
    before = snapshot(state)
    for wrong in (Veto(P2, FAVOURITE), Veto(P3, BACKWARDS), NoVeto(P1), NoVeto(P3),
                  VetoVeto(P2, BACKWARDS)):
        with pytest.raises(gamekit.IllegalAction):
            state.apply(wrong)
        assert snapshot(state) == before


def test_a_veto_is_accepted_exactly_when_it_is_offered():
    """The windows check an answer without listing the choices: every veto and
    veto-veto with every card, by every player, is accepted just when it is listed."""
    game = gamekit.load("tafelrunde", players=4)
    windows = 0
    for seed in range(10):
        state, rng = game.new_initial_state(), random.Random(seed)
        while not state.is_terminal():
            if state.phase in (Phase.VETO, Phase.VETO_VETO):
                windows += 1
                legal = state.legal_actions()
                for p in range(state.n):
                    for answer in [NoVeto(p), NoVetoVeto(p)] + \
                            [kind(p, c) for kind in (Veto, VetoVeto) for c in range(len(CARDS))]:
                        trial = state.clone()
                        try:
                            trial.apply(answer)
                            accepted = True
                        except gamekit.IllegalAction:
                            accepted = False
                        assert accepted == (answer in legal), (seed, answer)
            step(state, [gamekit.RandomBot()] * 4, rng)
    assert windows > 30


def test_a_card_played_or_given_up_for_a_veto_is_shown_to_everyone_else():
    """The card played and the shield given up lie open on the table: an undo would put
    them back known, so the seats that saw them are named; passing shows nothing."""
    state = new_game()
    give(state, P1, "venal")
    give(state, P3, "favourite", "minor_intrigue")
    assert shown_by(state, PlayCard(P1, card_id("venal"))) == {P2, P3, P4}
    pick(state, hero=ZORK)
    pick(state, steps=3)
    assert shown_by(state, NoVeto(P2)) == frozenset()
    assert shown_by(state, Veto(P3, FAVOURITE)) == {P1, P2, P4}
