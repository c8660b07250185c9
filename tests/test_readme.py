"""The README's examples of setting up a position (one per game, under "Strong play")
run as printed and give what their comments say.

A comment ``# → X`` on an expression gives the value's ``repr``; on a ``print`` it
gives one of the lines printed. A trailing ``...`` says the text goes on (inside
quotes, before the closing quote)."""
from __future__ import annotations

import ast
import contextlib
import io
import re
from pathlib import Path

import pytest

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
STRONG_PLAY = README.split("\n## Strong play\n", 1)[1].split("\n## ", 1)[0]
EXAMPLES = {section.split("\n", 1)[0]: block
            for section in STRONG_PLAY.split("\n### ")[1:]
            for block in re.findall(r"```python\n(.*?)```", section, re.S)}
SAYS = "# → "


def expected(comment: str) -> tuple[str, bool]:
    """(the text a comment gives, whether it is only the beginning)."""
    text = comment.strip()
    if text[:1] in ("'", '"') and text.endswith("..." + text[0]):
        text = text[:-1]                    # 'text ...': the text goes on inside the quotes
    if not text.endswith("..."):
        return text, False
    return text.removesuffix("...").rstrip(), True


def said(src: str) -> dict[int, tuple[str, bool]]:
    """The lines of ``src`` with a ``# → `` comment, by line number."""
    return {n: expected(line.split(SAYS, 1)[1])
            for n, line in enumerate(src.splitlines(), 1) if SAYS in line}


def test_every_game_has_an_example_that_says_what_it_gives():
    assert sorted(EXAMPLES) == ["Die Tafelrunde", "Shadows over Camelot", "Tavern Trouble", "Tikal"]
    assert all(said(src) for src in EXAMPLES.values())


def matches(text: str, prefix: bool, got: str) -> bool:
    return got.startswith(text) if prefix else got == text


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_the_readme_example_gives_what_it_says(game):
    src = EXAMPLES[game]
    comments = said(src)
    namespace: dict = {}
    for node in ast.parse(src).body:
        printed = io.StringIO()
        # an expression gives its value; any other statement (a print, a loop) what it prints
        expression = isinstance(node, ast.Expr) and "print(" not in ast.get_source_segment(src, node)
        with contextlib.redirect_stdout(printed):
            if expression:
                value = eval(compile(ast.Expression(node.value), game, "eval"), namespace)
            else:
                exec(compile(ast.Module([node], []), game, "exec"), namespace)
        got = [repr(value)] if expression else printed.getvalue().splitlines()
        for line in range(node.lineno, node.end_lineno + 1):
            if line in comments:
                text, prefix = comments[line]
                assert any(matches(text, prefix, g) for g in got), (text, got)
