"""The player's data (issue 41, item 4): the export holds every row that names the player,
found by asking the schema which columns name one; after the erasure nothing names them but
their results left on the boards as an anonymous player's, and no one else's rank moved."""

from __future__ import annotations

import datetime as dt
import json
import secrets
import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.engine import DAILY_VARIANTS, format_code
from service.engine.codes import deal_letters
from service.store import EXPORT_SECTIONS
from tests.api.daily_play import board, finished_daily, fresh_deal, submit
from tests.api.helpers import Clock, bearer, conforming, new_player, played, publish, sealed

EXPORT = "/v1/players/{player_id}/export"
ERASE = "/v1/players/{player_id}"
NAMING_COLUMNS = ("player_id", "challenger_id", "friend_id")
"""The columns that name a player, by the schema's own naming (and players.id)."""
SECTION_OF: dict[tuple[str, str], str] = {
    ("players", "id"): "profile",
    ("devices", "player_id"): "devices",
    ("link_codes", "player_id"): "link_codes",
    ("games", "player_id"): "games",
    ("recorded_game_ids", "player_id"): "games",
    ("daily_starts", "player_id"): "daily_attempts",
    ("daily_results", "player_id"): "daily_results",
    ("daily_final_standings", "player_id"): "daily_final_standings",
    ("player_stats", "player_id"): "stats",
    ("player_daily_streaks", "player_id"): "daily_streak",
    ("friends", "player_id"): "follows",
    ("friends", "friend_id"): "followers",
    ("duels", "challenger_id"): "duels",
    ("duel_sides", "player_id"): "duels",
    ("lock_refusals", "player_id"): "lock_refusals",
    ("player_evidence", "player_id"): "play_review",
    ("player_badges", "player_id"): "badges",
    ("vegas_balances", "player_id"): "vegas",
    ("vegas_deals", "player_id"): "vegas",
    ("league_members", "player_id"): "leagues",
    ("league_tiers", "player_id"): "league_tier",
}
"""Where the export shows each table's rows that name the player."""
MAY_BE_EMPTY = {
    ("player_evidence", "player_id"),
    ("player_badges", "player_id"),
    ("league_tiers", "player_id"),
}
"""Rows the crowd's Ann may lack: no result read by the play review, no month's badge, no
settlement that gave her a tier."""


def naming_columns(url: str) -> list[tuple[str, str]]:
    """Every (table, column) of the schema that names a player: ``players.id`` and each uuid
    column called as ``NAMING_COLUMNS`` (a partition of ``games`` is ``games``)."""
    query = (
        "SELECT c.table_name, c.column_name FROM information_schema.columns c"
        " JOIN pg_class t ON t.relname = c.table_name AND t.relnamespace = 'public'::regnamespace"
        " WHERE c.table_schema = 'public' AND c.data_type = 'uuid' AND NOT t.relispartition"
        " AND t.relkind IN ('r', 'p')"
        " AND (c.column_name = ANY (%s) OR (c.table_name, c.column_name) = ('players', 'id'))"
        " ORDER BY 1, 2"
    )
    with psycopg.connect(url) as conn:
        return [(table, column) for table, column in conn.execute(query, [list(NAMING_COLUMNS)])]


def rows_naming(url: str, player: str) -> dict[tuple[str, str], int]:
    """How many rows of each (table, column) of ``naming_columns`` name ``player``."""
    counts: dict[tuple[str, str], int] = {}
    with psycopg.connect(url) as conn:
        for table, column in naming_columns(url):
            [(counts[table, column],)] = conn.execute(
                f"SELECT count(*) FROM {table} WHERE {column} = %s", [player]
            )
    return counts


def fresh_codes() -> dict[str, str]:
    return {variant: format_code(variant.rules, fresh_deal()) for variant in DAILY_VARIANTS}


def export(client: FlaskClient, player: str, token: str) -> TestResponse:
    return client.get(f"/v1/players/{player}/export", headers=bearer(token))


def erase(client: FlaskClient, player: str, token: str | None) -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(client.delete(f"/v1/players/{player}", headers=headers), ERASE, "DELETE")


def result(app: Flask, client: FlaskClient, day: dt.date, token: str, detours: int) -> None:
    """A daily result of ``day``: the same play for every player, ``detours`` draw-and-undo
    pairs longer (2 moves each: the board orders them by it)."""
    state = finished_daily(app, client, day, token, detours=detours)
    answer = submit(client, day, token, {"variant": "golf-easy", "state": state})
    assert answer.status_code == 201, answer.get_json()


def standings(client: FlaskClient, day: dt.date) -> list[tuple[int, str | None, str | None]]:
    entries = board(client, day, "variant=golf-easy").get_json()["entries"]
    return [(entry["rank"], entry["player"], entry["tag"]) for entry in entries]


@dataclass
class Crowd:
    """Ann, whose data it is, with others around her on two boards, following and followed."""

    ann: str
    name: str
    """Hers alone in the test database (the tests share one)."""
    tokens: list[str]
    closed: dt.date
    live: dt.date


@pytest.fixture
def crowd(db_app: Flask, db_client: FlaskClient, clock: Clock, database_url: str) -> Iterator[Crowd]:
    client, closed = db_client, clock.now.date()
    publish(db_app, closed, fresh_codes())
    name = f"Ann {secrets.token_hex(4)}"
    ann, ann_token = new_player(client, name)
    (bob, bob_token), (cy, cy_token) = new_player(client, "Bob"), new_player(client, "Cy")
    for token, detours in ((bob_token, 0), (ann_token, 1), (cy_token, 2)):
        result(db_app, client, closed, token, detours)
    # closed's results close: its end at UTC-12 (12:00 UTC the day after) plus the grace
    clock.now = dt.datetime.combine(closed + dt.timedelta(days=1), dt.time(14), dt.UTC)
    assert db_app.test_cli_runner().invoke(args=["daily", "settle"]).exit_code == 0
    live = clock.now.date()
    codes = fresh_codes()
    publish(db_app, live, codes)
    for token, detours in ((ann_token, 0), (cy_token, 1)):
        result(db_app, client, live, token, detours)
    linked = client.post(f"/v1/players/{ann}/link", headers=bearer(ann_token)).get_json()["code"]
    second = client.post("/v1/players/link", json={"code": linked, "device": "phone"}).get_json()["token"]
    assert client.post(f"/v1/players/{ann}/link", headers=bearer(ann_token)).status_code == 201  # one live
    assert client.post(f"/v1/players/{ann}/recovery", headers=bearer(second)).status_code == 201
    for _ in range(2):
        game = sealed(db_app, played(f"GO1-E-{deal_letters(fresh_deal())}"), ann)
        assert (
            client.post(
                f"/v1/players/{ann}/games", json={"state": game}, headers=bearer(ann_token)
            ).status_code
            == 201
        )
    vegas = client.post("/v1/games", json={"game": "canfield", "scoring": "vegas"}, headers=bearer(ann_token))
    assert vegas.status_code == 201, vegas.get_json()  # her balance, and a deal not settled yet
    ann_named, bob_named = f"{name}#{tag_of(client, ann_token)}", f"Bob#{tag_of(client, bob_token)}"
    for follower, token, named in (
        (ann, ann_token, bob_named),
        (bob, bob_token, ann_named),
        (cy, cy_token, ann_named),
    ):
        answer = client.post(f"/v1/players/{follower}/friends", json={"player": named}, headers=bearer(token))
        assert answer.status_code == 201, answer.get_json()
    duel = client.post("/v1/duels", json={"variant": "golf-easy"}, headers=bearer(ann_token)).get_json()
    joined = client.post(f"/v1/duels/{duel['duel']['id']}/join", json={}, headers=bearer(bob_token))
    assert joined.status_code == 201, joined.get_json()
    assert (
        client.post("/v1/duels", json={"variant": "golf-easy"}, headers=bearer(cy_token)).status_code == 201
    )
    refused = client.post("/v1/games", json={"code": codes["golf-easy"]}, headers=bearer(ann_token))
    assert refused.status_code == 403, refused.get_json()  # the daily lock, recorded with Ann's id
    yield Crowd(ann, name, [ann_token, second, bob_token, cy_token], closed, live)


def test_the_export_holds_every_row_that_names_the_player(
    db_client: FlaskClient, crowd: Crowd, database_url: str
) -> None:
    ann, token = crowd.ann, crowd.tokens[0]
    response = export(db_client, ann, token)
    conforming(response, EXPORT, "GET")
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    assert response.headers["Content-Disposition"] == f'attachment; filename="solitaire-{ann}.json"'
    document = json.loads(response.get_data())
    assert list(document) == ["format", "exported_at", "id", "profile", *EXPORT_SECTIONS]
    assert document["profile"]["name"] == crowd.name and document["profile"]["recovery_code"] is True
    stored = rows_naming(database_url, ann)
    unmapped = set(stored) - set(SECTION_OF)
    assert not unmapped, f"a table names players that the export does not read: {unmapped}"
    for place, count in stored.items():
        section = SECTION_OF[place]
        shown = 1 if section == "profile" else len(document[section])
        if place == ("duels", "challenger_id"):
            shown = sum(side["side"] == "challenger" for side in document["duels"])
        if place == ("vegas_deals", "player_id"):
            shown = sum(len(balance["open_deals"]) for balance in document["vegas"])
        assert shown == count and (count > 0 or place in MAY_BE_EMPTY), (
            place,
            count,
            shown,
        )
    assert {game["id"] for game in document["games"]} == {str(row) for row in game_ids(database_url, ann)}
    daily = {game["daily_day"]: game["code"] for game in document["games"] if game["daily_day"]}
    assert daily[str(crowd.closed)] is not None and daily[str(crowd.live)] is None, "a live deal stays sealed"
    text = response.get_data(as_text=True)
    for secret in ("token_sha256", "recovery_sha256", "code_sha256", "address_key", "evidence", "tells"):
        assert f'"{secret}"' not in text, secret


def game_ids(url: str, player: str) -> list[uuid.UUID]:
    with psycopg.connect(url) as conn:
        return [
            row[0]
            for row in conn.execute("SELECT game_id FROM recorded_game_ids WHERE player_id = %s", [player])
        ]


def test_the_export_streams_and_is_rate_limited(db_app: Flask, crowd: Crowd) -> None:
    db_app.config["DATA_RATE_LIMIT"] = "2/hour"
    client = db_app.test_client()
    streamed = client.get(f"/v1/players/{crowd.ann}/export", headers=bearer(crowd.tokens[0]), buffered=False)
    assert streamed.is_streamed and len(list(streamed.response)) > len(EXPORT_SECTIONS)
    streamed.close()
    assert export(client, crowd.ann, crowd.tokens[1]).status_code == 200  # the same from another device
    limited = conforming(export(client, crowd.ann, crowd.tokens[0]), EXPORT, "GET")
    assert limited.status_code == 429 and limited.get_json()["type"] == "urn:solitaire:problem:rate-limited"
    assert export(client, crowd.ann, crowd.tokens[2]).status_code == 403  # Bob's token


def test_erasure_leaves_nothing_naming_the_player_but_anonymous_board_rows(
    db_app: Flask, db_client: FlaskClient, clock: Clock, crowd: Crowd, database_url: str
) -> None:
    ann, (ann_token, second, bob_token, cy_token) = crowd.ann, crowd.tokens
    boards_before = {day: standings(db_client, day) for day in (crowd.closed, crowd.live)}
    assert [name for _, name, _ in boards_before[crowd.closed]] == ["Bob", crowd.name, "Cy"]
    assert [name for _, name, _ in boards_before[crowd.live]] == [crowd.name, "Cy"]
    bob = player_of(db_client, bob_token)
    calendar = f"/v1/players/{bob}/daily?from={crowd.closed}&to={crowd.live}"
    bob_days = db_client.get(calendar, headers=bearer(bob_token)).get_json()["days"]

    clock.advance(minutes=11)  # every token of Ann's was issued 11 minutes ago
    stale = erase(db_client, ann, ann_token)
    assert stale.status_code == 403 and stale.get_json()["type"] == "urn:solitaire:problem:token-not-fresh"
    assert erase(db_client, ann, bob_token).get_json()["type"] == "urn:solitaire:problem:forbidden"
    assert db_client.get(f"/v1/players/{ann}/export", headers=bearer(second)).status_code == 200, (
        "nothing erased"
    )
    fresh = db_client.post(f"/v1/players/{ann}/token", headers=bearer(ann_token)).get_json()["token"]
    assert erase(db_client, ann, fresh).status_code == 204

    for token in (fresh, second):
        assert db_client.get("/v1/players/me", headers=bearer(token)).status_code == 401
    assert erase(db_client, ann, fresh).status_code == 204, "a repeated erasure answers the same"
    stored = rows_naming(database_url, ann)
    assert stored and set(stored.values()) == {0}, stored
    with psycopg.connect(database_url) as conn:
        assert conn.execute("SELECT count(*) FROM players WHERE name = %s", [crowd.name]).fetchone() == (0,)
    for day, before in boards_before.items():
        after = standings(db_client, day)
        assert [(rank, name, tag) for rank, name, tag in after if name is not None] == [
            entry for entry in before if entry[1] != crowd.name
        ], "no one else's rank moved"
        [(rank, _, tag)] = [entry for entry in after if entry[1] is None]
        assert (rank, tag) == next((r, None) for r, name, _ in before if name == crowd.name)
    assert db_client.get(calendar, headers=bearer(bob_token)).get_json()["days"] == bob_days, (
        "Bob's standings stand"
    )
    assert db_client.get(f"/v1/players/{bob}/friends", headers=bearer(bob_token)).get_json()["friends"] == []
    assert db_client.get("/v1/players/me", headers=bearer(cy_token)).status_code == 200


def player_of(client: FlaskClient, token: str) -> str:
    player: str = client.get("/v1/players/me", headers=bearer(token)).get_json()["id"]
    return player


def tag_of(client: FlaskClient, token: str) -> str:
    tag: str = client.get("/v1/players/me", headers=bearer(token)).get_json()["tag"]
    return tag


def test_an_erasure_is_retried_with_its_own_token_only(db_client: FlaskClient, clock: Clock) -> None:
    player, token = new_player(db_client, "Dee")
    assert erase(db_client, player, None).status_code == 401
    other, _ = new_player(db_client, "Eve")
    assert erase(db_client, other, "nobody's").status_code == 401
    assert erase(db_client, player, token).status_code == 204
    assert erase(db_client, player, token).status_code == 204, "its retry answers the same"
    assert erase(db_client, player, "nobody's").status_code == 401, "any other token is refused"
    assert db_client.get("/v1/players/me", headers=bearer(token)).status_code == 401
