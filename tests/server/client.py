"""A pupil's and a teacher's device without a browser: HTTP forms and the page's
websocket, spoken to with Tornado's own client."""
from __future__ import annotations

import asyncio
import json
import re
from concurrent.futures import ThreadPoolExecutor
from http.cookies import SimpleCookie
from urllib.parse import urlencode

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect


def run(coroutine):
    """Run ``coroutine`` to its end in a thread of its own (the browser tests' driver
    keeps an event loop running in this one)."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


class Device:
    """One browser's cookies, for forms and sockets."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.cookies: dict[str, str] = {}
        self.set_cookie_headers: list[str] = []

    def _headers(self) -> dict:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}

    async def request(self, path: str, form: dict | None = None):
        response = await AsyncHTTPClient().fetch(HTTPRequest(
            self.base + path, method="POST" if form is not None else "GET",
            body=urlencode(form) if form is not None else None, headers=self._headers(),
            follow_redirects=False), raise_error=False)
        for header in response.headers.get_list("Set-Cookie"):
            self.set_cookie_headers.append(header)
            for key, morsel in SimpleCookie(header).items():
                self.cookies[key] = morsel.value
        return response

    async def socket(self, path: str) -> WebSocketClientConnection:
        ws_base = self.base.replace("http://", "ws://")
        return await websocket_connect(HTTPRequest(ws_base + path, headers={
            **self._headers(), "Origin": self.base}))


async def sign_in(base: str, pin: str) -> Device:
    teacher = Device(base)
    response = await teacher.request("/teacher", {"pin": pin})
    assert response.code == 302, response.code
    return teacher


async def join(base: str, code: str, name: str, seat: int) -> Device:
    pupil = Device(base)
    response = await pupil.request(f"/join/{code}", {"name": name, "seat": str(seat)})
    assert response.code == 302, response.body
    return pupil


async def message(socket: WebSocketClientConnection) -> dict:
    """The next message with the page's words (or a refusal); a picture's name, sent
    apart once it is drawn, is passed over."""
    while True:
        text = await socket.read_message()
        assert text is not None, "the socket closed"
        data = json.loads(text)
        if set(data) != {"picture"}:
            return data


def choices(html: str, kind: str = "gk-choice") -> list[str]:
    """The choices a pupil's page offers (``kind="gk-play"``: those its hint plays)."""
    import html as h
    return [h.unescape(c) for c in re.findall(rf"class='{kind}' data-choice='([^']*)'", html)]
