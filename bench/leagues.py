"""A week of weekly leagues at 100,000 players: the settlement (``settle_league_week``,
migration 0031) timed, a second run of it, and a live league's read; rewrites its section
of bench/leagues.md (between the ``<!-- bench/leagues.py -->`` markers).

    .venv/bin/python -m bench.leagues [players, default 100000]

A throwaway PostgreSQL (``service.dev.postgres``) under a temporary directory, migrated.
The week's results are written by SQL with the league trigger off (each player a golf-easy
result on each date with probability 0.6, a golf-classic one with 0.3), and the league rows
filled straight in: every player a member in join order, tiers spread 1 to 10, leagues of
30 per tier; half of them already joined next week and waiting for this one's settlement.
Then ``ANALYZE``, ``Leagues.settle`` timed (one transaction: the points of every result,
the places, the tiers, next week's seats), run again (it finds the week settled), and one
league read through the store as ``GET /v1/leagues/{league}`` does, live before the
settlement and settled after it.
"""

from __future__ import annotations

import datetime as dt
import sys
import tempfile
import time
from pathlib import Path

import psycopg

from bench.friends import measure
from bench.servers import load_averages, write_section
from harness.store_data import CODES
from service.daily.league_rules import week_of
from service.dev.postgres import DevDatabase
from service.store import DailyDeal, Store, migrate

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "leagues.md"
WEEK = week_of(dt.date(2031, 1, 8))
SETTLE_TIMEOUT_MS = 600_000


def fill_week(url: str, players: int) -> int:
    """The week's players, results and league rows, and next week's waiting half; answers
    the results written."""
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "CREATE TEMP TABLE crowd AS SELECT gen_random_uuid() AS id, n, 1 + n %% 10 AS tier"
            " FROM generate_series(1, %s) n",
            [players],
        )
        conn.execute("INSERT INTO players (id, name) SELECT id, 'Seeded ' || n FROM crowd")
        conn.execute("INSERT INTO league_tiers (player_id, tier) SELECT id, tier FROM crowd WHERE tier > 1")
        conn.execute("ALTER TABLE daily_results DISABLE TRIGGER daily_results_league_in")
        for offset in range(7):
            day = WEEK + dt.timedelta(days=offset)
            for variant, share in (("golf-easy", 0.6), ("golf-classic", 0.3)):
                conn.execute(
                    "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won,"
                    " cards_home, hints, seconds, submitted_at)"
                    " SELECT %(day)s, %(variant)s, id, CASE WHEN won THEN 350 ELSE 0 END, 49 + n %% 40,"
                    " CASE WHEN won THEN 'won' ELSE 'dead_end' END, won,"
                    " CASE WHEN won THEN 35 ELSE 18 + n %% 17 END,"
                    " 0, 60 + (n * 7919 + %(offset)s * 104729) %% 3000, %(start)s + n * interval '1 ms'"
                    " FROM (SELECT *, random() < 0.6 AS won FROM crowd WHERE random() < %(share)s) played",
                    {"day": day, "variant": variant, "share": share, "offset": offset,
                     "start": dt.datetime.combine(day, dt.time(12), dt.UTC)},
                )  # fmt: skip
        conn.execute("ALTER TABLE daily_results ENABLE TRIGGER daily_results_league_in")
        [(results,)] = conn.execute(
            "SELECT count(*) FROM daily_results WHERE day BETWEEN %s AND %s",
            [WEEK, WEEK + dt.timedelta(days=6)],
        ).fetchall()
        # members in join order, 30 a league per tier (the trigger's rule, set-based)
        conn.execute(
            "CREATE TEMP TABLE seated AS SELECT id, tier,"
            " (row_number() OVER (PARTITION BY tier ORDER BY n) - 1) / 30 AS nth FROM crowd"
        )
        conn.execute(
            "INSERT INTO leagues (week, tier, seats)"
            " SELECT %s, tier, count(*) FROM seated GROUP BY tier, nth ORDER BY tier, nth",
            [WEEK],
        )
        conn.execute(
            "INSERT INTO league_members (week, player_id, league_id)"
            " SELECT %s, s.id, l.id FROM seated s"
            " JOIN (SELECT id, tier, row_number() OVER (PARTITION BY tier ORDER BY id) - 1 AS nth"
            "       FROM leagues WHERE week = %s) l ON l.tier = s.tier AND l.nth = s.nth"
            " ORDER BY s.tier, s.nth",
            [WEEK, WEEK],
        )
        conn.execute(
            "INSERT INTO league_fills (week, tier, league_id) SELECT week, tier, max(id) FROM leagues"
            " WHERE week = %s GROUP BY week, tier",
            [WEEK],
        )
        conn.execute(
            "INSERT INTO league_members (week, player_id)"
            " SELECT %s, id FROM crowd WHERE n %% 2 = 0 ORDER BY n",
            [WEEK + dt.timedelta(days=7)],
        )
        conn.execute("ANALYZE")
    return int(results)


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    load_before = load_averages()
    with tempfile.TemporaryDirectory(prefix="bench-leagues-") as directory:
        database = DevDatabase(Path(directory) / "pg")
        try:
            url = database.start()
            migrate(url)
            store = Store(url, min_size=1, max_size=1, statement_timeout_ms=SETTLE_TIMEOUT_MS)
            store.deals.publish(
                DailyDeal(WEEK + dt.timedelta(days=offset), variant, CODES[variant], 3.0)
                for offset in range(7)
                for variant in ("golf-easy", "golf-classic")
            )
            started = time.perf_counter()
            results = fill_week(url, players)
            fill_s = time.perf_counter() - started
            [(pid,)] = store.database.execute("SELECT pg_backend_pid()", (), replayable=True)
            [(league,)] = store.database.execute(
                "SELECT min(id) FROM leagues WHERE week = %s", [WEEK], replayable=True
            )
            live = measure(store, pid, 200, lambda: store.leagues.league(league))
            load_at_settlement = load_averages()
            started = time.perf_counter()
            settled = store.leagues.settle(WEEK)
            settle_s = time.perf_counter() - started
            assert settled == players, settled
            started = time.perf_counter()
            assert store.leagues.settle(WEEK) is None
            again_ms = (time.perf_counter() - started) * 1000
            [(leagues, waiting, moved)] = store.database.execute(
                "SELECT (SELECT count(*) FROM leagues WHERE week = %s),"
                " (SELECT count(*) FROM league_members WHERE week = %s AND league_id IS NULL),"
                " (SELECT count(*) FROM league_members WHERE week = %s AND movement <> 'stay')",
                [WEEK, WEEK + dt.timedelta(days=7), WEEK],
                replayable=True,
            )
            assert waiting == 0
            final = measure(store, pid, 200, lambda: store.leagues.league(league))
            store.close()
        finally:
            database.stop()
    text = (
        f"Measured {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC: {players:,} players in {leagues:,} leagues "
        f"of the week, {results:,} results of its seven dates (filled in {fill_s:.0f} s), half the players "
        f"already waiting in next week. Load averages (1 / 5 / 15 min) before: {load_before}; at the "
        f"settlement: {load_at_settlement}; after: {load_averages()}.\n\n"
        "| step | time |\n|---|---:|\n"
        f"| the week settled (one transaction: {players:,} members' points, places and movements, "
        f"{moved:,} tiers moved, {players // 2:,} waiting players seated) | {settle_s:.1f} s |\n"
        f"| the same week again (finds it settled, changes nothing) | {again_ms:.1f} ms |\n"
        "| a live league of 30 read before the settlement (`GET /v1/leagues/{league}`: each member's "
        "results' places counted), p50 / p99, PostgreSQL CPU a read | "
        f"{live[0]:.2f} / {live[1]:.2f} ms, {live[2]:.2f} ms |\n"
        "| the same league settled (its points read as written), p50 / p99, PostgreSQL CPU a read | "
        f"{final[0]:.2f} / {final[1]:.2f} ms, {final[2]:.2f} ms |\n"
    )
    write_section(RESULTS, "bench/leagues.py", text)


if __name__ == "__main__":
    main()
