"""The engine stands alone: its modules import one another without a cycle, and none of
them pulls in the web layer, the store or a third-party package."""

from __future__ import annotations

import ast
import subprocess
import sys
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "service" / "engine"
MODULES = sorted(path.stem for path in ENGINE.glob("*.py") if path.stem != "__init__")


def runtime_imports(module: str) -> set[str]:
    """The engine modules ``module`` imports when it runs (not those imported only for type
    checking, under ``if TYPE_CHECKING:``)."""
    tree = ast.parse((ENGINE / f"{module}.py").read_text())
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
                continue
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                found.update([node.module] if node.module else [alias.name for alias in node.names])
            for body in ("body", "orelse", "finalbody", "handlers"):
                visit([child for child in getattr(node, body, []) if isinstance(child, ast.stmt)])

    visit(tree.body)
    return {name.split(".")[0] for name in found}


def test_the_engine_modules_import_one_another_without_a_cycle() -> None:
    graph = {module: runtime_imports(module) for module in MODULES}
    assert all(imported in MODULES for imports in graph.values() for imported in imports), graph
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as cycle:
        pytest.fail(f"import cycle in the engine: {cycle.args[1]}")
    assert set(order) == set(MODULES)
    assert "packing" not in graph["game"] and "packing" not in graph["golf"] | graph["canfield"]


def loaded_modules(statement: str) -> set[str]:
    """The modules a fresh interpreter holds after running ``statement``."""
    probe = f"import sys; {statement}; print('\\n'.join(sys.modules))"
    return set(
        subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        ).stdout.split()
    )


@pytest.mark.parametrize("module", MODULES)
def test_each_engine_module_imports_alone_without_the_web_the_store_or_any_package(module: str) -> None:
    """In a fresh interpreter: the engine adds only itself and standard-library modules to
    what the interpreter loads at start-up."""
    added = loaded_modules(f"import service.engine.{module}") - loaded_modules("pass")
    outside = {name for name in added if name.split(".")[0] not in {"service", *sys.stdlib_module_names}}
    assert not outside, f"service.engine.{module} imports {sorted(outside)}"
    ours = {name for name in added if name.split(".")[0] == "service"}
    assert all(name == "service" or name.startswith("service.engine") for name in ours), sorted(ours)
