"""The reach explorer: the costs it writes are the rules' (board.reachable), and every
control redraws it."""
import re

import pytest

from gamekit.tikal import board, explorer

from .position import lay, position, put


def a_board():
    """Red on the printed jungle (1,3); a temple of value 5 at (1,2) whose stones face
    the jungle; nobody of Black's on the board."""
    state = position(players=2)
    lay(state, "D1", 1, 2, turns=3)
    put(state, 0, 1, 3, workers=1)
    return state


def test_the_board_labels_each_hex_with_the_cheapest_cost_and_fades_the_rest():
    view = a_board().view(0)
    for ap in (0, 1, 3, 10):
        reach = board.reachable(view, 0, ap)
        svg = explorer.reach_svg(view, 0, ap)
        costs = re.findall(r">(\d+) AP<", svg)
        assert sorted(map(int, costs)) == sorted(reach.values())
        assert svg.count(">–<") == len(view["board"]) - len(reach)
    assert 'fill-opacity="0.3"' in explorer.reach_svg(view, 0, 0)


def test_the_ap_graph_has_an_edge_per_crossing_and_the_costs_in_its_nodes():
    view = a_board().view(0)
    g = board.graph(view, 0)
    svg = explorer.graph_svg(view, 0, 2)
    assert svg.count("<line ") == g.number_of_edges()
    assert svg.count("<circle ") == g.number_of_nodes()
    reached = board.reachable(view, 0, 2)
    assert (1, 2) in reached and (1, 2) not in board.reachable(view, 0, 0)


def test_the_numbers_count_the_temples_in_reach():
    view = a_board().view(0)
    assert "reaches 5 of 5 explored hexes (100%); temples: (0, 3), (1, 2), (1, 4)" in explorer.summary(view, 0, 10)
    assert "reaches 1 of 5 explored hexes (20%); temples: none" in explorer.summary(view, 0, 0)
    assert "reaches 0 of 5" in explorer.summary(view, 1, 0)          # Black cannot even deploy


def test_every_control_redraws_the_pictures():
    state = a_board()
    empty = position(players=2)
    lab = explorer.Explorer({"a temple": state.view(0), "the start": empty.view(0)}, ap=10)
    before = lab.board.value
    lab.ap.value = 0
    assert lab.board.value != before and "with 0 AP" in lab.board.value
    lab.player.value = 1
    assert "Black" in lab.numbers.value
    lab.position.value = "the start"
    assert lab.board.value == explorer.reach_svg(empty.view(0), 1, 0)


def test_an_explorer_needs_a_position():
    with pytest.raises(ValueError, match="at least one position"):
        explorer.Explorer({})
