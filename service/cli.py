"""Flask commands: ``migrate``, ``daily schedule``, ``daily list``, ``daily set``, ``daily
review``, ``daily refusals``, ``daily settle``, ``daily leagues``, ``duels review`` and
``keys purge``; the daily scheduler's core is ``service.daily.scheduler``.

``service.create_app`` calls ``register_cli(app)``.  The commands use the app's ``DATABASE_URL``;
without one, development's own PostgreSQL (``service.dev.postgres``, started if need be), while
production refuses to run (a container never makes a database of its own).
"""

from __future__ import annotations

import datetime as dt
import os
import uuid
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING

import click
from flask import Flask, current_app
from flask.cli import with_appcontext
from rich.console import Console
from rich.progress import track

from .clock import now as clock_now
from .daily import challenge
from .daily.league_rules import settle_closed_weeks
from .daily.operator import NoResult, decide_duel_review, decide_review, settle_closed
from .daily.pace import Review
from .daily.play_review import PlayReviewRules, describe, read_actions, review_next
from .daily.scheduler import (
    DEFAULT_BUDGET_STATES,
    Choice,
    NotPublished,
    checked_code,
    guessable,
    publish_chosen,
    schedule,
)
from .engine import DAILY_VARIANTS, Variant
from .solver import Budget
from .store import Store, migrate

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from .store.database import PoolOptions


def _database_url() -> str:
    """The database the commands use: ``DATABASE_URL``, else (development only) the
    project's own PostgreSQL, started if need be."""
    configured: str | None = current_app.config["DATABASE_URL"]
    if configured:
        return configured
    if current_app.config["PRODUCTION"]:
        raise click.ClickException(
            "DATABASE_URL is not set: in production (SERVICE_ENV=production) the commands use "
            "only the database it names, and never start a local one"
        )
    from .dev.postgres import local_database_url  # development tooling: imported only here

    return local_database_url(os.environ)


def _command_store(**options: Unpack[PoolOptions]) -> Store:
    """A store of one connection for a command, preparing statements as the service does
    (``DATABASE_PREPARE``: off behind a pooler that does not keep them)."""
    options.setdefault("max_size", 1)
    options.setdefault("prepare", current_app.config["DATABASE_PREPARE"])
    return Store(_database_url(), **options)


def _progress_bar(choices: Iterator[Choice], total: int) -> Iterable[Choice]:
    console = Console(stderr=True)
    return track(choices, total=total, description="Solving candidate deals", console=console)


def _grace() -> dt.timedelta:
    return dt.timedelta(minutes=current_app.config["DAILY_GRACE_MINUTES"])


@click.command("migrate")
@with_appcontext
def migrate_command() -> None:
    """Apply the pending database migrations and create the history partitions ahead."""
    applied = migrate(_database_url())
    click.echo(f"applied {', '.join(applied)}" if applied else "database is up to date")


def daily_variant_argument() -> Callable[[Callable[..., None]], Callable[..., None]]:
    """A VARIANT argument: a daily variant's name, given to the command as its ``Variant``
    (click's own enum choices go by the members' Python names)."""
    return click.argument(
        "variant",
        type=click.Choice([variant.value for variant in DAILY_VARIANTS]),
        callback=lambda _context, _parameter, name: Variant(name),
    )


def budget_states_option(meaning: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    return click.option(
        "--budget-states",
        type=click.IntRange(1),
        default=DEFAULT_BUDGET_STATES,
        show_default=True,
        help=meaning,
    )


@click.group("daily")
def daily_group() -> None:
    """The daily challenge."""


@daily_group.command("schedule")
@click.option("--start", type=click.DateTime(["%Y-%m-%d"]), required=True, help="first date, YYYY-MM-DD")
@click.option("--days", type=click.IntRange(1, 3660), required=True, help="how many dates from --start")
@budget_states_option(
    "solver states per candidate deal, a round's hole at least 1,000,000 (a state budget makes the verdict "
    "independent of the machine)"
)
@click.option(
    "--jobs",
    type=click.IntRange(1),
    default=os.cpu_count() or 1,
    show_default="the CPU count",
    help="solver processes",
)
@click.option(
    "--difficulty-by-weekday",
    is_flag=True,
    help="deals rated easiest on Mondays rising to hardest on Sundays (bands in deploy/README.md)",
)
@with_appcontext
def schedule_command(
    start: dt.datetime, days: int, budget_states: int, jobs: int, difficulty_by_weekday: bool
) -> None:
    """Publish a proven-winnable deal per date and variant; published days never change.  A
    date opens at its midnight at UTC+14 (14 hours before midnight UTC): a deal published
    after that is reported late."""
    store = _command_store()
    try:
        budget = Budget(ms=None, states=budget_states)
        report = schedule(
            store,
            start.date(),
            days,
            budget,
            jobs=jobs,
            progress=_progress_bar,
            by_weekday=difficulty_by_weekday,
            now=clock_now(),
        )
    finally:
        store.close()
    click.echo(f"published {len(report.published)} deals, kept {report.kept} already published")
    if report.solved:
        click.echo(f"stored the solver's line of {report.solved} deals published without one")
    for deal in report.late:
        click.echo(
            f"late: {deal.day} {deal.variant} was published after its date opened at "
            f"{challenge.opens_at(deal.day).isoformat()} (its midnight at UTC+14): schedule further ahead",
            err=True,
        )
    for day, variant in report.failed:
        click.echo(f"no winnable {variant} deal found for {day} within the budget", err=True)
    if report.failed:
        raise SystemExit(1)


@daily_group.command("list")
@click.option(
    "--start",
    type=click.DateTime(["%Y-%m-%d"]),
    default=None,
    help="first date, YYYY-MM-DD  [default: yesterday, UTC]",
)
@click.option("--days", type=click.IntRange(1, 3660), default=10, show_default=True, help="how many dates")
@with_appcontext
def list_command(start: dt.datetime | None, days: int) -> None:
    """Show the published deals: what players see, and the secret days to come."""
    now = clock_now()
    first = start.date() if start else challenge.utc_date(now) - dt.timedelta(days=1)
    last = first + dt.timedelta(days=days - 1)
    store = _command_store()
    try:
        deals = store.deals.scheduled(first, last)
    finally:
        store.close()
    published = {(deal.day, deal.variant): deal for deal in deals}
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        status = challenge.day_status(day, now, _grace())
        for variant in DAILY_VARIANTS:
            deal = published.get((day, variant))
            shown = f"{deal.code}  difficulty {deal.difficulty:4.1f}" if deal else "-  not published"
            click.echo(f"{day}  {variant:<14}  {shown}  {status}")


@daily_group.command("set")
@click.argument("date", type=click.DateTime(["%Y-%m-%d"]))
@daily_variant_argument()
@click.argument("code")
@budget_states_option("solver states to prove the deal winnable in")
@with_appcontext
def set_command(date: dt.datetime, variant: Variant, code: str, budget_states: int) -> None:
    """Publish CODE as the VARIANT deal of DATE (a holiday deal, a replayed classic): only
    for a day and variant not yet published, a code of that variant, and a deal the solver
    proves winnable (a round: every hole's fewest strokes proven).  Otherwise nothing
    changes and the command exits non-zero."""
    day = date.date()
    try:
        parsed = checked_code(day, variant, code, clock_now())
        store = _command_store()
        try:
            stored = publish_chosen(store, day, variant, parsed, Budget(ms=None, states=budget_states))
        finally:
            store.close()
    except NotPublished as refused:
        raise click.ClickException(str(refused)) from None
    click.echo(f"published {stored.code} as the {variant} deal of {day} (difficulty {stored.difficulty:.1f})")
    if guessable(parsed):
        click.echo(
            f"note: {stored.code} is a 7-letter code: dealing every such code and matching the cards a "
            "player sees finds it in hours; the scheduler's deals have 14 letters",
            err=True,
        )


@daily_group.group("review")
def review_group() -> None:
    """Results held for their evidence (pace, line, play): list them with it, clear or
    reject them; read the results waiting for the play review."""


@review_group.command("list")
@click.argument("date", type=click.DateTime(["%Y-%m-%d"]))
@with_appcontext
def review_list_command(date: dt.datetime) -> None:
    """Show DATE's results that are held (off the board, awaiting a decision), rejected, or
    pending (waiting for the play review), with the play review's reading."""
    store = _command_store()
    try:
        results = store.boards.under_review(date.date())
    finally:
        store.close()
    if not results:
        click.echo(f"no result of {date.date()} is held, rejected or pending")
    for result in results:
        outcome = "won" if result.won else "lost"
        seconds = "?" if result.seconds is None else f"{result.seconds} s"
        why = _why_not_clear(result.review, result.reason)
        click.echo(
            f"{result.day}  {result.variant:<14}  {result.player_id}  {result.player!r}  {result.review:<8}  "
            f"{outcome}, {result.cards_home} cards home, {result.hints} hints, {result.undos} undos, "
            f"{result.moves} moves, "
            f"{seconds}, submitted {result.submitted_at:%H:%M:%S}  ({why})"
        )
        if result.tells:
            click.echo(f"    {describe(result.tells)}")


def _why_not_clear(review: str, reason: str | None) -> str:
    """Why a result (a daily one, a duel side's) is not clear, in an operator's list."""
    if reason:
        return reason
    return "waiting for the play review" if review == Review.PENDING else "rejected by an operator"


@review_group.command("read")
@click.option("--limit", type=click.IntRange(min=1), help="Read at most this many results.")
@with_appcontext
def review_read_command(limit: int | None) -> None:
    """Read the results waiting for the play review, daily results and duel sides, oldest
    first, here and now (the service's workers do it by themselves; this drains the queue,
    e.g. with DAILY_REVIEW_PLAY=0)."""
    config = current_app.config
    rules = PlayReviewRules(alpha=config["DAILY_PLAY_REVIEW_ALPHA"])
    store = _command_store()
    read = 0
    try:
        while (limit is None or read < limit) and review_next(
            store.play_reviews, read_actions, rules, clock_now
        ):
            read += 1
    finally:
        store.close()
    click.echo(f"{read} result(s) read")


def _review_command(review: Review, verb: str) -> click.Command:
    @click.argument("date", type=click.DateTime(["%Y-%m-%d"]))
    @daily_variant_argument()
    @click.argument("player", type=click.UUID)
    @with_appcontext
    def decide(date: dt.datetime, variant: Variant, player: uuid.UUID) -> None:
        day = date.date()
        store = _settling_store()
        try:
            decided = decide_review(store, day, variant, player, review, clock_now(), _grace())
        except NoResult as missing:
            raise click.ClickException(str(missing)) from None
        finally:
            store.close()
        click.echo(f"{day} {variant} result of {player}: {decided.before} -> {review}")
        if decided.settled is not None:
            click.echo(f"{day} {variant}: final standings of {decided.settled} cleared results written anew")

    decide.__doc__ = f"{verb} the VARIANT result of PLAYER (an id) for DATE."
    return click.command(review.value if review != Review.REJECTED else "reject")(decide)


review_group.add_command(_review_command(Review.CLEAR, "Clear (put on the board)"))
review_group.add_command(_review_command(Review.REJECTED, "Reject (keep off the board for good)"))


@daily_group.command("refusals")
@click.option("--hours", type=click.IntRange(min=1), default=24, show_default=True, help="How far back.")
@click.option("--limit", type=click.IntRange(min=1), default=50, show_default=True, help="Askers listed.")
@with_appcontext
def refusals_command(hours: int, limit: int) -> None:
    """Who the daily lock refused (403 daily-deal-live) in the last HOURS, the most refused
    first: a player by id and name, an anonymous client by its address's keyed hash (the
    address itself is never stored); how many refusals, when, on which routes, over how
    many live deals.  Many refusals in a short time are a probe of the lock."""
    until = clock_now()
    since = until - dt.timedelta(hours=hours)
    store = _command_store()
    try:
        askers = store.lock_refusals.by_asker(since, until, limit)
    finally:
        store.close()
    if not askers:
        click.echo(f"no lock refusal since {since:%Y-%m-%d %H:%M} UTC")
    for asker in askers:
        who = (
            f"player {asker.player_id} {asker.player!r}"
            if asker.player_id is not None
            else f"address {asker.address_key.hex() if asker.address_key else '?'}"
        )
        click.echo(
            f"{who}  {asker.refusals} refusals, {asker.first_at:%Y-%m-%d %H:%M:%S} "
            f"to {asker.last_at:%H:%M:%S}, {asker.deals} live deals, on {', '.join(asker.routes)}"
        )


SETTLE_STATEMENT_TIMEOUT_MS = 600_000
"""Settling a board sorts all its results: seconds at a million, on a busy server more."""


def _settling_store() -> Store:
    return _command_store(statement_timeout_ms=SETTLE_STATEMENT_TIMEOUT_MS)


@daily_group.command("settle")
@with_appcontext
def settle_command() -> None:
    """Write the final rank and percentile of every result of the boards whose results have
    closed and that are not settled yet (a calendar then reads them instead of counting a
    rank per result).  Run it after each day's results close (the scheduler's cron job runs
    it); a board not settled yet is counted live meanwhile, so a late run costs only time."""
    store = _settling_store()
    settled = 0
    try:
        for day, variant, results in settle_closed(store, clock_now(), _grace()):
            click.echo(f"{day} {variant}: final standings of {results} cleared results written")
            settled += 1
    finally:
        store.close()
    click.echo(f"settled {settled} boards" if settled else "every closed board is settled")


@daily_group.command("leagues")
@with_appcontext
def leagues_command() -> None:
    """Settle the weekly leagues of every week whose dates' results have all closed: points,
    places, the top 7 up a tier and the bottom 5 down, next week's waiting players seated.
    Each week once, in one transaction: a second run, or one racing it, changes nothing,
    and a run that dies half-way wrote nothing.  The scheduler's job runs it after ``daily
    settle``."""
    store = _settling_store()
    settled = 0
    try:
        for week, members in settle_closed_weeks(store, clock_now(), _grace()):
            if members is None:
                click.echo(f"week of {week}: settled by another run")
                continue
            click.echo(f"week of {week}: {members} players settled")
            settled += 1
    finally:
        store.close()
    click.echo(f"settled {settled} weeks" if settled else "every closed week is settled")


@click.group("duels")
def duels_group() -> None:
    """Duels between two players."""


@duels_group.group("review")
def duel_review_group() -> None:
    """Duel sides' results held for their evidence (pace, line, account, the side's own play;
    never the other side's): list them with it, clear or reject them, as ``daily review``
    does a daily result.  A duel with a held (or pending) side has no winner until each is
    decided (``daily review read`` reads the pending ones with the daily results)."""


@duel_review_group.command("list")
@click.option(
    "--days", type=click.IntRange(min=1), default=14, show_default=True, help="Submitted this many days back."
)
@with_appcontext
def duel_review_list_command(days: int) -> None:
    """Show the duel sides' results submitted in the last DAYS days that are held (their
    duel's winner waiting), rejected, or pending (waiting for the play review), with the
    play review's reading."""
    at = clock_now()
    store = _command_store()
    try:
        sides = store.duels.sides_under_review(at - dt.timedelta(days=days), at)
    finally:
        store.close()
    if not sides:
        click.echo(f"no duel side's result of the last {days} days is held, rejected or pending")
    for side in sides:
        outcome = "won" if side.won else "lost"
        click.echo(
            f"{side.duel_id}  {side.variant:<14}  {side.status:<8}  {side.side:<10}  {side.player_id}  "
            f"{side.player!r}  {side.review:<8}  {outcome}, {side.cards_home} cards home, "
            f"{side.undos} undos, {side.moves} moves, {side.seconds} s, "
            f"submitted {side.submitted_at:%Y-%m-%d %H:%M:%S}  ({_why_not_clear(side.review, side.reason)})"
        )
        if side.tells:
            click.echo(f"    {describe(side.tells)}")


def _duel_review_command(review: Review, verb: str) -> click.Command:
    @click.argument("duel", type=click.UUID)
    @click.argument("player", type=click.UUID)
    @with_appcontext
    def decide(duel: uuid.UUID, player: uuid.UUID) -> None:
        store = _command_store()
        try:
            before = decide_duel_review(store, duel, player, review)
        except NoResult as missing:
            raise click.ClickException(str(missing)) from None
        finally:
            store.close()
        click.echo(f"duel {duel} result of {player}: {before} -> {review}")

    decide.__doc__ = f"{verb} the result of PLAYER (an id) in DUEL (an id)."
    return click.command(review.value if review != Review.REJECTED else "reject")(decide)


duel_review_group.add_command(_duel_review_command(Review.CLEAR, "Clear (count it for the duel's winner)"))
duel_review_group.add_command(_duel_review_command(Review.REJECTED, "Reject (the side loses the duel)"))


@click.group("keys")
def keys_group() -> None:
    """The Idempotency-Keys of the write routes."""


@keys_group.command("purge")
@with_appcontext
def purge_keys_command() -> None:
    """Delete the Idempotency-Keys expired by now (kept IDEMPOTENCY_KEY_HOURS after their
    first request), so their table holds about a day of writes.  The scheduler's cron job
    runs it; expired keys count as new whether or not it has run."""
    store = Store(_database_url(), max_size=1)
    try:
        deleted = store.idempotency_keys.purge(clock_now())
    finally:
        store.close()
    click.echo(f"deleted {deleted} expired idempotency keys")


def register_cli(app: Flask) -> None:
    app.cli.add_command(migrate_command)
    app.cli.add_command(daily_group)
    app.cli.add_command(duels_group)
    app.cli.add_command(keys_group)
