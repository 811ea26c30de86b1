"""The compiled engine, when there is one, is whole and built from the source as it is now:
a stale build would play yesterday's rules."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import compile_engine  # noqa: E402

MODULES = [path.stem for path in compile_engine.sources()]


def compiled(module: str) -> bool:
    return importlib.import_module(f"service.engine.{module}").__file__.endswith(".so")  # type: ignore[union-attr]


def test_the_engine_is_compiled_whole_or_not_at_all() -> None:
    assert len({compiled(module) for module in MODULES}) == 1, {m: compiled(m) for m in MODULES}


def test_a_compiled_engine_is_not_stale() -> None:
    if not compiled("packing"):
        pytest.skip("pure-Python engine in use (no compiled build): nothing can be stale")
    recorded = compile_engine.STAMP.read_text().strip() if compile_engine.STAMP.exists() else ""
    assert recorded == compile_engine.source_digest(), (
        "service/engine changed since it was compiled: run scripts/bootstrap"
    )


def test_a_copy_is_an_independent_equal_game() -> None:
    """game.copy() (the solver's and the action log's), and copy.copy / copy.deepcopy
    which call it, compiled or not: native classes have no ``__dict__`` to copy."""
    import copy

    from service.engine import new_game, pack
    from service.engine.game import Draw

    for code in ("GO1-E-AAAAAAB", "CF1-D3-AAAAACL"):
        game = new_game(code)
        game.play(Draw())
        for twin in (game.copy(), copy.copy(game), copy.deepcopy(game)):
            assert pack(twin) == pack(game) and twin is not game
            twin.play(Draw())
            assert pack(twin) != pack(game)
