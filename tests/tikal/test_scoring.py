"""Scoring (Tikal rule book, Hodnocení and KONEC HRY): majorities, guards, treasure sets,
the volcano's scoring round and the final round."""
import gamekit
from gamekit.tikal.actions import DrawTile, EndTurn
from gamekit.tikal.scoring import majority, temple_points, temples_scored, treasure_points
from gamekit.tikal.state import Phase, Turn
from gamekit.tikal.tiles import BY_ID

from .position import lay, position, put


def test_rule_book_example_temples_3_5_5_8_score_21():
    state = position()
    for tile_id, (x, y), value in [("B6", (2, 3), 3), ("D1", (2, 2), 5), ("D5", (3, 3), 5),
                                   ("E1", (3, 2), 8)]:
        h = lay(state, tile_id, x, y)
        state.temple[h] = value
        put(state, 0, x, y, workers=1)
    assert sorted(v for _, v in temples_scored(state, 0)) == [3, 5, 5, 8]
    assert temple_points([v for _, v in temples_scored(state, 0)]) == 21


def test_rule_book_example_two_pairs_and_two_singles_score_8():
    assert treasure_points([2, 2, 1, 1, 0, 0, 0, 0]) == 6 + 2 == 8
    assert treasure_points([3, 0, 0, 0, 0, 0, 0, 0]) == 6


def test_a_tie_scores_for_nobody_and_the_leader_counts_3():
    state = position()
    h = put(state, 0, 0, 3, workers=1)
    put(state, 1, 0, 3, workers=1)
    assert majority(state, h) is None and not temples_scored(state, 0) and not temples_scored(state, 1)
    put(state, 1, 0, 3, leader=True)
    put(state, 0, 0, 3, workers=2)                      # Red 3 workers = Black's 1 + leader 3? 3 < 4
    assert majority(state, h) == 1
    put(state, 0, 0, 3, workers=1)                      # 4 against 4
    assert majority(state, h) is None


def test_majorities_with_three_and_four_players():
    """Rule book, Hodnocení: the strictly strongest scores; two tied at the top score
    nothing, whoever else stands there; ties below the top do not matter."""
    state = position(players=4)
    h = put(state, 0, 0, 3, workers=3)                  # Red 3
    put(state, 1, 0, 3, leader=True)                    # Black's leader: 3
    put(state, 2, 0, 3, workers=2)                      # Orange 2
    assert majority(state, h) is None and all(not temples_scored(state, p) for p in range(4))
    put(state, 2, 0, 3, workers=2)                      # Orange 4: alone at the top
    assert majority(state, h) == 2 and temples_scored(state, 2) == [(h, 1)]
    state = position(players=3)
    h = put(state, 0, 0, 3, workers=5)                  # Red 5
    put(state, 1, 0, 3, workers=2)                      # Black 2 and Orange 2 tie below him
    put(state, 2, 0, 3, workers=2)
    assert majority(state, h) == 0
    put(state, 1, 0, 3, leader=True)                    # Black 2 + 3 = 5: a tie at the top
    assert majority(state, h) is None and not temples_scored(state, 0)


def test_a_guarded_temple_scores_for_the_guard_whoever_stands_there():
    state = position()
    h = put(state, 1, 0, 3, workers=5)
    state.guard[h] = 0
    assert temples_scored(state, 0) == [(h, 1)] and temples_scored(state, 1) == []


def volcano_round(players=3):
    """Red draws the volcano B1 (the A stack is empty)."""
    state = gamekit.load("tikal", players=players).new_initial_state()
    state.stacks[0] = []
    state.apply(DrawTile(0, BY_ID["B1"].index))
    return state


def test_a_volcano_starts_a_scoring_round_drawer_first():
    state = volcano_round()
    assert (state.phase, state.kind, state.player, state.ap) == (Phase.ACTIONS, Turn.SCORING, 0, 10)
    assert state.log[-3:] == ["Red draws B1 (volcano).",
                              "Red sets the volcano aside: a scoring round, Red first.",
                              "Red's scoring turn: 10 AP."]


def test_each_player_scores_himself_right_after_his_scoring_turn_then_the_volcano():
    state = volcano_round()
    put(state, 0, 0, 3, workers=1)                        # Red: printed temple (0,3), value 1
    put(state, 1, 1, 4, leader=True)                      # Black: printed temple (1,4), value 1
    state.hands[0] = [2, 2, 1, 1, 0, 0, 0, 0]
    state.apply(EndTurn(0, 10))
    assert state.score == [9, 0, 0]
    assert state.log[-2:] == ["Red scores 9: temples 1 at (0,3) = 1, treasures 8; 9 points in all.",
                              "Black's scoring turn: 10 AP."]
    assert (state.kind, state.player) == (Turn.SCORING, 1)
    state.apply(EndTurn(1, 10))
    assert state.score == [9, 1, 0] and state.player == 2
    state.apply(EndTurn(2, 10))
    assert state.score == [9, 1, 0]
    assert (state.phase, state.player, state.tile) == (Phase.PLACE, 0, BY_ID["B1"].index)
    state.apply(state.legal_actions()[0])                 # the volcano goes down ...
    assert (state.phase, state.kind, state.player) == (Phase.ACTIONS, "normal", 0)   # ... a normal turn
    state.apply(EndTurn(0, 10))
    assert (state.current_player, state.player) == (gamekit.CHANCE, 1)          # Black draws


def test_scores_are_added_in_every_round():
    state = volcano_round(players=2)
    put(state, 0, 0, 3, workers=1)
    state.score = [10, 0]
    state.apply(EndTurn(0, 10))
    assert state.score == [11, 0]


def last_tile_for(player: int, players: int = 3):
    """Only G2 is left and ``player`` draws it."""
    state = gamekit.load("tikal", players=players).new_initial_state()
    state.stacks = [[] for _ in state.stacks]
    state.stacks[-1] = [BY_ID["G2"].index]
    state.player = player
    state.apply(DrawTile(player, BY_ID["G2"].index))
    state.apply(state.legal_actions()[0])
    state.apply(EndTurn(player, 10))
    return state


def test_the_final_round_goes_clockwise_from_the_left_of_the_last_placer():
    """[D] Basic game: the rule book gives no order for the final round."""
    state = last_tile_for(1)
    assert state.log[-2] == "The last tile is placed: the final scoring round (Orange, Red, Black)."
    order = []
    while not state.is_terminal():
        order.append(state.player)
        assert state.kind == "final"
        state.apply(EndTurn(state.player, 10))
    assert order == [2, 0, 1] and state.phase == Phase.OVER


def test_most_points_wins_and_ties_share_the_win():
    state = last_tile_for(0, players=3)
    state.score = [30, 30, 12]
    while not state.is_terminal():
        state.apply(EndTurn(state.player, 10))
    assert state.returns() == [1.0, 1.0, 0.0]
    assert state.log[-1] == "Game over: Red and Black share the win [D] with 30 points."
    state = last_tile_for(0, players=2)
    state.score = [30, 31]
    while not state.is_terminal():
        state.apply(EndTurn(state.player, 10))
    assert state.returns() == [0.0, 1.0]


def test_scores_above_100_go_on():
    """Rule book, Hodnocení (POZOR!): past 100 the marker starts again at 1 and 100 is added: no cap."""
    state = last_tile_for(0, players=2)
    state.score = [120, 119]
    put(state, 1, 0, 3, workers=1)
    put(state, 1, 1, 4, workers=1)
    while not state.is_terminal():
        state.apply(EndTurn(state.player, 10))
    assert state.score == [120, 121] and state.returns() == [0.0, 1.0]
