"""Duels: what creating, joining and submitting cost, through the app's own routes, with
many duels stored; rewrites its section of bench/duels.md (between the
``<!-- bench/duels.py -->`` markers).

    .venv/bin/python -m bench.duels [duels timed, default 300]

A throwaway PostgreSQL (``service.dev.postgres``) under a temporary directory, migrated, holding
``STORED_DUELS`` duels of ``PLAYERS`` players beforehand (written by SQL: half of them not
ended, so the daily lock's list of live duel deals is that long); the app over it with a
pool of one connection (so one backend serves every request, and its CPU is read from
/proc, immune to other load on the machine).  Each timed duel: ``POST /v1/duels``, ``POST
/v1/duels/{id}/join``, both sides played to their end through ``POST /v1/moves`` (not
timed: the line's compare-and-set is measured by bench/http.md's daily moves), then the
two ``POST /v1/duels/{id}/results`` (the second ends the duel, and its answer reveals the
solver's line, searched when the duel was made: the creation's wall time holds that
search, in the solver's process pool); then
``GET /v1/duels/{id}`` and a player's ``GET /v1/players/{id}/duels`` page.  Also the daily
lock's read of the live duel deals and the worker's build of its lookup from them
(``LockedDeals.of``), per live duel.
"""

from __future__ import annotations

import datetime as dt
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from bench.servers import load_averages, write_section
from service import create_app
from service.daily.lock import DuelDeal, LockedDeals
from service.daily.scheduler import candidate_code
from service.dev.postgres import DevDatabase
from service.engine import Variant, unpack
from service.engine.game import Draw, move_to_json
from service.engine.golf_vocabulary import Remove
from service.store import Store, migrate

ROOT = Path(__file__).resolve().parents[1]

STORED_DUELS = 100_000
PLAYERS = 20_000
RESULTS = ROOT / "bench" / "duels.md"
KEY = "bench-duels-" + "k" * 32


def backend_cpu_s(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Timing:
    """Wall milliseconds and the backend's CPU milliseconds of each timed request."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.wall: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}

    def time(
        self, label: str, status: int, request: Callable[..., TestResponse], *args: Any, **kwargs: Any
    ) -> Any:
        """``request(*args, **kwargs)``, timed under ``label``: its JSON answer."""
        cpu, started = backend_cpu_s(self.pid), time.perf_counter()
        response = request(*args, **kwargs)
        self.wall.setdefault(label, []).append((time.perf_counter() - started) * 1000)
        self.cpu.setdefault(label, []).append((backend_cpu_s(self.pid) - cpu) * 1000)
        assert response.status_code == status, (label, response.get_json())
        return response.get_json()

    def row(self, label: str) -> str:
        cuts = statistics.quantiles(self.wall[label], n=100)
        cpu = sum(self.cpu[label]) / len(self.cpu[label])
        return f"| {label} | {cuts[49]:.2f} | {cuts[98]:.2f} | {cpu:.3f} |"


def seed(url: str) -> None:
    """``PLAYERS`` players and ``STORED_DUELS`` duels between them, half ended (both results
    in), half waiting or playing; ``ANALYZE``."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "WITH made AS (INSERT INTO players (id, name, created_at)"
            " SELECT gen_random_uuid(), 'P' || n, now() - interval '1 day' FROM generate_series(1, %s) n"
            " RETURNING id, name)"
            " INSERT INTO devices (player_id, token_sha256, created_at)"
            " SELECT id, sha256(substr(name, 2)::bytea), now() - interval '1 day' FROM made",
            [PLAYERS],
        )
        codes = [candidate_code(Variant.GOLF_EASY) for _ in range(STORED_DUELS)]
        conn.execute(
            """
            WITH p AS (SELECT array_agg(id) AS ids FROM players),
            d AS (
                INSERT INTO duels (id, invite, variant, code, challenger_id, created_at, expires_at)
                SELECT gen_random_uuid(), upper(substr(md5(n::text), 1, 8)), 'golf-easy', code,
                       p.ids[1 + n %% %(players)s], now() - (n || ' seconds')::interval,
                       now() - (n || ' seconds')::interval + interval '7 days'
                FROM p, unnest(%(codes)s::text[]) WITH ORDINALITY c (code, n)
                ON CONFLICT (invite) DO NOTHING
                RETURNING id, challenger_id, created_at
            )
            INSERT INTO duel_sides (duel_id, side, player_id, created_at, started_at, game_id,
                                    submitted_at, won, cards_home, moves, seconds, score, review)
            SELECT d.id, s.side, CASE s.side WHEN 'challenger' THEN d.challenger_id
                                 ELSE (SELECT ids[1 + (abs(hashtext(d.id::text)) %% %(players)s)] FROM p) END,
                   d.created_at, d.created_at, gen_random_uuid(),
                   CASE WHEN ended THEN d.created_at END, CASE WHEN ended THEN true END,
                   CASE WHEN ended THEN 35 END, CASE WHEN ended THEN 49 END, CASE WHEN ended THEN 300 END,
                   CASE WHEN ended THEN 350 END, CASE WHEN ended THEN 'clear' END
            FROM d, LATERAL (SELECT abs(hashtext(d.id::text)) %% 2 = 0 AS ended) e,
                 (VALUES ('challenger'), ('opponent')) s (side)
            ON CONFLICT DO NOTHING
            """,
            {"players": PLAYERS, "codes": codes},
        )
        conn.execute("ANALYZE")


def played_to_the_end(client: FlaskClient, state: str, player: dict[str, str]) -> str:
    """The state of a side's game played through ``POST /v1/moves`` by its ``player`` (their
    ``Authorization`` header): remove the first card that can go, else draw."""
    sealer = client.application.extensions["state_sealer"]
    while True:
        _, packed = sealer.open(state)
        game = unpack(packed)
        if game.status != "playing":
            return state
        legal = game.legal_moves()
        removes = [move for move in legal if isinstance(move, Remove)]
        chosen = removes[0] if removes else next(move for move in legal if isinstance(move, Draw))
        answer = client.post("/v1/moves", json={"state": state, "move": move_to_json(chosen)}, headers=player)
        state = answer.get_json()["state"]


def main() -> None:
    duels = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    load_before = load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-duels-") as home:
        database = DevDatabase(Path(home) / "pg")
        try:
            url = database.start()
            migrate(url)
            started = time.perf_counter()
            seed(url)
            seeded_s = time.perf_counter() - started
            settings = {
                "DATABASE_URL": url,
                "DATABASE_POOL_SIZE": 1,
                "STATE_KEYS": [KEY],
                "ACCESS_LOG": False,
                "SOLVER_RATE_LIMIT": "100000/minute",  # each creation is a search of Ann's
            }
            app = create_app(settings | {"DAILY_LOCK_REFRESH_S": 3600}, environ={"SECRET_KEY": KEY})
            client = app.test_client()
            store: Store = app.extensions["store"]
            [(pid,)] = store.database.execute("SELECT pg_backend_pid()", (), replayable=True)
            timing = Timing(pid)
            tokens = []
            for name in ("Ann", "Bob"):
                created = client.post("/v1/players", json={"name": name}).get_json()
                tokens.append((created["id"], {"Authorization": f"Bearer {created['token']}"}))
            (ann_id, ann), (_, bob) = tokens
            search_ms = []
            for _ in range(duels):
                started = time.perf_counter()
                made = timing.time(
                    "create, `POST /v1/duels` (with the deal's search)",
                    201,
                    client.post,
                    "/v1/duels",
                    json={"variant": "golf-easy"},
                    headers=ann,
                )
                search_ms.append((time.perf_counter() - started) * 1000)
                duel = made["duel"]["id"]
                joined = timing.time(
                    "join, `POST /v1/duels/{id}/join`",
                    201,
                    client.post,
                    f"/v1/duels/{duel}/join",
                    headers=bob,
                )
                anns = played_to_the_end(client, made["game"]["state"], ann)
                bobs = played_to_the_end(client, joined["game"]["state"], bob)
                results = f"/v1/duels/{duel}/results"
                timing.time(
                    "first result, `POST .../results`",
                    201,
                    client.post,
                    results,
                    json={"state": anns},
                    headers=ann,
                )
                ending = "second result, ending the duel (no search)"
                timing.time(ending, 201, client.post, results, json={"state": bobs}, headers=bob)
                timing.time("read, `GET /v1/duels/{id}`", 200, client.get, f"/v1/duels/{duel}", headers=ann)
                page = "a player's duels, a page of 20 and the counts"
                timing.time(page, 200, client.get, f"/v1/players/{ann_id}/duels", headers=ann)
            rows = [timing.row(label) for label in timing.wall if len(timing.wall[label]) > 1]
            lock_rows = lock_costs(store)
            store.close()
        finally:
            database.stop()
    text = (
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC: {duels} duels timed over "
        f"{STORED_DUELS:,} duels stored beforehand ({PLAYERS:,} players; seeding took {seeded_s:.0f} s), "
        "one request after another on one connection. Load averages (1 / 5 / 15 min) before: "
        f"{load_before}; after: {load_averages()}.\n\n"
        "| request (through the app) | p50 ms | p99 ms | PostgreSQL CPU ms / request |\n"
        "|---|---:|---:|---:|\n" + "\n".join(rows) + "\n\n"
        "The creation's wall time includes the deal's search (the reveal's line): median "
        f"{statistics.median(search_ms):.0f} ms.\n\n" + lock_rows
    )
    write_section(RESULTS, "bench/duels.py", text)
    print(text)


def lock_costs(store: Store) -> str:
    """The daily lock's read of the live duels' deals and its build of their lookup."""
    at = dt.datetime.now(dt.UTC)
    started = time.perf_counter()
    rows = store.duels.live_deals(at)
    read_ms = (time.perf_counter() - started) * 1000
    live: list[Any] = [DuelDeal(*row) for row in rows]
    started = time.perf_counter()
    LockedDeals.of(live)
    cold_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    LockedDeals.of(live)  # the next refresh: every code's keys remembered
    warm_ms = (time.perf_counter() - started) * 1000
    return (
        f"The daily lock's list: {len(live):,} live duels read in {read_ms:.0f} ms; their lookup built in "
        f"{cold_ms:.0f} ms the first time ({cold_ms / max(1, len(live)) * 1000:.0f} us a duel), "
        f"{warm_ms:.0f} ms at a refresh that finds them all known, by each worker once a refresh "
        "(`DAILY_LOCK_REFRESH_S`).\n"
    )


if __name__ == "__main__":
    main()
