"""Rounds of Golf for the browser tests: the solver's best line of each hole of a round,
computed in the test's own process (exact, no budget: the same lines on any machine, as
tests/api/test_golf_rounds.py plays them)."""

from __future__ import annotations

from functools import cache
from typing import Any

from service.engine import new_game
from service.engine.game import move_to_json
from service.engine.golf_round import GolfRoundGame
from service.engine.golf_vocabulary import NEXT_HOLE
from service.solver import Budget, solve

from .daily import call

WORKED = "GR1-C-9-AAAAAAB"
"""The worked round of tests/engine/helpers.WORKED_ROUND: along the best lines, 2 1 1 2 1 1
0 0 2 strokes, 10 in all, -35 against par 45 ("finished": two holes not cleared)."""
WORKED_STROKES = [2, 1, 1, 2, 1, 1, 0, 0, 2]
CLEARED = "GR1-E-9-AAAAAAE"
"""A round whose every hole the solver clears ("won", 0 strokes, -45)."""


@cache
def best_lines(code: str) -> list[list[dict[str, Any]]]:
    """Each hole's best line (API move objects), in order, for the round ``code``."""
    game = new_game(code)
    assert isinstance(game, GolfRoundGame)
    lines = []
    for hole in range(game.rules.holes):
        line = solve(game, Budget(ms=None)).best_line
        assert line is not None
        for move in line:
            assert game.play(move).accepted
        lines.append([move_to_json(move) for move in line])
        if hole + 1 < game.rules.holes:
            assert game.play(NEXT_HOLE).accepted
    return lines


def played_until(url: str, code: str, moves_left: int, hole: int | None = None) -> dict[str, Any]:
    """The round ``code`` played through the service along its best lines (POST /v1/games,
    then /v1/moves) until ``moves_left`` moves of hole ``hole`` (the last by default) are
    left: the game document a page would keep, to resume (a whole round by clicks takes a
    minute)."""
    document: dict[str, Any] = call("POST", f"{url}/v1/games", {"code": code})
    lines = best_lines(code)
    last = hole or len(lines)
    for number, line in enumerate(lines[:last], start=1):
        moves = line if number < last else line[: len(line) - moves_left]
        for move in moves + ([{"type": "next-hole"}] if number < last else []):
            document = call("POST", f"{url}/v1/moves", {"state": document["state"], "move": move})
    return document


def played_greedily(url: str, code: str, holes: int) -> dict[str, Any]:
    """The round ``code`` played through the service until its hole ``holes`` is over, each
    hole along the plain player's line (the first legal move each time: remove what fits,
    else draw), which leaves cards on the tables; the game document a page would keep."""
    document: dict[str, Any] = call("POST", f"{url}/v1/games", {"code": code})
    while document["round"]["hole"] < holes or not any(
        move["type"] == "next-hole" for move in document["legal_moves"]
    ):
        move = document["legal_moves"][0]
        document = call("POST", f"{url}/v1/moves", {"state": document["state"], "move": move})
    return document
