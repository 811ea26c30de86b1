"""Engine throughput: actions per second in random playouts, the packed size, and the
engine's part of a move request.

Run: ``.venv/bin/python -m bench.engine [seconds]``; writes ``bench/engine.md``.  One
process, one core.  An action is
``legal_moves()`` then ``play()`` of one of them (undo sometimes), as a player or a
solver would drive the engine.  A move request's engine part is ``unpack`` of the packed
state, ``play`` of the move and ``pack`` of the result, timed on positions met in the
playouts.
"""

from __future__ import annotations

import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

from bench.servers import load_averages
from service.engine import Game, new_game, pack, packing, unpack
from service.engine.codes import format_code
from service.engine.game import UNDO, Move
from service.engine.rules import (
    CANFIELD_DRAW1,
    CANFIELD_DRAW3,
    GOLF_CLASSIC,
    GOLF_EASY,
    RoundRules,
    Rules,
)

ROUND_ACTIONS = 600
"""A round's playout may run through all its holes (a Golf deal takes 35-54 actions)."""
SAMPLE_EVERY = 7
"""Every 7th position of the playouts is kept for the move request's timing."""


def playout(game: Game, rng: random.Random, max_actions: int) -> int:
    actions = 0
    while actions < max_actions:
        legal = game.legal_moves()
        if not legal:
            break
        move = UNDO if game.undo_available and rng.random() < 0.05 else rng.choice(legal)
        game.play(move)
        actions += 1
    return actions


def measure(rules: Rules, seconds: float) -> tuple[float, list[int]]:
    rng = random.Random(1)
    actions = 0
    sizes = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(format_code(rules, rng.randrange(26**7)))
        actions += playout(game, rng, ROUND_ACTIONS if isinstance(rules, RoundRules) else 300)
        sizes.append(len(pack(game)))
    return actions / (time.perf_counter() - start), sizes


def positions(rules: Rules, count: int) -> list[tuple[bytes, Move]]:
    """``count`` (packed state, legal move) pairs met along random playouts."""
    rng = random.Random(2)
    found: list[tuple[bytes, Move]] = []
    while len(found) < count:
        game = new_game(format_code(rules, rng.randrange(26**7)))
        for step in range(ROUND_ACTIONS):
            legal = game.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            if step % SAMPLE_EVERY == 0:
                found.append((pack(game), move))
            game.play(move)
    return found[:count]


def request_us(rules: Rules, rounds: int = 5) -> float:
    """The engine's part of a move request (unpack, play, pack), us: the best of ``rounds``."""
    sample = positions(rules, 2000)
    best = float("inf")
    for _ in range(rounds):
        started = time.process_time()
        for packed, move in sample:
            game = unpack(packed)
            game.play(move)
            pack(game)
        best = min(best, (time.process_time() - started) / len(sample) * 1e6)
    return best


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    load_before = load_averages()
    build = "compiled with mypyc" if packing.__file__.endswith(".so") else "plain Python (not compiled)"
    lines = [
        "# Engine: actions per second and packed size",
        "",
        f"`.venv/bin/python -m bench.engine {seconds:g}` ({platform.python_implementation()} "
        f"{platform.python_version()}, one core, engine {build}, {time.strftime('%Y-%m-%d')}). "
        "Random playouts from "
        "random deals: each action is `legal_moves()` then `play()` of one of them (5% undo). The "
        "packed size is the canonical bytes the API seals, undo history included (it stops "
        "growing at 100 actions); its header holds the deal number in 8 fixed bytes (packed format 3: "
        "a 7-letter code's number took a 5-byte varint before, a 14-letter one's up to 10), so a "
        "position packs to one length under any deal. Aim: 100,000 Golf and 30,000 Canfield actions/s. "
        f"**Load averages (1 / 5 / 15 min) before: {load_before}** on {os.cpu_count()} cores.",
        "",
        "| game | actions/s (one core) | packed bytes at the end: median / max "
        "| a move request's unpack + play + pack, us |",
        "|---|---|---|---|",
    ]
    for name, rules in (
        ("Golf easy", GOLF_EASY),
        ("Golf classic", GOLF_CLASSIC),
        ("Golf round, nine classic holes", RoundRules(GOLF_CLASSIC, 9)),
        ("Golf round, eighteen easy holes", RoundRules(GOLF_EASY, 18)),
        ("Canfield draw 3", CANFIELD_DRAW3),
        ("Canfield draw 1", CANFIELD_DRAW1),
    ):
        rate, sizes = measure(rules, seconds)
        median = statistics.median(sizes)
        lines.append(f"| {name} | {rate:,.0f} | {median:.0f} / {max(sizes)} | {request_us(rules):.1f} |")
    lines.append(f"\nLoad averages after: {load_averages()}.")
    text = "\n".join(lines) + "\n"
    Path(__file__).with_name("engine.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
