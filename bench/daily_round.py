"""The daily round's scheduling: regenerates bench/daily-round.md.

    .venv/bin/python -m bench.daily_round [ROUNDS]    # 200 rounds by default (~10 min)

Draws ``ROUNDS`` secret random rounds of nine classic holes as the scheduler does
(``cli.candidate_code``), and for each measures, in CPU time (``time.process_time``, so
other load changes it less), what scheduling it costs: ``solver.rate`` (every hole's
fewest strokes proven, and each hole rated) and ``cli.with_solution`` (the par and the
line stored for the reveal), with the scheduler's default budget of 1,000,000 states a
search.  Then the solver's par and the ratings' spread, and the septiles of the ratings:
``WEEKDAY_BANDS["golf-round"]`` in service/daily/scheduler.py.  Two worker processes (2 cores).
"""

from __future__ import annotations

import datetime as dt
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from bench.solver_build import load_average
from service.daily.scheduler import DEFAULT_BUDGET_STATES, candidate_code, with_solution
from service.engine import Variant, new_game
from service.solver import Budget, rate
from service.store import DailyDeal

ROOT = Path(__file__).resolve().parents[1]

PROCESSES = 2
BUDGET = Budget(ms=None, states=DEFAULT_BUDGET_STATES)


def measure(_: int) -> tuple[float | None, int | None, float]:
    """A candidate round: its rating, its par, and the CPU seconds both took."""
    code = candidate_code(Variant.GOLF_ROUND)
    began = time.process_time()
    rating = rate(new_game(code), BUDGET)
    par = None
    if rating is not None:
        par = with_solution(DailyDeal(dt.date.today(), "golf-round", code, rating), BUDGET).best
    return rating, par, time.process_time() - began


def quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    before = load_average()
    with Pool(PROCESSES) as pool:
        results = pool.map(measure, range(rounds))
    after = load_average()
    proven = [
        (rating, par, seconds) for rating, par, seconds in results if rating is not None and par is not None
    ]
    seconds = [s for _, _, s in results]
    ratings = [rating for rating, _, _ in proven]
    pars = [par for _, par, _ in proven]
    septiles = [round(quantile(ratings, k / 7), 1) for k in range(1, 7)]
    lines = [
        "# The daily round's scheduling",
        "",
        f"`python -m bench.daily_round {rounds}`, {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, load average "
        f"{before} before, {after} after; the scheduler's default budget, "
        f"{DEFAULT_BUDGET_STATES:,} states a search.",
        "",
        "| what | measured |",
        "|---|---|",
        f"| rounds drawn | {rounds} |",
        f"| every hole's fewest strokes proven (publishable) | {len(proven)} "
        f"({100 * len(proven) / rounds:.1f}%) |",
        f"| CPU a candidate (rate + par and line), p50 / p90 / max | {quantile(seconds, 0.5):.2f} / "
        f"{quantile(seconds, 0.9):.2f} / {max(seconds):.2f} s |",
        f"| solver's par, min / p50 / max | {min(pars)} / {quantile(pars, 0.5)} / {max(pars)} |",
        f"| rating, min / p50 / max | {min(ratings)} / {quantile(ratings, 0.5)} / {max(ratings)} |",
        f'| rating septiles (`WEEKDAY_BANDS["golf-round"]`) | {", ".join(map(str, septiles))} |',
        "",
        f"Without bands a day's round is the first candidate proven: about "
        f"{statistics.mean(seconds):.1f} s of one core; with `--difficulty-by-weekday` about seven "
        "candidates (each band holds a seventh), so about seven times that.",
    ]
    (ROOT / "bench" / "daily-round.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
