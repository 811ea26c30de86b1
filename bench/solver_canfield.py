"""Canfield solver bench: regenerates bench/solver-canfield.md and bench/winnability-canfield.md.

    .venv/bin/python -m bench.solver_canfield solver        # public sets, 10 s a deal (~10 min)
    .venv/bin/python -m bench.solver_canfield winnability   # 500 random deals a draw mode

Two worker processes at most (the machines have 2 cores).  ``solver`` measures the compiled
solver (mypyc, as scripts/bootstrap builds it), then the pure-Python modules on the same
deals.  The budget is the solver's own, wall-clock time; each deal's CPU time is recorded
beside it, and the load average: the machines are shared.
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
from service.engine import CanfieldRules, custom_game, format_code, new_game
from service.engine.canfield import CanfieldGame
from service.solver import Budget
from service.solver.canfield import solve
from service.solver.canfield_difficulty import difficulty

ROOT = Path(__file__).resolve().parents[1]

VERDICTS = ROOT / "tests" / "data"
"""The peer solvers' verdicts on the public deals (tests/data/README.md)."""

BUDGET_MS = 10_000.0
WINNABILITY_DEALS = 500
WINNABILITY_FIRST_DEAL = 1_000_000
DIFFICULTY_SAMPLE = 100
PROCESSES = 2


def solve_public(task: tuple[int, dict[str, Any]]) -> dict[str, Any]:
    """One public deal, solved by this process's build of the solver (see ``use_source``)."""
    draw, deal = task
    game = custom_game(CanfieldRules(draw=draw), deal["layout"])
    assert isinstance(game, CanfieldGame)
    started, cpu_started = time.perf_counter(), time.process_time()
    result = solver_module("canfield").solve(game, Budget(ms=BUDGET_MS))
    return {
        "draw": draw,
        "seed": deal["seed"],
        "theirs": deal["verdict"],
        "their_ms": deal["ms"],
        "ours": result.result,
        "states": result.states,
        "ms": (time.perf_counter() - started) * 1000.0,
        "cpu_ms": (time.process_time() - cpu_started) * 1000.0,
        "line": len(result.solution or []),
        "build": build("canfield"),
    }


def solve_code(task: tuple[int, int]) -> dict[str, Any]:
    draw, deal_number = task
    code = format_code(CanfieldRules(draw=draw), deal_number)
    game = new_game(code)
    assert isinstance(game, CanfieldGame)
    result = solve(game, Budget(ms=BUDGET_MS))
    return {"draw": draw, "code": code, "ours": result.result, "states": result.states}


def rate_code(code: str) -> dict[str, Any]:
    game = new_game(code)
    assert isinstance(game, CanfieldGame)
    rated = difficulty(game, Budget(ms=BUDGET_MS))
    return {"code": code, "rating": rated.rating, "greedy": rated.greedy_win_rate, "states": rated.states}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def wilson(successes: int, total: int) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    z = 1.96
    p = successes / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def machine_note() -> str:
    python = sys.version.split()[0]
    return f"Python {python}, solver {build('canfield')}, {PROCESSES} worker processes on 2 cores"


def verdict_table(rows: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| draw | deals | winnable | unwinnable | unknown | Solvitaire unknown "
        "| CPU ms p50 | p90 | p99 | max | wall ms max | states p50 | states max |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for draw in (3, 1):
        mine = [r for r in rows if r["draw"] == draw]
        cpu = [r["cpu_ms"] for r in mine]
        states = [float(r["states"]) for r in mine]
        count = {v: sum(1 for r in mine if r["ours"] == v) for v in ("winnable", "unwinnable", "unknown")}
        theirs_unknown = sum(1 for r in mine if r["theirs"] == "unknown")
        lines.append(
            f"| {draw} | {len(mine)} | {count['winnable']} | {count['unwinnable']} | {count['unknown']} "
            f"| {theirs_unknown} | {percentile(cpu, 0.5):.0f} | {percentile(cpu, 0.9):.0f} "
            f"| {percentile(cpu, 0.99):.0f} | {max(cpu):.0f} | {max(r['ms'] for r in mine):.0f} "
            f"| {statistics.median(states):.0f} | {max(states):.0f} |"
        )
    return lines


def bench_solver() -> None:
    tasks = [
        (draw, deal)
        for draw in (3, 1)
        for deal in json.loads((VERDICTS / f"canfield-draw{draw}-public.json").read_text())["deals"]
    ]
    loads = [load_average()]
    with Pool(PROCESSES) as pool:
        rows = pool.map(solve_public, tasks, chunksize=1)
    loads.append(load_average())
    with Pool(PROCESSES, initializer=use_source) as pool:
        source_rows = pool.map(solve_public, tasks, chunksize=1)
    loads.append(load_average())
    lines = [
        "# Canfield solver on the public sets",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_canfield solver` ({machine_note()}).",
        f"Budget {BUDGET_MS / 1000:.0f} s a deal, the same as Solvitaire's verdicts in "
        "`tests/data/canfield-draw*-public.json` (Solvitaire patched to our rules).  The budget is "
        "wall-clock time, as the service counts it; the times below are each deal's CPU time, with the "
        "longest wall time beside them.",
        "",
        f"Load average (1 min) before, between and after the two runs: {' / '.join(loads)}.  The machine "
        "was shared with other work: above 2 (two cores), a deal got less than its 10 s of CPU.",
        "",
        *verdict_table(rows),
        "",
        f"## The {source_rows[0]['build']} fallback, same deals and budget",
        "",
        "The same modules loaded from their source instead of the mypyc build (what runs wherever the "
        "build is missing), right after:",
        "",
        *verdict_table(source_rows),
    ]
    notes: list[str] = []
    for r in rows:
        if r["ours"] != r["theirs"]:
            notes.append(
                f"| {r['draw']} | {r['seed']} | {r['theirs']} | {r['ours']} | {r['states']} "
                f"| {r['cpu_ms']:.0f} | {r['line'] or ''} |"
            )
    lines += [
        "",
        "## Deals where the verdicts differ",
        "",
        "A `winnable` of ours is a line replayed to a win through the engine (and, in the tests, by an "
        "independent reading of the rules, docs/rules.md).  Where Solvitaire says `unwinnable` and we find "
        "a line, "
        "its pruning is not safe under our rules (foundation cards coming back, K-A wrap at the "
        "base rank): see [docs/canfield-solver.md](../docs/canfield-solver.md).  Compiled build:",
        "",
        "| draw | seed | Solvitaire | ours | our states | our CPU ms | our line (moves) |",
        "|---|---|---|---|---|---|---|",
        *notes,
        "",
    ]
    (ROOT / "bench" / "solver-canfield.md").write_text("\n".join(lines))


def peer_verdicts(draw: int) -> str:
    deals = json.loads((VERDICTS / f"canfield-draw{draw}-public.json").read_text())["deals"]
    verdicts = [deal["verdict"] for deal in deals]
    counts = [f"{verdicts.count(v)} {v}" for v in ("winnable", "unwinnable", "unknown")]
    return f"draw {draw} {', '.join(counts)}"


def bench_winnability() -> None:
    tasks = [(draw, WINNABILITY_FIRST_DEAL + i) for draw in (3, 1) for i in range(WINNABILITY_DEALS)]
    loads = [load_average()]
    with Pool(PROCESSES) as pool:
        rows = pool.map(solve_code, tasks, chunksize=4)
        loads.append(load_average())
        sample = [
            r["code"]
            for draw in (3, 1)
            for r in [x for x in rows if x["draw"] == draw][:DIFFICULTY_SAMPLE]
            if r["ours"] == "winnable"
        ]
        rated = pool.map(rate_code, sample, chunksize=2)
    loads.append(load_average())
    lines = [
        "# Canfield winnability (our rules)",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_canfield winnability` ({machine_note()}).",
        f"{WINNABILITY_DEALS} deals a draw mode, engine deals from codes `CF1-Dx-...` with deal numbers "
        f"{WINNABILITY_FIRST_DEAL}..{WINNABILITY_FIRST_DEAL + WINNABILITY_DEALS - 1}; budget "
        f"{BUDGET_MS / 1000:.0f} s a deal.  Intervals: 95% Wilson.  `unknown` deals are counted as "
        "not winnable for the lower bound and as winnable for the upper one (`bounds`).",
        "",
        f"Load average (1 min) before, between and after the verdicts and the ratings: {' / '.join(loads)}.  "
        "The budget is wall-clock time: above a load of 2 (two cores), a deal got less than its 10 s of CPU.",
        "",
        "| draw | deals | winnable | unwinnable | unknown | winnable share (95% CI) | bounds |",
        "|---|---|---|---|---|---|---|",
    ]
    for draw in (3, 1):
        mine = [r for r in rows if r["draw"] == draw]
        n = len(mine)
        won = sum(1 for r in mine if r["ours"] == "winnable")
        lost = sum(1 for r in mine if r["ours"] == "unwinnable")
        unknown = n - won - lost
        low, high = wilson(won, n)
        _, high_all = wilson(won + unknown, n)
        lines.append(
            f"| {draw} | {n} | {won} | {lost} | {unknown} | {100 * won / n:.1f}% "
            f"({100 * low:.1f}-{100 * high:.1f}) | {100 * low:.1f}-{100 * high_all:.1f}% |"
        )
    lines += [
        "",
        f"Peers on the 100 public deals (Solvitaire patched to our rules, 10 s, as corrected in the shared "
        f"data): {peer_verdicts(3)}; {peer_verdicts(1)}.",
        "",
        "## Difficulty",
        "",
        "`service.solver.canfield_difficulty.difficulty` (documented on `Difficulty`): "
        "`1 + 9 * (0.6 * effort + 0.4 * (1 - greedy win rate))`, effort = log10(search nodes)/5.  "
        f"Winnable deals among the first {DIFFICULTY_SAMPLE} of each draw mode above, by rating band:",
        "",
        "| rating | deals | greedy player's win rate | median search nodes |",
        "|---|---|---|---|",
    ]
    for low_band in range(1, 10, 2):
        band = [r for r in rated if r["rating"] is not None and low_band <= r["rating"] < low_band + 2]
        if not band:
            continue
        lines.append(
            f"| {low_band}-{low_band + 2} | {len(band)} | "
            f"{100 * statistics.mean(r['greedy'] for r in band):.0f}% | "
            f"{statistics.median(r['states'] for r in band):.0f} |"
        )
    lines.append("")
    (ROOT / "bench" / "winnability-canfield.md").write_text("\n".join(lines))


if __name__ == "__main__":
    which = sys.argv[1:] or ["solver", "winnability"]
    if "solver" in which:
        bench_solver()
    if "winnability" in which:
        bench_winnability()
