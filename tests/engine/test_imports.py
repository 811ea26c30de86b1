"""The engine stands alone: its modules import one another without a cycle, and none of
them pulls in the web layer, the store or a third-party package (but the compiler's own
annotations, ``mypy_extensions``: no behaviour)."""

from __future__ import annotations

import sys
from graphlib import CycleError, TopologicalSorter

import pytest

from tests.imports import COMPILER_ANNOTATIONS, added_by_import, package_modules, runtime_imports

MODULES = package_modules("engine")


def test_the_engine_modules_import_one_another_without_a_cycle() -> None:
    graph = {module: runtime_imports("engine", module) for module in MODULES}
    assert all(imported in MODULES for imports in graph.values() for imported in imports), graph
    try:
        order = list(TopologicalSorter(graph).static_order())
    except CycleError as cycle:
        pytest.fail(f"import cycle in the engine: {cycle.args[1]}")
    assert set(order) == set(MODULES)
    assert "packing" not in graph["game"] and "packing" not in graph["golf"] | graph["canfield"]


@pytest.mark.parametrize("module", MODULES)
def test_each_engine_module_imports_alone_without_the_web_the_store_or_any_package(module: str) -> None:
    """In a fresh interpreter: the engine adds only itself and standard-library modules to
    what the interpreter loads at start-up."""
    added = added_by_import(f"service.engine.{module}")
    allowed = {"service", *sys.stdlib_module_names, *COMPILER_ANNOTATIONS}
    outside = {name for name in added if name.split(".")[0] not in allowed}
    assert not outside, f"service.engine.{module} imports {sorted(outside)}"
    ours = {name for name in added if name.split(".")[0] == "service"}
    assert all(name == "service" or name.startswith("service.engine") for name in ours), sorted(ours)
