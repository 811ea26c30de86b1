"""The fifth review's lows on keys and tokens (issue 39, item 8), rerun as written against
the real app and PostgreSQL: an anonymous request with a fresh ``Idempotency-Key`` keeps
no row (nothing to replay without a write), and a revoked token never fetches its
replacement with the rotation's key, whenever it comes."""

from __future__ import annotations

import datetime as dt
import hashlib
import threading
import uuid
from typing import Any

import psycopg
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.engine import DAILY_VARIANTS, format_code
from tests.api.daily_play import GAMES, fresh_deal
from tests.api.helpers import Clock, bearer, conforming, game_document, new_player, publish

ROTATE = "/v1/players/{player_id}/token"
REPLAYED = "Idempotent-Replayed"


def kept_rows(url: str, *keys: str) -> int:
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT count(*) FROM idempotency_keys WHERE idempotency_key = ANY(%s)", [list(keys)]
        ).fetchone()
    assert row is not None
    return int(row[0])


def token_works(client: FlaskClient, player: str, token: str) -> bool:
    return client.get(f"/v1/players/{player}/stats", headers=bearer(token)).status_code == 200


def archive_start(client: FlaskClient, day: dt.date, key: str, token: str | None = None) -> TestResponse:
    headers = {"Idempotency-Key": key, "Accept-Language": "en", **(bearer(token) if token else {})}
    response = client.post(f"/v1/daily/{day}/games", json={"variant": "golf-easy"}, headers=headers)
    return conforming(response, GAMES, "POST")


def test_anonymous_archive_starts_with_fresh_keys_keep_no_row(
    db_app: Flask, db_client: FlaskClient, clock: Clock, database_url: str
) -> None:
    """The attack: anonymous requests, each with a fresh key, each kept a 1.3 kB row (one
    address: ~450 MB a day).  Now they keep none; a retry deals the same deal again (never
    a replay), a malformed key is still 400, and a player's keyed start is still kept."""
    day = clock.now.date()
    publish(db_app, day, {variant: format_code(variant.rules, fresh_deal()) for variant in DAILY_VARIANTS})
    clock.now = dt.datetime.combine(day + dt.timedelta(days=1), dt.time(13), dt.UTC)  # in the archive
    keys = [str(uuid.uuid4()) for _ in range(50)]
    answers = [archive_start(db_client, day, key) for key in keys]
    assert all(answer.status_code == 201 and REPLAYED not in answer.headers for answer in answers)
    assert kept_rows(database_url, *keys) == 0
    # a retry under the same key: the same deal again, dealt anew (nothing kept to replay)
    again = archive_start(db_client, day, keys[0])
    assert again.status_code == 201 and REPLAYED not in again.headers
    assert game_document(again)["code"] == game_document(answers[0])["code"]
    # the same key with another body is no 422 either: the key names nothing kept
    other = db_client.post(
        f"/v1/daily/{day}/games", json={"variant": "golf-classic"}, headers={"Idempotency-Key": keys[0]}
    )
    assert other.status_code == 201
    malformed = archive_start(db_client, day, "\u00e9t\u00e9")
    assert malformed.status_code == 400 and malformed.get_json()["type"].endswith("invalid-header")
    assert kept_rows(database_url, *keys) == 0
    # with a bearer token the start is the player's, kept and replayed as before
    _, token = new_player(db_client, "Archivist")
    bound = archive_start(db_client, day, keys[1], token)
    replay = archive_start(db_client, day, keys[1], token)
    assert replay.headers.get(REPLAYED) == "true" and replay.get_data() == bound.get_data()
    assert kept_rows(database_url, *keys) == 1


def rotate(client: FlaskClient, player: str, token: str, key: str) -> TestResponse:
    headers = {"Idempotency-Key": key, "Accept-Language": "en", **bearer(token)}
    return conforming(client.post(f"/v1/players/{player}/token", headers=headers), ROTATE, "POST")


def refused_as_replaced(answer: TestResponse, key: str) -> dict[str, Any]:
    assert answer.status_code == 401, answer.get_json()
    problem: dict[str, Any] = answer.get_json()
    assert problem["type"] == "urn:solitaire:problem:unauthorized" and "token" not in problem
    assert "replaced by the token rotation" in problem["detail"] and key in problem["detail"]
    assert 'error="invalid_token"' in answer.headers["WWW-Authenticate"]
    return problem


def test_a_revoked_token_with_the_rotations_key_never_fetches_the_new_token(
    db_client: FlaskClient, clock: Clock
) -> None:
    """The attack: a leaked token, revoked by the player's rotation, sent again with that
    rotation's key, fetched the new token for 24 hours.  Now it is 401 at once, an hour
    later and a minute before the key expires (in Russian too); the new token keeps
    working, and its holder still gets the rotation's answer replayed."""
    player, leaked = new_player(db_client, "Revoker")
    key = str(uuid.uuid4())
    rotated = rotate(db_client, player, leaked, key)
    assert rotated.status_code == 200 and REPLAYED not in rotated.headers
    new_token = rotated.get_json()["token"]
    for wait in (dt.timedelta(0), dt.timedelta(hours=1), dt.timedelta(hours=22, minutes=58)):
        clock.now += wait
        refused_as_replaced(rotate(db_client, player, leaked, key), key)
    in_russian = {"Idempotency-Key": key, "Accept-Language": "ru", **bearer(leaked)}
    russian = db_client.post(f"/v1/players/{player}/token", headers=in_russian)
    assert russian.status_code == 401 and "заменён" in russian.get_json()["detail"], russian.get_json()
    assert token_works(db_client, player, new_token) and not token_works(db_client, player, leaked)
    replay = rotate(db_client, player, new_token, key)
    assert replay.headers.get(REPLAYED) == "true" and replay.get_json()["token"] == new_token
    assert token_works(db_client, player, new_token)


def test_a_rotation_retried_while_it_runs_never_answers_the_new_token_to_the_old(
    db_app: Flask, database_url: str
) -> None:
    """Racers with the old token and the key, sent while the first rotation runs (they
    authenticate before it commits, then wait for its key): none gets the new token."""
    client = db_app.test_client()
    player, token = new_player(client, "Racer")
    key = str(uuid.uuid4())
    answers: list[TestResponse] = []
    with psycopg.connect(database_url) as conn:
        conn.execute("LOCK TABLE players IN SHARE ROW EXCLUSIVE MODE")  # the rotation waits at its write
        threads = [
            threading.Thread(target=lambda: answers.append(rotate(db_app.test_client(), player, token, key)))
            for _ in range(4)
        ]
        for thread in threads:
            thread.start()
        threading.Event().wait(0.5)
    for thread in threads:
        thread.join(timeout=20)
    made = [answer for answer in answers if answer.status_code == 200]
    assert len(made) == 1 and REPLAYED not in made[0].headers, [a.get_json() for a in answers]
    for answer in answers:
        assert answer is made[0] or answer.status_code in (401, 409), answer.get_json()
        assert answer is made[0] or "token" not in answer.get_json()
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT token_sha256 FROM devices WHERE player_id = %s", [player]).fetchone()
    assert row is not None and bytes(row[0]) == hashlib.sha256(made[0].get_json()["token"].encode()).digest()
