"""Monthly badges in the store (migration 0030, award_badges.sql): whatever order results
arrive in and whatever an operator decides while the month is open, the badges kept are
those the month's cleared results reach, counted by hand; a write given no thresholds (the
month closed) changes none; and the award reads one index range of the player's month
whatever the board's size (about a millisecond)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import psycopg
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.store_data import CODES, fill_board, game_record, random_day
from service.daily import badge_rules, challenge
from service.store import DailyDeal, Store, Verdict
from service.store.badges import AWARD_BADGES, award_parameters
from tests.store.test_daily import explain

NOON = dt.time(12, tzinfo=dt.UTC)
ONE_DAY = dt.timedelta(days=1)
VARIANTS = ("golf-easy", "golf-classic")


def a_month(store: Store) -> list[dt.date]:
    """A February of a random year, both variants published for each date (a leap year's
    29th too); its dates."""
    first = random_day().replace(month=2, day=1)
    dates = [first + n * ONE_DAY for n in range(badge_rules.last_of(first).day)]
    store.deals.publish(DailyDeal(day, variant, CODES[variant], 1.0) for day in dates for variant in VARIANTS)
    return dates


def held(store: Store, token: str, month: dt.date) -> set[str]:
    found = store.badges.own_badges(token, month, month)
    assert found is not None
    return {badge.badge for badge in found.value.earned}


def by_hand(cleared: set[tuple[dt.date, str]], month: dt.date) -> set[str]:
    """The badges ``cleared`` results (date, variant) reach, every date having both variants."""
    played = {day for day, _ in cleared}
    completed = {day for day in played if all((day, variant) in cleared for variant in VARIANTS)}
    return {
        threshold.badge.value
        for threshold in badge_rules.thresholds(month)
        if len(played) >= threshold.dates_played and len(completed) >= threshold.dates_completed
    }


results = st.lists(st.tuples(st.integers(0, 27), st.sampled_from(VARIANTS)), max_size=56, unique=True)


@settings(max_examples=15, deadline=None)
@given(
    st.one_of(results, st.just([(n, v) for n in range(28) for v in VARIANTS])),  # and every deal of a month
    st.lists(st.tuples(st.integers(0, 55), st.sampled_from(["clear", "held", "rejected"])), max_size=4),
)
def test_the_badges_kept_are_those_the_months_cleared_results_reach(
    store: Store, played: list[tuple[int, str]], reviews: list[tuple[int, str]]
) -> None:
    dates = a_month(store)
    month, open_at = dates[0], dt.datetime.combine(dates[0], NOON)
    player, token = store.players.create("Badges")
    review: dict[tuple[dt.date, str], str] = {}
    for offset, variant in played:
        day = dates[offset]
        store.attempts.start(day, variant, player, open_at)
        store.results.submit(
            day, variant, player, game_record(variant), 35, open_at,  # type: ignore[arg-type]
            badges=badge_rules.month_badges(day, open_at, challenge.DEFAULT_GRACE),
        )  # fmt: skip
        review[day, variant] = "clear"
    decided = list(review)
    for index, decision in reviews:  # an operator moves some in or out while the month is open
        if decided:
            day, variant = decided[index % len(decided)]
            store.boards.set_review(
                day, variant, player, decision, badge_rules.month_badges(day, open_at, dt.timedelta())
            )
            review[day, variant] = decision
    cleared = {key for key, decision in review.items() if decision == "clear"}
    assert held(store, token, month) == by_hand(cleared, month)
    if decided:  # closed: a decision changes no badge
        day, variant = decided[0]
        before = held(store, token, month)
        flipped = "rejected" if review[day, variant] == "clear" else "clear"
        closed_at = badge_rules.closes_at(month, dt.timedelta())
        assert badge_rules.month_badges(day, closed_at, dt.timedelta()) is None
        store.boards.set_review(
            day, variant, player, flipped, badge_rules.month_badges(day, closed_at, dt.timedelta())
        )
        assert held(store, token, month) == before


def test_the_award_reads_one_index_range_of_the_players_month(
    empty_database: Callable[[], str],
) -> None:
    from service.store import migrate

    url = empty_database()
    migrate(url)
    store = Store(url)
    try:
        dates = a_month(store)
        player, _ = store.players.create("Month")
        at = dt.datetime.combine(dates[0], NOON)
        for day in dates:
            for variant in VARIANTS:
                store.attempts.start(day, variant, player, at)
                store.results.submit(day, variant, player, game_record(variant), 35, at)  # type: ignore[arg-type]
        with psycopg.connect(url, autocommit=True) as conn:
            fill_board(conn, dates[3], 20_000)  # other players' results on a date of the month
            conn.execute("VACUUM ANALYZE")
            thresholds = badge_rules.month_badges(dates[0], at, dt.timedelta())
            assert thresholds is not None
            plan = explain(conn, AWARD_BADGES, award_parameters(player, thresholds))
            [(kept,)] = conn.execute("SELECT count(*) FROM player_badges WHERE player_id = %s", [player])
    finally:
        store.close()
    print(f"\nEXPLAIN the award of a month of {2 * len(dates)} results:\n{plan}")
    assert "daily_results_player_day" in plan and "Seq Scan on daily_results" not in plan
    assert f"rows={2 * len(dates)}.00 loops=1" in plan  # the player's month, not the board's 20,000
    assert kept == 4  # EXPLAIN ANALYZE ran it: every deal of every date, diamond


def test_a_result_the_play_review_clears_earns_while_the_month_is_open_only(
    empty_database: Callable[[], str],
) -> None:
    """Ten dates played, the tenth pending: bronze comes with the play review's clearing
    while the month is open, and not once it has closed (the store is given the month's
    thresholds as ``review_next`` gives them: none after the close)."""
    from service.store import migrate

    url = empty_database()
    migrate(url)
    store = Store(url)
    try:
        dates = a_month(store)
        month, at = dates[0], dt.datetime.combine(dates[0], NOON)
        clearing = Verdict("clear", None, {})
        for when, earned in (
            (at, {"bronze"}),
            (badge_rules.closes_at(month, challenge.DEFAULT_GRACE), set()),
        ):
            player, token = store.players.create("Reviewed")
            for n, day in enumerate(dates[:10]):
                store.attempts.start(day, "golf-easy", player, at)
                store.results.submit(
                    day, "golf-easy", player, game_record(), 35, at, review="pending" if n == 9 else "clear",
                    badges=badge_rules.month_badges(day, at, challenge.DEFAULT_GRACE),
                )  # fmt: skip
            assert held(store, token, month) == set()
            pending = store.play_reviews.claim(when, dt.timedelta(minutes=10))
            assert pending is not None and pending.player_id == player
            thresholds = badge_rules.month_badges(pending.day, when, challenge.DEFAULT_GRACE)
            assert store.play_reviews.record(pending, [0.0], lambda _: clearing, when, thresholds) == clearing
            assert held(store, token, month) == earned
    finally:
        store.close()
