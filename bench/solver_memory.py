"""What a search costs in memory at each state cap: bench/solver-memory.md.

    .venv/bin/python -m bench.solver_memory [caps, default 250000,500000,1000000,2000000]

Each search runs as the service runs one (``service/api/web/searches.py``): in a spawned child
process at ``nice`` 19, through ``solver.search_answer`` on the packed game, but with no
time budget, so it stops at its state cap (``SOLVER_MAX_STATES``) whatever the machine's
speed.  A fresh child per search reports its peak resident memory (``ru_maxrss``) and its
resident memory before searching (the process itself: the interpreter, the engine and the
solver imported).  The deals are the public Canfield draw-3 deals the solver works longest
on (seeds 75 and 47 of ``tests/data/canfield-draw3-public.json``: no verdict at 10 s),
so every search reaches its cap: the worst case of a search's memory.  (The Golf solver's
largest public search visits 499,202 states, bench/solver-golf.md; Canfield draw 1's
306,907.)
"""

from __future__ import annotations

import datetime as dt
import json
import multiprocessing
import os
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from bench.servers import load_averages

ROOT = Path(__file__).resolve().parents[1]
VERDICTS = ROOT / "tests" / "data"
"""The peer solvers' verdicts on the public deals (tests/data/README.md)."""

DRAW, SEEDS = 3, (75, 47)
CAPS = (250_000, 500_000, 1_000_000, 2_000_000)
RESULTS = ROOT / "bench" / "solver-memory.md"


def _resident_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def measured_search(layout: dict[str, Any], cap: int) -> dict[str, Any]:
    """In the child: one search to ``cap`` states, and the child's memory."""
    from service.engine import CanfieldRules, custom_game, pack
    from service.solver import search_answer

    packed = pack(custom_game(CanfieldRules(draw=DRAW), layout))
    before_kb = _resident_kb()
    started = time.perf_counter()
    answer = search_answer("solve", packed, None, cap)
    return {
        "result": answer["result"],
        "states": answer["states"],
        "seconds": time.perf_counter() - started,
        "before_mb": before_kb / 1024,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def run(layout: dict[str, Any], cap: int) -> dict[str, Any]:
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context, initializer=os.nice, initargs=(19,)) as pool:
        found: dict[str, Any] = pool.submit(measured_search, layout, cap).result()
        return found


def main() -> None:
    caps = [int(cap) for cap in sys.argv[1].split(",")] if len(sys.argv) > 1 else list(CAPS)
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    public = json.loads((VERDICTS / f"canfield-draw{DRAW}-public.json").read_text())["deals"]
    layouts = {deal["seed"]: deal["layout"] for deal in public}
    rows = []
    for seed in SEEDS:
        for cap in caps:
            found = run(layouts[seed], cap)
            per_state = (found["peak_mb"] - found["before_mb"]) * 1024 * 1024 / max(1, found["states"])
            rows.append(
                f"| draw {DRAW}, public seed {seed} | {cap:,} | {found['result']} | {found['states']:,} "
                f"| {found['seconds']:.1f} | {found['before_mb']:.0f} | {found['peak_mb']:.0f} "
                f"| {per_state:.0f} |"
            )
            print(rows[-1], flush=True)
    lines = [
        "# A search's memory at its state cap",
        "",
        f"Regenerate: `.venv/bin/python -m bench.solver_memory` (Python {sys.version.split()[0]}, solver "
        f"compiled with mypyc; measured {started_at:%Y-%m-%d %H:%M} UTC, load averages before "
        f"{load_before}, after {load_averages()}).",
        "",
        "Each search in a fresh search process as the service runs it (spawned, `nice` 19, "
        "`solver.search_answer`), with no time budget so that it stops at its state cap. "
        "`before` is the process before searching (interpreter, engine, solver); `peak` its "
        "peak resident memory (`ru_maxrss`); bytes a state = (peak - before) / states.",
        "",
        "| deal | cap (states) | result | states | seconds | before MB | peak MB | bytes a state |",
        "|---|---|---|---|---|---|---|---|",
        *rows,
        "",
    ]
    RESULTS.write_text("\n".join(lines))


if __name__ == "__main__":
    main()
