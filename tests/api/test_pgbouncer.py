"""The service as deployed (gunicorn, 2 workers) behind PgBouncer in transaction mode
(Debian's 1.18: no prepared statements kept, ``DATABASE_PREPARE=0``), with two server
connections for every client: a dozen players play the day's whole flow at once."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from service.store import DailyDeal, Store, migrate
from tests.api.helpers import TEST_KEY
from tests.clusters import PgBouncer
from tests.daily_flow import NO_PACE_REVIEW, STEPS, Client, daily_flow
from tests.databases import ThrowawayDatabase, scratch_database
from tests.servers import gunicorn_server

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
            store.publish_daily(DailyDeal(day, "golf-easy", TODAYS_DEAL, 2.0) for day in days)
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
