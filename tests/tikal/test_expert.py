"""The expert version (Tikal rule book, PROFIVERZE HRY TIKAL): 20 points to start, as many tiles revealed
as players, an auction for every turn, free turns, and the final order by score."""
import pytest

import gamekit
from gamekit.tikal.actions import Bid, ChooseTile, EndTurn, Pass, RevealTile
from gamekit.tikal.state import Phase, Turn
from gamekit.tikal.tiles import BY_ID

from .position import texts

A, B, C, D = range(4)


def expert(players=4, reveal=("A1", "A3", "A4", "A6")):
    state = gamekit.load("tikal", players=players, version="expert").new_initial_state()
    for tile_id in reveal[:players]:
        state.apply(RevealTile(BY_ID[tile_id].index))
    return state


def play_turn(state, tile_id=None):
    """Choose (if asked), place the tile anywhere legal, end the turn."""
    p = state.player
    if state.phase == Phase.CHOOSE:
        state.apply(ChooseTile(p, BY_ID[tile_id].index))
    assert state.phase == Phase.PLACE
    state.apply(state.legal_actions()[0])
    state.apply(EndTurn(p, 10))


def test_scores_start_at_20_and_a_round_reveals_one_tile_per_player():
    state = gamekit.load("tikal", players=3, version="expert").new_initial_state()
    assert state.score == [20, 20, 20] and state.phase == Phase.REVEAL
    assert str(state.chance_outcomes()[0][0]) == "Tile A1 (temple 1) is revealed"
    for tile_id in ("A1", "A2", "A3"):
        state.apply(RevealTile(BY_ID[tile_id].index))
    assert state.phase == Phase.AUCTION and state.current_player == 0
    assert texts(state)[0] == "Red bids 1" and texts(state)[-1] == "Red passes"
    assert len(state.legal_actions()) == 21                # 1..20 [D] and a pass


def test_the_rule_books_four_player_example():
    """B bids 5 and plays first; C opens the next auction, A wins it with 4; C opens
    the third, C and D pass, so C plays for free; D takes the last tile; A opens the
    next round."""
    state = expert()
    assert state.player == A                              # the oldest player bids first
    state.apply(Bid(A, 2))
    state.apply(Bid(B, 5))
    state.apply(Pass(C))
    state.apply(Pass(D))
    state.apply(Pass(A))
    assert (state.phase, state.player, state.score) == (Phase.CHOOSE, B, [20, 15, 20, 20])
    play_turn(state, "A3")
    assert state.played == [False, True, False, False]

    assert (state.phase, state.player) == (Phase.AUCTION, C)    # left of B opens the 2nd auction
    state.apply(Pass(C))
    assert state.player == D
    state.apply(Pass(D))
    assert state.player == A                              # B already played: he skips
    state.apply(Bid(A, 4))
    assert (state.phase, state.player, state.score) == (Phase.CHOOSE, A, [16, 15, 20, 20])
    play_turn(state, "A1")

    assert (state.phase, state.player) == (Phase.AUCTION, C)    # left of A is B, who has played
    state.apply(Pass(C))
    state.apply(Pass(D))
    assert (state.phase, state.player, state.score) == (Phase.CHOOSE, C, [16, 15, 20, 20])
    assert state.log[-1] == "Everybody passed: Orange, the first to pass, plays for free."
    play_turn(state, "A4")

    assert (state.phase, state.player, state.score) == (Phase.PLACE, D, [16, 15, 20, 20])
    assert state.tile == BY_ID["A6"].index               # D takes the last tile, free
    play_turn(state)
    assert state.phase == Phase.REVEAL
    assert sorted(str(o) for o, _ in state.chance_outcomes()) == \
        ["Tile A2 (treasure, 4 masks) is revealed", "Tile A5 (treasure, 4 masks) is revealed"]
    for tile_id in ("A2", "A5", "B2", "B3"):
        state.apply(RevealTile(BY_ID[tile_id].index))
    assert (state.phase, state.player) == (Phase.AUCTION, A)    # left of D opens the next round
    assert state.played == [False] * 4


def test_a_bid_must_be_higher_and_at_most_the_own_score():
    state = expert(players=2)
    state.apply(Bid(A, 7))
    assert [str(a) for a in state.legal_actions()][0] == "Black bids 8"
    with pytest.raises(gamekit.IllegalAction, match="higher than the last one"):
        state.apply(Bid(B, 7))
    with pytest.raises(gamekit.IllegalAction, match="exceed the bidder's score"):
        state.apply(Bid(B, 21))


def test_a_player_who_passed_is_out_of_that_auction():
    state = expert(players=3)
    state.apply(Pass(A))
    state.apply(Bid(B, 1))
    state.apply(Bid(C, 2))
    assert state.player == B                              # A is skipped
    state.apply(Pass(B))
    assert (state.phase, state.player, state.score) == (Phase.CHOOSE, C, [20, 20, 18])


def test_the_last_one_in_may_still_bid_after_the_others_passed():
    state = expert(players=3)
    state.apply(Pass(A))
    state.apply(Pass(B))
    state.apply(Bid(C, 1))
    assert (state.phase, state.player, state.score) == (Phase.CHOOSE, C, [20, 20, 19])


def test_a_volcano_won_at_auction_scores_and_markers_stay():
    state = gamekit.load("tikal", players=2, version="expert").new_initial_state()
    state.stacks[0] = []
    for tile_id in ("B1", "B2"):
        state.apply(RevealTile(BY_ID[tile_id].index))
    state.apply(Bid(A, 1))
    state.apply(Pass(B))
    state.apply(ChooseTile(A, BY_ID["B1"].index))
    assert (state.kind, state.player) == (Turn.SCORING, A)
    state.apply(EndTurn(A, 10))
    assert state.played == [False, False]                 # no marker turned for scoring turns
    state.apply(EndTurn(B, 10))
    assert (state.phase, state.player) == (Phase.PLACE, A)      # the volcano, then a normal turn
    state.apply(state.legal_actions()[0])
    state.apply(EndTurn(A, 10))
    assert state.played == [True, False]
    assert (state.phase, state.player, state.tile) == (Phase.PLACE, B, BY_ID["B2"].index)


def test_the_final_round_goes_from_the_lowest_score_ties_nearer_the_last_placer_first():
    state = gamekit.load("tikal", players=4, version="expert").new_initial_state()
    state.stacks = [[] for _ in state.stacks]
    state.stacks[-1] = [BY_ID[t].index for t in ("G1", "G2", "G3", "G4")]
    for tile_id in ("G1", "G2", "G3", "G4"):
        state.apply(RevealTile(BY_ID[tile_id].index))
    state.score = [30, 12, 30, 25]
    placers = []
    while state.kind != "final":                          # everybody passes every auction
        if state.phase == Phase.AUCTION:
            state.apply(Pass(state.player))
        elif state.phase == Phase.CHOOSE:
            state.apply(state.legal_actions()[0])
        else:
            placers.append(state.player)
            state.apply(state.legal_actions()[0])
            state.apply(EndTurn(state.player, 10))
    assert placers == [A, B, C, D]                         # the first to pass plays each time
    final = []
    while not state.is_terminal():
        final.append(state.player)
        state.apply(EndTurn(state.player, 10))
    assert final == [B, D, A, C]                           # 12, 25, then 30 and 30: A is nearer D
