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
    VARIANTS,
    BoardKey,
    DailyDeal,
    DailyStanding,
    DailyStart,
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
    """The database cannot be reached or did not answer in time; try again later.
    ``reason`` is what a client is told (the message, with the driver's details, is logged)."""

    retry_after_s = 5

    def __init__(self, message: str = "", reason: str = "The database cannot be reached") -> None:
        super().__init__(message)
        self.reason = reason


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

    def record_game(
        self, player_id: uuid.UUID, record: GameRecord, key: str | None = None
    ) -> tuple[StoredGame, bool]:
        """Record a game once: ``(the stored game, newly written)``.

        A player's history holds each game (``record.game_id``) once: recording it again,
        under any idempotency key or none, stores nothing and answers the stored game.  An
        idempotency ``key`` already used for another game raises ``IdempotencyKeyReused``.
        Two concurrent first tries race on the keys: the loser's transaction rolls back
        whole, and its second try answers the winner's game."""
        with self._connection() as conn:
            for attempt in range(2):
                try:
                    with conn.transaction():
                        if key is not None:
                            earlier = self._submitted_game(conn, player_id, key, record.game_id)
                            if earlier is not None:
                                return earlier, False
                        stored, written = self._insert_game_once(conn, player_id, record, None)
                        if key is not None:
                            conn.execute(_INSERT_SUBMISSION, [player_id, key, stored.recorded_at, stored.id])
                        return stored, written
                except errors.UniqueViolation:
                    if attempt:
                        raise
            raise AssertionError("unreachable")

    def _submitted_game(
        self, conn: psycopg.Connection[Any], player_id: uuid.UUID, key: str, game_id: uuid.UUID
    ) -> StoredGame | None:
        submitted = conn.execute(
            "SELECT game_recorded_at, game_id FROM game_submissions"
            " WHERE player_id = %s AND idempotency_key = %s",
            [player_id, key],
        ).fetchone()
        if submitted is None:
            return None
        if submitted[1] != game_id:
            raise IdempotencyKeyReused(f"the key {key!r} was used for another game")
        return self._stored_game(conn, player_id, submitted[0], game_id)

    @staticmethod
    def _stored_game(
        conn: psycopg.Connection[Any], player_id: uuid.UUID, recorded_at: dt.datetime, game_id: uuid.UUID
    ) -> StoredGame:
        with conn.cursor(row_factory=class_row(StoredGame)) as cursor:
            stored = cursor.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE player_id = %s AND recorded_at = %s AND id = %s",
                [player_id, recorded_at, game_id],
            ).fetchone()
        assert stored is not None, "recorded_game_ids and games are written together"
        return stored

    def _insert_game_once(
        self,
        conn: psycopg.Connection[Any],
        player_id: uuid.UUID,
        record: GameRecord,
        daily_day: dt.date | None,
        recorded_at: dt.datetime | None = None,
    ) -> tuple[StoredGame, bool]:
        """The game written in the history under its own id, or the one already there;
        recorded at ``recorded_at`` (a daily result: its submission), by default now."""
        claimed = conn.execute(
            "INSERT INTO recorded_game_ids (player_id, game_id, recorded_at)"
            " VALUES (%s, %s, coalesce(%s, now()))"
            " ON CONFLICT (player_id, game_id) DO NOTHING RETURNING recorded_at",
            [player_id, record.game_id, recorded_at],
        ).fetchone()
        if claimed is None:
            row = conn.execute(
                "SELECT recorded_at FROM recorded_game_ids WHERE player_id = %s AND game_id = %s",
                [player_id, record.game_id],
            ).fetchone()
            assert row is not None
            return self._stored_game(conn, player_id, row[0], record.game_id), False
        parameters = [
            record.game_id, player_id, claimed[0], record.game, record.variant, record.code,
            Jsonb(record.rules), record.status, record.score, record.moves, record.started_at,
            Jsonb(record.actions), daily_day,
        ]  # fmt: skip
        stored = self._write_game(conn, parameters, claimed[0])
        if stored.variant is not None:
            self._count_in_stats(conn, player_id, stored)
        return stored, True

    @staticmethod
    def _write_game(
        conn: psycopg.Connection[Any], parameters: list[Any], recorded_at: dt.datetime
    ) -> StoredGame:
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
                conn.execute("SELECT create_game_partitions((%s AT TIME ZONE 'UTC')::date, 1)", [recorded_at])
        raise AssertionError("unreachable")

    @staticmethod
    def _count_in_stats(conn: psycopg.Connection[Any], player_id: uuid.UUID, game: StoredGame) -> None:
        """Count a game just written in the player's stats, in its transaction: in O(1) when
        it is the latest of the variant (the usual case), else recounted from the history
        (``migrations/0005_player_stats.sql``)."""
        counted = conn.execute(
            _COUNT_GAME,
            {
                "player": player_id,
                "variant": game.variant,
                "won": game.status == "won",
                "score": game.score,
                "at": game.recorded_at,
                "id": game.id,
            },
        ).fetchone()
        if counted is None:
            conn.execute("SELECT recount_player_stats(%s, %s)", [player_id, game.variant])

    def list_games(
        self, player_id: uuid.UUID, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Page[StoredGame]:
        """A player's games, newest first: ``limit`` of them after the game ``after``
        (its recorded time and id), or from the newest."""
        if not 1 <= limit <= MAX_PAGE_SIZE:
            raise ValueError(f"a page holds 1 to {MAX_PAGE_SIZE} games")
        newer = "" if after is None else " AND (recorded_at, id) < (%(recorded_at)s, %(id)s)"
        with self._connection() as conn, conn.cursor(row_factory=class_row(StoredGame)) as cursor:
            rows = cursor.execute(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE player_id = %(player)s{newer}"
                " ORDER BY recorded_at DESC, id DESC LIMIT %(limit)s",
                {
                    "player": player_id,
                    "limit": limit + 1,
                    "recorded_at": after and after[0],
                    "id": after and after[1],
                },
            ).fetchall()
        return _page(rows, limit)

    def stats(self, player_id: uuid.UUID) -> list[VariantStats]:
        """Per variant played: games played, won, best score and win streaks, read from the
        counters kept with the history (one index lookup, whatever its length).  A streak is
        games won in a row in the order they were recorded; any other game (dead end,
        abandoned) ends it."""
        with self._connection() as conn, conn.cursor(row_factory=class_row(VariantStats)) as cursor:
            return cursor.execute(_STATS, [player_id, list(VARIANTS)]).fetchall()

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

    def lockable_deals(self, first_day: dt.date, timeout_s: float | None = None) -> list[DailyDeal]:
        """Every deal published for ``first_day`` or later (the solver lock's candidates)."""
        with self._connection(timeout_s) as conn, conn.cursor(row_factory=class_row(DailyDeal)) as cursor:
            return cursor.execute(
                f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day >= %s ORDER BY day", [first_day]
            ).fetchall()

    def scheduled(self, first: dt.date, last: dt.date) -> list[DailyDeal]:
        """The deals published from ``first`` to ``last`` inclusive, by day and variant."""
        with self._connection() as conn, conn.cursor(row_factory=class_row(DailyDeal)) as cursor:
            return cursor.execute(
                f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day BETWEEN %s AND %s"
                " ORDER BY day, array_position(%s::text[], variant::text)",
                [first, last, list(VARIANTS)],
            ).fetchall()

    def daily_deals(self, day: dt.date) -> list[DailyDeal]:
        """The deals published for ``day`` (empty when it is not scheduled)."""
        with self._connection() as conn, conn.cursor(row_factory=class_row(DailyDeal)) as cursor:
            return cursor.execute(
                f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day = %s"
                " ORDER BY array_position(%s::text[], variant::text)",
                [day, list(VARIANTS)],
            ).fetchall()

    def published_between(self, first: dt.date, last: dt.date) -> set[tuple[dt.date, str]]:
        """The (day, variant) pairs already published from ``first`` to ``last`` inclusive."""
        with self._connection() as conn:
            rows = conn.execute(
                "SELECT day, variant FROM daily_deals WHERE day BETWEEN %s AND %s", [first, last]
            ).fetchall()
        return {(day, variant) for day, variant in rows}

    def start_daily(
        self, day: dt.date, variant: str, player_id: uuid.UUID, at: dt.datetime
    ) -> DailyStart | None:
        """The day's deal of ``variant`` and the player's first start of it, recorded as
        ``at`` if this is the first; None when no such deal is published."""
        with self._connection() as conn:
            row = conn.execute(
                _START_DAILY, {"day": day, "variant": variant, "player": player_id, "at": at}
            ).fetchone()
        return None if row is None else DailyStart(*row)

    def count_hint(self, day: dt.date, variant: str, player_id: uuid.UUID) -> int | None:
        """Count one more hint on the player's daily game; the count so far, or None when
        they never started that game."""
        with self._connection() as conn:
            row = conn.execute(
                "UPDATE daily_starts SET hints = hints + 1"
                " WHERE day = %s AND variant = %s AND player_id = %s RETURNING hints",
                [day, variant, player_id],
            ).fetchone()
        return None if row is None else int(row[0])

    def submit_result(
        self,
        day: dt.date,
        variant: str,
        player_id: uuid.UUID,
        record: GameRecord,
        cards_home: int,
        at: dt.datetime,
    ) -> DailyStanding:
        """Store a player's result for the day's deal once, and the game in their history,
        in one transaction.  Its clock runs from the player's first start of that daily game
        to ``at``; its hints are those counted on it.  A resubmission (even racing the
        first) stores nothing and answers the stored result.  The caller has verified the
        game itself (its seal, its owner, its status); this checks it is the day's deal and
        that the player started it."""
        with self._connection() as conn:
            published = conn.execute(
                "SELECT d.code, s.player_id IS NOT NULL FROM daily_deals d LEFT JOIN daily_starts s"
                " ON s.day = d.day AND s.variant = d.variant AND s.player_id = %s"
                " WHERE d.day = %s AND d.variant = %s",
                [player_id, day, variant],
            ).fetchone()
            if published is None:
                raise DailyDealMismatch(f"no {variant} deal is published for {day}")
            if record.code != published[0]:
                raise DailyDealMismatch(f"{record.code} is not the {variant} deal of {day}")
            if not published[1]:
                raise DailyDealMismatch(f"the player never started the {variant} daily game of {day}")
            inserted = conn.execute(
                _INSERT_RESULT,
                {
                    "day": day,
                    "variant": variant,
                    "player": player_id,
                    "score": record.score,
                    "moves": record.moves,
                    "status": record.status,
                    "cards_home": cards_home,
                    "game_id": record.game_id,
                    "at": at,
                },
            ).fetchone()
            if inserted:
                self._insert_game_once(conn, player_id, record, day, at)
            standing = self._standing(conn, day, variant, player_id, created=inserted is not None)
        assert standing is not None
        return standing

    def standing(self, day: dt.date, variant: str, player_id: uuid.UUID) -> DailyStanding | None:
        """A player's stored result with its rank now, or None."""
        with self._connection() as conn:
            return self._standing(conn, day, variant, player_id, created=False)

    @staticmethod
    def _standing(
        conn: psycopg.Connection[Any], day: dt.date, variant: str, player_id: uuid.UUID, *, created: bool
    ) -> DailyStanding | None:
        row = conn.execute(_STANDING, {"day": day, "variant": variant, "player": player_id}).fetchone()
        return None if row is None else DailyStanding(_entry(row), created)

    def leaderboard(
        self, day: dt.date, variant: str, limit: int = 20, after: tuple[BoardKey, int] | None = None
    ) -> Page[LeaderboardEntry]:
        """Best first (``BoardKey``): ``limit`` entries after ``after`` (the key and rank of
        the last entry of the page before), or from the top.  Paging by key never repeats
        or skips an entry while results arrive, and costs the same on any page; the ranks of
        a later page count on from the rank ``after`` had."""
        if not 1 <= limit <= MAX_PAGE_SIZE:
            raise ValueError(f"a page holds 1 to {MAX_PAGE_SIZE} entries")
        parameters: dict[str, Any] = {"day": day, "variant": variant, "limit": limit + 1, "rank": 0}
        query = _LEADERBOARD_TOP
        if after is not None:
            key, parameters["rank"] = after
            parameters.update(_key_parameters(key))
            query = _LEADERBOARD_AFTER
        with self._connection() as conn:
            rows = conn.execute(query, parameters).fetchall()
        return _page([_entry(row) for row in rows], limit)


def _key_parameters(key: BoardKey) -> dict[str, Any]:
    return {
        "lost": key.lost, "cards_left": key.cards_left, "hints": key.hints, "moves": key.moves,
        "seconds": key.seconds, "submitted_at": key.submitted_at, "player_id": key.player_id,
    }  # fmt: skip


def _entry(row: tuple[Any, ...]) -> LeaderboardEntry:
    """A leaderboard entry from a row of ``_ENTRY_COLUMNS``."""
    (rank, player_id, name, score, won, cards_home, hints, moves, seconds, submitted_at,
     lost, cards_left, order_seconds) = row  # fmt: skip
    key = BoardKey(lost, cards_left, hints, moves, order_seconds, submitted_at, player_id)
    return LeaderboardEntry(
        rank, player_id, name, score, won, cards_home, hints, moves, seconds, submitted_at, key
    )


_DEAL_COLUMNS = "day, variant::text, code, difficulty"
_GAME_COLUMNS = (
    "id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions, daily_day"
)
_INSERT_SUBMISSION = (
    "INSERT INTO game_submissions (player_id, idempotency_key, game_recorded_at, game_id)"
    " VALUES (%s, %s, %s, %s)"
)
_INSERT_GAME = (
    "INSERT INTO games (id, player_id, recorded_at, game, variant, code, rules, status, score, moves,"
    " started_at, actions, daily_day) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
    f" RETURNING {_GAME_COLUMNS}"
)

_STATS = (
    "SELECT variant::text, played, won, best_score, current_streak, best_streak FROM player_stats"
    " WHERE player_id = %s ORDER BY array_position(%s::text[], variant::text)"
)

# A game recorded after the latest one counted extends the counters; the WHERE leaves a
# game that sorts before it uncounted (no row returned): the caller recounts then.  The
# row lock taken here orders concurrent writes of one player and variant.
_COUNT_GAME = """
INSERT INTO player_stats AS s (player_id, variant, played, won, best_score, current_streak, best_streak,
                               last_recorded_at, last_game_id)
VALUES (%(player)s, %(variant)s, 1, %(won)s::int, %(score)s, %(won)s::int, %(won)s::int, %(at)s, %(id)s)
ON CONFLICT (player_id, variant) DO UPDATE SET
    played = s.played + 1,
    won = s.won + excluded.won,
    best_score = greatest(s.best_score, excluded.best_score),
    current_streak = CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END,
    best_streak = greatest(s.best_streak, CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END),
    last_recorded_at = excluded.last_recorded_at,
    last_game_id = excluded.last_game_id
WHERE (s.last_recorded_at, s.last_game_id) < (excluded.last_recorded_at, excluded.last_game_id)
RETURNING true
"""

# The first start is recorded once (ON CONFLICT DO NOTHING) and then read: the outer
# SELECT cannot see a row this statement inserts, hence the RETURNING branch.
_START_DAILY = """
WITH deal AS (
    SELECT code FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s
), first AS (
    INSERT INTO daily_starts (day, variant, player_id, started_at)
    SELECT %(day)s, %(variant)s, %(player)s, %(at)s FROM deal
    ON CONFLICT (day, variant, player_id) DO NOTHING
    RETURNING started_at
)
SELECT deal.code,
       coalesce((SELECT started_at FROM first),
                (SELECT started_at FROM daily_starts
                 WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s))
FROM deal
"""

# Seconds run from the player's first start of the daily game to the submission; the hints
# are those the server counted on it.
_INSERT_RESULT = """
INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints, seconds,
                           game_id, submitted_at)
SELECT s.day, s.variant, s.player_id, %(score)s, %(moves)s, %(status)s, %(status)s = 'won', %(cards_home)s,
       s.hints, greatest(0, floor(extract(epoch FROM %(at)s - s.started_at)))::int, %(game_id)s, %(at)s
FROM daily_starts s
WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
ON CONFLICT (day, variant, player_id) DO NOTHING
RETURNING true
"""

_ORDER = "order_lost, order_cards_left, hints, moves, order_seconds, submitted_at, player_id"
_ENTRY_COLUMNS = (
    "r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,"
    " r.order_lost, r.order_cards_left, r.order_seconds"
)

# A rank is 1 + the results ahead in the leaderboard order: those of the buckets (won,
# cards, hints, moves) ahead, summed from daily_board_counts, and those ahead within the
# result's own bucket, one range of the index daily_results_ranking.
_STANDING = f"""
SELECT 1 + coalesce((SELECT sum(c.results) FROM daily_board_counts c
                     WHERE c.day = r.day AND c.variant = r.variant
                       AND (c.order_lost, c.order_cards_left, c.hints, c.moves)
                         < (r.order_lost, r.order_cards_left, r.hints, r.moves)), 0)
         + (SELECT count(*) FROM daily_results a
            WHERE a.day = r.day AND a.variant = r.variant AND a.order_lost = r.order_lost
              AND a.order_cards_left = r.order_cards_left AND a.hints = r.hints AND a.moves = r.moves
              AND (a.order_seconds, a.submitted_at, a.player_id)
                < (r.order_seconds, r.submitted_at, r.player_id)) AS rank,
       {_ENTRY_COLUMNS}
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.player_id = %(player)s
"""

# A page is the next LIMIT entries of the index after a key: the same cost on every page.
_LEADERBOARD = """
SELECT %(rank)s + row_number() OVER (ORDER BY {order}) AS rank, {columns}
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s{after}
ORDER BY {order}
LIMIT %(limit)s
"""
_ORDER_R = ", ".join(f"r.{column}" for column in _ORDER.split(", "))
_LEADERBOARD_TOP = _LEADERBOARD.format(order=_ORDER_R, columns=_ENTRY_COLUMNS, after="")
_LEADERBOARD_AFTER = _LEADERBOARD.format(
    order=_ORDER_R,
    columns=_ENTRY_COLUMNS,
    after=f" AND ({_ORDER_R}) > (%(lost)s, %(cards_left)s, %(hints)s, %(moves)s, %(seconds)s,"
    " %(submitted_at)s, %(player_id)s)",
)
