"""What a term of ended tables costs the classroom server: the time a restart takes,
the memory of its tables and the size of the teacher's dashboard (sent whole at every
move), with many ended tables and a few open ones in the store.

    python benchmarks/ended_tables.py              # 500 ended tables, every game in turn
    python benchmarks/ended_tables.py --ended 100

The ended tables are played to their end by random bots; memory is what Python
allocates while the store is opened again (``tracemalloc``). Standard library only.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gamekit  # noqa: E402
from gamekit.server import pages  # noqa: E402
from gamekit.server.store import SQLiteStore  # noqa: E402
from gamekit.server.tables import ENDED, Hall  # noqa: E402

OPEN = 5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ended", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "classroom.sqlite3"
        hall, games = Hall(SQLiteStore(path)), gamekit.games()
        for n in range(args.ended):
            players = gamekit.load(games[n % len(games)]).num_players
            hall.create(games[n % len(games)], players, n, bots=players, bot_kind="random").set_status(ENDED)
        for n in range(OPEN):
            hall.create("tikal", 2, n)
        tracemalloc.start()
        start = time.perf_counter()
        again = Hall(SQLiteStore(path))
        took = time.perf_counter() - start
        memory = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        dashboard = pages.dashboard_part(again.tables.values(), again.ended.values())
    print(f"{args.ended} ended and {OPEN} open tables: a restart takes {took * 1000:,.0f} ms, "
          f"its tables {memory / 1e6:.1f} MB, the dashboard {len(dashboard.encode()) / 1e3:,.0f} KB")


if __name__ == "__main__":
    main()
