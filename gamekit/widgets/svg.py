"""SVG as text, for the boards the table draws: elements, text, a spot to click, a key.

Every attribute and every text is escaped. A *spot* is a group with ``data-spot``
(what the table's module makes clickable) and a transparent hit shape on top, which
the page outlines while the spot can be chosen. Sizes are in the board's own units;
the boards are laid out near the size they are shown at on a 1920 x 1080 projector,
so a font size of 16 reads as about 16 px there.
"""
from __future__ import annotations

import math
from html import escape
from typing import Any

FONT = "DejaVu Sans, Verdana, sans-serif"
SMALLEST = 15
"""The smallest text on any board (units of its viewBox)."""


def attrs(values: dict[str, Any]) -> str:
    """``key="value"`` pairs; ``font_size`` is written font-size, ``class_`` class;
    None leaves an attribute out."""
    return "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(str(v), quote=True)}"'
                   for k, v in values.items() if v is not None)


def el(name: str, *children: str, **values: Any) -> str:
    """An element with its children (already SVG text)."""
    inner = "".join(children)
    return f"<{name}{attrs(values)}>{inner}</{name}>" if inner else f"<{name}{attrs(values)}/>"


def text(x: float, y: float, words: Any, size: float = 16, anchor: str = "middle", **values: Any) -> str:
    """Text centred on (x, y) by default (``anchor`` start or end to align)."""
    if size < SMALLEST:
        raise ValueError(f"text of {size} units is too small to read from the back of a room")
    return el("text", escape(str(words)), x=round(x, 1), y=round(y, 1), font_size=size,
              text_anchor=anchor, dominant_baseline="central", **values)


def title(words: str) -> str:
    """A tooltip for the element it is inside."""
    return f"<title>{escape(words)}</title>"


HIT = {"class_": "gk-hit", "fill": "transparent"}
"""What makes a shape a spot's hit shape: the page outlines it where it can be chosen;
drawn alone (a picture, as the classroom server sends it) it is not seen."""


def spot(name: str, hit: str, *children: str, tip: str = "") -> str:
    """A clickable place on the board: ``children`` drawn, then ``hit`` (a shape drawn
    with :data:`HIT`) over them."""
    return el("g", title(tip) if tip else "", *children, hit, data_spot=name)


def polygon(points: list[tuple[float, float]], **values: Any) -> str:
    return el("polygon", points=" ".join(f"{x:.1f},{y:.1f}" for x, y in points), **values)


def hexagon(cx: float, cy: float, r: float, **values: Any) -> str:
    """A flat-topped hexagon of outer radius ``r``."""
    return polygon([(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
                    for i in range(6)], **values)


def svg(width: float, height: float, *children: str, label: str = "") -> str:
    """A whole board, scaling to its box (a viewBox and no fixed size)."""
    return el("svg", title(label) if label else "", *children, xmlns="http://www.w3.org/2000/svg",
              viewBox=f"0 0 {width:g} {height:g}", preserveAspectRatio="xMidYMin meet", font_family=FONT, role="img",
              aria_label=label or None)


def swatch(*children: str, width: float = 34, height: float = 34) -> str:
    """A small picture for a key, inline in HTML."""
    return el("svg", *children, xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {width:g} {height:g}",
              width=width, height=height, aria_hidden="true")


def key(entries: list[tuple[str, str]]) -> str:
    """The key of a board as HTML: a swatch and its meaning per entry."""
    return "".join(f"<span class='gk-key-entry'>{picture} {escape(words)}</span>"
                   for picture, words in entries)
