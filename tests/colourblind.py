"""Are a picture's categories still apart for a reader with deuteranopia (the commonest
colour blindness)? Colours are simulated with Machado, Oliveira and Fernandes (2009),
severity 1, and compared by their CIE76 colour difference in CIELAB.

    too_close(["tab:green", "tab:red"])     # pairs a deuteranope cannot tell apart
    figure_colours(fig)                      # the fill and line colours a figure uses
"""
from __future__ import annotations

from itertools import combinations

import numpy as np
from matplotlib.colors import to_rgb

DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968],
                         [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])
"""Machado et al. 2009, deuteranomaly at severity 1.0, on linear RGB."""
APART = 12.0
"""Colour difference (CIE76) below which two categories are taken as one."""


def _linear(rgb: np.ndarray) -> np.ndarray:
    return np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)


def _lab(linear: np.ndarray) -> np.ndarray:
    xyz = linear @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722],
                             [0.0193, 0.1192, 0.9505]]).T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)


def as_deuteranope(colour) -> np.ndarray:
    """A colour (any matplotlib colour) as a deuteranope sees it, in CIELAB."""
    linear = _linear(np.array(to_rgb(colour)))
    return _lab(np.clip(linear @ DEUTERANOPIA.T, 0, 1))


def too_close(colours, apart: float = APART) -> list[tuple]:
    """The pairs of ``colours`` that a deuteranope sees within ``apart`` of each other."""
    seen = {c if isinstance(c, str) else tuple(c): as_deuteranope(c) for c in colours}
    return [(a, b) for a, b in combinations(seen, 2)
            if float(np.linalg.norm(seen[a] - seen[b])) < apart]


def figure_colours(fig) -> set[tuple[float, float, float]]:
    """The colours a figure fills patches and draws lines with (white, black and the
    greys of axes and text left out)."""
    found = set()
    for ax in fig.axes:
        for patch in ax.patches:
            found.add(tuple(round(v, 3) for v in to_rgb(patch.get_facecolor())))
        for line in ax.lines:
            found.add(tuple(round(v, 3) for v in to_rgb(line.get_color())))
        for collection in ax.collections:
            for colour in collection.get_facecolors():
                found.add(tuple(round(v, 3) for v in colour[:3]))
    return {c for c in found if max(c) - min(c) > 0.05}
