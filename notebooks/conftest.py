"""A notebook that needs an optional extra is skipped, with the reason, when the extra is
not installed (``make test`` then runs every other notebook)."""
import importlib

import pytest

NEEDS = {"99_use_with_openspiel.ipynb": ("pyspiel", "openspiel")}
"""Notebook file -> (module it imports, the extra that installs it)."""


def installed(module: str) -> bool:
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


def pytest_collection_modifyitems(config, items):
    for item in items:
        need = NEEDS.get(item.path.name)
        if need and not installed(need[0]):
            item.add_marker(pytest.mark.skip(
                reason=f"the {need[1]} extra is not installed: pip install -e \".[{need[1]}]\""))
