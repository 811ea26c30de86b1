"""Monthly badges and streak freezes over HTTP against the real test PostgreSQL (issue 44):
a player who plays every deal of a month holds diamond (the clock moves the dates); the
badges follow an operator's decision while the month is open, and never change once it
has closed; the export holds them and the erasure deletes them; a missed date with a
freeze keeps the streak."""

from __future__ import annotations

import calendar
import datetime as dt
import json
import secrets
from typing import Any

import psycopg
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from harness.store_data import CODES
from tests.api.daily_play import finished_daily, submit
from tests.api.helpers import Clock, bearer, conforming, new_player, publish

BADGES = "/v1/players/{player_id}/badges"
RECORD = "/v1/players/{player_id}/daily"
ONE_DAY = dt.timedelta(days=1)


def at(day: dt.date, hour: int) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour), dt.UTC)


def badges(client: FlaskClient, player: str, token: str | None, query: str = "") -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(client.get(f"/v1/players/{player}/badges{query}", headers=headers), BADGES, "GET")


def month_of(client: FlaskClient, player: str, token: str, month: dt.date) -> dict[str, Any]:
    answer = badges(client, player, token, f"?year={month.year}")
    assert answer.status_code == 200, answer.get_json()
    body: dict[str, Any] = answer.get_json()
    assert [m["month"] for m in body["months"]] == [f"{month.year:04d}-{n:02d}" for n in range(1, 13)]
    found: dict[str, Any] = body["months"][month.month - 1]
    return found


def held(month: dict[str, Any]) -> list[str]:
    return [badge["badge"] for badge in month["badges"] if badge["earned_at"] is not None]


def play(app: Flask, client: FlaskClient, day: dt.date, token: str, variant: str = "golf-easy") -> None:
    """A result of ``day``'s deal (a quick dead end: a result counts, won or not)."""
    state = finished_daily(app, client, day, token, variant, draw_first=True)
    response = submit(client, day, token, {"variant": variant, "state": state})
    assert response.status_code == 201, response.get_json()


def review(app: Flask, decision: str, day: dt.date, player: str) -> None:
    outcome = app.test_cli_runner().invoke(
        args=["daily", "review", decision, day.isoformat(), "golf-easy", player]
    )
    assert outcome.exit_code == 0, outcome.output


def lone_february() -> dt.date:
    """A February no other test publishes a deal of: random_day's dates end in the 7700s."""
    return dt.date(8000 + secrets.randbelow(1000), 2, 1)


def test_a_player_who_plays_every_deal_of_a_month_holds_diamond_and_a_closed_month_never_changes(
    db_app: Flask, db_client: FlaskClient, clock: Clock, database_url: str
) -> None:
    month = lone_february()
    dates = [month + n * ONE_DAY for n in range(calendar.monthrange(month.year, 2)[1])]
    for day in dates:
        publish(db_app, day, {"golf-easy": CODES["golf-easy"]})
    last = dates[-1]
    publish(db_app, last, {"golf-classic": CODES["golf-classic"]})  # the last date has two deals
    player, token = new_player(db_client, "Diamond")
    _, other = new_player(db_client, "Other")
    clock.now = at(month, 12)
    assert held(month_of(db_client, player, token, month)) == []
    for n, day in enumerate(dates, 1):
        clock.now = at(day, 12)
        play(db_app, db_client, day, token)
        shown = month_of(db_client, player, token, month)
        assert (shown["dates_played"], shown["dates_completed"]) == (n, n if day != last else n - 1)
        expected = ["bronze"] * (n >= 10) + ["silver"] * (n >= 20) + ["gold"] * (n == len(dates))
        assert held(shown) == expected, n
    play(db_app, db_client, last, token, "golf-classic")  # every deal of every date
    shown = month_of(db_client, player, token, month)
    assert held(shown) == ["bronze", "silver", "gold", "diamond"] and shown["closed"] is False
    assert shown["badges"][3] == {
        "badge": "diamond", "dates_played": len(dates), "dates_completed": len(dates),
        "earned_at": clock.now.isoformat(),
    }  # fmt: skip
    assert shown["closes_at"] == at(last + ONE_DAY, 13).isoformat()  # the last date's end at UTC-12, + grace
    # while the month is open, a result rejected takes back what it earned; cleared, it earns it again
    review(db_app, "reject", dates[3], player)
    assert held(month_of(db_client, player, token, month)) == ["bronze", "silver"]
    review(db_app, "clear", dates[3], player)
    assert held(month_of(db_client, player, token, month)) == ["bronze", "silver", "gold", "diamond"]
    # closed: a rejection now changes the progress, never the badges
    clock.now = at(last + ONE_DAY, 13)
    review(db_app, "reject", dates[5], player)
    shown = month_of(db_client, player, token, month)
    assert shown["closed"] is True and shown["dates_played"] == len(dates) - 1
    assert held(shown) == ["bronze", "silver", "gold", "diamond"]
    # the export holds them; another player sees none of them; the erasure deletes them
    exported = json.loads(db_client.get(f"/v1/players/{player}/export", headers=bearer(token)).get_data())
    assert sorted((b["month"], b["badge"]) for b in exported["badges"]) == [
        (month.isoformat(), badge) for badge in ("bronze", "diamond", "gold", "silver")
    ]
    assert badges(db_client, player, other, f"?year={month.year}").status_code == 403
    assert badges(db_client, player, None).status_code == 401
    fresh = db_client.post(f"/v1/players/{player}/token", headers=bearer(token)).get_json()["token"]
    assert db_client.delete(f"/v1/players/{player}", headers=bearer(fresh)).status_code == 204
    with psycopg.connect(database_url) as conn:
        assert conn.execute(
            "SELECT count(*) FROM player_badges WHERE player_id = %s", [player]
        ).fetchone() == (0,)


def test_the_year_defaults_to_the_utc_dates_and_a_bad_year_is_refused(
    db_client: FlaskClient, clock: Clock
) -> None:
    player, token = new_player(db_client, "Years")
    answer = badges(db_client, player, token).get_json()
    assert answer["year"] == clock.now.year and len(answer["months"]) == 12
    assert all(m["dates_played"] == 0 and held(m) == [] for m in answer["months"])
    assert [m["dates"] for m in answer["months"]][:2] == [31, calendar.monthrange(clock.now.year, 2)[1]]
    for year in ("0", "10000", "twenty", "2031.5"):
        refused = badges(db_client, player, token, f"?year={year}")
        assert refused.status_code == 400, year
        assert refused.get_json()["type"] == "urn:solitaire:problem:invalid-body", refused.get_json()
        assert refused.get_json()["errors"][0]["field"] == "year"
    assert badges(db_client, player, token, "?year=2031&month=1").status_code == 400
    first = badges(db_client, player, token, "?year=2031")
    again = db_client.get(
        f"/v1/players/{player}/badges?year=2031",
        headers=bearer(token) | {"If-None-Match": first.headers["ETag"]},
    )
    assert again.status_code == 304


def test_a_missed_date_with_a_freeze_keeps_the_streak(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    first = clock.now.date()
    days = [first + n * ONE_DAY for n in range(10)]
    for day in days:
        publish(db_app, day, {"golf-easy": CODES["golf-easy"]})
    player, token = new_player(db_client, "Frozen")

    def streak() -> dict[str, Any]:
        response = db_client.get(
            f"/v1/players/{player}/daily?from={days[0]}&to={days[-1]}", headers=bearer(token)
        )
        answer: dict[str, Any] = conforming(response, RECORD, "GET").get_json()
        return answer["streak"]

    for n in range(7):  # seven dates in a row earn a freeze
        clock.now = at(days[n], 12)
        play(db_app, db_client, days[n], token)
    assert (streak()["current"], streak()["freezes"], streak()["frozen"]) == (7, 1, [])
    assert streak()["expires_at"] == at(days[9], 13).isoformat()  # the 8th is covered: the 9th ends it
    clock.now = at(days[8], 13)  # the 8th date's results have closed without a result: the freeze is spent
    assert streak() == {
        "current": 7, "best": 7, "last_day": days[6].isoformat(), "expires_at": at(days[9], 13).isoformat(),
        "freezes": 0, "frozen": [days[7].isoformat()],
    }  # fmt: skip
    play(db_app, db_client, days[8], token)
    assert (streak()["current"], streak()["best"], streak()["frozen"]) == (8, 8, [days[7].isoformat()])
    clock.now = at(days[10 - 1] + ONE_DAY, 13)  # the 10th closes unplayed, no freeze left: broken
    assert (streak()["current"], streak()["best"], streak()["freezes"], streak()["expires_at"]) == (
        0,
        8,
        0,
        None,
    )
