"""The midnight surge: simulated players doing the whole daily flow, ramped, against the
service as deployed on one, two and three database processes; rewrites its section of
bench/surge.md (between the ``<!-- bench/surge.py -->`` markers).

    .venv/bin/python -m bench.surge [players, default 300] [ramp seconds, default 30]
                                    [pause between moves in ms, default 50] [scenario ...]

Each player (a thread of this process, with a keep-alive connection of its own:
``harness/daily_flow.py``) starts at its point of the ramp and plays the day's flow: sign
up, the day's deals, the daily game (golf-easy), its moves at the compressed pace given
(about 49 moves: the first removable card, else a draw), the result, the board's first
page, their own rank, their daily record and their history.  Each scenario starts from
nothing: a fresh PostgreSQL (``service.dev.postgres``, durable settings as ``scripts/serve``
runs it), migrated, today's deal published (UTC: gunicorn runs on the real clock), then
gunicorn with ``deploy/gunicorn.conf.py``, 2 workers and the deployed settings but for
the rate limits (lifted: every player comes from 127.0.0.1) and the pace review (off, so
every result is cleared, counted and ranked as a human's would be).

Scenarios (all by default):

* ``direct``: the service on the primary alone.
* ``unprepared``: the same with ``DATABASE_PREPARE=0`` (what preparing nothing costs the
  primary, as behind a pooler that keeps no prepared statements).
* ``replica``: ``DATABASE_READ_URL`` a streaming replica (``pg_basebackup -R``,
  asynchronous): the board pages, stats and deals read there.
* ``pgbouncer``: the service through PgBouncer in transaction mode (Debian's 1.18, 8
  server connections; ``DATABASE_PREPARE=0``).
* ``pgbouncer+replica``: both.
* ``pgbouncer-session``: PgBouncer in session mode (16 server connections, as many as the
  service's pools hold), statements prepared as direct: Debian's 1.18 keeps prepared
  statements only so, at the price of pooling nothing (what 1.21's
  ``max_prepared_statements`` would save is the gap between ``pgbouncer`` and this).
* ``faults``: a primary and its synchronous standby, ``DATABASE_URL`` naming both
  (``target_session_attrs=read-write``); a gunicorn worker killed (``kill -9``) at a
  quarter of the ramp, the primary restarted (stopped, started on its port) at half, and
  a failover (the primary stopped, the standby promoted) at three quarters.  Players
  retry a step answered 503 after its ``Retry-After`` (up to 10 times); a step that got
  no answer (its worker killed) ends their flow.

Reported per scenario: complete flows per second (flows that completed every step,
over the time from the first start to the last end), p50/p99 by route, answers other
than success by status, the CPU of the PostgreSQL processes (postmaster and backends,
read from /proc: immune to other load) and of gunicorn (master and workers) per complete
flow, where the reads that may lag ran (the service's metrics), and the reconciliation of
every acknowledged result (answered 201 or 200) against the final primary's
``daily_results`` and history: missing and duplicated.  The machine's load averages are
noted: the players, gunicorn and PostgreSQL share the 2 cores.
"""

from __future__ import annotations

import datetime as dt
import os
import signal
import sys
import tempfile
import threading
import time
import urllib.request
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

from bench.servers import cpu_seconds, gunicorn, load_averages, parent_pid, write_section
from harness.clusters import PgBouncer, Standby, synchronous, wait_for_replay
from harness.daily_flow import NO_PACE_REVIEW, STEPS, Client, Flow, daily_flow
from harness.servers import free_port, metric_total
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]

SCENARIOS = (
    "direct", "unprepared", "replica", "pgbouncer", "pgbouncer+replica", "pgbouncer-session", "faults",
)  # fmt: skip
DURABLE = {"fsync": "on", "synchronous_commit": "on"}
TODAYS_DEAL = "GO1-E-SURGESS"
SETTINGS = {
    "SECRET_KEY": "5ebb357fe339b86573cab186e40e7a6a60c8856cc49cae232c386f86d1abef12",
    "SIGNUP_RATE_LIMIT": "1000000/hour",
    "RESULTS_RATE_LIMIT": "1000000/minute",
    "HISTORY_RATE_LIMIT": "1000000/minute",
    "DAILY_RATE_LIMIT": "1000000/minute",
    "READ_RATE_LIMIT": "1000000/minute",
    **NO_PACE_REVIEW,
}
RETRIES_ON_503 = 10


@dataclass
class Databases:
    """What a scenario runs on: the service's settings and the PostgreSQL processes to
    account (postmasters' pids by role), and where the acknowledged results must be."""

    settings: dict[str, str]
    primary: DevDatabase
    standby: Standby | None = None
    bouncer: PgBouncer | None = None
    faults: list[tuple[float, str, Callable[[], None]]] = field(default_factory=list)
    """(share of the ramp, what, doing it)."""

    def final_primary(self) -> DevDatabase:
        """Where the results are after the run (the promoted standby after a failover)."""
        if self.standby is not None and self.faults:
            return self.standby
        return self.primary

    def postmasters(self) -> dict[str, int]:
        return {
            role: postmaster_pid(database)
            for role, database in (("primary", self.primary), ("standby", self.standby))
            if database is not None and postmaster_pid(database)
        }


def postmaster_pid(database: DevDatabase) -> int:
    try:
        return int((database.data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0


@contextmanager
def databases(scenario: str, home: Path) -> Iterator[Databases]:
    with ExitStack() as stack:
        primary = DevDatabase(home / "primary", settings=DURABLE)
        stack.callback(primary.remove)
        url = primary.start()
        migrate(url)
        today = dt.datetime.now(dt.UTC).date()
        store = Store(url)
        store.deals.publish(
            DailyDeal(day, "golf-easy", TODAYS_DEAL, 2.0) for day in (today, today + dt.timedelta(1))
        )
        store.close()
        found = Databases({"DATABASE_URL": url}, primary)
        if scenario == "unprepared":
            found.settings["DATABASE_PREPARE"] = "0"
        if "replica" in scenario or scenario == "faults":
            found.standby = Standby(home / "standby", primary, settings=DURABLE)
            stack.callback(found.standby.remove)
            found.standby.start()
            wait_for_replay(url, found.standby.url())
            if scenario == "faults":
                synchronous(primary)
            else:
                found.settings["DATABASE_READ_URL"] = found.standby.url()
        if scenario == "pgbouncer-session":
            found.bouncer = PgBouncer(primary, pool_size=16, pool_mode="session").start()
            stack.callback(found.bouncer.stop)
            found.settings["DATABASE_URL"] = found.bouncer.url("solitaire")
        elif "pgbouncer" in scenario:
            found.bouncer = PgBouncer(primary, pool_size=8).start()
            stack.callback(found.bouncer.stop)
            found.settings |= {"DATABASE_URL": found.bouncer.url("solitaire"), "DATABASE_PREPARE": "0"}
        if scenario == "faults":
            assert found.standby is not None
            standby = found.standby
            hosts = f"127.0.0.1:{primary.port},127.0.0.1:{standby.port}"
            found.settings["DATABASE_URL"] = (
                f"postgresql://postgres:{primary.password}@{hosts}/solitaire?target_session_attrs=read-write"
            )

            def restart() -> None:
                primary.stop()
                primary.start()

            def failover() -> None:
                primary.stop()
                standby.promote()

            found.faults = [(0.5, "PostgreSQL restarted", restart), (0.75, "failover", failover)]
        yield found


@dataclass
class Run:
    scenario: str
    flows: list[Flow]
    seconds: float
    answers: list[tuple[str, int, float]]
    postgres_cpu_s: dict[str, float]
    service_cpu_s: float
    lagging_reads: dict[str, float]
    """Reads that may lag, by ``database (reason)``, from the service's metrics."""
    acknowledged: int
    missing: int
    duplicated: int
    load: str
    faults: list[str]

    @property
    def complete(self) -> int:
        return sum(flow.complete for flow in self.flows)


def kill_a_worker(master: int) -> Callable[[], None]:
    def kill() -> None:
        workers = [int(p.name) for p in Path("/proc").glob("[0-9]*") if _parent(p) == master]
        os.kill(workers[0], signal.SIGKILL)

    return kill


def _parent(process: Path) -> int:
    try:
        return parent_pid(int(process.name))
    except (OSError, ValueError, IndexError):
        return 0


def surge(scenario: str, players: int, ramp_s: float, pause_s: float, home: Path) -> Run:
    with databases(scenario, home) as found:
        port = free_port()
        server = gunicorn(port, SETTINGS | found.settings)
        try:
            if scenario == "faults":
                found.faults.insert(0, (0.25, "a worker killed", kill_a_worker(server.pid)))
            return _measure(scenario, found, f"http://127.0.0.1:{port}", server.pid, players, ramp_s, pause_s)
        finally:
            server.terminate()
            server.wait(timeout=30)


def _measure(
    scenario: str, found: Databases, url: str, master: int, players: int, ramp_s: float, pause_s: float
) -> Run:
    today = dt.datetime.now(dt.UTC).date()
    answers: list[tuple[str, int, float]] = []
    flows: list[Flow] = []
    retries = RETRIES_ON_503 if found.faults else 0

    def player(number: int) -> None:
        client = Client(url, lambda route, status, seconds: answers.append((route, status, seconds)))
        flows.append(daily_flow(client, today, f"S{number:05}", move_pause_s=pause_s, retries_on_503=retries))
        client.close()

    load = load_averages()
    cpu_before = {role: cpu_seconds(pid) for role, pid in found.postmasters().items()}
    service_before = cpu_seconds(master)
    done_faults: list[str] = []
    started = time.monotonic()
    threads = []
    pending = sorted(found.faults, key=lambda fault: fault[0])
    for number in range(players):
        at = started + ramp_s * number / players
        while pending and started + ramp_s * pending[0][0] <= at:
            share, what, act = pending.pop(0)
            time.sleep(max(0.0, started + ramp_s * share - time.monotonic()))
            act()
            done_faults.append(f"{what} at {time.monotonic() - started:.0f} s")
        time.sleep(max(0.0, at - time.monotonic()))
        thread = threading.Thread(target=player, args=(number,))
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join()
    seconds = time.monotonic() - started
    cpu = {role: cpu_seconds(pid) - cpu_before.get(role, 0.0) for role, pid in found.postmasters().items()}
    service_cpu = cpu_seconds(master) - service_before
    acknowledged, missing, duplicated = reconcile(found.final_primary().url(), today, flows)
    return Run(
        scenario, flows, seconds, answers, cpu, service_cpu, lagging_reads(url),
        acknowledged, missing, duplicated, load, done_faults,
    )  # fmt: skip


def lagging_reads(url: str) -> dict[str, float]:
    """The service's count of reads that may lag, by where they ran and why (only with
    ``DATABASE_READ_URL``)."""
    with urllib.request.urlopen(f"{url}/metrics", timeout=10) as response:
        text = response.read().decode()
    return {
        f"{database} ({reason})": count
        for database in ("replica", "primary")
        for reason in ("fresh", "behind", "down")
        if (count := metric_total(text, "solitaire_db_lagging_reads_total", database=database, reason=reason))
    }


def reconcile(url: str, day: dt.date, flows: list[Flow]) -> tuple[int, int, int]:
    """(acknowledged results, those missing from the board's table or the history, those
    stored twice in the history)."""
    acknowledged = {flow.player for flow in flows if flow.acknowledged}
    with psycopg.connect(url) as conn:
        stored = {
            str(row[0]) for row in conn.execute("SELECT player_id FROM daily_results WHERE day = %s", [day])
        }
        games = Counter(
            str(row[0]) for row in conn.execute("SELECT player_id FROM games WHERE daily_day = %s", [day])
        )
    missing = sum(1 for player in acknowledged if player not in stored or games[player] == 0)
    duplicated = sum(1 for player in acknowledged if games[player] > 1)
    return len(acknowledged), missing, duplicated


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def tables(runs: list[Run], players: int, ramp_s: float, pause_s: float, started_at: dt.datetime) -> str:
    lines = [
        f"Run {started_at:%Y-%m-%d %H:%M} UTC: {players} players ramped over {ramp_s:.0f} s "
        f"({players / ramp_s:.1f} flows/s offered), {pause_s * 1000:.0f} ms between moves; "
        f"`.venv/bin/python -m bench.surge {players} {ramp_s:.0f} {pause_s * 1000:.0f}`.",
        "",
        "| scenario | load before (1/5/15 min) | flows complete | complete flows/s | answers not 2xx |"
        " PostgreSQL CPU per flow | service CPU per flow | reads that may lag, where | acknowledged | missing"
        " | duplicated |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for run in runs:
        failures = Counter(status for _, status, _ in run.answers if status not in (200, 201))
        errors = (
            ", ".join(f"{status or 'no answer'}: {count}" for status, count in sorted(failures.items()))
            or "none"
        )
        cpu = " + ".join(
            f"{seconds / max(run.complete, 1) * 1000:.1f} ms ({role})"
            for role, seconds in run.postgres_cpu_s.items()
        )
        service = f"{run.service_cpu_s / max(run.complete, 1) * 1000:.0f} ms"
        if run.faults:
            cpu = service = "- (a process stopped mid-run)"
        lagging = (
            ", ".join(f"{where}: {count:.0f}" for where, count in run.lagging_reads.items()) or "primary"
        )
        faults = f" ({'; '.join(run.faults)})" if run.faults else ""
        lines.append(
            f"| {run.scenario}{faults} | {run.load} | {run.complete} / {len(run.flows)} | "
            f"{run.complete / run.seconds:.2f} | {errors} | {cpu} | {service} | {lagging} | "
            f"{run.acknowledged} | {run.missing} | {run.duplicated} |"
        )
    routes = sorted({route for run in runs for route, _, _ in run.answers})
    lines += ["", "p50 / p99 by route, ms (successful answers):", ""]
    lines += ["| route | " + " | ".join(run.scenario for run in runs) + " |", "|---|" + "---|" * len(runs)]
    for route in routes:
        cells = []
        for run in runs:
            times = [seconds for r, status, seconds in run.answers if r == route and status in (200, 201)]
            cells.append(
                f"{percentile(times, 0.5) * 1000:.0f} / {percentile(times, 0.99) * 1000:.0f}"
                if times
                else "-"
            )
        lines.append(f"| `{route}` | " + " | ".join(cells) + " |")
    steps = defaultdict(Counter)
    for run in runs:
        for flow in run.flows:
            for step in STEPS:
                if flow.statuses.get(step) not in (200, 201, None):
                    steps[run.scenario][step] += 1
    if steps:
        lines += ["", "Flows that ended early, by the step that failed last:", ""]
        for scenario, counts in steps.items():
            lines.append(f"- {scenario}: " + ", ".join(f"{step} {count}" for step, count in counts.items()))
    return "\n".join(lines) + "\n"


def main() -> None:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    ramp_s = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    pause_s = (float(sys.argv[3]) if len(sys.argv) > 3 else 50.0) / 1000
    scenarios = sys.argv[4:] or list(SCENARIOS)
    started_at = dt.datetime.now(dt.UTC)
    runs = []
    for scenario in scenarios:
        with tempfile.TemporaryDirectory(prefix="bench-surge-") as home:
            Path(home).chmod(0o755)
            run = surge(scenario, players, ramp_s, pause_s, Path(home))
        runs.append(run)
        print(
            f"{scenario}: {run.complete}/{len(run.flows)} complete in {run.seconds:.0f} s, "
            f"acknowledged {run.acknowledged}, missing {run.missing}, duplicated {run.duplicated}",
            flush=True,
        )
    text = (
        tables(runs, players, ramp_s, pause_s, started_at)
        + f"\nLoad averages at the end: {load_averages()}.\n"
    )
    write_section(ROOT / "bench" / "surge.md", "bench/surge.py", text)
    print(text)


if __name__ == "__main__":
    main()
