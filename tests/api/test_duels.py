"""Duels on a sealed deal (issue 33 item 1), over HTTP against the real app and the test
PostgreSQL: two players, one attempt a side, the code in no answer before the end, the
reveal only when both results are in (or at the expiry, with the service's clock moved),
the winner by the daily ranking rule, the deal locked meanwhile, and a third player who
never gets in."""

from __future__ import annotations

import datetime as dt
import re
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.policies import golf_policy
from service import create_app
from service.duels.invites import INVITE_ALPHABET, read_invite
from tests.api.daily_play import daily_game, played_along, played_on
from tests.api.helpers import DB_SETTINGS, Clock, bearer, conforming, games_dealt, move, new_player

DUELS = "/v1/duels"
DUEL = "/v1/duels/{duel}"
JOIN = "/v1/duels/{duel}/join"
RESULTS = "/v1/duels/{duel}/results"
PLAYER_DUELS = "/v1/players/{player_id}/duels"


class Recorder:
    """Every answer a test got, so that the sealed code can be looked for in all of them."""

    def __init__(self) -> None:
        self.answers: list[str] = []

    def keep(self, response: TestResponse) -> TestResponse:
        self.answers.append(response.get_data(as_text=True))
        return response

    def none_shows(self, code: str) -> None:
        assert code.lower() not in "\n".join(self.answers).lower()


@pytest.fixture
def seen() -> Recorder:
    return Recorder()


def create(
    client: FlaskClient, token: str, seen: Recorder, variant: str = "golf-easy", **more: Any
) -> TestResponse:
    response = client.post(DUELS, json={"variant": variant}, headers=bearer(token) | more.get("headers", {}))
    return seen.keep(conforming(response, DUELS, "POST"))


def join(client: FlaskClient, ref: str, token: str, seen: Recorder, **more: Any) -> TestResponse:
    response = client.post(f"/v1/duels/{ref}/join", headers=bearer(token) | more.get("headers", {}))
    return seen.keep(conforming(response, JOIN, "POST"))


def read(client: FlaskClient, ref: str, token: str, seen: Recorder) -> dict[str, Any]:
    response = seen.keep(conforming(client.get(f"/v1/duels/{ref}", headers=bearer(token)), DUEL, "GET"))
    assert response.status_code == 200, response.get_json()
    assert response.headers["Cache-Control"] == "private, no-cache"
    body: dict[str, Any] = response.get_json()
    return body


def submit(client: FlaskClient, ref: str, token: str, state: str, seen: Recorder) -> TestResponse:
    response = client.post(f"/v1/duels/{ref}/results", json={"state": state}, headers=bearer(token))
    return seen.keep(conforming(response, RESULTS, "POST"))


def problem_of(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert body["type"] == f"urn:solitaire:problem:{kind}", body
    return body


def code_of(database_url: str, duel: str) -> str:
    with psycopg.connect(database_url) as conn:
        row = conn.execute("SELECT code FROM duels WHERE id = %s", [duel]).fetchone()
    assert row is not None
    return str(row[0])


def sides_of(database_url: str, duel: str) -> list[tuple[Any, ...]]:
    with psycopg.connect(database_url) as conn:
        return conn.execute(
            "SELECT side, player_id::text, step, submitted_at FROM duel_sides"
            " WHERE duel_id = %s ORDER BY side",
            [duel],
        ).fetchall()


def finished(app: Flask, state: str, draw_first: bool = False) -> str:
    return played_on(app, state, golf_policy(draw_first))


def ranked_first(one: dict[str, Any], other: dict[str, Any]) -> int:
    """-1, 0 or 1: the daily ranking rule between two results (won; more cards home; fewer
    hints, undos, seconds, moves), written out again here as the specification."""

    def key(result: dict[str, Any]) -> tuple[Any, ...]:
        return (
            not result["won"], -result["cards_home"], result["hints"], result["undos"], result["seconds"],
            result["moves"],
        )  # fmt: skip

    return (key(one) > key(other)) - (key(one) < key(other))


@pytest.fixture
def players(db_client: FlaskClient) -> dict[str, str]:
    """Ann, Bob and Cy's tokens (and ids, under ``<name>_id``)."""
    found = {}
    for name in ("Ann", "Bob", "Cy"):
        player_id, token = new_player(db_client, name)
        found[name], found[f"{name}_id"] = token, player_id
    return found


def test_a_duel_is_played_on_a_sealed_deal_and_revealed_once_both_results_are_in(
    db_app: Flask,
    db_client: FlaskClient,
    players: dict[str, str],
    clock: Clock,
    database_url: str,
    seen: Recorder,
) -> None:
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    created = create(db_client, ann, seen)
    assert created.status_code == 201, created.get_json()
    duel, game = created.get_json()["duel"], created.get_json()["game"]
    assert re.fullmatch(f"[{INVITE_ALPHABET}]{{8}}", duel["invite"])
    assert duel["status"] == "waiting" and duel["you"] == "challenger" and duel["opponent"] is None
    assert game["duel"] == duel["id"] and game["code"] is None and game["daily"] is None
    assert (duel["code"], duel["winner"], duel["solution"]) == (None, None, None)
    assert dt.datetime.fromisoformat(duel["expires_at"]) - dt.datetime.fromisoformat(duel["created_at"]) == (
        dt.timedelta(days=7)
    )
    code = code_of(database_url, duel["id"])
    assert len(code.replace("-", "")) > 12  # a long code: 64 secret bits, as a daily deal's

    # Bob joins by the invite as a person types it: lower case, O for 0, I for 1
    typed = duel["invite"].lower().replace("0", "o").replace("1", "i")
    joined = join(db_client, typed, bob, seen)
    assert joined.status_code == 201, joined.get_json()
    bobs = joined.get_json()
    assert bobs["duel"]["status"] == "playing" and bobs["duel"]["you"] == "opponent"
    assert bobs["game"]["view"] == game["view"] and bobs["game"]["game_id"] != game["game_id"]
    clock.advance(minutes=3)
    ann_state = finished(db_app, game["state"])
    bob_state = finished(db_app, bobs["game"]["state"], draw_first=True)

    stored = submit(db_client, duel["id"], ann, ann_state, seen)
    assert stored.status_code == 201, stored.get_json()
    mine = stored.get_json()
    assert (
        mine["challenger"]["result"]["seconds"] == 180 and mine["challenger"]["result"]["review"] == "clear"
    )
    assert mine["status"] == "playing" and mine["code"] is None and mine["winner"] is None
    # neither side sees the other's result before both are in; nobody else ever sees one
    as_bob = read(db_client, duel["id"], bob, seen)
    assert as_bob["challenger"]["submitted"] and as_bob["challenger"]["result"] is None
    as_cy = read(db_client, duel["invite"], cy, seen)
    assert as_cy["you"] is None and as_cy["challenger"]["result"] is None
    assert submit(db_client, duel["id"], ann, ann_state, seen).status_code == 200  # once
    seen.none_shows(code)

    assert submit(db_client, duel["id"], bob, bob_state, seen).status_code == 201
    for token in (ann, bob):
        revealed = read(db_client, duel["id"], token, seen)
        challenger, opponent = revealed["challenger"]["result"], revealed["opponent"]["result"]
        assert revealed["status"] == "finished" and revealed["code"] == code
        expected = {-1: "challenger", 0: "draw", 1: "opponent"}[ranked_first(challenger, opponent)]
        assert revealed["winner"] == expected
        assert revealed["solution"]["result"] in ("winnable", "unwinnable", "unknown")
        assert (revealed["solution"]["solution"] is not None) == (
            revealed["solution"]["result"] == "winnable"
        )
    as_cy = read(db_client, duel["id"], cy, seen)
    assert (as_cy["status"], as_cy["code"], as_cy["winner"], as_cy["solution"]) == (
        "finished",
        None,
        None,
        None,
    )
    assert as_cy["challenger"]["result"] is None and as_cy["opponent"]["result"] is None


def test_the_invite_reads_as_a_person_types_it() -> None:
    assert read_invite("k7qa-2m9x") == "K7QA2M9X"
    assert read_invite("IoLo0000") == "10100000"
    assert read_invite("K7QA2M9U") is None and read_invite("K7QA2M9") is None and read_invite("") is None


def test_a_join_is_refused_to_the_challenger_a_third_player_a_second_join_and_after_the_end(
    db_client: FlaskClient, players: dict[str, str], clock: Clock, database_url: str, seen: Recorder
) -> None:
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    duel = create(db_client, ann, seen).get_json()["duel"]
    problem_of(join(db_client, duel["id"], ann, seen), 409, "own-duel")
    assert len(sides_of(database_url, duel["id"])) == 1
    first = join(db_client, duel["invite"], bob, seen).get_json()
    moved = move(db_client, first["game"]["state"], {"type": "draw"}).get_json()
    before = sides_of(database_url, duel["id"])
    problem_of(join(db_client, duel["id"], cy, seen), 409, "duel-taken")
    again = problem_of(join(db_client, duel["id"], bob, seen), 409, "duel-joined")
    assert again["state"] == moved["state"] and again["game"]["view"] == moved["view"]
    assert sides_of(database_url, duel["id"]) == before
    problem_of(join(db_client, "K7QA2M9Z", cy, seen), 404, "no-such-duel")
    problem_of(join(db_client, "00000000-0000-4000-8000-000000000000", cy, seen), 404, "no-such-duel")
    # expired: nobody joins any more
    other = create(db_client, ann, seen).get_json()["duel"]
    clock.advance(days=7)
    over = problem_of(join(db_client, other["id"], cy, seen), 409, "duel-over")
    assert other["expires_at"] in over["detail"]
    assert len(sides_of(database_url, other["id"])) == 1


def test_six_players_joining_at_once_make_one_opponent(
    database_url: str, clock: Clock, seen: Recorder
) -> None:
    settings = DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock}
    app = create_app(settings)
    try:
        client = app.test_client()
        _, ann = new_player(client, "Ann")
        tokens = [new_player(client, f"Joiner {n}")[1] for n in range(6)]
        duel = create(client, ann, seen).get_json()["duel"]
        with ThreadPoolExecutor(6) as pool:
            answers = list(
                pool.map(
                    lambda token: app.test_client().post(
                        f"/v1/duels/{duel['id']}/join", headers=bearer(token)
                    ),
                    tokens,
                )
            )
        statuses = sorted(answer.status_code for answer in answers)
        assert statuses == [201, 409, 409, 409, 409, 409], [answer.get_json() for answer in answers]
        assert {answer.get_json()["type"] for answer in answers if answer.status_code == 409} == {
            "urn:solitaire:problem:duel-taken"
        }
        assert len(sides_of(database_url, duel["id"])) == 2
    finally:
        app.extensions["store"].close()


def test_a_retried_create_or_join_gets_the_first_answer(
    db_client: FlaskClient, players: dict[str, str], database_url: str, seen: Recorder
) -> None:
    ann, bob = players["Ann"], players["Bob"]
    dealt_before = games_dealt(db_client)
    key = {"Idempotency-Key": "duel-create-1"}
    first, again = create(db_client, ann, seen, headers=key), create(db_client, ann, seen, headers=key)
    assert first.status_code == again.status_code == 201 and first.get_json() == again.get_json()
    assert again.headers["Idempotent-Replayed"] == "true"
    duel = first.get_json()["duel"]["id"]
    with psycopg.connect(database_url) as conn:
        made = conn.execute(
            "SELECT count(*) FROM duels WHERE challenger_id = %s", [players["Ann_id"]]
        ).fetchone()
    assert made == (1,)
    key = {"Idempotency-Key": "duel-join-1"}
    joined, retried = (
        join(db_client, duel, bob, seen, headers=key),
        join(db_client, duel, bob, seen, headers=key),
    )
    assert joined.status_code == retried.status_code == 201 and joined.get_json() == retried.get_json()
    assert games_dealt(db_client) - dealt_before == 2  # a side each, the replays none


def test_one_attempt_a_side_a_stale_state_and_another_game_change_nothing(
    db_app: Flask,
    db_client: FlaskClient,
    players: dict[str, str],
    day: dt.date,
    database_url: str,
    seen: Recorder,
) -> None:
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    created = create(db_client, ann, seen).get_json()
    duel, first = created["duel"], created["game"]["state"]
    drawn = played_along(db_client, first, [{"type": "draw"}])
    # a kept state cannot play a second line; the refusal carries the latest, to resume from
    stale = problem_of(move(db_client, first, {"type": "undo"}), 409, "stale-state")
    assert stale["state"] == drawn and stale["game"]["state"] == drawn and stale["game"]["duel"] == duel["id"]
    assert stale["game"]["moves"] == 1 and "Resume from the latest state" in stale["detail"]
    ended = finished(db_app, drawn)
    stale = problem_of(submit(db_client, duel["id"], ann, first, seen), 409, "stale-state")
    assert stale["state"] == ended and stale["game"]["status"] != "playing"
    problem_of(submit(db_client, duel["id"], cy, ended, seen), 403, "not-in-duel")
    daily = daily_game(db_client, day, ann)
    problem_of(submit(db_client, duel["id"], ann, daily["state"], seen), 422, "not-this-duel")
    bobs = join(db_client, duel["id"], bob, seen).get_json()["game"]["state"]
    problem_of(submit(db_client, duel["id"], bob, bobs, seen), 422, "game-not-finished")
    problem_of(submit(db_client, duel["id"], bob, ended, seen), 422, "not-this-duel")  # Ann's game
    assert [side[3] for side in sides_of(database_url, duel["id"])] == [None, None]
    # a duel's game is not recorded in a history (which shows codes)
    recorded = db_client.post(
        f"/v1/players/{players['Ann_id']}/games", json={"state": ended}, headers=bearer(ann)
    )
    problem_of(recorded, 409, "duel-game")
    assert submit(db_client, duel["id"], ann, ended, seen).status_code == 201
    seen.none_shows(code_of(database_url, duel["id"]))


def test_a_side_asks_again_and_an_unchanged_duel_is_a_304(
    db_client: FlaskClient, players: dict[str, str], seen: Recorder
) -> None:
    """A side's page asks every few seconds while the duel is open (issue 42): the duel as
    the caller sees it is tagged by its bytes, a 304 without a body while nothing changed,
    a new tag when the other side joins, and each player's copy is their own."""
    ann, bob = players["Ann"], players["Bob"]
    duel = create(db_client, ann, seen).get_json()["duel"]

    def ask(token: str, tag: str | None = None) -> TestResponse:
        headers = bearer(token) | ({"If-None-Match": tag} if tag else {})
        return conforming(db_client.get(f"/v1/duels/{duel['id']}", headers=headers), DUEL, "GET")

    first = ask(ann)
    tag = first.headers["ETag"]
    assert first.status_code == 200 and first.headers["Cache-Control"] == "private, no-cache"
    assert {"Authorization", "Accept-Language"} <= set(first.vary)
    unchanged = ask(ann, tag)
    assert unchanged.status_code == 304 and unchanged.get_data() == b"" and unchanged.headers["ETag"] == tag
    assert ask(bob, tag).status_code == 200  # Bob's view is not Ann's
    join(db_client, duel["invite"], bob, seen)
    joined = ask(ann, tag)
    assert joined.status_code == 200 and joined.headers["ETag"] != tag
    assert joined.get_json()["status"] == "playing"
    assert ask(ann, joined.headers["ETag"]).status_code == 304


def test_the_deal_is_locked_until_the_duel_ends(
    db_app: Flask, db_client: FlaskClient, players: dict[str, str], database_url: str, seen: Recorder
) -> None:
    ann, bob = players["Ann"], players["Bob"]
    created = create(db_client, ann, seen).get_json()
    duel, state = created["duel"], created["game"]["state"]
    code = code_of(database_url, duel["id"])
    for asked in (
        db_client.post("/v1/solve", json={"code": code.lower()}, headers=bearer(bob)),
        db_client.post("/v1/hint", json={"state": state}, headers=bearer(ann)),
        db_client.get(f"/v1/codes/{code}"),
        db_client.post("/v1/games", json={"code": code}),
    ):
        problem_of(asked, 403, "daily-deal-live")
    bobs = join(db_client, duel["id"], bob, seen).get_json()["game"]["state"]
    assert submit(db_client, duel["id"], ann, finished(db_app, state), seen).status_code == 201
    problem_of(db_client.get(f"/v1/codes/{code}"), 403, "daily-deal-live")  # one result in: still locked
    assert submit(db_client, duel["id"], bob, finished(db_app, bobs), seen).status_code == 201
    assert db_client.get(f"/v1/codes/{code}").status_code == 200  # ended: the lock lets go
    assert db_client.post("/v1/games", json={"code": code}).status_code == 201


def test_an_expired_duel_reveals_and_the_side_without_a_result_loses(
    db_app: Flask,
    db_client: FlaskClient,
    players: dict[str, str],
    clock: Clock,
    database_url: str,
    seen: Recorder,
) -> None:
    ann, bob = players["Ann"], players["Bob"]
    created = create(db_client, ann, seen).get_json()
    duel = created["duel"]
    bobs = join(db_client, duel["id"], bob, seen).get_json()["game"]["state"]
    ended = finished(db_app, created["game"]["state"])
    assert submit(db_client, duel["id"], ann, ended, seen).status_code == 201
    clock.advance(days=6, hours=23)
    assert read(db_client, duel["id"], bob, seen)["status"] == "playing"
    seen.none_shows(code_of(database_url, duel["id"]))
    clock.advance(hours=1)
    late = problem_of(submit(db_client, duel["id"], bob, finished(db_app, bobs), seen), 409, "duel-over")
    assert duel["expires_at"] in late["detail"]
    revealed = read(db_client, duel["id"], bob, seen)
    assert (revealed["status"], revealed["winner"]) == ("expired", "challenger")
    assert revealed["code"] == code_of(database_url, duel["id"]) and revealed["opponent"]["result"] is None
    # a duel nobody joined: expired, never played, no winner
    lonely = create(db_client, ann, seen).get_json()["duel"]
    clock.advance(days=8)
    assert read(db_client, lonely["id"], ann, seen)["winner"] is None


def test_an_inhuman_result_is_held_and_the_duel_shows_it_under_review(
    database_url: str, clock: Clock, seen: Recorder
) -> None:
    app = create_app(DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_MIN_MOVE_S": 0.5})
    try:
        client = app.test_client()
        _, ann = new_player(client, "Ann")
        _, bob = new_player(client, "Bob")
        created = create(client, ann, seen).get_json()
        duel = created["duel"]
        bobs = join(client, duel["id"], bob, seen).get_json()["game"]["state"]
        # the test clock stands still: every move 0 s after the last, a machine's pace
        held = submit(client, duel["id"], ann, finished(app, created["game"]["state"]), seen).get_json()
        assert held["challenger"]["result"]["review"] == "held"
        clock.advance(minutes=10)
        assert submit(client, duel["id"], bob, finished(app, bobs, draw_first=True), seen).status_code == 201
        revealed = read(client, duel["id"], bob, seen)
        assert revealed["status"] == "finished" and revealed["challenger"]["result"]["review"] == "held"
        assert revealed["winner"] is None  # decided once an operator clears or rejects it
    finally:
        app.extensions["store"].close()


def test_a_round_of_golf_cannot_be_duelled_yet(
    db_client: FlaskClient, players: dict[str, str], seen: Recorder
) -> None:
    for variant in ("golf-round", "golf-round-easy"):
        refused = problem_of(
            create(db_client, players["Ann"], seen, variant), 422, "duel-variant-unsupported"
        )
        assert refused["errors"][0]["field"] == "variant"


def test_a_players_duels_are_paged_newest_first_with_their_counts(
    db_app: Flask, db_client: FlaskClient, players: dict[str, str], clock: Clock, seen: Recorder
) -> None:
    ann, bob = players["Ann"], players["Bob"]
    made, tally = [], {"won": 0, "lost": 0, "drawn": 0, "open": 1, "held": 0}
    for ways in ((False, True), (False, False), (True, False), None):
        clock.advance(minutes=1)
        created = create(db_client, ann, seen).get_json()
        duel = created["duel"]["id"]
        made.append(duel)
        if ways is None:
            break
        anns_way, bobs_way = ways
        bobs = join(db_client, duel, bob, seen).get_json()["game"]["state"]
        assert (
            submit(
                db_client, duel, ann, finished(db_app, created["game"]["state"], anns_way), seen
            ).status_code
            == 201
        )
        assert submit(db_client, duel, bob, finished(db_app, bobs, bobs_way), seen).status_code == 201
        revealed = read(db_client, duel, ann, seen)
        tally[
            ("won", "drawn", "lost")[
                ranked_first(revealed["challenger"]["result"], revealed["opponent"]["result"]) + 1
            ]
        ] += 1
    pages, after = [], ""
    while True:
        response = db_client.get(f"/v1/players/{players['Ann_id']}/duels?limit=3{after}", headers=bearer(ann))
        body = seen.keep(conforming(response, PLAYER_DUELS, "GET")).get_json()
        assert response.status_code == 200, body
        pages.append([duel["id"] for duel in body["duels"]])
        if body["next"] is None:
            break
        after = f"&after={body['next']}"
    assert pages == [made[::-1][:3], made[::-1][3:]]
    assert body["counts"] == tally
    bobs_count = db_client.get(f"/v1/players/{players['Bob_id']}/duels", headers=bearer(bob)).get_json()[
        "counts"
    ]
    assert bobs_count == {
        "won": tally["lost"], "lost": tally["won"], "drawn": tally["drawn"], "open": 0, "held": 0,
    }  # fmt: skip
    problem_of(db_client.get(f"/v1/players/{players['Ann_id']}/duels", headers=bearer(bob)), 403, "forbidden")
