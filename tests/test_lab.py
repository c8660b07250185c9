"""`make lab` starts a JupyterLab that serves the start notebook."""
import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "gamekit-test"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> tuple[int, bytes]:
    """GET with the server's token."""
    request = urllib.request.Request(url, headers={"Authorization": f"token {TOKEN}"})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.status, response.read()


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_lab_serves_the_start_notebook():
    port = free_port()
    env = dict(os.environ, JUPYTER_TOKEN=TOKEN)
    server = subprocess.Popen(["make", "-s", "lab", "NO_BROWSER=1", f"PORT={port}"], cwd=ROOT,
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                status, _ = get(f"{base}/api/status")
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the lab did not start: {server.stderr.read().decode()[-2000:]}")
                time.sleep(0.5)
        assert status == 200
        with urllib.request.urlopen(f"{base}/?token={TOKEN}", timeout=5) as response:
            assert response.url.startswith(f"{base}/lab/tree/00_start_here.ipynb")
            assert b"JupyterLab" in response.read()
        status, body = get(f"{base}/api/contents/00_start_here.ipynb")
        notebook = json.loads(body)
        assert notebook["type"] == "notebook" and notebook["content"]["cells"]
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
