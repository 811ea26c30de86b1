"""A day's boards: their pages, their spread, an operator's review of a result, and the
standings written once a board's results have closed."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Sequence
from dataclasses import asdict, fields
from typing import Any

import psycopg

from ..engine import VARIANTS
from .badges import AWARD_BADGES, award_parameters
from .database import MAX_PAGE_SIZE, Database, one, page
from .models import (
    BoardKey,
    BoardSpread,
    DailyStanding,
    GroupStanding,
    HeldResult,
    LeaderboardEntry,
    MonthBadges,
    Owned,
    Page,
)
from .repository import Repository
from .statements import statement

_LEADERBOARD = statement("leaderboard")
_BOARD_SPREAD = statement("board_spread")
_BOARD_VERSION = statement("board_version")
_BOARD_VERSION_OF_TOKEN = statement("board_version_of_token")
_UNDER_REVIEW = statement("under_review")
_LOCK_BOARD = statement("lock_board")
_SET_REVIEW = statement("set_review")
_RECOUNT_DAILY_STREAK = statement("recount_daily_streak")
_UNSETTLE_BOARD = statement("unsettle_board")
_FORGIVE_EVIDENCE = statement("forgive_evidence")
_UNSETTLED_BOARDS = statement("unsettled_boards")
_SETTLE_BOARD = statement("settle_board")
_LOCAL_STATEMENT_TIMEOUT = statement("local_statement_timeout")


class Boards(Repository):
    def leaderboard(
        self, day: dt.date, variant: str, limit: int = 20, after: tuple[BoardKey, int] | None = None
    ) -> Page[LeaderboardEntry]:
        """Best first (``BoardKey``): ``limit`` entries after ``after`` (the key and rank of
        the last entry of the page before), or from the top.  Paging by key never repeats
        or skips an entry while results arrive, and costs the same on any page; the ranks of
        a later page count on from the rank ``after`` had.  A read that may lag (on the
        replica, ``replica.py``)."""
        rows = self.reads.execute(_LEADERBOARD, page_parameters(day, variant, limit, after))
        return page([entry_from(row) for row in rows], limit)

    def versioned_leaderboard(
        self, day: dt.date, variant: str, limit: int = 20, after: tuple[BoardKey, int] | None = None
    ) -> tuple[int, Page[LeaderboardEntry]]:
        """``leaderboard``, and the board's version read just before it (``version``)
        in the same round trip: a read that may lag, the version with it."""
        parameters = page_parameters(day, variant, limit, after)
        version, rows = self.reads.run(
            lambda database: with_board_version(database, day, variant, _LEADERBOARD, parameters)
        )
        return version, page([entry_from(row) for row in rows], limit)

    def version(self, day: dt.date, variant: str) -> int:
        """The board's version: counted up by every change of its results (a result stored,
        an operator's review), 0 before the first.  One index range (its 16 shards' versions,
        summed: migration 0016), however many results: a client's copy of a page, a spread
        or a standing is current while it has not moved.  A read that may lag, as the pages
        it versions."""
        [(version,)] = self.reads.execute(_BOARD_VERSION, {"day": day, "variant": variant})
        return int(version)

    def own_version(self, day: dt.date, variant: str, token: str) -> Owned[int] | None:
        """The board's version (``version``) for the bearer token's player,
        found with it: what tells whether the player's standing moved; None when the token
        is nobody's."""
        found = self.database.read_for_token(token, _BOARD_VERSION_OF_TOKEN, {"day": day, "variant": variant})
        return None if found is None else Owned(found.player, int(found.value[0][0]))

    def spread(
        self, day: dt.date, variant: str, card_lows: Sequence[int], minute_lows: Sequence[int]
    ) -> BoardSpread | None:
        """How the board of a day and variant is spread over its cleared results, in
        buckets given by their lowest values (ascending, the first 0): cards home, and
        minutes of time.  None when no such deal is published.  One statement over the
        counters the triggers keep: a few dozen rows, at most the minutes of a day, however
        many results.  A read that may lag."""
        statement = _spread_statement(day, variant, card_lows, minute_lows)
        return _spread_from(self.reads.execute(*statement), card_lows, minute_lows)

    def versioned_spread(
        self, day: dt.date, variant: str, card_lows: Sequence[int], minute_lows: Sequence[int]
    ) -> tuple[int, BoardSpread | None]:
        """``spread``, and the board's version read just before it in the same round
        trip (a read that may lag, the version with it)."""
        statement = _spread_statement(day, variant, card_lows, minute_lows)
        version, rows = self.reads.run(
            lambda database: with_board_version(database, day, variant, *statement)
        )
        return version, _spread_from(rows, card_lows, minute_lows)

    def under_review(self, day: dt.date) -> list[HeldResult]:
        """The day's results that are held or rejected, by variant then submission."""
        return self.database.read(HeldResult, _UNDER_REVIEW, {"day": day, "variants": list(VARIANTS)})

    def set_review(
        self, day: dt.date, variant: str, player_id: uuid.UUID, review: str,
        badges: MonthBadges | None = None,
    ) -> str | None:  # fmt: skip
        """An operator's decision on a result (``clear`` puts it on the board, ``rejected``
        keeps it off); the review it had before, or None when there is no such result.  In
        the same transaction the board's counts and spread follow (triggers), the player's
        streak is recounted (only a cleared result's day counts), the month's ``badges``
        follow while it is open (None: left as they are), a settled board is unlisted (its
        standings are counted live until ``settle`` runs again) and, on clearing, the
        player's play-review evidence starts again (``forgive_evidence.sql``).  Idempotent,
        so replayable."""
        parameters = {"day": day, "variant": variant, "player": player_id, "review": review}

        def decide(conn: psycopg.Connection[Any]) -> list[tuple[Any, ...]]:
            with conn.pipeline():
                conn.execute(_LOCK_BOARD, parameters)
                changed = conn.execute(_SET_REVIEW, parameters)
                conn.execute(_RECOUNT_DAILY_STREAK, parameters)
                if badges is not None:
                    conn.execute(AWARD_BADGES, award_parameters(player_id, badges))
                conn.execute(_UNSETTLE_BOARD, parameters)
                conn.execute(_FORGIVE_EVIDENCE, parameters)
            return changed.fetchall()

        rows = self.database.run(decide, replayable=True)
        return str(rows[0][0]) if rows else None

    def unsettled(self, last_closed: dt.date) -> list[tuple[dt.date, str]]:
        """The published (day, variant) boards up to ``last_closed`` (the latest day whose
        results have closed) that are not settled, oldest first."""
        rows = self.database.execute(
            _UNSETTLED_BOARDS, {"last": last_closed, "variants": list(VARIANTS)}, replayable=True
        )
        return [(day, variant) for day, variant in rows]

    def settle(self, day: dt.date, variant: str, timeout_s: float | None = None) -> int:
        """Write the final rank and percentile of every result of a board whose results have
        closed, and list it as settled; returns its cleared results.  One transaction, one
        sort of the board (seconds at a million results: the store's statement timeout
        must allow it; it is set for the transaction, so it holds through a pooler too).
        Idempotent (standings already right stay as they are), so replayable."""
        timeout = str(self.database.statement_timeout_ms)
        parameters = {"day": day, "variant": variant, "statement_timeout_ms": timeout}

        def settle(conn: psycopg.Connection[Any]) -> int:
            with conn.pipeline():
                conn.execute(_LOCAL_STATEMENT_TIMEOUT, parameters)
                conn.execute(_LOCK_BOARD, parameters)
                settled = conn.execute(_SETTLE_BOARD, parameters)
            return int(one(settled)[0])

        return self.database.run(settle, replayable=True, timeout_s=timeout_s)


def with_board_version(
    database: Database, day: dt.date, variant: str, query: str, parameters: dict[str, Any]
) -> tuple[int, list[tuple[Any, ...]]]:
    """The rows of ``query``, and the version of the board of ``day`` and ``variant`` read
    before them (so a result stored in between makes the rows newer than the version,
    never older): one pipeline, one round trip."""

    def read(conn: psycopg.Connection[Any]) -> tuple[int, list[tuple[Any, ...]]]:
        with conn.pipeline():
            version = conn.execute(_BOARD_VERSION, {"day": day, "variant": variant})
            rows = conn.execute(query, parameters)
        return int(one(version)[0]), rows.fetchall()

    return database.run(read, replayable=True)


def page_parameters(
    day: dt.date, variant: str, limit: int, after: tuple[BoardKey, int] | None
) -> dict[str, Any]:
    """The parameters of a page of a board (``daily_board_page``, migration 0028): the key
    and rank of the entry before it, or a NULL key and rank 0 for the first page."""
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise ValueError(f"a page holds 1 to {MAX_PAGE_SIZE} entries")
    parameters: dict[str, Any] = {"day": day, "variant": variant, "limit": limit + 1}
    if after is None:
        return parameters | {"rank": 0} | {field.name: None for field in fields(BoardKey)}
    key, rank = after
    return parameters | {"rank": rank} | asdict(key)


def _spread_statement(
    day: dt.date, variant: str, card_lows: Sequence[int], minute_lows: Sequence[int]
) -> tuple[str, dict[str, Any]]:
    parameters = {
        "day": day,
        "variant": variant,
        "card_lows": list(card_lows),
        "minute_lows": list(minute_lows),
    }
    return _BOARD_SPREAD, parameters


def _spread_from(
    rows: list[tuple[Any, ...]], card_lows: Sequence[int], minute_lows: Sequence[int]
) -> BoardSpread | None:
    if not any(kind == "deal" for kind, *_ in rows):
        return None
    buckets = {"cards": [[0, 0] for _ in card_lows], "time": [[0, 0] for _ in minute_lows]}
    for kind, won, bucket, results in rows:
        if kind != "deal":
            counts = buckets[kind][bucket - 1]
            counts[0] += int(results)
            counts[1] += int(results) if won else 0
    cards = [(results, won) for results, won in buckets["cards"]]
    return BoardSpread(
        sum(results for results, _ in cards),
        sum(won for _, won in cards),
        cards,
        [(results, won) for results, won in buckets["time"]],
    )


def standing_from(row: tuple[Any, ...], created: bool) -> DailyStanding:
    """A standing from a row of ``standing.sql``: rank, percentile, an entry's columns, then
    its group's (``group_from``)."""
    rank, percentile, *columns, group_id, group_rank, group_size = row
    return DailyStanding(
        entry_from((rank, *columns)), percentile, created, group_from(group_id, group_rank, group_size)
    )


def group_from(group_id: int | None, rank: int, size: int) -> GroupStanding | None:
    """A result's group and its place in it; None for a result in none (held or rejected)."""
    return None if group_id is None else GroupStanding(group_id, rank, size)


def entry_from(row: tuple[Any, ...]) -> LeaderboardEntry:
    """A leaderboard entry from a row of a board's page (``daily_board_page``, migration
    0028): the rank, then the result's columns (those of every standing)."""
    (rank, player_id, name, score, won, cards_home, hints, moves, seconds, submitted_at,
     lost, cards_left, order_seconds, review, strokes, undos) = row  # fmt: skip
    key = BoardKey(lost, cards_left, hints, undos, order_seconds, moves, submitted_at, player_id)
    return LeaderboardEntry(
        rank,
        player_id,
        name,
        score,
        won,
        cards_home,
        hints,
        moves,
        seconds,
        submitted_at,
        key,
        review,
        strokes,
        undos,
    )
