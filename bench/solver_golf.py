"""Golf solver bench: regenerates bench/solver-golf.md and bench/winnability-golf.md.

    .venv/bin/python -m bench.solver_golf solver        # the 800 public deals, 3 ways (~15 min)
    .venv/bin/python -m bench.solver_golf best          # the fewest cards left, the 800 deals (~5 min)
    .venv/bin/python -m bench.solver_golf winnability   # 2000 random deals a mode (~20 min)
    .venv/bin/python -m bench.solver_golf difficulty    # rates winnable deals of that run (~10 min)

Two worker processes (the machines have 2 cores).  Times are each deal's own CPU time
(``time.process_time``), so other load on the machine changes them less than wall time;
the tables say the load average.  ``solver`` measures the compiled solver (mypyc, as
scripts/bootstrap builds it) and, for the full search, the pure-Python modules too.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from bench.solver_build import build, load_average, solver_module, use_source
from service.engine import GolfRules, custom_game, format_code, new_game
from service.engine.golf import GolfGame
from service.solver import Budget
from service.solver.golf import solve
from service.solver.golf_best import Best
from service.solver.golf_difficulty import greedy_win_rate, rate

ROOT = Path(__file__).resolve().parents[1]

VERDICTS = ROOT / "tests" / "data"
"""The peer solvers' verdicts on the public deals (tests/data/README.md)."""

PROCESSES = 2
STATE_CAP = 20_000_000
"""A guard only: no deal comes near it, and one that did would show as unknown."""
VARIANTS = {"easy": (True, "--wrap-ranks"), "classic": (False, "--queens-on-kings")}
WAYS = {
    "full": (True, True),
    "dead cards only": (True, False),
    "plain (black-hole-solver's search)": (False, False),
}
ABLATION_EVERY = 4
"""The searches without a cut run on every 4th public deal (100 a mode): the plain one
spends minutes of CPU on the whole sets."""
WINNABILITY_DEALS = 2000
WINNABILITY_FIRST_DEAL = 1_000_000
WINNABILITY_RULES = {
    "easy": GolfRules(wrap=True),
    "classic": GolfRules(wrap=False),
    "strict": GolfRules(wrap=False, queen_on_king=False, strict_draw=True),
    "strict, draw any time": GolfRules(wrap=False, queen_on_king=False),
}
PEERS = {
    "easy": "92.6% +/- 0.9",
    "classic": "45.9% +/- 1.7",
    "strict": "(none: black-hole-solver has no draw-only-when-stuck rule)",
    "strict, draw any time": "25.5% +/- 1.4 (its default rules)",
}
DIFFICULTY_SAMPLE = 100


def _game(rules: GolfRules, layout: Any) -> GolfGame:
    game = custom_game(rules, layout)
    assert isinstance(game, GolfGame)
    return game


def solve_public(task: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    """One public deal, solved by this process's build of the solver (see ``use_source``)."""
    mode, way, deal = task
    game = _game(GolfRules(wrap=VARIANTS[mode][0]), deal["layout"])
    dead_cards, rank_matching = WAYS[way]
    started = time.process_time()
    result = solver_module("golf").solve(game, Budget(ms=None, states=STATE_CAP), dead_cards, rank_matching)
    cpu_ms = (time.process_time() - started) * 1000.0
    replays = None
    if result.solution is not None:
        for move in result.solution:
            assert game.play(move).accepted
        replays = game.status == "won"
    return {
        "mode": mode,
        "way": way,
        "seed": deal["seed"],
        "theirs": deal["verdict"],
        "their_states": deal["states"],
        "their_ms": deal["ms"],
        "ours": result.result,
        "states": result.states,
        "ms": cpu_ms,
        "replays": replays,
        "build": build("golf"),
    }


BEST_BUDGET_MS = 10_000.0
"""The server's cap on a search (``SOLVER_MAX_BUDGET_MS``): "exact within 10 s"."""
BOTH_VERDICTS = {"winnable", "unwinnable"}
BEST_SOURCE_EVERY = 4
"""The pure-Python build runs on every 4th public deal (100 a mode)."""


def best_public(task: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    """The fewest cards one public deal can leave, by this process's build of the solver."""
    mode, deal = task
    game = _game(GolfRules(wrap=VARIANTS[mode][0]), deal["layout"])
    started = time.process_time()
    found: Best = solver_module("golf_best").best(game, Budget(ms=BEST_BUDGET_MS, states=STATE_CAP))
    cpu_ms = (time.process_time() - started) * 1000.0
    for move in found.line:
        assert game.play(move).accepted
    assert game.status != "playing" and game.table_count == found.cards_left
    return {
        "mode": mode,
        "seed": deal["seed"],
        "theirs": deal["verdict"],
        "best": found.cards_left,
        "exact": found.exact,
        "states": found.states,
        "ms": cpu_ms,
        "build": build("golf_best"),
    }


def bench_best() -> str:
    tasks = [
        (mode, deal)
        for mode in VARIANTS
        for deal in json.loads((VERDICTS / f"golf-{mode}-public.json").read_text())["deals"]
    ]
    loads = [load_average()]
    with Pool(PROCESSES) as pool:
        rows = pool.map(best_public, tasks, chunksize=4)
    loads.append(load_average())
    with Pool(PROCESSES, initializer=use_source) as pool:
        source_rows = pool.map(best_public, tasks[::BEST_SOURCE_EVERY], chunksize=2)
    loads.append(load_average())
    lines = [
        "# Golf's best on the public deals: the fewest cards a deal can leave",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_golf best` (Python {sys.version.split()[0]}, "
        f"{PROCESSES} worker processes on 2 cores; times are each deal's CPU time).  "
        "`service.solver.golf_best.best` from each deal's start with the server's cap, "
        f"{BEST_BUDGET_MS / 1000:.0f} s (wall clock) and {STATE_CAP:,} states: the winnability search, "
        "then, when no line wins, the branch and bound for the fewest cards left.  Every line it answers "
        "was replayed through the engine to the end of the deal, leaving exactly the cards it says.  "
        "`agrees`: best 0 exactly on the deals black-hole-solver 1.14.0 calls winnable.",
        "",
        f"Load average (1 min) before, between and after the two runs: {' / '.join(loads)}.  The "
        f"pure-Python build (what runs where the mypyc build is missing) runs on every "
        f"{BEST_SOURCE_EVERY}th deal.",
        "",
        "| mode | build | deals | exact | agrees | ms p50 | p90 | p99 | max | states p50 | p90 | p99 | max |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for mode in VARIANTS:
        for verdicts, label in ((BOTH_VERDICTS, "all deals"), ({"unwinnable"}, "unwinnable deals")):
            for source in (rows, source_rows):
                group = [r for r in source if r["mode"] == mode and r["theirs"] in verdicts]
                exact = sum(r["exact"] for r in group)
                agrees = sum((r["best"] == 0) == (r["theirs"] == "winnable") for r in group if r["exact"])
                lines.append(
                    f"| {mode}, {label} | {source[0]['build']} | {len(group)} | {exact}/{len(group)} | "
                    f"{agrees}/{exact} | {spread([r['ms'] for r in group])} | "
                    f"{spread([r['states'] for r in group], 0)} |"
                )
    lines += [
        "",
        "The fewest cards left on the deals no line clears (compiled run):",
        "",
        "| mode | unwinnable | best 1 | 2 | 3 | 4 | 5-9 | 10 or more | mean |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for mode in VARIANTS:
        bests = [r["best"] for r in rows if r["mode"] == mode and r["theirs"] == "unwinnable"]
        counts = [sum(b == n for b in bests) for n in (1, 2, 3, 4)]
        counts += [sum(5 <= b <= 9 for b in bests), sum(b >= 10 for b in bests)]
        lines.append(
            f"| {mode} | {len(bests)} | {' | '.join(map(str, counts))} | {statistics.mean(bests):.2f} |"
        )
    return "\n".join(lines) + "\n"


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def spread(values: list[float], digits: int = 1) -> str:
    return (
        " | ".join(f"{quantile(values, q):,.{digits}f}" for q in (0.5, 0.9, 0.99))
        + f" | {max(values):,.{digits}f}"
    )


def bench_solver() -> str:
    tasks, full = [], []
    for mode in VARIANTS:
        deals = json.loads((VERDICTS / f"golf-{mode}-public.json").read_text())["deals"]
        full += [(mode, "full", deal) for deal in deals]
        tasks += [(mode, way, deal) for way in list(WAYS)[1:] for deal in deals[::ABLATION_EVERY]]
    loads = [load_average()]
    with Pool(PROCESSES) as pool:
        rows = pool.map(solve_public, full + tasks, chunksize=4)
    loads.append(load_average())
    with Pool(PROCESSES, initializer=use_source) as pool:
        source_rows = pool.map(solve_public, full, chunksize=4)
    loads.append(load_average())
    compiled = rows[0]["build"]
    lines = [
        "# Golf solver on the public deals",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_golf solver` (Python {sys.version.split()[0]}, "
        f"solver {compiled}, {PROCESSES} worker processes on 2 cores; times are each deal's CPU time).",
        "The public sets: 400 deals a mode, verdicts from black-hole-solver 1.14.0 (easy `--wrap-ranks`, "
        "classic `--queens-on-kings`; their times are on this machine class, in C).",
        "",
        f"Load average (1 min) before, between and after the two runs: {' / '.join(loads)}.  The machine "
        "was shared with other work: CPU time per deal is what other load changes least, but a busy "
        "core still runs a little slower.",
        "",
        f"The full search runs on all 800 deals, {compiled} and as {source_rows[0]['build']} (the fallback "
        "where the build is missing); the two searches without a cut (and the full one again, for "
        f"comparison on the same deals) on every {ABLATION_EVERY}th deal.",
        "",
        "| mode | search | agree | replays to a win | ms p50 | p90 | p99 | max "
        "| states p50 | p90 | p99 | max |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    sampled = {
        deal["seed"]
        for mode in VARIANTS
        for deal in json.loads((VERDICTS / f"golf-{mode}-public.json").read_text())["deals"][::ABLATION_EVERY]
    }
    for mode in VARIANTS:
        for way, on_sample in [("full", False), ("full, pure Python", False), *((way, True) for way in WAYS)]:
            mine = [r for r in (source_rows if way == "full, pure Python" else rows) if r["mode"] == mode]
            mine = [r for r in mine if r["way"] == way.removesuffix(", pure Python")]
            if on_sample:
                mine = [r for r in mine if r["seed"] in sampled]
                way = f"{way}, sample"
            agree = sum(r["ours"] == r["theirs"] for r in mine)
            wins = [r for r in mine if r["ours"] == "winnable"]
            replayed = sum(bool(r["replays"]) for r in wins)
            lines.append(
                f"| {mode} | {way} | {agree}/{len(mine)} | {replayed}/{len(wins)} | "
                f"{spread([r['ms'] for r in mine])} | {spread([r['states'] for r in mine], 0)} |"
            )
        theirs = [r for r in rows if r["mode"] == mode and r["way"] == "full"]
        lines.append(
            f"| {mode} | black-hole-solver (C) | - | - | {spread([r['their_ms'] for r in theirs])} | "
            f"{spread([r['their_states'] for r in theirs], 0)} |"
        )
    lines += [
        "",
        "By verdict (full search):",
        "",
        "| mode | verdict | deals | ms p50 | p90 | p99 | max | states p50 | p90 | p99 | max |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for mode in VARIANTS:
        for verdict in ("winnable", "unwinnable"):
            mine = [r for r in rows if r["mode"] == mode and r["way"] == "full" and r["theirs"] == verdict]
            lines.append(
                f"| {mode} | {verdict} | {len(mine)} | {spread([r['ms'] for r in mine])} | "
                f"{spread([r['states'] for r in mine], 0)} |"
            )
    return "\n".join(lines) + "\n"


def solve_code(task: tuple[str, int]) -> dict[str, Any]:
    mode, deal_number = task
    game = new_game(format_code(WINNABILITY_RULES[mode], deal_number))
    assert isinstance(game, GolfGame)
    started = time.process_time()
    result = solve(game, Budget(ms=None, states=STATE_CAP))
    return {
        "mode": mode,
        "deal": deal_number,
        "ours": result.result,
        "states": result.states,
        "ms": (time.process_time() - started) * 1000.0,
    }


def rate_code(task: tuple[str, int]) -> dict[str, Any] | None:
    mode, deal_number = task
    game = new_game(format_code(WINNABILITY_RULES[mode], deal_number))
    assert isinstance(game, GolfGame)
    difficulty = rate(game, Budget(ms=None, states=STATE_CAP))
    if difficulty is None:
        return None
    return {
        "mode": mode,
        "rating": difficulty.rating,
        "score": difficulty.score,
        "forgiveness": difficulty.forgiveness,
        "states": difficulty.states,
        "greedy": greedy_win_rate(game),
    }


def wilson(successes: int, total: int, z: float = 1.96) -> tuple[float, float]:
    share = successes / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def bench_winnability() -> str:
    deals = range(WINNABILITY_FIRST_DEAL, WINNABILITY_FIRST_DEAL + WINNABILITY_DEALS)
    with Pool(PROCESSES) as pool:
        rows = pool.map(solve_code, [(mode, n) for mode in WINNABILITY_RULES for n in deals], chunksize=8)
    first, last = deals[0], deals[-1]
    lines = [
        "# Golf winnability",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_golf winnability` (Python {sys.version.split()[0]}, "
        f"exact solver {build('golf')}, {PROCESSES} worker processes).",
        f"{WINNABILITY_DEALS} deals a mode, engine deals from codes with deal numbers {first}..{last} "
        "(`GO1-E-...` easy, `GO1-C-...` classic, `GO1-CKS-...` strict = traditional rules: no K-A link, "
        "nothing on a king, draw only when stuck).  Intervals: 95% Wilson.",
        "",
        "| mode | deals | winnable | unwinnable | unknown | winnable share (95% CI) "
        "| peers (black-hole-solver) | ms p50 | p90 | p99 | max |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for mode in WINNABILITY_RULES:
        mine = [r for r in rows if r["mode"] == mode]
        wins = sum(r["ours"] == "winnable" for r in mine)
        losses = sum(r["ours"] == "unwinnable" for r in mine)
        low, high = wilson(wins, len(mine))
        lines.append(
            f"| {mode} | {len(mine)} | {wins} | {losses} | {len(mine) - wins - losses} | "
            f"{100 * wins / len(mine):.1f}% ({100 * low:.1f}-{100 * high:.1f}) | {PEERS[mode]} | "
            f"{spread([r['ms'] for r in mine])} |"
        )
    lines += [
        "",
        "The brief's strict mode (traditional rules, draw only when stuck) has no peer: black-hole-solver "
        "offers only `--queens-on-kings` and `--wrap-ranks`, so its 25.5% is for the traditional rules with "
        "drawing at any time, our last row.  Drawing only when stuck forbids keeping a useful discard top "
        "by drawing past it, which costs about half the wins.",
    ]
    return "\n".join(lines) + "\n"


def bench_difficulty() -> str:
    """The Difficulty section of winnability-golf.md: the first winnable deals of the
    winnability run, rated."""
    tasks = [
        (mode, n)
        for mode, pool_size in (("easy", DIFFICULTY_SAMPLE * 2), ("classic", DIFFICULTY_SAMPLE * 3))
        for n in range(WINNABILITY_FIRST_DEAL, WINNABILITY_FIRST_DEAL + pool_size)
    ]
    with Pool(PROCESSES) as pool:
        results = pool.map(rate_code, tasks, chunksize=2)
    rated = []
    for mode in ("easy", "classic"):
        rated += [r for r in results if r is not None and r["mode"] == mode][:DIFFICULTY_SAMPLE]
    lines = [
        "",
        "## Difficulty",
        "",
        "`service.solver.golf_difficulty.rate` (documented in its module): a score from the share of "
        "winning moves along the solver's winning line and the search effort, in bands 1-5 at scores "
        f"{', '.join(map(str, BAND_CUTS))} (the rating is 1 + 9 x score).  "
        f"The first {DIFFICULTY_SAMPLE} winnable deals of each mode above, by band; the greedy player "
        "(removes a random fitting card whenever it can, draws only when stuck; 200 games a deal) is not "
        "part of the rating, so its falling win rate is an independent check.",
        "",
        "| mode | band | deals | greedy win rate | median forgiveness | median states |",
        "|---|---|---|---|---|---|",
    ]
    for mode in ("easy", "classic"):
        for number in range(1, 6):
            band = [r for r in rated if r["mode"] == mode and score_band(r["score"]) == number]
            if band:
                greedy = 100 * statistics.mean(r["greedy"] for r in band)
                lines.append(
                    f"| {mode} | {number} | {len(band)} | {greedy:.1f}% | "
                    f"{statistics.median(r['forgiveness'] for r in band):.2f} | "
                    f"{statistics.median(r['states'] for r in band):,.0f} |"
                )
    return "\n".join(lines) + "\n"


BAND_CUTS = (0.2, 0.3, 0.4, 0.5)


def score_band(score: float) -> int:
    """1-5: how many of ``BAND_CUTS`` the difficulty score reaches, plus one."""
    return 1 + sum(score >= cut for cut in BAND_CUTS)


def main() -> None:
    part = sys.argv[1] if len(sys.argv) > 1 else "solver"
    if part == "solver":
        (ROOT / "bench" / "solver-golf.md").write_text(bench_solver())
    elif part == "best":
        (ROOT / "bench" / "solver-golf-best.md").write_text(bench_best())
    elif part == "winnability":
        (ROOT / "bench" / "winnability-golf.md").write_text(bench_winnability())
    elif part == "difficulty":
        report = ROOT / "bench" / "winnability-golf.md"
        head = report.read_text().split("\n## Difficulty")[0].rstrip("\n") + "\n"
        report.write_text(head + bench_difficulty())
    else:
        raise SystemExit("usage: solver_golf.py [solver|best|winnability|difficulty]")


if __name__ == "__main__":
    main()
