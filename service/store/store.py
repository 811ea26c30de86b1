"""The store: the connection pool and every SQL statement of the service.

One ``Store`` per process.  Its pool is created closed (``ConnectionPool(open=False)``) and
opened in each gunicorn worker after the fork (``open()``; the first use opens it if nobody
did), because connections must never be shared across a fork.  Every parameter is bound,
never formatted into SQL.  Connections carry a connect timeout and a statement timeout,
and are checked when taken from the pool, so a database that went away and came back is
used again without a restart.  While it is away, every method raises
``DatabaseUnavailable`` (the API answers 503 with ``Retry-After``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import threading
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from psycopg import errors
from psycopg.rows import class_row
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from .models import (
    DailyDeal,
    DailyResult,
    GameRecord,
    LeaderboardEntry,
    Page,
    StoredGame,
    VariantStats,
)

MAX_PAGE_SIZE = 100
TOKEN_BYTES = 32
MAX_TOKEN_LENGTH = 128
"""Longer bearer tokens are refused without asking the database."""


class DatabaseUnavailable(RuntimeError):
    """The database cannot be reached or did not answer in time; try again later."""

    retry_after_s = 5


class InvalidRecord(ValueError):
    """A value the database's constraints refuse; ``constraint`` names the rule."""

    def __init__(self, constraint: str | None, message: str) -> None:
        super().__init__(message)
        self.constraint = constraint


class IdempotencyKeyReused(ValueError):
    """A game recorded under an idempotency key the player already used for another game."""


class DailyDealMismatch(LookupError):
    """A daily result for a day and variant with no published deal, or for another deal."""


def token_digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()


def _page_bounds(page: int, size: int) -> tuple[int, int]:
    """(limit, offset) for 1-based ``page``; one row more than ``size`` tells ``has_more``."""
    if page < 1:
        raise ValueError("page numbers start at 1")
    if not 1 <= size <= MAX_PAGE_SIZE:
        raise ValueError(f"page size must be 1 to {MAX_PAGE_SIZE}")
    return size + 1, (page - 1) * size


T = TypeVar("T")


def _page(rows: list[T], size: int) -> Page[T]:
    return Page(rows[:size], len(rows) > size)


class Store:
    def __init__(
        self,
        url: str,
        *,
        min_size: int = 1,
        max_size: int = 4,
        timeout_s: float = 3.0,
        connect_timeout_s: int = 3,
        statement_timeout_ms: int = 5000,
        reconnect_timeout_s: float = 10.0,
    ) -> None:
        """``max_size`` is per process: size it to the worker's threads.  ``timeout_s`` is
        how long a request waits for a connection before it is told the database is away."""
        self.pool = ConnectionPool(
            url,
            open=False,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout_s,
            reconnect_timeout=reconnect_timeout_s,
            check=self._check_connection,
            kwargs={
                "connect_timeout": connect_timeout_s,
                "application_name": "solitaire-service",
                "options": f"-c statement_timeout={statement_timeout_ms}"
                f" -c idle_in_transaction_session_timeout={statement_timeout_ms * 2}",
            },
            name="solitaire",
        )
        self._open_lock = threading.Lock()
        self._opened = False

    # --- life cycle ---------------------------------------------------------------------

    def _check_connection(self, conn: psycopg.Connection[Any]) -> None:
        """The pool's check of a connection it hands out.  One dead connection means the
        server went away: drop every dead one at once, rather than meet them one by one
        behind the pool's growing back-off (which made the first requests after an outage
        time out although the server was back)."""
        try:
            ConnectionPool.check_connection(conn)
        except psycopg.Error:
            self.pool.check()
            raise

    def open(self) -> None:
        """Open the pool (after fork).  Does not wait for the database: a process starts
        and serves its play routes even while the database is down."""
        with self._open_lock:
            if not self._opened:
                self.pool.open(wait=False)
                self._opened = True

    def close(self) -> None:
        with self._open_lock:
            if self._opened:
                self.pool.close()

    @contextmanager
    def _connection(self, timeout_s: float | None = None) -> Iterator[psycopg.Connection[Any]]:
        """A pooled connection in a transaction (committed on success, rolled back on any
        error, so a request cut off mid-write leaves nothing half-written)."""
        self.open()
        try:
            with self.pool.connection(timeout=timeout_s) as conn:
                yield conn
        except (errors.CheckViolation, errors.NotNullViolation, errors.ForeignKeyViolation) as error:
            raise InvalidRecord(
                error.diag.constraint_name, error.diag.message_primary or str(error)
            ) from None
        except (psycopg.OperationalError, psycopg.InterfaceError) as error:
            # PoolTimeout, refused connections, a server gone mid-query, statement timeouts.
            raise DatabaseUnavailable(str(error)) from error

    def ping(self, timeout_s: float | None = None) -> None:
        """Raise ``DatabaseUnavailable`` unless the database answers (for ``/readyz``, whose
        probe may want a shorter wait than the pool's)."""
        with self._connection(timeout_s) as conn:
            conn.execute("SELECT 1")

    # --- players --------------------------------------------------------------------------

    def create_player(self, name: str) -> tuple[uuid.UUID, str]:
        """A new player and their bearer token: shown this once, stored only as its sha256."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        with self._connection() as conn:
            row = conn.execute(
                "INSERT INTO players (name, token_sha256) VALUES (%s, %s) RETURNING id",
                [name, token_digest(token)],
            ).fetchone()
        assert row is not None
        return row[0], token

    def authenticate(self, token: str) -> uuid.UUID | None:
        """The player a bearer token belongs to, or None for an unknown token."""
        if not token or len(token) > MAX_TOKEN_LENGTH:
            return None
        with self._connection() as conn:
            row = conn.execute(
                "SELECT id FROM players WHERE token_sha256 = %s", [token_digest(token)]
            ).fetchone()
        return None if row is None else row[0]

    # --- history --------------------------------------------------------------------------

    def record_game(self, player_id: uuid.UUID, record: GameRecord) -> StoredGame:
        with self._connection() as conn:
            return self._insert_game(conn, player_id, record, None)

    def record_game_once(
        self, player_id: uuid.UUID, record: GameRecord, key: str, state_digest: bytes
    ) -> tuple[StoredGame, bool]:
        """``record_game`` under the client's idempotency key: ``(game, newly written)``.

        A retry with the same key and state (``state_digest``) returns the game written the
        first time; the same key with another state raises ``IdempotencyKeyReused``.  Two
        concurrent first tries race on the key's primary key: the loser's transaction (its
        game included) rolls back, and its second try answers with the winner's game."""
        with self._connection() as conn:
            for attempt in range(2):
                try:
                    with conn.transaction():
                        earlier = self._submitted_game(conn, player_id, key, state_digest)
                        if earlier is not None:
                            return earlier, False
                        stored = self._insert_game(conn, player_id, record, None)
                        conn.execute(
                            _INSERT_SUBMISSION, [player_id, key, state_digest, stored.recorded_at, stored.id]
                        )
                        return stored, True
                except errors.UniqueViolation:
                    if attempt:
                        raise
            raise AssertionError("unreachable")

    def _submitted_game(
        self, conn: psycopg.Connection[Any], player_id: uuid.UUID, key: str, digest: bytes
    ) -> StoredGame | None:
        submitted = conn.execute(
            "SELECT state_digest, game_recorded_at, game_id FROM game_submissions"
            " WHERE player_id = %s AND idempotency_key = %s",
            [player_id, key],
        ).fetchone()
        if submitted is None:
            return None
        if bytes(submitted[0]) != digest:
            raise IdempotencyKeyReused(f"the key {key!r} was used for another game")
        with conn.cursor(row_factory=class_row(StoredGame)) as cursor:
            return cursor.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE player_id = %s AND recorded_at = %s AND id = %s",
                [player_id, submitted[1], submitted[2]],
            ).fetchone()

    def _insert_game(
        self,
        conn: psycopg.Connection[Any],
        player_id: uuid.UUID,
        record: GameRecord,
        daily_day: dt.date | None,
    ) -> StoredGame:
        parameters = [
            player_id, record.game, record.variant, record.code, Jsonb(record.rules), record.status,
            record.score, record.moves, record.started_at, Jsonb(record.actions), daily_day,
        ]  # fmt: skip
        for attempt in range(2):
            try:
                with conn.transaction(), conn.cursor(row_factory=class_row(StoredGame)) as cursor:
                    cursor.execute(_INSERT_GAME, parameters)
                    stored = cursor.fetchone()
                    assert stored is not None
                    return stored
            except errors.CheckViolation as error:
                # No partition for this month (migrate/schedule have not run for months):
                # make it and write again, rather than lose the game.
                if attempt or error.diag.constraint_name is not None:
                    raise
                conn.execute("SELECT create_game_partitions((now() AT TIME ZONE 'UTC')::date, 1)")
        raise AssertionError("unreachable")

    def list_games(self, player_id: uuid.UUID, page: int = 1, size: int = 20) -> Page[StoredGame]:
        """A player's games, newest first."""
        limit, offset = _page_bounds(page, size)
        with self._connection() as conn, conn.cursor(row_factory=class_row(StoredGame)) as cursor:
            rows = cursor.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE player_id = %s"
                " ORDER BY recorded_at DESC, id DESC LIMIT %s OFFSET %s",
                [player_id, limit, offset],
            ).fetchall()
        return _page(rows, size)

    def stats(self, player_id: uuid.UUID) -> list[VariantStats]:
        """Per variant played: games played, won, best score and win streaks (derived from
        the history, so they can never disagree with it).  A streak is games won in a row
        in the order they were recorded; any other game (dead end, abandoned) ends it."""
        with self._connection() as conn, conn.cursor(row_factory=class_row(VariantStats)) as cursor:
            return cursor.execute(_STATS, [player_id]).fetchall()

    def create_partitions(self, first_day: dt.date, months: int) -> int:
        """Create the monthly history partitions ahead; return how many were new."""
        with self._connection() as conn:
            row = conn.execute("SELECT create_game_partitions(%s, %s)", [first_day, months]).fetchone()
        assert row is not None
        created: int = row[0]
        return created

    # --- daily challenge ----------------------------------------------------------------

    def publish_daily(self, deals: Iterable[DailyDeal]) -> list[DailyDeal]:
        """Publish deals in one transaction; a day already published is never changed.
        Returns what is stored for each (date, variant) asked, the old deal where one was."""
        deals = list(deals)
        if not deals:
            return []
        columns = (
            [d.day for d in deals],
            [d.variant for d in deals],
            [d.code for d in deals],
            [d.difficulty for d in deals],
        )
        with self._connection() as conn, conn.cursor(row_factory=class_row(DailyDeal)) as cursor:
            cursor.execute(
                "INSERT INTO daily_deals (day, variant, code, difficulty)"
                " SELECT * FROM unnest(%s::date[], %s::text[], %s::text[], %s::float8[])"
                " ON CONFLICT (day, variant) DO NOTHING",
                columns,
            )
            stored = cursor.execute(
                f"SELECT {_DEAL_COLUMNS} FROM daily_deals"
                " WHERE (day, variant) IN (SELECT * FROM unnest(%s::date[], %s::text[]))",
                columns[:2],
            ).fetchall()
        by_key = {(deal.day, deal.variant): deal for deal in stored}
        return [by_key[deal.day, deal.variant] for deal in deals]

    def daily_deals(self, day: dt.date) -> list[DailyDeal]:
        """The deals published for ``day`` (empty when it is not scheduled)."""
        with self._connection() as conn, conn.cursor(row_factory=class_row(DailyDeal)) as cursor:
            return cursor.execute(
                f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day = %s"
                " ORDER BY array_position(%s::text[], variant::text)",
                [day, list(_VARIANT_ORDER)],
            ).fetchall()

    def published_between(self, first: dt.date, last: dt.date) -> set[tuple[dt.date, str]]:
        """The (day, variant) pairs already published from ``first`` to ``last`` inclusive."""
        with self._connection() as conn:
            rows = conn.execute(
                "SELECT day, variant FROM daily_deals WHERE day BETWEEN %s AND %s", [first, last]
            ).fetchall()
        return {(day, variant) for day, variant in rows}

    def submit_result(
        self, day: dt.date, variant: str, player_id: uuid.UUID, record: GameRecord
    ) -> DailyResult:
        """Store a player's result for the day's deal once, and the game in their history,
        in one transaction.  A resubmission (even racing the first) stores nothing and
        answers the stored result.  The caller has verified the game itself (its state's
        seal and status); this checks it is the day's deal."""
        with self._connection() as conn:
            published = conn.execute(
                "SELECT code FROM daily_deals WHERE day = %s AND variant = %s", [day, variant]
            ).fetchone()
            if published is None:
                raise DailyDealMismatch(f"no {variant} deal is published for {day}")
            if record.code != published[0]:
                raise DailyDealMismatch(f"{record.code} is not the {variant} deal of {day}")
            inserted = conn.execute(
                "INSERT INTO daily_results (day, variant, player_id, score, moves, status)"
                " VALUES (%s, %s, %s, %s, %s, %s)"
                " ON CONFLICT (day, variant, player_id) DO NOTHING RETURNING true",
                [day, variant, player_id, record.score, record.moves, record.status],
            ).fetchone()
            if inserted:
                self._insert_game(conn, player_id, record, day)
            result = self._result(conn, day, variant, player_id, created=inserted is not None)
        assert result is not None
        return result

    def result(self, day: dt.date, variant: str, player_id: uuid.UUID) -> DailyResult | None:
        """A player's stored result with its current rank, or None."""
        with self._connection() as conn:
            return self._result(conn, day, variant, player_id, created=False)

    @staticmethod
    def _result(
        conn: psycopg.Connection[Any], day: dt.date, variant: str, player_id: uuid.UUID, *, created: bool
    ) -> DailyResult | None:
        row = conn.execute(
            _RESULT_WITH_RANK, {"day": day, "variant": variant, "player": player_id}
        ).fetchone()
        if row is None:
            return None
        score, moves, status, submitted_at, rank = row
        return DailyResult(score, moves, status, submitted_at, rank, created)

    def leaderboard(
        self, day: dt.date, variant: str, page: int = 1, size: int = 50
    ) -> Page[LeaderboardEntry]:
        """Ranked best first: higher score, then fewer moves, then earlier submission."""
        limit, offset = _page_bounds(page, size)
        with self._connection() as conn, conn.cursor(row_factory=class_row(LeaderboardEntry)) as cursor:
            rows = cursor.execute(_LEADERBOARD, [day, variant, limit, offset]).fetchall()
        return _page(rows, size)


_VARIANT_ORDER = ("golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1")
_DEAL_COLUMNS = "day, variant::text, code, difficulty"
_GAME_COLUMNS = (
    "id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions, daily_day"
)
_INSERT_SUBMISSION = (
    "INSERT INTO game_submissions (player_id, idempotency_key, state_digest, game_recorded_at, game_id)"
    " VALUES (%s, %s, %s, %s, %s)"
)
_INSERT_GAME = (
    "INSERT INTO games (player_id, game, variant, code, rules, status, score, moves, started_at,"
    " actions, daily_day) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
    f" RETURNING {_GAME_COLUMNS}"
)

# Streaks by "gaps and islands": number each game by how many non-wins came up to it;
# the wins sharing a number are one streak, and the latest number holds the current one.
_STATS = """
WITH ordered AS (
    SELECT variant::text AS variant, status = 'won' AS won, score,
           count(*) FILTER (WHERE status <> 'won')
               OVER (PARTITION BY variant ORDER BY recorded_at, id) AS island
    FROM games
    WHERE player_id = %s AND variant IS NOT NULL
), islands AS (
    SELECT variant, island, count(*) FILTER (WHERE won) AS wins,
           island = max(island) OVER (PARTITION BY variant) AS latest
    FROM ordered
    GROUP BY variant, island
)
SELECT o.variant,
       count(*)::int AS played,
       (count(*) FILTER (WHERE o.won))::int AS won,
       max(o.score) AS best_score,
       (SELECT i.wins FROM islands i WHERE i.variant = o.variant AND i.latest)::int AS current_streak,
       (SELECT max(i.wins) FROM islands i WHERE i.variant = o.variant)::int AS best_streak
FROM ordered o
GROUP BY o.variant
ORDER BY array_position(ARRAY['golf-easy', 'golf-classic', 'canfield-draw3', 'canfield-draw1'], o.variant)
"""

# Rank = 1 + the results strictly ahead in the leaderboard order, counted in three index
# ranges of daily_results_board (a row comparison cannot mix DESC and ASC columns).
_RESULT_WITH_RANK = """
SELECT m.score, m.moves, m.status, m.submitted_at,
       1 + (SELECT count(*) FROM daily_results r
            WHERE r.day = m.day AND r.variant = m.variant AND r.score > m.score)
         + (SELECT count(*) FROM daily_results r
            WHERE r.day = m.day AND r.variant = m.variant AND r.score = m.score AND r.moves < m.moves)
         + (SELECT count(*) FROM daily_results r
            WHERE r.day = m.day AND r.variant = m.variant AND r.score = m.score AND r.moves = m.moves
              AND (r.submitted_at, r.player_id) < (m.submitted_at, m.player_id)) AS rank
FROM daily_results m
WHERE m.day = %(day)s AND m.variant = %(variant)s AND m.player_id = %(player)s
"""

_LEADERBOARD = """
SELECT r.rank, r.player_id, p.name AS player, r.score, r.moves, r.submitted_at
FROM (SELECT player_id, score, moves, submitted_at,
             row_number() OVER (ORDER BY score DESC, moves, submitted_at, player_id) AS rank
      FROM daily_results
      WHERE day = %s AND variant = %s
      ORDER BY score DESC, moves, submitted_at, player_id
      LIMIT %s OFFSET %s) r
JOIN players p ON p.id = r.player_id
ORDER BY r.rank
"""
