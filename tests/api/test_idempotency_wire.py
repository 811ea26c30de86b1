"""A write whose answer is dropped on the wire (issue 30): under gunicorn as deployed, over
a database of its own with today's deals (gunicorn runs on the real clock), a client sends
each write route its request with an Idempotency-Key and hangs up before the answer; the
service runs it all the same; the client retries with the same key and gets the first
answer, and the database holds one effect (but a token rotation's, whose new token is
never answered to the token it replaced)."""

from __future__ import annotations

import datetime as dt
import json
import socket
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import urlsplit

import psycopg
import pytest
from flask import Flask

from harness.daily_flow import NO_PACE_REVIEW
from harness.databases import scratch_database
from harness.policies import golf_policy
from harness.servers import fetch_json, gunicorn_server
from harness.store_data import CODES
from service import create_app
from service.store import DailyDeal, Store, migrate
from tests.api.daily_play import played_on
from tests.api.helpers import TEST_KEY

KEY = TEST_KEY
Effects = Callable[[Any], int]

DEVICE_OF_TOKEN = (
    "SELECT count(*) FROM devices WHERE player_id = %s AND token_sha256 = sha256(convert_to(%s, 'UTF8'))"
)


@pytest.fixture(scope="module")
def served(database_url: str) -> Iterator[tuple[str, str]]:
    """(the service's URL, its database's URL): today's and tomorrow's deals published (a
    run past midnight UTC finds its day), the pace review off (the tests play at once)."""
    with scratch_database(database_url, "wire") as url:
        migrate(url)
        store = Store(url, max_size=1)
        today = dt.datetime.now(dt.UTC).date()
        store.deals.publish(
            DailyDeal(day, variant, code, 2.5)
            for day in (today, today + dt.timedelta(days=1))
            for variant, code in CODES.items()
        )
        store.close()
        settings = {
            "DATABASE_URL": url,
            "SECRET_KEY": KEY,
            **NO_PACE_REVIEW,
        }
        with gunicorn_server(settings, "/readyz") as base:
            yield base, url


@pytest.fixture(scope="module")
def sealer(served: tuple[str, str]) -> Iterator[Flask]:
    """An app with the server's key over its database, to play its states on (a daily
    game's moves are kept in its attempt)."""
    app = create_app({"TESTING": True, "STATE_KEYS": [KEY], "DATABASE_URL": served[1], "DAILY_MIN_MOVE_S": 0})
    yield app
    app.extensions["store"].close()


def dropped(base: str, path: str, body: Any, headers: dict[str, str]) -> None:
    """POST ``body`` to ``path`` and hang up without reading a byte of the answer."""
    address = urlsplit(base)
    payload = b"" if body is None else json.dumps(body).encode()
    lines = [f"POST {path} HTTP/1.1", f"Host: {address.netloc}", f"Content-Length: {len(payload)}"]
    lines += [f"{name}: {value}" for name, value in {"Content-Type": "application/json", **headers}.items()]
    with socket.create_connection((address.hostname, address.port), timeout=5) as connection:
        connection.sendall("\r\n".join([*lines, "", ""]).encode() + payload)


def count(url: str, query: str, *parameters: Any) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute(query, parameters).fetchone()
    assert row is not None
    return int(row[0])


def answered(url: str, key: str) -> None:
    """Wait until the service has kept its answer to ``key`` (the dropped request ran)."""
    deadline = time.monotonic() + 15
    query = "SELECT count(*) FROM idempotency_keys WHERE idempotency_key = %s AND answer IS NOT NULL"
    while not count(url, query, key):
        assert time.monotonic() < deadline, "the service never answered the dropped request"
        time.sleep(0.05)


def signed_up(base: str) -> tuple[str, str]:
    status, created = fetch_json(f"{base}/v1/players", {"name": "Wire"})
    assert status == 201, created
    return created["id"], created["token"]


def request_of(route: str, base: str, url: str, app: Flask) -> tuple[str, Any, str | None, Effects]:
    """(path, body, bearer token, how many times the effect of an answer is in the
    database) of ``route``, for a new player of its own."""
    today = dt.datetime.now(dt.UTC).date()
    if route == "sign-up":
        name = f"Dropped {uuid.uuid4().hex[:12]}"
        return (
            "/v1/players",
            {"name": name},
            None,
            lambda _: count(url, "SELECT count(*) FROM players WHERE name = %s", name),
        )
    player, token = signed_up(base)
    if route == "token rotation":
        query = DEVICE_OF_TOKEN
        return (
            f"/v1/players/{player}/token",
            {},  # no body is read: an empty object, so that the client POSTs
            token,
            lambda answer: count(url, query, player, answer["token"]),
        )
    if route == "daily start":
        query = "SELECT count(*) FROM daily_starts WHERE player_id = %s"
        return (
            f"/v1/daily/{today}/games",
            {"variant": "golf-easy"},
            token,
            lambda _: count(url, query, player),
        )
    games = "SELECT count(*) FROM games WHERE player_id = %s"
    if route == "recorded game":
        status, document = fetch_json(f"{base}/v1/games", {"code": "GO1-C-AAAAAAE"}, token)
        assert status == 201, document
        state = played_on(app, document["state"], golf_policy(), token=token)
        return f"/v1/players/{player}/games", {"state": state}, token, lambda _: count(url, games, player)
    status, document = fetch_json(f"{base}/v1/daily/{today}/games", {"variant": "golf-easy"}, token)
    assert status == 201, document
    state = played_on(app, document["state"], golf_policy(), token=token)
    results = "SELECT count(*) FROM daily_results WHERE player_id = %s"
    return (
        f"/v1/daily/{today}/results",
        {"variant": "golf-easy", "state": state},
        token,
        lambda _: count(url, results, player) * count(url, games, player),
    )


@pytest.mark.parametrize("route", ["sign-up", "recorded game", "daily start", "daily result"])
def test_a_write_whose_answer_was_dropped_is_retried_with_its_key_and_made_once(
    route: str, served: tuple[str, str], sealer: Flask
) -> None:
    base, url = served
    path, body, token, effects = request_of(route, base, url, sealer)
    key = str(uuid.uuid4())
    headers = {"Idempotency-Key": key} | ({"Authorization": f"Bearer {token}"} if token else {})
    dropped(base, path, body, headers)
    answered(url, key)
    status, answer = fetch_json(base + path, body, token, {"Idempotency-Key": key})
    assert status in (200, 201), answer
    assert effects(answer) == 1
    assert fetch_json(base + path, body, token, {"Idempotency-Key": key}) == (status, answer)


def test_a_rotation_whose_answer_was_dropped_is_not_answered_to_the_replaced_token(
    served: tuple[str, str], sealer: Flask
) -> None:
    """The documented price of a revoked token never fetching its successor: a rotation's
    dropped answer, retried with the same key and the token it replaced, is 401 saying so;
    the rotation was made once (the old token refused, the new one stored, never shown)."""
    base, url = served
    path, body, token, _ = request_of("token rotation", base, url, sealer)
    key = str(uuid.uuid4())
    dropped(base, path, body, {"Idempotency-Key": key, "Authorization": f"Bearer {token}"})
    answered(url, key)
    status, answer = fetch_json(base + path, body, token, {"Idempotency-Key": key, "Accept-Language": "en"})
    assert status == 401 and "replaced by the token rotation" in answer["detail"], answer
    player = path.split("/")[3]
    assert fetch_json(f"{base}/v1/players/{player}/stats", None, token)[0] == 401
    old = DEVICE_OF_TOKEN
    assert count(url, old, player, token) == 0


def test_a_sign_up_retried_at_once_after_its_dropped_answer_makes_one_player(served: tuple[str, str]) -> None:
    """The retry may reach the service before the dropped request has run, or while it
    runs: whichever claims the key first signs up, the other answers the same."""
    base, url = served
    for _ in range(5):
        name, key = f"Hasty {uuid.uuid4().hex[:12]}", str(uuid.uuid4())
        dropped(base, "/v1/players", {"name": name}, {"Idempotency-Key": key})
        status, answer = fetch_json(f"{base}/v1/players", {"name": name}, headers={"Idempotency-Key": key})
        assert status == 201, answer
        answered(url, key)
        assert count(url, "SELECT count(*) FROM players WHERE name = %s", name) == 1
