"""An action is checked by the rule it must keep, not by listing every legal action:
the checks must accept exactly the actions that ``legal_actions`` lists. Every legal
action, and every action one field away from one (another hex, cost, value, player,
piece ...), is tried at decision points of random games."""
import dataclasses
import random

import pytest

import gamekit
from gamekit.tikal import rules
from gamekit.tikal.actions import (
    BuildCamp,
    Deploy,
    DrawTile,
    EndTurn,
    Exchange,
    Move,
    PlaceGuard,
    PlaceTile,
    RevealTile,
    TakeTreasure,
    TreasureDraw,
)
from gamekit.tikal.components import WORKERS
from gamekit.tikal.hexes import HEXES
from gamekit.tikal.state import Phase
from gamekit.tikal.tiles import BASE, BY_ID, TILES
from tests.conformance.malformed import check
from tests.decisions import decision_points

from .position import H, lay, position, put, snapshot


def variants(action):
    """``action`` with one field changed, in every way that stays well formed."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, bool):
            others = [not value]
        elif isinstance(value, int):
            others = sorted({value - 1, value + 1, 0, 3, HEXES - 1, 4} - {value})
        elif isinstance(value, tuple):
            others = [tuple(reversed(value)), (0,) * len(value), (1,) * len(value)]
        else:
            continue
        for other in others:
            yield dataclasses.replace(action, **{f.name: other})


@pytest.mark.parametrize("players,version", [(2, "basic"), (4, "basic"), (3, "expert")])
def test_the_checks_accept_exactly_the_legal_actions(players, version):
    game = gamekit.load("tikal", players=players, version=version)
    rng = random.Random(players)
    tried = 0
    for n, (state, _) in enumerate(decision_points(game, 2, seed=players)):
        if n % 3:
            continue
        legal = state.legal_actions()
        allowed = rules.HANDLERS[state.phase][0]
        listed = set(legal)
        for action in legal:
            assert allowed(state, action), action
            for other in variants(action):
                if rng.random() < 0.3:
                    assert allowed(state, other) == (other in listed), (str(other), state.phase)
                    tried += 1
    assert tried > 2000


def test_a_tile_that_fits_nowhere_is_checked_like_its_listed_placements():
    """[D] With no stone path anywhere, any space next to the explored area will do:
    the check agrees with the list there too."""
    state = position()
    for tile_id, (x, y) in zip(["B1", "D3", "F2"], [(6, 0), (6, 1), (7, 1)]):
        lay(state, tile_id, x, y)
    others = [t.id for t in TILES if t.type != "volcano"]
    free = [h for h in range(HEXES) if state.board.layout.tiles[h] is None and h != H(7, 0)]
    for tile_id, h in zip(others, free):
        lay(state, tile_id, *divmod(h, 5))
    tile = BY_ID[others[-1]].index
    state.stacks = [[t for t in stack if t != tile] for stack in state.stacks]
    state.tile, state.phase = tile, Phase.PLACE
    legal = state.legal_actions()
    assert len(legal) == 6
    allowed = rules.HANDLERS[Phase.PLACE][0]
    for action in legal:
        assert allowed(state, action)
        for other in variants(action):
            assert allowed(state, other) == (other in legal)


# -- malformed input ---------------------------------------------------------------------------
@pytest.mark.parametrize("players,version", [(2, "basic"), (3, "expert")])
def test_malformed_input_is_refused_and_changes_nothing_in_every_version(players, version):
    """The conformance suite's malformed input (a huge int, a negative index, a float,
    a text ... in every field) at decision points and chance steps of both versions."""
    found = check(gamekit.load("tikal", players=players, version=version), games=2, seed=players)
    assert found.tried > 2000
    assert not found.faults, found.faults[:5]


@pytest.mark.parametrize("bad", [
    TreasureDraw(0, 10 ** 30), TreasureDraw(-1, 0), DrawTile(0, -10 ** 30), RevealTile(10 ** 30),
    PlaceTile(0, 10 ** 30, 3, 0, (1, 0, 0, 0, 0, 0)), PlaceTile(0, 0, 3, 0, (1, 0, 0, 0, 0, 0, 2)),
    Exchange(0, 10 ** 30, 1, 0), Exchange(0, 0, -10 ** 30, 1), Move(0, False, 10 ** 30, 3, 2)])
def test_an_error_message_never_looks_up_an_unchecked_value(bad):
    """The text of the refusal writes such an action as it was built, and names the rule."""
    state = position()
    put(state, 0, 0, 3, workers=1)
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match=r"Tikal: .*(not possible now|chance outcome|not a hex|"
                       r"single treasure|no such piece|Red's decision)"):
        state.apply(bad)
    assert snapshot(state) == before


# -- each refusal names its rule --------------------------------------------------------------
def spend_on_deploying(state, ap_left: int) -> None:
    """Deploy workers on the base camp (1 AP each) until ``ap_left`` AP are left."""
    while state.ap > ap_left:
        state.apply(Deploy(0, False, BASE))


def refused(state, action, rule: str) -> None:
    before = snapshot(state)
    with pytest.raises(gamekit.IllegalAction, match=rf"^Tikal: .*{rule}"):
        state.apply(action)
    assert snapshot(state) == before


def test_taking_a_treasure_is_refused_without_its_3_ap():
    state = position()
    h = lay(state, "A2", 2, 3)               # a treasure tile
    put(state, 0, 2, 3, workers=1)
    spend_on_deploying(state, 2)
    refused(state, TakeTreasure(0, h), r"taking a treasure costs 3 AP \(2 left\)")


def test_building_a_camp_is_refused_without_its_5_ap():
    state = position()
    lay(state, "A3", 2, 3)                   # a jungle tile
    spend_on_deploying(state, 4)
    refused(state, BuildCamp(0, H(2, 3)), r"building a camp costs 5 AP \(4 left\)")


def test_placing_a_guard_is_refused_without_its_5_ap():
    state = position()
    lay(state, "A4", 2, 3)                   # a temple
    put(state, 0, 2, 3, workers=2)
    spend_on_deploying(state, 4)
    refused(state, PlaceGuard(0, H(2, 3), False, 1, False), r"placing a guard costs 5 AP \(4 left\)")


def test_a_piece_is_deployed_only_on_a_camp_and_only_from_the_supply():
    state = position()
    lay(state, "A3", 2, 3)
    refused(state, Deploy(0, False, H(2, 3)), "pieces are deployed only on the base camp or an own camp")
    state.apply(Deploy(0, True, BASE))
    refused(state, Deploy(0, True, BASE), "leader is not in the supply")
    put(state, 0, 2, 3, workers=WORKERS)     # every worker out of the supply
    refused(state, Deploy(0, False, BASE), "has no worker left in the supply")


def test_a_move_goes_to_another_hex_it_can_reach():
    state = position()
    state.apply(Deploy(0, False, BASE))
    refused(state, Move(0, False, BASE, BASE, 1), "a move takes a piece to another hex")
    refused(state, Move(0, False, BASE, H(7, 0), 3), r"\(7,0\) cannot be reached from \(0,4\)")


def test_nothing_is_applied_once_the_game_is_over():
    final = gamekit.play(gamekit.load("tikal", players=2), seed=1)
    refused(final, EndTurn(0, 0), "the game is over")
