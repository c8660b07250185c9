"""Building Tikal positions for the tests: a state at the start of a player's 10 AP,
tiles laid by hand, pieces put on hexes."""
from __future__ import annotations

import gamekit
from gamekit.tikal.hexes import hex_at
from gamekit.tikal.placing import lay as lay_tile
from gamekit.tikal.state import TikalState, Turn
from gamekit.tikal.tiles import BY_ID, rotate
from gamekit.tikal.turns import start_actions


def H(x: int, y: int) -> int:
    return hex_at(x, y)


def position(players: int = 2, version: str = "basic", player: int = 0) -> TikalState:
    """A new game at the start of ``player``'s 10 AP, only the printed spaces explored."""
    state = gamekit.load("tikal", players=players, version=version).new_initial_state()
    start_actions(state, player, Turn.NORMAL)
    return state


def lay(state: TikalState, tile_id: str, x: int, y: int, turns: int = 0,
        stones: tuple[int, ...] | None = None) -> int:
    """Put tile ``tile_id`` on (x, y) (taken out of its stack); ``stones`` overrides its edges."""
    tile = BY_ID[tile_id]
    for stack in state.stacks:
        if tile.index in stack:
            stack.remove(tile.index)
    h = H(x, y)
    lay_tile(state, tile.index, h, turns, tuple(stones) if stones else rotate(tile.stones, turns))
    return h


def put(state: TikalState, player: int, x: int, y: int, workers: int = 0,
        leader: bool = False) -> int:
    """Put ``workers`` (and the leader) of ``player`` on (x, y) from his supply."""
    h = H(x, y)
    state.workers[h * state.n + player] += workers
    state.supply[player] -= workers
    if leader:
        state.leader[player] = h
    return h


def texts(state: TikalState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def find(state: TikalState, text: str):
    """The legal action that reads ``text`` (fails the test if there is none)."""
    for a in state.legal_actions():
        if str(a) == text:
            return a
    raise AssertionError(f"{text!r} is not legal; legal: {texts(state)[:40]}")


def snapshot(state: TikalState) -> str:
    import json
    return json.dumps([state.to_json(), state.view(0), [str(a) for a in state.legal_actions()],
                       state.log, state.ap, state.phase], sort_keys=True, default=str)
