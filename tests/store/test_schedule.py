"""The daily scheduler: secret random candidates from the long codes, only proven-winnable
deals, published days never changed; and the flask commands."""

from __future__ import annotations

import datetime as dt
import itertools
import secrets
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import Result
from flask import Flask

from harness.store_data import random_day
from service import create_app
from service.cli import _database_url
from service.daily.challenge import commitment, publishing_order
from service.daily.scheduler import Choice, candidate_code, choose_deal, schedule, search_budget, weekday_band
from service.dev.postgres import DevDatabase
from service.engine import DAILY_VARIANTS, Variant, new_game, parse_code, read_move
from service.engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from service.solver import Budget, rate
from service.store import DailyDeal, Store, migrate

BUDGET = Budget(ms=None, states=50_000)
ONE_DAY = dt.timedelta(days=1)
SECRET = "test-secret-key"
SCHEDULED_DAYS = 30


def is_long_and_secret(deal: DailyDeal) -> bool:
    """A deal beyond the 7-letter codes, of its variant (14 letters: numbers from 26^7)."""
    code = parse_code(deal.code)
    return SHORT_DEAL_COUNT <= code.deal < DEAL_COUNT and len(deal.code.rsplit("-", 1)[1]) == 14


def test_candidates_are_secret_random_deals_beyond_the_short_codes() -> None:
    for variant in DAILY_VARIANTS:
        codes = [candidate_code(variant) for _ in range(2_000)]
        assert len(set(codes)) == len(codes)
        assert all(is_long_and_secret(DailyDeal(dt.date.today(), variant, code, 1.0)) for code in codes)
        assert all(parse_code(code).rules == variant.rules for code in codes)
    # drawn from the whole range: about a quarter of 4 x 2,000 numbers in each quarter of it
    quarters = [(parse_code(candidate_code(Variant.GOLF_EASY)).deal * 4) >> 64 for _ in range(8_000)]
    assert all(1_700 < quarters.count(quarter) < 2_300 for quarter in range(4))


def test_schedule_publishes_proven_winnable_deals_and_keeps_published_days(store: Store) -> None:
    start = random_day()
    kept = DailyDeal(start, "golf-classic", "GO1-C-KEEPMEE", 4.0)
    store.deals.publish([kept])
    report = schedule(store, start, 2, BUDGET)
    assert report.kept == 1 and report.failed == [] and report.solved == 1
    assert len(report.published) == 2 * len(DAILY_VARIANTS) - 1
    stored_kept = store.deals.of_day(start)[1]
    assert (stored_kept.code, stored_kept.difficulty) == (kept.code, kept.difficulty)
    for deal in [stored_kept, *report.published]:  # the line the reveal shows wins the deal
        game = new_game(deal.code)
        assert deal.solution is not None
        for step in deal.solution:
            assert game.play(read_move(type(game), step)).accepted
        card = game.scorecard()
        if card is not None:  # the daily round's: it plays the round to the solver's par
            assert game.status in ("won", "finished") and (card["hole"], card["total"]) == (9, deal.best)
        else:
            assert game.status == "won" and deal.best == (0 if game.game == "golf" else None)
    for deal in report.published:
        assert rate(new_game(deal.code), search_budget(deal.code, BUDGET)) == deal.difficulty
        assert deal.difficulty >= 1 and is_long_and_secret(deal)
    again = schedule(store, start, 2, BUDGET)
    assert (again.published, again.kept) == ([], 2 * len(DAILY_VARIANTS))
    assert store.deals.of_day(start + dt.timedelta(days=1)) == [d for d in report.published if d.day != start]


def test_the_schedule_publishes_the_live_day_first_then_the_days_to_come_then_the_ended(store: Store) -> None:
    """Run on a fresh database, today's deals are stored before any other date's deal is
    solved: players have the day while the rest of the schedule is still being solved."""
    yesterday = random_day()
    today, tomorrow = yesterday + ONE_DAY, yesterday + 2 * ONE_DAY
    arrivals: list[tuple[dt.date, bool]] = []

    def seen(choices: Iterator[Choice], _total: int) -> Iterator[Choice]:
        for choice in choices:  # the days published by the time each choice arrives
            arrivals.append((choice[0][0], len(store.deals.of_day(today)) == len(DAILY_VARIANTS)))
            yield choice

    at = dt.datetime.combine(today, dt.time(12), dt.UTC)
    report = schedule(store, yesterday, 3, BUDGET, jobs=2, progress=seen, now=at)
    assert report.failed == [] and len(report.published) == 3 * len(DAILY_VARIANTS)
    days_in_order = [day for day, _ in itertools.groupby(day for day, _ in arrivals)]
    assert days_in_order == [today, tomorrow, yesterday]
    assert [published for day, published in arrivals if day == today] == [False] * len(DAILY_VARIANTS)
    assert all(published for day, published in arrivals if day != today)
    assert [deal.day for deal in report.published[: len(DAILY_VARIANTS)]] == [today] * len(DAILY_VARIANTS)


def test_the_publishing_order_puts_the_open_dates_first_and_the_soonest_to_open_next() -> None:
    """At 23:30 UTC on the 5th the 5th and the 6th are open (the 6th since 10:00 UTC)."""
    at = dt.datetime(2031, 1, 5, 23, 30, tzinfo=dt.UTC)
    days = [dt.date(2031, 1, day) for day in (2, 3, 4, 5, 6, 7, 8)]
    ordered = sorted(days, key=lambda day: publishing_order(day, at))
    assert ordered == [dt.date(2031, 1, day) for day in (5, 6, 7, 8, 4, 3, 2)]


def test_two_schedulers_on_two_empty_databases_pick_other_deals_outside_the_short_codes(
    empty_database: Callable[[], str],
) -> None:
    """Over a month of days: what one scheduler picks tells nothing of what another picks
    (nor does the source), and every pick lies beyond the 7-letter space."""
    start = random_day()
    runs: list[list[DailyDeal]] = []
    for url in (empty_database(), empty_database()):
        migrate(url)
        store = Store(url, max_size=1)
        try:
            report = schedule(store, start, SCHEDULED_DAYS, BUDGET, jobs=2)
            assert report.failed == [] and len(report.published) == SCHEDULED_DAYS * len(DAILY_VARIANTS)
            runs.append(store.deals.scheduled(start, start + dt.timedelta(days=SCHEDULED_DAYS - 1)))
        finally:
            store.close()
    first, second = runs
    assert len(first) == len(second) == SCHEDULED_DAYS * len(DAILY_VARIANTS)
    assert all(is_long_and_secret(deal) for deal in first + second)
    assert not {deal.code for deal in first} & {deal.code for deal in second}


@pytest.fixture
def cli_app(database_url: str) -> Iterator[Flask]:
    app = create_app(
        {"TESTING": True, "ACCESS_LOG": False, "DATABASE_URL": database_url, "STATE_KEYS": [SECRET]}
    )
    yield app
    app.extensions["store"].close()


def test_the_commands_use_database_url_as_it_is() -> None:
    app = create_app(
        {"TESTING": True, "DATABASE_URL": "postgresql://db.example/prod", "STATE_KEYS": [SECRET]}
    )
    with app.app_context():
        assert _database_url() == "postgresql://db.example/prod"


def test_in_production_the_commands_refuse_to_run_without_database_url(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An image runs the commands with SERVICE_ENV=production: without DATABASE_URL they stop
    with a message and make no database of their own."""
    local = tmp_path / "pgdata"
    monkeypatch.setenv("LOCAL_DATABASE_DIR", str(local))
    app = create_app(environ={"SERVICE_ENV": "production", "SECRET_KEY": secrets.token_hex(32)})
    for args in (["migrate"], ["daily", "list"], ["daily", "review", "list", "2031-01-05"]):
        refused = app.test_cli_runner().invoke(args=args)
        assert refused.exit_code == 1, (args, refused.output)
        assert "DATABASE_URL is not set: in production" in refused.output
    assert not local.exists()


def test_in_development_the_commands_start_the_projects_own_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = tmp_path / "pgdata"
    monkeypatch.setenv("LOCAL_DATABASE_DIR", str(local))
    app = create_app(environ={"SECRET_KEY": secrets.token_hex(32)})
    try:
        migrated = app.test_cli_runner().invoke(args=["migrate"])
        assert migrated.exit_code == 0, migrated.output
        assert migrated.output.startswith("applied 0001_")
        assert DevDatabase(local).running_port() is not None
    finally:
        DevDatabase(local).remove()


def test_the_migrate_command_reports_an_up_to_date_database(cli_app: Flask) -> None:
    result = cli_app.test_cli_runner().invoke(args=["migrate"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == "database is up to date"


def test_the_daily_schedule_command_publishes_and_then_keeps(cli_app: Flask, store: Store) -> None:
    start = random_day()
    arguments = ["daily", "schedule", "--start", start.isoformat(), "--days", "1", "--budget-states", "50000"]
    first = cli_app.test_cli_runner().invoke(args=[*arguments, "--jobs", "2"])
    assert first.exit_code == 0, first.output
    assert f"published {len(DAILY_VARIANTS)} deals, kept 0 already published" in first.output
    second = cli_app.test_cli_runner().invoke(args=arguments)
    assert f"published 0 deals, kept {len(DAILY_VARIANTS)} already published" in second.output
    # solved in two processes: each deal proven winnable, with its rating, and secret
    for deal in store.deals.of_day(start):
        rating = rate(new_game(deal.code), search_budget(deal.code, BUDGET))
        assert rating == deal.difficulty and is_long_and_secret(deal)


def test_the_daily_schedule_command_checks_its_arguments(cli_app: Flask) -> None:
    result = cli_app.test_cli_runner().invoke(
        args=["daily", "schedule", "--start", "2030-13-01", "--days", "1"]
    )
    assert result.exit_code == 2 and "--start" in result.output


def invoke(app: Flask, *args: str) -> Result:
    return app.test_cli_runner().invoke(args=list(args))


def test_daily_set_publishes_a_proven_winnable_code_of_the_variant(cli_app: Flask, store: Store) -> None:
    day = random_day()
    done = invoke(cli_app, "daily", "set", day.isoformat(), "golf-easy", "go1-n-aaaaaab")
    assert done.exit_code == 0, done.output
    assert "published GO1-E-AAAAAAB as the golf-easy deal of" in done.output
    assert "note: GO1-E-AAAAAAB is a 7-letter code" in done.output  # the operator is told
    [deal] = store.deals.scheduled(day, day)
    assert (deal.variant, deal.code) == ("golf-easy", "GO1-E-AAAAAAB")
    assert deal.difficulty == rate(new_game("GO1-E-AAAAAAB"), Budget(ms=None, states=1_000_000))
    # the scheduler fills only the variants still unpublished
    report = schedule(store, day, 1, BUDGET)
    assert (report.kept, len(report.published)) == (1, len(DAILY_VARIANTS) - 1)
    assert store.deals.of_day(day)[0] == deal


@pytest.mark.parametrize(
    ("variant", "code", "why"),
    [
        ("golf-classic", "GO1-E-AAAAAAB", "is not a golf-classic code: golf-easy"),
        ("golf-classic", "GO1-CKST-AAAAAAB", "rule options outside the four variants"),
        ("canfield-draw1", "CF1-D3-AAAAACL", "is not a canfield-draw1 code"),
        ("golf-easy", "GO1-E-AAAAAA", "is not a game code"),
        ("golf-classic", "GO1-C-AAAAAAF", "did not prove GO1-C-AAAAAAF winnable"),  # unwinnable
    ],
)
def test_daily_set_refuses_and_changes_nothing(
    cli_app: Flask, store: Store, variant: str, code: str, why: str
) -> None:
    day = random_day()
    refused = invoke(cli_app, "daily", "set", day.isoformat(), variant, code)
    assert refused.exit_code != 0 and why in refused.output, refused.output
    assert store.deals.scheduled(day, day) == []


def test_daily_set_never_changes_a_published_day_nor_sets_one_that_ended(
    cli_app: Flask, store: Store
) -> None:
    day = random_day()
    kept = DailyDeal(day, "golf-easy", "GO1-E-KEEPMEE", 3.0)
    store.deals.publish([kept])
    again = invoke(cli_app, "daily", "set", day.isoformat(), "golf-easy", "GO1-E-AAAAAAB")
    assert again.exit_code != 0 and "already published (GO1-E-KEEPMEE)" in again.output
    assert [replace(deal, salt=None) for deal in store.deals.scheduled(day, day)] == [kept]
    ended = invoke(cli_app, "daily", "set", "2001-01-01", "golf-easy", "GO1-E-AAAAAAB")
    assert ended.exit_code != 0 and "2001-01-01 opened at 2000-12-31T10:00:00+00:00" in ended.output
    assert store.deals.scheduled(dt.date(2001, 1, 1), dt.date(2001, 1, 1)) == []
    unproven = invoke(
        cli_app, "daily", "set", day.isoformat(), "golf-classic", "GO1-C-AAAAAAB", "--budget-states", "1"
    )
    assert unproven.exit_code != 0 and "within 1 states" in unproven.output
    assert [replace(deal, salt=None) for deal in store.deals.scheduled(day, day)] == [kept]


def test_daily_list_shows_operators_the_days_players_cannot_see_yet(database_url: str, store: Store) -> None:
    day = random_day()
    store.deals.publish(
        [
            DailyDeal(day, "golf-easy", "GO1-E-AAAAAAB", 2.5),
            DailyDeal(day + ONE_DAY, "golf-classic", "GO1-C-AAAAAAB", 4.0),
        ]
    )
    clock = lambda: dt.datetime.combine(day, dt.time(0, 30), dt.UTC)  # noqa: E731
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "STATE_KEYS": [SECRET], "CLOCK": clock})
    try:
        listed = invoke(app, "daily", "list", "--days", "3")
    finally:
        app.extensions["store"].close()
    assert listed.exit_code == 0, listed.output
    lines = listed.output.splitlines()
    assert len(lines) == 3 * len(DAILY_VARIANTS)
    assert f"{day - ONE_DAY}  golf-easy       -  not published  open (until {day} 12:00 UTC)" in lines
    assert (
        f"{day}  golf-easy       GO1-E-AAAAAAB  difficulty  2.5  open (until {day + ONE_DAY} 12:00 UTC)"
        in lines
    )
    assert f"{day + ONE_DAY}  golf-classic    GO1-C-AAAAAAB  difficulty  4.0  to come (secret)" in lines


def test_the_weekday_bands_rise_from_monday_to_sunday_and_cover_every_rating() -> None:
    monday = dt.date(2031, 1, 6)
    for variant in DAILY_VARIANTS:
        bands = [weekday_band(monday + n * ONE_DAY, variant) for n in range(7)]
        assert bands[0].low == 0 and bands[-1].high == float("inf")
        assert all(before.high == after.low for before, after in itertools.pairwise(bands))
        assert all(band.low < band.high for band in bands)
        assert weekday_band(monday + 7 * ONE_DAY, variant) == bands[0]
        edge = bands[3].low
        assert bands[3](edge) and not bands[2](edge) and bands[2](edge - 0.1)


def test_a_banded_choice_is_the_first_proven_candidate_rated_in_the_band(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monday, sunday = dt.date(2031, 1, 6), dt.date(2031, 1, 12)
    drawn: list[str] = []

    def draw(variant: Variant) -> str:
        drawn.append(candidate_code(variant))
        return drawn[-1]

    monkeypatch.setattr("service.daily.scheduler.candidate_code", draw)
    for day in (monday, sunday):
        band = weekday_band(day, Variant.GOLF_EASY)
        drawn.clear()
        deal = choose_deal(day, Variant.GOLF_EASY, BUDGET, band)
        assert deal is not None and band(deal.difficulty) and is_long_and_secret(deal)
        assert drawn[-1] == deal.code
        for earlier in drawn[:-1]:
            rating = rate(new_game(earlier), BUDGET)
            assert rating is None or not band(rating)


def test_the_schedule_command_bands_difficulty_by_weekday(cli_app: Flask, store: Store) -> None:
    monday = dt.date(2031, 1, 6) + 7 * ONE_DAY * secrets.randbelow(50_000)  # a Monday of its own
    arguments = ["daily", "schedule", "--start", monday.isoformat(), "--days", "1"]
    arguments += ["--budget-states", "50000"]
    done = cli_app.test_cli_runner().invoke(args=[*arguments, "--difficulty-by-weekday"])
    assert done.exit_code == 0, done.output
    deals = store.deals.of_day(monday)
    assert [deal.variant for deal in deals] == list(DAILY_VARIANTS)
    assert all(weekday_band(monday, Variant(deal.variant))(deal.difficulty) for deal in deals)
    assert all(is_long_and_secret(deal) and deal.solution for deal in deals)


def test_the_schedule_command_publishes_a_date_before_it_opens_and_reports_a_late_one(
    database_url: str, store: Store
) -> None:
    """A date opens at its midnight at UTC+14, 14 hours before midnight UTC: run at 09:59 UTC
    the day before, the scheduler publishes the date's deals, committed to, before anyone
    can see them; a date already open is published too, and reported late."""
    day = random_day()
    store.deals.publish([DailyDeal(day - ONE_DAY, "golf-easy", "GO1-E-AAAAAAB", 2.0)])  # in time
    moments = [dt.datetime.combine(day - ONE_DAY, dt.time(9, 59), dt.UTC)]
    app = create_app(
        {"TESTING": True, "DATABASE_URL": database_url, "STATE_KEYS": [SECRET], "CLOCK": lambda: moments[-1]}
    )
    try:
        arguments = ["daily", "schedule", "--start", (day - ONE_DAY).isoformat(), "--days", "2"]
        done = invoke(app, *arguments, "--budget-states", "50000")
        assert done.exit_code == 0, done.output
        late = [line for line in done.output.splitlines() if line.startswith("late: ")]
        assert len(late) == len(DAILY_VARIANTS) - 1  # the rest of the date already open
        assert all(line.startswith(f"late: {day - ONE_DAY} ") for line in late)
        assert f"after its date opened at {day - 2 * ONE_DAY}T10:00:00+00:00" in late[0]
        published = store.deals.of_day(day)
        assert [deal.variant for deal in published] == list(DAILY_VARIANTS)
        client = app.test_client()
        assert client.get(f"/v1/daily/{day}").status_code == 404  # secret until it opens
        moments.append(moments[-1] + dt.timedelta(minutes=1))  # 10:00 UTC: midnight at UTC+14
        listed = client.get(f"/v1/daily/{day}").get_json()
        assert listed["opens_at"] == f"{day - ONE_DAY}T10:00:00+00:00"
        assert [deal["commitment"] for deal in listed["deals"]] == [
            commitment(day, deal.variant, deal.code, deal.salt or "") for deal in published
        ]
    finally:
        app.extensions["store"].close()
