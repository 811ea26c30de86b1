"""``GET /v1/players/{id}/stats`` of a player with a long history, for bench/db.md.

    .venv/bin/python -m bench.stats [checkout] [games, default 300000] [seconds per wrk run, default 10]

``checkout`` is the source tree to serve (default: this one); pass an export of an older
commit (``git archive COMMIT | tar -x -C DIR``) to measure it the same way, with this
virtual environment (gunicorn puts the checkout first on the path).  A throwaway
PostgreSQL (``service.dev.postgres``) migrated by that checkout's own migrations; one player with
``games`` games (golf-easy and canfield-draw3, two wins in three) written in one INSERT,
then the player's stats counted as that checkout's migration would (when it has counters);
gunicorn with ``deploy/gunicorn.conf.py`` and 2 workers.  Then:

* one request's time (median of 20, sequential);
* a play move's latency (wrk, ``POST /v1/moves``, 2 connections);
* wrk at 16 connections on the stats route (the review's "16 parallel loops"), and the
  same move run again beside it.

Prints one Markdown row per measurement.  Needs wrk.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psycopg

from bench.servers import gunicorn
from bench.wrk_output import parse_wrk
from service.dev.postgres import DevDatabase

ROOT = Path(__file__).resolve().parents[1]

KEY = secrets.token_hex(32)

SEED = """
INSERT INTO games (player_id, recorded_at, game, variant, rules, status, score, moves)
SELECT %(player)s, date_trunc('month', now()) + i * interval '1 second',
       CASE WHEN i %% 4 = 0 THEN 'canfield' ELSE 'golf' END,
       CASE WHEN i %% 4 = 0 THEN 'canfield-draw3' ELSE 'golf-easy' END,
       '{}', CASE WHEN i %% 3 = 0 THEN 'dead_end' ELSE 'won' END, i %% 350, 60
FROM generate_series(1, %(games)s) i
"""


def seed(url: str, games: int) -> tuple[str, str]:
    """(player id, token) of a player with ``games`` games."""
    token = secrets.token_urlsafe(32)
    with psycopg.connect(url) as conn:
        digest = hashlib.sha256(token.encode()).digest()
        if conn.execute("SELECT to_regclass('devices')").fetchone() == (None,):  # before 0029
            insert = "INSERT INTO players (name, token_sha256) VALUES ('Bench', %s) RETURNING id"
        else:
            insert = (
                "WITH made AS (INSERT INTO players (name) VALUES ('Bench') RETURNING id),"
                " device AS (INSERT INTO devices (player_id, token_sha256) SELECT id, %s FROM made)"
                " SELECT id FROM made"
            )
        player = conn.execute(insert, [digest]).fetchone()[0]  # type: ignore[index]
        conn.execute(SEED, {"player": player, "games": games})
        if conn.execute("SELECT to_regproc('recount_player_stats')").fetchone() != (None,):
            for variant in ("golf-easy", "canfield-draw3"):
                conn.execute("SELECT recount_player_stats(%s, %s)", [player, variant])
        conn.execute("ANALYZE")
    return str(player), token


def wrk(url: str, seconds: int, connections: int, args: list[str]) -> subprocess.Popen[str]:
    command = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--timeout", "60s", "--latency", *args, url]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True)


def main() -> None:
    checkout = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 300_000
    seconds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    with tempfile.TemporaryDirectory(prefix="bench-stats-") as scratch:
        database = DevDatabase(Path(scratch) / "pg")
        url = database.start()
        try:
            migrate = [str(ROOT / ".venv/bin/flask"), "--app", "service", "migrate"]
            environment = {**os.environ, "DATABASE_URL": url}
            subprocess.run(migrate, cwd=checkout, env=environment, check=True, capture_output=True)
            player, token = seed(url, games)
            port = 8700 + secrets.randbelow(200)
            settings = {"SECRET_KEY": KEY, "DATABASE_URL": url}
            server = gunicorn(port, settings, checkout, log=Path(scratch) / "gunicorn.log")
            base = f"http://127.0.0.1:{port}"
            try:
                stats = f"{base}/v1/players/{player}/stats"
                request = urllib.request.Request(stats, headers={"Authorization": f"Bearer {token}"})
                times = []
                for _ in range(20):
                    started = time.perf_counter()
                    with urllib.request.urlopen(request, timeout=60) as answer:
                        body = json.load(answer)
                    times.append((time.perf_counter() - started) * 1000)
                played = sum(v["played"] for v in body["variants"])
                assert played == games, body
                with urllib.request.urlopen(
                    urllib.request.Request(f"{base}/v1/games", data=b'{"code":"GO1-E-AAAAAAB"}',
                                           headers={"Content-Type": "application/json"}), timeout=10,
                ) as answer:  # fmt: skip
                    state = json.load(answer)["state"]
                move = Path(scratch) / "move.lua"
                move.write_text(
                    'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                    f"wrk.body = {json.dumps(json.dumps({'state': state, 'move': {'type': 'draw'}}))}\n"
                )
                load = os.getloadavg()[0]
                header = ["-H", f"Authorization: Bearer {token}"]
                moves_alone = parse_wrk(
                    wrk(f"{base}/v1/moves", seconds, 2, ["-s", str(move)]).communicate()[0]
                )
                loaded = wrk(stats, seconds, 16, header)
                moves = parse_wrk(wrk(f"{base}/v1/moves", seconds, 2, ["-s", str(move)]).communicate()[0])
                under_load = parse_wrk(loaded.communicate()[0])
            finally:
                server.terminate()
                server.wait(timeout=30)
        finally:
            database.remove()
    print(
        f"| {checkout.name} | {games:,} | load {load:.2f} | one request {statistics.median(times):.1f} ms"
        f" | 16 stats loops: {under_load['rps']:,.1f} req/s, p99 {under_load['p99']:,.0f} ms"
        f" | moves p99 alone {moves_alone['p99']:.1f} ms, beside the stats loops {moves['p99']:,.1f} ms |"
    )


if __name__ == "__main__":
    main()
