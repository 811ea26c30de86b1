"""The database routes under load, and the daily scheduler's run time; writes bench/db.md.

    .venv/bin/python bench/db.py [seconds per wrk run, default 10] [schedule days, default 365]

A throwaway PostgreSQL (``service.devdb``, durable settings as ``scripts/serve`` runs it)
under a temporary directory, migrated; today (UTC: gunicorn runs on the real clock) with a
golf-easy leaderboard of ``BOARD_RESULTS`` results; gunicorn with ``deploy/gunicorn.conf.py``
and 2 workers; wrk at 16 connections.

* Leaderboard reads: the first page and a deep page (after the 5,000th entry, reached by
  following ``next``) of 20 entries; a player's own rank (``/leaderboard/me``) half-way
  down the board.
* Result submissions: every request is a different player's first submission of their
  own daily game (a wrk Lua script walks through tokens and states made beforehand), each
  one a verified sealed state, one transaction writing the result and the history row,
  and the rank answered.  Then the same submission again and again (the idempotent path:
  nothing written).
* ``flask --app service daily schedule --start ... --days N`` for the 4 variants, run as
  the command line runs it.  If N days would take more than ~15 minutes, pass fewer and
  the table extrapolates to 365.

The result and daily rate limits are lifted for the run (``RESULTS_RATE_LIMIT``,
``DAILY_RATE_LIMIT``); wrk, gunicorn and
PostgreSQL share the machine's 2 cores.  Needs wrk (Debian package ``wrk``).
"""

from __future__ import annotations

import sys
from pathlib import Path

# Run as a script, this folder would come first on the path and bench/http.py would hide
# the standard library's ``http`` package (which urllib needs): put the project root there.
ROOT = Path(__file__).resolve().parents[1]
sys.path[0] = str(ROOT)

import datetime as dt  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import urllib.request  # noqa: E402
import uuid  # noqa: E402
from concurrent.futures import ThreadPoolExecutor  # noqa: E402

from bench import servers  # noqa: E402
from bench.wrk_output import parse_wrk  # noqa: E402
from service.api.tokens import DailyTag, Envelope, StateSealer  # noqa: E402
from service.devdb import DevDatabase  # noqa: E402
from service.engine import Game, new_game, pack  # noqa: E402
from service.engine.game import Draw, Remove  # noqa: E402
from service.store import DailyDeal, GameRecord, Store, migrate  # noqa: E402

KEY = "bench-secret-key"
CONNECTIONS, WRK_THREADS = 16, 2
BOARD_RESULTS = 20_000
SUBMITTERS = 20_000
DAY = dt.datetime.now(dt.UTC).date()
DAY_START = dt.datetime.combine(DAY, dt.time(), dt.UTC)
CODE = "GO1-E-AAAAAAB"
DEEP = 5_000
SCHEDULE_START = dt.date(2031, 1, 1)
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


def seed(store: Store) -> tuple[list[str], str]:
    """The day's deal and ``BOARD_RESULTS`` results on its board (a third dead ends, the
    rest won in 49-88 moves and 1-50 minutes); ``SUBMITTERS`` players who started their
    daily game and have not submitted yet, as lines ``token<TAB>final state``; and the
    token of the player half-way down the board."""
    store.publish_daily([DailyDeal(DAY, "golf-easy", CODE, 3.0)])

    def board_result(index: int) -> str:
        player, token = store.create_player(f"Seeded {index}")
        store.start_daily(DAY, "golf-easy", player, DAY_START)
        won = index % 3 != 0
        cards = 35 if won else 18 + index % 17
        score = 350 if won else max(0, 20 * cards - 350)
        status = "won" if won else "dead_end"
        record = GameRecord(uuid.uuid4(), "golf", CODE, {}, status, score, 49 + index % 40, [], "golf-easy")
        submitted = DAY_START + dt.timedelta(seconds=60 + index % 3000)
        store.submit_result(DAY, "golf-easy", player, record, cards, submitted)
        return token

    sealer, won = StateSealer([KEY]), pack(won_game())

    def racer(index: int) -> str:
        player, token = store.create_player(f"Racer {index}")
        start = store.start_daily(DAY, "golf-easy", player, DAY_START)
        assert start is not None
        daily = DailyTag(DAY, "golf-easy", start.started_at)
        state = sealer.seal(won, Envelope(uuid.uuid4(), player, daily), dt.datetime.now(dt.UTC))
        return f"{token}\t{state}"

    with ThreadPoolExecutor(4) as pool:
        board_tokens = list(pool.map(board_result, range(BOARD_RESULTS)))
        return list(pool.map(racer, range(SUBMITTERS))), board_tokens[BOARD_RESULTS // 2]


def gunicorn(port: int, database_url: str) -> subprocess.Popen[bytes]:
    """The limits of the routes measured are lifted for the run."""
    lifted = {f"{name}_RATE_LIMIT": "100000000/minute" for name in ("RESULTS", "DAILY")}
    return servers.gunicorn(port, {"SECRET_KEY": KEY, "DATABASE_URL": database_url, **lifted})


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


def load_rows(base: str, seconds: int, racers: list[str], middle_token: str, directory: Path) -> list[str]:
    board = f"{base}/v1/daily/{DAY}/leaderboard?variant=golf-easy"
    rows = []
    me = f"{base}/v1/daily/{DAY}/leaderboard/me?variant=golf-easy"
    me_script = lua(f'wrk.headers["Authorization"] = "Bearer {middle_token}"\n', directory, "me.lua")
    for label, url, script in (
        ("GET leaderboard, page 1 of 20", f"{board}&limit=20", None),
        (f"GET leaderboard, 20 after entry {DEEP:,} (keyset)", f"{board}&limit=20{deep_cursor(board)}", None),
        (f"GET leaderboard/me, rank {BOARD_RESULTS // 2:,} or so", me, me_script),
    ):
        run = wrk(url, seconds, script)
        rows.append(f"| {label} | {run['rps']:,.0f} | {run['p50']:.2f} | {run['p99']:.2f} |")
    tokens = racers
    (directory / "tokens").write_text("\n".join(tokens) + "\n")
    script = lua(WALK_TOKENS, directory, "submit.lua")
    results = f"{base}/v1/daily/{DAY}/results"
    first = wrk(results, seconds, script, ("--", str(directory / "tokens"), str(WRK_THREADS)))
    if first["requests"] > len(tokens):
        raise RuntimeError(f"{first['requests']} submissions for {len(tokens)} players: raise SUBMITTERS")
    rows.append(
        f"| POST result, first submissions ({first['requests']:,.0f} players) | {first['rps']:,.0f} "
        f"| {first['p50']:.2f} | {first['p99']:.2f} |"
    )
    (directory / "one-token").write_text(tokens[0] + "\n")
    again = wrk(results, seconds, script, ("--", str(directory / "one-token"), str(WRK_THREADS)))
    rows.append(
        f"| POST result, the same resubmission (answers 200) | {again['rps']:,.0f} "
        f"| {again['p50']:.2f} | {again['p99']:.2f} |"
    )
    return rows


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
    home = Path(tempfile.mkdtemp(prefix="bench-db-"))
    home.chmod(0o755)
    database = DevDatabase(home / "pg")
    try:
        url = database.start()
        migrate(url)
        store = Store(url, max_size=4)
        started = time.perf_counter()
        racers, middle_token = seed(store)
        seeded_s = time.perf_counter() - started
        store.close()
        port = 18000 + os.getpid() % 1000
        server = gunicorn(port, url)
        try:
            rows = load_rows(f"http://127.0.0.1:{port}", seconds, racers, middle_token, home)
        finally:
            server.terminate()
            server.wait(timeout=30)
        took = schedule_seconds(url, days)
    finally:
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    print(
        f"wrk -t{WRK_THREADS} -c{CONNECTIONS} -d{seconds}s; gunicorn -c deploy/gunicorn.conf.py, 2 workers "
        f"(gthread, 4 threads, a pool of up to 4 connections each); local PostgreSQL; a board of "
        f"{BOARD_RESULTS:,} results (seeding it and {SUBMITTERS:,} players through the store took "
        f"{seeded_s:.0f} s)\n"
    )
    print("| route | req/s | p50 ms | p99 ms |\n|---|---|---|---|")
    print("\n".join(rows))
    per_day = took / days
    print(
        f"\n`flask --app service daily schedule --start {SCHEDULE_START} --days {days}` (4 variants, "
        f"{4 * days} deals): {took:,.0f} s, {per_day:.2f} s a day"
        + ("" if days == 365 else f"; 365 days extrapolated: {per_day * 365 / 60:,.1f} min")
    )


if __name__ == "__main__":
    main()
