"""Deploying and moving (Tikal rule book, Nasazení figurek and Pohyb figurek): 1 AP per
stone on both sides of every edge crossed, 1 AP from camp to camp, no way over a bare
edge, never into a volcano, and never more than the AP left."""
import pytest

import gamekit
from gamekit.tikal.actions import Deploy, Move
from gamekit.tikal.paths import cheapest
from gamekit.tikal.tiles import BASE

from .position import H, find, lay, position, put, snapshot, texts

BARE = (0, 0, 0, 0, 0, 0)


def two_tiles(a: int, b: int):
    """A worker on (2,3); (3,3) lies beyond its SE edge: ``a`` stones on (2,3)'s side,
    ``b`` on (3,3)'s (its NW edge), no other way between them."""
    state = position()
    lay(state, "A3", 2, 3, stones=(0, 0, a, 0, 0, 0))
    lay(state, "B3", 3, 3, stones=(0, 0, 0, 0, 0, b))
    put(state, 0, 2, 3, workers=1)
    return state


@pytest.mark.parametrize("a", range(4))
@pytest.mark.parametrize("b", range(4))
def test_crossing_costs_the_stones_on_both_sides(a, b):
    state = two_tiles(a, b)
    moves = [m for m in state.legal_actions() if isinstance(m, Move) and m.target == H(3, 3)]
    if a + b == 0:
        assert moves == []                                  # no stones: the edge is closed
    else:
        assert [m.cost for m in moves] == [a + b]
        assert str(moves[0]) == f"Red moves a worker from (2,3) to (3,3) for {a + b} AP"
        state.apply(moves[0])
        assert state.ap == 10 - (a + b)
        assert state.workers[0][H(3, 3)] == 1 and state.workers[0][H(2, 3)] == 0


def test_a_move_pays_the_cheapest_way_and_logs_it():
    state = position()
    put(state, 0, 0, 4, workers=1)                          # base camp: 1 stone on every edge
    lay(state, "A3", 2, 3, stones=BARE)                     # (1,3)'s printed stone is the way in
    move = find(state, "Red moves a worker from (0,4) to (2,3) for 3 AP")   # 1 + 1, then 1
    state.apply(move)
    assert state.log[-1] == "Red moves a worker (0,4) → (1,3) → (2,3) for 3 AP."


def test_no_move_costs_more_than_the_ap_left():
    state = two_tiles(3, 3)
    state.ap = 5
    assert not [m for m in state.legal_actions() if isinstance(m, Move) and m.target == H(3, 3)]
    with pytest.raises(gamekit.IllegalAction, match=r"that move costs 6 AP \(5 left\)"):
        state.apply(Move(0, False, H(2, 3), H(3, 3), 6))


def test_a_volcano_is_never_entered_even_with_stones_towards_it():
    state = position()
    lay(state, "A3", 2, 3, stones=(0, 0, 3, 0, 0, 0))      # 3 stones towards (3,3)
    lay(state, "B1", 3, 3)
    put(state, 0, 2, 3, workers=1)
    assert H(3, 3) not in cheapest(state, H(2, 3), 0)[0]
    assert not [m for m in state.legal_actions() if isinstance(m, Move) and m.target == H(3, 3)]


def test_deploy_on_the_base_camp_for_1_ap():
    state = position()
    assert texts(state)[:2] == ["Red deploys the leader at the base camp (0,4) for 1 AP",
                                "Red deploys a worker at the base camp (0,4) for 1 AP"]
    state.apply(Deploy(0, False, BASE))
    assert (state.ap, state.supply[0], state.workers[0][BASE]) == (9, 17, 1)
    state.apply(Deploy(0, True, BASE))
    assert state.leader[0] == BASE and state.ap == 8
    assert not [a for a in state.legal_actions() if isinstance(a, Deploy) and a.leader]


def test_deploy_on_an_own_camp_but_not_on_another_players():
    state = position()
    camp = lay(state, "A3", 2, 3)
    state.camp[camp] = 1
    state.camp_hexes[1].append(camp)
    assert not [a for a in state.legal_actions() if isinstance(a, Deploy) and a.hex == camp]
    with pytest.raises(gamekit.IllegalAction, match="base camp or an own camp"):
        state.apply(Deploy(0, False, camp))
    state.camp[camp], state.camp_hexes = 0, [[camp], []]
    assert str(Deploy(0, False, camp)) in texts(state)
    assert str(Deploy(0, False, camp)) == "Red deploys a worker at his camp (2,3) for 1 AP"


def test_camp_to_camp_costs_1_ap_only_for_the_camps_owner():
    state = position()
    far = lay(state, "A3", 6, 1, stones=BARE)               # far away, no stones: no way on foot
    state.camp[far] = 0
    state.camp_hexes[0].append(far)
    put(state, 0, 0, 4, workers=1)
    put(state, 1, 0, 4, workers=1)
    assert "Red moves a worker from (0,4) to (6,1) for 1 AP" in texts(state)
    assert far not in cheapest(state, BASE, 1)[0]            # Black has no secret path there
    assert far not in cheapest(state, BASE, None)[0]


def test_other_players_may_pass_through_and_stand_on_a_camp():
    state = position(player=1)
    camp = lay(state, "A3", 2, 3, stones=(0, 0, 1, 0, 1, 0))
    lay(state, "B3", 3, 3, stones=BARE)
    state.camp[camp] = 0
    state.camp_hexes[0].append(camp)
    put(state, 1, 0, 4, workers=1)
    assert "Black moves a worker from (0,4) to (2,3) for 4 AP" in texts(state)
    assert "Black moves a worker from (0,4) to (3,3) for 5 AP" in texts(state)


def test_the_leader_moves_like_a_worker():
    state = two_tiles(1, 1)
    put(state, 0, 2, 3, leader=True)
    assert "Red moves the leader from (2,3) to (3,3) for 2 AP" in texts(state)


def test_an_illegal_move_leaves_the_state_as_it_was():
    state = two_tiles(1, 0)
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="costs 1 AP, not 3"):
        state.apply(Move(0, False, H(2, 3), H(3, 3), 3))
    with pytest.raises(gamekit.IllegalAction, match="no such piece"):
        state.apply(Move(0, True, H(2, 3), H(3, 3), 1))
    assert snapshot(state) == before
