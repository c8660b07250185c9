"""Bad input: a clear error naming the rule, and the state exactly as it was."""
import pytest

import gamekit
from gamekit.camelot.actions import BlackDraw, DrawWhiteCards, Heal, Move, PlayFight, PlaySpecial, RollD8
from gamekit.camelot.components import (
    CAMELOT,
    FIGHT_1,
    FIGHT_3,
    GAWAIN,
    GRAIL,
    KAY,
    MERLIN,
    MORGAN_3,
    PALAMEDES,
    PICTS,
)
from gamekit.core.errors import CorruptSave, IllegalAction
from tests.camelot.helpers import act, hand, new_game, refused, to_heroic


def test_refusals_name_the_rule_and_change_nothing():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    assert "Progression of Evil" in refused(s, DrawWhiteCards(GAWAIN))
    assert "Sir Gawain's decision" in refused(s, DrawWhiteCards(KAY))
    to_heroic(s)
    s.hands[0] = hand(FIGHT_3, GRAIL, GRAIL)
    assert "holds no Fight 1" in refused(s, PlayFight(GAWAIN, PICTS, FIGHT_1))
    assert "three identical" in refused(s, Heal(GAWAIN, GRAIL))
    assert "holds no Merlin" in refused(s, PlaySpecial(GAWAIN, MERLIN, CAMELOT))
    assert "not possible" in refused(s, RollD8(GAWAIN))
    assert "not possible" in refused(s, Move(GAWAIN, CAMELOT))
    assert "not an action" in refused(s, "Sir Gawain ends his turn")  # a text, not an action


def test_a_chance_step_refuses_anything_but_its_outcomes():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    act(s, "Sir Gawain draws a black card")
    assert s.current_player == gamekit.CHANCE
    assert "chance step" in refused(s, DrawWhiteCards(GAWAIN))
    s.black_pile[MORGAN_3] = 0
    assert "not one of its outcomes" in refused(s, BlackDraw(MORGAN_3))


def test_nothing_happens_after_the_end():
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    s.engines = 11
    act(s, "Sir Gawain adds a siege engine")
    with pytest.raises(IllegalAction, match="over"):
        s.apply(DrawWhiteCards(GAWAIN))


def test_a_corrupt_save_is_refused():
    game = gamekit.load("camelot", players=3)
    state = gamekit.play(game, seed=3)
    text = state.to_json().replace("Seat 1 is", "Seat 1 was")
    with pytest.raises(CorruptSave, match="not possible here"):
        game.from_json(text)
    assert gamekit.from_json(state.to_json()).log == state.log


def test_a_field_out_of_range_is_refused_by_its_repr():
    """A huge or negative knight, card or quest is refused without reading a table at
    it: the message shows the action as it was built."""
    s = new_game(knights=[GAWAIN, KAY, PALAMEDES])
    to_heroic(s)
    for bad in (Move(10 ** 30, CAMELOT), Move(GAWAIN, -1), PlayFight(GAWAIN, PICTS, 10 ** 30)):
        assert repr(bad) in refused(s, bad)
    act(s, "Sir Gawain goes to the Pict war", "Sir Gawain ends his turn", "Sir Kay draws a black card")
    assert repr(BlackDraw(-1)) in refused(s, BlackDraw(-1))
