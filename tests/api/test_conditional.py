"""Conditional reads (issue 30): every read of the database or of a fixed document answers
an ETag and a Cache-Control of its kind; If-None-Match naming the tag is 304 without a
body; a change (a new result on a board, a game in a history, a day's results closing)
changes the tag.  A board's 304 costs one lookup of its version, never the page, and a
keyed write two round trips more than an unkeyed one, counted on the wire."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable, Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service import create_app
from service.store import Store
from tests.api.daily_play import finished_daily, submit
from tests.api.helpers import DB_SETTINGS, Clock, bearer, conforming, new_player, played, sealed
from tests.store.wire import Relay

Get = Callable[[dict[str, str]], TestResponse]


def revalidated(get: Get, cache_control: str, vary: set[str] | None = None) -> str:
    """The tag of what ``get`` reads now (a 200 with ``cache_control`` and ``vary``), after
    checking that a request naming it is a 304 without a body, with the same headers."""
    first = get({})
    assert first.status_code == 200, first.get_json()
    tag = first.headers["ETag"]
    assert first.headers["Cache-Control"] == cache_control
    assert set(first.vary) >= (vary or set())
    for names in (tag, f'W/"other", {tag}', tag.removeprefix("W/")):  # weak comparison
        unchanged = get({"If-None-Match": names})
        assert unchanged.status_code == 304 and unchanged.get_data() == b"", names
        assert (unchanged.headers["ETag"], unchanged.headers["Cache-Control"]) == (tag, cache_control)
        assert set(unchanged.vary) >= (vary or set())
    assert get({"If-None-Match": 'W/"another"'}).status_code == 200
    return tag


def test_the_fixed_documents_are_tagged_by_their_bytes(db_client: FlaskClient) -> None:
    for path, cache_control in (
        ("/v1/variants", "public, max-age=86400"),
        ("/openapi.yaml", "public, max-age=86400"),
        ("/v1/codes/GO1-E-AAAAAAC", "public, no-cache"),
    ):
        tag = revalidated(lambda headers, path=path: db_client.get(path, headers=headers), cache_control)
        assert not tag.startswith("W/"), path


def test_a_board_its_spread_and_a_standing_change_their_tags_with_each_result(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client)

    def page(headers: dict[str, str]) -> TestResponse:
        return db_client.get(f"/v1/daily/{day}/leaderboard?variant=golf-easy&limit=5", headers=headers)

    def spread(headers: dict[str, str]) -> TestResponse:
        return db_client.get(f"/v1/daily/{day}/stats?variant=golf-easy", headers=headers)

    def mine(headers: dict[str, str], language: str = "en") -> TestResponse:
        headers = {**bearer(token), "Accept-Language": language, **headers}
        return db_client.get(f"/v1/daily/{day}/leaderboard/me?variant=golf-easy", headers=headers)

    live = "public, max-age=5"
    before = revalidated(page, live), revalidated(spread, live)
    assert (
        submit(
            db_client,
            day,
            token,
            {"variant": "golf-easy", "state": finished_daily(db_app, db_client, day, token)},
        ).status_code
        == 201
    )
    after = revalidated(page, live), revalidated(spread, live)
    assert before[0] != after[0] and before[1] != after[1]
    assert page({"If-None-Match": before[0]}).status_code == 200
    standing = revalidated(mine, "private, no-cache", {"Authorization", "Accept-Language"})
    assert mine({"If-None-Match": standing}, "ru").status_code == 200  # its share text is in English
    _, rival = new_player(db_client, "Rival")
    rival_game = finished_daily(db_app, db_client, day, rival, draw_first=True)
    assert submit(db_client, day, rival, {"variant": "golf-easy", "state": rival_game}).status_code == 201
    assert mine({"If-None-Match": standing}).status_code == 200  # the board moved under it
    store: Store = db_app.extensions["store"]
    moved = revalidated(page, live)
    store.boards.set_review(day, "golf-easy", uuid.UUID(player), "rejected")  # an operator's review
    reviewed = revalidated(page, live)
    assert reviewed != moved
    clock.advance(days=2)  # the day's results have closed: the same page, for good
    assert revalidated(page, "public, max-age=86400, immutable") != reviewed


def test_another_players_copy_of_a_standing_is_never_theirs(
    db_app: Flask, db_client: FlaskClient, day: dt.date
) -> None:
    """Two accounts on one device: the board is the same, the standing is not."""
    tokens = [new_player(db_client, name)[1] for name in ("One", "Two")]
    for token in tokens:
        state = finished_daily(db_app, db_client, day, token)
        assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201

    def mine(token: str, headers: dict[str, str]) -> TestResponse:
        url = f"/v1/daily/{day}/leaderboard/me?variant=golf-easy"
        return db_client.get(url, headers={**bearer(token), **headers})

    first, second = (mine(token, {}).headers["ETag"] for token in tokens)
    assert first != second
    assert mine(tokens[0], {"If-None-Match": first}).status_code == 304
    assert mine(tokens[1], {"If-None-Match": first}).status_code == 200


def test_a_players_own_reads_are_private_and_change_with_their_games(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    player, token = new_player(db_client)
    own = "private, no-cache"
    paths = [
        f"/v1/players/{player}/games",
        f"/v1/players/{player}/stats",
        f"/v1/players/{player}/daily?from={day}&to={day}",
    ]

    def reads() -> list[str]:
        return [
            revalidated(
                lambda headers, path=path: db_client.get(path, headers={**bearer(token), **headers}),
                own,
                {"Authorization"},
            )
            for path in paths
        ]

    before = reads()
    state = sealed(db_app, played("GO1-E-AAAAAAB"), player)
    assert (
        db_client.post(
            f"/v1/players/{player}/games", json={"state": state}, headers=bearer(token)
        ).status_code
        == 201
    )
    after = reads()
    assert after[:2] != before[:2] and after[2] == before[2]  # no daily result yet
    state = finished_daily(db_app, db_client, day, token)
    assert submit(db_client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201
    assert reads()[2] != after[2]


def test_a_days_deals_are_short_lived_until_its_results_close_then_immutable(
    db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    def deals(headers: dict[str, str]) -> TestResponse:
        return conforming(db_client.get(f"/v1/daily/{day}", headers=headers), "/v1/daily/{date}", "GET")

    sealed_deals = revalidated(deals, "public, max-age=3600")
    clock.advance(hours=24, minutes=30)  # half an hour before its results close (13:00 the day after)
    assert revalidated(deals, "public, max-age=1800") == sealed_deals
    clock.advance(minutes=30)
    assert revalidated(deals, "public, max-age=86400, immutable") != sealed_deals  # codes and lines shown


@pytest.fixture
def relayed(database_url: str, clock: Clock) -> Iterator[tuple[Flask, Relay]]:
    with Relay(database_url) as relay:
        settings = {
            "DATABASE_URL": relay.url,
            "CLOCK": clock,
            "DATABASE_POOL_SIZE": 1,
            "DAILY_LOCK_REFRESH_S": 3600,
        }
        app = create_app(DB_SETTINGS | settings)  # the daily lock's list kept, as in production
        yield app, relay
        app.extensions["store"].close()


def test_round_trips_of_conditional_reads_and_keyed_writes(
    relayed: tuple[Flask, Relay], day: dt.date
) -> None:
    """An unchanged page is one lookup of the board's version (never the page); a changed
    one the version and then the page with it; a keyed write claims its key as its
    transaction begins and keeps its answer as it commits: two round trips more; a
    replay, the claim and the rollback."""
    app, relay = relayed
    client = app.test_client()
    _, token = new_player(client)
    finished = finished_daily(app, client, day, token)
    assert submit(client, day, token, {"variant": "golf-easy", "state": finished}).status_code == 201
    board = f"/v1/daily/{day}/leaderboard?variant=golf-easy"  # not empty: no deals read to tell a 404
    tag = client.get(board).headers["ETag"]

    def trips(request: Callable[[], TestResponse], status: int) -> int:
        before = relay.round_trips
        response = request()
        assert response.status_code == status, response.get_json()
        return relay.round_trips - before

    key = str(uuid.uuid4())

    def signing_up() -> TestResponse:
        return client.post("/v1/players", json={"name": "Counted"}, headers={"Idempotency-Key": key})

    assert {
        "page": trips(lambda: client.get(board), 200),
        "unchanged page": trips(lambda: client.get(board, headers={"If-None-Match": tag}), 304),
        "changed page": trips(lambda: client.get(board, headers={"If-None-Match": 'W/"old"'}), 200),
        "sign-up": trips(lambda: client.post("/v1/players", json={"name": "Counted"}), 201),
        "keyed sign-up": trips(signing_up, 201),
        "its replay": trips(signing_up, 201),
    } == {
        "page": 1,
        "unchanged page": 1,
        "changed page": 2,
        "sign-up": 1,
        "keyed sign-up": 3,
        "its replay": 2,
    }
