"""Reading a game's components, which travel inside its package (``<game>/data/``):
every entry says where it comes from."""
from __future__ import annotations

import json
from functools import cache
from importlib.resources import files


@cache
def load_json(package: str, name: str) -> dict:
    """``<package>/data/<name>``, parsed (read once per process; treat it as read-only):
    ``load_json(__package__, "cards.json")`` from a game's module."""
    return json.loads(files(package).joinpath("data", name).read_text(encoding="utf-8"))
