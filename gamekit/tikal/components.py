"""Pieces, action points, costs, limits and supplies (``data/actions.json``, ``supply.json``;
Tikal rule book, Hra obsahuje and Realizace 10 akčních bodů)."""
from __future__ import annotations

from ..core.data import load_json

_ACTIONS = load_json(__package__, "actions.json")
_SUPPLY = load_json(__package__, "supply.json")

WORKERS: int = _ACTIONS["pieces"]["workers"]
CAMPS: int = _ACTIONS["pieces"]["camps"]
LEADER_STRENGTH: int = _ACTIONS["pieces"]["leader_strength"]
WORKER_STRENGTH: int = _ACTIONS["pieces"]["worker_strength"]
ACTION_POINTS: int = _ACTIONS["action_points"]["per_turn"]
COST: dict[str, int] = {c["action"]: c["ap"] for c in _ACTIONS["costs"]}
DEPLOY = COST["deploy"]
CAMP_TO_CAMP = COST["camp to camp"]
UNCOVER = COST["uncover a temple level"]
TAKE = COST["take a treasure"]
EXCHANGE = COST["exchange a treasure"]
BUILD_CAMP = COST["build a camp"]
GUARD = COST["place a guard"]
LIMIT: dict[str, int] = {c["limit"]: c["value"] for c in _ACTIONS["limits"]}
LEVELS_PER_TURN = LIMIT["levels per temple per turn"]
TREASURES_PER_TURN = LIMIT["treasures per tile per turn"]
GUARDS: int = LIMIT["guards per player"]
assert LIMIT["camps per player"] == CAMPS
EXPERT_START: int = _ACTIONS["expert"]["start_score"]

LEVEL_COUNTS: tuple[int, ...] = tuple(
    next((e["count"] for e in _SUPPLY["temple_levels"] if e["value"] == v), 0) for v in range(11))
"""LEVEL_COUNTS[v]: temple level tiles of value v in the supply (48 in all)."""
TOP_LEVEL = max(e["value"] for e in _SUPPLY["temple_levels"])
assert sum(LEVEL_COUNTS) == 48
MOTIFS: tuple[str, ...] = tuple(m["name"] for m in _SUPPLY["treasure_motifs"])
COPIES: int = _SUPPLY["treasure_copies"]["copies"]
SET_POINTS: tuple[int, ...] = tuple(_SUPPLY["treasure_set_points"]["points"])
"""SET_POINTS[k]: points for k treasures of one motif (rule book, Hodnocení pokladů: 1, 3, 6)."""
assert len(MOTIFS) * COPIES == 24


def motif_name(m: int, count: int = 1) -> str:
    """'a jade mask', '2 jade masks'."""
    word = MOTIFS[m]
    if count == 1:
        return ("an " if word[0] in "aeiou" else "a ") + word
    return f"{count} {word}es" if word.endswith("x") else f"{count} {word}s"


COLOURS: tuple[str, ...] = tuple(_ACTIONS["colours"]["names"])
"""Seat p plays COLOURS[p]; seat 0 is the oldest player, who starts (rule book,
POSTUP HRY)."""


def seat(p: int) -> str:
    return COLOURS[p]
