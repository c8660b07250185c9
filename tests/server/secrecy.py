"""What a seat must never receive: the other seats' private lines, as their own pages
word them (the lines of ``describe(view(other))`` that differ from the reader's), and
their seat tokens. Used on pages, websocket frames and heap snapshots alike."""
from __future__ import annotations

import html
import re

from gamekit.core.protocol import State
from gamekit.widgets.faces import game_faces


def plain(fragment: str) -> str:
    """The text of an HTML fragment, spaces squeezed."""
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", fragment)).split())


def lines(state: State, seat: int) -> set[str]:
    """The lines of the seat's own description of its view."""
    text = game_faces(state.game.name).describe(state.view(seat), "What you see")
    return {plain(line) for line in re.split(r"<br\s*/?>|</tr>|</li>", text) if plain(line)}


def secrets_of_others(state: State, seat: int) -> set[str]:
    """The lines other seats' pages would show and the seat's own page would not: what
    ``seat`` must never receive (empty in a game without hidden information)."""
    mine = lines(state, seat)
    return {line for other in range(state.game.num_players) if other != seat
            for line in lines(state, other) - mine if len(line) > 12}


def secrets_of_everyone(state: State) -> set[str]:
    """Every seat's private lines: what the projector and the dashboard must never show."""
    public = set.intersection(*(lines(state, p) for p in range(state.game.num_players)))
    return {line for p in range(state.game.num_players) for line in lines(state, p) - public
            if len(line) > 12}


def leaks(received: str, secrets: set[str]) -> list[str]:
    """The secrets found in what was received (text, HTML, JSON frames or a heap
    snapshot), looked for as text and as HTML, squeezed."""
    haystacks = {" ".join(received.split()), plain(received), plain(received.replace("\\\"", "\""))}
    return sorted(s for s in secrets if any(s in h for h in haystacks))
