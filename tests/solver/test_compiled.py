"""The compiled Canfield solver, when there is one, is built from the source as it is now."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from service.solver import canfield

SOURCE = Path(canfield.__file__).with_name("canfield.py")
BUILT = SOURCE.with_name("canfield.sha256")


def test_a_compiled_solver_is_not_stale() -> None:
    if not canfield.__file__.endswith(".so"):
        pytest.skip("pure-Python solver in use (no compiled build): nothing can be stale")
    recorded = BUILT.read_text().split()[0] if BUILT.exists() else ""
    assert recorded == hashlib.sha256(SOURCE.read_bytes()).hexdigest(), (
        "service/solver/canfield.py changed since it was compiled: run scripts/bootstrap"
    )
