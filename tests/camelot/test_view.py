"""Hidden information: view(p) and log_for(p) show a player only what he may see."""
import json

from gamekit.camelot.components import BLACK_KNIGHT_3, BLACK_KNIGHT_5, FIGHT_2, GAWAIN, GRAIL, KAY, PALAMEDES
from gamekit.camelot.state import Task
from tests.camelot.helpers import act, hand, new_game, no_merlins, stack_black, texts
from tests.shown import shown_by


def test_a_knight_sees_his_own_hand_and_only_the_size_of_the_others():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.hands[1] = hand(GRAIL, FIGHT_2)
    v = s.view(1)
    assert v["hand"] == ["Grail", "Fight 2"] and v["hand_sizes"][1] == 2
    assert all(key not in v for key in ("hands", "traitor"))
    assert json.loads(json.dumps(v)) == v
    assert s.view(0)["hand_sizes"][1] == 2 and s.view(0)["hand"] != v["hand"]


def test_white_draws_are_private():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    line = next(line for line in s.log if line.startswith("Sir Kay draws ") and "white" not in line)
    assert line in s.log_for(1) and line not in s.log_for(0)
    assert "Sir Kay draws a white card." in s.log_for(0)


def test_a_black_combat_card_is_the_drawers_to_lay_face_up_or_face_down():
    """Revised (BQ manifest, CM, two play reports): face up by default; the drawer may
    lay it face down, and then draws a white card; face down, it is his alone."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, BLACK_KNIGHT_5, BLACK_KNIGHT_3)
    act(s, "Sir Gawain draws a black card")
    assert "Sir Gawain reads Black Knight 5." in s.log_for(0)
    assert "Sir Gawain reads Black Knight 5." not in s.log_for(2)
    assert "Sir Gawain draws a Black Knight card." in s.log_for(2)
    assert texts(s) == ["Sir Gawain lays Black Knight 5 face up",
                        "Sir Gawain lays Black Knight 5 face down and draws a white card"]
    assert s.view(0)["resolving"] == "Black Knight 5"
    assert s.view(1)["resolving"] == "a Black Knight card"       # its kind shows, not its value
    cards = sum(s.hands[0])
    act(s, "Sir Gawain lays Black Knight 5 face down and draws a white card")
    s.apply(s.choices()[0])                                      # his white card
    assert sum(s.hands[0]) == cards + 1
    assert s.view(0)["quests"]["black_knight"]["black"] == [5]      # he read it
    assert s.view(1)["quests"]["black_knight"]["black"] == [None]   # face down
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn")
    kay = sum(s.hands[1])
    act(s, "Sir Kay draws a black card", "Sir Kay lays Black Knight 3 face up")
    assert s.view(2)["quests"]["black_knight"]["black"] == [None, 3]   # face up: for all
    assert sum(s.hands[1]) == kay and s.step is Task.HEROIC          # no white card for it
    assert "Black Knight 3 goes face up on the Black Knight's tournament (2 of 4)." in s.log_for(2)


def test_views_differ_only_in_what_is_private():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    a, b = s.view(0), s.view(1)
    private = {"player", "you", "hand", "hand_counts", "loyalty", "can_accuse", "black_known_top",
               "black_known_bottom", "drawn", "resolving", "offered", "quests"}
    assert {k for k in a if a[k] != b[k]} <= private


def test_a_card_laid_face_up_or_played_is_shown_to_the_seats_that_had_not_seen_it():
    """What an undo would put back known: the black card its drawer lays face up (to
    the others: he read it), a white card played from a hand (to all but its holder);
    a black card laid face down and a move show nothing."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    no_merlins(s)
    stack_black(s, BLACK_KNIGHT_5, BLACK_KNIGHT_3)
    act(s, "Sir Gawain draws a black card")
    assert shown_by(s, choice(s, "Sir Gawain lays Black Knight 5 face down and draws a white card")) == set()
    s.apply(s.choices()[0])                                      # his white card
    s.hands[0] = hand(FIGHT_2, GRAIL)
    assert shown_by(s, choice(s, "Sir Gawain goes to the Black Knight's tournament")) == set()
    act(s, "Sir Gawain sacrifices a life point for a second heroic action")
    assert shown_by(s, choice(s, "Sir Gawain plays Fight 2 on the Black Knight's tournament")) == {1, 2}
    act(s, "Sir Gawain ends his turn", "Sir Kay draws a black card")
    assert shown_by(s, choice(s, "Sir Kay lays Black Knight 3 face up")) == {0, 2}


def choice(s, text: str):
    return next(c for c in s.choices() if str(c) == text)
