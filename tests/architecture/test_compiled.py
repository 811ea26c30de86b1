"""A compiled package (scripts/compile_native.py), when there is one, is whole and built
from the source as it is now: a stale engine would play yesterday's rules, a stale solver
search yesterday's cuts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from compile_native import PACKAGES, Package


@pytest.fixture(params=list(PACKAGES.values()), ids=list(PACKAGES))
def package(request: pytest.FixtureRequest) -> Package:
    chosen: Package = request.param
    return chosen


def test_a_package_is_compiled_whole_or_not_at_all(package: Package) -> None:
    compiled = package.compiled_modules()
    assert len(set(compiled.values())) == 1, compiled


def test_a_compiled_package_is_not_stale(package: Package) -> None:
    if not any(package.compiled_modules().values()):
        pytest.skip(f"pure-Python service/{package.name} in use (no compiled build): nothing can be stale")
    assert package.is_current(), (
        f"service/{package.name} changed since it was compiled: run scripts/bootstrap"
    )


def test_a_change_to_the_engine_makes_the_solver_build_stale() -> None:
    """The solver's build holds the engine's ``Final`` constants (mypyc folds them in)."""
    solver, engine = PACKAGES["solver"], PACKAGES["engine"]
    assert set(engine.sources()) <= set(solver.digested_sources())
    assert set(solver.sources()).isdisjoint(engine.digested_sources())
