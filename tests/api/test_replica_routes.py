"""``DATABASE_READ_URL``: the public board and stats come from the replica (counted in the
metrics), and a player's own reads after their result never lag, replay paused."""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient

from harness.clusters import Standby, wait_for_replay
from harness.servers import metric_total
from harness.store_data import CODES
from service import create_app
from service.players.names import player_tag
from tests.api.daily_play import board, finished_daily, me, submit
from tests.api.helpers import DB_SETTINGS, Clock, bearer, new_player, publish

LAGGING = "solitaire_db_lagging_reads_total"


@pytest.fixture
def replicated_app(database_url: str, standby: Standby, clock: Clock) -> Iterator[Flask]:
    settings = {
        "DATABASE_URL": database_url,
        "DATABASE_READ_URL": standby.url(),
        "DATABASE_READ_MAX_LAG_S": 600,
    }
    app = create_app(DB_SETTINGS | settings | {"CLOCK": clock})
    yield app
    app.extensions["store"].close()


def served(client: FlaskClient, database: str, reason: str) -> float:
    return metric_total(
        client.get("/metrics").get_data(as_text=True), LAGGING, database=database, reason=reason
    )


def test_the_board_is_read_on_the_replica_and_a_players_own_reads_never_lag(
    replicated_app: Flask, standby: Standby, database_url: str, clock: Clock
) -> None:
    client = replicated_app.test_client()
    day = clock.now.date()
    publish(replicated_app, day, dict(CODES))
    early, early_token = new_player(client, "Early")
    body = {"variant": "golf-easy", "state": finished_daily(replicated_app, client, day, early_token)}
    clock.advance(minutes=10)  # Early's game took 10 minutes, Late's will take none
    assert submit(client, day, early_token, body).status_code == 201
    wait_for_replay(database_url, standby.url())
    deadline = time.monotonic() + 20
    before = served(client, "replica", "fresh")
    while served(client, "replica", "fresh") == before:  # until the app knows the replica fresh
        assert time.monotonic() < deadline
        assert [
            entry["player"] for entry in board(client, day, "variant=golf-easy").get_json()["entries"]
        ] == ["Early"]
    stats_before = served(client, "replica", "fresh")
    assert client.get(f"/v1/daily/{day}/stats?variant=golf-easy").get_json()["results"] == 1
    assert served(client, "replica", "fresh") == stats_before + 1
    standby.pause_replay()
    try:
        player, token = new_player(client, "Late")
        state = finished_daily(replicated_app, client, day, token)
        result = submit(client, day, token, {"variant": "golf-easy", "state": state})
        assert result.status_code == 201 and result.get_json()["entry"]["rank"] == 1
        mine = me(client, day, token)
        assert mine.status_code == 200 and mine.get_json()["entry"]["rank"] == 1
        record = client.get(f"/v1/players/{player}/daily?from={day}&to={day}", headers=bearer(token))
        assert [entry["date"] for entry in record.get_json()["days"]] == [str(day)]
        history = client.get(f"/v1/players/{player}/games", headers=bearer(token))
        assert len(history.get_json()["games"]) == 1
        stale = board(client, day, "variant=golf-easy").get_json()["entries"]
        assert [entry["player"] for entry in stale] == ["Early"], "the replica's board, replay paused"
        # the friends board is the caller's own: their result and their latest follow show at once
        who = {"player": f"Early#{player_tag(uuid.UUID(early))}"}
        followed = client.post(f"/v1/players/{player}/friends", json=who, headers=bearer(token))
        assert followed.status_code == 201
        friends = client.get(
            f"/v1/daily/{day}/leaderboard?variant=golf-easy&scope=friends", headers=bearer(token)
        )
        assert [entry["player"] for entry in friends.get_json()["entries"]] == ["Late", "Early"]
    finally:
        standby.resume_replay()
