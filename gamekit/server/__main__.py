"""``python -m gamekit.server`` (``make classroom``): start the classroom server.

Loopback by default; ``--host 0.0.0.0`` serves the room's network and prints the
address to join, with a QR code. The teacher's page is behind ``--pin`` (a random one
is made and printed when none is given).
"""
from __future__ import annotations

import argparse
import asyncio
import secrets
import signal
import socket
import sys

import psutil
import segno

from .app import Classroom, application
from .public import options_key, work_out
from .store import SQLiteStore
from .workers import workers


def room_addresses() -> list[str]:
    """This machine's IPv4 addresses on its network interfaces, loopback left out."""
    found = {a.address for addresses in psutil.net_if_addrs().values() for a in addresses
             if a.family == socket.AF_INET}
    return sorted(a for a in found if not a.startswith("127."))


def join_url(host: str, port: int) -> str:
    if host in ("0.0.0.0", ""):
        addresses = room_addresses()
        host = addresses[0] if addresses else socket.gethostname()
    return f"http://{host}:{port}/"


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m gamekit.server", description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="127.0.0.1 (this machine) or 0.0.0.0 (the room)")
    parser.add_argument("--port", type=int, default=8800)
    parser.add_argument("--pin", default="", help="the teacher's PIN (default: a random one, printed)")
    parser.add_argument("--store", default="classroom.sqlite3", help="the SQLite file that keeps the tables")
    return parser.parse_args(argv)


async def serve(args: argparse.Namespace) -> None:
    pin = args.pin or f"{secrets.randbelow(10**6):06d}"
    url = join_url(args.host, args.port)
    store = SQLiteStore(args.store)
    executor = workers()
    classroom = Classroom(store, pin, executor, url)
    kinds = {options_key(table.game): table.game for table in classroom.hall.tables.values()}
    await asyncio.gather(*(work_out(game, executor) for game in kinds.values()))
    server = application(classroom).listen(args.port, args.host, xheaders=False)
    print(f"The classroom: pupils join at {url}\nThe teacher's page: {url}teacher  (PIN {pin})\n"
          f"{len(classroom.hall.tables)} table(s) resumed from {args.store}, {len(classroom.hall.ended)} "
          "ended kept there. Ctrl-C stops it.", flush=True)
    if args.host != "127.0.0.1":
        segno.make(url).terminal(compact=True)
        sys.stdout.flush()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    server.stop()
    executor.shutdown(cancel_futures=True)
    store.close()


def main(argv: list[str] | None = None) -> None:
    asyncio.run(serve(arguments(argv)))


if __name__ == "__main__":
    main()
