"""What the solver takes and gives stays plain data: the daily schedule command sends a
``Budget`` to its worker processes by pickle (service/daily/scheduler.py)."""

from __future__ import annotations

import pickle

import pytest

from service.solver import Budget, Hint, SolveResult


@pytest.mark.parametrize(
    "value",
    [
        Budget(ms=None, states=50_000),
        SolveResult("unknown", None, 3, 1.5),
        Hint(None, "heuristic", "unknown"),
    ],
    ids=["Budget", "SolveResult", "Hint"],
)
def test_the_solvers_values_survive_a_pickle(value: object) -> None:
    assert pickle.loads(pickle.dumps(value)) == value
