"""docs/architecture.md, "Arrows only point down": a module imports only from its own
layer or those below, at the top of the module (no kit import inside a function), and
the imports make no cycle."""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import gamekit

PACKAGE = Path(gamekit.__file__).parent
GAMES = ("tavern_trouble", "tafelrunde", "tikal", "camelot")
FACES = ("widgets", "adapters", "server")
LAYER = {"prob": 0, "core": 1, "bots": 2, **{g: 3 for g in GAMES}, "analysis": 4,
         **{f: 5 for f in FACES}}
"""The layers, from the bottom: what a module of each package may import is at most its own."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p) for p in PACKAGE.rglob("*.py")}


def kit_imports(path: Path, tree: ast.AST) -> list[tuple[str, ast.AST]]:
    """Every module of the kit that ``path`` imports, with the import statement."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            name = ".".join(base + ([node.module] if node.module else []))
            if name.split(".")[0] == "gamekit":
                # "from . import deal" imports the module deal, not only the package
                found += [(f"{name}.{a.name}" if f"{name}.{a.name}" in MODULES else name, node)
                          for a in node.names]
        elif isinstance(node, ast.Import):
            found += [(a.name, node) for a in node.names if a.name.split(".")[0] == "gamekit"]
    return found


def layer(module: str) -> int | None:
    """The layer of a module: its package's, a game's faces (plots, ui) with the faces."""
    parts = module.split(".")
    if len(parts) < 2:
        return None
    if parts[1] in GAMES and len(parts) > 2 and parts[2] in ("plots", "ui", "explorer"):
        return LAYER["widgets"]
    return LAYER.get(parts[1])


def modules() -> dict[Path, ast.Module]:
    return {p: ast.parse(p.read_text()) for p in sorted(PACKAGE.rglob("*.py"))}


def test_the_kit_is_imported_at_the_top_of_each_module():
    inside = []
    for path, tree in modules().items():
        top = set(map(id, tree.body))
        inside += [f"{module_name(path)} imports {name} in a function"
                   for name, node in kit_imports(path, tree) if id(node) not in top]
    assert not inside


def test_arrows_only_point_down():
    upward = []
    for path, tree in modules().items():
        here = layer(module_name(path))
        for name, _ in kit_imports(path, tree):
            there = layer(name)
            if here is not None and there is not None and there > here:
                upward.append(f"{module_name(path)} -> {name}")
    assert not upward


def test_the_imports_make_no_cycle():
    graph = nx.DiGraph()
    for path, tree in modules().items():
        graph.add_edges_from((module_name(path), name) for name, node in kit_imports(path, tree)
                             if name != module_name(path))
    # a package's __init__ importing its own modules is how a game registers itself,
    # not a cycle of the rules
    graph.remove_edges_from([(a, b) for a, b in list(graph.edges) if b.startswith(a + ".")])
    assert list(nx.simple_cycles(graph)) == []
