"""Weekly leagues through the API, over the test database: a player joins with the week's
first daily result, ``GET /v1/leagues/current`` and ``GET /v1/leagues/{league}`` (ETag, 304)
show the standings with their lines, the tests' clock moves past the week's last close and
``flask daily leagues`` settles it once, the next week starts at the new tiers."""

from __future__ import annotations

import datetime as dt
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from service.daily import challenge, league_rules

from .daily_play import finished_daily, submit
from .helpers import Clock, bearer, conforming, establish, new_player, publish

CURRENT = "/v1/leagues/current"
LEAGUE = "/v1/leagues/{league}"


def current(client: FlaskClient, token: str, date: dt.date | None = None) -> dict[str, Any]:
    query = "" if date is None else f"?date={date}"
    response = conforming(client.get(f"{CURRENT}{query}", headers=bearer(token)), CURRENT, "GET")
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def played(app: Flask, client: FlaskClient, day: dt.date, token: str, undos: int) -> None:
    """A golf-easy daily result of ``day``: the same play, ``undos`` draw-and-undo pairs more
    (an undo ranks a result below one without)."""
    state = finished_daily(app, client, day, token, detours=undos)
    assert submit(client, day, token, {"variant": "golf-easy", "state": state}).status_code == 201


def test_a_week_of_the_api_joins_shows_and_settles_a_league_once(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    week = league_rules.week_of(day)
    players = [new_player(db_client, f"Leaguer {n}") for n in range(3)]
    establish(db_app, day, *(player for player, _ in players))
    for undos, (_, token) in enumerate(players):
        played(db_app, db_client, day, token, undos)
    _, idle_token = new_player(db_client, "Idle")

    mine = current(db_client, players[0][1])
    assert (mine["week"], mine["ends"]) == (week.isoformat(), (week + dt.timedelta(days=6)).isoformat())
    assert (mine["status"], mine["tier"], mine["row"]) == ("placed", 1, 0)
    league = mine["league"]
    assert [row["player"] for row in league["standings"]] == ["Leaguer 0", "Leaguer 1", "Leaguer 2"]
    assert [row["points"] for row in league["standings"]] == [50, 15, 10]  # first, top half, the rest (of 3)
    assert [row["movement"] for row in league["standings"]] == ["up"] * 3  # tier 1: none goes down
    assert (league["promotion_line"], league["demotion_line"], league["settled"]) == (3, None, False)
    assert current(db_client, players[2][1])["row"] == 2
    idle = current(db_client, idle_token)
    assert (idle["status"], idle["tier"], idle["league"], idle["row"]) == ("not_joined", 1, None, None)
    assert (mine["established"], idle["established"]) == (True, False)

    path = LEAGUE.format(league=league["id"])
    public = conforming(db_client.get(path), LEAGUE, "GET")
    assert public.status_code == 200 and public.get_json() == league
    unchanged = db_client.get(path, headers={"If-None-Match": public.headers["ETag"]})
    assert unchanged.status_code == 304
    missing = conforming(db_client.get(LEAGUE.format(league=9_000_000_000_000)), LEAGUE, "GET")
    assert missing.status_code == 404 and missing.get_json()["type"].endswith("no-such-league")

    runner = db_app.test_cli_runner()
    sunday = week + dt.timedelta(days=6)
    ours = f"week of {week}"  # the tests share the database: other tests' weeks settle too
    clock.now = challenge.results_close_at(sunday) - dt.timedelta(minutes=1)
    assert ours not in runner.invoke(args=["daily", "leagues"]).output  # Sunday's results still open
    clock.now = challenge.results_close_at(sunday) + dt.timedelta(minutes=1)
    settled_run = runner.invoke(args=["daily", "leagues"])
    assert settled_run.exit_code == 0 and f"{ours}: 3 players settled" in settled_run.output
    assert ours not in runner.invoke(args=["daily", "leagues"]).output  # settled once

    stale = {"If-None-Match": public.headers["ETag"]}
    settled = conforming(db_client.get(path, headers=stale), LEAGUE, "GET")
    assert settled.status_code == 200 and settled.get_json()["settled"] is True
    assert [row["place"] for row in settled.get_json()["standings"]] == [1, 2, 3]

    following = week + dt.timedelta(days=7)
    publish(db_app, following, {"golf-easy": "GO1-E-AAAAAAB"})
    clock.now = dt.datetime.combine(following, dt.time(12), dt.UTC)
    nextweek = current(db_client, players[1][1])
    assert (nextweek["status"], nextweek["tier"], nextweek["established"]) == ("not_joined", 2, True)
    assert nextweek["week"] == following.isoformat()
    assert current(db_client, idle_token)["tier"] == 1
    played(db_app, db_client, following, players[1][1], 0)
    seated = current(db_client, players[1][1])
    assert (seated["status"], seated["tier"], seated["league"]["tier"]) == ("placed", 2, 2)
    assert seated["league"]["id"] != league["id"]
    assert current(db_client, players[1][1], week)["league"]["settled"] is True  # last week, by its date


def test_the_current_league_asks_for_a_token_and_a_calendar_date(db_client: FlaskClient) -> None:
    assert conforming(db_client.get(CURRENT), CURRENT, "GET").status_code == 401
    _, token = new_player(db_client)
    wrong = conforming(db_client.get(f"{CURRENT}?date=2031-02-30", headers=bearer(token)), CURRENT, "GET")
    assert wrong.status_code == 400 and wrong.get_json()["type"].endswith("invalid-parameter")


def test_the_export_holds_the_players_weeks(db_app: Flask, db_client: FlaskClient, day: dt.date) -> None:
    player, token = new_player(db_client)
    establish(db_app, day, player)
    played(db_app, db_client, day, token, 0)
    exported = db_client.get(f"/v1/players/{player}/export", headers=bearer(token))
    assert exported.status_code == 200
    [week] = exported.get_json()["leagues"]
    assert week["week"] == league_rules.week_of(day).isoformat()
    assert (week["tier"], week["points"]) == (1, None)  # not settled yet
    assert exported.get_json()["league_tier"] == []


def test_a_league_id_beyond_any_is_no_league(db_client: FlaskClient) -> None:
    beyond = conforming(db_client.get(LEAGUE.format(league=2**63)), LEAGUE, "GET")
    assert beyond.status_code == 404 and beyond.get_json()["type"].endswith("no-such-league")


def test_a_player_of_last_week_waits_on_monday_until_it_is_settled(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """Monday's deal opens before Sunday's results close: a player of last week who plays it
    then waits for last week's settlement, which seats them at the tier it gives them."""
    monday = league_rules.week_of(day) + dt.timedelta(days=7)
    player, token = new_player(db_client, "Early riser")
    establish(db_app, day, player)
    played(db_app, db_client, day, token, 0)
    publish(db_app, monday, {"golf-easy": "GO1-E-AAAAAAB"})
    clock.now = dt.datetime.combine(monday, dt.time(12), dt.UTC)  # Sunday's results close at 13:00
    played(db_app, db_client, monday, token, 0)
    waiting = current(db_client, token, monday)
    assert (waiting["status"], waiting["tier"]) == ("waiting", 1)
    assert waiting["league"] is None and waiting["row"] is None

    clock.now = challenge.results_close_at(monday - dt.timedelta(days=1)) + dt.timedelta(minutes=1)
    assert db_app.test_cli_runner().invoke(args=["daily", "leagues"]).exit_code == 0
    seated = current(db_client, token, monday)
    assert (seated["status"], seated["tier"], seated["row"]) == ("placed", 2, 0)  # first of last week: up


def test_a_new_players_first_day_is_on_the_board_and_their_next_seats_them(
    db_app: Flask, db_client: FlaskClient, day: dt.date, clock: Clock
) -> None:
    """Issue 39: a league seats an established player only (a cleared result of an earlier
    date, as a group asks).  A player made today is not established: today's cleared result
    seats nobody and says so (``established: false``); tomorrow they are, and tomorrow's
    result seats them, with today's points counted too."""
    week = league_rules.week_of(day)
    monday, tuesday = week, week + dt.timedelta(days=1)
    publish(db_app, monday, {"golf-easy": "GO1-E-AAAAAAB"})
    publish(db_app, tuesday, {"golf-easy": "GO1-E-AAAAAAB"})
    _, token = new_player(db_client, "Newcomer")
    clock.now = dt.datetime.combine(monday, dt.time(12), dt.UTC)
    before = current(db_client, token, monday)
    assert (before["status"], before["established"]) == ("not_joined", False)
    played(db_app, db_client, monday, token, 0)
    first_day = current(db_client, token, monday)
    assert (first_day["status"], first_day["established"], first_day["league"]) == ("not_joined", False, None)
    assert current(db_client, token, tuesday)["established"] is True  # Monday's result counts from Tuesday

    clock.now = dt.datetime.combine(tuesday, dt.time(12), dt.UTC)
    played(db_app, db_client, tuesday, token, 0)
    seated = current(db_client, token, tuesday)
    assert (seated["status"], seated["established"]) == ("placed", True)
    assert current(db_client, token, monday)["status"] == "placed"  # the week's seat, whatever its date
    [mine] = [row for row in seated["league"]["standings"] if row["player"] == "Newcomer"]
    assert mine["points"] == 2 * league_rules.FIRST_PLACE_POINTS  # alone on both boards: Monday's counts too
