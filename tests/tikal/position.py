"""Building Tikal positions for the tests, through the public set-up functions
(``gamekit.tikal.setup``), and reading what is legal there."""
from __future__ import annotations

from gamekit.tikal.hexes import hex_at
from gamekit.tikal.setup import give, position
from gamekit.tikal.setup import lay as lay_on
from gamekit.tikal.setup import put as put_on
from gamekit.tikal.state import TikalState

__all__ = ["H", "find", "give", "lay", "position", "put", "snapshot", "texts"]


def H(x: int, y: int) -> int:
    return hex_at(x, y)


def lay(state: TikalState, tile_id: str, x: int, y: int, turns: int = 0,
        stones: tuple[int, ...] | None = None) -> int:
    """Put tile ``tile_id`` on (x, y) (taken out of its stack); ``stones`` overrides its edges."""
    return lay_on(state, tile_id, (x, y), turns, stones)


def put(state: TikalState, player: int, x: int, y: int, workers: int = 0,
        leader: bool = False) -> int:
    """Put ``workers`` (and the leader) of ``player`` on (x, y) from his supply."""
    return put_on(state, player, (x, y), workers, leader)


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
    return json.dumps([[str(a) for a in state.history], [state.view(p) for p in range(state.n)],
                       [str(a) for a in state.legal_actions()], state.log, state.ap, state.phase],
                      sort_keys=True, default=str)
