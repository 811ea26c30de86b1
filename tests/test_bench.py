"""The benchmark scripts keep up with the code they measure: each one imports (a rename in
the service that a benchmark still used would otherwise surface only at the next run)."""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from service.engine import new_game
from service.engine.golf import GolfGame
from service.solver.golf_clairvoyance import read_deal

BENCH = Path(__file__).resolve().parents[1] / "bench"


@pytest.mark.parametrize(
    "script", sorted(path.stem for path in BENCH.glob("*.py") if path.stem != "__init__")
)
def test_every_benchmark_script_imports(script: str) -> None:
    importlib.import_module(f"bench.{script}")


def test_the_clairvoyance_bench_reads_as_the_service_does() -> None:
    """bench/clairvoyance.py runs the review from its source with the deal's verdicts kept
    (a verdict is a function of the position's ranks and the budget): a line read there,
    searching or from the kept verdicts alone, reads as the compiled review reads it."""
    from bench.clairvoyance import REVIEW, VERDICTS, seer

    deal = new_game("GO1-C-GEKTMBGSMZVTVT")  # golf-classic's deal 0 in bench/clairvoyance.md
    assert isinstance(deal, GolfGame)
    line = seer(0.0)(deal, random.Random(1))
    VERDICTS.known.clear()
    reading = read_deal(deal, line, winnable_deal=True, seed=0)
    assert reading.decisions and REVIEW.read_deal(deal, line, winnable_deal=True, seed=0) == reading
    search, VERDICTS.search = VERDICTS.search, lambda game, budget: pytest.fail("searched again")
    try:
        assert REVIEW.read_deal(deal, line, winnable_deal=True, seed=0) == reading
    finally:
        VERDICTS.search = search
