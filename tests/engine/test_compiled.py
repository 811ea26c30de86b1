"""The compiled engine copies like the plain one (tests/architecture/test_compiled.py checks
that a build is whole and current)."""

from __future__ import annotations


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
