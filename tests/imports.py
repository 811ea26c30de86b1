"""How the layering tests read a package's imports (tests/engine/test_imports.py,
tests/solver/test_imports.py): statically, from the source, and as a fresh interpreter
loads them."""

from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

SERVICE = Path(__file__).resolve().parents[1] / "service"
COMPILER_ANNOTATIONS = {"mypy_extensions"}
"""The one package beyond the standard library the engine (and so the solver) imports:
``mypyc_attr`` on ``game.Game``, so that a registered game may subclass the compiled class."""


def package_modules(package: str) -> list[str]:
    """The modules of ``service/<package>``, its ``__init__`` aside."""
    return sorted(path.stem for path in (SERVICE / package).glob("*.py") if path.stem != "__init__")


def module_tree(package: str, module: str) -> ast.Module:
    return ast.parse((SERVICE / package / f"{module}.py").read_text())


def runtime_imports(package: str, module: str) -> set[str]:
    """The names ``module`` imports from its own package when it runs (not those imported
    only for type checking, under ``if TYPE_CHECKING:``): the package's modules, or for
    ``from . import name``, whatever the package's ``__init__`` offers."""
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
                continue
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                found.update([node.module] if node.module else [alias.name for alias in node.names])
            for body in ("body", "orelse", "finalbody", "handlers"):
                visit([child for child in getattr(node, body, []) if isinstance(child, ast.stmt)])

    visit(module_tree(package, module).body)
    return {name.split(".")[0] for name in found}


@cache
def loaded_modules(statement: str) -> frozenset[str]:
    """The modules a fresh interpreter holds after running ``statement``."""
    probe = f"import sys; {statement}; print('\\n'.join(sys.modules))"
    return frozenset(
        subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        ).stdout.split()
    )


def added_by_import(module: str) -> set[str]:
    """What importing ``module`` in a fresh interpreter adds to what it loads at start-up."""
    return set(loaded_modules(f"import {module}") - loaded_modules("pass"))
