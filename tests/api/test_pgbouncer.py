"""The service as deployed (gunicorn, 2 workers) behind PgBouncer in transaction mode
(Debian's 1.18: no prepared statements kept, ``DATABASE_PREPARE=0``), with two server
connections for every client: a dozen players play the day's whole flow at once, and a
player's keyed writes are retried through it."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest
from psycopg import sql
from werkzeug.test import TestResponse

from harness.clusters import PgBouncer
from harness.daily_flow import NO_PACE_REVIEW, STEPS, Client, daily_flow
from harness.databases import ThrowawayDatabase, scratch_database
from harness.policies import golf_policy
from harness.servers import gunicorn_server
from service import create_app
from service.store import DailyDeal, Store, migrate
from tests.api.daily_play import played_on
from tests.api.helpers import DB_SETTINGS, TEST_KEY, bearer, game_document, new_player

PLAYERS = 12
TODAYS_DEAL = "GO1-E-BOUNCER"


@pytest.fixture(scope="module")
def bounced_url(postgres_server: ThrowawayDatabase | None, database_url: str) -> Iterator[str]:
    """A database of its own (its today is the real one) reached only through PgBouncer,
    migrated through it, with today's golf-easy deal published."""
    if postgres_server is None:
        pytest.skip("PgBouncer is put in front of the throwaway server, not TEST_DATABASE_URL")
    bouncer = PgBouncer(postgres_server, pool_size=2).start()
    try:
        with scratch_database(database_url, "bounced") as direct_url:
            name = psycopg.conninfo.conninfo_to_dict(direct_url)["dbname"]
            assert isinstance(name, str)
            url = bouncer.url(name)
            migrate(url)
            store = Store(url, prepare=False)
            today = dt.datetime.now(dt.UTC).date()
            days = (today, today + dt.timedelta(days=1))  # the test may run across midnight
            store.deals.publish(DailyDeal(day, "golf-easy", TODAYS_DEAL, 2.0) for day in days)
            store.close()
            yield url
    finally:
        bouncer.stop()


def test_a_dozen_players_play_the_whole_daily_flow_at_once_through_pgbouncer(bounced_url: str) -> None:
    settings = {
        "SECRET_KEY": TEST_KEY, "DATABASE_URL": bounced_url, "DATABASE_PREPARE": "0",
        **NO_PACE_REVIEW,  # every result on the board
    }  # fmt: skip
    with gunicorn_server(settings, "/readyz") as url:
        today = dt.datetime.now(dt.UTC).date()
        with ThreadPoolExecutor(PLAYERS) as players:
            flows = list(
                players.map(lambda n: daily_flow(Client(url), today, f"Bounced{n:02}"), range(PLAYERS))
            )
        status, board, _ = Client(url).call(
            "GET", f"/v1/daily/{today}/leaderboard?variant=golf-easy&limit=100", "board"
        )
    assert [flow.problems for flow in flows] == [[]] * PLAYERS
    assert all(flow.complete for flow in flows) and set(flows[0].statuses) == set(STEPS)
    assert all(
        flow.on_board and flow.record_days == [str(today)] and flow.history_games == 1 for flow in flows
    )
    assert all(1 <= (flow.rank or 0) <= PLAYERS for flow in flows)
    assert status == 200 and [entry["rank"] for entry in board["entries"]] == list(range(1, PLAYERS + 1))
    assert sorted(entry["player"] for entry in board["entries"]) == sorted(flow.name for flow in flows)


def test_keyed_writes_retried_through_pgbouncer_make_one_effect(bounced_url: str) -> None:
    """A daily start and a result sent twice each under an Idempotency-Key, through
    PgBouncer in transaction mode (the key is claimed and answered in the write's own
    transaction, wherever the pooler runs it): the retry replays the first answer, and the
    database holds one start and one result."""
    app = create_app(DB_SETTINGS | {"DATABASE_URL": bounced_url, "DATABASE_PREPARE": False})
    try:
        client = app.test_client()
        today = dt.datetime.now(dt.UTC).date()
        player, token = new_player(client, "Keyed through the pooler")

        def twice(path: str, body: dict[str, str]) -> TestResponse:
            key = {"Idempotency-Key": f"{uuid.uuid4()}", **bearer(token)}
            first, again = (client.post(path, json=body, headers=key) for _ in range(2))
            assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers, first.get_json()
            assert again.headers.get("Idempotent-Replayed") == "true"
            assert (again.status_code, again.get_data()) == (first.status_code, first.get_data())
            return first

        started = twice(f"/v1/daily/{today}/games", {"variant": "golf-easy"})
        finished = played_on(app, game_document(started)["state"], golf_policy())
        twice(f"/v1/daily/{today}/results", {"variant": "golf-easy", "state": finished})
    finally:
        app.extensions["store"].close()
    with psycopg.connect(bounced_url) as conn:
        for table in ("daily_starts", "daily_results"):
            query = sql.SQL("SELECT count(*) FROM {} WHERE player_id = %s").format(sql.Identifier(table))
            assert conn.execute(query, [player]).fetchone() == (1,), table
