"""The actions of the 10 AP (Tikal rule book, Realizace 10 akčních bodů): uncovering
temples, treasures, exchanges, camps, guards, ending the turn; their costs and their
per-turn limits."""
from fractions import Fraction

import pytest

import gamekit
from gamekit.tikal.actions import (
    BuildCamp,
    EndTurn,
    Exchange,
    PlaceGuard,
    TakeTreasure,
    TreasureDraw,
    Uncover,
)
from gamekit.tikal.components import MOTIFS
from gamekit.tikal.scoring import temple_owner
from gamekit.tikal.state import Aside, Phase

from .position import H, find, lay, position, put, snapshot, texts


def temple_with(workers=0, leader=False, player=0, players=2):
    state = position(players=players, player=player)
    h = put(state, player, 0, 3, workers=workers, leader=leader)   # printed temple, value 1
    return state, h


# -- uncovering temple levels ----------------------------------------------------------------
def test_uncover_costs_2_ap_and_takes_the_next_level_from_the_supply():
    state, h = temple_with(workers=1)
    state.apply(find(state, "Red uncovers the temple at (0,3) to 2 for 2 AP"))
    assert (state.temple[h], state.ap, state.levels[2]) == (2, 8, 2)


def test_at_most_two_levels_per_temple_per_turn():
    state, h = temple_with(workers=3)
    state.apply(Uncover(0, h, 2))
    state.apply(Uncover(0, h, 3))
    assert not [a for a in state.legal_actions() if isinstance(a, Uncover)]
    with pytest.raises(gamekit.IllegalAction, match="at most 2 temple levels per temple per turn"):
        state.apply(Uncover(0, h, 4))
    # another temple may still be uncovered in the same turn
    other = put(state, 0, 1, 4, workers=1)
    assert Uncover(0, other, 2) in state.legal_actions()


def test_one_own_piece_there_for_each_level():
    state, h = temple_with(workers=1)
    state.apply(Uncover(0, h, 2))
    with pytest.raises(gamekit.IllegalAction, match="one own piece on the temple for each level"):
        state.apply(Uncover(0, h, 3))
    state2, h2 = temple_with(leader=True)            # the leader counts as one piece here
    state2.apply(Uncover(0, h2, 2))
    assert Uncover(0, h2, 3) not in state2.legal_actions()


def test_no_own_piece_no_uncovering():
    state, h = temple_with(workers=2, player=0)
    state.player = 1
    assert not [a for a in state.legal_actions() if isinstance(a, Uncover)]


def test_a_sold_out_level_stops_the_temple():
    state, h = temple_with(workers=2)
    state.levels[2] = 0
    with pytest.raises(gamekit.IllegalAction, match="no temple level 2 is left"):
        state.apply(Uncover(0, h, 2))


def test_the_top_level_is_ten():
    state, h = temple_with(workers=2)
    state.temple[h] = 10
    assert not [a for a in state.legal_actions() if isinstance(a, Uncover)]


def test_a_guarded_temple_cannot_be_uncovered():
    state, h = temple_with(workers=2)
    state.guard[h] = 1
    with pytest.raises(gamekit.IllegalAction, match="guarded"):
        state.apply(Uncover(0, h, 2))


# -- treasures ---------------------------------------------------------------------------------
def treasure_tile(workers=1, leader=False):
    state = position()
    h = lay(state, "A2", 2, 3)                   # 4 masks
    put(state, 0, 2, 3, workers=workers, leader=leader)
    return state, h


def test_take_a_treasure_for_3_ap_then_its_motif_is_drawn():
    state, h = treasure_tile()
    state.apply(find(state, "Red takes a treasure at (2,3) for 3 AP"))
    assert (state.ap, state.tokens[h], state.phase) == (7, 3, Phase.TREASURE_DRAW)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 8 and {p for _, p in outcomes} == {Fraction(3, 24)}
    state.apply(TreasureDraw(0, 5))
    assert state.hands[0][5] == 1 and state.phase == Phase.ACTIONS
    assert state.log[-1] == f"The treasure is a {MOTIFS[5]}: Red now has a {MOTIFS[5]}."


def test_the_motif_odds_follow_the_tokens_not_yet_shown():
    state, h = treasure_tile()
    state.hidden = [3, 3, 3, 3, 3, 3, 1, 0]
    state.apply(TakeTreasure(0, h))
    assert dict((o.motif, p) for o, p in state.chance_outcomes()) == \
        {0: Fraction(3, 19), 1: Fraction(3, 19), 2: Fraction(3, 19), 3: Fraction(3, 19),
         4: Fraction(3, 19), 5: Fraction(3, 19), 6: Fraction(1, 19)}


def test_at_most_two_treasures_per_tile_per_turn_and_one_piece_each():
    state, h = treasure_tile(workers=1)
    state.apply(TakeTreasure(0, h))
    state.apply(TreasureDraw(0, 0))
    with pytest.raises(gamekit.IllegalAction, match="one own piece on the tile for each treasure"):
        state.apply(TakeTreasure(0, h))
    state, h = treasure_tile(workers=3)
    state.ap = 10
    for motif in (0, 1):
        state.apply(TakeTreasure(0, h))
        state.apply(TreasureDraw(0, motif))
    state.ap = 10                                  # even with AP to spare
    with pytest.raises(gamekit.IllegalAction, match="at most 2 treasures per tile per turn"):
        state.apply(TakeTreasure(0, h))


def test_the_leader_acts_as_one_piece_on_a_treasure_or_temple_tile():
    """Rule book, Účastníci expedice: "Při jakékoli činnosti např. vyzvedávání pokladů
    nebo odhalování chrámů je vedoucí expedice rovnocenný s ostatními členy týmu" (in any
    action, taking treasures or uncovering temples, the leader is the equal of the other
    members); he is worth 3 "pouze v případě Hodnocení, kdy se jedná o určení většiny"
    (only in scoring, for the majority). Vyzvednutí pokladu: "I v tomto případě platí
    vedoucí expedice jako normální člen výpravy" (here too he is an ordinary member)."""
    state, h = treasure_tile(workers=0, leader=True)
    state.apply(TakeTreasure(0, h))                 # he is a piece: one treasure ...
    state.apply(TreasureDraw(0, 0))
    with pytest.raises(gamekit.IllegalAction, match=r"for each treasure taken there this "
                       r"turn \(Red has 1 at \(2,3\)\)"):
        state.apply(TakeTreasure(0, h))             # ... and only one, not 3 pieces' worth
    state, h = treasure_tile(workers=1, leader=True)
    for motif in (0, 1):                            # with a worker: two pieces, two treasures
        state.apply(TakeTreasure(0, h))
        state.apply(TreasureDraw(0, motif))
    assert (state.tokens[h], state.hands[0][:2], state.ap) == (2, [1, 1], 4)
    state, h = temple_with(workers=1, leader=True)
    put(state, 1, 0, 3, workers=3)
    state.apply(Uncover(0, h, 2))
    state.apply(Uncover(0, h, 3))                   # two pieces, two levels
    assert state.temple[h] == 3 and temple_owner(state, h) == 0      # the majority: 3 + 1 > 3


def test_an_empty_treasure_tile_gives_nothing():
    state, h = treasure_tile()
    state.tokens[h] = 0
    assert not [a for a in state.legal_actions() if isinstance(a, TakeTreasure)]


# -- exchanges -----------------------------------------------------------------------------------
def test_exchange_single_for_single_for_3_ap_the_other_cannot_refuse():
    state = position()
    state.hands[0][0] = 1
    state.hands[1][1] = 1
    action = find(state, f"Red swaps a {MOTIFS[0]} for Black's {MOTIFS[1]} for 3 AP")
    state.apply(action)
    assert state.hands == [[0, 1, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0]]
    assert state.ap == 7 and state.current_player == 0     # Black is not asked


def test_pairs_and_triples_cannot_be_split():
    state = position()
    state.hands[0] = [2, 0, 3, 1, 0, 0, 0, 0]
    state.hands[1] = [0, 2, 0, 0, 1, 0, 0, 0]
    swaps = [a for a in state.legal_actions() if isinstance(a, Exchange)]
    assert [(a.give, a.take) for a in swaps] == [(3, 4)]
    with pytest.raises(gamekit.IllegalAction, match="pairs and triples cannot be split"):
        state.apply(Exchange(0, 0, 1, 4))
    with pytest.raises(gamekit.IllegalAction, match="pairs and triples cannot be split"):
        state.apply(Exchange(0, 3, 1, 1))


def test_a_swap_may_make_a_pair():
    state = position()
    state.hands[0] = [1, 1, 0, 0, 0, 0, 0, 0]
    state.hands[1] = [0, 0, 0, 0, 0, 0, 0, 1]
    assert Exchange(0, 0, 1, 7) in state.legal_actions()
    state.hands[1] = [1, 0, 0, 0, 0, 0, 0, 0]           # the same motif for the same: no swap [D]
    assert not [a for a in state.legal_actions() if isinstance(a, Exchange) and a.give == a.take]


# -- camps -----------------------------------------------------------------------------------------
def test_build_a_camp_on_jungle_for_5_ap_without_a_piece_there():
    state = position()
    h = lay(state, "A3", 2, 3)
    state.apply(find(state, "Red builds a camp at (2,3) for 5 AP"))
    assert state.camp[h] == 0 and state.camp_hexes[0] == [h] and state.ap == 5
    assert "Red deploys a worker at his camp (2,3) for 1 AP" in texts(state)


def test_camps_only_on_jungle_or_emptied_treasure_tiles():
    state = position()
    t = lay(state, "A2", 2, 3)
    temple = lay(state, "A1", 2, 2)
    with pytest.raises(gamekit.IllegalAction, match="still has treasures"):
        state.apply(BuildCamp(0, t))
    with pytest.raises(gamekit.IllegalAction, match="jungle tile or an emptied treasure tile"):
        state.apply(BuildCamp(0, temple))
    state.tokens[t] = 0
    state.apply(BuildCamp(0, t))
    assert state.camp[t] == 0


def test_one_camp_per_tile_two_per_player():
    state = position(players=3)
    a, b, c = lay(state, "A3", 2, 3), lay(state, "B3", 2, 2), lay(state, "B4", 3, 3)
    state.camp[a], state.camp_hexes[1] = 1, [a]
    with pytest.raises(gamekit.IllegalAction, match="already a camp"):
        state.apply(BuildCamp(0, a))
    state.ap = 20
    state.apply(BuildCamp(0, b))
    state.apply(BuildCamp(0, c))
    assert not [x for x in state.legal_actions() if isinstance(x, BuildCamp)]
    with pytest.raises(gamekit.IllegalAction, match="at most 2 camps"):
        state.apply(BuildCamp(0, H(1, 3)))


# -- guards ----------------------------------------------------------------------------------------
def test_a_guard_needs_a_strict_majority_leader_counting_3():
    state, h = temple_with(leader=True)
    put(state, 1, 0, 3, workers=3)                       # 3 against 3: a tie
    with pytest.raises(gamekit.IllegalAction, match="strict majority"):
        state.apply(PlaceGuard(0, h, True, 0, False))
    put(state, 0, 0, 3, workers=1)                       # 4 against 3
    assert "Red guards the temple at (0,3) with a worker for 5 AP; the leader leaves the game" \
        in texts(state)
    assert "Red guards the temple at (0,3) with the leader for 5 AP; 1 worker leaves the game" \
        in texts(state)


def test_the_guards_other_pieces_leave_the_game_others_stay():
    state, h = temple_with(workers=3, leader=True)
    put(state, 1, 0, 3, workers=2)
    action = find(state, "Red guards the temple at (0,3) with a worker for 5 AP; "
                         "the leader and 2 workers leave the game")
    state.apply(action)
    assert state.guard[h] == 0 and state.guards[0] == 1 and state.ap == 5
    assert state.workers[0][h] == 0 and state.out[0] == 2 and state.leader[0] == Aside.OUT
    assert state.workers[1][h] == 2                 # Black's pieces stay ...
    assert temple_owner(state, h) == 0                   # ... but the temple is Red's
    assert not [a for a in state.legal_actions() if hasattr(a, "leader") and a.leader]  # leader gone
    # pieces that left never return: 18 - 3 on the board... 2 out, 1 guard, 15 in supply
    assert state.supply[0] == 15


def test_the_leader_may_be_the_guard():
    state, h = temple_with(workers=1, leader=True)
    state.apply(PlaceGuard(0, h, True, 1, False))
    assert state.leader[0] == Aside.GUARDING and state.out[0] == 1 and state.guard_is_leader[h]


def test_at_most_two_guards_and_one_per_temple():
    state, h = temple_with(workers=1)
    state.guards[0] = 2
    with pytest.raises(gamekit.IllegalAction, match="at most 2 guards"):
        state.apply(PlaceGuard(0, h, False, 0, False))
    state.guards[0], state.guard[h] = 0, 1
    with pytest.raises(gamekit.IllegalAction, match="already guarded"):
        state.apply(PlaceGuard(0, h, False, 0, False))


def test_others_still_move_through_a_guarded_temple():
    state, h = temple_with(workers=1, player=1)
    state.guard[h] = 0
    put(state, 1, 0, 3, workers=1)
    assert "Black moves a worker from (0,3) to (0,4) for 2 AP" in texts(state)


# -- the 10 action points ------------------------------------------------------------------------
def test_ten_ap_then_the_turn_ends_by_itself():
    state = gamekit.load("tikal", players=2).new_initial_state()
    state.apply(state.chance_outcomes()[2][0])
    state.apply(state.legal_actions()[0])
    assert state.ap == 10
    for _ in range(10):
        state.apply(find(state, "Red deploys a worker at the base camp (0,4) for 1 AP"))
    assert state.supply[0] == 8
    assert (state.current_player, state.player) == (gamekit.CHANCE, 1)   # Black draws next
    assert state.log[-1] == "Red has spent all 10 AP."


def test_end_turn_loses_the_unused_ap():
    state = position()
    assert texts(state)[-1] == "Red ends the turn (10 AP unused)"
    state.apply(EndTurn(0, 10))
    assert state.player == 1


def test_nothing_costs_more_than_the_ap_left():
    state, h = temple_with(workers=2, leader=True)
    state.ap = 1
    costs = {type(a).__name__ for a in state.legal_actions()}
    assert "Uncover" not in costs and "PlaceGuard" not in costs
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match="costs 2 AP"):
        state.apply(Uncover(0, h, 2))
    assert snapshot(state) == before


def test_a_wrong_players_action_names_whose_turn_it_is():
    state, h = temple_with(workers=1)
    with pytest.raises(gamekit.IllegalAction, match="it is Red's decision"):
        state.apply(EndTurn(1, 10))
