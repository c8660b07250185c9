"""Loyalty, the Traitor and accusations (rule book; DoW-T; Book of Quests, appendix 1)."""
from fractions import Fraction

import gamekit
from gamekit.camelot import ending, loyalty
from gamekit.camelot.actions import Accuse, LookAtLoyalty, RevealTraitor
from gamekit.camelot.bots import Traitor
from gamekit.camelot.components import (
    FIGHT_1,
    FIGHT_2,
    FIGHT_5,
    GAWAIN,
    GRAIL,
    KAY,
    PALAMEDES,
    PICTS,
    PICTS_CARD,
    TRISTAN,
)
from gamekit.camelot.state import Place, Task
from tests.camelot.helpers import act, hand, new_game, no_merlins, refused, stack_black, texts, to_heroic
from tests.shown import shown_by


def game4(traitor_seat=3, **options):
    """Gawain (to play), Kay, Palamedes, Tristan; Tristan holds the Traitor card."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor_seat=traitor_seat, **options)
    no_merlins(s)
    return s


def test_accusations_wait_for_six_engines_or_six_swords():
    s = game4()
    to_heroic(s)
    assert not any("accuses" in t for t in texts(s))
    assert "6 siege engines or 6 swords" in refused(s, Accuse(GAWAIN, TRISTAN))
    s.engines = 6
    assert [t for t in texts(s) if "accuses" in t] == ["Sir Gawain accuses Sir Kay of treason",
                                                     "Sir Gawain accuses Sir Palamedes of treason",
                                                     "Sir Gawain accuses Sir Tristan of treason"]
    s.engines, s.white_swords, s.black_swords = 0, 4, 2
    assert any("accuses" in t for t in texts(s))


def test_a_right_accusation_unmasks_the_traitor_and_adds_a_white_sword():
    s = game4()
    s.engines = 6
    s.where[3] = PICTS
    s.hands[3] = hand(FIGHT_5, GRAIL)
    to_heroic(s)
    act(s, "Sir Gawain accuses Sir Tristan of treason")
    assert s.revealed and s.white_swords == 1 and s.where[3] == Place.UNMASKED and s.hands[3] == hand()
    assert s.view(0)["traitor_unmasked"] == "Sir Tristan"
    assert not any("accuses" in t for t in texts(s))   # nobody left to accuse [D]


def test_a_wrong_accusation_turns_a_white_sword_black():
    s = game4()
    s.engines, s.white_swords = 6, 2
    to_heroic(s)
    act(s, "Sir Gawain accuses Sir Kay of treason")
    assert (s.white_swords, s.black_swords) == (1, 1) and not s.revealed
    act(s, "Sir Gawain ends his turn", "Sir Kay adds a siege engine")
    assert "Sir Kay accuses Sir Gawain of treason" in texts(s)
    act(s, "Sir Kay goes to the Pict war", "Sir Kay ends his turn", "Sir Palamedes adds a siege engine",
        "Sir Palamedes goes to the Pict war", "Sir Palamedes ends his turn",
        "Sir Tristan adds a siege engine", "Sir Tristan goes to the Pict war",  # free for him
        "Sir Tristan returns to Camelot", "Sir Tristan ends his turn", "Sir Gawain adds a siege engine")
    assert not any("Sir Gawain accuses" in t for t in texts(s))   # once per game


def test_a_wrong_accusation_without_white_swords_changes_nothing():
    s = game4()
    s.engines = 6
    to_heroic(s)
    act(s, "Sir Gawain accuses Sir Kay of treason")
    assert (s.white_swords, s.black_swords) == (0, 0)


def test_no_accusation_without_a_traitor_card_in_play():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES, TRISTAN], traitor=False)
    s.engines = 8
    to_heroic(s)
    assert not any("accuses" in t for t in texts(s))


def test_the_unmasked_traitor_plays_from_the_shadows():
    s = game4()
    s.engines = 6
    s.hands[1] = hand(FIGHT_1, FIGHT_1, FIGHT_2)
    s.hands[2] = hand()
    to_heroic(s)
    act(s, "Sir Gawain accuses Sir Tristan of treason", "Sir Gawain ends his turn",
        "Sir Kay adds a siege engine", "Sir Kay goes to the Pict war", "Sir Kay ends his turn",
        "Sir Palamedes adds a siege engine", "Sir Palamedes goes to the Pict war",
        "Sir Palamedes ends his turn")
    assert s.turn == 3 and texts(s) == ["Sir Tristan taunts Sir Gawain", "Sir Tristan taunts Sir Kay"]
    act(s, "Sir Tristan taunts Sir Kay")
    assert dict(s.chance_outcomes()) == {s.choices()[0]: Fraction(2, 3), s.choices()[1]: Fraction(1, 3)}
    act(s, "Sir Kay loses Fight 2 at random")
    assert texts(s) == ["Sir Tristan draws a black card", "Sir Tristan adds a siege engine"]
    stack_black(s, PICTS_CARD)
    act(s, "Sir Tristan draws a black card")
    assert s.warriors[PICTS] == 1 and s.turn == 0     # he can no longer die


def test_the_traitor_may_unmask_himself_at_the_start_of_his_turn():
    s = game4(traitor_seat=0)
    assert texts(s)[-1] == "Sir Gawain reveals himself as the Traitor"
    act(s, "Sir Gawain reveals himself as the Traitor")
    assert s.revealed and s.white_swords == 0 and s.agenda[-1][0] in (Task.TAUNT, Task.TRAITOR_EVIL)
    s2 = game4(traitor_seat=1)
    assert "Sir Gawain reveals himself as the Traitor" not in texts(s2)
    assert "not possible" in refused(s2, RevealTraitor(GAWAIN))


def test_three_brave_knights_look_at_their_loyalty_at_six_swords():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor_seat=2)
    assert s.game.three_brave_knights
    assert [s.view(p)["loyalty"] for p in range(3)] == ["not looked at yet"] * 3
    assert not any("Loyalty card:" in line for line in s.log_for(2))
    s.white_swords = 5
    ending.add_swords(s, 1, 0)
    assert s.chance_outcomes() == [(LookAtLoyalty(), 1)]     # they read the cards dealt
    act(s, "The knights look at their Loyalty cards")
    assert [s.view(p)["loyalty"] for p in range(3)] == ["Loyal", "Loyal", "Traitor"]
    assert "Sir Palamedes's Loyalty card: Traitor." in s.log_for(2)
    assert "Sir Palamedes's Loyalty card: Traitor." not in s.log_for(0)


def test_only_the_traitor_reads_his_card():
    s = game4()
    assert [s.view(p)["loyalty"] for p in range(4)] == ["Loyal", "Loyal", "Loyal", "Traitor"]
    assert "Sir Tristan's Loyalty card: Traitor." in s.log_for(3)
    assert all("Traitor" not in line for p in range(3) for line in s.log_for(p))


def test_a_traitor_game_played_through():
    game = gamekit.load("camelot", players=4, traitor_among_us=True)
    for seed in range(40):
        final = gamekit.play(game, [Traitor()] * 4, seed=seed)
        if final.traitor is not None:
            break
    traitor = final.traitor
    assert traitor >= 0 and final.over
    returns = final.returns()
    assert returns[traitor] == (0.0 if final.knights_win else 1.0)
    assert all(r == (1.0 if final.knights_win else 0.0) for s, r in enumerate(returns) if s != traitor)
    assert final.view(traitor)["loyalty"] == "Traitor"
    for p in range(4):
        if p != traitor and not final.revealed:
            assert final.view(p)["traitor_unmasked"] is None
    rebuilt = gamekit.replay(game, final.history)
    assert rebuilt.returns() == returns and rebuilt.log == final.log


def test_three_brave_knights_look_at_their_loyalty_at_six_siege_engines():
    """Revised: 6 siege engines are the other threshold, as for an accusation, so that
    nobody can be accused before he has looked."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES], traitor_seat=2)
    s.engines = 5
    assert not loyalty.can_accuse(s, 0)
    act(s, "Sir Gawain adds a siege engine")
    assert not loyalty.can_accuse(s, 0)                      # not before he has looked
    act(s, "The knights look at their Loyalty cards")
    assert "Six siege engines surround Camelot: the knights will look at their Loyalty cards." \
        in s.log
    assert [s.view(p)["loyalty"] for p in range(3)] == ["Loyal", "Loyal", "Traitor"]
    assert loyalty.can_accuse(s, 0)


def test_a_loyalty_card_turned_is_shown_to_everyone_else():
    """The Traitor unmasking himself, and a knight a false accusation shows loyal: the
    card turned is what an undo would put back known."""
    s = game4(traitor_seat=0)
    assert shown_by(s, RevealTraitor(GAWAIN)) == {1, 2, 3}
    s = game4()
    s.engines = 6
    to_heroic(s)
    assert shown_by(s, Accuse(GAWAIN, KAY)) == {0, 2, 3}
