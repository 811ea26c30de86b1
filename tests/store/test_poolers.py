"""The store through PgBouncer in transaction mode (Debian's 1.18, which keeps no prepared
statements): every transaction may run on another server connection, and server
connections pass from client to client, so nothing may outlive a transaction.  Two server
connections serve every client here, so any session state left behind is found."""

from __future__ import annotations

import datetime as dt
import threading
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from harness.clusters import PgBouncer
from harness.databases import ThrowawayDatabase, scratch_database
from harness.store_data import CODES, game_record, random_day
from service.store import DailyDeal, DatabaseUnavailable, Store, migrate
from service.store.migrate import load_migrations

NOON = dt.time(12, tzinfo=dt.UTC)
CLIENTS = 8


@pytest.fixture(scope="module")
def pgbouncer(postgres_server: ThrowawayDatabase | None, database_url: str) -> Iterator[PgBouncer]:
    if postgres_server is None:
        pytest.skip("PgBouncer is put in front of the throwaway server, not TEST_DATABASE_URL")
    bouncer = PgBouncer(postgres_server, pool_size=2).start()
    try:
        yield bouncer
    finally:
        bouncer.stop()


def pooled_store(bouncer: PgBouncer, database: str, prepare: bool) -> Store:
    store = Store(bouncer.url(database), max_size=CLIENTS, timeout_s=10, prepare=prepare)
    store.open()
    return store


def a_players_daily_game(store: Store, day: dt.date, name: str) -> tuple[uuid.UUID, str, int]:
    """One player's daily game through the store, from sign-up to their own reads: (id,
    token, rank read back)."""
    player, token = store.players.create(name)
    assert store.players.authenticate(token) == player
    assert store.attempts.start(day, "golf-easy", player, dt.datetime.combine(day, NOON)) is not None
    record = game_record(moves=40 + len(name))
    finished = dt.datetime.combine(day, NOON) + dt.timedelta(minutes=len(name))
    standing = store.results.submit(day, "golf-easy", player, record, 35, finished)
    assert standing.created
    mine = store.results.own_standing(day, "golf-easy", token)
    assert mine is not None and mine.value is not None and mine.player == player
    record_of_day = store.results.own_daily_record(token, day, day)
    assert record_of_day is not None and [entry.day for entry in record_of_day.value.entries] == [day]
    games = store.history.own_games(token)
    assert games is not None and [game.id for game in games.value.items] == [record.game_id]
    _stored, written = store.history.record_game(player, game_record())
    assert written and store.history.own_stats(token) is not None
    return player, token, mine.value.entry.rank


def test_without_prepared_statements_every_daily_flow_works_through_a_transaction_pooler(
    pgbouncer: PgBouncer, store: Store
) -> None:
    day = random_day()
    store.deals.publish(DailyDeal(day, variant, code, 1.0) for variant, code in CODES.items())
    pooled = pooled_store(pgbouncer, "solitaire", prepare=False)
    try:
        with ThreadPoolExecutor(CLIENTS) as clients:
            flows = list(clients.map(lambda n: a_players_daily_game(pooled, day, f"P{n:02}"), range(24)))
        board = pooled.boards.leaderboard(day, "golf-easy", limit=100).items
        assert sorted(entry.player_id for entry in board) == sorted(player for player, _, _ in flows)
        assert [entry.rank for entry in board] == list(range(1, 25))
        spread = pooled.boards.spread(day, "golf-easy", [0], [0])
        assert spread is not None and spread.results == 24
    finally:
        pooled.close()


def test_with_prepared_statements_the_pooler_hands_one_clients_statements_to_another(
    pgbouncer: PgBouncer, store: Store
) -> None:
    """Why ``DATABASE_PREPARE=0`` behind a pooler that keeps no prepared statements: the
    statements one client prepared on a server connection are found there by the next
    client, under the same names (``_pg3_0``...)."""
    player, token = store.players.create("Prepared")
    pooled = pooled_store(pgbouncer, "solitaire", prepare=True)
    failures: list[Exception] = []
    lock = threading.Lock()

    def read(_: int) -> None:
        try:
            assert pooled.players.authenticate(token) == player
            pooled.history.own_stats(token)
        except (psycopg.Error, DatabaseUnavailable, AssertionError) as error:
            with lock:
                failures.append(error)

    try:
        with ThreadPoolExecutor(CLIENTS) as clients:
            list(clients.map(read, range(200)))
    finally:
        pooled.close()
    assert failures, "a pooler in transaction mode mixed no prepared statements up"
    assert any("prepared statement" in str(failure) for failure in failures), failures[:3]


def test_migrations_run_through_a_transaction_pooler_once_each(
    pgbouncer: PgBouncer, database_url: str
) -> None:
    """The migration lock is a transaction's (a session's would be held by whichever
    client next gets the server connection): three runs at once through the pooler apply
    each file once."""
    with scratch_database(database_url, "pooled") as direct_url:
        name = psycopg.conninfo.conninfo_to_dict(direct_url)["dbname"]
        assert isinstance(name, str)
        runs: list[list[str]] = []
        start = threading.Barrier(3)

        def run() -> None:
            start.wait()
            runs.append(migrate(pgbouncer.url(name)))

        threads = [threading.Thread(target=run) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        versions = [migration.version for migration in load_migrations()]
        assert sorted(version for applied in runs for version in applied) == versions
        with psycopg.connect(direct_url) as conn:
            held = conn.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'").fetchone()
            assert held == (0,), "no lock outlives its transaction"


def test_a_boards_settling_sets_its_statement_timeout_for_its_own_transaction_only(
    pgbouncer: PgBouncer, store: Store
) -> None:
    """Behind the pooler the store's startup options (its timeouts) are dropped: settling,
    which may sort a million results, sets its timeout for its transaction, and the server
    connection it ran on keeps none of it for its next client."""
    day = random_day()
    store.deals.publish(DailyDeal(day, variant, code, 1.0) for variant, code in CODES.items())
    a_players_daily_game(store, day, "Settled")
    settling = Store(pgbouncer.url("solitaire"), max_size=1, prepare=False, statement_timeout_ms=654321)
    try:
        assert settling.boards.settle(day, "golf-easy") == 1
    finally:
        settling.close()
    with psycopg.connect(pgbouncer.url("solitaire"), autocommit=True, prepare_threshold=None) as conn:
        timeouts = {conn.execute("SHOW statement_timeout").fetchone()[0] for _ in range(6)}
    assert "654321ms" not in timeouts and "654321" not in timeouts
