"""Reading wrk's report (shared by the HTTP and database benchmarks)."""

from __future__ import annotations

import re


def parse_wrk(out: str) -> dict[str, float]:
    """Requests, requests/s and p50/p99 latency (ms) from ``wrk --latency`` output;
    refuses a run that had non-2xx answers, whose figures would mislead."""
    if "Non-2xx" in out:
        raise RuntimeError(f"errors during the run:\n{out}")

    def millis(label: str) -> float:
        value, unit = re.search(rf"{label}\s+([\d.]+)(us|ms|s)\b", out).groups()  # type: ignore[union-attr]
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    requests = int(re.search(r"(\d+) requests in", out).group(1))  # type: ignore[union-attr]
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    return {"requests": requests, "rps": rate, "p50": millis("50%"), "p99": millis("99%")}
