"""The database routes under load beside the bare Flask route, and the daily scheduler's run
time; rewrites its section of bench/db.md (between the ``<!-- bench/db.py -->`` markers).

    .venv/bin/python -m bench.db [seconds per wrk run, default 10] [schedule days, default 365; 0 skips]
                                 [rounds, default 3] [a git revision to measure beside this tree]

A throwaway PostgreSQL (``service.dev.postgres``, durable settings as ``scripts/serve`` runs it)
under a temporary directory, migrated; today (UTC: gunicorn runs on the real clock) with a
golf-easy leaderboard of ``BOARD_RESULTS`` results (written by SQL, as many players: the
triggers keep the board's counts and spread as they do for a submission); a player with
``HISTORY_GAMES`` games in their history (each the day's deal won in 49 moves, with its
action log); two players with a daily result every day, for ``RECORD_DAYS`` and for a
year, today's on that board and the earlier days' settled (``daily settle``); the
planner's statistics taken (``ANALYZE``); gunicorn with ``deploy/gunicorn.conf.py``, 2
workers and the deployed settings (access line on); wrk at 16 connections.  The
revision, when given, is exported (``git archive``) with this tree's engine in place of
its own (the states seeded are packed by it, and the routes' code is what the comparison
is about) and served with this virtual environment over the same database, so only the
web and storage code differs.

* The bare Flask route of bench/http_moves.py (``bench/http_bare.py``: a small JSON body parsed, 900
  bytes answered), the yardstick of the ratios, measured in the same rounds.
* Leaderboard reads: the first page and a deep page (after the 5,000th entry, reached by
  following ``next``) of 20 entries; a player's own rank (``/leaderboard/me``) half-way
  down the board.
* Result submissions (``POST /v1/daily/{date}/results``), each from a different player,
  against the board above: the first submission of each (the token checked, a query;
  one a verified sealed state, one transaction writing the result and the history row,
  and the rank answered).  Then the same submission again and again (the idempotent path:
  nothing written).
* A page of 20 games of the player's history, and the player's stats.
* The daily record (``GET /v1/players/{id}/daily``) of a month and of a year, and the
  board's spread (``GET /v1/daily/{date}/stats``).
* ``flask --app service daily schedule --start ... --days N`` for the 4 variants, run as
  the command line runs it.  If N days would take more than ~15 minutes, pass fewer and
  the table extrapolates to 365.

Each round runs the bare route, then every route on each release in turn; a route's ratio
is the median over the rounds of its rate over the bare route's in the same round.  The
machine's load averages are taken before anything starts (what other work there is) and
at the end, and the 1-minute load when each run began (this benchmark's own load
included).  The result and daily rate limits are lifted for the run
(``RESULTS_RATE_LIMIT``, ``DAILY_RATE_LIMIT``); wrk, gunicorn and PostgreSQL share the
machine's 2 cores.  Needs wrk (Debian package ``wrk``).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

import psycopg

from bench import servers
from bench.http_moves import Server, median, per_round
from bench.http_moves import wrk as wrk_post
from bench.servers import cpu_seconds, export, load_averages, parent_pid, write_section
from bench.wrk_output import parse_wrk
from service.api.web.tokens import DailyTag, Envelope, StateSealer
from service.dev.postgres import DevDatabase
from service.engine import Game, Variant, new_game, pack
from service.engine.game import Draw
from service.engine.golf_vocabulary import Remove
from service.store import DailyDeal, GameRecord, Store, migrate
from service.store.records import game_record

ROOT = Path(__file__).resolve().parents[1]

KEY = "bench-secret-key"
CONNECTIONS, WRK_THREADS = 16, 2
BOARD_RESULTS = 1_000_000
RECORD_DAYS = 30
SUBMISSIONS_PER_SECOND = 2_000
"""Players ready to submit, per second of a first-submissions run (each submits once)."""
HISTORY_GAMES = 200
DAY = dt.datetime.now(dt.UTC).date()
DAY_START = dt.datetime.combine(DAY, dt.time(), dt.UTC)
CODE = "GO1-E-AAAAAAB"
DEEP = 5_000
SCHEDULE_START = dt.date(2031, 1, 1)
BARE_BODY = '{"variant": "golf-easy"}'
WALK_TOKENS = """
local tokens, bodies, thread_count = {}, {}, 0
function setup(thread)
  thread:set("offset", thread_count)
  thread_count = thread_count + 1
end
function init(args)
  for line in io.lines(args[1]) do
    local token, state = line:match("([^\t]+)\t([^\t]+)")
    tokens[#tokens + 1] = token
    bodies[#bodies + 1] = '{"variant": "golf-easy", "state": "' .. state .. '"}'
  end
  step = tonumber(args[2])
  index = offset + 1
end
function request()
  local at = tokens[index] and index or #tokens
  index = index + step
  local headers = {["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. tokens[at]}
  return wrk.format("POST", nil, headers, bodies[at])
end
"""


def won_game() -> Game:
    """A won game of the day's deal (350 points in 49 moves)."""
    game = new_game(CODE)
    while game.status == "playing":
        removes = [m for m in game.legal_moves() if isinstance(m, Remove)]
        game.play(removes[0] if removes else Draw())
    return game


def fill_board(url: str, day: dt.date, results: int) -> str:
    """``results`` players with a golf-easy result each on ``day``'s board, written by SQL
    in one statement (the store writes one result a transaction): two thirds won, the
    others dead ends with 18-34 cards home; 49-88 moves, 1-51 minutes.  A player's token is
    its id as text.  Returns the token of the player half-way down the board."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n FROM generate_series(1, %s) n",
            [results],
        )
        conn.execute("INSERT INTO players (id, name) SELECT id, 'Seeded ' || n FROM crowd")
        conn.execute(
            "INSERT INTO devices (player_id, token_sha256) SELECT id, sha256(id::text::bytea) FROM crowd"
        )
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at)"
            " SELECT %(day)s, 'golf-easy', id, CASE WHEN n %% 3 = 0 THEN 0 ELSE 350 END, 49 + n %% 40,"
            " CASE WHEN n %% 3 = 0 THEN 'dead_end' ELSE 'won' END, n %% 3 <> 0,"
            " CASE WHEN n %% 3 = 0 THEN 18 + n %% 17 ELSE 35 END, 0, 60 + n %% 3000,"
            " %(start)s + (60 + n %% 3000) * interval '1 s' FROM crowd",
            {"day": day, "start": dt.datetime.combine(day, dt.time(), dt.UTC)},
        )
        [(middle,)] = conn.execute(
            "SELECT player_id FROM daily_results WHERE day = %s ORDER BY order_lost, order_cards_left, hints,"
            " order_seconds, moves, submitted_at, player_id OFFSET %s LIMIT 1",
            [day, results // 2],
        ).fetchall()
    return str(middle)


class Seeded:
    """What the runs need from the database: the racers (lines ``token<TAB>final state``
    of players who started their daily game and have not submitted), the token of the
    player half-way down the board, the id and token of the player with a history, and of
    the players with a month and a year of daily results."""

    def __init__(self, store: Store, url: str, racers: int) -> None:
        store.deals.publish([DailyDeal(DAY, "golf-easy", CODE, 3.0)])
        finished = won_game()
        sealer, won = StateSealer([KEY]), pack(finished)
        self.middle_token = fill_board(url, DAY, BOARD_RESULTS)
        self.recorders = {days: self.recorder(store, days) for days in (RECORD_DAYS, 365)}

        def racer(index: int) -> str:
            player, token = store.players.create(f"Racer {index}")
            start = store.attempts.start(DAY, "golf-easy", player, DAY_START)
            assert start is not None
            daily = DailyTag(DAY, Variant.GOLF_EASY, start.started_at)
            state = sealer.seal(won, Envelope(uuid.uuid4(), player, daily), dt.datetime.now(dt.UTC))
            return f"{token}\t{state}"

        with ThreadPoolExecutor(4) as pool:
            self.racers = list(pool.map(racer, range(racers)))
        self.historian, self.historian_token = store.players.create("Historian")
        for _ in range(HISTORY_GAMES):
            store.history.record_game(self.historian, game_record(finished, uuid.uuid4()))

    @staticmethod
    def recorder(store: Store, days: int) -> tuple[uuid.UUID, str]:
        """A player with a daily result on each of ``days`` days up to today: today's on the
        big board (its standing counted live), the others on boards of their own, settled
        (their final standings read by key)."""
        player, token = store.players.create(f"Recorder {days}")
        first = DAY - dt.timedelta(days=days - 1)
        store.deals.publish(
            DailyDeal(first + dt.timedelta(days=n), "golf-easy", CODE, 3.0) for n in range(days - 1)
        )
        for n in range(days):
            day = first + dt.timedelta(days=n)
            start = dt.datetime.combine(day, dt.time(12), dt.UTC)
            store.attempts.start(day, "golf-easy", player, start)
            record = GameRecord(uuid.uuid4(), "golf", CODE, {}, "won", 350, 49, [], "golf-easy")
            store.results.submit(day, "golf-easy", player, record, 35, start + dt.timedelta(seconds=200))
            if day != DAY:
                store.boards.settle(day, "golf-easy")
        return player, token


def gunicorn(port: int, database_url: str, checkout: Path) -> subprocess.Popen[bytes]:
    """Deployed settings (the access line on), but the limits of the routes measured are
    lifted for the run."""
    lifted = {f"{name}_RATE_LIMIT": "100000000/minute" for name in ("RESULTS", "DAILY")}
    settings = {"SECRET_KEY": KEY, "DATABASE_URL": database_url, "ACCESS_LOG": "1", **lifted}
    return servers.gunicorn(port, settings, checkout)


def wrk(url: str, seconds: int, script: str | None = None, args: tuple[str, ...] = ()) -> dict[str, float]:
    command = ["wrk", f"-t{WRK_THREADS}", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency"]
    if script:
        command += ["-s", script]
    out = subprocess.run([*command, url, *args], capture_output=True, text=True, check=True).stdout
    return parse_wrk(out)


def lua(text: str, directory: Path, name: str) -> str:
    path = directory / name
    path.write_text(text)
    return str(path)


def deep_cursor(board: str) -> str:
    """The ``next`` cursor after the ``DEEP``-th entry, by following the pages."""
    cursor = ""
    for _ in range(DEEP // 100):
        with urllib.request.urlopen(f"{board}&limit=100{cursor}", timeout=30) as response:
            cursor = "&after=" + json.load(response)["next"]
    return cursor


Run = Callable[[int], dict[str, float]]
"""One wrk run of a route; its argument is the run's number (first submissions take the
players of their own slice)."""


def routes(
    base: str, seconds: int, seeded: Seeded, directory: Path, release: int, releases: int
) -> dict[str, Run]:
    """The routes measured on the server at ``base``, by label."""
    board = f"{base}/v1/daily/{DAY}/leaderboard?variant=golf-easy"
    deep = f"{board}&limit=20{deep_cursor(board)}"
    me = f"{base}/v1/daily/{DAY}/leaderboard/me?variant=golf-easy"
    me_script = lua(f'wrk.headers["Authorization"] = "Bearer {seeded.middle_token}"\n', directory, "me.lua")
    historian = lua(f'wrk.headers["Authorization"] = "Bearer {seeded.historian_token}"\n', directory, "h.lua")
    history = f"{base}/v1/players/{seeded.historian}"
    submit = lua(WALK_TOKENS, directory, "submit.lua")
    results = f"{base}/v1/daily/{DAY}/results"
    (directory / "one-token").write_text(seeded.racers[0] + "\n")
    per_run = SUBMISSIONS_PER_SECOND * seconds

    def first_submissions(round_number: int) -> dict[str, float]:
        first = (round_number * releases + release) * per_run
        players = directory / f"tokens-{round_number}"
        players.write_text("\n".join(seeded.racers[first : first + per_run]) + "\n")
        run = wrk(results, seconds, submit, ("--", str(players), str(WRK_THREADS)))
        if run["requests"] > per_run:
            raise RuntimeError(
                f"{run['requests']:,.0f} submissions for {per_run:,} players: raise SUBMISSIONS_PER_SECOND"
            )
        return run

    record: dict[str, Run] = {}
    if release == 0:  # routes of this tree's contract: measured on it alone

        def get(url: str, script: str | None = None) -> Run:
            return lambda _: wrk(url, seconds, script)

        for days, (player, token) in seeded.recorders.items():
            script = lua(f'wrk.headers["Authorization"] = "Bearer {token}"\n', directory, f"r{days}.lua")
            url = f"{base}/v1/players/{player}/daily?from={DAY - dt.timedelta(days=days - 1)}&to={DAY}"
            record[f"GET daily record, {days} days (today live, the rest settled)"] = get(url, script)
        record["GET daily stats (the board's spread)"] = get(f"{base}/v1/daily/{DAY}/stats?variant=golf-easy")
    return {
        "GET leaderboard, page 1 of 20": lambda _: wrk(f"{board}&limit=20", seconds),
        f"GET leaderboard, 20 after entry {DEEP:,} (keyset)": lambda _: wrk(deep, seconds),
        f"GET leaderboard/me, rank {BOARD_RESULTS // 2:,}": lambda _: wrk(me, seconds, me_script),
        "POST result, first submissions": first_submissions,
        "POST result, the same resubmission (answers 200)": lambda _: wrk(
            results, seconds, submit, ("--", str(directory / "one-token"), str(WRK_THREADS))
        ),
        f"GET history page, 20 of {HISTORY_GAMES} games": lambda _: wrk(
            f"{history}/games?limit=20", seconds, historian
        ),
        "GET stats": lambda _: wrk(f"{history}/stats", seconds, historian),
        **record,
    }


BARE = "bare Flask route (bench/http_bare.py)"


def load_rows(
    releases: dict[str, tuple[str, int]],
    postmaster: int,
    seconds: int,
    rounds: int,
    seeded: Seeded,
    directory: Path,
) -> list[str]:
    """Alternating rounds: the bare route, then each route on each release in turn.
    ``releases`` are the releases' base URLs and gunicorn process ids, by name."""
    by_release: dict[str, dict[str, Run]] = {}
    for index, (name, (base, _)) in enumerate(releases.items()):
        (directory / f"release-{index}").mkdir()
        by_release[name] = routes(base, seconds, seeded, directory / f"release-{index}", index, len(releases))
    bare = Server("bench.http_bare:app", {})
    runs: dict[tuple[str, str], list[dict[str, float]]] = {(BARE, ""): []}
    try:
        for round_number in range(rounds):
            bare_run = partial(wrk_post, bare, "/bare", BARE_BODY, seconds)
            runs[BARE, ""].append(measured(bare_run, bare.process.pid))
            for label in by_release[next(iter(by_release))]:
                for name, release in by_release.items():
                    if label not in release:
                        continue
                    run = partial(release[label], round_number)
                    runs.setdefault((label, name), []).append(measured(run, releases[name][1], postmaster))
    finally:
        bare.stop()
    return [row(label, name, done, runs[BARE, ""]) for (label, name), done in runs.items()]


def measured(
    run: Callable[[], dict[str, float]], server: int, database: int | None = None
) -> dict[str, float]:
    """A run's figures, the 1-minute load average when it began, and the CPU time a request
    cost the ``server`` (gunicorn: the master and its workers) and the ``database`` (the
    postmaster and its backends), read from /proc."""
    load = os.getloadavg()[0]
    server_before, database_before = cpu_seconds(server), cpu_seconds(database) if database else 0.0
    figures = run()
    server_cpu = cpu_seconds(server) - server_before
    database_cpu = cpu_seconds(database) - database_before if database else 0.0
    per_request = 1e6 / figures["requests"]
    return figures | {
        "load": load,
        "cpu_us": server_cpu * per_request,
        "db_cpu_us": database_cpu * per_request,
        "all_cpu_us": (server_cpu + database_cpu) * per_request,
    }


def row(label: str, release: str, runs: list[dict[str, float]], bare: list[dict[str, float]]) -> str:
    """A route's medians, and its ratios to the bare route: the medians of the rounds'
    ratios, each taken against the bare route's run of the same round."""
    rate = per_round(runs, bare, "rps")
    cpu = per_round(bare, runs, "all_cpu_us")  # the bare route's CPU over the route's
    loads = ", ".join(f"{run['load']:.1f}" for run in runs)
    return (
        f"| {label} | {release} | {median(runs, 'rps'):,.0f} | {median(runs, 'p50'):.2f} "
        f"| {median(runs, 'p99'):.2f} | {median(runs, 'cpu_us'):,.0f} + {median(runs, 'db_cpu_us'):,.0f} "
        f"| {rate:.2f} | {cpu:.2f} | {loads} |"
    )


def schedule_seconds(database_url: str, days: int) -> float:
    env = {**os.environ, "DATABASE_URL": database_url}
    command = [str(ROOT / ".venv/bin/flask"), "--app", "service", "daily", "schedule"]
    command += ["--start", SCHEDULE_START.isoformat(), "--days", str(days)]
    started = time.perf_counter()
    subprocess.run(
        command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return time.perf_counter() - started


def main() -> None:
    # A plain kill (SIGTERM) would skip the ``finally`` blocks that stop the servers.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    days = int(sys.argv[2]) if len(sys.argv) > 2 else 365
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    revision = sys.argv[4] if len(sys.argv) > 4 else None
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-db-"))
    home.chmod(0o755)
    checkouts = {"this tree": ROOT}
    if revision:
        checkouts[revision] = export(revision, home)
    database = DevDatabase(home / "pg")
    try:
        url = database.start()
        migrate(url)
        store = Store(url, max_size=4)
        started = time.perf_counter()
        seeded = Seeded(store, url, rounds * len(checkouts) * SUBMISSIONS_PER_SECOND * seconds)
        seeded_s = time.perf_counter() - started
        store.close()
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ANALYZE")  # the statistics autovacuum would have a minute after such a load
            postmaster = parent_pid(conn.info.backend_pid)
        served = {}
        try:
            for index, (name, checkout) in enumerate(checkouts.items()):
                port = 18000 + (os.getpid() + 10 * index) % 1000
                served[name] = (gunicorn(port, url, checkout), f"http://127.0.0.1:{port}")
            releases = {name: (base, server.pid) for name, (server, base) in served.items()}
            rows = load_rows(releases, postmaster, seconds, rounds, seeded, home)
        finally:
            for server, _ in served.values():
                server.terminate()
                server.wait(timeout=30)
        load_after = load_averages()
        took = schedule_seconds(url, days) if days else None
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.db {seconds} {days} {rounds}"
        f"{' ' + revision if revision else ''}`: wrk -t{WRK_THREADS} -c{CONNECTIONS} -d{seconds}s, {rounds} "
        "alternating rounds (medians); gunicorn -c deploy/gunicorn.conf.py, 2 workers (gthread, 4 threads, "
        "a pool of up to 4 connections each), access line on; the PostgreSQL of service.dev.postgres; "
        "a board of "
        f"{BOARD_RESULTS:,} results (seeding it by SQL, the history, the daily records and "
        f"{len(seeded.racers):,} players through the store took {seeded_s:.0f} s). "
        f"**Load averages (1 / 5 / 15 min) before the run: {load_before}; "
        f"after the wrk runs: {load_after}** on {os.cpu_count()} cores (the figures taken during the run "
        "include the benchmark's own wrk, gunicorn and PostgreSQL).",
        "",
        "| route | release | req/s | p50 ms | p99 ms | CPU us/request: gunicorn + PostgreSQL "
        "| ratio to the bare route (req/s) | ratio (CPU) | load (1 min) at each run |",
        "|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    if took is not None:
        per_day = took / days
        lines += [
            "",
            f"`flask --app service daily schedule --start {SCHEDULE_START} --days {days}` (4 variants, "
            f"{4 * days} deals): {took:,.0f} s, {per_day:.2f} s a day"
            + ("" if days == 365 else f"; 365 days extrapolated: {per_day * 365 / 60:,.1f} min"),
        ]
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "db.md", "bench/db.py", text)


if __name__ == "__main__":
    main()
