"""Reading the components in ``data/``: every entry says where it comes from."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "data"


@cache
def load_json(game: str, name: str) -> dict:
    """``data/<game>/<name>``, parsed (read once per process; treat it as read-only)."""
    with open(DATA / game / name, encoding="utf-8") as f:
        return json.load(f)
