"""Setting up a position by hand (``gamekit.camelot.setup``): each card comes out of its
pile, nothing is set that would end a quest or the game, and a wrong argument is a
ValueError naming it that leaves the position exactly as it was."""
import dataclasses
import random

import numpy as np
import pytest

import gamekit
from gamekit.camelot import setup
from gamekit.camelot.components import (
    BLACK_COUNTS,
    BLACK_KNIGHT,
    FIGHT_5,
    PICTS,
    PICTS_CARD,
    WHITE_COUNTS,
)

KNIGHTS = ["Sir Gawain", "Sir Kay", "Sir Palamedes", "Sir Tristan"]


def fields(state) -> list:
    """Every field of the state but its game, as it reads."""
    return [(f.name, repr(getattr(state, f.name))) for f in dataclasses.fields(state) if f.name != "game"]


def white_cards(state) -> int:
    """Every white card of the game, wherever it is."""
    return (sum(state.white_pile) + sum(state.white_discard) + sum(map(sum, state.hands))
            + len(state.bk_white) + len(state.ld_white) + sum(state.war_cards) + state.grail_white
            + sum(state.pool))


def black_cards(state) -> int:
    return (sum(state.black_pile) + sum(state.black_discard) + len(state.bk_black)
            + len(state.ld_black) + len(state.grail_black) + len(state.black_top))


def test_a_position_is_the_first_progression_of_evil_and_saves():
    state = setup.position(KNIGHTS, traitor_knight="Sir Tristan", seed=3)
    assert state.view(0)["knights"] == KNIGHTS
    assert state.traitor == 3 and state.turn == 0
    assert [str(c) for c in state.choices()] == ["Sir Gawain draws a black card",
                                                 "Sir Gawain adds a siege engine",
                                                 "Sir Gawain loses a life point"]
    again = state.game.from_json(state.to_json())
    assert fields(again) == fields(state)


def test_the_same_seed_deals_the_same_hands():
    assert setup.position(KNIGHTS, seed=1).hands == setup.position(KNIGHTS, seed=1).hands
    assert setup.position(KNIGHTS, seed=1).hands != setup.position(KNIGHTS, seed=2).hands


def test_every_card_set_comes_out_of_its_pile_and_a_hand_goes_back():
    state = setup.position(KNIGHTS, seed=1)
    white, black = white_cards(state), black_cards(state)
    assert (white, black) == (sum(WHITE_COUNTS), sum(BLACK_COUNTS))
    setup.hand(state, 0, "Fight 1", "Fight 4")
    setup.go(state, 0, "black_knight")
    setup.combat(state, "black_knight", white=["Fight 5", "Fight 5", "Fight 4"],
                 black=["Black Knight 1", "Black Knight 7"])
    setup.war(state, "picts", cards=2, warriors=1)
    setup.grail(state, cards=2, black=["Despair"])
    assert (white_cards(state), black_cards(state)) == (white, black)
    assert state.hands[0][1] == state.hands[0][4] == 1 and sum(state.hands[0]) == 2
    assert state.black_discard[PICTS_CARD] == 1                  # the warrior's Picts card
    again = gamekit.from_json(state.to_json())            # the save replays the lines
    assert [again.view(p) for p in range(4)] == [state.view(p) for p in range(4)]
    for seat in range(4):                          # every view adds up, as a deal from it checks
        state.game.sample_state(state.view(seat), random.Random(seat))


def test_black_cards_lie_face_up_or_face_down_read_by_the_knight_who_laid_them():
    state = setup.position(KNIGHTS, seed=1)
    setup.combat(state, "black_knight", black=["Black Knight 3"], face_down_by=2)
    assert state.bk_seen == [1 << 2]
    assert state.view(2)["quests"]["black_knight"]["black"] != state.view(0)["quests"]["black_knight"]["black"]
    setup.combat(state, "lancelot", black=["Lancelot 1 / Dragon 5"])
    assert state.ld_seen == [0b1111]


def test_kay_ends_the_tournament_with_fight_4_and_wins_it():
    """The notebook's duel: two pairs of 5 and 4, 18 against the Black Knight's 1 + 7."""
    state = setup.position(["Sir Kay", "Sir Gawain", "Sir Palamedes"], seed=1)
    setup.go(state, 0, "black_knight")
    setup.combat(state, "black_knight", white=["Fight 5", "Fight 5", "Fight 4"],
                 black=["Black Knight 1", "Black Knight 7"])
    setup.hand(state, 0, "Fight 1", "Fight 4")
    for text in ("Sir Kay loses a life point", "Sir Kay plays Fight 4 on the Black Knight's tournament"):
        state.apply(next(c for c in state.choices() if str(c) == text))
    assert (BLACK_KNIGHT, True) in state.results


def test_the_twelfth_sword_ends_the_game_where_it_was_set_to_eleven():
    state = setup.position(KNIGHTS, traitor_knight="Sir Tristan", seed=1)
    setup.swords(state, white=7, black=4)
    setup.go(state, 0, "picts")
    setup.war(state, "picts", cards=4)
    setup.hand(state, 0, *state.view(0)["hand"], "Fight 5")
    for text in ("Sir Gawain adds a siege engine", "Sir Gawain plays Fight 5 on the Pict war"):
        state.apply(next(c for c in state.choices() if str(c) == text))
    assert (PICTS, True) in state.results and state.is_terminal()


@pytest.mark.parametrize("call, words", [
    (lambda s: setup.hand(s, 0, "Fight 6"), "not a white card"),
    (lambda s: setup.hand(s, 0, *["Fight 5"] * 9), "no Fight 5 card is left"),
    (lambda s: setup.hand(s, 4, "Fight 5"), "player is a seat"),
    (lambda s: setup.hand(s, True, "Fight 5"), "player is a seat"),
    (lambda s: setup.go(s, 0, "avalon"), "the quest is one of"),
    (lambda s: setup.go(s, 1, "black_knight"), "solo quest"),
    (lambda s: setup.combat(s, "picts", white=["Fight 1"]), "the quest is one of"),
    (lambda s: setup.combat(s, "black_knight", white=["Fight 1", "Fight 1", "Fight 1"]), "fit"),
    (lambda s: setup.combat(s, "black_knight", white=["Fight 1", "Fight 1", "Fight 2", "Fight 2"]), "fit"),
    (lambda s: setup.combat(s, "black_knight", white=["Merlin"]), "fit"),
    (lambda s: setup.combat(s, "black_knight", white="Fight 1"), "list of names"),
    (lambda s: setup.combat(s, "black_knight", black=["Despair"]), "its own black cards"),
    (lambda s: setup.combat(s, "black_knight", black=["Black Knight 1"] * 4), "its own black cards"),
    (lambda s: setup.combat(s, "black_knight", black=["Black Knight 7"] * 2), "no Black Knight 7"),
    (lambda s: setup.combat(s, "black_knight", black=["Black Knight 1"], face_down_by=-1), "player is a seat"),
    (lambda s: setup.combat(s, "dragon", white=["Fight 1"]), "once Lancelot's quest is over"),
    (lambda s: setup.war(s, "saxons", cards=5), "ends with 5 Fight cards"),
    (lambda s: setup.war(s, "saxons", warriors=4), "4 warriors"),
    (lambda s: setup.war(s, "saxons", cards=1.0), "cards is a number"),
    (lambda s: setup.war(s, "picts", cards=1), "has cards or warriors already"),
    (lambda s: setup.grail(s, cards=7), "7 slots"),
    (lambda s: setup.grail(s, cards=2, black=["Dark Forest"]), "Despair and Desolation"),
    (lambda s: setup.swords(s, white=8, black=4), "12 swords"),
    (lambda s: setup.swords(s, white=0, black=7), "12 swords or 7 black"),
    (lambda s: setup.swords(s, white=-1, black=0), "white is a number"),
    (lambda s: setup.engines(s, 12), "12 siege engines"),
    (lambda s: setup.engines(s, False), "siege engines are 0 to 11"),
    (lambda s: setup.life(s, 0, 0), "life points are 1 to 6"),
    (lambda s: setup.life(s, 0, 7), "life points are 1 to 6"),
])
def test_a_wrong_argument_is_named_and_changes_nothing(call, words):
    state = setup.position(KNIGHTS, seed=1)
    setup.go(state, 0, "black_knight")
    setup.war(state, "picts", cards=1)
    before = fields(state)
    with pytest.raises(ValueError, match=words):
        call(state)
    assert fields(state) == before


@pytest.mark.parametrize("knights, traitor, options, words", [
    (["Sir Kay", "Sir Kay", "Sir Gawain"], None, {}, "different knights"),
    ("Sir Kay", None, {}, "different knights"),
    (["Sir Kay", "Sir Lancelot", "Sir Gawain"], None, {}, "not a knight"),
    (["Sir Kay", "Sir Gawain", "Sir Tristan"], "Sir Galahad", {}, "Traitor card goes to a knight"),
    (["Sir Kay", "Sir Gawain", "Sir Tristan"], "Sir Kay", {"traitor": False}, "traitor=True"),
    (["Sir Kay", "Sir Gawain"], None, {}, "players"),
])
def test_a_wrong_table_is_named(knights, traitor, options, words):
    with pytest.raises(ValueError, match=words):
        setup.position(knights, traitor_knight=traitor, **options)


def test_a_quest_is_set_once():
    state = setup.position(KNIGHTS, seed=1)
    setup.grail(state, cards=1)
    setup.combat(state, "lancelot", white=["Fight 2"])
    before = fields(state)
    with pytest.raises(ValueError, match="already lie on the Grail track"):
        setup.grail(state, cards=2)
    with pytest.raises(ValueError, match="already lie on Lancelot's quest"):
        setup.combat(state, "lancelot", white=["Fight 3"])
    assert fields(state) == before


def test_an_unmasked_traitor_is_off_the_board():
    state = setup.position(KNIGHTS, traitor_knight="Sir Tristan", seed=1)
    setup.engines(state, 6)                                   # accusations are open
    for text in ("Sir Gawain adds a siege engine", "Sir Gawain accuses Sir Tristan of treason"):
        state.apply(next(c for c in state.choices() if str(c) == text))
    with pytest.raises(ValueError, match="Sir Tristan is unmasked"):
        setup.go(state, 3, "camelot")


def test_numpy_integers_are_taken_as_ints():
    state = setup.position(KNIGHTS, seed=1)
    setup.life(state, np.int64(1), np.int64(2))
    setup.war(state, "saxons", cards=np.int64(3), warriors=np.int8(2))
    setup.engines(state, np.int32(5))
    assert (state.life[1], state.war_cards[6], state.warriors[6], state.engines) == (2, 3, 2, 5)
    assert all(type(v) is int for v in (state.life[1], state.war_cards[6], state.engines))


def test_a_position_changed_by_hand_saves_the_lines_that_changed_it():
    state = setup.position(KNIGHTS, seed=1)
    setup.hand(state, 0, "Fight 5")
    assert [str(line) for line in state.set_up] == ["setup.hand(state, 0, 'Fight 5')"]
    assert gamekit.from_json(state.to_json()).hands == state.hands
    assert state.hands[0][FIGHT_5] == 1
