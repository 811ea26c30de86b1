"""The benchmark scripts keep up with the code they measure: each one imports (a rename in
the service that a benchmark still used would otherwise surface only at the next run)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.mark.parametrize(
    "script", sorted(path.stem for path in BENCH.glob("*.py") if path.stem != "__init__")
)
def test_every_benchmark_script_imports(script: str) -> None:
    importlib.import_module(f"bench.{script}")
