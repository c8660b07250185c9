"""Drawing and placing tiles (Tikal rule book, Příprava na hru and
Přikládání prostorových tabulek)."""
from fractions import Fraction

import gamekit
from gamekit.tikal.actions import DrawTile
from gamekit.tikal.hexes import HEXES, NEIGHBOURS, name
from gamekit.tikal.state import Phase
from gamekit.tikal.tiles import BY_ID, PRINTED_HEX, TILES

from .position import H, lay, position


def in_hand(state, tile_id):
    state.tile = BY_ID[tile_id].index
    state.phase = Phase.PLACE
    for stack in state.stacks:
        if state.tile in stack:
            stack.remove(state.tile)
    return state


def test_the_first_draw_is_one_of_the_six_a_tiles():
    state = gamekit.load("tikal", players=3).new_initial_state()
    outcomes = state.chance_outcomes()
    assert sorted(TILES[o.tile].id for o, _ in outcomes) == ["A1", "A2", "A3", "A4", "A5", "A6"]
    assert {p for _, p in outcomes} == {Fraction(1, 6)}
    assert str(outcomes[0][0]) == "Red draws tile A1 (temple 1)"


def test_letter_b_comes_only_after_all_of_a():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.stacks[0] = [BY_ID["A6"].index]
    assert [TILES[o.tile].id for o, _ in state.chance_outcomes()] == ["A6"]
    state.stacks[0] = []
    assert sorted(TILES[o.tile].id for o, _ in state.chance_outcomes())[0] == "B1"


def test_a_drawn_tile_is_placed_then_ten_ap_are_spent():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.apply(DrawTile(0, BY_ID["A3"].index))
    assert state.phase == Phase.PLACE and state.current_player == 0
    spaces = {a.hex for a in state.legal_actions()}
    explored = set(PRINTED_HEX)
    assert spaces == {k for h in explored for k in NEIGHBOURS[h] if k is not None and k not in explored}
    state.apply(state.legal_actions()[0])
    assert state.phase == Phase.ACTIONS and state.ap == 10


def test_a_stone_on_the_new_tile_opens_the_way():
    state = in_hand(position(), "E3")                     # E3: N 1, S 2
    lay(state, "C2", 2, 2)                                # C2: S 3 only; its NE edge is bare
    at = [a for a in state.legal_actions() if a.hex == H(3, 1)]
    # (3,1) touches (2,2) through its SW edge only: the new tile needs a stone there
    assert sorted(a.turns for a in at) == [1, 4]
    assert all(a.stones[4] > 0 for a in at)
    assert str(at[0]) == "Red places E3 (jungle) at (3,1), turned 60° (stones NE 1, SW 2)"


def test_a_stone_on_the_old_tile_is_enough():
    state = in_hand(position(), "E3")
    lay(state, "C2", 2, 2, turns=4)                       # its 3 stones now face NE, towards (3,1)
    assert len([a for a in state.legal_actions() if a.hex == H(3, 1)]) == 6


def test_no_stone_on_either_side_no_placement():
    state = in_hand(position(), "C2")                     # one edge with 3 stones
    lay(state, "E3", 2, 2, turns=0)                       # E3 unturned: N 1, S 2; NE bare
    at = [a for a in state.legal_actions() if a.hex == H(3, 1)]
    assert [a.turns for a in at] == [1]                   # only with its stones towards (2,2)


def test_a_volcano_needs_only_a_neighbour():
    state = in_hand(position(), "B1")
    lay(state, "E3", 2, 2)
    actions = state.legal_actions()
    assert all(a.turns == 0 for a in actions)
    assert H(3, 1) in {a.hex for a in actions}            # next to E3's bare edge
    assert str(actions[0]).startswith("Red places volcano B1 at")


def test_treasure_tokens_go_on_the_tile_one_per_mask():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.apply(DrawTile(0, BY_ID["A2"].index))
    place = state.legal_actions()[0]
    state.apply(place)
    assert state.tokens[place.hex] == 4


def test_a_tile_that_fits_nowhere_goes_anywhere_next_to_the_explored_area():
    """[D] An edge towards a volcano is no path; [D] with no path anywhere, any
    space next to the explored area will do."""
    state = position()
    corner = H(7, 0)
    for tile_id, (x, y) in zip(["B1", "D3", "F2"], [(6, 0), (6, 1), (7, 1)]):
        lay(state, tile_id, x, y)
    others = [t.id for t in TILES if t.type != "volcano"]
    free = [h for h in range(HEXES) if state.board.layout.tiles[h] is None and h != corner]
    assert len(free) == len(others) - 1
    for tile_id, h in zip(others, free):
        lay(state, tile_id, *divmod(h, 5))
    in_hand(state, others[-1])
    actions = state.legal_actions()
    assert {a.hex for a in actions} == {corner}
    assert len(actions) == 6                               # any turn: nothing gives a path


def test_a_volcano_edge_is_no_path_when_another_edge_is():
    state = in_hand(position(), "E3")
    lay(state, "B1", 2, 2)                                # a volcano at (2,2)
    assert not [a for a in state.legal_actions() if a.hex == H(3, 1)]


def test_placing_logs_the_tile_and_its_treasures():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.apply(DrawTile(0, BY_ID["A5"].index))
    action = state.legal_actions()[0]
    state.apply(action)
    assert state.log[-1] == f"Red places A5 (treasure, 4 masks) at {name(action.hex)}, 4 treasures on it."
