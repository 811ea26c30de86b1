"""The solver's layout: it stands on the engine alone, in layers: its modules import one
another without a cycle and never the package that dispatches to them (so no import hides
inside a function to dodge one), the package reaches the games through its registry (never
by testing a game's class), no module pulls in the web layer, the store or a third-party
package.  (No module is too long: tests/architecture/test_module_size.py.)"""

from __future__ import annotations

import ast
import sys
from graphlib import CycleError, TopologicalSorter

import pytest

from tests.imports import COMPILER_ANNOTATIONS, added_by_import, module_tree, package_modules, runtime_imports

MODULES = package_modules("solver")


def test_the_solver_modules_import_one_another_without_a_cycle_nor_the_package() -> None:
    """A name imported from the package itself (``from . import Budget``) is not a module:
    the package imports the game modules (through ``solvers``), so that would be a cycle."""
    graph = {module: runtime_imports("solver", module) for module in MODULES}
    strays = {module: imports - set(MODULES) for module, imports in graph.items() if imports - set(MODULES)}
    assert not strays, f"imported from the package, not from one of its modules: {strays}"
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as cycle:
        pytest.fail(f"import cycle in the solver: {cycle.args[1]}")
    assert set(order) == set(MODULES)
    assert graph["results"] == set(), "what every solver takes and gives depends on no game"


def test_the_package_reaches_the_games_through_the_registry_alone() -> None:
    assert runtime_imports("solver", "__init__") == {"results", "solvers"}
    importers = {module for module in MODULES if "solvers" in runtime_imports("solver", module)}
    assert importers == set(), f"{sorted(importers)} import the registry that imports them"


def test_the_package_never_picks_a_solver_by_the_class_of_a_game() -> None:
    """``solve``, ``hint`` and ``rate`` ask the registry (``solvers.solver_for``): no
    ``isinstance``, ``issubclass`` or ``type(...) is`` test in the package chooses one."""
    tree = module_tree("solver", "__init__")
    tests = [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if (isinstance(node, ast.Call) and ast.unparse(node.func) in {"isinstance", "issubclass"})
        or (
            isinstance(node, ast.Compare)
            and any(
                isinstance(side, ast.Call) and ast.unparse(side.func) == "type"
                for side in [node.left, *node.comparators]
            )
        )
    ]
    assert not tests, f"service/solver/__init__.py tests a game's class: {tests}"


@pytest.mark.parametrize("module", ["__init__", *MODULES])
def test_no_solver_module_imports_inside_a_function(module: str) -> None:
    tree = module_tree("solver", module)
    nested = [
        f"line {node.lineno}"
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]
    assert not nested, f"service/solver/{module}.py imports inside a function: {nested}"


@pytest.mark.parametrize("module", MODULES)
def test_each_solver_module_imports_alone_without_the_web_the_store_or_any_package(module: str) -> None:
    """In a fresh interpreter: the solver adds only itself, the engine and standard-library
    modules to what the interpreter loads at start-up."""
    added = added_by_import(f"service.solver.{module}")
    allowed = {"service", *sys.stdlib_module_names, *COMPILER_ANNOTATIONS}
    outside = {name for name in added if name.split(".")[0] not in allowed}
    assert not outside, f"service.solver.{module} imports {sorted(outside)}"
    ours = {name for name in added if name.split(".")[0] == "service"}
    assert all(name == "service" or name.startswith(("service.engine", "service.solver")) for name in ours), (
        sorted(ours)
    )
