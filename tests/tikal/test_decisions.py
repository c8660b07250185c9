"""Decisions where the rules are silent ([D], docs/decisions/tikal.md) not pinned elsewhere."""
import gamekit
from gamekit.tikal import turns
from gamekit.tikal.actions import BuildCamp
from gamekit.tikal.components import COLOURS, MOTIFS

from .position import H, position


def test_seat_0_starts_nobody_has_pieces_and_basic_scores_start_at_0():
    state = gamekit.load("tikal", players=4).new_initial_state()
    assert state.player == 0 and state.score == [0, 0, 0, 0]
    assert sum(map(sum, state.workers)) == 0 and state.supply == [18] * 4
    assert all(cell["workers"] == [0] * 4 and not cell["leaders"] for cell in state.view(0)["board"])
    assert state.view(0)["leader_status"] == ["supply"] * 4


def test_the_printed_jungle_takes_a_camp():
    state = position()
    state.apply(BuildCamp(0, H(1, 3)))
    assert state.camp[H(1, 3)] == 0


def test_expert_final_order_on_a_full_tie_starts_left_of_the_last_placer():
    state = gamekit.load("tikal", players=4, version="expert").new_initial_state()
    state.score, state.last_placer = [20, 20, 20, 20], 1
    assert turns.final_order(state) == [2, 3, 0, 1]      # the last placer goes last
    state.score = [20, 5, 20, 20]
    assert turns.final_order(state) == [1, 2, 3, 0]      # lowest first, whoever he is


def test_colours_and_motif_names_are_labels():
    assert COLOURS == ("Red", "Black", "Orange", "Natural")
    assert len(set(MOTIFS)) == 8
