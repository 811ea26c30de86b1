"""What a solver bench measures: the solver build, and how busy the machine was.

scripts/bootstrap compiles the solver package with mypyc; ``use_source`` puts the plain
Python modules in its place (what runs wherever the build is missing), as the initializer
of a worker pool, so one run measures both.  The benches time each deal in CPU time and
write down the load average beside their figures: the machines are shared.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (
    "golf_matching",
    "golf",
    "golf_best",
    "golf_difficulty",
    "canfield_position",
    "canfield_scoring",
    "canfield_moves",
    "canfield",
    "canfield_hints",
    "canfield_difficulty",
    "golf_round",
    "solvers",
)
"""The solver's compiled modules, each after the ones it imports (``results`` is never
compiled: scripts/compile_native.py)."""


def use_source() -> None:
    """Load every solver module from its ``.py`` file, over a compiled build."""
    package = importlib.import_module("service.solver")
    for name in SOURCES:
        spec = importlib.util.spec_from_file_location(
            f"service.solver.{name}", ROOT / "service" / "solver" / f"{name}.py"
        )
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        setattr(package, name, module)


def solver_module(name: str) -> ModuleType:
    """``service.solver.<name>`` as this process loaded it (compiled, or ``use_source``'s)."""
    return importlib.import_module(f"service.solver.{name}")


def build(name: str) -> str:
    compiled = str(solver_module(name).__file__).endswith(".so")
    return "compiled with mypyc" if compiled else "pure Python"


def load_average() -> str:
    """The 1-minute load average, for a 2-core machine: above 2, the deals shared the cores."""
    return f"{os.getloadavg()[0]:.1f}"
