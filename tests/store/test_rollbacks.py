"""A transaction the server rolls back to break a deadlock (SQLSTATE 40P01) or a conflict of
serializable transactions (40001) kept nothing, so the store runs its work again instead of
answering 503 (``Database.run``; a keyed write's whole block: tests/api/test_idempotency.py).
A work rolled back at each of its runs is told as a busy database, soon to be asked again."""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable
from typing import Any

import psycopg
import pytest

from harness.databases import DEADLOCK, SERIALIZATION_FAILURE
from service.store import ROLLED_BACK_RUNS, DatabaseUnavailable, Store, TransactionRolledBack

LOCK_ROW = "SELECT FROM players WHERE id = %s FOR UPDATE"


@pytest.mark.parametrize("replayable", [True, False])
def test_work_the_server_rolls_back_once_runs_again(store: Store, replayable: bool) -> None:
    """Whatever ``replayable`` says: work that is not replayable is one transaction, and the
    server kept none of it."""
    runs = []

    def work(conn: psycopg.Connection[Any]) -> int:
        runs.append(conn)
        if len(runs) == 1:
            conn.execute(DEADLOCK)
        row = conn.execute("SELECT 42").fetchone()
        assert row is not None
        return int(row[0])

    assert store.database.run(work, replayable=replayable) == 42
    assert len(runs) == 2


def test_work_rolled_back_at_every_run_is_told_as_a_busy_database(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    """Each run again is logged with its number (only the log tells an operator)."""
    runs = []

    def work(conn: psycopg.Connection[Any]) -> None:
        runs.append(conn)
        conn.execute(SERIALIZATION_FAILURE)

    with pytest.raises(TransactionRolledBack) as told:
        store.database.run(work, replayable=True)
    assert len(runs) == ROLLED_BACK_RUNS
    said = [record for record in caplog.records if "rolled back by the server" in record.getMessage()]
    assert [record.__dict__["run"] for record in said] == list(range(2, ROLLED_BACK_RUNS + 1))
    assert isinstance(told.value, DatabaseUnavailable) and told.value.retry_after_s == 1
    assert "slow to answer" in told.value.reason


def waits_on_a_lock(conn: psycopg.Connection[Any], pid: int) -> bool:
    row = conn.execute(
        "SELECT wait_event_type = 'Lock' FROM pg_stat_activity WHERE pid = %s", [pid]
    ).fetchone()
    return row is not None and bool(row[0])


def test_the_loser_of_a_real_deadlock_runs_again_and_both_transactions_commit(
    store: Store, database_url: str, new_player: Callable[..., uuid.UUID]
) -> None:
    """The store's transaction locks row A and then B; another session holds B and then
    asks for A.  The store's side is the one the server picks to roll back (its
    ``deadlock_timeout`` is the shorter): the other commits, and the store's work, run
    again, commits too."""
    with psycopg.connect(database_url) as conn:
        superuser = conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()
    if not (superuser and superuser[0]):  # the project's own server's role is one: CI runs it
        pytest.skip("only a superuser sets deadlock_timeout, which makes the store's side the victim")
    row_a, row_b = new_player("Deadlock A"), new_player("Deadlock B")
    other_holds_b, other_committed = threading.Event(), threading.Event()
    other_pid: list[int] = []
    failures: list[BaseException] = []

    def other_session() -> None:
        try:
            with psycopg.connect(database_url) as other:
                other.execute("SET deadlock_timeout = '10s'")
                other_pid.append(other.info.backend_pid)
                other.execute(LOCK_ROW, [row_b])
                other_holds_b.set()
                other.execute(LOCK_ROW, [row_a])  # waits for the store's transaction to end
                other.commit()
                other_committed.set()
        except BaseException as error:  # told to the test, not lost in the thread
            failures.append(error)

    runs = []

    def work(conn: psycopg.Connection[Any]) -> str:
        runs.append(conn)
        with conn.transaction():
            conn.execute("SET LOCAL deadlock_timeout = '50ms'")
            conn.execute(LOCK_ROW, [row_a])
            if len(runs) == 1:
                thread.start()
                assert other_holds_b.wait(10), failures
                deadline = time.monotonic() + 10
                while not waits_on_a_lock(conn, other_pid[0]):  # the cycle closes only then
                    assert time.monotonic() < deadline and not failures, failures
                    time.sleep(0.01)
            conn.execute(LOCK_ROW, [row_b])
        return "committed"

    thread = threading.Thread(target=other_session)
    try:
        assert store.database.run(work, replayable=False) == "committed"
    finally:
        if thread.is_alive():
            thread.join(20)
    assert not failures and other_committed.is_set(), failures
    assert len(runs) == 2


def test_a_replicas_read_cancelled_by_a_conflict_with_recovery_goes_to_the_primary_at_once(
    database_url: str,
) -> None:
    """A standby cancels a read that conflicts with the recovery it replays as SQLSTATE
    40001: the replica's ``Database`` runs it once, so the primary answers it at once
    (``LaggingReads``) instead of the lagging replica three times."""
    with_replica = Store(database_url, read_url=database_url)
    try:
        replica = with_replica.lagging.replica
        assert replica is not None and with_replica.database.rolled_back_runs == ROLLED_BACK_RUNS
        runs = []

        def cancelled(conn: psycopg.Connection[Any]) -> None:
            runs.append(conn)
            conn.execute(SERIALIZATION_FAILURE)

        with pytest.raises(TransactionRolledBack):
            replica.run(cancelled, replayable=True)
        assert len(runs) == 1
    finally:
        with_replica.close()
