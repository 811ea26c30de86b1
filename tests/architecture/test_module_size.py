"""No Python module of the service is over ``MAX_MODULE_LINES`` (issue 24): the engine,
the solver, the web layer and the store alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.imports import SERVICE

MAX_MODULE_LINES = 600
"""A module longer than this does more than one job: split it by job."""
MODULES = sorted(SERVICE.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(SERVICE)))
def test_no_module_is_over_the_line_limit(path: Path) -> None:
    lines = len(path.read_text().splitlines())
    assert lines <= MAX_MODULE_LINES, f"service/{path.relative_to(SERVICE)} has {lines} lines"
