"""Groups of 100 (issue 33 item 3): each day and variant, cleared results fall into groups of
at most 100 in the order first cleared; ``/leaderboard/me`` and the daily record name a
result's group and its rank there, and a group's board pages like the day's; against the
real app and PostgreSQL."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.store_data import CODES
from service import create_app
from service.store import Store

from .daily_play import board, finished_daily, me, submit
from .helpers import DB_SETTINGS, Clock, bearer, conforming, establish, new_player, played, publish, sealed

GROUP_BOARD = "/v1/daily/{date}/groups/{group}/leaderboard"
RECORD = "/v1/players/{player_id}/daily"


def group_board(
    client: FlaskClient, day: dt.date, group: int | str, query: str = "", **headers: str
) -> TestResponse:
    path = f"/v1/daily/{day}/groups/{group}/leaderboard?variant=golf-easy{query}"
    response = client.get(path, headers={"Accept-Language": "en", **headers})
    return conforming(response, GROUP_BOARD, "GET")


def problem(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json()
    assert body["type"] == f"urn:solitaire:problem:{kind}", body
    return body


def whole_group(client: FlaskClient, day: dt.date, group: int, limit: int) -> list[dict[str, Any]]:
    """Every entry of a group's board, read page by page."""
    entries: list[dict[str, Any]] = []
    query = f"&limit={limit}"
    while True:
        page = group_board(client, day, group, query)
        assert page.status_code == 200, page.get_json()
        entries += page.get_json()["entries"]
        cursor = page.get_json()["next"]
        if cursor is None:
            return entries
        query = f"&limit={limit}&after={cursor}"


def group_of(client: FlaskClient, day: dt.date, token: str) -> dict[str, int] | None:
    answer = me(client, day, token)
    assert answer.status_code == 200, answer.get_json()
    group: dict[str, int] | None = answer.get_json()["group"]
    return group


def record_group(client: FlaskClient, day: dt.date, player: tuple[str, str]) -> Any:
    player_id, token = player
    response = client.get(f"/v1/players/{player_id}/daily?from={day}&to={day}", headers=bearer(token))
    assert conforming(response, RECORD, "GET").status_code == 200, response.get_json()
    [result] = response.get_json()["days"][0]["results"]
    return result["rank"], result["group"]


@pytest.fixture
def holding_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The app on the same database and clock, with a pace that holds every result (a game
    is held under an hour a move)."""
    app = create_app(
        DB_SETTINGS | {"DATABASE_URL": database_url, "CLOCK": clock, "DAILY_MIN_GAME_S_PER_MOVE": 3600}
    )
    yield app
    app.extensions["store"].close()


def play_and_submit(
    app: Flask,
    day: dt.date,
    clock: Clock,
    name: str,
    *,
    established: bool = True,
    address: str = "127.0.0.1",
    **how: Any,
) -> tuple[str, str]:
    """A new player's daily golf-easy game played to its end and submitted, a second after
    the submission before; answers the player's id and token.  ``established``: the player
    played an earlier day (``establish``), so their result joins a group."""
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    player = new_player(client, name)
    if established:
        establish(app, day, player[0])
    state = finished_daily(app, client, day, player[1], **how)
    clock.advance(seconds=1)
    answer = submit(client, day, player[1], {"variant": "golf-easy", "state": state})
    assert answer.status_code == 201, answer.get_json()
    return player


def test_101_players_make_two_groups_and_a_held_result_joins_the_one_filled_when_cleared(
    db_app: Flask, holding_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock, store: Store
) -> None:
    with store.pool.connection() as conn:
        # the history's partition of the test's far-future month made first, as migrate makes
        # the months ahead: else the first result's transaction makes it and goes again, and
        # the ticket its first try took is lost (a group holds one fewer: migrations/README.md)
        conn.execute("SELECT create_game_partitions(%s, 1)", [day])
    players: list[tuple[str, str]] = []
    held: tuple[str, str] | None = None
    for n in range(101):
        # the best two: won in 49 moves (no undo) and in 51 (one undo); the others dead-end
        how = {"detours": 1} if n == 10 else {} if n == 50 else {"draw_first": True}
        players.append(play_and_submit(db_app, day, clock, f"P{n}", **how))
        if n == 2:  # submitted third of all, and held for its pace
            held = play_and_submit(holding_app, day, clock, "Held")
    assert held is not None
    assert me(db_client, day, held[1]).get_json()["entry"]["review"] == "held"

    assert group_of(db_client, day, players[50][1]) == {"id": 1, "rank": 1, "size": 100}
    assert group_of(db_client, day, players[10][1]) == {"id": 1, "rank": 2, "size": 100}
    assert group_of(db_client, day, players[0][1]) == {"id": 1, "rank": 3, "size": 100}
    assert group_of(db_client, day, players[99][1]) == {"id": 1, "rank": 100, "size": 100}
    assert group_of(db_client, day, players[100][1]) == {"id": 2, "rank": 1, "size": 1}
    assert group_of(db_client, day, held[1]) is None  # held: in no group

    # a group's board: its own ranks, the day's order, pages that neither repeat nor skip
    first = whole_group(db_client, day, 1, limit=40)
    names = [f"P{n}" for n in (50, 10, *(n for n in range(100) if n not in (10, 50)))]
    assert [entry["player"] for entry in first] == names
    assert [entry["rank"] for entry in first] == list(range(1, 101))
    day_board = board(db_client, day, "variant=golf-easy&limit=100").get_json()["entries"]
    assert [{**entry, "rank": None} for entry in first] == [{**entry, "rank": None} for entry in day_board]
    assert [entry["player"] for entry in whole_group(db_client, day, 2, limit=40)] == ["P100"]
    assert record_group(db_client, day, players[10]) == (2, {"id": 1, "rank": 2, "size": 100})
    assert record_group(db_client, day, held) == (1, None)  # ranked as if cleared, in no group

    # cleared now, it joins the group being filled (2), not the one it was submitted in
    assert store.boards.set_review(day, "golf-easy", uuid.UUID(held[0]), "clear") == "held"
    assert group_of(db_client, day, held[1]) == {"id": 2, "rank": 1, "size": 2}
    assert [entry["player"] for entry in whole_group(db_client, day, 2, limit=1)] == ["Held", "P100"]
    # a group never changes: held again it leaves the board, cleared again it comes back to it
    store.boards.set_review(day, "golf-easy", uuid.UUID(held[0]), "held")
    assert group_of(db_client, day, held[1]) is None
    assert [entry["player"] for entry in whole_group(db_client, day, 2, limit=10)] == ["P100"]
    store.boards.set_review(day, "golf-easy", uuid.UUID(held[0]), "clear")
    assert group_of(db_client, day, held[1]) == {"id": 2, "rank": 1, "size": 2}
    assert record_group(db_client, day, held) == (1, {"id": 2, "rank": 1, "size": 2})
    late = play_and_submit(db_app, day, clock, "Late")
    assert group_of(db_client, day, late[1]) == {"id": 2, "rank": 2, "size": 3}  # won: ahead of P100


def test_a_group_board_is_cached_as_the_days_board(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    play_and_submit(db_app, day, clock, "Ann")
    first = group_board(db_client, day, 1)
    day_board = board(db_client, day, "variant=golf-easy")
    assert first.headers["ETag"] == day_board.headers["ETag"]
    assert first.headers["Cache-Control"] == day_board.headers["Cache-Control"]
    again = group_board(db_client, day, 1, **{"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    play_and_submit(db_app, day, clock, "Bob")
    moved = group_board(db_client, day, 1, **{"If-None-Match": first.headers["ETag"]})
    assert moved.status_code == 200 and [entry["player"] for entry in moved.get_json()["entries"]] == [
        "Ann",
        "Bob",
    ]


def test_an_unknown_group_or_a_bad_one_is_refused_and_changes_nothing(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    empty = problem(group_board(db_client, day, 1), 404, "unknown-group")
    assert "no result is in a group yet" in empty["detail"]
    play_and_submit(db_app, day, clock, "Ann")
    play_and_submit(db_app, day, clock, "Bob")
    version = board(db_client, day, "variant=golf-easy").headers["ETag"]
    refused = problem(group_board(db_client, day, 2), 404, "unknown-group")
    assert "groups 1 to 1" in refused["detail"]
    problem(group_board(db_client, day, 0), 404, "unknown-group")
    problem(group_board(db_client, day, 2**31), 404, "unknown-group")
    # today's group 1 is not yesterday's (published, no result), nor the next date's but one (not begun)
    yesterday = day - dt.timedelta(days=1)
    publish(db_app, yesterday, dict(CODES))
    problem(group_board(db_client, yesterday, 1), 404, "unknown-group")
    problem(group_board(db_client, day + dt.timedelta(days=2), 1), 404, "not-scheduled")
    problem(group_board(db_client, day, 1, "&limit=0"), 400, "invalid-body")  # as the day's board says it
    # a cursor of the day's board, or of another group, is not this group's
    cursor = board(db_client, day, "variant=golf-easy&limit=1").get_json()["next"]
    assert cursor is not None
    problem(group_board(db_client, day, 1, f"&after={cursor}"), 422, "invalid-cursor")
    assert board(db_client, day, "variant=golf-easy").headers["ETag"] == version
    assert db_client.get(f"/v1/daily/{day}/groups/one/leaderboard?variant=golf-easy").status_code == 404


# --- puppets (issue 39, item 8) -------------------------------------------------------------------


def test_puppets_made_on_the_day_fill_no_group_around_their_owner(
    db_app: Flask, holding_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock, store: Store
) -> None:
    """The attack as the fifth review ran it: an established owner clears the day's deal,
    then 99 accounts made that day over 50 addresses each clear it too (dead ends, behind
    the owner).  They filled group 1 around the owner (its size 1 -> 100); now they join no
    group: the owner's group stays theirs and the next established player's, and the board
    has one group.  A puppet made the day before with a practice game in its history is no
    more established, nor one whose held result an operator clears; a player who cleared an
    earlier day's deal is."""
    with store.pool.connection() as conn:
        conn.execute("SELECT create_game_partitions(%s, 1)", [day])  # see the test of 101 above
    owner = play_and_submit(db_app, day, clock, "Owner", detours=1)
    assert group_of(db_client, day, owner[1]) == {"id": 1, "rank": 1, "size": 1}
    puppets = []
    for n in range(99):
        how = {"established": False, "address": f"198.51.100.{n % 50}", "draw_first": True}
        puppets.append(play_and_submit(db_app, day, clock, f"Puppet {n}", **how))
    assert all(group_of(db_client, day, puppet[1]) is None for puppet in puppets[::7])
    assert group_of(db_client, day, owner[1]) == {"id": 1, "rank": 1, "size": 1}
    assert [entry["player"] for entry in whole_group(db_client, day, 1, limit=100)] == ["Owner"]
    problem(group_board(db_client, day, 2), 404, "unknown-group")
    # on the day's board they are (ranked as everyone: the board is everyone's)
    assert len(board(db_client, day, "variant=golf-easy&limit=100").get_json()["entries"]) == 100

    # made the day before, with a game in its history: not established either
    clock.advance(days=-1)
    early_client = db_app.test_client()
    early_id, early_token = new_player(early_client, "Early puppet")
    practice = sealed(db_app, played("GO1-E-AAAAAAB", draw_first=True), early_id)
    games = f"/v1/players/{early_id}/games"
    recorded = early_client.post(games, json={"state": practice}, headers=bearer(early_token))
    assert recorded.status_code == 201, recorded.get_json()
    clock.advance(days=1)
    state = finished_daily(db_app, early_client, day, early_token, draw_first=True)
    assert submit(early_client, day, early_token, {"variant": "golf-easy", "state": state}).status_code == 201
    assert group_of(db_client, day, early_token) is None

    # held, then cleared by an operator: a puppet still joins no group, an established player does
    held_puppet = play_and_submit(holding_app, day, clock, "Held puppet", established=False)
    held_player = play_and_submit(holding_app, day, clock, "Held player")
    for held in (held_puppet, held_player):
        assert store.boards.set_review(day, "golf-easy", uuid.UUID(held[0]), "clear") == "held"
    assert group_of(db_client, day, held_puppet[1]) is None
    assert group_of(db_client, day, held_player[1]) == {"id": 1, "rank": 1, "size": 2}  # won with no undo
    regular = play_and_submit(db_app, day, clock, "Regular", draw_first=True)
    assert group_of(db_client, day, regular[1]) == {"id": 1, "rank": 3, "size": 3}
    assert [entry["player"] for entry in whole_group(db_client, day, 1, limit=100)] == [
        "Held player", "Owner", "Regular",
    ]  # fmt: skip
