"""Games are told apart in the registry and the games' own modules only (issue 32): no
other module of the service names Golf or Canfield in its code (docstrings and comments
may).  ``KNOWN`` lists the modules that still do, each with why, so that the list only
shrinks: a module that stops naming a game must leave it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from tests.imports import SERVICE

GAME_NAME = re.compile(r"golf|canfield", re.IGNORECASE)
REGISTRY = {
    "engine/registry.py",
    "engine/games.py",
    "engine/golf_entry.py",
    "engine/canfield_entry.py",
    "engine/variants.py",
    "engine/rules.py",
    "solver/solvers.py",
    "engine/__init__.py",
    "api/schemas/wires.py",
}
"""The registry (its entries with their variants, the variants' names, the rules classes,
the solvers by key, the games' wire pieces listed) and the engine's public names."""
OWN_MODULE = re.compile(r"^(engine|solver|api/schemas)/(golf|canfield)[a-z_]*\.py$")
"""A game's own modules: its rules, layouts, byte format and solvers, and its pieces of
the contract (``api/schemas/golf.py``: its new-game body and layout, its catalog fields)."""
KNOWN: dict[str, str] = {}
"""Modules that still name a game, and why (each a step still to take): none since issue 32."""


def _docstrings(tree: ast.AST) -> set[int]:
    """The strings that stand alone as statements: docstrings, a module's, a function's or
    an attribute's."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _words(node: ast.AST, docstrings: set[int]) -> str:
    """The identifiers and string values ``node`` writes in code."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.alias):
        return node.name
    if isinstance(node, ast.ImportFrom):
        return node.module or ""
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        return node.name
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
        return node.value
    return ""


def modules_naming_a_game() -> set[str]:
    naming = set()
    for path in sorted(SERVICE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        docstrings = _docstrings(tree)
        if any(GAME_NAME.search(_words(node, docstrings)) for node in ast.walk(tree)):
            naming.add(str(path.relative_to(SERVICE)))
    return naming


def test_only_the_registry_and_the_games_own_modules_name_a_game() -> None:
    naming = modules_naming_a_game()
    shared = {name for name in naming if name not in REGISTRY and not OWN_MODULE.match(name)}
    assert shared <= set(KNOWN), (
        f"modules that tell games apart outside the registry: {sorted(shared - set(KNOWN))}"
    )
    assert set(KNOWN) <= shared, f"no longer naming a game, drop from KNOWN: {sorted(set(KNOWN) - shared)}"


def test_the_check_sees_a_game_named_in_code_but_not_in_a_docstring(tmp_path: Path) -> None:
    code = ast.parse('"""Golf."""\nX = 1\n"""Canfield, documented."""\nY = "golf"\n')
    docstrings = _docstrings(code)
    named = [
        _words(node, docstrings) for node in ast.walk(code) if GAME_NAME.search(_words(node, docstrings))
    ]
    assert named == ["golf"]
