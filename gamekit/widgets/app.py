"""The classroom's server for one device (``make app``): Voila, serving the classroom's
pages and nothing else, guarded.

* **The pages only**: the menu ``classroom.ipynb`` and each game's ``<game>/app.ipynb``;
  any other notebook of the folder is "not found" (no analysis runs for a visitor).
* **A token and the Host header**: every request needs the token (given once in the
  address, then kept in a cookie), and a Host that is this machine, so that neither a
  page of another site nor a renamed address (DNS rebinding) can drive the server.
* **Kernels given back**: a closed tab shuts its kernel down at once (the page's own
  request, refused by plain Voila for a missing ``_xsrf`` cookie, now has it; a browser
  sends it on a best-effort basis, and the culler has what it drops), and a
  page that never connects, or that is idle and disconnected, loses its kernel after
  ``CULL_AFTER`` seconds.
* **A teacher PIN**: six digits drawn here unless ``$GAMEKIT_TEACHER_PIN`` gives one,
  printed with the address, and passed on to the pages' kernels. Each page's kernel
  locks teacher mode after five wrong tries, and a reload brings a new kernel: with six
  digits a class still cannot try them all in a lesson.

``python -m gamekit.widgets.app notebooks --page tikal/app.ipynb --port 8866``
"""
from __future__ import annotations

import argparse
import os
import secrets
import threading
import webbrowser
from pathlib import PurePosixPath
from typing import Any

from jupyter_server.services.contents.largefilemanager import LargeFileManager
from tornado import web
from traitlets import Int
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

from .classroom import PIN_ENV

TOKEN_ENV = "GAMEKIT_APP_TOKEN"
MENU = "classroom.ipynb"
PAGE = "app.ipynb"
CULL_AFTER = 120
"""Seconds a kernel may stay idle with no page connected before it is shut down."""
CULL_EVERY = 20


def is_page(path: str) -> bool:
    """The classroom's pages: the menu, and ``<game>/app.ipynb``."""
    parts = PurePosixPath(path.strip("/")).parts
    return parts == (MENU,) or (len(parts) == 2 and parts[1] == PAGE)


class PagesOnly(LargeFileManager):
    """The folder as the classroom shows it: its pages and the folders that hold one.
    No other file's content is given out (a folder's listing asks for each entry's
    model without content, and then shows the pages only)."""

    def get(self, path: str, content: bool = True, type: str | None = None,
            format: str | None = None, require_hash: bool = False) -> dict:
        path = path.strip("/")
        if content and not (is_page(path) or super().dir_exists(path)):
            raise web.HTTPError(404, "The classroom serves its pages only")
        model = super().get(path, content=content, type=type, format=format, require_hash=require_hash)
        if model["type"] == "directory" and model.get("content"):
            exists = super().file_exists
            model["content"] = [item for item in model["content"] if is_page(item["path"]) or (
                item["type"] == "directory" and exists(f"{item['path']}/{PAGE}"))]
        return model

    def file_exists(self, path: str = "") -> bool:
        return is_page(path) and bool(super().file_exists(path))


class PageHandler(TornadoVoilaHandler):
    """A page, with the ``_xsrf`` cookie that its "tab closed" request sends back."""

    async def get(self, path: str | None = None) -> None:
        self.xsrf_token  # noqa: B018 -- reading it sets the cookie
        await super().get(path)


class ClassroomServer(Voila):
    """Voila as the classroom needs it (see the module)."""

    cull_after = Int(CULL_AFTER, config=True, help="Seconds an idle kernel with no page connected is kept.")

    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        self.config.MappingKernelManager.update(
            {"cull_idle_timeout": self.cull_after, "cull_interval": min(CULL_EVERY, max(1, self.cull_after // 2)),
             "cull_connected": False})

    def init_settings(self) -> dict:
        settings = super().init_settings()
        self.contents_manager = PagesOnly(parent=self, root_dir=self.root_dir)
        return {**settings, "contents_manager": self.contents_manager,
                "allow_remote_access": False, "local_hostnames": ["localhost"]}

    def init_handlers(self) -> list:
        return [(pattern, PageHandler, *rest) if handler is TornadoVoilaHandler else (pattern, handler, *rest)
                for pattern, handler, *rest in super().init_handlers()]


def teacher_pin() -> str:
    """``$GAMEKIT_TEACHER_PIN``, or six random digits (see the module docstring)."""
    return os.environ.get(PIN_ENV) or f"{secrets.randbelow(10 ** 6):06d}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The classroom's pages in Voila, for one device.")
    parser.add_argument("root", help="the folder of the pages (notebooks)")
    parser.add_argument("--page", default=MENU, help="the page the browser opens (default: the menu)")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--no-browser", action="store_true", help="start the server only")
    parser.add_argument("--cull-after", type=int, default=CULL_AFTER,
                        help="seconds an idle kernel with no page connected is kept")
    args = parser.parse_args(argv)
    if not is_page(args.page):
        parser.error(f"{args.page} is not one of the classroom's pages")
    token = os.environ.get(TOKEN_ENV) or secrets.token_urlsafe(18)
    pin = os.environ[PIN_ENV] = teacher_pin()  # the pages' kernels read it
    url = f"http://127.0.0.1:{args.port}/voila/render/{args.page}?token={token}"
    print(f"The classroom: {url}\nTeacher PIN: {pin}  (PIN=… sets another)  Ctrl-C stops the server.",
          flush=True)
    if not args.no_browser:
        threading.Timer(3, webbrowser.open, [url]).start()
    ClassroomServer.launch_instance([args.root, f"--port={args.port}", "--Voila.ip=127.0.0.1",
                                     f"--ClassroomServer.cull_after={args.cull_after}",
                                     "--Voila.port_retries=0", "--no-browser", f"--Voila.token={token}"])


if __name__ == "__main__":
    main()
