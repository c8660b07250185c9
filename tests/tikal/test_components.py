"""Components (Tikal rule book, Hra obsahuje; the public tile lists and board): counts,
letters, stones, supplies, and the provenance of every entry in data/tikal."""
from collections import Counter

import pytest

from gamekit.core.data import load_json
from gamekit.tikal import components as c
from gamekit.tikal.hexes import HEXES, NEIGHBOURS, OFF, hex_at, name, steps
from gamekit.tikal.tiles import BASE, BY_ID, ORIENTATIONS, PRINTED, PRINTED_HEX, TILES, orientations, rotate


def test_36_tiles_15_temples_10_jungles_8_treasures_3_volcanoes():
    assert len(TILES) == 36
    assert Counter(t.type for t in TILES) == {"temple": 15, "jungle": 10, "treasure": 8, "volcano": 3}


def test_letters_and_the_volcanoes_in_b_d_f():
    assert Counter(t.letter for t in TILES) == {"A": 6, "B": 6, "C": 5, "D": 5, "E": 5, "F": 5, "G": 4}
    assert sorted(t.letter for t in TILES if t.type == "volcano") == ["B", "D", "F"]


def test_stones_three_per_tile_none_on_volcanoes_and_24_masks():
    for t in TILES:
        assert sum(t.stones) == (0 if t.type == "volcano" else 3), t.id
    assert sum(t.masks for t in TILES) == 24 == len(c.MOTIFS) * c.COPIES


def test_tile_table_rows_as_in_the_public_lists():
    assert BY_ID["A1"].stones == (0, 0, 0, 2, 1, 0) and BY_ID["A1"].value == 1
    assert BY_ID["D4"].stones == (0, 1, 0, 1, 0, 1)
    assert BY_ID["E1"].value == 6 and BY_ID["C4"].masks == 3 and BY_ID["G4"].masks == 2


def test_48_temple_levels_with_the_ten_restored():
    assert c.LEVEL_COUNTS[2:] == (3, 6, 9, 11, 8, 5, 3, 2, 1)
    assert sum(c.LEVEL_COUNTS) == 48


def test_pieces_and_costs():
    assert (c.WORKERS, c.CAMPS, c.GUARDS, c.LEADER_STRENGTH, c.ACTION_POINTS) == (18, 2, 2, 3, 10)
    assert (c.DEPLOY, c.CAMP_TO_CAMP, c.UNCOVER, c.TAKE, c.EXCHANGE, c.BUILD_CAMP, c.GUARD) == \
        (1, 1, 2, 3, 3, 5, 5)
    assert (c.LEVELS_PER_TURN, c.TREASURES_PER_TURN, c.EXPERT_START) == (2, 2, 20)
    assert c.SET_POINTS[1:] == (1, 3, 6)


@pytest.mark.parametrize("file", ["tiles.json", "board.json", "supply.json", "actions.json"])
def test_every_entry_says_where_it_comes_from(file):
    def walk(node, path):
        if isinstance(node, dict):
            if any(k in node for k in ("id", "value", "name", "action", "limit", "copies", "points",
                                       "names", "workers", "per_turn", "start_score")):
                assert "source" in node, f"{file} {path} has no source"
                assert node["source"].split()[0] in ("Tikal", "public", "assumed:") or \
                    node["source"].startswith(("Tikal rule book", "public rule summary")), node["source"]
            for k, v in node.items():
                walk(v, f"{path}.{k}")
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, f"{path}[{i}]")
    walk(load_json("gamekit.tikal", file), file)


def test_printed_spaces_and_their_assumed_stones():
    assert [name(h) for h in PRINTED_HEX] == ["(0,4)", "(0,3)", "(1,3)", "(1,4)"]
    assert BASE == hex_at(0, 4)
    assert [(t.type, t.value) for t in PRINTED] == [("base camp", 0), ("temple", 1), ("jungle", 0),
                                                    ("temple", 1)]
    assert all(t.stones == (1,) * 6 and "assumed" in t.source for t in PRINTED)


def test_board_geometry_odd_q():
    assert HEXES == 40
    assert [name(k) if k != OFF else None for k in NEIGHBOURS[hex_at(0, 4)]] == \
        ["(0,3)", "(1,3)", "(1,4)", None, None, None]
    # odd column: NE (x+1, y), SE (x+1, y+1), SW (x-1, y+1), NW (x-1, y)
    assert [name(k) for k in NEIGHBOURS[hex_at(3, 2)]] == \
        ["(3,1)", "(4,2)", "(4,3)", "(3,3)", "(2,3)", "(2,2)"]
    # every neighbour relation is mutual, through the opposite edge
    for h in range(HEXES):
        for d, k in enumerate(NEIGHBOURS[h]):
            if k != OFF:
                assert NEIGHBOURS[k][(d + 3) % 6] == h
    assert max(steps(BASE, h) for h in range(HEXES)) == 7


def test_rotation_turns_the_stones_clockwise():
    assert rotate((1, 0, 0, 2, 0, 0), 1) == (0, 1, 0, 0, 2, 0)
    assert rotate((1, 0, 0, 2, 0, 0), 6) == (1, 0, 0, 2, 0, 0)


def test_distinct_orientations_only():
    """[D] Rotations that give the same stones are offered once."""
    assert len(orientations(BY_ID["B1"])) == 1
    assert len(orientations(BY_ID["D4"])) == 2
    assert len(orientations(BY_ID["C2"])) == 6
    assert all(len(o) in (1, 2, 6) for o in ORIENTATIONS)
