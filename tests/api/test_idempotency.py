"""Idempotency-Key on every write route (issue 30): against the app and the test database,
each route retried in turn, six times at once, with another request under its key, while
its first request still runs, after its key expired; two callers' keys apart; and no
bearer token in clear anywhere in the database.  (A retry of a request whose answer was
dropped on the wire, under gunicorn: test_idempotency_wire.py.)"""

from __future__ import annotations

import hashlib
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from psycopg import sql
from werkzeug.test import TestResponse

from tests.api.daily_play import RESULTS, finished_daily
from tests.api.helpers import (
    Clock,
    bearer,
    conforming,
    games_dealt,
    new_player,
    played,
    rolled_back_once_before_kept,
    sealed,
)

KEYED_ROUTES = ["sign-up", "token rotation", "recorded game", "daily start", "daily result"]
REPLAYED = "Idempotent-Replayed"


@dataclass(frozen=True)
class Write:
    """A write route as a client sends it: ``send`` the same request under a key, ``other``
    another request under the same key (once the first's answer is known), ``stored`` how
    many times the first answer's effect is in the database (1 when it was made once), and
    ``held_by`` a table whose lock holds the route's write while it runs."""

    path: str
    """The route's path in openapi.yaml."""
    send: Callable[[FlaskClient, str], TestResponse]
    other: Callable[[FlaskClient, str, TestResponse], TestResponse]
    stored: Callable[[TestResponse], int]
    held_by: str
    racers_replayed: bool = True
    """Whether requests racing the first get its answer replayed: not a token rotation's,
    whose racers came with the token it replaced (they are 401: tests/api/test_keys_lows.py)."""
    deals: int = 0
    """Games the first request deals (``solitaire_games_started``)."""


def keyed(key: str, token: str | None = None) -> dict[str, str]:
    return {"Idempotency-Key": key, **(bearer(token) if token else {})}


def count(url: str, query: str, *parameters: Any) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute(query, parameters).fetchone()
    assert row is not None
    return int(row[0])


def write(route: str, app: Flask, client: FlaskClient, day: Any, url: str) -> Write:
    """The route ``route`` for a new player (or a new name) of its own."""
    if route == "sign-up":
        name = f"Keyed {uuid.uuid4().hex[:12]}"
        return Write(
            "/v1/players",
            lambda c, key: c.post("/v1/players", json={"name": name}, headers=keyed(key)),
            lambda c, key, _: c.post("/v1/players", json={"name": name + " 2"}, headers=keyed(key)),
            lambda _: count(url, "SELECT count(*) FROM players WHERE name = %s", name),
            "players",
        )
    player, token = new_player(client, "Keyed")
    if route == "token rotation":
        path = f"/v1/players/{player}/token"

        def current(answer: TestResponse) -> int:
            digest = hashlib.sha256(answer.get_json()["token"].encode()).digest()
            return count(
                url, "SELECT count(*) FROM devices WHERE player_id = %s AND token_sha256 = %s", player, digest
            )

        tokens = [token]

        def rotate(c: FlaskClient, key: str) -> TestResponse:
            """A rotation with the newest token the client holds: a retry comes with the
            token the first answer gave (a replaced token is refused its successor)."""
            sent = tokens[-1]
            answer = c.post(path, headers=keyed(key, sent))
            if answer.status_code == 200 and REPLAYED not in answer.headers:
                tokens.append(answer.get_json()["token"])
            answer.sent_replaced_token = sent != tokens[-1]  # type: ignore[attr-defined]
            return answer

        return Write(
            "/v1/players/{player_id}/token",
            rotate,
            lambda c, key, first: c.post(
                path, json={"again": True}, headers=keyed(key, first.get_json()["token"])
            ),
            current,
            "devices",
            racers_replayed=False,
        )
    if route == "recorded game":
        path = f"/v1/players/{player}/games"
        won, lost = (sealed(app, played("GO1-E-AAAAAAB", draw_first=lost), player) for lost in (False, True))
        return Write(
            "/v1/players/{player_id}/games",
            lambda c, key: c.post(path, json={"state": won}, headers=keyed(key, token)),
            lambda c, key, _: c.post(path, json={"state": lost}, headers=keyed(key, token)),
            lambda _: count(url, "SELECT count(*) FROM games WHERE player_id = %s", player),
            "recorded_game_ids",
        )
    if route == "daily start":
        path = f"/v1/daily/{day}/games"
        return Write(
            "/v1/daily/{date}/games",
            lambda c, key: c.post(path, json={"variant": "golf-easy"}, headers=keyed(key, token)),
            lambda c, key, _: c.post(path, json={"variant": "golf-classic"}, headers=keyed(key, token)),
            lambda _: count(url, "SELECT count(*) FROM daily_starts WHERE player_id = %s", player),
            "daily_starts",
            deals=1,
        )
    path = RESULTS.format(date=day)
    finished = finished_daily(app, client, day, token)
    return Write(
        RESULTS,
        lambda c, key: c.post(
            path, json={"variant": "golf-easy", "state": finished}, headers=keyed(key, token)
        ),
        lambda c, key, _: c.post(
            path, json={"variant": "golf-classic", "state": finished}, headers=keyed(key, token)
        ),
        lambda _: (
            count(url, "SELECT count(*) FROM daily_results WHERE player_id = %s", player)
            + count(url, "SELECT count(*) - 1 FROM games WHERE player_id = %s", player)
        ),
        "daily_results",
    )


@pytest.fixture(params=KEYED_ROUTES)
def route(
    request: pytest.FixtureRequest, db_app: Flask, db_client: FlaskClient, day: Any, database_url: str
) -> Write:
    return write(request.param, db_app, db_client, day, database_url)


def replayed(first: TestResponse, again: TestResponse) -> bool:
    """Whether ``again`` is the first answer replayed: its status, body and headers (but the
    request's own id, and the rate limits the first was counted against: a replay is not)."""
    unkept = ("Content-Length", "X-Request-ID", "RateLimit", "RateLimit-Policy")
    kept = {name: value for name, value in first.headers if name not in unkept}
    return (
        again.headers.get(REPLAYED) == "true"
        and (again.status_code, again.get_data()) == (first.status_code, first.get_data())
        and all(again.headers.get(name) == value for name, value in kept.items())
    )


def test_a_retry_replays_the_first_answer_and_does_nothing_again(
    route: Write, db_client: FlaskClient
) -> None:
    key = str(uuid.uuid4())
    first = conforming(route.send(db_client, key), route.path, "POST")
    assert first.status_code in (200, 201) and REPLAYED not in first.headers, first.get_json()
    for _ in range(3):
        again = conforming(route.send(db_client, key), route.path, "POST")
        assert replayed(first, again), again.get_json()
    assert route.stored(first) == 1


def test_six_at_once_with_one_key_make_one_effect(route: Write, db_app: Flask) -> None:
    key = str(uuid.uuid4())
    with ThreadPoolExecutor(6) as pool:
        answers = list(pool.map(lambda _: route.send(db_app.test_client(), key), range(6)))
    made = [answer for answer in answers if answer.status_code < 300 and REPLAYED not in answer.headers]
    assert len(made) == 1, [(a.status_code, a.get_json()) for a in answers]
    for answer in answers:
        in_flight = answer.status_code == 409 and answer.get_json()["type"].endswith(
            "idempotency-key-in-flight"
        )
        refused = not route.racers_replayed and answer.status_code == 401  # its token replaced meanwhile
        assert answer is made[0] or replayed(made[0], answer) or in_flight or refused, answer.get_json()
        # a racer that sent the replaced token never gets its successor (one that started
        # after the first answer came, with the new token, is answered it again)
        replaced = getattr(answer, "sent_replaced_token", True)
        assert route.racers_replayed or answer is made[0] or not replaced or "token" not in answer.get_json()
    assert route.stored(made[0]) == 1


def test_the_same_key_with_another_request_is_422_and_changes_nothing(
    route: Write, db_client: FlaskClient
) -> None:
    key = str(uuid.uuid4())
    first = route.send(db_client, key)
    assert first.status_code < 300
    reused = conforming(route.other(db_client, key, first), route.path, "POST")
    assert reused.status_code == 422, reused.get_json()
    problem = reused.get_json()
    assert problem["type"] == "urn:solitaire:problem:idempotency-key-reused"
    assert problem["errors"][0]["field"] == "Idempotency-Key" and key in problem["detail"]
    assert route.stored(first) == 1
    assert replayed(first, route.send(db_client, key))


@contextmanager
def held(url: str, table: str) -> Iterator[None]:
    """``table`` locked against writes (reads go on) for the block."""
    with psycopg.connect(url) as conn:
        conn.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")
        yield


def waiting_on_a_lock(url: str) -> bool:
    query = (
        "SELECT count(*) FROM pg_stat_activity WHERE application_name = 'solitaire-service'"
        " AND wait_event_type = 'Lock'"
    )
    return count(url, query) > 0


def test_a_retry_while_the_first_runs_is_409_then_replays_its_answer(
    route: Write, db_app: Flask, database_url: str
) -> None:
    """The first request is held mid-write (a table it writes is locked); a retry waits
    ``IDEMPOTENCY_WAIT_MS`` for it, then is told it is still running; once it has run, a
    retry replays its answer."""
    db_app.config["IDEMPOTENCY_WAIT_MS"] = 200
    key = str(uuid.uuid4())
    answers: list[TestResponse] = []
    with held(database_url, route.held_by):
        first = threading.Thread(target=lambda: answers.append(route.send(db_app.test_client(), key)))
        first.start()
        deadline = time.monotonic() + 10
        while not waiting_on_a_lock(database_url):
            assert time.monotonic() < deadline and first.is_alive(), (
                "the first request never reached its write"
            )
            time.sleep(0.02)
        retry = conforming(route.send(db_app.test_client(), key), route.path, "POST")
    first.join(timeout=10)
    assert retry.status_code == 409, retry.get_json()
    assert retry.get_json()["type"] == "urn:solitaire:problem:idempotency-key-in-flight"
    assert retry.headers["Retry-After"] == "1"
    [made] = answers
    assert made.status_code < 300 and REPLAYED not in made.headers, made.get_json()
    assert replayed(made, route.send(db_app.test_client(), key))
    assert route.stored(made) == 1


def test_a_write_whose_transaction_the_server_rolls_back_runs_again_and_is_made_once(
    route: Write, db_app: Flask, db_client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server rolls the key's transaction back (SQLSTATE 40P01, as a deadlock does) after
    the route's effect and before its answer is kept: the effect went with it, so the route
    runs again and the client is answered at once (not 503), the effect made once and a game
    it deals counted once; a retry replays that answer."""
    runs = rolled_back_once_before_kept(db_app, monkeypatch)
    key = str(uuid.uuid4())
    before = games_dealt(db_client)
    first = conforming(route.send(db_client, key), route.path, "POST")
    assert runs == [key, key]
    assert first.status_code in (200, 201) and REPLAYED not in first.headers, first.get_json()
    assert route.stored(first) == 1
    assert replayed(first, route.send(db_client, key))
    assert games_dealt(db_client) - before == route.deals


def test_a_key_expires_a_day_after_its_first_request_and_is_purged(
    db_app: Flask, db_client: FlaskClient, clock: Clock, database_url: str
) -> None:
    """After ``IDEMPOTENCY_KEY_HOURS`` (24) a key is new again: a sign-up under it makes
    another player, a game under it is recorded; ``keys purge`` deletes it (on the
    service's clock), and nothing younger."""
    key, name = str(uuid.uuid4()), f"Expiring {uuid.uuid4().hex[:12]}"
    first = db_client.post("/v1/players", json={"name": name}, headers=keyed(key))
    player, token = first.get_json()["id"], first.get_json()["token"]
    won, lost = (sealed(db_app, played("GO1-E-AAAAAAB", draw_first=lost), player) for lost in (False, True))
    games = f"/v1/players/{player}/games"
    assert db_client.post(games, json={"state": won}, headers=keyed(key, token)).status_code == 201
    clock.advance(hours=23, minutes=59)
    assert replayed(first, db_client.post("/v1/players", json={"name": name}, headers=keyed(key)))
    assert db_client.post(games, json={"state": lost}, headers=keyed(key, token)).status_code == 422
    kept = "SELECT count(*) FROM idempotency_keys WHERE idempotency_key = %s"
    assert count(database_url, kept, key) == 2
    clock.advance(minutes=1)
    again = db_client.post("/v1/players", json={"name": name}, headers=keyed(key))
    assert again.status_code == 201 and REPLAYED not in again.headers
    assert again.get_json()["id"] != player
    assert db_client.post(games, json={"state": lost}, headers=keyed(key, token)).status_code == 201
    clock.advance(hours=24)
    younger = str(uuid.uuid4())
    assert db_client.post(games, json={"state": won}, headers=keyed(younger, token)).status_code == 200
    purged = db_app.test_cli_runner().invoke(args=["keys", "purge"])
    assert purged.exit_code == 0 and "expired idempotency keys" in purged.output, purged.output
    assert count(database_url, kept, key) == 0 and count(database_url, kept, younger) == 1


def test_a_key_is_new_again_a_day_after_its_first_request(
    route: Write, db_client: FlaskClient, clock: Clock
) -> None:
    """Kept 24 hours (``IDEMPOTENCY_KEY_HOURS``): a minute before, a retry is the first
    answer; from then on the route runs again (and answers as it does a day later: a new
    player, the old token refused, the day no longer live, its game already recorded)."""
    key = str(uuid.uuid4())
    first = route.send(db_client, key)
    assert first.status_code < 300
    clock.advance(hours=23, minutes=59)
    assert replayed(first, route.send(db_client, key))
    clock.advance(minutes=1)
    again = route.send(db_client, key)
    assert REPLAYED not in again.headers or again.status_code == 200, again.get_json()  # a game's own 200
    assert (again.status_code, again.get_data()) != (first.status_code, first.get_data())


@pytest.mark.parametrize("route_name", KEYED_ROUTES[1:])
def test_two_players_keys_never_meet(
    route_name: str, db_app: Flask, db_client: FlaskClient, day: Any, database_url: str
) -> None:
    """The same key from two players is two keys: each write is made, for each of them."""
    key = "the-same-key-" + uuid.uuid4().hex
    for write_of_a_player in [write(route_name, db_app, db_client, day, database_url) for _ in range(2)]:
        made = write_of_a_player.send(db_client, key)
        assert made.status_code < 300 and REPLAYED not in made.headers, made.get_json()
        assert write_of_a_player.stored(made) == 1


def test_two_addresses_keys_never_meet(db_app: Flask, db_client: FlaskClient, day: Any) -> None:
    """Sign-up's key is the client address's: the same key from two addresses is two
    sign-ups (and from one address, behind a carrier's NAT, a key each phone makes)."""
    key = "the-same-key-" + uuid.uuid4().hex
    name = f"Neighbour {uuid.uuid4().hex[:12]}"
    ids = {
        db_client.post(
            "/v1/players", json={"name": name}, headers=keyed(key), environ_base={"REMOTE_ADDR": address}
        ).get_json()["id"]
        for address in ("192.0.2.1", "192.0.2.2")
    }
    assert len(ids) == 2


def test_without_a_key_the_routes_run_each_time(db_client: FlaskClient) -> None:
    """As before keys: a sign-up sent twice makes two players, a rotation sent again with
    the token it replaced is refused."""
    name = f"Twice {uuid.uuid4().hex[:12]}"
    ids = {db_client.post("/v1/players", json={"name": name}).get_json()["id"] for _ in range(2)}
    assert len(ids) == 2
    player, token = new_player(db_client)
    assert db_client.post(f"/v1/players/{player}/token", headers=bearer(token)).status_code == 200
    assert db_client.post(f"/v1/players/{player}/token", headers=bearer(token)).status_code == 401


def test_no_bearer_token_is_in_the_database_in_clear(
    db_app: Flask, db_client: FlaskClient, database_url: str
) -> None:
    """Sign-ups and rotations answer tokens, and their answers are kept: every row of every
    table of the database, as text (bytea in hex), holds none of them, in text or in hex."""
    tokens = []
    for _ in range(2):
        key = str(uuid.uuid4())
        created = db_client.post("/v1/players", json={"name": "Sealed"}, headers=keyed(key))
        assert replayed(created, db_client.post("/v1/players", json={"name": "Sealed"}, headers=keyed(key)))
        player, token = created.get_json()["id"], created.get_json()["token"]
        rotated = db_client.post(f"/v1/players/{player}/token", headers=keyed(key, token))
        again = db_client.post(f"/v1/players/{player}/token", headers=keyed(key, rotated.get_json()["token"]))
        assert replayed(rotated, again)
        tokens += [token, rotated.get_json()["token"]]
    with psycopg.connect(database_url) as conn:
        tables = conn.execute(
            "SELECT format('%I.%I', table_schema, table_name) FROM information_schema.tables"
            " WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'"
        ).fetchall()
        dump = "\n".join(
            text
            for (table,) in tables
            for (text,) in conn.execute(sql.SQL("SELECT t::text FROM {} t").format(sql.SQL(table))).fetchall()
        )
    assert ("public.idempotency_keys",) in tables and len(dump) > 10_000
    for token in tokens:
        assert token not in dump and token.encode().hex() not in dump
