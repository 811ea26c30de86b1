"""Players, authorization, game history and stats over HTTP, against the real test
PostgreSQL; every answer is checked against openapi.yaml."""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.api.schemas import GAMES_PAGE, PLAYER_CREATED, PLAYER_STATS, PLAYER_TOKEN, RECORDED_GAME
from service.api.web.tokens import new_envelope
from service.engine import custom_game, new_game
from service.engine.game import Draw
from service.engine.games import deal_layout
from service.engine.rules import GOLF_EASY
from service.players import names
from tests.api.helpers import (
    DB_SETTINGS,
    Clock,
    bearer,
    conforming,
    game_document,
    move,
    new_player,
    played,
    sealed,
    start,
)

GAMES = "/v1/players/{player_id}/games"
STATS = "/v1/players/{player_id}/stats"
TOKEN = "/v1/players/{player_id}/token"


def get_games(client: FlaskClient, player: str, token: str | None, query: str = "") -> TestResponse:
    headers = (bearer(token) if token else {}) | {"Accept-Language": "en"}
    return conforming(client.get(f"/v1/players/{player}/games{query}", headers=headers), GAMES, "GET")


def post_game(client: FlaskClient, player: str, token: str | None, body: dict[str, Any]) -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(client.post(f"/v1/players/{player}/games", json=body, headers=headers), GAMES, "POST")


def get_stats(client: FlaskClient, player: str, token: str | None) -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(client.get(f"/v1/players/{player}/stats", headers=headers), STATS, "GET")


def rotate(client: FlaskClient, player: str, token: str | None) -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(client.post(f"/v1/players/{player}/token", headers=headers), TOKEN, "POST")


def test_a_new_player_gets_an_id_and_a_token_shown_once_and_stored_hashed(
    db_client: FlaskClient, database_url: str
) -> None:
    response = conforming(db_client.post("/v1/players", json={"name": "Ann Ли"}), "/v1/players", "POST")
    assert response.status_code == 201 and response.headers["Cache-Control"] == "no-store"
    created = PLAYER_CREATED.load(response.get_json())
    assert created["name"] == "Ann Ли" and len(created["token"]) >= 40
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "SELECT players.name, token_sha256 FROM players JOIN devices ON player_id = players.id"
            " WHERE players.id = %s",
            [created["id"]],
        ).fetchone()
        assert row == ("Ann Ли", hashlib.sha256(created["token"].encode()).digest())
        stored_anywhere = conn.execute(
            "SELECT count(*) FROM devices WHERE position(%s::bytea IN token_sha256) > 0",
            [created["token"].encode()],
        ).fetchone()
        assert stored_anywhere == (0,)


@pytest.mark.parametrize(
    "body",
    [
        {"name": ""},
        {"name": " Ann"},
        {"name": "Ann "},
        {"name": "A" * 65},
        {"name": "Ann\x00"},
        {"name": 7},
        {"name": "Ann", "admin": True},
        {},
        ["Ann"],
    ],
)
def test_malformed_player_bodies_are_400_naming_the_field(db_client: FlaskClient, body: Any) -> None:
    response = conforming(db_client.post("/v1/players", json=body), "/v1/players", "POST")
    assert response.status_code == 400
    problem = response.get_json()
    assert problem["type"] == "urn:solitaire:problem:invalid-body" and problem["errors"]


@pytest.mark.parametrize("language", ["en", "ru"])
def test_an_empty_name_is_told_one_thing(db_client: FlaskClient, language: str) -> None:
    """Its length, not also a shape rule that an empty name cannot break (issue 42: the two
    came joined as "64.; name: ...")."""
    response = db_client.post("/v1/players", json={"name": ""}, headers={"Accept-Language": language})
    problem = response.get_json()
    assert response.status_code == 400 and len(problem["errors"]) == 1, problem
    assert problem["errors"][0]["field"] == "name" and ";" not in problem["detail"], problem


def test_the_authorization_matrix(db_app: Flask, db_client: FlaskClient) -> None:
    """Every route on a player's behalf: 401 without a token or with a bad one (with the
    Bearer challenge), 403 with another player's token, 2xx with the player's own."""
    owner, owner_token = new_player(db_client, "Owner")
    _, intruder_token = new_player(db_client, "Intruder")
    state = sealed(db_app, played("GO1-E-AAAAAAB"), owner)
    calls = {
        "record": lambda token: post_game(db_client, owner, token, {"state": state}),
        "list": lambda token: get_games(db_client, owner, token),
        "stats": lambda token: get_stats(db_client, owner, token),
    }
    for name, call in calls.items():
        missing = call(None)
        assert missing.status_code == 401, name
        assert missing.headers["WWW-Authenticate"] == 'Bearer realm="solitaire"'
        assert missing.get_json()["type"] == "urn:solitaire:problem:unauthorized"
        unknown = call("not-a-token")
        assert unknown.status_code == 401
        assert unknown.headers["WWW-Authenticate"] == 'Bearer realm="solitaire", error="invalid_token"'
        assert call("x" * 500).status_code == 401
        foreign = call(intruder_token)
        assert foreign.status_code == 403, name
        assert foreign.get_json()["type"] == "urn:solitaire:problem:forbidden"
        assert call(owner_token).status_code in (200, 201), name
    basic = db_client.get(f"/v1/players/{owner}/stats", headers={"Authorization": f"Basic {owner_token}"})
    assert basic.status_code == 401
    # a player id nobody has: the token is still not that player's
    assert get_stats(db_client, str(uuid.uuid4()), owner_token).status_code == 403
    assert db_client.get("/v1/players/not-a-uuid/stats", headers=bearer(owner_token)).status_code == 404


def test_a_rotated_token_is_refused_at_once_on_every_instance(
    db_client: FlaskClient, database_url: str, clock: Clock
) -> None:
    """The leaked-token remedy: the old token is 401 on the very next request, on this
    instance and on another that had just served it; the new one works on both."""
    other_instance = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock})
    try:
        other = other_instance.test_client()
        player, old = new_player(db_client)
        assert get_stats(other, player, old).status_code == 200
        rotated = rotate(db_client, player, old)
        assert rotated.status_code == 200 and rotated.headers["Cache-Control"] == "no-store"
        answer = PLAYER_TOKEN.load(rotated.get_json())
        new = answer["token"]
        assert str(answer["id"]) == player and new != old and len(new) >= 40
        for client in (other, db_client):
            refused = get_stats(client, player, old)
            assert refused.status_code == 401
            assert refused.headers["WWW-Authenticate"] == 'Bearer realm="solitaire", error="invalid_token"'
            assert get_stats(client, player, new).status_code == 200
        assert rotate(other, player, old).status_code == 401, "the old token cannot rotate again"
        with psycopg.connect(database_url) as conn:
            row = conn.execute("SELECT token_sha256 FROM devices WHERE player_id = %s", [player]).fetchone()
            assert row == (hashlib.sha256(new.encode()).digest(),)
    finally:
        other_instance.extensions["store"].close()


def test_only_the_player_rotates_their_token(db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    _, intruder = new_player(db_client)
    assert rotate(db_client, player, None).status_code == 401
    assert rotate(db_client, player, "not-a-token").status_code == 401
    assert rotate(db_client, player, intruder).status_code == 403
    assert rotate(db_client, str(uuid.uuid4()), token).status_code == 403
    assert get_stats(db_client, player, token).status_code == 200, "none of these changed the token"
    assert get_stats(db_client, player, intruder).status_code == 403


def test_rotations_racing_with_one_token_leave_one_new_token(db_app: Flask, db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    with ThreadPoolExecutor(6) as pool:
        answers = list(pool.map(lambda _: rotate(db_app.test_client(), player, token), range(6)))
    assert sorted(answer.status_code for answer in answers) == [200] + [401] * 5
    [winner] = [answer.get_json()["token"] for answer in answers if answer.status_code == 200]
    assert get_stats(db_client, player, winner).status_code == 200


def test_recorded_games_keep_code_rules_score_status_times_and_a_replayable_action_log(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    won = played("GO1-E-AAAAAAB", detours=1)
    started = dt.datetime(2025, 1, 1, 12, 0, tzinfo=dt.UTC)
    before = dt.datetime.now(dt.UTC)
    response = post_game(
        db_client, player, token, {"state": sealed(db_app, won, player), "started_at": "2025-01-01T12:00:00Z"}
    )
    assert response.status_code == 201
    recorded = RECORDED_GAME.load(response.get_json())
    assert (recorded["code"], recorded["variant"], recorded["game"]) == ("GO1-E-AAAAAAB", "golf-easy", "golf")
    assert (recorded["status"], recorded["score"], recorded["moves"]) == ("won", 350, 51)
    assert recorded["rules"] == GOLF_EASY.describe() and recorded["daily_day"] is None
    assert recorded["started_at"] == started and recorded["recorded_at"] >= before - dt.timedelta(seconds=1)
    # the log holds the line finally played (the detour's draw and undo are not in it):
    # replayed from the code, it reaches the same final table
    actions = recorded["actions"]
    assert len(actions) == 49 and {a["type"] for a in actions} == {"draw", "remove"}
    document = start(db_client, {"code": "GO1-E-AAAAAAB"})
    for action in actions:
        document = move(db_client, document["state"], action).get_json()
        assert document["outcome"]["accepted"], action
    assert (document["status"], document["view"]) == ("won", won.view())


def test_the_action_log_of_a_canfield_game_replays_too(db_app: Flask, db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    game = new_game("CF1-D3-AAAAACL")
    for _ in range(30):  # the first legal move each time: moves, draws and redeals
        game.play(game.legal_moves()[0])
    response = post_game(db_client, player, token, {"state": sealed(db_app, game, player)})
    assert response.status_code == 201
    recorded = response.get_json()
    assert recorded["status"] == "playing" and recorded["variant"] == "canfield-draw3"
    document = start(db_client, {"code": "CF1-D3-AAAAACL"})
    for action in recorded["actions"]:
        document = move(db_client, document["state"], action).get_json()
        assert document["outcome"]["accepted"], action
    assert document["view"] == game.view()


def test_games_are_listed_newest_first_in_keyset_pages(db_app: Flask, db_client: FlaskClient) -> None:
    player, token = new_player(db_client)
    recorded = []
    for draws in range(5):  # abandoned games, told apart by their move counts
        game = new_game("GO1-C-AAAAAAB")
        for _ in range(draws):
            game.play(Draw())
        state = sealed(db_app, game, player)
        recorded.append(post_game(db_client, player, token, {"state": state}).get_json()["id"])
    first = GAMES_PAGE.load(get_games(db_client, player, token, "?limit=2").get_json())
    assert [g["moves"] for g in first["games"]] == [4, 3] and first["next"]
    pages, cursor = [], first["next"]
    while cursor:
        pages.append(get_games(db_client, player, token, f"?limit=2&after={cursor}").get_json())
        cursor = pages[-1]["next"]
    assert [[g["moves"] for g in page["games"]] for page in pages] == [[2, 1], [0]]
    listed = [str(g["id"]) for g in first["games"]] + [g["id"] for page in pages for g in page["games"]]
    assert listed == recorded[::-1]
    assert len(get_games(db_client, player, token).get_json()["games"]) == 5  # 20 by default
    someone, their_token = new_player(db_client)
    for query in ("?limit=0", "?limit=101", "?limit=x", "?limit=1.5", "?sort=moves", "?page=2", "?after="):
        bad = get_games(db_client, player, token, query)
        assert bad.status_code == 400 and bad.get_json()["errors"], query
    for cursor, why in (
        (first["next"][:-3] + "AAA", "edited"),
        ("a!b", "base64url"),
        (first["next"], "another list"),  # this player's cursor, on someone else's history
    ):
        owner, owner_token = (someone, their_token) if why == "another list" else (player, token)
        bad = get_games(db_client, owner, owner_token, f"?after={cursor}")
        assert bad.status_code == 422 and bad.get_json()["type"] == "urn:solitaire:problem:invalid-cursor", (
            why
        )
        assert bad.get_json()["errors"][0]["field"] == "after" and why in bad.get_json()["detail"]


def keyed_post(client: FlaskClient, player: str, token: str, state: str, key: str) -> TestResponse:
    headers = {**bearer(token), "Idempotency-Key": key}
    response = client.post(f"/v1/players/{player}/games", json={"state": state}, headers=headers)
    return conforming(response, GAMES, "POST")


def test_a_game_is_recorded_once_under_any_key_and_a_key_names_one_request(
    db_app: Flask, db_client: FlaskClient
) -> None:
    """A retry with its key replays the first answer (201); the same game sent again under
    another key or none is found by its id (200); a key sent with another body is 422."""
    player, token = new_player(db_client)
    game = played("GO1-E-AAAAAAB")
    envelope = new_envelope(uuid.UUID(player))
    won = sealed(db_app, game, envelope=envelope)
    first = keyed_post(db_client, player, token, won, "retry-1")
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    assert first.get_json()["id"] == str(envelope.game_id)
    retried = keyed_post(db_client, player, token, won, "retry-1")
    assert retried.status_code == 201 and retried.headers["Idempotent-Replayed"] == "true"
    assert retried.get_json() == first.get_json()
    for again in (
        keyed_post(db_client, player, token, won, "retry-2"),
        post_game(db_client, player, token, {"state": won}),
    ):
        assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
        assert again.get_json() == first.get_json()
    resealed = sealed(db_app, game, envelope=envelope)  # the same game, another state token
    lost = sealed(db_app, played("GO1-E-AAAAAAB", draw_first=True), player)
    for other in (resealed, lost):
        reused = keyed_post(db_client, player, token, other, "retry-1")
        assert reused.status_code == 422
        assert reused.get_json()["type"] == "urn:solitaire:problem:idempotency-key-reused"
    assert post_game(db_client, player, token, {"state": lost}).status_code == 201
    assert len(get_games(db_client, player, token).get_json()["games"]) == 2
    for bad_key in ("", "with space", "x" * 256, "ключ", '""'):
        refused = keyed_post(db_client, player, token, won, bad_key)
        assert refused.status_code == 400, bad_key
        assert refused.get_json()["type"] == "urn:solitaire:problem:invalid-header"
    stats = get_stats(db_client, player, token).get_json()["variants"][0]
    assert (stats["played"], stats["won"]) == (2, 1)


def test_only_the_players_own_games_are_recorded(db_app: Flask, db_client: FlaskClient) -> None:
    """A state copied from another player, or an anonymous one, is 403 and stores nothing."""
    player, token = new_player(db_client)
    other, _ = new_player(db_client)
    for state, why in (
        (sealed(db_app, played("GO1-E-AAAAAAB"), other), "another player's game"),
        (sealed(db_app, played("GO1-E-AAAAAAB")), "an anonymous game"),
    ):
        refused = post_game(db_client, player, token, {"state": state})
        assert refused.status_code == 403, why
        assert refused.get_json()["type"] == "urn:solitaire:problem:state-not-yours"
        assert refused.get_json()["errors"][0]["field"] == "state"
    assert get_games(db_client, player, token).get_json()["games"] == []


def test_a_game_started_with_a_token_is_bound_through_every_move(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    bound = db_client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}, headers=bearer(token))
    document = game_document(conforming(bound, "/v1/games", "POST"))
    assert (document["player"], document["daily"]) == (player, None)
    game_id = document["game_id"]
    for _ in range(3):
        document = game_document(move(db_client, document["state"], {"type": "draw"}))
        assert (document["player"], document["game_id"]) == (player, game_id)
    assert post_game(db_client, player, token, {"state": document["state"]}).get_json()["id"] == game_id
    anonymous = start(db_client, {"code": "GO1-E-AAAAAAB"})
    assert anonymous["player"] is None and anonymous["game_id"] != game_id
    for header, challenge in (
        ("Bearer not-a-token", 'Bearer realm="solitaire", error="invalid_token"'),
        ("Bearer ", 'Bearer realm="solitaire"'),
        (f"Basic {token}", 'Bearer realm="solitaire"'),
    ):
        refused = db_client.post(
            "/v1/games", json={"code": "GO1-E-AAAAAAB"}, headers={"Authorization": header}
        )
        assert conforming(refused, "/v1/games", "POST").status_code == 401, header
        assert refused.headers["WWW-Authenticate"] == challenge


def test_concurrent_first_tries_with_one_idempotency_key_store_one_game(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    state = sealed(db_app, played("GO1-E-AAAAAAB"), player)
    with ThreadPoolExecutor(4) as pool:
        answers = list(
            pool.map(lambda _: keyed_post(db_app.test_client(), player, token, state, "tap-tap"), range(8))
        )
    assert [a.status_code for a in answers] == [201] * 8  # each retry waited for the first, and replays it
    assert len({a.get_json()["id"] for a in answers}) == 1
    assert sum("Idempotent-Replayed" not in a.headers for a in answers) == 1
    assert len(get_games(db_client, player, token).get_json()["games"]) == 1


def test_a_custom_deal_is_recorded_without_variant_and_left_out_of_the_stats(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    layout = deal_layout(GOLF_EASY, 1).to_json()
    game = custom_game(GOLF_EASY, layout)
    game.play(Draw())
    recorded = post_game(db_client, player, token, {"state": sealed(db_app, game, player)}).get_json()
    assert (recorded["code"], recorded["variant"], recorded["actions"]) == (None, None, [{"type": "draw"}])
    stats = get_stats(db_client, player, token).get_json()
    assert all(variant["played"] == 0 for variant in stats["variants"])


@pytest.mark.parametrize(
    ("body", "kind"),
    [
        ({"state": "A" * 80}, "invalid-state"),
        ({"started_at": "2999-01-01T00:00:00Z"}, "invalid-record"),  # after it was recorded
        ({"started_at": "2030-01-01T12:00:00"}, "invalid-timestamp"),  # no offset
        ({"started_at": "yesterday"}, "invalid-timestamp"),
        ({"started_at": "0001-01-01T00:00:00+01:00"}, "invalid-timestamp"),  # year 0 in UTC
        ({"started_at": "9999-12-31T23:59:59-01:00"}, "invalid-timestamp"),  # year 10000 in UTC
    ],
)
def test_unusable_games_are_422_saying_why(
    db_app: Flask, db_client: FlaskClient, body: dict[str, Any], kind: str
) -> None:
    player, token = new_player(db_client)
    response = post_game(
        db_client, player, token, {"state": sealed(db_app, played("GO1-E-AAAAAAB"), player)} | body
    )
    assert response.status_code == 422
    assert response.get_json()["type"] == f"urn:solitaire:problem:{kind}"
    fields = [error["field"] for error in response.get_json()["errors"]]
    assert fields == [next(iter(body))]  # the field at fault
    assert "check" not in response.get_data(as_text=True), (
        "no database rule's name or text reaches the client"
    )
    assert get_games(db_client, player, token).get_json()["games"] == []


def test_stats_count_played_won_best_score_and_streaks_per_variant(
    db_app: Flask, db_client: FlaskClient
) -> None:
    player, token = new_player(db_client)
    sequence = [
        played("GO1-E-AAAAAAB"),  # won 350
        played("GO1-E-AAAAAAB", detours=1),  # won 350
        played("GO1-E-AAAAAAB", draw_first=True),  # dead end 0
        played("GO1-E-AAAAAAB", detours=2),  # won
        played("GO1-C-AAAAAAB"),  # classic: dead end 230
    ]
    for game in sequence:
        assert post_game(db_client, player, token, {"state": sealed(db_app, game, player)}).status_code == 201
    stats = PLAYER_STATS.load(get_stats(db_client, player, token).get_json())
    assert str(stats["player_id"]) == player
    by_variant = {entry["variant"]: entry for entry in stats["variants"]}
    assert list(by_variant) == [
        "golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1", "golf-round", "golf-round-easy"
    ]  # fmt: skip
    assert by_variant["golf-easy"] == {
        "variant": "golf-easy", "played": 4, "won": 3, "win_rate": 0.75, "best_score": 350,
        "current_streak": 1, "best_streak": 2, "round": None,
    }  # fmt: skip
    assert by_variant["golf-classic"] | {"variant": None} == {
        "variant": None, "played": 1, "won": 0, "win_rate": 0.0, "best_score": 230,
        "current_streak": 0, "best_streak": 0, "round": None,
    }  # fmt: skip
    assert by_variant["golf-round"]["round"] == {
        "finished": 0,
        "best_total": None,
        "average_total": None,
        "holes_cleared": 0,
    }
    assert by_variant["canfield-draw1"]["best_score"] is None


@pytest.mark.parametrize(
    ("sent", "stored"),
    [("Ａｌｉｃｅ", "Alice"), ("ﬁre", "fire"), ("Ⅻ", "XII"), ("Ann Ли", "Ann Ли"), ("山田", "山田")],
)
def test_names_are_stored_normalised(db_client: FlaskClient, sent: str, stored: str) -> None:
    """PRECIS Nickname (NFKC): fullwidth "Ａｌｉｃｅ" is the "Alice" anyone can type."""
    response = conforming(db_client.post("/v1/players", json={"name": sent}), "/v1/players", "POST")
    assert response.status_code == 201 and response.get_json()["name"] == stored


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Al\u200bice", "U+200B ZERO WIDTH SPACE is a format or zero-width character"),
        ("\u0410lice", "mixes scripts: Cyrillic (U+0410 CYRILLIC CAPITAL LETTER A), Latin"),
        ("Zoë\u200d", "U+200D ZERO WIDTH JOINER"),
        ("\u200b\u200b", "U+200B ZERO WIDTH SPACE"),
        ("\u3164", "Hangul filler"),  # a letter that draws nothing
        ("\u2800\u2800", "visible"),  # blank braille patterns
        ("\u0301\u0301", "visible"),  # combining marks with nothing to combine with
        ("Ann\u202egnp.exe", "U+202E RIGHT-TO-LEFT OVERRIDE is a bidi control"),
        ("\u2067Ann\u2069", "bidi control"),  # an isolate
        ("ﷺ" * 5, "at most 64"),  # one character, 18 once normalised
        ("王" * 17, "34 columns wide: at most 32"),
    ],
)
def test_names_that_cannot_be_used_are_422_saying_why(db_client: FlaskClient, name: str, why: str) -> None:
    english = {"Accept-Language": "en"}
    response = conforming(
        db_client.post("/v1/players", json={"name": name}, headers=english), "/v1/players", "POST"
    )
    assert response.status_code == 422
    problem = response.get_json()
    assert problem["type"] == "urn:solitaire:problem:invalid-name" and problem["errors"][0]["field"] == "name"
    assert why in problem["detail"] and problem["errors"][0]["message"] == problem["detail"]


def test_an_everyday_russian_name_is_refused_only_as_a_look_alike_of_another_players(
    db_client: FlaskClient,
) -> None:
    """``Вера`` is a real name that reads as Latin ``Bepa``: it signs up until a ``Bepa``
    plays, and is refused after, saying what it reads as (the Latin name itself is never
    refused).  A random word, so that no other test's player is in the way."""
    cyrillic = "".join(secrets.choice("АВЕКМНОРСТХаеорсух") for _ in range(12))
    reads_as = names.latin_reading(cyrillic)
    assert reads_as is not None

    def sign_up(name: str) -> TestResponse:
        english = {"Accept-Language": "en"}
        return conforming(
            db_client.post("/v1/players", json={"name": name}, headers=english), "/v1/players", "POST"
        )

    assert sign_up(cyrillic).status_code == 201
    assert sign_up(reads_as).status_code == 201
    refused = sign_up(cyrillic)
    assert refused.status_code == 422
    problem = refused.get_json()
    assert problem["type"] == "urn:solitaire:problem:invalid-name"
    assert f'reads as "{reads_as}", another player\'s name' in problem["detail"]
    assert sign_up(reads_as.upper()).status_code == 201
