"""The kit as a user installs it: a wheel built from the repository plays every game
from any folder, its components read from inside the package, and carries the
classroom server's browser code and the marker that its type hints are for users (PEP 561);
and the examples in its docstrings run as written."""
from __future__ import annotations

import doctest
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import gamekit

ROOT = Path(__file__).resolve().parents[1]

PLAY = """
import json, pathlib, sys
import gamekit
games = {}
for name in gamekit.games():
    final = gamekit.play(gamekit.load(name), seed=1)
    games[name] = [final.is_terminal(), len(final.history), final.returns()]
from gamekit.server.app import STATIC  # the classroom's pages need nothing from the internet
from gamekit.widgets import Classroom  # the table widget carries its script and style
assets = sorted(p.name for p in STATIC.iterdir())
typed = (pathlib.Path(gamekit.__file__).parent / "py.typed").is_file()  # PEP 561: the hints are for users too
print(json.dumps({"module": gamekit.__file__, "games": games, "assets": assets, "typed": typed}))
"""


def test_a_wheel_installed_elsewhere_plays_every_game(tmp_path):
    wheels, site, elsewhere = tmp_path / "wheels", tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(pip + ["wheel", str(ROOT), "--no-deps", "-w", str(wheels)], check=True,
                   capture_output=True)
    wheel = next(wheels.glob("gamekit-*.whl"))
    subprocess.run(pip + ["install", "--no-deps", "--target", str(site), str(wheel)], check=True,
                   capture_output=True)
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run([sys.executable, "-c", PLAY], cwd=elsewhere, env=env, check=True,
                         capture_output=True, text=True).stdout
    found = json.loads(out)
    assert Path(found["module"]).is_relative_to(site), "the installed wheel was not the kit imported"
    assert sorted(found["games"]) == gamekit.games()
    assert found["assets"] == ["classroom.css", "classroom.js"]
    assert found["typed"], "the wheel carries no py.typed: a user's type checker would ignore the kit's hints"
    for name, (over, steps, returns) in found["games"].items():
        here = gamekit.play(gamekit.load(name), seed=1)
        assert over and [steps, returns] == [len(here.history), here.returns()], name


PACKAGE = Path(gamekit.__file__).parent
EXAMPLES = sorted(".".join(("gamekit", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
                  for path in PACKAGE.rglob("*.py") if ">>> " in path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("module", EXAMPLES)
def test_the_examples_in_a_modules_docstrings_run_as_written(module):
    try:
        found = importlib.import_module(module)
    except ImportError as missing:  # an adapter without its extra
        pytest.skip(f"{module} needs {missing.name}")
    assert doctest.testmod(found).failed == 0
