"""Whether Canfield's play says anything about seeing the stock: how often a position on a
winnable deal offers a move that loses it (a *decision* the clairvoyance review could weigh,
service/solver/clairvoyance.py), along lines of two players who cannot see: the hint
heuristic (``canfield_hints.heuristic_move``) and uniformly random legal moves.

    .venv/bin/python -m bench.canfield_decisions canfield-draw3 40 > out.jsonl
    .venv/bin/python -m bench.canfield_decisions --table out-draw3.jsonl out-draw1.jsonl

Each deal is one the scheduler could publish (a random 64-bit deal proven winnable); each
line is followed for at most ``MOVES`` moves, and at every position with two or more legal
moves each move's child is solved (``BUDGET_MS``).  Results: bench/clairvoyance.md.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from service.engine import Variant, format_code, new_game
from service.engine.canfield import CanfieldGame
from service.engine.game import Move
from service.solver.canfield import solve
from service.solver.canfield_hints import heuristic_move
from service.solver.results import Budget

MOVES = 300
BUDGET_MS = 200.0
Chooser = Callable[[CanfieldGame, list[Move], random.Random], Move | None]


def heuristic(game: CanfieldGame, legal: list[Move], rng: random.Random) -> Move | None:
    return heuristic_move(game)


def uniform(game: CanfieldGame, legal: list[Move], rng: random.Random) -> Move | None:
    return rng.choice(legal) if legal else None


def winnable_deal(variant: Variant, rng: random.Random) -> CanfieldGame:
    while True:
        deal = new_game(format_code(variant.rules, rng.randrange(26**7, 2**64)))
        assert isinstance(deal, CanfieldGame)
        if solve(deal, Budget(ms=3000)).result == "winnable":
            return deal


def follow(deal: CanfieldGame, choose: Chooser, rng: random.Random) -> dict[str, Any]:
    """The line's positions, and those where the children's verdicts differ."""
    game, counts = deal.copy(), {"moves": 0, "positions": 0, "decisions": 0, "losing": 0, "unknown": 0}
    started = time.process_time()
    while game.status == "playing" and counts["moves"] < MOVES:
        legal = game.legal_moves()
        if len(legal) >= 2:
            verdicts = []
            for move in legal:
                child = game.copy()
                child.play(move)
                verdicts.append(solve(child, Budget(ms=BUDGET_MS)).result)
            counts["positions"] += 1
            counts["unknown"] += verdicts.count("unknown")
            if "winnable" in verdicts and "unwinnable" in verdicts:
                counts["decisions"] += 1
                counts["losing"] += verdicts.count("unwinnable")
        chosen = choose(game, legal, rng)
        if chosen is None:
            break
        game.play(chosen)
        counts["moves"] += 1
    return counts | {"won": game.status == "won", "cpu_s": round(time.process_time() - started, 1)}


def run(variant_name: str, deals: int, first: int) -> None:
    variant = Variant(variant_name)
    for index in range(first, first + deals):
        rng = random.Random(index)
        deal = winnable_deal(variant, rng)
        lines = {name: follow(deal, choose, random.Random(index)) for name, choose in PLAYERS.items()}
        print(json.dumps({"code": str(deal.code), "lines": lines}), flush=True)


PLAYERS: dict[str, Chooser] = {"heuristic": heuristic, "uniform": uniform}


def table(paths: list[str]) -> None:
    print(
        "| deals | player | won | positions with 2+ moves | decisions (a move loses the deal) | share "
        "| children unknown |"
    )
    print("|---|---|---|---|---|---|---|")
    for path in paths:
        with open(path) as readings:
            records = [json.loads(line) for line in readings]
        for name in PLAYERS:
            lines = [record["lines"][name] for record in records]
            positions = sum(line["positions"] for line in lines)
            decisions = sum(line["decisions"] for line in lines)
            won, unknown = sum(line["won"] for line in lines), sum(line["unknown"] for line in lines)
            print(
                f"| {len(records)} {records[0]['code'][:6]} | {name} | {won} | {positions:,} | {decisions} "
                f"| {decisions / max(positions, 1):.2%} | {unknown} |"
            )


if __name__ == "__main__":
    if sys.argv[1] == "--table":
        table(sys.argv[2:])
    else:
        run(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0)
