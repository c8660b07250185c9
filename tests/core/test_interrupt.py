"""Ctrl-C during simulate(workers=...) stops the study and every worker at once, rather
than waiting for the running tasks to finish."""
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

STUDY = textwrap.dedent("""
    import signal, sys, time
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started with it ignored
    import gamekit
    from tests.core.test_interrupt import Slow
    game = gamekit.load("tavern_trouble", players=2)
    print("started", flush=True)
    try:
        gamekit.simulate(game, [Slow(), Slow()], games=40, workers=2, chunk=1)
    except KeyboardInterrupt:
        print("interrupted", flush=True)
""")


class Slow:
    """A bot that thinks for ever: a task of it never ends by itself."""

    def act(self, observation, rng):
        while True:
            time.sleep(0.05)


def workers_left(marker: str) -> list[int]:
    """The processes whose command line holds ``marker`` (forked workers keep it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker in (entry / "cmdline").read_bytes().decode(errors="replace"):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def test_ctrl_c_stops_the_workers_at_once():
    marker = f"gamekit-interrupt-{os.getpid()}"
    study = subprocess.Popen([sys.executable, "-c", STUDY, marker], cwd=ROOT, text=True,
                             stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert study.stdout.readline().strip() == "started"
    time.sleep(1.5)                      # the workers are busy with their endless games
    assert len(workers_left(marker)) >= 3
    study.send_signal(signal.SIGINT)
    out, _ = study.communicate(timeout=60)  # a study that waited for its tasks never ends
    assert "interrupted" in out
    assert workers_left(marker) == []
