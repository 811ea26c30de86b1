"""Every device its own bearer token (issue 41, items 1 and 2): the own profile, a device
linked by a one-time code, devices listed and revoked, the recovery code; and what a
cheater tries: a code used twice or late, a revoked token, a guessed code."""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import uuid
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.players import bearer
from service.players.names import player_tag
from tests.api.helpers import DB_SETTINGS, Clock, conforming, new_player
from tests.api.helpers import bearer as bearer_header

ME = "/v1/players/me"
LINK = "/v1/players/{player_id}/link"
EXCHANGE = "/v1/players/link"
DEVICES = "/v1/players/{player_id}/devices"
DEVICE = "/v1/players/{player_id}/devices/{device_id}"
RECOVERY = "/v1/players/{player_id}/recovery"
RECOVER = "/v1/players/recover"
TOKEN = "/v1/players/{player_id}/token"
CODES = re.compile("[0-9A-HJKMNP-TV-Z]{8}")
"""Crockford's base32: no I, L, O or U."""


def me(client: FlaskClient, token: str) -> TestResponse:
    return conforming(client.get(ME, headers=bearer_header(token)), ME, "GET")


def new_link_code(client: FlaskClient, player: str, token: str) -> dict[str, Any]:
    response = conforming(
        client.post(f"/v1/players/{player}/link", headers=bearer_header(token)), LINK, "POST"
    )
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store", (
        response.get_json()
    )
    answer: dict[str, Any] = response.get_json()
    return answer


def exchange(client: FlaskClient, code: str, device: str | None = None, **headers: str) -> TestResponse:
    body = {"code": code} | ({"device": device} if device is not None else {})
    return conforming(client.post(EXCHANGE, json=body, headers=headers), EXCHANGE, "POST")


def devices(client: FlaskClient, player: str, token: str) -> TestResponse:
    response = client.get(f"/v1/players/{player}/devices", headers=bearer_header(token))
    return conforming(response, DEVICES, "GET")


def revoke(client: FlaskClient, player: str, token: str, device: str) -> TestResponse:
    response = client.delete(f"/v1/players/{player}/devices/{device}", headers=bearer_header(token))
    return conforming(response, DEVICE, "DELETE")


def new_recovery_code(client: FlaskClient, player: str, token: str) -> str:
    response = client.post(f"/v1/players/{player}/recovery", headers=bearer_header(token))
    conforming(response, RECOVERY, "POST")
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store", (
        response.get_json()
    )
    code: str = response.get_json()["code"]
    return code


def recover(client: FlaskClient, named: str, code: str, **headers: str) -> TestResponse:
    body = {"player": named, "code": code, "device": "Ann's new phone"}
    return conforming(client.post(RECOVER, json=body, headers=headers), RECOVER, "POST")


def problem(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    answer: dict[str, Any] = response.get_json()
    assert answer["type"] == f"urn:solitaire:problem:{kind}", answer
    return answer


def test_the_sign_up_and_the_own_profile_name_the_tag_others_follow(db_client: FlaskClient) -> None:
    created = db_client.post("/v1/players", json={"name": "Ann"}).get_json()
    assert created["tag"] == player_tag(uuid.UUID(created["id"]))
    answer = me(db_client, created["token"])
    assert answer.status_code == 200 and answer.headers["Cache-Control"] == "private, no-cache"
    profile = answer.get_json()
    assert (profile["id"], profile["name"], profile["tag"]) == (created["id"], "Ann", created["tag"])
    [device] = profile["devices"]
    assert device["current"] and device["name"] is None
    assert problem(me(db_client, "nobody's"), 401, "unauthorized")
    assert db_client.get(ME).status_code == 401


def test_a_link_code_makes_a_second_device_with_its_own_token(db_client: FlaskClient, clock: Clock) -> None:
    player, first = new_player(db_client, "Ann")
    code = new_link_code(db_client, player, first)
    assert CODES.fullmatch(code["code"]) and (code["expires_in"], code["interval"]) == (600, 5)
    assert dt.datetime.fromisoformat(code["expires_at"]) == clock.now + dt.timedelta(minutes=10)
    clock.advance(seconds=1)  # the devices are listed oldest first
    typed = f"{code['code'][:4].lower()}-{code['code'][4:]}".replace("1", "l").replace("0", "o")
    linked = exchange(db_client, typed, "Ann's phone")  # as a person types it
    assert linked.status_code == 201 and linked.headers["Cache-Control"] == "no-store", linked.get_json()
    second = linked.get_json()
    assert second["id"] == player and second["token"] != first
    listed = devices(db_client, player, second["token"]).get_json()["devices"]
    assert [(d["name"], d["current"]) for d in listed] == [(None, False), ("Ann's phone", True)]
    assert listed[1]["id"] == second["device"]
    for token in (first, second["token"]):
        assert me(db_client, token).get_json()["id"] == player
    problem(exchange(db_client, code["code"]), 422, "link-code-refused")  # used once


def test_a_link_code_is_refused_after_its_ten_minutes_and_when_replaced(
    db_client: FlaskClient, clock: Clock
) -> None:
    player, token = new_player(db_client, "Ann")
    late = new_link_code(db_client, player, token)["code"]
    clock.advance(minutes=10)
    refused = problem(exchange(db_client, late), 422, "link-code-refused")
    assert refused["errors"] == [{"field": "code", "message": refused["detail"]}]
    clock.advance(seconds=-1)  # the late try used it up: a second before its end it is gone too
    problem(exchange(db_client, late), 422, "link-code-refused")
    replaced = new_link_code(db_client, player, token)["code"]
    newest = new_link_code(db_client, player, token)["code"]
    problem(exchange(db_client, replaced), 422, "link-code-refused")
    assert exchange(db_client, newest).status_code == 201
    assert len(devices(db_client, player, token).get_json()["devices"]) == 2
    for malformed in ("K7QA2M9U", "K7QA2M9", "K7QA2M9XZ"):  # a U, too short, too long: never a lookup
        problem(exchange(db_client, malformed), 422, "link-code-refused")
    assert exchange(db_client, "", "phone").status_code == 400
    assert exchange(db_client, newest, " phone").status_code == 400  # a name's shape: no space at an end


def test_a_revoked_device_is_refused_at_once_and_a_rotation_keeps_the_device(db_client: FlaskClient) -> None:
    player, first = new_player(db_client, "Ann")
    second = exchange(db_client, new_link_code(db_client, player, first)["code"]).get_json()
    rotated = conforming(
        db_client.post(f"/v1/players/{player}/token", headers=bearer_header(second["token"])), TOKEN, "POST"
    ).get_json()["token"]
    listed = devices(db_client, player, first).get_json()["devices"]
    assert len(listed) == 2 and second["device"] in {d["id"] for d in listed}, "a rotation keeps the device"
    assert me(db_client, second["token"]).status_code == 401 and me(db_client, rotated).status_code == 200
    assert revoke(db_client, player, first, second["device"]).status_code == 204
    assert problem(me(db_client, rotated), 401, "unauthorized")
    problem(revoke(db_client, player, first, second["device"]), 404, "no-such-device")  # a retry finds it so
    other, other_token = new_player(db_client, "Bob")
    [bobs] = devices(db_client, other, other_token).get_json()["devices"]
    problem(revoke(db_client, player, first, bobs["id"]), 404, "no-such-device")  # never Ann's
    problem(revoke(db_client, other, first, bobs["id"]), 403, "forbidden")
    assert me(db_client, other_token).status_code == 200
    [mine] = devices(db_client, player, first).get_json()["devices"]
    assert revoke(db_client, player, first, mine["id"]).status_code == 204  # a sign-out
    assert me(db_client, first).status_code == 401


def test_a_recovery_code_is_stored_hashed_replaced_used_once_and_revokes_every_other_device(
    db_client: FlaskClient, database_url: str
) -> None:
    player, first = new_player(db_client, "Ann")
    second = exchange(db_client, new_link_code(db_client, player, first)["code"]).get_json()["token"]
    replaced = new_recovery_code(db_client, player, first)
    code = new_recovery_code(db_client, player, second)
    assert re.fullmatch("[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}", code) and code != replaced
    with psycopg.connect(database_url) as conn:
        [(stored,)] = conn.execute("SELECT recovery_sha256 FROM players WHERE id = %s", [player]).fetchall()
    plain = code.replace("-", "")
    assert bytes(stored) == hashlib.sha256(f"recovery code {plain}".encode()).digest()
    assert plain.encode() not in bytes(stored) and bytes(stored) != bearer.code_digest("recovery", replaced)
    named = f"ann#{player_tag(uuid.UUID(player)).lower()}"
    problem(recover(db_client, named, replaced), 422, "recovery-refused")  # replaced
    problem(recover(db_client, f"Bob#{player_tag(uuid.UUID(player))}", code), 422, "recovery-refused")
    assert me(db_client, first).status_code == 200, "a refused recovery changes nothing"
    recovered = recover(db_client, named, code.lower().replace("-", " "))
    assert recovered.status_code == 201 and recovered.headers["Cache-Control"] == "no-store", (
        recovered.get_json()
    )
    answer = recovered.get_json()
    assert answer["id"] == player
    for token in (first, second):
        problem(me(db_client, token), 401, "unauthorized")
    [device] = me(db_client, answer["token"]).get_json()["devices"]
    assert (device["id"], device["name"], device["current"]) == (answer["device"], "Ann's new phone", True)
    problem(recover(db_client, named, code), 422, "recovery-refused")  # used once


# --- limits: a code cannot be guessed within its life ---------------------------------------


@pytest.fixture
def limited(database_url: str, clock: Clock) -> Iterator[Flask]:
    """An app behind one trusted proxy (each request names its address), with small limits."""
    settings = DB_SETTINGS | {
        "DATABASE_URL": database_url, "CLOCK": clock, "TRUSTED_PROXY_HOPS": 1,
        "LINK_RATE_LIMIT": "3/minute", "LINK_GUESS_RATE_LIMIT": "7/minute",
        "RECOVER_RATE_LIMIT": "4/minute", "RECOVER_PLAYER_RATE_LIMIT": "3/hour",
    }  # fmt: skip
    app = create_app(settings)
    yield app
    app.extensions["store"].close()


def address(n: int) -> dict[str, str]:
    return {"X-Forwarded-For": f"198.51.100.{n}"}


def test_link_code_guesses_are_limited_per_address_and_over_every_address(limited: Flask) -> None:
    client = limited.test_client()
    player, token = new_player(client, "Ann")
    code = new_link_code(client, player, token)["code"]
    guesses = [exchange(client, "0" * 8, **address(1)).status_code for _ in range(4)]
    assert guesses == [422, 422, 422, 429]
    spread = [exchange(client, "0" * 8, **address(n)).status_code for n in range(2, 7)]
    assert spread == [422, 422, 422, 422, 429], "7 tries a minute over every address"
    assert problem(exchange(client, code, **address(9)), 429, "rate-limited")  # the owner waits too
    assert me(client, token).status_code == 200


def test_recovery_guesses_are_limited_per_address_and_per_named_player(limited: Flask) -> None:
    client = limited.test_client()
    player, token = new_player(client, "Ann")
    code = new_recovery_code(client, player, token)
    named = f"Ann#{player_tag(uuid.UUID(player))}"
    wrong = "0" * 20
    assert [recover(client, named, wrong, **address(n)).status_code for n in (1, 2, 3)] == [422, 422, 422]
    problem(recover(client, named, code, **address(4)), 429, "rate-limited")  # 3 an hour for Ann
    assert recover(client, f"Bob#{player_tag(uuid.UUID(player))}", wrong, **address(4)).status_code == 422
    assert [recover(client, f"Cy{n}#AAAA", wrong, **address(5)).status_code for n in range(5)] == [
        422
    ] * 4 + [429]
    assert me(client, token).status_code == 200, "nothing changed"


def test_the_default_limits_allow_a_thousand_link_guesses_a_minute_over_every_address(
    database_url: str, clock: Clock
) -> None:
    """Measured with the service's defaults: tries from 1,100 addresses (each within its own
    12 a minute) until the shared limit refuses; 10 such minutes are a code's life, so an
    attacker gets at most ten times what is counted here against 32^8 codes."""
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "TRUSTED_PROXY_HOPS": 1})
    try:
        client = app.test_client()
        allowed = 0
        for n in range(1100):
            answer = client.post(
                EXCHANGE, json={"code": "0" * 8}, headers={"X-Forwarded-For": f"10.9.{n // 250}.{n % 250}"}
            )
            if answer.status_code == 429:
                break
            assert answer.status_code == 422
            allowed += 1
        assert allowed == 1000
        per_code_life = allowed * 10
        assert per_code_life / 32**8 < 1e-8  # the chance a given live code is found in its life
    finally:
        app.extensions["store"].close()
