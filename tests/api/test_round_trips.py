"""What a database route costs on the wire, counted (not timed) by a relay between the app
and PostgreSQL; and what the pool's per-checkout ping used to buy, kept without it: the
first requests after a PostgreSQL restart succeed, and nothing is written twice."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest
from flask import Flask
from werkzeug.test import TestResponse

from harness.databases import ThrowawayDatabase
from service import create_app
from service.store import Store
from tests.api.daily_play import board, daily_game, finished_daily, me, start_daily, submit
from tests.api.helpers import DB_SETTINGS, Clock, bearer, move, new_player, played, sealed
from tests.store.wire import Relay

ROUND_TRIPS = {
    "sign-up": 1,
    "the day's deals": 1,
    "daily game start": 2,
    "second start of the attempt (409 with its state)": 2,
    "ranked move": 1,
    "ranked move refused by the rules": 1,
    "practice move": 0,
    "first result submission": 3,
    "resubmission": 3,
    "leaderboard page": 1,
    "own rank (leaderboard/me)": 1,
    "history page": 1,
    "stats": 1,
    "game recorded in the history": 2,
    "readiness": 1,
}
"""Per route, in a steady state: the two-round-trip routes check the bearer token before
they read their body (so that an anonymous caller learns nothing of it), then make their
one statement or pipeline; a submission reads its attempt's evidence for the review in
between; the read-only routes on a player's behalf find the token's player in the same
statement as their data.  A ranked attempt's move is one compare-and-set (a refused one, a
read of the attempt's step); a practice move touches nothing."""


@pytest.fixture
def relayed_app(database_url: str, clock: Clock) -> Iterator[tuple[Flask, Relay]]:
    """The app over the test database through a relay, with a pool of one connection and
    the solver lock's list of daily deals kept (as it is in production, for 30 s)."""
    with Relay(database_url) as relay:
        app = create_app(
            DB_SETTINGS
            | {
                "DATABASE_URL": relay.url,
                "CLOCK": clock,
                "DATABASE_POOL_SIZE": 1,
                "DAILY_LOCK_REFRESH_S": 3600,
            }
        )
        yield app, relay
        app.extensions["store"].close()


def test_each_database_route_makes_the_round_trips_its_data_need(
    relayed_app: tuple[Flask, Relay], day: dt.date
) -> None:
    app, relay = relayed_app
    client = app.test_client()
    store: Store = app.extensions["store"]
    store.history.create_partitions(day, 1)  # the results' history rows go in at the first try
    player, token = new_player(client, "Counted")
    finished = finished_daily(app, client, day, token)
    recorded = sealed(app, played("GO1-E-AAAAAAB"), player)
    ranked = daily_game(client, day, token, "golf-classic")["state"]
    practice = client.post("/v1/games", json={"game": "golf"}).get_json()["state"]
    hint = client.post("/v1/hint", json={"state": practice, "budget_ms": 20}, headers=bearer(token))
    assert hint.status_code == 200  # the solver lock loads its list of daily deals, kept from then on
    counted: dict[str, int] = {}

    def count(name: str, request: Callable[[], TestResponse], status: int) -> None:
        connections, before = relay.connections, relay.round_trips
        response = request()
        assert response.status_code == status, (name, response.get_json())
        assert relay.connections == connections, f"{name}: a connection was opened meanwhile"
        counted[name] = relay.round_trips - before

    result = {"variant": "golf-easy", "state": finished}
    count("sign-up", lambda: client.post("/v1/players", json={"name": "Newcomer"}), 201)
    count("the day's deals", lambda: client.get(f"/v1/daily/{day}"), 200)
    count("daily game start", lambda: start_daily(client, day, token, "canfield-draw3"), 201)
    count("second start of the attempt (409 with its state)", lambda: start_daily(client, day, token), 409)
    moved: list[dict[str, Any]] = []

    def ranked_move() -> TestResponse:
        answer = move(client, ranked, {"type": "draw"})
        moved.append(answer.get_json())
        return answer

    count("ranked move", ranked_move, 200)
    [after] = moved
    column = next(c for c in range(1, 8) if {"type": "remove", "column": c} not in after["legal_moves"])
    refused = {"type": "remove", "column": column}  # the rules refuse it: nothing is written
    count("ranked move refused by the rules", lambda: move(client, after["state"], refused), 200)
    count("practice move", lambda: move(client, practice, {"type": "draw"}), 200)
    count("first result submission", lambda: submit(client, day, token, result), 201)
    count("resubmission", lambda: submit(client, day, token, result), 200)
    count("leaderboard page", lambda: board(client, day, "variant=golf-easy&limit=20"), 200)
    count("own rank (leaderboard/me)", lambda: me(client, day, token), 200)
    count("history page", lambda: client.get(f"/v1/players/{player}/games", headers=bearer(token)), 200)
    count("stats", lambda: client.get(f"/v1/players/{player}/stats", headers=bearer(token)), 200)
    count(
        "game recorded in the history",
        lambda: client.post(f"/v1/players/{player}/games", json={"state": recorded}, headers=bearer(token)),
        201,
    )
    count("readiness", lambda: client.get("/readyz"), 200)
    assert counted == ROUND_TRIPS


@pytest.fixture
def patient_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app over the test database, waiting up to 5 s for a connection (a busy machine
    may take a while to connect after a restart)."""
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DATABASE_TIMEOUT_S": 5})
    yield app
    app.extensions["store"].close()


def test_the_first_requests_after_a_restart_succeed_and_write_once(
    server: ThrowawayDatabase, patient_app: Flask, day: dt.date, database_url: str
) -> None:
    """Every pooled connection is dead after a restart: the first read, the first write
    that is safe to run twice and the first that is not all succeed, each stored once."""
    client = patient_app.test_client()
    player, token = new_player(client, "Restarted")
    body = {"variant": "golf-easy", "state": finished_daily(patient_app, client, day, token)}
    assert board(client, day, "variant=golf-easy").status_code == 200  # the pool's connections are up

    server.stop()
    server.restart_on_same_port()
    assert board(client, day, "variant=golf-easy").status_code == 200
    server.stop()
    server.restart_on_same_port()
    assert submit(client, day, token, body).status_code == 201
    server.stop()
    server.restart_on_same_port()
    assert client.post("/v1/players", json={"name": f"After {day}"}).status_code == 201

    entries = board(client, day, "variant=golf-easy").get_json()["entries"]
    assert [entry["player"] for entry in entries] == ["Restarted"]
    history = client.get(f"/v1/players/{player}/games", headers=bearer(token)).get_json()["games"]
    assert len(history) == 1
    with psycopg.connect(database_url) as conn:
        signed_up = conn.execute("SELECT count(*) FROM players WHERE name = %s", [f"After {day}"]).fetchone()
    assert signed_up == (1,)
