"""The server's worker processes, which think away from its loop: the coach's hints (up
to a second each) and what a new kind of table may show (seconds of play)."""
from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor

WORKERS = min(4, os.cpu_count() or 1)
"""At most this many (each starts when first needed and costs some 45 MB)."""


def worker() -> None:
    """Start a worker process: leave Ctrl-C to the server, which ends it itself, and
    end with the server should it be killed."""
    server = os.getppid()

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1)
        os._exit(0)

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=watch, daemon=True).start()


def workers() -> ProcessPoolExecutor:
    """The pool of :data:`WORKERS` processes, each started fresh (``spawn``)."""
    return ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"), initializer=worker)
