"""The board as a graph (board.py) and its pictures (plots.py)."""
import networkx as nx
import pytest
from matplotlib.figure import Figure

import gamekit
from gamekit.tikal import board, plots
from gamekit.tikal.components import ACTION_POINTS
from gamekit.tikal.hexes import HEXES, xy
from gamekit.tikal.paths import camps_of, cheapest, ways
from gamekit.tikal.tiles import BASE

from .position import lay, position, put

BARE = (0, 0, 0, 0, 0, 0)


@pytest.fixture(scope="module")
def midgame():
    game = gamekit.load("tikal", players=3)
    final = gamekit.play(game, seed=11)
    return gamekit.replay(game, final.history[:120])


def test_edges_weigh_the_stones_on_both_sides_and_closed_edges_are_absent():
    state = position()
    lay(state, "A3", 2, 3, stones=(0, 0, 2, 0, 0, 0))     # SE towards (3,3): 2 stones
    lay(state, "B3", 3, 3, stones=(0, 0, 0, 0, 0, 1))     # NW towards (2,3): 1 stone
    lay(state, "B4", 2, 4, stones=BARE)                   # and A3 is bare towards it
    g = board.graph(state)
    assert g.edges[(2, 3), (3, 3)]["weight"] == 3
    assert g.edges[(0, 4), (1, 3)]["weight"] == 2          # printed: 1 + 1 [D]
    assert not g.has_edge((2, 3), (2, 4))                  # no stone on either side
    assert g.nodes[(2, 4)]["type"] == "jungle"


def test_a_volcano_is_a_node_without_edges():
    state = position()
    lay(state, "B1", 2, 3)
    assert board.graph(state).degree[(2, 3)] == 0


def test_ap_distance_from_the_base_camp_and_with_camps(midgame):
    plain = board.ap_distance(midgame)
    assert plain[xy(BASE)] == 0
    for p in range(3):
        with_camps = board.ap_distance(midgame, player=p)
        assert all(with_camps[h] <= plain.get(h, 99) for h in with_camps)
        for h in midgame.camp_hexes[p]:
            assert with_camps[xy(h)] == 1


def test_ap_distance_agrees_with_the_rules_costs(midgame):
    for p in range(3):
        rules = cheapest(midgame, BASE, p, limit=200)[0]
        assert board.ap_distance(midgame, player=p) == {xy(h): c for h, c in sorted(rules.items())}


def test_reachable_counts_deploying_and_stops_at_the_ap():
    state = position()
    lay(state, "A3", 2, 3, stones=BARE)
    assert board.reachable(state, 0) == {(0, 4): 1, (0, 3): 3, (1, 3): 3, (1, 4): 3, (2, 3): 4}
    assert board.reachable(state, 0, ap=3) == {(0, 4): 1, (0, 3): 3, (1, 3): 3, (1, 4): 3}
    put(state, 0, 2, 3, workers=1)
    assert board.reachable(state, 0, ap=1) == {(2, 3): 0, (0, 4): 1, (1, 3): 1}


def test_cheapest_path(midgame):
    cost, way = board.cheapest_path(midgame, (0, 4), (4, 2))
    assert way[0] == (0, 4) and way[-1] == (4, 2)
    g = board.graph(midgame)
    assert cost == sum(g.edges[a, b]["weight"] for a, b in zip(way, way[1:]))
    assert cost == nx.shortest_path_length(g, (0, 4), (4, 2), weight="weight")


def test_pictures_are_figures(midgame):
    for fig in (plots.board(midgame), plots.board(midgame, player=1),
                plots.tile_graph(midgame), plots.tile_graph(midgame, player=0)):
        assert isinstance(fig, Figure) and fig.axes[0].patches
    assert "Black" in plots.board(midgame, player=1).axes[0].get_title()


def test_the_board_names_every_hex_as_the_log_does_and_keys_its_symbols(midgame):
    """The log says "moves a worker from (0,4) to (1,1)": every hex of the picture, explored
    or not, carries its coordinates (after the tile's id, where a tile was drawn), a volcano
    says what it is, and the legend says what each symbol is."""
    ax = plots.board(midgame).axes[0]
    words = {word for t in ax.texts for word in t.get_text().split()}
    assert all(f"{x},{y}" in words for x, y in map(xy, range(HEXES)))
    laid = [entry["tile"] for entry in midgame.view(0)["board"] if entry["tile"][:1] in "ABCDEFG"]
    assert laid and set(laid) <= words
    volcanoes = sum(entry["type"] == "volcano" for entry in midgame.view(0)["board"])
    assert volcanoes and [t.get_text() for t in ax.texts].count("volcano") == volcanoes
    keyed = [t.get_text() for t in ax.get_legend().get_texts()]
    assert {"camp", "guard", "treasure", "L: leader"} <= set(keyed)


def test_the_rules_costs_agree_with_a_search_on_every_board_of_a_game():
    """The costs kept with each board (grown tile by tile, the secret paths added per
    player) are those of a shortest-path search of the graph, from every hex a piece
    may stand on, for every player, after every tile of a seeded game with camps; the
    ways a move list is cut from are those hexes within 10 AP, by cost, then by hex."""
    game = gamekit.load("tikal", players=4)
    final = gamekit.play(game, seed=5)
    assert any(final.camp_hexes), "the game builds camps"
    state = game.new_initial_state()
    for step in final.history:
        state.apply(step)
        if type(step).__name__ != "PlaceTile":
            continue
        for p in range(4):
            for source, entry in board.cells(state.view(0)).items():
                if entry["type"] == "volcano":
                    continue
                searched = board.ap_distance(state, player=p, source=xy(source))
                rules = cheapest(state, source, p, limit=200)[0]
                assert {xy(h): c for h, c in sorted(rules.items())} == searched
                kept = ways(state.board, camps_of(state, p), source, ACTION_POINTS).keys
                assert kept == tuple(sorted(c * HEXES + h for h, c in rules.items() if 0 < c <= ACTION_POINTS))
