"""The daily scheduler: deterministic candidates, only proven-winnable deals, published
days never changed; and the flask commands."""

from __future__ import annotations

import datetime as dt

import pytest
from flask import Flask

from service.cli import MAX_ATTEMPTS, candidate_code, choose_deal, rate_deal, register_cli, schedule
from service.engine import new_game, parse_code
from service.solver import Budget
from service.store import VARIANT_RULES, VARIANTS, DailyDeal, Store

from .conftest import random_day

BUDGET = Budget(ms=None, states=50_000)


def test_candidates_are_fixed_by_date_variant_and_attempt() -> None:
    """Pinned: a second scheduler, or a later release, must choose the same deals."""
    day = dt.date(2030, 1, 1)
    assert [candidate_code(day, variant, 0) for variant in VARIANTS] == [
        "GO1-E-DEZOAPW", "GO1-C-UNVAXWM", "CF1-D3-IFLJKMF", "CF1-D1-IXEHOCR",
    ]  # fmt: skip
    assert candidate_code(day, "golf-easy", 1) == "GO1-E-XAEMMGK"
    for variant in VARIANTS:
        codes = {candidate_code(day + dt.timedelta(days=n), variant, a) for n in range(5) for a in range(5)}
        assert len(codes) == 25
        assert all(parse_code(code).rules == VARIANT_RULES[variant] for code in codes)


def test_schedule_publishes_the_first_proven_winnable_candidates_and_keeps_published_days(
    store: Store,
) -> None:
    start = random_day()
    kept = DailyDeal(start, "golf-classic", "GO1-C-KEEPMEE", 4.0)
    store.publish_daily([kept])
    report = schedule(store, start, 2, BUDGET)
    assert report.kept == 1 and report.failed == []
    assert len(report.published) == 2 * len(VARIANTS) - 1
    assert store.daily_deals(start)[1] == kept
    for deal in report.published:
        assert rate_deal(new_game(deal.code), BUDGET) == deal.difficulty
        assert deal.difficulty >= 1
        earlier = [candidate_code(deal.day, deal.variant, a) for a in range(MAX_ATTEMPTS)]  # type: ignore[arg-type]
        losers = earlier[: earlier.index(deal.code)]
        assert all(rate_deal(new_game(code), BUDGET) is None for code in losers)
    again = schedule(store, start, 2, BUDGET)
    assert (again.published, again.kept) == ([], 2 * len(VARIANTS))
    assert store.daily_deals(start + dt.timedelta(days=1)) == [d for d in report.published if d.day != start]


def test_choose_deal_is_the_same_on_every_run() -> None:
    day = dt.date(2031, 5, 17)
    assert choose_deal(day, "golf-classic", BUDGET) == choose_deal(day, "golf-classic", BUDGET)


@pytest.fixture
def cli_app(database_url: str) -> Flask:
    app = Flask("cli-test")
    app.config["DATABASE_URL"] = database_url
    register_cli(app)
    return app


def test_the_migrate_command_reports_an_up_to_date_database(cli_app: Flask) -> None:
    result = cli_app.test_cli_runner().invoke(args=["migrate"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == "database is up to date"


def test_the_daily_schedule_command_publishes_and_then_keeps(cli_app: Flask, store: Store) -> None:
    start = random_day()
    arguments = ["daily", "schedule", "--start", start.isoformat(), "--days", "1", "--budget-states", "50000"]
    first = cli_app.test_cli_runner().invoke(args=[*arguments, "--jobs", "2"])
    assert first.exit_code == 0, first.output
    assert "published 4 deals, kept 0 already published" in first.output
    second = cli_app.test_cli_runner().invoke(args=arguments)
    assert "published 0 deals, kept 4 already published" in second.output
    # solved in two processes, chosen exactly as in this one
    assert store.daily_deals(start) == [choose_deal(start, variant, BUDGET) for variant in VARIANTS]


def test_the_daily_schedule_command_checks_its_arguments(cli_app: Flask) -> None:
    result = cli_app.test_cli_runner().invoke(
        args=["daily", "schedule", "--start", "2030-13-01", "--days", "1"]
    )
    assert result.exit_code == 2 and "--start" in result.output
