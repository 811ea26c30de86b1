"""The player's day over HTTP (contract 4.2): a daily deal belongs to a calendar date the
client names from its own calendar, open while it is that date somewhere on Earth (from its
midnight at UTC+14 to its end at UTC-12), so a player in Los Angeles and one in Moscow each
start it at their own midnight and share one board; a date outside its window is refused;
the streak counts the player's dates; every open date's deals are locked."""

from __future__ import annotations

import datetime as dt
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from harness.policies import golf_policy
from service.engine import DAILY_VARIANTS, format_code
from service.engine.games import deal_layout
from service.engine.rules import GOLF_CLASSIC
from tests.api.daily_play import board, daily_game, fresh_deal, played_on, start_daily, submit
from tests.api.helpers import Clock, bearer, conforming, new_player, publish
from tests.api.test_daily_lock import assert_locked, layout_body, new_game_request, solve_request

ONE_DAY = dt.timedelta(days=1)
LOS_ANGELES = dt.timezone(dt.timedelta(hours=-8), "PST")
MOSCOW = dt.timezone(dt.timedelta(hours=3), "MSK")


def local(day: dt.date, hour: int, minute: int, zone: dt.timezone) -> dt.datetime:
    """A wall-clock time somewhere, as the UTC moment the service's clock reads."""
    return dt.datetime.combine(day, dt.time(hour, minute), zone).astimezone(dt.UTC)


def utc(day: dt.date, hour: int, minute: int = 0, second: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute, second), dt.UTC)


def fresh_codes() -> dict[str, str]:
    """A deal of every daily variant no other test publishes (a shared deal is locked)."""
    return {variant: format_code(variant.rules, fresh_deal()) for variant in DAILY_VARIANTS}


def played_result(app: Flask, client: FlaskClient, day: dt.date, token: str, clock: Clock) -> dict[str, Any]:
    """The player's golf-easy game of ``day`` started now, played for two minutes and submitted."""
    document = daily_game(client, day, token)
    clock.advance(minutes=2)
    state = played_on(app, document["state"], golf_policy(), token=token)
    response = submit(client, day, token, {"variant": "golf-easy", "state": state})
    assert response.status_code == 201, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def streak_of(client: FlaskClient, player: str, token: str, first: dt.date, last: dt.date) -> dict[str, Any]:
    response = client.get(f"/v1/players/{player}/daily?from={first}&to={last}", headers=bearer(token))
    answer: dict[str, Any] = conforming(response, "/v1/players/{player_id}/daily", "GET").get_json()
    return answer


def test_los_angeles_and_moscow_each_start_the_date_at_their_own_midnight_and_share_one_board(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date()
    publish(db_app, day - ONE_DAY, fresh_codes())
    publish(db_app, day, fresh_codes())
    _, moscow = new_player(db_client, "Moscow")
    _, los_angeles = new_player(db_client, "Angeleno")
    # midnight in Moscow (21:00 UTC the day before): it is the 4th in Los Angeles (13:00)
    clock.now = local(day, 0, 0, MOSCOW)
    assert clock.now == utc(day - ONE_DAY, 21)
    moscow_result = played_result(db_app, db_client, day, moscow, clock)
    earlier = played_result(db_app, db_client, day - ONE_DAY, los_angeles, clock)  # LA's own date
    # midnight in Los Angeles (08:00 UTC): the same date's deal, 11 hours after Moscow's
    clock.now = local(day, 0, 0, LOS_ANGELES)
    assert clock.now == utc(day, 8)
    los_angeles_result = played_result(db_app, db_client, day, los_angeles, clock)
    for answer in (moscow_result, earlier, los_angeles_result):  # each timed from its own start
        assert answer["entry"]["seconds"] == 120
    assert (moscow_result["date"], earlier["date"]) == (day.isoformat(), (day - ONE_DAY).isoformat())
    shared = board(db_client, day, "variant=golf-easy").get_json()["entries"]
    assert sorted(entry["player"] for entry in shared) == ["Angeleno", "Moscow"]
    assert [
        e["player"] for e in board(db_client, day - ONE_DAY, "variant=golf-easy").get_json()["entries"]
    ] == ["Angeleno"]
    # the last minute of the date in Los Angeles (07:59 UTC the day after) is still the date
    clock.now = local(day, 23, 59, LOS_ANGELES)
    _, late_angeleno = new_player(db_client, "Night owl")
    assert start_daily(db_client, day, late_angeleno).status_code == 201
    # the deals of the date name its window
    listed = db_client.get(f"/v1/daily/{day}").get_json()
    assert (listed["opens_at"], listed["closes_at"]) == (
        utc(day - ONE_DAY, 10).isoformat(), utc(day + ONE_DAY, 12).isoformat(),
    )  # fmt: skip


def test_a_date_outside_its_window_is_refused_and_its_results_close_after_it_plus_the_grace(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    day = clock.now.date() + 2 * ONE_DAY  # opens at 10:00 UTC tomorrow
    publish(db_app, day, fresh_codes())
    _, early = new_player(db_client, "Early")
    _, late = new_player(db_client, "Late")
    clock.now = utc(day - ONE_DAY, 9, 59, 59)
    before = start_daily(db_client, day, early)
    assert before.status_code == 404 and before.get_json()["type"] == "urn:solitaire:problem:not-scheduled"
    assert utc(day - ONE_DAY, 10).isoformat() in before.get_json()["detail"]  # when it opens
    clock.advance(seconds=1)  # midnight at UTC+14
    kept = daily_game(db_client, day, early)
    clock.now = utc(day + ONE_DAY, 11, 59, 59)  # 23:59:59 at UTC-12
    last_start = daily_game(db_client, day, late)
    clock.advance(seconds=1)  # the date has ended everywhere: no daily game starts
    ended = start_daily(db_client, day, late)
    assert ended.status_code == 409 and ended.get_json()["type"] == "urn:solitaire:problem:daily-not-live"
    # results of games started in the window are taken until the end plus the grace
    clock.now = utc(day + ONE_DAY, 12, 59, 59)
    finished = played_on(db_app, last_start["state"], golf_policy(), token=late)
    assert submit(db_client, day, late, {"variant": "golf-easy", "state": finished}).status_code == 201
    clock.advance(seconds=1)
    too_late = played_on(db_app, kept["state"], golf_policy(), token=early)
    closed = submit(db_client, day, early, {"variant": "golf-easy", "state": too_late})
    assert closed.status_code == 409 and closed.get_json()["type"] == "urn:solitaire:problem:daily-closed"
    assert utc(day + ONE_DAY, 13).isoformat() in closed.get_json()["detail"]


def test_the_streak_counts_the_players_dates_not_utc_days(
    db_app: Flask, db_client: FlaskClient, clock: Clock
) -> None:
    """Two dates played on one UTC day count two; two dates a UTC day apart count as in a
    row when they are the player's consecutive dates."""
    day = clock.now.date()
    days = [day + n * ONE_DAY for n in range(-1, 3)]
    for each in days:
        publish(db_app, each, fresh_codes())
    angeleno, angeleno_token = new_player(db_client, "Angeleno")
    muscovite, muscovite_token = new_player(db_client, "Muscovite")
    # Los Angeles: the 1st at 23:00 and the 2nd at 00:30 are both on the same UTC day
    clock.now = local(days[0], 23, 0, LOS_ANGELES)
    played_result(db_app, db_client, days[0], angeleno_token, clock)
    clock.now = local(days[1], 0, 30, LOS_ANGELES)
    assert clock.now.date() == local(days[0], 23, 0, LOS_ANGELES).date()
    played_result(db_app, db_client, days[1], angeleno_token, clock)
    streak = streak_of(db_client, angeleno, angeleno_token, days[0], days[-1])["streak"]
    assert (streak["current"], streak["last_day"]) == (2, days[1].isoformat())
    # the date after can be played until it ends at UTC-12, plus the grace
    assert streak["expires_at"] == utc(days[3], 13).isoformat()
    # Moscow: the 2nd at 00:30 (21:30 UTC on the 1st) and the 3rd at 23:30 (20:30 UTC on
    # the 3rd): a UTC day between them, yet the player's dates are in a row
    clock.now = local(days[1], 0, 30, MOSCOW)
    played_result(db_app, db_client, days[1], muscovite_token, clock)
    clock.now = local(days[2], 23, 30, MOSCOW)
    assert (clock.now.date() - local(days[1], 0, 30, MOSCOW).date()).days == 2
    played_result(db_app, db_client, days[2], muscovite_token, clock)
    record = streak_of(db_client, muscovite, muscovite_token, days[0], days[-1])
    assert [entry["date"] for entry in record["days"]] == [days[1].isoformat(), days[2].isoformat()]
    assert (record["streak"]["current"], record["streak"]["best"]) == (2, 2)
    assert record["today"] == clock.now.date().isoformat()  # the date at UTC
    # the Angeleno's 3rd is still open until 12:00 UTC on the 4th: the streak holds till then
    clock.now = utc(days[3], 12, 59, 59)
    assert streak_of(db_client, angeleno, angeleno_token, days[0], days[-1])["streak"]["current"] == 2
    clock.advance(seconds=1)
    assert streak_of(db_client, angeleno, angeleno_token, days[0], days[-1])["streak"]["current"] == 0


def test_the_lock_holds_for_every_open_date(db_app: Flask, db_client: FlaskClient, clock: Clock) -> None:
    """At 11:00 UTC three dates are open (yesterday until 12:00, today, tomorrow since
    10:00): each one's deal is refused by code and as a custom layout; the date after is
    secret, and the one before yesterday is closed."""
    day = clock.now.date()
    deals = {offset: fresh_deal() for offset in range(-2, 3)}
    for offset, deal in deals.items():
        publish(db_app, day + offset * ONE_DAY, {"golf-classic": format_code(GOLF_CLASSIC, deal)})
    clock.now = utc(day, 11)
    for offset in (-1, 0, 1):
        code = format_code(GOLF_CLASSIC, deals[offset])
        assert_locked(solve_request(db_client, {"code": code}), f"open date {offset}")
        layout = layout_body(GOLF_CLASSIC, deal_layout(GOLF_CLASSIC, deals[offset]))
        assert_locked(new_game_request(db_client, layout), f"open date {offset}, custom layout")
    for offset in (-2, 2):
        assert solve_request(db_client, {"code": format_code(GOLF_CLASSIC, deals[offset])}).status_code == 200
