"""How the scripted players of the tests and the benchmarks choose their moves (the pace
they play them at is pace_models.py's)."""

from __future__ import annotations

from collections.abc import Callable

from service.engine import Game, Move
from service.engine.game import Draw
from service.engine.golf_vocabulary import Remove


def golf_policy(draw_first: bool = False) -> Callable[[Game], Move]:
    """Remove the first removable card, else draw (or draw while the stock lasts, with
    ``draw_first``).  GO1-E-AAAAAAB: won, 350 points in 49 moves; draw first: a dead end,
    0 points in 16 moves."""

    def choose(game: Game) -> Move:
        legal = game.legal_moves()
        removes = [m for m in legal if isinstance(m, Remove)]
        draws = [m for m in legal if isinstance(m, Draw)]
        return draws[0] if draws and (draw_first or not removes) else removes[0]

    return choose
