"""POST /v1/moves under gunicorn (deploy/gunicorn.conf.py, 2 workers) against a bare Flask
route of the same body sizes, with wrk at 16 connections, in one run; and a ranked daily
attempt's move beside a practice move.

    .venv/bin/python -m bench.http_moves [seconds per run, default 10] [rounds, default 3]
                                   [a revision whose move route is served beside, in the same rounds]
    .venv/bin/python -m bench.http_moves ranked [seconds per run, default 10] [rounds, default 3]
                                          [the revision to compare practice moves with, default 6a65e4b]

The two servers run side by side and wrk alternates between them, so both see the same
machine; besides wrk's rate and latency it reads the servers' own CPU time from /proc,
which other load on the machine does not distort, and notes the machine's load.  Rewrites
its section of bench/http.md (between the ``<!-- bench/http_moves.py -->`` markers).  Needs wrk
(Debian package ``wrk``).

``ranked``: one service over a throwaway PostgreSQL (``service.dev.postgres``), and wrk walking
request bodies that are each sent once: the Golf draw of a practice game (stateless), the
draw of a ranked daily attempt at its step 0 (the move moves the attempt's line on: one
compare-and-set statement), and the same ranked requests again (each a lost answer's retry,
answered with the stored state), in alternating rounds, and the practice move of a revision
from before (``git archive``d, this tree's engine in it, served beside), a bare Flask echo
and a bare Flask route running the ranked move's statement alone (``bench/http_bare.py``:
the yardstick of issue 43's ranked move) in the same rounds;
rewrites the section between the ``<!-- bench/http_moves.py ranked -->`` markers.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import psycopg
from flask.testing import FlaskClient

from bench.servers import cpu_seconds, export, load_averages, parent_pid, write_section
from bench.wrk_output import parse_wrk
from service import create_app

ROOT = Path(__file__).resolve().parents[1]

KEY = "bench-secret-key"
CONFIG = os.environ.get("GUNICORN_CONF", "deploy/gunicorn.conf.py")  # another file to try settings
CONNECTIONS, WRK_THREADS = 16, 2
GAMES: dict[str, tuple[dict[str, object], dict[str, object] | None]] = {
    "Golf draw (GO1-E-AAAAAAB)": ({"code": "GO1-E-AAAAAAB"}, {"type": "draw"}),
    "Canfield move 1 (CF1-D3-AAAAACL)": (
        {"code": "CF1-D3-AAAAACL"},
        {"type": "move", "card": "QC", "to": "c2"},
    ),
    # No move given: the position MIDGAME_MOVES moves along the solver's winning line, and its next.
    "Canfield mid-game, move 101 of a winning line (CF1-D3-AAAAACL)": ({"code": "CF1-D3-AAAAACL"}, None),
    # A round packs its hole as the line played on it, replayed on unpacking: its longest.
    "Golf round, last move of hole 1's best line (GR1-C-9-AAAAAAB)": ({"code": "GR1-C-9-AAAAAAB"}, None),
}
MIDGAME_MOVES = 100
"""A full undo history (100 actions): what most requests of a long game carry."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def position(
    client: FlaskClient, new_game: dict[str, object], move: dict[str, object] | None
) -> tuple[str, dict[str, Any]]:
    """The state a benchmark request sends, and its move: the new game's, or (``move`` None)
    the position ``MIDGAME_MOVES`` moves along the solver's winning line (Golf: its best
    line; a shorter line: the position before its last move)."""
    state: str = client.post("/v1/games", json=new_game).get_json()["state"]
    if move is not None:
        return state, dict(move)
    answer = client.post("/v1/solve", json={"state": state, "budget_ms": 10_000}).get_json()
    line = answer["solution"] or answer["best_line"]
    moves = min(MIDGAME_MOVES, len(line) - 1)
    for step in line[:moves]:
        state = client.post("/v1/moves", json={"state": state, "move": step}).get_json()["state"]
    return state, line[moves]


def move_body(new_game: dict[str, object], move: dict[str, object] | None) -> tuple[str, int]:
    """The request body, and the size of the answer it gets."""
    client = create_app({"ACCESS_LOG": False}, environ={"SECRET_KEY": KEY}).test_client()
    state, played = position(client, new_game, move)
    body = json.dumps({"state": state, "move": played})
    answer = client.post("/v1/moves", data=body, content_type="application/json")
    assert answer.status_code == 200 and answer.get_json()["outcome"]["accepted"]
    return body, len(answer.data)


class Server:
    def __init__(self, app: str, extra_env: dict[str, str], checkout: Path = ROOT) -> None:
        self.port = free_port()
        env = {
            **os.environ,
            "BIND": f"127.0.0.1:{self.port}",
            "WEB_CONCURRENCY": "2",
            "SECRET_KEY": KEY,
            **extra_env,
        }
        self.process = subprocess.Popen(
            [str(ROOT / ".venv/bin/gunicorn"), "-c", CONFIG, app],
            cwd=checkout,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"{app} did not start")

    def cpu_seconds(self) -> float:
        """CPU time used so far by the master and its workers (immune to other load)."""
        return cpu_seconds(self.process.pid)

    def connections_per_worker(self) -> str:
        """How wrk's connections fell to the workers, busiest first ("10/6"): each worker
        accepts what it can and keeps it while the client keeps it alive, so one worker
        may serve most of them; that worker's queue makes the tail latency."""
        if shutil.which("ss") is None:
            return "?"
        established = subprocess.run(
            ["ss", "-Htnp", "state", "established", f"( sport = :{self.port} )"],
            capture_output=True,
            text=True,
        ).stdout
        per_worker = Counter(re.findall(r"pid=(\d+)", established))
        return "/".join(str(n) for n in sorted(per_worker.values(), reverse=True)) or "?"

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def wrk(server: Server, path: str, body: str, seconds: int) -> dict[str, float]:
    url = f"http://127.0.0.1:{server.port}{path}"
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(
            'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
            f"wrk.body = {json.dumps(body)}\n"
        )
    urllib.request.urlopen(
        urllib.request.Request(url, data=body.encode(), headers={"Content-Type": "application/json"})
    )
    command = [
        "wrk",
        f"-t{WRK_THREADS}",
        f"-c{CONNECTIONS}",
        f"-d{seconds}s",
        "--latency",
        "-s",
        script.name,
        url,
    ]
    cpu_before = server.cpu_seconds()
    run = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    time.sleep(min(1.0, seconds / 2))
    spread = server.connections_per_worker()
    out, _ = run.communicate()
    cpu = server.cpu_seconds() - cpu_before
    os.unlink(script.name)
    figures: dict[str, Any] = parse_wrk(out)
    figures["cpu_us"] = cpu / figures["requests"] * 1e6
    figures["spread"] = spread
    return figures


def median(runs: list[dict[str, Any]], key: str) -> float:
    return statistics.median(run[key] for run in runs)


def per_round(runs: list[dict[str, Any]], bare: list[dict[str, Any]], key: str) -> float:
    """The median over the rounds of a figure's ratio to the bare route's in the same round."""
    return statistics.median(run[key] / base[key] for run, base in zip(runs, bare, strict=True))


def main() -> None:
    # A plain kill (SIGTERM) would skip the ``finally`` blocks that stop the servers.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    revision = sys.argv[3] if len(sys.argv) > 3 else None
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-http-"))
    checkout = None if revision is None else export(revision, home)
    rows = []
    for name, (new_game, move) in GAMES.items():
        body, answer_size = move_body(new_game, move)
        size = {"BARE_RESPONSE_BYTES": str(answer_size)}
        routes = {
            f"bare Flask, {name} sizes": (Server("bench.http_bare:app", size), "/bare"),
            f"the same route in the service's app (its hooks, metrics, access line), {name} sizes": (
                Server("bench.http_bare:service_app()", size),
                "/bare",
            ),
            f"POST /v1/moves, {name}": (Server("service:create_app()", {}), "/v1/moves"),
        }
        if checkout is not None:
            before = Server("service:create_app()", {}, checkout)
            routes[f"POST /v1/moves at {revision}, {name}"] = (before, "/v1/moves")
        runs: dict[str, list[dict[str, Any]]] = {label: [] for label in routes}
        try:
            for _ in range(rounds):
                for label, (server, path) in routes.items():
                    load = os.getloadavg()[0]
                    runs[label].append(wrk(server, path, body, seconds) | {"load": load})
        finally:
            for server, _ in routes.values():
                server.stop()
        bare_runs, in_service = runs[next(iter(routes))], median(list(runs.values())[1], "rps")
        for label in routes:
            done = runs[label]
            rps, cpu = median(done, "rps"), median(done, "cpu_us")
            ratio, tail = (per_round(done, bare_runs, key) for key in ("rps", "p99"))
            spreads = " ".join(run["spread"] for run in done)
            loads = " ".join(f"{run['load']:.1f}" for run in done)
            rows.append(
                f"| {label} | {len(body)} / {answer_size} | {rps:,.0f} | {median(done, 'p50'):.2f} "
                f"| {median(done, 'p99'):.2f} | {cpu:.0f} | {ratio:.2f} | {tail:.2f} "
                f"| {median(bare_runs, 'cpu_us') / cpu:.2f} | {rps / in_service:.2f} | {spreads} | {loads} |"
            )
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by "
        f"`.venv/bin/python -m bench.http_moves {seconds} {rounds}"
        f"{'' if revision is None else ' ' + revision}`: "
        f"wrk -t{WRK_THREADS} -c{CONNECTIONS} -d{seconds}s, {rounds} alternating rounds (medians; the "
        "req/s and p99 ratios are medians of each round's ratio to the bare route's run of the same "
        "round, the CPU and in-app ratios ratios of the medians); "
        f"gunicorn -c {CONFIG}, 2 workers. **Load averages (1 / 5 / 15 min) before the run: "
        f"{load_before}; after: {load_averages()}** on {os.cpu_count()} cores (the load at each run "
        "includes the benchmark's own wrk and gunicorn).",
        "",
        "| route | body in / out (bytes) | req/s | p50 ms | p99 ms | server CPU us/request "
        "| ratio to bare Flask (req/s) | p99 / bare p99 | ratio (CPU) "
        "| ratio to the bare route in the service's app | connections per worker "
        "| load (1 min) at each run |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    shutil.rmtree(home, ignore_errors=True)
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "http.md", "bench/http_moves.py", text)


WALK = """
local bodies, tokens, thread_count = {}, {}, 0
function setup(thread)
  thread:set("offset", thread_count)
  thread_count = thread_count + 1
end
function init(args)
  for line in io.lines(args[1]) do
    local token, body = line:match("^([^\t]*)\t(.*)$")
    bodies[#bodies + 1] = body or line
    tokens[#bodies] = token or false
  end
  step = tonumber(args[2])
  index = offset + 1
end
function request()
  local at = bodies[index] and index or #bodies
  index = index + step
  local headers = {["Content-Type"] = "application/json"}
  if tokens[at] then headers["Authorization"] = "Bearer " .. tokens[at] end
  return wrk.format("POST", nil, headers, bodies[at])
end
"""
"""wrk's threads take the bodies of a file in turn, each sent once (the last again, should
they run out); a line ``token<TAB>body`` is sent with that bearer token (a ranked move is
its player's)."""
RANKED_RATE = 3_000
"""Bodies made per second of a run: more than the service moves (each is sent once)."""


def walk(url: str, bodies: Path, seconds: int, directory: Path) -> dict[str, Any]:
    script = directory / "walk.lua"
    script.write_text(WALK)
    command = ["wrk", f"-t{WRK_THREADS}", f"-c{CONNECTIONS}", f"-d{seconds}s", "--latency", "-s", str(script)]
    out = subprocess.run(
        [*command, url, str(bodies), str(WRK_THREADS)], capture_output=True, text=True
    ).stdout
    figures: dict[str, Any] = parse_wrk(out)
    return figures


def seed_attempts(url: str, count: int) -> list[tuple[uuid.UUID, uuid.UUID, str]]:
    """``count`` players, each with a ranked attempt at today's golf-easy deal started and
    never moved (step 0), written by SQL: each player, their attempt's game and their bearer
    token."""
    from service.store import DailyDeal, Store

    store = Store(url, max_size=1)
    store.deals.publish([DailyDeal(dt.datetime.now(dt.UTC).date(), "golf-easy", "GO1-E-AAAAAAB", 2.0)])
    store.close()
    with psycopg.connect(url, autocommit=True) as conn:
        first = conn.execute("SELECT count(*) FROM players").fetchone()[0]  # type: ignore[index]
        rows = conn.execute(
            "WITH made AS (INSERT INTO players (name)"
            " SELECT 'Ranked ' || n FROM generate_series(%s + 1, %s + %s) n RETURNING id, name),"
            " device AS (INSERT INTO devices (player_id, token_sha256)"
            " SELECT id, sha256(('ranked-' || substr(name, 8))::bytea) FROM made),"
            " started AS (INSERT INTO daily_starts (day, variant, player_id, started_at, game_id, settings)"
            " SELECT %s, 'golf-easy', id, %s, gen_random_uuid(), '{}' FROM made RETURNING player_id, game_id)"
            " SELECT s.player_id, s.game_id, 'ranked-' || substr(m.name, 8)"
            " FROM started s JOIN made m ON m.id = s.player_id",
            [first, first, count, dt.datetime.now(dt.UTC).date(), dt.datetime.now(dt.UTC)],
        ).fetchall()
    return [(player, game, token) for player, game, token in rows]


def ranked_bodies(attempts: list[tuple[uuid.UUID, uuid.UUID, str]]) -> list[str]:
    """The first draw of each attempt, with its player's bearer token (``token<TAB>body``: a
    ranked move is its player's); its state sealed here as the service seals an attempt's
    first state."""
    from service.api.web.tokens import DailyTag, Envelope, StateSealer
    from service.engine import Variant, new_game, pack

    now = dt.datetime.now(dt.UTC)
    sealer, packed = StateSealer([KEY]), pack(new_game("GO1-E-AAAAAAB"))
    daily = DailyTag(now.date(), Variant.GOLF_EASY, now)
    return [
        token
        + "\t"
        + json.dumps(
            {
                "state": sealer.seal(packed, Envelope(game, player, daily, step=0), now),
                "move": {"type": "draw"},
            }
        )
        for player, game, token in attempts
    ]


def compare_and_set_bodies(attempts: list[tuple[uuid.UUID, uuid.UUID, str]], state_bytes: int) -> list[str]:
    """The bodies of the bare compare-and-set route (``bench.http_bare.compare_and_set``): a
    ranked body's shape and size, its state naming the attempt in plain text."""
    return [
        token
        + "\t"
        + json.dumps({"state": f"{player}:{game}:".ljust(state_bytes, "x"), "move": {"type": "draw"}})
        for player, game, token in attempts
    ]


def practice_bodies(count: int) -> list[str]:
    """``count`` Golf draws of practice games (each its own game)."""
    from service.api.web.tokens import StateSealer, new_envelope
    from service.engine import new_game, pack

    sealer, packed, now = StateSealer([KEY]), pack(new_game("GO1-E-AAAAAAB")), dt.datetime.now(dt.UTC)
    return [
        json.dumps({"state": sealer.seal(packed, new_envelope(), now), "move": {"type": "draw"}})
        for _ in range(count)
    ]


def ranked_answer(port: int, line: str) -> dict[str, Any]:
    """The service's answer to one ranked request (``token<TAB>body``)."""
    token, body = line.split("\t", 1)
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/v1/moves",
        data=body.encode(),
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"},
    )
    with urllib.request.urlopen(request) as answer:
        data = answer.read()
    return {"bytes": len(data), "state": json.loads(data)["state"]}


RANKED_KINDS = {
    "base": "practice move at {revision}",
    "practice": "practice move (Golf draw, a game of its own each request: stateless)",
    "ranked": "ranked daily attempt's move (Golf draw from its step 0: one compare-and-set)",
    "retry": "the same ranked request again (a lost answer: the stored state answered)",
    "echo": "bare Flask echo (the ranked bodies parsed, an answer of the ranked answer's size)",
    "cas": "bare Flask + psycopg_pool compare-and-set (advance_attempt.sql; the same sizes)",
}


def ranked_main(seconds: int, rounds: int, revision: str) -> None:
    """Practice, ranked and retried ranked moves under one service, the practice move of
    ``revision`` (exported, this tree's engine in it), and the two bare routes (an echo, and
    the ranked move's compare-and-set alone: ``bench/http_bare.py``) in alternating rounds."""
    from service.dev.postgres import DevDatabase
    from service.store import migrate

    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    home = Path(tempfile.mkdtemp(prefix="bench-ranked-"))
    home.chmod(0o755)
    database = DevDatabase(home / "pg")
    runs: dict[str, list[dict[str, Any]]] = {kind: [] for kind in RANKED_KINDS}
    servers: dict[str, Server] = {}
    try:
        url = database.start()
        migrate(url)
        per_run = RANKED_RATE * seconds
        ranked = ranked_bodies(seed_attempts(url, per_run * rounds + 1))
        practice = home / "practice.txt"
        practice.write_text("\n".join(practice_bodies(per_run)) + "\n")
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ANALYZE")
            postmaster = parent_pid(conn.info.backend_pid)
        servers["practice"] = server = Server("service:create_app()", {"DATABASE_URL": url})
        servers["base"] = Server("service:create_app()", {}, export(revision, home))
        sample = ranked_answer(server.port, ranked.pop())
        bare = {
            "BARE_RESPONSE_BYTES": str(sample["bytes"]),
            "BARE_STATE_BYTES": str(len(sample["state"])),
            "BARE_DAY": started_at.date().isoformat(),
            "DATABASE_URL": url,
        }
        servers["echo"] = Server("bench.http_bare:app", bare)
        servers["cas"] = Server("bench.http_bare:compare_and_set()", bare)
        state_bytes = len(json.loads(ranked[0].split("\t", 1)[1])["state"])
        bare_cas = compare_and_set_bodies(seed_attempts(url, per_run * rounds), state_bytes)
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("ANALYZE")
        for number in range(rounds):
            batch, first = home / f"ranked-{number}.txt", number * per_run
            for kind in RANKED_KINDS:
                if kind in ("ranked", "cas"):
                    batch.write_text(
                        "\n".join((ranked if kind == "ranked" else bare_cas)[first : first + per_run]) + "\n"
                    )
                if kind == "retry":  # only what the ranked run sent: each is then a retry
                    sent = int(runs["ranked"][-1]["requests"]) - 2 * CONNECTIONS
                    batch.write_text("\n".join(ranked[first : first + sent]) + "\n")
                served = servers.get(kind, server)
                path = "/bare" if kind in ("echo", "cas") else "/v1/moves"
                bodies = practice if kind in ("base", "practice") else batch
                load = os.getloadavg()[0]
                service_cpu, database_cpu = served.cpu_seconds(), cpu_seconds(postmaster)
                figures = walk(f"http://127.0.0.1:{served.port}{path}", bodies, seconds, home)
                done = figures["requests"]
                figures["service_us"] = (served.cpu_seconds() - service_cpu) / done * 1e6
                figures["database_us"] = (cpu_seconds(postmaster) - database_cpu) / done * 1e6
                runs[kind].append(figures | {"load": load})
    finally:
        for started in servers.values():
            started.stop()
        database.remove()
        shutil.rmtree(home, ignore_errors=True)
    rows = []
    for kind, done in runs.items():
        loads = " ".join(f"{run['load']:.1f}" for run in done)
        cpu = f"{median(done, 'service_us'):.0f} + {median(done, 'database_us'):.0f}"
        ratios = " | ".join(
            f"{per_round_ratio(done, runs[against], key):.2f}"
            for against, key in (("cas", "rps"), ("practice", "rps"), ("practice", "p99"))
        )
        cpu_ratio = median(runs["cas"], "service_us") / median(done, "service_us")
        rows.append(
            f"| {RANKED_KINDS[kind].format(revision=revision)} | {median(done, 'rps'):,.0f} "
            f"| {median(done, 'p50'):.2f} | {median(done, 'p99'):.2f} | {cpu} | {cpu_ratio:.2f} | {ratios} "
            f"| {loads} |"
        )
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by "
        f"`.venv/bin/python -m bench.http_moves ranked {seconds} {rounds} {revision}`: wrk -t{WRK_THREADS} "
        f"-c{CONNECTIONS} -d{seconds}s walking bodies each sent once, {rounds} alternating rounds "
        "(medians; the req/s and p99 ratios are medians of each round's ratio to the run it is set "
        f"against, the CPU ratio one of the medians); gunicorn -c {CONFIG}, 2 workers, over the "
        f"PostgreSQL of service.dev.postgres on the same machine. **Load averages (1 / 5 / 15 min) "
        f"before the run: {load_before}; after: "
        f"{load_averages()}** on {os.cpu_count()} cores (the load at each run includes the benchmark's own "
        "wrk, gunicorn and PostgreSQL).",
        "",
        "| request | req/s | p50 ms | p99 ms | CPU us/request: gunicorn + PostgreSQL "
        "| bare CAS's gunicorn CPU / this one's | ratio to the bare compare-and-set (req/s) "
        "| ratio to the practice move (req/s) | p99 / practice p99 | load (1 min) at each run |",
        "|---|---|---|---|---|---|---|---|---|---|",
        *rows,
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "http.md", "bench/http_moves.py ranked", text)


def per_round_ratio(runs: list[dict[str, Any]], base: list[dict[str, Any]], key: str) -> float:
    return statistics.median(run[key] / first[key] for run, first in zip(runs, base, strict=True))


if __name__ == "__main__":
    if sys.argv[1:2] == ["ranked"]:
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        seconds, rounds = (int(argument) for argument in (sys.argv[2:4] + ["10", "3"][len(sys.argv[2:4]) :]))
        ranked_main(seconds, rounds, sys.argv[4] if len(sys.argv) > 4 else "6a65e4b")
    else:
        main()
