"""The player's daily record over HTTP against the real test PostgreSQL (contract v3): a
streak of days played kept through today until today's results close, the calendar of a
range of days, where a result stands (its percentile, the board's spread in fixed buckets,
a held result counted as if cleared), the text to share, and past days replayed from the
archive, unranked.  The service's clock is moved day by day."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.policies import golf_policy
from harness.store_data import CODES
from service import create_app
from service.engine import DAILY_VARIANTS, format_code, new_game
from tests.api.daily_play import (
    GAMES,
    daily_game,
    finished_daily,
    fresh_deal,
    me,
    played_on,
    start_daily,
    submit,
)
from tests.api.helpers import (
    DB_SETTINGS,
    Clock,
    bearer,
    conforming,
    game_document,
    move,
    new_player,
    opened,
    publish,
)

RECORD = "/v1/players/{player_id}/daily"
STATS = "/v1/daily/{date}/stats"
ONE_DAY = dt.timedelta(days=1)
PACED = DB_SETTINGS | {"DAILY_MIN_GAME_S_PER_MOVE": 0.4}
"""The whole game's pace reviewed alone: the test clock stands still while a game is played."""


def at(day: dt.date, hour: int, minute: int = 0, second: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute, second), dt.UTC)


def record(client: FlaskClient, player: str, token: str | None, first: Any, last: Any) -> TestResponse:
    headers = (bearer(token) if token else {}) | {"Accept-Language": "en"}
    response = client.get(f"/v1/players/{player}/daily?from={first}&to={last}", headers=headers)
    return conforming(response, RECORD, "GET")


def stats(client: FlaskClient, day: dt.date | str, variant: str = "golf-easy") -> TestResponse:
    return conforming(client.get(f"/v1/daily/{day}/stats?variant={variant}"), STATS, "GET")


def result(
    app: Flask, client: FlaskClient, day: dt.date, token: str, variant: str = "golf-easy", **how: Any
) -> dict[str, Any]:
    """A daily game of ``day`` played to its end (``finished_daily``) and submitted now."""
    state = finished_daily(app, client, day, token, variant, **how)
    response = submit(client, day, token, {"variant": variant, "state": state})
    assert response.status_code == 201, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def fresh_codes() -> dict[str, str]:
    """A deal of every daily variant that no other test publishes: the tests share a
    database, and a deal another test publishes for a live day is locked (and so kept out of
    the archive)."""
    return {variant: format_code(variant.rules, fresh_deal()) for variant in DAILY_VARIANTS}


def problem(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert body["type"] == f"urn:solitaire:problem:{kind}", body
    return body


# --- the streak ---------------------------------------------------------------------------------


def test_a_streak_counts_days_played_and_today_unplayed_breaks_it_only_when_its_results_close(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    first = clock.now.date()
    days = [first + n * ONE_DAY for n in range(8)]
    for day in days:
        publish(db_app, day, dict(CODES))
    player, token = new_player(db_client, "Streaker")

    def streak() -> dict[str, Any]:
        answer: dict[str, Any] = record(db_client, player, token, days[0], days[-1]).get_json()
        return answer["streak"]

    assert streak() == {
        "current": 0,
        "best": 0,
        "last_day": None,
        "expires_at": None,
        "freezes": 0,
        "frozen": [],
    }
    for n in range(3):  # three days in a row
        clock.now = at(days[n], 12)
        result(db_app, db_client, days[n], token)
        assert streak() == {
            "current": n + 1, "best": n + 1, "last_day": days[n].isoformat(),
            "expires_at": at(days[n + 2], 13).isoformat(), "freezes": 0, "frozen": [],
        }  # fmt: skip
    # the fourth date, not played: the streak holds while it is that date somewhere (until
    # 12:00 UTC the day after) and through its grace period
    for moment in (at(days[3], 0, 1), at(days[3], 23, 59, 59), at(days[4], 12, 59, 59)):
        clock.now = moment
        assert (streak()["current"], streak()["expires_at"]) == (3, at(days[4], 13).isoformat()), moment
    clock.now = at(days[4], 13)  # its results close without one of the player's: broken
    assert streak() == {
        "current": 0, "best": 3, "last_day": days[2].isoformat(), "expires_at": None,
        "freezes": 0, "frozen": [],
    }  # fmt: skip
    result(db_app, db_client, days[4], token)
    result(db_app, db_client, days[4], token, "golf-classic")  # two results on a day: one day
    assert (streak()["current"], streak()["best"]) == (1, 3)
    # a date's game, started before midnight UTC and submitted after the next date's
    # result: the dates join into one run
    clock.now = at(days[5], 23, 50)
    late = finished_daily(db_app, db_client, days[5], token)
    clock.now = at(days[6], 0, 10)
    result(db_app, db_client, days[6], token)
    assert (streak()["current"], streak()["last_day"]) == (1, days[6].isoformat())
    clock.now = at(days[6], 0, 20)
    assert submit(db_client, days[5], token, {"variant": "golf-easy", "state": late}).status_code == 201
    joined = {"current": 3, "best": 3, "last_day": days[6].isoformat(), "freezes": 0, "frozen": []}
    assert streak() == joined | {"expires_at": at(days[7] + ONE_DAY, 13).isoformat()}


def test_a_rejected_result_does_not_count_in_the_streak(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    first = clock.now.date()
    for n in range(3):
        publish(db_app, first + n * ONE_DAY, dict(CODES))
    player, token = new_player(db_client, "Rejected")
    for n in range(3):
        clock.now = at(first + n * ONE_DAY, 12)
        result(db_app, db_client, first + n * ONE_DAY, token)
    runner = db_app.test_cli_runner()
    middle = (first + ONE_DAY).isoformat()
    assert runner.invoke(args=["daily", "review", "reject", middle, "golf-easy", player]).exit_code == 0
    answer = record(db_client, player, token, first, first + 2 * ONE_DAY).get_json()
    assert (answer["streak"]["current"], answer["streak"]["best"]) == (1, 1)
    assert [day["results"][0]["review"] for day in answer["days"]] == ["clear", "rejected", "clear"]
    assert runner.invoke(args=["daily", "review", "clear", middle, "golf-easy", player]).exit_code == 0
    assert record(db_client, player, token, first, first).get_json()["streak"]["current"] == 3


# --- the calendar -------------------------------------------------------------------------------


def test_the_calendar_lists_the_days_of_a_range_with_their_standings(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    first = clock.now.date()
    days = [first + n * ONE_DAY for n in range(4)]
    for day in days:
        publish(db_app, day, dict(CODES))
    player, token = new_player(db_client, "Calendar")
    _, rival = new_player(db_client, "Rival")
    clock.now = at(days[0], 12)
    result(db_app, db_client, days[0], token, draw_first=True)  # a dead end
    result(db_app, db_client, days[0], rival)
    clock.now = at(days[2], 12)
    classic_game = daily_game(db_client, days[2], token, "golf-classic")
    clock.advance(seconds=200)
    classic_state = played_on(db_app, classic_game["state"], golf_policy())
    assert (
        submit(db_client, days[2], token, {"variant": "golf-classic", "state": classic_state}).status_code
        == 201
    )
    result(db_app, db_client, days[2], token)
    clock.now = at(days[3], 0, 30)  # the third day in its grace period
    answer = record(db_client, player, token, days[0], days[3]).get_json()
    assert (answer["player_id"], answer["from"], answer["to"]) == (
        player,
        days[0].isoformat(),
        days[3].isoformat(),
    )
    assert answer["today"] == days[3].isoformat()
    assert [(day["date"], day["results_open"]) for day in answer["days"]] == [
        (days[0].isoformat(), False), (days[2].isoformat(), True),
    ]  # fmt: skip
    [lost] = answer["days"][0]["results"]
    assert lost == {
        "variant": "golf-easy", "rank": 2, "percentile": 0.0, "won": False, "cards_home": lost["cards_home"],
        "hints": 0, "undos": 0, "seconds": 0, "moves": 16, "review": "clear",
        "group": None,  # their first day of the daily, and the rival's: no group (migration 0023)
    }  # fmt: skip
    assert lost["cards_home"] < 35
    easy, classic = answer["days"][1]["results"]  # in the variants' order
    assert (easy["variant"], easy["won"], easy["seconds"], easy["rank"]) == ("golf-easy", True, 0, 1)
    assert easy["group"] == {"id": 1, "rank": 1, "size": 1}  # a day after a cleared one: in a group
    assert (classic["variant"], classic["seconds"], classic["rank"]) == ("golf-classic", 200, 1)
    only_one = record(db_client, player, token, days[1], days[2]).get_json()
    assert [day["date"] for day in only_one["days"]] == [days[2].isoformat()]
    assert record(db_client, player, token, days[1], days[1]).get_json()["days"] == []


@pytest.mark.parametrize(
    ("first", "last", "status", "kind", "field", "message"),
    [
        ("2031-02-01", "2031-01-01", 422, "invalid-range", "from", "after to"),
        ("2030-01-04", "2031-01-05", 422, "invalid-range", "to", "at most 366 days"),
        ("2031-01-01", "2031-02-30", 400, "invalid-parameter", "to", "no such day in the calendar"),
        ("2031-1-1", "2031-01-05", 400, "invalid-parameter", "from", "YYYY-MM-DD"),
        ("0000-01-01", "2031-01-05", 400, "invalid-parameter", "from", "no such day in the calendar"),
    ],
)
def test_a_bad_range_is_a_4xx_naming_its_parameter(
    db_app: Flask,
    db_client: FlaskClient,
    first: str,
    last: str,
    status: int,
    kind: str,
    field: str,
    message: str,
) -> None:
    player, token = new_player(db_client)
    body = problem(record(db_client, player, token, first, last), status, kind)
    assert body["errors"][0]["field"] == field and message in body["errors"][0]["message"], body


def test_a_calendar_is_its_players_own(db_app: Flask, db_client: FlaskClient, clock: Clock) -> None:
    player, token = new_player(db_client, "Owner")
    other, other_token = new_player(db_client, "Other")
    day = clock.now.date()
    assert record(db_client, player, token, "2031-01-01", "2031-12-31").status_code == 200  # a year
    assert record(db_client, player, token, "2032-01-01", "2032-12-31").status_code == 200  # a leap year
    problem(record(db_client, player, None, day, day), 401, "unauthorized")
    problem(record(db_client, player, "not-a-token", day, day), 401, "unauthorized")
    problem(record(db_client, player, other_token, day, day), 403, "forbidden")
    missing = db_client.get(f"/v1/players/{player}/daily?from={day}", headers=bearer(token))
    assert conforming(missing, RECORD, "GET").status_code == 400
    unknown = db_client.get(f"/v1/players/{player}/daily?from={day}&to={day}&x=1", headers=bearer(token))
    assert conforming(unknown, RECORD, "GET").status_code == 400
    assert record(db_client, str(uuid.uuid4()), token, day, day).status_code == 403
    assert record(db_client, other, other_token, day, day).status_code == 200


# --- where a result stands ---------------------------------------------------------------------


@pytest.fixture
def paced_app(database_url: str, clock: Clock) -> Iterator[Flask]:
    """The test app with the pace review on: a game won in 49 moves within 19.6 s of its
    first start (0.4 s a move) is held."""
    app = create_app(PACED | {"DATABASE_URL": database_url, "CLOCK": clock})
    publish(app, clock.now.date(), dict(CODES))
    yield app
    app.extensions["store"].close()


def test_percentiles_and_the_boards_spread_count_cleared_results_and_a_held_one_as_if_cleared(
    paced_app: Flask, clock: Clock
) -> None:
    client, day = paced_app.test_client(), clock.now.date()
    players = {name: new_player(client, name) for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Bot")}
    states = {}
    for name, how in [("Ann", {}), ("Cid", {"detours": 2}), ("Eve", {"draw_first": True})]:
        states[name] = finished_daily(paced_app, client, day, players[name][1], **how)
    clock.advance(seconds=1)
    states["Bob"] = finished_daily(paced_app, client, day, players["Bob"][1])

    def submitted(name: str) -> dict[str, Any]:
        answer = submit(client, day, players[name][1], {"variant": "golf-easy", "state": states[name]})
        assert answer.status_code == 201
        body: dict[str, Any] = answer.get_json()
        return body

    clock.advance(seconds=29)
    answers = {"Eve": submitted("Eve")}  # a dead end
    clock.advance(seconds=70)
    answers |= {"Ann": submitted("Ann"), "Cid": submitted("Cid")}  # won in 100 s, in 49 and 53 moves
    clock.advance(seconds=1)
    answers["Bob"] = submitted("Bob")  # as Ann did, submitted a second later
    states["Dan"] = finished_daily(paced_app, client, day, players["Dan"][1])
    clock.advance(seconds=400)
    answers["Dan"] = submitted("Dan")  # won in 400 s, with no undo
    states["Bot"] = finished_daily(paced_app, client, day, players["Bot"][1])
    clock.advance(seconds=10)  # 49 moves in 10 s: held for review
    answers["Bot"] = submitted("Bot")
    assert answers["Bot"]["entry"]["review"] == "held"
    # as the board stood at each submission: Eve alone (nobody below), Ann above Eve (one of
    # two), Cid below Ann (two undos), Bob between them (tied with Ann but for his later
    # submission), Dan above Cid (fewer undos, though slower) and Eve
    assert [answers[name]["percentile"] for name in ("Eve", "Ann", "Cid", "Bob", "Dan")] == [
        0.0, 50.0, 33.3, 50.0, 40.0,
    ]  # fmt: skip
    now = {name: me(client, day, token).get_json() for name, (_, token) in players.items()}
    assert {name: (s["rank"], s["percentile"]) for name, s in now.items()} == {
        "Ann": (1, 80.0), "Bob": (2, 60.0), "Dan": (3, 40.0), "Cid": (4, 20.0), "Eve": (5, 0.0),
        "Bot": (1, 83.3),  # as if cleared: above all five, of six
    }  # fmt: skip
    assert (now["Cid"]["entry"]["undos"], now["Dan"]["entry"]["undos"]) == (2, 0)
    spread = stats(client, day).get_json()
    assert (spread["results"], spread["won"], spread["won_share"], spread["results_open"]) == (
        5,
        4,
        0.8,
        True,
    )
    eve_cards = now["Eve"]["entry"]["cards_home"]
    cards = spread["cards"]
    assert cards["measure"] == "cards_home" and len(cards["buckets"]) == 36
    assert [(b["min"], b["max"]) for b in cards["buckets"]] == [(n, n) for n in range(36)]
    assert {b["min"]: (b["results"], b["won"]) for b in cards["buckets"] if b["results"]} == {
        eve_cards: (1, 0), 35: (4, 4),
    }  # fmt: skip
    seconds = spread["seconds"]
    assert seconds["measure"] == "seconds" and len(seconds["buckets"]) == 16
    assert (seconds["buckets"][0], seconds["buckets"][-1]) == (
        {"min": 0, "max": 59, "results": 1, "won": 0}, {"min": 7200, "max": None, "results": 0, "won": 0},
    )  # fmt: skip
    assert {(b["min"], b["max"]): (b["results"], b["won"]) for b in seconds["buckets"] if b["results"]} == {
        (0, 59): (1, 0), (60, 119): (3, 3), (360, 479): (1, 1),
    }  # fmt: skip
    # the operator clears the held result: it counts, everywhere, at once
    runner = paced_app.test_cli_runner()
    bot = players["Bot"][0]
    assert runner.invoke(args=["daily", "review", "clear", day.isoformat(), "golf-easy", bot]).exit_code == 0
    after = {name: me(client, day, token).get_json()["percentile"] for name, (_, token) in players.items()}
    assert after == {"Ann": 66.6, "Bob": 50.0, "Dan": 33.3, "Cid": 16.6, "Eve": 0.0, "Bot": 83.3}
    spread = stats(client, day).get_json()
    assert (spread["results"], spread["won"], spread["seconds"]["buckets"][0]["results"]) == (6, 5, 2)
    # and a rejected one leaves them again
    assert runner.invoke(args=["daily", "review", "reject", day.isoformat(), "golf-easy", bot]).exit_code == 0
    assert stats(client, day).get_json()["results"] == 5
    assert me(client, day, players["Ann"][1]).get_json()["percentile"] == 80.0


def test_the_stats_of_a_day_are_public_once_it_begins_and_404_unless_published(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    publish(db_app, day, {"golf-easy": CODES["golf-easy"]})
    later = day + 2 * ONE_DAY  # it opens tomorrow at 10:00 UTC, at UTC+14's midnight
    publish(db_app, later, dict(CODES))
    empty = stats(db_client, day).get_json()
    assert (empty["results"], empty["won"], empty["won_share"]) == (0, 0, 0.0)
    assert all(b["results"] == 0 for b in empty["cards"]["buckets"] + empty["seconds"]["buckets"])
    assert (empty["date"], empty["variant"]) == (day.isoformat(), "golf-easy")
    problem(stats(db_client, day, "golf-classic"), 404, "not-scheduled")  # not published that day
    problem(stats(db_client, later), 404, "not-scheduled")  # a date to come
    problem(stats(db_client, day - ONE_DAY), 404, "not-scheduled")  # never published
    problem(stats(db_client, day, "golf"), 400, "invalid-body")
    problem(stats(db_client, "2031-02-30"), 400, "invalid-parameter")
    clock.now = at(day + ONE_DAY, 10)
    spread = stats(db_client, later, "canfield-draw1").get_json()
    assert [(b["min"], b["max"]) for b in spread["cards"]["buckets"]] == [(n, n) for n in range(53)]
    clock.now = at(day + ONE_DAY, 12, 59, 59)
    assert stats(db_client, day).get_json()["results_open"] is True  # until its grace period ends
    clock.now = at(day + ONE_DAY, 13)
    assert stats(db_client, day).get_json()["results_open"] is False


# --- the text to share ------------------------------------------------------------------------


def test_the_share_text_says_what_the_player_did_in_their_language_and_nothing_of_the_deal(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = dt.date(2031, 3, 9)
    clock.now = at(day, 12)
    publish(db_app, day, dict(CODES))
    _, token = new_player(db_client, "Sharer")
    document = daily_game(db_client, day, token)
    clock.advance(seconds=185)
    state = played_on(db_app, document["state"], golf_policy(), detours=1)
    answer = db_client.post(
        f"/v1/daily/{day}/results",
        json={"variant": "golf-easy", "state": state},
        headers=bearer(token) | {"Accept-Language": "ru-RU,ru;q=0.9"},
    )
    assert conforming(answer, "/v1/daily/{date}/results", "POST").status_code == 201
    assert answer.headers["Content-Language"] == "ru"
    assert answer.get_json()["share"] == (
        "Задача дня · 9 марта 2031\u202fг.\nГольф, лёгкий\nСнято карт: 35 из 35\n"
        "Подсказки: 0 · Отмены: 1 · Время: 3:05"
    )  # the year's "г." kept with it by a narrow no-break space, as Russian typesetting (CLDR) has it
    english = db_client.get(
        f"/v1/daily/{day}/leaderboard/me?variant=golf-easy", headers=bearer(token) | {"Accept-Language": "en"}
    )
    assert english.headers["Content-Language"] == "en"
    share = english.get_json()["share"]
    assert (
        share == "Daily challenge · March 9, 2031\nGolf, easy\nCards cleared: 35 of 35\n"
        "Hints: 0 · Undos: 1 · Time: 3:05"
    )
    game = new_game(CODES["golf-easy"])
    cards = [card for column in game.view()["columns"] for card in column]
    assert CODES["golf-easy"][-7:] not in share and not any(f" {card}" in share for card in cards)
    # a share asked before a result exists: the result is missing
    problem(me(db_client, day, token, "golf-classic"), 404, "no-result")


# --- the archive ----------------------------------------------------------------------------------


def test_a_closed_day_is_dealt_again_from_the_archive_to_anyone_unranked(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day, codes = clock.now.date(), fresh_codes()
    publish(db_app, day, codes)
    publish(db_app, day + ONE_DAY, fresh_codes())
    player, token = new_player(db_client, "Archivist")
    played_then = result(db_app, db_client, day, token)
    # the next day after 12:00 UTC: the date has ended everywhere and is in its grace period;
    # the next date's own game is the live case
    clock.now = at(day + ONE_DAY, 12, 30)
    problem(start_daily(db_client, day, token), 409, "daily-not-live")
    problem(start_daily(db_client, day, None), 409, "daily-not-live")
    problem(start_daily(db_client, day + ONE_DAY, None), 401, "unauthorized")
    problem(start_daily(db_client, day + 3 * ONE_DAY, None), 404, "not-scheduled")  # to come
    # once the date's results close, its deal is in the archive: to anyone
    clock.now = at(day + ONE_DAY, 13)
    anonymous = start_daily(db_client, day, None)
    assert anonymous.status_code == 201
    document = game_document(anonymous)
    assert document["daily"] == {
        "date": day.isoformat(), "variant": "golf-easy", "started_at": "%sT13:00:00Z" % (day + ONE_DAY),
        "archive": True, "ranked": False,
    }  # fmt: skip
    assert (document["player"], document["code"]) == (None, codes["golf-easy"])
    bound = game_document(start_daily(db_client, day, token))
    assert bound["player"] == player and bound["daily"]["archive"] is True
    problem(start_daily(db_client, day, "not-a-token"), 401, "unauthorized")
    problem(start_daily(db_client, day - ONE_DAY, None), 404, "not-scheduled")  # never published
    moved = game_document(move(db_client, bound["state"], {"type": "draw"}))
    assert moved["daily"] == bound["daily"] and moved["code"] == codes["golf-easy"]
    envelope, _ = opened(db_app, moved["state"])
    assert envelope.pace is None  # never timed
    finished = played_on(db_app, bound["state"], golf_policy())
    # its result is refused, on its day and on any other
    for date in (day, day + ONE_DAY):
        refused = submit(db_client, date, token, {"variant": "golf-easy", "state": finished})
        problem(refused, 409, "daily-closed")
    # a hint on it is an ordinary hint: not counted on the player's result
    hint = db_client.post("/v1/hint", json={"state": bound["state"]}, headers=bearer(token))
    assert hint.status_code == 200 and "daily_hints" not in hint.get_json()
    assert me(db_client, day, token).get_json()["entry"] == played_then["entry"]
    # recorded in the history as an ordinary game of its variant
    stats_before = db_client.get(f"/v1/players/{player}/stats", headers=bearer(token)).get_json()
    recorded = db_client.post(f"/v1/players/{player}/games", json={"state": finished}, headers=bearer(token))
    assert recorded.status_code == 201
    assert (recorded.get_json()["daily_date"], recorded.get_json()["code"]) == (None, codes["golf-easy"])
    stats_after = db_client.get(f"/v1/players/{player}/stats", headers=bearer(token)).get_json()
    played = [(v["variant"], v["played"]) for v in stats_before["variants"]]
    assert [(v["variant"], v["played"]) for v in stats_after["variants"]] == [
        (variant, count + (variant == "golf-easy")) for variant, count in played
    ]
    # the board is what it was
    assert stats(db_client, day).get_json()["results"] == 1
    problem(
        db_client.post(f"/v1/daily/{day}/games", json={"variant": "golf"}, headers={}), 400, "invalid-body"
    )


def test_an_archived_deal_that_is_also_a_daily_deal_still_open_is_refused(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """An operator replays a classic (``daily set``): the past day's deal is today's too, so
    it is played as today's daily game only, not from the archive."""
    day, replayed = clock.now.date(), fresh_codes()["golf-classic"]
    publish(db_app, day - 3 * ONE_DAY, {"golf-classic": replayed})
    publish(db_app, day, {"golf-classic": replayed})
    refused = start_daily(db_client, day - 3 * ONE_DAY, None, "golf-classic")
    problem(refused, 403, "daily-deal-live")
    clock.now = at(day + ONE_DAY, 13)  # today's results close: the archive has it
    assert start_daily(db_client, day - 3 * ONE_DAY, None, "golf-classic").status_code == 201


def test_a_bad_archive_request_changes_nothing(db_app: Flask, db_client: FlaskClient, clock: Clock) -> None:
    day = clock.now.date() - 5 * ONE_DAY
    publish(db_app, day, {"golf-easy": fresh_codes()["golf-easy"]})
    for body in (
        {},
        {"variant": "golf-easy", "code": "GO1-E-AAAAAAB"},
        {"variant": "golf-easy", "explain": 1},
    ):
        bad = db_client.post(f"/v1/daily/{day}/games", json=body)
        assert conforming(bad, GAMES, "POST").status_code == 400, body
    problem(start_daily(db_client, day, None, "canfield-draw1"), 404, "not-scheduled")
    no_such_day = db_client.post("/v1/daily/2031-02-30/games", json={"variant": "golf-easy"})
    problem(conforming(no_such_day, GAMES, "POST"), 400, "invalid-parameter")


# --- settling a closed board -------------------------------------------------------------------


def test_a_closed_board_is_settled_once_and_its_calendar_reads_the_same_standings(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    publish(db_app, day, dict(CODES))
    (ann, ann_token), (bob, bob_token) = new_player(db_client, "Ann"), new_player(db_client, "Bob")
    result(db_app, db_client, day, ann_token, detours=1)
    result(db_app, db_client, day, bob_token)

    def calendar(token: str, player: str) -> tuple[int | None, float | None]:
        [entry] = record(db_client, player, token, day, day).get_json()["days"][0]["results"]
        return entry["rank"], entry["percentile"]

    runner = db_app.test_cli_runner()
    open_yet = runner.invoke(args=["daily", "settle"])
    assert open_yet.exit_code == 0 and f"{day} golf-easy" not in open_yet.output  # still open
    assert (calendar(ann_token, ann), calendar(bob_token, bob)) == ((2, 0.0), (1, 50.0))
    clock.now = at(day + ONE_DAY, 12, 59)
    assert f"{day} golf-easy" not in runner.invoke(args=["daily", "settle"]).output  # in its grace
    clock.now = at(day + ONE_DAY, 13)
    settled = runner.invoke(args=["daily", "settle"])
    assert settled.exit_code == 0, settled.output
    assert f"{day} golf-easy: final standings of 2 cleared results written" in settled.output
    assert f"{day} golf-classic: final standings of 0 cleared results written" in settled.output
    assert runner.invoke(args=["daily", "settle"]).output == "every closed board is settled\n"
    assert (calendar(ann_token, ann), calendar(bob_token, bob)) == ((2, 0.0), (1, 50.0))
    # an operator's late decision: the board is settled anew at once
    rejected = runner.invoke(args=["daily", "review", "reject", day.isoformat(), "golf-easy", bob])
    assert rejected.exit_code == 0, rejected.output
    assert f"{day} golf-easy: final standings of 1 cleared results written anew" in rejected.output
    assert (calendar(ann_token, ann), calendar(bob_token, bob)) == ((1, 0.0), (None, None))
    rejected_standing = me(db_client, day, bob_token).get_json()  # a rejected result stands nowhere
    assert (rejected_standing["rank"], rejected_standing["percentile"], rejected_standing["share"]) == (
        None,
    ) * 3
    assert rejected_standing["entry"]["rank"] is None and rejected_standing["entry"]["review"] == "rejected"


def test_a_result_held_for_its_pace_keeps_no_streak_until_an_operator_clears_it(
    paced_app: Flask, clock: Clock
) -> None:
    """A script that plays today's deal faster than a person plays is held: it must not keep
    a streak alive (a streak is a player's, and a held result may be nobody's play)."""
    client, day = paced_app.test_client(), clock.now.date()
    player, token = new_player(client, "Script")
    state = finished_daily(paced_app, client, day, token)
    clock.advance(seconds=10)  # 49 moves in 10 s
    answer = submit(client, day, token, {"variant": "golf-easy", "state": state}).get_json()
    assert answer["entry"]["review"] == "held"
    mine = record(client, player, token, day, day).get_json()
    assert mine["streak"] == {
        "current": 0, "best": 0, "last_day": None, "expires_at": None, "freezes": 0, "frozen": [],
    }  # fmt: skip
    assert [entry["review"] for entry in mine["days"][0]["results"]] == ["held"]  # listed, not counted
    runner = paced_app.test_cli_runner()
    assert (
        runner.invoke(args=["daily", "review", "clear", day.isoformat(), "golf-easy", player]).exit_code == 0
    )
    streak = record(client, player, token, day, day).get_json()["streak"]
    assert (streak["current"], streak["best"], streak["last_day"]) == (1, 1, day.isoformat())
