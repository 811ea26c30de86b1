"""The daily scheduler's core, which ``flask daily schedule`` and ``daily set`` run.

For every date and variant, the first of up to ``MAX_ATTEMPTS`` candidates the solver
proves winnable (``unknown`` is not): deal numbers drawn with ``secrets`` beyond the short
codes, so no one can predict a pick or find it by dealing every 7-letter code; budgets in
search states, so the machine's speed decides nothing.  A round needs every hole's fewest
strokes proven.  Why, and the weekday bands: docs/design/daily.md, "The scheduler".
"""

from __future__ import annotations

import datetime as dt
import math
import multiprocessing
import secrets
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from itertools import repeat
from typing import Any

from ..engine import (
    DAILY_VARIANTS,
    CodeError,
    GameCode,
    Variant,
    format_code,
    move_to_json,
    new_game,
    parse_code,
    variant_of,
)
from ..engine.codes import DEAL_COUNT, SHORT_DEAL_COUNT
from ..engine.games import round_holes
from ..solver import Appraisal, Budget, Reveal, appraise, reveal
from ..store import DailyDeal, Store
from ..store.migrate import PARTITION_MONTHS_AHEAD
from . import challenge

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


def weekday_band(day: dt.date, variant: Variant) -> Band:
    """``day``'s band of ratings for ``variant``: Monday's the easiest, Sunday's the hardest."""
    edges = (0.0, *variant.weekday_bands, math.inf)
    return Band(edges[day.weekday()], edges[day.weekday() + 1])


def secret_deal() -> int:
    """A random deal number beyond the short codes (its code has 14 letters): one of 2^64,
    which no search of the cards a player sees can name."""
    return SHORT_DEAL_COUNT + secrets.randbelow(DEAL_COUNT - SHORT_DEAL_COUNT)


def candidate_code(variant: Variant) -> str:
    """A secret random deal of ``variant`` (``secret_deal``)."""
    return format_code(variant.rules, secret_deal())


PAR_BUDGET_STATES = DEFAULT_BUDGET_STATES
"""The fewest states a round's hole is searched with, whatever the budget asked: a par must
be exact, and proving a hole's fewest strokes takes more search than a verdict (deploy/README.md,
"Difficulty by weekday", says how much)."""


def search_budget(code: str, budget: Budget) -> Budget:
    """``budget`` for a candidate deal; for a round, at least ``PAR_BUDGET_STATES`` a hole."""
    if budget.states is None or round_holes(parse_code(code)) is None:
        return budget
    return replace(budget, states=max(budget.states, PAR_BUDGET_STATES))


def choose_deal(
    day: dt.date, variant: Variant, budget: Budget, band: Band = ANY_DIFFICULTY
) -> DailyDeal | None:
    """The first candidate proven winnable within ``budget`` whose rating is in ``band``,
    or None after ``MAX_ATTEMPTS``."""
    for _ in range(MAX_ATTEMPTS):
        code = candidate_code(variant)
        found = appraise(new_game(code), search_budget(code, budget))
        if found is not None and band(found.rating):
            return appraised_deal(DailyDeal(day, variant, code, found.rating), found, budget)
    return None


def appraised_deal(deal: DailyDeal, found: Appraisal, budget: Budget) -> DailyDeal:
    """``deal`` with its reveal: the one its rating's search found (a round's), else
    ``with_solution``'s."""
    if found.reveal is None:
        return with_solution(deal, budget)
    return with_reveal(deal, found.reveal)


def with_solution(deal: DailyDeal, budget: Budget) -> DailyDeal:
    """``deal`` with what its reveal shows once the day's results close (``solver.reveal``):
    the solver's winning line and, for Golf, the fewest cards it leaves (0: the deal is
    winnable); for the daily round, the solver's par of the course and its line through the
    nine holes."""
    found = reveal(new_game(deal.code), search_budget(deal.code, budget))
    return deal if found is None else with_reveal(deal, found)


def with_reveal(deal: DailyDeal, found: Reveal) -> DailyDeal:
    return replace(deal, solution=[move_to_json(move) for move in found.line], best=found.best)


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
    late: list[DailyDeal] = field(default_factory=list)
    """Deals this run published for a date already open: committed only from now, not before
    the date opened anywhere, as the calendar means them to be (the schedule ran too late)."""


Choice = tuple[tuple[dt.date, Variant], DailyDeal | None]
"""A (date, variant) pair and the deal chosen for it, None when no candidate was proven."""
Progress = Callable[[Iterator[Choice], int], Iterable[Choice]]
"""What shows the choices (and their count) as they come: the command's progress bar."""


def _unseen(choices: Iterator[Choice], _total: int) -> Iterable[Choice]:
    return choices


def schedule(
    store: Store,
    start: dt.date,
    days: int,
    budget: Budget,
    *,
    jobs: int = 1,
    progress: Progress = _unseen,
    by_weekday: bool = False,
    now: dt.datetime | None = None,
) -> ScheduleReport:
    """Choose and publish the deals of ``days`` dates from ``start`` for every variant,
    solving in ``jobs`` processes, shown by ``progress``; ``by_weekday``, each in its
    weekday's band of ratings.  A deal published for a date already open is ``late``.
    Dates published are skipped and never changed; the others go in
    ``challenge.publishing_order`` at ``now`` (the open dates first), each date stored in
    one transaction once chosen.  History partitions are created ahead as ``migrate`` does."""
    store.history.create_partitions(dt.datetime.now(dt.UTC).date(), PARTITION_MONTHS_AHEAD + 1)
    at = now or dt.datetime.now(dt.UTC)
    first, last = start, start + dt.timedelta(days=days - 1)
    dates = sorted(
        (start + dt.timedelta(days=offset) for offset in range(days)),
        key=lambda day: challenge.publishing_order(day, at),
    )
    report = ScheduleReport()
    if not dates:
        return report
    stored_before = store.deals.scheduled(first, last)
    published = {(deal.day, deal.variant) for deal in stored_before}
    unsolved = [deal for deal in stored_before if deal.solution is None]
    wanted = [
        (day, variant) for day in dates for variant in DAILY_VARIANTS if (day, variant) not in published
    ]
    report.kept = len(dates) * len(DAILY_VARIANTS) - len(wanted)
    left_of_day = Counter(day for day, _ in wanted)
    chosen: defaultdict[dt.date, list[DailyDeal]] = defaultdict(list)
    # Solver processes are spawned, not forked: this process has the pool's threads.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(jobs, mp_context=spawn) if jobs > 1 else nullcontext() as pool:
        run: Callable[..., Iterator[Any]] = pool.map if pool else map
        report.solved = store.deals.keep_solutions(run(with_solution, unsolved, repeat(budget)))
        deals = run(
            choose_deal,
            [day for day, _ in wanted],
            [variant for _, variant in wanted],
            repeat(budget),
            [weekday_band(day, variant) if by_weekday else ANY_DIFFICULTY for day, variant in wanted],
        )
        for (day, variant), deal in progress(zip(wanted, deals, strict=True), len(wanted)):
            if deal is None:
                report.failed.append((day, variant))
            else:
                chosen[day].append(deal)
            left_of_day[day] -= 1
            if not left_of_day[day]:
                _publish(store, chosen.pop(day, []), report)
    stored_at = now or dt.datetime.now(dt.UTC)
    report.late = [deal for deal in report.published if challenge.has_begun(deal.day, stored_at)]
    return report


def _publish(store: Store, chosen: list[DailyDeal], report: ScheduleReport) -> None:
    """Store one date's ``chosen`` deals; a second scheduler may have published some of
    them meanwhile: those stay as they are, and count as kept."""
    stored = store.deals.publish(chosen)
    chosen_codes = {(deal.day, deal.variant, deal.code) for deal in chosen}
    published = [deal for deal in stored if (deal.day, deal.variant, deal.code) in chosen_codes]
    report.published.extend(published)
    report.kept += len(stored) - len(published)


class NotPublished(Exception):
    """Why a deal an operator chose is not published (nothing changed), in a sentence."""


def checked_code(day: dt.date, variant: Variant, code: str, now: dt.datetime) -> GameCode:
    """``code`` read, when it may be published as the ``variant`` deal of ``day``: a code of
    that variant, for a date not open yet at ``now`` (a deal is committed to before its
    date opens anywhere: once it is that date at UTC+14, its deal never changes)."""
    try:
        parsed = parse_code(code)
    except CodeError as exc:
        raise NotPublished(f"{code!r} is not a game code: {exc}") from None
    if variant_of(parsed.rules) != variant:
        named = variant_of(parsed.rules) or "rule options outside the four variants"
        raise NotPublished(f"{parsed!s} is not a {variant} code: {named}")
    if challenge.has_begun(day, now):
        opened = challenge.opens_at(day).isoformat()
        raise NotPublished(f"{day} opened at {opened} (its midnight at UTC+14): a deal is chosen before")
    return parsed


def publish_chosen(store: Store, day: dt.date, variant: Variant, code: GameCode, budget: Budget) -> DailyDeal:
    """Publish an operator's ``code`` (``checked_code``) as the ``variant`` deal of ``day``:
    only for a day and variant not yet published, and a deal the solver proves winnable
    within ``budget`` (a round: every hole's fewest strokes proven)."""
    canonical = str(code)
    earlier = [deal for deal in store.deals.scheduled(day, day) if deal.variant == variant]
    if earlier:
        raise NotPublished(
            f"{day} {variant} is already published ({earlier[0].code}): a published day never changes"
        )
    found = appraise(new_game(code), search_budget(canonical, budget))
    if found is None:
        unproven = (
            f"every hole's fewest strokes of {canonical}"
            if round_holes(code) is not None
            else f"{canonical} winnable"
        )
        raise NotPublished(
            f"the solver did not prove {unproven} within {budget.states} states: not published"
        )
    chosen = appraised_deal(DailyDeal(day, variant, canonical, found.rating), found, budget)
    stored = store.deals.publish([chosen])[0]
    if stored.code != canonical:
        raise NotPublished(f"{day} {variant} was published meanwhile ({stored.code}): nothing changed")
    return chosen


def guessable(code: GameCode) -> bool:
    """Whether ``code`` is a 7-letter code: dealing every such code and matching the cards a
    player sees finds it in hours (the scheduler's deals have 14 letters)."""
    return code.deal < SHORT_DEAL_COUNT
