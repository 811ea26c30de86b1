"""Flask commands: ``migrate``, ``daily schedule``, ``daily list``, ``daily set``, ``daily
review``, ``daily settle`` and ``keys purge``, and the daily scheduler's core.

``create_app`` calls ``register_cli(app)``.  The commands use the app's ``DATABASE_URL``;
without one, development's own PostgreSQL (``service.devdb``, started if need be), while
production refuses to run (a container never makes a database of its own).

The scheduler picks, for every date and variant, the first of up to ``MAX_ATTEMPTS``
candidate deals that the solver proves winnable:

- each candidate is a deal number drawn with ``secrets`` from the long codes' numbers
  beyond the short ones, [26^7, 2^64): 64 bits of secret randomness behind every daily
  deal, so nobody can predict a pick from the source, the secrets or past days, nor find a
  published deal by dealing every code of the 7-letter space (a morning's work in C) and
  matching the cards a player sees; two runs choose different deals, which is why a
  published day is never chosen again (re-runs keep it, ``ON CONFLICT DO NOTHING``);
- the solver's budget is counted in search states, not milliseconds, so whether a deal is
  proven does not depend on how fast or busy the machine is;
- ``unknown`` counts as not winnable: only proven deals are published.

The daily round (``golf-round``) is drawn the same way, its round code's number from the
same range: its nine holes are the first outputs of SplitMix64 seeded with it, so each is a
64-bit deal too.  A round is published only when the solver proves the fewest strokes of
every hole (its par, stored with its line for the reveal, is exact); a round need not be
winnable (nine winnable classic deals in a row are one round in 1,300).

The difficulty stored with a deal is the solver's own rating of it (``solver.rate``, 1
easy to 10 hard; a round's is the mean of its holes', a hole it cannot clear 10).  With
``--difficulty-by-weekday`` a candidate must also fall in its weekday's band of ratings
(``WEEKDAY_BANDS``), from Monday's easiest to Sunday's hardest.
"""

from __future__ import annotations

import datetime as dt
import math
import multiprocessing
import os
import secrets
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from itertools import repeat
from typing import TYPE_CHECKING, Any

import click
from flask import Flask, current_app
from flask.cli import with_appcontext
from rich.console import Console
from rich.progress import track

from . import challenge
from .clock import now as clock_now
from .engine import (
    DAILY_VARIANTS,
    CodeError,
    GolfRoundGame,
    RoundRules,
    Variant,
    format_code,
    move_to_json,
    new_game,
    parse_code,
    variant_of,
)
from .engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from .pace import Review
from .solver import Budget, rate, solve
from .solver.golf_round import course
from .store import DailyDeal, Store, migrate
from .store.migrate import PARTITION_MONTHS_AHEAD

if TYPE_CHECKING:
    from typing_extensions import Unpack

    from .store.database import PoolOptions

DEFAULT_BUDGET_STATES = 1_000_000
MAX_ATTEMPTS = 200
"""Candidates tried per (date, variant): enough for the narrowest weekday band (deploy/README.md,
"Difficulty by weekday", says how many a band takes)."""


@dataclass(frozen=True, slots=True)
class Band:
    """The ratings a candidate may have, ``low`` inclusive to ``high`` exclusive: the
    scheduler's predicate on a candidate's difficulty (picklable, for the solver processes)."""

    low: float = 0.0
    high: float = math.inf

    def __call__(self, rating: float) -> bool:
        return self.low <= rating < self.high


ANY_DIFFICULTY = Band()

WEEKDAY_BANDS: dict[Variant, tuple[float, ...]] = {
    Variant.GOLF_EASY: (2.3, 2.8, 3.3, 4.0, 5.0, 6.3),
    Variant.GOLF_CLASSIC: (3.3, 4.2, 4.7, 5.5, 6.2, 6.7),
    Variant.CANFIELD_DRAW3: (6.4, 6.6, 6.8, 7.2, 8.0, 9.1),
    Variant.CANFIELD_DRAW1: (2.9, 3.4, 4.3, 5.9, 6.5, 7.3),
    Variant.GOLF_ROUND: (6.8, 7.2, 7.5, 7.8, 8.2, 8.6),
}
"""Per variant, the lowest rating of Tuesday's band to Sunday's (Monday's starts at 0,
Sunday's has no end): the septiles of measured ratings, so that each weekday takes about a
seventh of the deals (deploy/README.md, "Difficulty by weekday")."""


def weekday_band(day: dt.date, variant: Variant) -> Band:
    """``day``'s band of ratings for ``variant``: Monday's the easiest, Sunday's the hardest."""
    edges = (0.0, *WEEKDAY_BANDS[variant], math.inf)
    return Band(edges[day.weekday()], edges[day.weekday() + 1])


def candidate_code(variant: Variant) -> str:
    """A secret random deal of ``variant`` beyond the short codes (its code has 14 letters)."""
    deal = SHORT_DEAL_COUNT + secrets.randbelow(DEAL_COUNT - SHORT_DEAL_COUNT)
    return format_code(variant.rules, deal)


PAR_BUDGET_STATES = DEFAULT_BUDGET_STATES
"""The fewest states a round's hole is searched with, whatever the budget asked: a par must
be exact, and proving a hole's fewest strokes takes more search than a verdict (deploy/README.md,
"Difficulty by weekday", says how much)."""


def search_budget(code: str, budget: Budget) -> Budget:
    """``budget`` for a candidate deal; for a round, at least ``PAR_BUDGET_STATES`` a hole."""
    if budget.states is None or not isinstance(parse_code(code).rules, RoundRules):
        return budget
    return replace(budget, states=max(budget.states, PAR_BUDGET_STATES))


def choose_deal(
    day: dt.date, variant: Variant, budget: Budget, band: Band = ANY_DIFFICULTY
) -> DailyDeal | None:
    """The first candidate proven winnable within ``budget`` whose rating is in ``band``,
    or None after ``MAX_ATTEMPTS``."""
    for _ in range(MAX_ATTEMPTS):
        code = candidate_code(variant)
        rating = rate(new_game(code), search_budget(code, budget))
        if rating is not None and band(rating):
            return with_solution(DailyDeal(day, variant, code, rating), budget)
    return None


def with_solution(deal: DailyDeal, budget: Budget) -> DailyDeal:
    """``deal`` with what its reveal shows once the day's results close: the solver's
    winning line and, for Golf, the fewest cards it leaves (0: the deal is winnable); for
    the daily round, the solver's par of the course and its line through the nine holes."""
    game = new_game(deal.code)
    if isinstance(game, GolfRoundGame):
        played = course(game, search_budget(deal.code, budget))
        if played is None:
            return deal
        return replace(deal, solution=[move_to_json(move) for move in played.line], best=played.par)
    found = solve(game, budget)
    if found.solution is None:
        return deal
    best = 0 if game.game == "golf" else None
    return replace(deal, solution=[move_to_json(move) for move in found.solution], best=best)


@dataclass(slots=True)
class ScheduleReport:
    published: list[DailyDeal] = field(default_factory=list)
    """Deals this run published."""
    kept: int = 0
    """(date, variant) pairs that were already published and stay as they are."""
    failed: list[tuple[dt.date, str]] = field(default_factory=list)
    """Pairs with no candidate proven winnable within the budget."""
    solved: int = 0
    """Deals published before their lines were kept, whose line this run stored."""


def schedule(
    store: Store,
    start: dt.date,
    days: int,
    budget: Budget,
    *,
    jobs: int = 1,
    show_progress: bool = False,
    by_weekday: bool = False,
) -> ScheduleReport:
    """Choose and publish the deals of ``days`` dates from ``start`` for every variant,
    solving in ``jobs`` processes; ``by_weekday``, each in its weekday's band of ratings.

    Days already published are skipped before any solving and are never changed; the new
    deals are stored together in one transaction at the end.  The game-history partitions
    are created ahead as ``migrate`` does, so a daily cron job keeps them coming."""
    store.create_partitions(dt.datetime.now(dt.UTC).date(), PARTITION_MONTHS_AHEAD + 1)
    dates = [start + dt.timedelta(days=offset) for offset in range(days)]
    report = ScheduleReport()
    if not dates:
        return report
    stored_before = store.scheduled(dates[0], dates[-1])
    published = {(deal.day, deal.variant) for deal in stored_before}
    unsolved = [deal for deal in stored_before if deal.solution is None]
    wanted = [
        (day, variant) for day in dates for variant in DAILY_VARIANTS if (day, variant) not in published
    ]
    report.kept = len(dates) * len(DAILY_VARIANTS) - len(wanted)
    chosen: list[DailyDeal] = []
    # Solver processes are spawned, not forked: this process has the pool's threads.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(jobs, mp_context=spawn) if jobs > 1 else nullcontext() as pool:
        run: Callable[..., Iterator[Any]] = pool.map if pool else map
        report.solved = store.keep_solutions(run(with_solution, unsolved, repeat(budget)))
        deals = run(
            choose_deal,
            [day for day, _ in wanted],
            [variant for _, variant in wanted],
            repeat(budget),
            [weekday_band(day, variant) if by_weekday else ANY_DIFFICULTY for day, variant in wanted],
        )
        progress = track(
            zip(wanted, deals, strict=True),
            total=len(wanted),
            description="Solving candidate deals",
            console=Console(stderr=True),
            disable=not show_progress,
        )
        for (day, variant), deal in progress:
            if deal is None:
                report.failed.append((day, variant))
            else:
                chosen.append(deal)
    stored = store.publish_daily(chosen)
    # A second scheduler may have published some of these meanwhile: those stay as they are.
    chosen_codes = {(deal.day, deal.variant, deal.code) for deal in chosen}
    report.published = [deal for deal in stored if (deal.day, deal.variant, deal.code) in chosen_codes]
    report.kept += len(stored) - len(report.published)
    return report


# --- the commands -------------------------------------------------------------------------


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
    from .devdb import local_database_url  # development tooling: imported only here

    return local_database_url(os.environ)


def _command_store(**options: Unpack[PoolOptions]) -> Store:
    """A store of one connection for a command, preparing statements as the service does
    (``DATABASE_PREPARE``: off behind a pooler that does not keep them)."""
    options.setdefault("max_size", 1)
    options.setdefault("prepare", current_app.config["DATABASE_PREPARE"])
    return Store(_database_url(), **options)


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
    """Publish a proven-winnable deal per date and variant; published days never change."""
    store = _command_store()
    try:
        budget = Budget(ms=None, states=budget_states)
        report = schedule(
            store,
            start.date(),
            days,
            budget,
            jobs=jobs,
            show_progress=True,
            by_weekday=difficulty_by_weekday,
        )
    finally:
        store.close()
    click.echo(f"published {len(report.published)} deals, kept {report.kept} already published")
    if report.solved:
        click.echo(f"stored the solver's line of {report.solved} deals published without one")
    for day, variant in report.failed:
        click.echo(f"no winnable {variant} deal found for {day} within the budget", err=True)
    if report.failed:
        raise SystemExit(1)


def _day_status(day: dt.date, now: dt.datetime, grace: dt.timedelta) -> str:
    if not challenge.has_begun(day, now):
        return "to come (secret)"
    if day == challenge.live_day(now):
        return "live"
    return "results open (grace)" if challenge.accepts_results(day, now, grace) else "closed"


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
    first = start.date() if start else challenge.live_day(now) - dt.timedelta(days=1)
    last = first + dt.timedelta(days=days - 1)
    store = _command_store()
    try:
        deals = store.scheduled(first, last)
    finally:
        store.close()
    published = {(deal.day, deal.variant): deal for deal in deals}
    for offset in range(days):
        day = first + dt.timedelta(days=offset)
        status = _day_status(day, now, _grace())
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
        parsed = parse_code(code)
    except CodeError as exc:
        raise click.ClickException(f"{code!r} is not a game code: {exc}") from None
    canonical = str(parsed)
    if variant_of(parsed.rules) != variant:
        named = variant_of(parsed.rules) or "rule options outside the four variants"
        raise click.ClickException(f"{canonical} is not a {variant} code: {named}")
    today = challenge.live_day(clock_now())
    if day < today:
        raise click.ClickException(
            f"{day} has ended (today is {today} UTC): a day's deal is chosen before it"
        )
    store = _command_store()
    try:
        earlier = [deal for deal in store.scheduled(day, day) if deal.variant == variant]
        if earlier:
            raise click.ClickException(
                f"{day} {variant} is already published ({earlier[0].code}): a published day never changes"
            )
        budget = Budget(ms=None, states=budget_states)
        rating = rate(new_game(parsed), search_budget(canonical, budget))
        if rating is None:
            unproven = (
                f"every hole's fewest strokes of {canonical}"
                if isinstance(parsed.rules, RoundRules)
                else f"{canonical} winnable"
            )
            raise click.ClickException(
                f"the solver did not prove {unproven} within {budget_states} states: not published"
            )
        stored = store.publish_daily([with_solution(DailyDeal(day, variant, canonical, rating), budget)])[0]
    finally:
        store.close()
    if stored.code != canonical:
        raise click.ClickException(
            f"{day} {variant} was published meanwhile ({stored.code}): nothing changed"
        )
    click.echo(f"published {canonical} as the {variant} deal of {day} (difficulty {rating:.1f})")
    if parsed.deal < SHORT_DEAL_COUNT:
        click.echo(
            f"note: {canonical} is a 7-letter code: dealing every such code and matching the cards a "
            "player sees finds it in hours; the scheduler's deals have 14 letters",
            err=True,
        )


@daily_group.group("review")
def review_group() -> None:
    """Results held for their evidence (pace, line, account, address): list them with it,
    clear or reject them."""


@review_group.command("list")
@click.argument("date", type=click.DateTime(["%Y-%m-%d"]))
@with_appcontext
def review_list_command(date: dt.datetime) -> None:
    """Show DATE's results that are held (off the board, awaiting a decision) or rejected."""
    store = _command_store()
    try:
        results = store.under_review(date.date())
    finally:
        store.close()
    if not results:
        click.echo(f"no result of {date.date()} is held or rejected")
    for result in results:
        outcome = "won" if result.won else "lost"
        seconds = "?" if result.seconds is None else f"{result.seconds} s"
        why = result.reason or "rejected by an operator"
        click.echo(
            f"{result.day}  {result.variant:<14}  {result.player_id}  {result.player!r}  {result.review:<8}  "
            f"{outcome}, {result.cards_home} cards home, {result.hints} hints, {result.undos} undos, "
            f"{result.moves} moves, "
            f"{seconds}, submitted {result.submitted_at:%H:%M:%S}  ({why})"
        )


def _review_command(review: Review, verb: str) -> click.Command:
    @click.argument("date", type=click.DateTime(["%Y-%m-%d"]))
    @daily_variant_argument()
    @click.argument("player", type=click.UUID)
    @with_appcontext
    def decide(date: dt.datetime, variant: Variant, player: uuid.UUID) -> None:
        day = date.date()
        store = _settling_store()
        try:
            before = store.set_review(day, variant, player, review)
            if before is None:
                raise click.ClickException(f"player {player} has no {variant} result for {day}")
            click.echo(f"{day} {variant} result of {player}: {before} -> {review}")
            if day <= challenge.last_closed_day(clock_now(), _grace()):
                results = store.settle_board(day, variant)
                click.echo(f"{day} {variant}: final standings of {results} cleared results written anew")
        finally:
            store.close()

    decide.__doc__ = f"{verb} the VARIANT result of PLAYER (an id) for DATE."
    return click.command(review.value if review != Review.REJECTED else "reject")(decide)


review_group.add_command(_review_command(Review.CLEAR, "Clear (put on the board)"))
review_group.add_command(_review_command(Review.REJECTED, "Reject (keep off the board for good)"))

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
    try:
        boards = store.unsettled_boards(challenge.last_closed_day(clock_now(), _grace()))
        for day, variant in boards:
            results = store.settle_board(day, variant)
            click.echo(f"{day} {variant}: final standings of {results} cleared results written")
    finally:
        store.close()
    click.echo(f"settled {len(boards)} boards" if boards else "every closed board is settled")


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
        deleted = store.purge_keys(clock_now())
    finally:
        store.close()
    click.echo(f"deleted {deleted} expired idempotency keys")


def register_cli(app: Flask) -> None:
    app.cli.add_command(migrate_command)
    app.cli.add_command(daily_group)
    app.cli.add_command(keys_group)
