"""A failover under writes: the primary stops while players submit their daily results, its
synchronous standby is promoted, and the service, whose ``DATABASE_URL`` names both hosts
the libpq way (``target_session_attrs=read-write``), finds the new primary by itself.  No
acknowledged result is lost; the requests in the window are answered 503 with
``Retry-After``, never 500."""

from __future__ import annotations

import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from flask import Flask

from harness.clusters import Standby, synchronous, wait_for_replay
from harness.store_data import CODES
from service import create_app
from service.dev.postgres import DevDatabase
from service.store import migrate
from tests.api.daily_play import finished_daily
from tests.api.helpers import DB_SETTINGS, Clock, publish

DURABLE_ENOUGH = {"fsync": "off", "full_page_writes": "off"}
"""The pair's settings: commits wait for the standby (``synchronous_commit`` stays on, as
it must for a failover to lose nothing), though nothing reaches the disk in earnest."""
WRITERS = 3
UNLIMITED = {f"{kind}_RATE_LIMIT": "1000000/hour" for kind in ("SIGNUP", "RESULTS", "DAILY", "READ")}
"""Writers sign up as fast as they can from one address."""


@pytest.fixture
def pair() -> Iterator[tuple[DevDatabase, Standby]]:
    primary = DevDatabase(Path(tempfile.mkdtemp(prefix="solitaire-primary-")), settings=DURABLE_ENOUGH)
    standby = Standby(Path(tempfile.mkdtemp(prefix="solitaire-standby-")), primary)
    try:
        migrate(primary.start())
        standby.start()
        synchronous(primary)  # after the base backup, so the promoted standby waits for nobody
        with psycopg.connect(primary.url(), autocommit=True) as conn:
            deadline = time.monotonic() + 20
            while conn.execute(
                "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'"
            ).fetchone() != (1,):
                assert time.monotonic() < deadline, "the standby never became synchronous"
                time.sleep(0.1)
        yield primary, standby
    finally:
        standby.remove()
        primary.remove()


def test_a_failover_under_writes_loses_no_acknowledged_result_and_answers_no_500(
    pair: tuple[DevDatabase, Standby], clock: Clock
) -> None:
    primary, standby = pair
    both = f"postgresql://postgres:{primary.password}@127.0.0.1:{primary.port},127.0.0.1:{standby.port}/solitaire"
    app: Flask = create_app(
        DB_SETTINGS
        | UNLIMITED
        | {
            "DATABASE_URL": both + "?target_session_attrs=read-write",
            "DATABASE_OUTAGE_AFTER_S": 1,
            "CLOCK": clock,
        }
    )
    day = clock.now.date()
    publish(app, day, dict(CODES))
    wait_for_replay(primary.url(), standby.url())
    statuses: Counter[int] = Counter()
    acknowledged: list[str] = []
    unanswered_503 = []
    stop = threading.Event()
    lock = threading.Lock()

    def write(writer: int) -> None:
        client = app.test_client()
        number = 0
        while not stop.is_set():
            number += 1
            signup = client.post("/v1/players", json={"name": f"W{writer}n{number}"})
            answers = [signup]
            if signup.status_code == 201:
                token = signup.get_json()["token"]
                try:
                    state = finished_daily(app, client, day, token)
                except AssertionError:  # the start was answered 503: a new player next time
                    state = None
                if state is not None:
                    answers.append(
                        client.post(
                            f"/v1/daily/{day}/results",
                            json={"variant": "golf-easy", "state": state},
                            headers={"Authorization": f"Bearer {token}"},
                        )
                    )
                    if answers[-1].status_code in (200, 201):
                        with lock:
                            acknowledged.append(answers[-1].get_json()["entry"]["player"])
            with lock:
                for answer in answers:
                    statuses[answer.status_code] += 1
                    if answer.status_code == 503 and not answer.headers.get("Retry-After"):
                        unanswered_503.append(answer)
            if any(answer.status_code == 503 for answer in answers):
                time.sleep(0.2)

    writers = [threading.Thread(target=write, args=(n,)) for n in range(WRITERS)]
    try:
        for thread in writers:
            thread.start()
        time.sleep(2)
        before_failover = len(acknowledged)
        primary.stop()
        standby.promote()
        deadline = time.monotonic() + 30
        while len(acknowledged) < before_failover + 3 * WRITERS:  # writes go on, on the new primary
            assert time.monotonic() < deadline, f"no writes after the failover: {statuses}"
            time.sleep(0.2)
    finally:
        stop.set()
        for thread in writers:
            thread.join(timeout=60)
        app.extensions["store"].close()
    assert before_failover > 0 and statuses[500] == 0 and not unanswered_503, statuses
    with psycopg.connect(standby.url()) as conn:
        stored = {
            row[0]
            for row in conn.execute("SELECT p.name FROM daily_results r JOIN players p ON p.id = r.player_id")
        }
    assert set(acknowledged) <= stored, f"acknowledged but lost: {set(acknowledged) - stored}"
