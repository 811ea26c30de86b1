"""The store: the connection pool and every SQL statement of the service.

One ``Store`` per process.  Its pool is created closed (``ConnectionPool(open=False)``) and
opened in each gunicorn worker after the fork (``open()``; the first use opens it if nobody
did), because connections must never be shared across a fork.  Every parameter is bound,
never formatted into SQL.  Connections carry a connect timeout and a statement timeout.
While the database is away, every method raises ``DatabaseUnavailable`` (the API answers
503 with ``Retry-After``).

A round trip to PostgreSQL costs a request more than most of its SQL (bench/db.md), so
each method makes as few as its data allow:

* Connections are in autocommit: a read, or a write of one statement, is one round trip,
  with no BEGIN and COMMIT around it.  A write of several statements sends them as one
  pipeline, which PostgreSQL runs as one implicit transaction (all or nothing, committed
  at the Sync that ends the pipeline): one round trip too, its results read once it ends.
* The routes on a player's behalf that only read find the bearer token's player in the
  same statement as their data (``_for_token``).
* A connection is not pinged when the pool hands it out.  One the server ended while it
  sat idle (a restart, an operator's kill, an idle timeout) has the server's last word
  and end of file waiting in its socket, which a poll sees without a round trip: only
  such a one is pinged, and replaced (``_live_connection``).  A connection that breaks
  under a statement with no word from the server is retried once on a fresh one, by the
  reads and by the writes that are idempotent by construction, never by the others
  (``replayable``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
import select
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

import orjson
import psycopg
from psycopg import errors
from psycopg.abc import Params
from psycopg.rows import class_row
from psycopg.types.json import Jsonb, set_json_loads
from psycopg_pool import ConnectionPool, PoolTimeout

from ..engine import VARIANTS
from .models import (
    BoardKey,
    BoardSpread,
    DailyDeal,
    DailyRecord,
    DailyStanding,
    DailyStart,
    DailyStreak,
    GameRecord,
    HeldResult,
    LeaderboardEntry,
    Owned,
    Page,
    RecordEntry,
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


class _ConnectionLost(DatabaseUnavailable):
    """The connection broke under a statement with no word from the server (reset, end of
    file): whether the server ran it is unknown, so only work safe to run twice runs again.
    The server's own ending of a session (a shutdown, an operator's kill) is not this: it
    comes with its reason, and nothing is retried."""


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


def _bearer_digest(token: str) -> bytes | None:
    """The digest to look a bearer token up by; None for one no player can hold."""
    return token_digest(token) if token and len(token) <= MAX_TOKEN_LENGTH else None


def _has_input(conn: psycopg.Connection[Any]) -> bool:
    """Whether the server sent something to a connection no statement is waiting on, seen
    without a round trip: to an idle connection it sends its last word before it hangs up
    (a restart, an operator's kill, an idle timeout), and then the end of the stream."""
    poller = select.poll()
    poller.register(conn.fileno(), select.POLLIN)
    return bool(poller.poll(0))


_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_NUMBER = b"0" * 19


def json_value(text: str | bytes) -> Any:
    """A json or jsonb value as the standard library reads it, read by orjson (an action
    log in under half the time: ~5 us against ~11, two columns per game of a history
    page).  orjson reads an integer beyond 64 bits as a float, the standard library as the
    exact int stored; PostgreSQL writes a jsonb's numbers in plain digits, so a text with
    19 digits in a row (in a number or in a string) is read by the standard library."""
    raw = text.encode() if isinstance(text, str) else text
    if _LONG_NUMBER in raw.translate(_DIGITS_AS_ZERO):
        return json.loads(raw)
    return orjson.loads(raw)


def _configure(conn: psycopg.Connection[Any]) -> None:
    set_json_loads(json_value, conn)


T = TypeVar("T")
R = TypeVar("R")


def _page(rows: list[T], size: int) -> Page[T]:
    return Page(rows[:size], len(rows) > size)


def _owned(rows: list[tuple[Any, ...]]) -> Owned[list[tuple[Any, ...]]] | None:
    """The rows of a query made with ``_for_token``: its player, and its own rows."""
    if not rows:
        return None
    return Owned(rows[0][0], [row[1:] for row in rows if row[1] is not None])


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
            configure=_configure,
            kwargs={
                "autocommit": True,
                "prepare_threshold": 0,
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

    def _live_connection(self, timeout_s: float | None) -> psycopg.Connection[Any]:
        """A connection from the pool whose server has not hung up on it.  One that got
        something while it sat idle is pinged (that is nearly always the server's last
        word): a dead one is closed (the pool opens another in its place) and the next one
        taken.  After a restart every pooled connection is dead, and each fails its ping at
        once, so the first request waits only for a new connection."""
        deadline = time.monotonic() + (self.pool.timeout if timeout_s is None else timeout_s)
        while True:
            conn = self.pool.getconn(max(0.0, deadline - time.monotonic()))
            try:
                if _has_input(conn):
                    ConnectionPool.check_connection(conn)
                return conn
            except psycopg.Error:
                conn.close()
                self.pool.putconn(conn)
            if time.monotonic() >= deadline:
                raise PoolTimeout("every connection the pool had was closed by the server")

    @contextmanager
    def _connection(self, timeout_s: float | None = None) -> Iterator[psycopg.Connection[Any]]:
        """A live pooled connection, the database's errors turned into the store's.  A
        write cut off before its end leaves nothing: its transaction never commits."""
        self.open()
        try:
            conn = self._live_connection(timeout_s)
            try:
                yield conn
            except (psycopg.OperationalError, psycopg.InterfaceError) as error:
                if conn.broken and error.sqlstate is None:
                    raise _ConnectionLost(str(error)) from error
                raise
            finally:
                self.pool.putconn(conn)
        except (errors.CheckViolation, errors.NotNullViolation, errors.ForeignKeyViolation) as error:
            raise InvalidRecord(
                error.diag.constraint_name, error.diag.message_primary or str(error)
            ) from None
        except (psycopg.OperationalError, psycopg.InterfaceError) as error:
            # PoolTimeout, refused connections, a server gone mid-query, statement timeouts.
            raise DatabaseUnavailable(str(error)) from error

    def _run(
        self,
        work: Callable[[psycopg.Connection[Any]], T],
        *,
        replayable: bool,
        timeout_s: float | None = None,
    ) -> T:
        """``work`` on a live connection; once more on a fresh one when the connection is
        lost under it and ``work`` is ``replayable``: a read, or a write idempotent by
        construction (running it twice stores what running it once does)."""
        try:
            with self._connection(timeout_s) as conn:
                return work(conn)
        except _ConnectionLost:
            if not replayable:
                raise
        with self._connection(timeout_s) as conn:
            return work(conn)

    def _execute(
        self, query: str, parameters: Params, *, replayable: bool, timeout_s: float | None = None
    ) -> list[tuple[Any, ...]]:
        """The rows of one statement: one round trip."""
        return self._run(
            lambda conn: conn.execute(query, parameters).fetchall(),
            replayable=replayable,
            timeout_s=timeout_s,
        )

    def _read(self, kind: type[R], query: str, parameters: Params, timeout_s: float | None = None) -> list[R]:
        """The rows of one read as ``kind``: one round trip."""

        def read(conn: psycopg.Connection[Any]) -> list[R]:
            with conn.cursor(row_factory=class_row(kind)) as cursor:
                return cursor.execute(query, parameters).fetchall()

        return self._run(read, replayable=True, timeout_s=timeout_s)

    def ping(self, timeout_s: float | None = None) -> None:
        """Raise ``DatabaseUnavailable`` unless the database answers (for ``/readyz``, whose
        probe may want a shorter wait than the pool's)."""
        self._execute("SELECT 1", (), replayable=True, timeout_s=timeout_s)

    # --- players --------------------------------------------------------------------------

    def create_player(self, name: str) -> tuple[uuid.UUID, str]:
        """A new player and their bearer token: shown this once, stored only as its sha256.
        Never run twice (a lost answer is a 503): a second run would make a second player."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        [(player_id,)] = self._execute(
            "INSERT INTO players (name, token_sha256) VALUES (%s, %s) RETURNING id",
            [name, token_digest(token)],
            replayable=False,
        )
        return player_id, token

    def authenticate(self, token: str) -> uuid.UUID | None:
        """The player a bearer token belongs to, or None for an unknown token."""
        digest = _bearer_digest(token)
        if digest is None:
            return None
        rows = self._execute("SELECT id FROM players WHERE token_sha256 = %s", [digest], replayable=True)
        return rows[0][0] if rows else None

    def rotate_token(self, player_id: uuid.UUID, token: str) -> str | None:
        """A new bearer token for the player whose token ``token`` is, which stops working
        with this statement; None when ``token`` is no longer theirs (a rotation that ran
        first).  Replayable: a replay after a lost connection finds the new digest
        already stored and answers the same new token."""
        digest = _bearer_digest(token)
        if digest is None:
            return None
        new_token = secrets.token_urlsafe(TOKEN_BYTES)
        new_digest = token_digest(new_token)
        rows = self._execute(
            "UPDATE players SET token_sha256 = %(new)s"
            " WHERE id = %(player)s AND token_sha256 IN (%(old)s, %(new)s) RETURNING id",
            {"player": player_id, "old": digest, "new": new_digest},
            replayable=True,
        )
        return new_token if rows else None

    def _read_for_token(
        self, token: str, query: str, parameters: dict[str, Any]
    ) -> Owned[list[tuple[Any, ...]]] | None:
        """The rows of a ``_for_token`` query: one round trip for the token and the data;
        None when the token is nobody's."""
        digest = _bearer_digest(token)
        if digest is None:
            return None
        return _owned(self._execute(query, parameters | {"token": digest}, replayable=True))

    # --- history --------------------------------------------------------------------------

    def record_game(
        self, player_id: uuid.UUID, record: GameRecord, key: str | None = None
    ) -> tuple[StoredGame, bool]:
        """Record a game once: ``(the stored game, newly written)``.

        A player's history holds each game (``record.game_id``) once: recording it again,
        under any idempotency key or none, stores nothing and answers the stored game.  An
        idempotency ``key`` already used for another game raises ``IdempotencyKeyReused``
        and writes nothing.  One round trip: the game's write, the key's and the stored
        game read back, pipelined as one transaction.  Two concurrent first tries race on
        the keys: the loser's transaction rolls back whole, and its second try answers the
        winner's game.  Idempotent by construction (the game's id), so replayable."""
        parameters = _game_parameters(player_id, record) | {"key": key, "at": None}

        def record_once(conn: psycopg.Connection[Any]) -> tuple[StoredGame, bool]:
            def send() -> tuple[psycopg.Cursor[Any], psycopg.Cursor[StoredGame]]:
                write = conn.execute(_RECORD_GAME, parameters)
                conn.execute(_RECOUNT_GAME, parameters)
                if key is not None:
                    conn.execute(_INSERT_SUBMISSION, parameters)
                stored = conn.cursor(row_factory=class_row(StoredGame)).execute(_STORED_GAME, parameters)
                return write, stored

            write, stored = _write_history(conn, send, parameters)
            free, written = _one(write)
            if not free:
                raise IdempotencyKeyReused(f"the key {key!r} was used for another game")
            return _one(stored), written

        for attempt in range(2):
            try:
                return self._run(record_once, replayable=True)
            except errors.UniqueViolation:
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def list_games(
        self, player_id: uuid.UUID, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Page[StoredGame]:
        """A player's games, newest first: ``limit`` of them after the game ``after``
        (its recorded time and id), or from the newest."""
        query, parameters = _games_page("%(player)s", limit, after)
        rows = self._read(StoredGame, query, parameters | {"player": player_id})
        return _page(rows, limit)

    def own_games(
        self, token: str, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Owned[Page[StoredGame]] | None:
        """``list_games`` of the bearer token's player, found with them; None when the
        token is nobody's."""
        query, parameters = _games_page(_TOKEN_PLAYER, limit, after)
        found = self._read_for_token(
            token, _for_token(query, " ORDER BY mine.recorded_at DESC, mine.id DESC"), parameters
        )
        if found is None:
            return None
        return Owned(found.player, _page([StoredGame(*row) for row in found.value], limit))

    def stats(self, player_id: uuid.UUID) -> list[VariantStats]:
        """Per variant played: games played, won, best score and win streaks, read from the
        counters kept with the history (one index lookup, whatever its length).  A streak is
        games won in a row in the order they were recorded; any other game (dead end,
        abandoned) ends it."""
        return self._read(VariantStats, _STATS_OF_PLAYER, {"player": player_id, "variants": list(VARIANTS)})

    def own_stats(self, token: str) -> Owned[list[VariantStats]] | None:
        """``stats`` of the bearer token's player, found with them; None when the token is
        nobody's."""
        found = self._read_for_token(token, _STATS_OF_TOKEN, {"variants": list(VARIANTS)})
        return None if found is None else Owned(found.player, [VariantStats(*row) for row in found.value])

    def create_partitions(self, first_day: dt.date, months: int) -> int:
        """Create the monthly history partitions ahead; return how many were new."""
        [(created,)] = self._execute(
            "SELECT create_game_partitions(%s, %s)", [first_day, months], replayable=True
        )
        return int(created)

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
            [None if d.solution is None else Jsonb(d.solution) for d in deals],
            [d.best for d in deals],
        )

        def publish(conn: psycopg.Connection[Any]) -> list[DailyDeal]:
            with conn.pipeline():
                conn.execute(
                    "INSERT INTO daily_deals (day, variant, code, difficulty, solution, best)"
                    " SELECT * FROM unnest(%s::date[], %s::text[], %s::text[], %s::float8[], %s::jsonb[],"
                    " %s::int[]) ON CONFLICT (day, variant) DO NOTHING",
                    columns,
                )
                stored = conn.cursor(row_factory=class_row(DailyDeal)).execute(
                    f"SELECT {_DEAL_COLUMNS} FROM daily_deals"
                    " WHERE (day, variant) IN (SELECT * FROM unnest(%s::date[], %s::text[]))",
                    columns[:2],
                )
            return stored.fetchall()

        by_key = {(deal.day, deal.variant): deal for deal in self._run(publish, replayable=True)}
        return [by_key[deal.day, deal.variant] for deal in deals]

    def keep_solutions(self, deals: Iterable[DailyDeal]) -> int:
        """Store the solver's line (and best) of published deals that have none yet (deals
        published before lines were kept); a deal's code never changes.  Returns how many
        were filled in."""
        deals = [deal for deal in deals if deal.solution is not None]
        if not deals:
            return 0
        rows = self._execute(
            "UPDATE daily_deals d SET solution = k.solution, best = k.best"
            " FROM unnest(%s::date[], %s::text[], %s::text[], %s::jsonb[], %s::int[])"
            " AS k (day, variant, code, solution, best)"
            " WHERE (d.day, d.variant, d.code) = (k.day, k.variant, k.code) AND d.solution IS NULL"
            " RETURNING 1",
            (
                [d.day for d in deals],
                [d.variant for d in deals],
                [d.code for d in deals],
                [Jsonb(d.solution) for d in deals],
                [d.best for d in deals],
            ),
            replayable=True,
        )
        return len(rows)

    def under_review(self, day: dt.date) -> list[HeldResult]:
        """The day's results that are held or rejected, by variant then submission."""
        return self._read(
            HeldResult,
            "SELECT r.day, r.variant::text, r.player_id, p.name AS player, r.review,"
            " r.review_reason AS reason, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at"
            " FROM daily_results r JOIN players p ON p.id = r.player_id"
            " WHERE r.day = %s AND r.review <> 'clear'"
            " ORDER BY array_position(%s::text[], r.variant::text), r.submitted_at, r.player_id",
            [day, list(VARIANTS)],
        )

    def set_review(self, day: dt.date, variant: str, player_id: uuid.UUID, review: str) -> str | None:
        """An operator's decision on a result (``clear`` puts it on the board, ``rejected``
        keeps it off); the review it had before, or None when there is no such result.  In
        the same transaction the board's counts and spread follow (triggers), the player's
        streak is recounted (only a cleared result's day counts) and a settled board is
        unlisted (its standings are counted live until ``settle_board`` runs again).
        Idempotent, so replayable."""
        parameters = {"day": day, "variant": variant, "player": player_id, "review": review}

        def decide(conn: psycopg.Connection[Any]) -> list[tuple[Any, ...]]:
            with conn.pipeline():
                conn.execute(_LOCK_BOARD, parameters)
                changed = conn.execute(_SET_REVIEW, parameters)
                conn.execute("SELECT recount_daily_streak(%(player)s)", parameters)
                conn.execute(_UNSETTLE_BOARD, parameters)
            return changed.fetchall()

        rows = self._run(decide, replayable=True)
        return str(rows[0][0]) if rows else None

    def unsettled_boards(self, last_closed: dt.date) -> list[tuple[dt.date, str]]:
        """The published (day, variant) boards up to ``last_closed`` (the latest day whose
        results have closed) that are not settled, oldest first."""
        rows = self._execute(
            _UNSETTLED_BOARDS, {"last": last_closed, "variants": list(VARIANTS)}, replayable=True
        )
        return [(day, variant) for day, variant in rows]

    def settle_board(self, day: dt.date, variant: str, timeout_s: float | None = None) -> int:
        """Write the final rank and percentile of every result of a board whose results have
        closed, and list it as settled; returns its cleared results.  One transaction, one
        sort of the board (seconds at a million results: the connection's statement timeout
        must allow it).  Idempotent (standings already right stay as they are), so
        replayable."""
        parameters = {"day": day, "variant": variant}

        def settle(conn: psycopg.Connection[Any]) -> int:
            with conn.pipeline():
                conn.execute(_LOCK_BOARD, parameters)
                settled = conn.execute(_SETTLE_BOARD, parameters)
            return int(_one(settled)[0])

        return self._run(settle, replayable=True, timeout_s=timeout_s)

    def lockable_deals(
        self, first: dt.date, last: dt.date, timeout_s: float | None = None
    ) -> list[DailyDeal]:
        """The deals published from ``first`` to ``last`` inclusive (the daily lock's), read
        within ``timeout_s``."""
        return self._read(
            DailyDeal,
            f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day BETWEEN %s AND %s ORDER BY day",
            [first, last],
            timeout_s,
        )

    def scheduled(self, first: dt.date, last: dt.date) -> list[DailyDeal]:
        """The deals published from ``first`` to ``last`` inclusive, by day and variant."""
        return self._read(
            DailyDeal,
            f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day BETWEEN %s AND %s"
            " ORDER BY day, array_position(%s::text[], variant::text)",
            [first, last, list(VARIANTS)],
        )

    def daily_deals(self, day: dt.date) -> list[DailyDeal]:
        """The deals published for ``day`` (empty when it is not scheduled)."""
        return self._read(
            DailyDeal,
            f"SELECT {_DEAL_COLUMNS} FROM daily_deals WHERE day = %s"
            " ORDER BY array_position(%s::text[], variant::text)",
            [day, list(VARIANTS)],
        )

    def start_daily(
        self, day: dt.date, variant: str, player_id: uuid.UUID, at: dt.datetime
    ) -> DailyStart | None:
        """The day's deal of ``variant`` and the player's first start of it, recorded as
        ``at`` if this is the first; None when no such deal is published.  One statement,
        idempotent by construction (the first start is kept), so replayable."""
        rows = self._execute(
            _START_DAILY, {"day": day, "variant": variant, "player": player_id, "at": at}, replayable=True
        )
        return DailyStart(*rows[0]) if rows else None

    def count_hint(self, day: dt.date, variant: str, player_id: uuid.UUID) -> int | None:
        """Count one more hint on the player's daily game; the count so far, or None when
        they never started that game.  Never run twice: a second run would count twice."""
        rows = self._execute(
            "UPDATE daily_starts SET hints = hints + 1"
            " WHERE day = %s AND variant = %s AND player_id = %s RETURNING hints",
            [day, variant, player_id],
            replayable=False,
        )
        return int(rows[0][0]) if rows else None

    def submit_result(
        self,
        day: dt.date,
        variant: str,
        player_id: uuid.UUID,
        record: GameRecord,
        cards_home: int,
        at: dt.datetime,
        *,
        review: str = "clear",
        review_reason: str | None = None,
    ) -> DailyStanding:
        """Store a player's result for the day's deal once, and the game in their history,
        in one transaction.  Its clock runs from the player's first start of that daily game
        to ``at``; its hints are those counted on it; ``review`` is what its pace earned (a
        ``held`` result stays off the board, ``review_reason`` saying why).  A resubmission (even racing the
        first) stores nothing and answers the stored result.  The caller has verified the
        game itself (its seal, its owner, its status); this checks it is the day's deal and
        that the player started it.

        One round trip: the check, the writes (each conditional on the check, since the
        transaction commits at the end of the pipeline whatever the check found) and the
        standing read back, pipelined.  Idempotent by construction (one result per day,
        variant and player), so replayable: a retry whose first try did commit answers as a
        resubmission."""
        parameters = _game_parameters(player_id, record) | {
            "day": day, "variant": variant, "cards_home": cards_home, "at": at, "daily_day": day,
            "review": review, "review_reason": review_reason,
        }  # fmt: skip

        def submit(conn: psycopg.Connection[Any]) -> DailyStanding:
            def send() -> tuple[psycopg.Cursor[Any], ...]:
                published = conn.execute(_PUBLISHED_AND_STARTED, parameters)
                write = conn.execute(_SUBMIT_RESULT, parameters)
                conn.execute(_RECOUNT_GAME, parameters)
                conn.execute(_RECOUNT_STREAK, parameters)
                return published, write, conn.execute(_STANDING, parameters)

            published, write, standing = _write_history(conn, send, parameters)
            deal = published.fetchone()
            if deal is None:
                raise DailyDealMismatch(f"no {variant} deal is published for {day}")
            if record.code != deal[0]:
                raise DailyDealMismatch(f"{record.code} is not the {variant} deal of {day}")
            if not deal[1]:
                raise DailyDealMismatch(f"the player never started the {variant} daily game of {day}")
            inserted, _ = _one(write)
            return _standing(_one(standing), inserted)

        return self._run(submit, replayable=True)

    def standing(self, day: dt.date, variant: str, player_id: uuid.UUID) -> DailyStanding | None:
        """A player's stored result with its rank now, or None."""
        rows = self._execute(
            _STANDING, {"day": day, "variant": variant, "player": player_id}, replayable=True
        )
        return _standing(rows[0], False) if rows else None

    def own_standing(self, day: dt.date, variant: str, token: str) -> Owned[DailyStanding | None] | None:
        """``standing`` of the bearer token's player, found with them; None when the token
        is nobody's."""
        found = self._read_for_token(token, _STANDING_OF_TOKEN, {"day": day, "variant": variant})
        if found is None:
            return None
        return Owned(found.player, _standing(found.value[0], False) if found.value else None)

    def own_daily_record(self, token: str, first: dt.date, last: dt.date) -> Owned[DailyRecord] | None:
        """The bearer token's player's daily results from ``first`` to ``last`` (by day, then
        variant) with their standings, and their streak; None when the token is nobody's.
        One statement: a range of the player's results by day, the standings of settled
        boards by key, and live ones for the days not settled."""
        digest = _bearer_digest(token)
        if digest is None:
            return None
        parameters = {"token": digest, "first": first, "last": last, "variants": list(VARIANTS)}
        rows = self._execute(_DAILY_RECORD, parameters, replayable=True)
        if not rows:
            return None
        player, last_day, run, best = rows[0][:4]
        streak = None if last_day is None else DailyStreak(last_day, run, best)
        entries = [RecordEntry(*row[4:]) for row in rows if row[4] is not None]
        return Owned(player, DailyRecord(streak, entries))

    def board_spread(
        self, day: dt.date, variant: str, card_lows: Sequence[int], minute_lows: Sequence[int]
    ) -> BoardSpread | None:
        """How the board of a day and variant is spread over its cleared results, in
        buckets given by their lowest values (ascending, the first 0): cards home, and
        minutes of time.  None when no such deal is published.  One statement over the
        counters the triggers keep: a few dozen rows, at most the minutes of a day, however
        many results."""
        rows = self._execute(
            _BOARD_SPREAD,
            {"day": day, "variant": variant, "card_lows": list(card_lows), "minute_lows": list(minute_lows)},
            replayable=True,
        )
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
        rows = self._execute(query, parameters, replayable=True)
        return _page([_entry(row) for row in rows], limit)


def _one(cursor: psycopg.Cursor[R]) -> R:
    row = cursor.fetchone()
    assert row is not None
    return row


def _write_history(conn: psycopg.Connection[Any], send: Callable[[], T], parameters: dict[str, Any]) -> T:
    """``send``'s statements as one pipeline: one transaction, one round trip.  When the
    month's partition of the history is missing (migrate and the scheduler have not run for
    months), it is made and the statements sent again, rather than the game lost."""
    for attempt in range(2):
        try:
            with conn.pipeline():
                return send()
        except errors.CheckViolation as error:
            if attempt or error.diag.constraint_name is not None:
                raise
            conn.execute(
                "SELECT create_game_partitions((coalesce(%(at)s, now()) AT TIME ZONE 'UTC')::date, 1)",
                parameters,
            )
    raise AssertionError("unreachable")


def _game_parameters(player_id: uuid.UUID, record: GameRecord) -> dict[str, Any]:
    """The parameters of ``_WRITE_GAME``."""
    return {
        "player": player_id, "game_id": record.game_id, "game": record.game, "game_variant": record.variant,
        "code": record.code, "rules": Jsonb(record.rules), "status": record.status,
        "won": record.status == "won", "score": record.score, "moves": record.moves,
        "started_at": record.started_at, "actions": Jsonb(record.actions), "daily_day": record.daily_day,
        "strokes": record.strokes,
    }  # fmt: skip


def _games_page(
    player: str, limit: int, after: tuple[dt.datetime, uuid.UUID] | None
) -> tuple[str, dict[str, Any]]:
    """A page of ``player``'s history (an SQL expression), newest first, and its parameters."""
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise ValueError(f"a page holds 1 to {MAX_PAGE_SIZE} games")
    newer = "" if after is None else " AND (recorded_at, id) < (%(recorded_at)s, %(id)s)"
    query = (
        f"SELECT {_GAME_COLUMNS} FROM games WHERE player_id = {player}{newer}"
        " ORDER BY recorded_at DESC, id DESC LIMIT %(limit)s"
    )
    return query, {"limit": limit + 1, "recorded_at": after and after[0], "id": after and after[1]}


def _key_parameters(key: BoardKey) -> dict[str, Any]:
    return {
        "lost": key.lost, "cards_left": key.cards_left, "hints": key.hints, "moves": key.moves,
        "seconds": key.seconds, "submitted_at": key.submitted_at, "player_id": key.player_id,
    }  # fmt: skip


def _standing(row: tuple[Any, ...], created: bool) -> DailyStanding:
    """A standing from a row of ``_STANDING_OF``: rank, percentile, then ``_ENTRY_COLUMNS``."""
    rank, percentile, *entry = row
    return DailyStanding(_entry((rank, *entry)), percentile, created)


def _entry(row: tuple[Any, ...]) -> LeaderboardEntry:
    """A leaderboard entry from a row of ``_ENTRY_COLUMNS``."""
    (rank, player_id, name, score, won, cards_home, hints, moves, seconds, submitted_at,
     lost, cards_left, order_seconds, review) = row  # fmt: skip
    key = BoardKey(lost, cards_left, hints, order_seconds, moves, submitted_at, player_id)
    return LeaderboardEntry(
        rank, player_id, name, score, won, cards_home, hints, moves, seconds, submitted_at, key, review
    )


_DEAL_COLUMNS = "day, variant::text, code, difficulty, solution, best"
_GAME_COLUMNS = (
    "id, recorded_at, game, variant::text, code, rules, status, score, moves, started_at, actions, daily_day,"
    " strokes"
)

# The reads made for a player by id or for the player of a bearer token are one query each,
# written with ``{player}`` for the player: ``%(player)s``, or ``_TOKEN_PLAYER``.
_TOKEN_PLAYER = "(SELECT id FROM players WHERE token_sha256 = %(token)s)"


def _for_token(query: str, order: str = "") -> str:
    """``query``, written for the player ``_TOKEN_PLAYER``, for the player of the bearer
    token ``%(token)s`` in one statement: each row is that player's id and a row of the
    query's, whose first column is never NULL; one row of the id and NULLs when the query
    finds nothing; no row at all when the token is nobody's.  As a subquery of its own,
    the token's lookup runs once, first, and is a parameter to the query: its lookups by
    player stay index lookups whatever the statistics say (joined to ``players``, the
    planner scanned a whole board of a day its statistics had not seen yet)."""
    return f"SELECT me.id, mine.* FROM {_TOKEN_PLAYER} me LEFT JOIN ({query}) mine ON true{order}"


_STATS_OF = (
    "SELECT variant::text, played, won, best_score, current_streak, best_streak,"
    " rounds_finished, strokes_total, best_total, holes_cleared FROM player_stats WHERE player_id = {player}"
)
_STATS_OF_PLAYER = (
    _STATS_OF.format(player="%(player)s") + " ORDER BY array_position(%(variants)s::text[], variant::text)"
)
_STATS_OF_TOKEN = _for_token(
    _STATS_OF.format(player=_TOKEN_PLAYER), " ORDER BY array_position(%(variants)s::text[], mine.variant)"
)

# The history's write of a game in one statement, once the CTE ``gate`` (defined before it)
# yields a row: the game's id claimed for the player (a game already recorded claims
# nothing, and nothing follows), its row written, and counted in the player's stats when
# it sorts after the latest game counted (the WHERE leaves an earlier one uncounted:
# ``_RECOUNT_GAME`` counts it then; the row lock taken here orders concurrent writes of
# one player and variant).  Answers whether the gate let it through, and whether the game
# was written.
_WRITE_GAME = """
claimed AS (
    INSERT INTO recorded_game_ids (player_id, game_id, recorded_at)
    SELECT %(player)s, %(game_id)s, coalesce(%(at)s, now()) FROM gate
    ON CONFLICT (player_id, game_id) DO NOTHING
    RETURNING recorded_at
), game AS (
    INSERT INTO games (id, player_id, recorded_at, game, variant, code, rules, status, score, moves,
                       started_at, actions, daily_day, strokes)
    SELECT %(game_id)s, %(player)s, recorded_at, %(game)s, %(game_variant)s, %(code)s, %(rules)s, %(status)s,
           %(score)s, %(moves)s, %(started_at)s::timestamptz, %(actions)s, %(daily_day)s::date,
           %(strokes)s::smallint[]
    FROM claimed
    RETURNING recorded_at, status IN ('won', 'finished') AND strokes IS NOT NULL AS round_over,
              round_total(strokes) AS total, holes_cleared(strokes) AS cleared
), counted AS (
    INSERT INTO player_stats AS s (player_id, variant, played, won, best_score, current_streak, best_streak,
                                   last_recorded_at, last_game_id, rounds_finished, strokes_total, best_total,
                                   holes_cleared)
    SELECT %(player)s, %(game_variant)s, 1, %(won)s::int, %(score)s, %(won)s::int, %(won)s::int, recorded_at,
           %(game_id)s, round_over::int, CASE WHEN round_over THEN total ELSE 0 END,
           CASE WHEN round_over THEN total END, cleared
    FROM game WHERE %(game_variant)s::text IS NOT NULL
    ON CONFLICT (player_id, variant) DO UPDATE SET
        played = s.played + 1,
        won = s.won + excluded.won,
        best_score = greatest(s.best_score, excluded.best_score),
        current_streak = CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END,
        best_streak = greatest(s.best_streak,
                               CASE WHEN excluded.won = 1 THEN s.current_streak + 1 ELSE 0 END),
        last_recorded_at = excluded.last_recorded_at,
        last_game_id = excluded.last_game_id,
        rounds_finished = s.rounds_finished + excluded.rounds_finished,
        strokes_total = s.strokes_total + excluded.strokes_total,
        best_total = least(s.best_total, excluded.best_total),
        holes_cleared = s.holes_cleared + excluded.holes_cleared
    WHERE (s.last_recorded_at, s.last_game_id) < (excluded.last_recorded_at, excluded.last_game_id)
)
SELECT EXISTS (SELECT FROM gate), EXISTS (SELECT FROM game)
"""

# A game recorded in the history: its idempotency key, if any, must be new or this game's.
_RECORD_GAME = (
    "WITH gate AS (SELECT WHERE NOT EXISTS (SELECT FROM game_submissions WHERE player_id = %(player)s"
    " AND idempotency_key = %(key)s AND game_id <> %(game_id)s)),"
) + _WRITE_GAME

# A daily result, stored once when the game is the day's deal and the player started it;
# the game goes to the history with it, and its day to the player's streak.  Seconds run
# from the player's first start of the daily game to the submission; the hints are those
# the server counted on it; the review is what its pace earned (service/pace.py).  A cleared
# result's day after the streak's last extends its run or starts a new one (a held one
# waits for the operator's review, which recounts); a day before it (yesterday's
# result in its grace period, after today's) is left to ``_RECOUNT_STREAK``.
_SUBMIT_RESULT = (
    """
WITH gate AS (
    INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home, hints, seconds,
                               game_id, submitted_at, review, review_reason)
    SELECT s.day, s.variant, s.player_id, %(score)s, %(moves)s, %(status)s, %(status)s = 'won',
           %(cards_home)s, s.hints, greatest(0, floor(extract(epoch FROM %(at)s - s.started_at)))::int,
           %(game_id)s, %(at)s, %(review)s, %(review_reason)s
    FROM daily_starts s JOIN daily_deals d ON d.day = s.day AND d.variant = s.variant AND d.code = %(code)s
    WHERE s.day = %(day)s AND s.variant = %(variant)s AND s.player_id = %(player)s
    ON CONFLICT (day, variant, player_id) DO NOTHING
    RETURNING true
), streak AS (
    INSERT INTO player_daily_streaks AS s (player_id, last_day, current_run, best_run)
    SELECT %(player)s, %(day)s, 1, 1 FROM gate WHERE %(review)s = 'clear'
    ON CONFLICT (player_id) DO UPDATE SET
        current_run = CASE excluded.last_day - s.last_day WHEN 0 THEN s.current_run
                                                          WHEN 1 THEN s.current_run + 1 ELSE 1 END,
        best_run = greatest(s.best_run,
                            CASE WHEN excluded.last_day = s.last_day + 1 THEN s.current_run + 1 END),
        last_day = excluded.last_day
    WHERE excluded.last_day >= s.last_day
),"""
    + _WRITE_GAME
)

# The rare second step of a result's write, in its transaction: a result this transaction
# stored (its row's xmin) for a day before the streak's last day has the player's streak
# recounted from their results.
_RECOUNT_STREAK = """
SELECT recount_daily_streak(s.player_id) FROM player_daily_streaks s
WHERE s.player_id = %(player)s AND s.last_day > %(day)s
  AND EXISTS (SELECT FROM daily_results r
              WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.player_id = %(player)s
                AND r.xmin = pg_current_xact_id_if_assigned()::xid)
"""

# Why a daily result would not be stored: (the day's deal, whether the player started it).
_PUBLISHED_AND_STARTED = (
    "SELECT d.code, s.player_id IS NOT NULL FROM daily_deals d LEFT JOIN daily_starts s"
    " ON s.day = d.day AND s.variant = d.variant AND s.player_id = %(player)s"
    " WHERE d.day = %(day)s AND d.variant = %(variant)s"
)

# The rare second step of a history write, in its transaction: a game this transaction
# wrote (its claim's xmin) that the counters did not take is counted by recounting the
# player's variant from the history.
_RECOUNT_GAME = """
SELECT recount_stats(r.player_id, %(game_variant)s)
FROM recorded_game_ids r
WHERE r.player_id = %(player)s AND r.game_id = %(game_id)s AND %(game_variant)s::text IS NOT NULL
  AND r.xmin = pg_current_xact_id_if_assigned()::xid
  AND NOT EXISTS (SELECT FROM player_stats s WHERE s.player_id = r.player_id
                  AND s.variant = %(game_variant)s AND s.last_game_id = r.game_id)
"""

# A key is recorded for the game the first time it comes (the game's claim is there by
# then: just written, or from before); a key already there stays as it is.  Two first
# tries racing with one key: the second meets the unique key and its transaction rolls back.
_INSERT_SUBMISSION = """
INSERT INTO game_submissions (player_id, idempotency_key, game_recorded_at, game_id)
SELECT player_id, %(key)s, recorded_at, game_id FROM recorded_game_ids
WHERE player_id = %(player)s AND game_id = %(game_id)s
  AND NOT EXISTS (SELECT FROM game_submissions WHERE player_id = %(player)s AND idempotency_key = %(key)s)
"""

_STORED_GAME = f"""
SELECT {_GAME_COLUMNS} FROM games
WHERE player_id = %(player)s AND id = %(game_id)s
  AND recorded_at = (SELECT recorded_at FROM recorded_game_ids
                     WHERE player_id = %(player)s AND game_id = %(game_id)s)
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

_ORDER = "order_lost, order_cards_left, hints, order_seconds, moves, submitted_at, player_id"
_ENTRY_COLUMNS = (
    "r.player_id, p.name, r.score, r.won, r.cards_home, r.hints, r.moves, r.seconds, r.submitted_at,"
    " r.order_lost, r.order_cards_left, r.order_seconds, r.review"
)

# Where a result ``r`` stands now, as a subquery of one row: its rank and its percentile.
# A rank is 1 + the clear results ahead in the leaderboard order: those of the buckets (won,
# cards, hints, minute of time) ahead, summed from daily_board_counts, and those ahead within
# the result's own bucket, one range of the index daily_results_ranking.  The results it
# beats are those below it: the board's (the sum of daily_cards_counts, with it) less the
# rank.  A result under review gets the rank and percentile it would have if cleared (no one
# else's counts it).
_LIVE_STANDING = """
SELECT rank, daily_percentile(board - rank, board) AS percentile
FROM (SELECT 1 + ahead.results + within.results AS rank,
             spread.results + (r.review <> 'clear')::int AS board
      FROM (SELECT coalesce(sum(c.results), 0) AS results FROM daily_board_counts c
            WHERE c.day = r.day AND c.variant = r.variant
              AND (c.order_lost, c.order_cards_left, c.hints, c.order_minute)
                < (r.order_lost, r.order_cards_left, r.hints, r.order_minute)) ahead,
           (SELECT count(*) AS results FROM daily_results a
            WHERE a.day = r.day AND a.variant = r.variant AND a.review = 'clear'
              AND a.order_lost = r.order_lost AND a.order_cards_left = r.order_cards_left
              AND a.hints = r.hints AND a.order_seconds >= r.order_minute * 60
              AND (a.order_seconds, a.moves, a.submitted_at, a.player_id)
                < (r.order_seconds, r.moves, r.submitted_at, r.player_id)) within,
           (SELECT coalesce(sum(k.results), 0) AS results FROM daily_cards_counts k
            WHERE k.day = r.day AND k.variant = r.variant) spread) standing
"""
_STANDING_OF = f"""
SELECT s.rank, s.percentile, {_ENTRY_COLUMNS}
FROM daily_results r JOIN players p ON p.id = r.player_id CROSS JOIN LATERAL ({_LIVE_STANDING}) s
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.player_id = {{player}}
"""
_STANDING = _STANDING_OF.format(player="%(player)s")
_STANDING_OF_TOKEN = _for_token(_STANDING_OF.format(player=_TOKEN_PLAYER))

# A page is the next LIMIT entries of the index after a key: the same cost on every page.
_LEADERBOARD = """
SELECT %(rank)s + row_number() OVER (ORDER BY {order}) AS rank, {columns}
FROM daily_results r JOIN players p ON p.id = r.player_id
WHERE r.day = %(day)s AND r.variant = %(variant)s AND r.review = 'clear'{after}
ORDER BY {order}
LIMIT %(limit)s
"""
_ORDER_R = ", ".join(f"r.{column}" for column in _ORDER.split(", "))
_LEADERBOARD_TOP = _LEADERBOARD.format(order=_ORDER_R, columns=_ENTRY_COLUMNS, after="")
_LEADERBOARD_AFTER = _LEADERBOARD.format(
    order=_ORDER_R,
    columns=_ENTRY_COLUMNS,
    after=f" AND ({_ORDER_R}) > (%(lost)s, %(cards_left)s, %(hints)s, %(seconds)s, %(moves)s,"
    " %(submitted_at)s, %(player_id)s)",
)

# A player's calendar: the token's player, their streak, and their results of a range of
# days (a range of daily_results_player_day), each with its standing: on a settled board
# the final one (daily_final_standings, by key); on the others (the days still open, and a
# closed day not settled yet) ``_LIVE_STANDING``.  The results are read first (a
# materialized CTE), so that the live standing runs for the rows not settled only, whatever
# plan the statistics suggest.
_RECORD_COLUMNS = "r.day, r.variant::text, {standing}.rank, {standing}.percentile, " + (
    "r.won, r.cards_home, r.hints, r.seconds, r.moves, r.review"
)
_DAILY_RECORD = f"""
WITH me AS (
    SELECT id FROM players WHERE token_sha256 = %(token)s
), results AS MATERIALIZED (
    SELECT r.*, b.day IS NOT NULL AS settled
    FROM daily_results r LEFT JOIN daily_settled_boards b ON b.day = r.day AND b.variant = r.variant
    WHERE r.player_id = (SELECT id FROM me) AND r.day BETWEEN %(first)s AND %(last)s
)
SELECT me.id, s.last_day, s.current_run, s.best_run, mine.*
FROM me
LEFT JOIN player_daily_streaks s ON s.player_id = me.id
LEFT JOIN (
    SELECT {_RECORD_COLUMNS.format(standing="f")}
    FROM results r
    JOIN daily_final_standings f ON f.player_id = r.player_id AND f.day = r.day AND f.variant = r.variant
    WHERE r.settled
    UNION ALL
    SELECT {_RECORD_COLUMNS.format(standing="live")}
    FROM results r CROSS JOIN LATERAL ({_LIVE_STANDING}) live
    WHERE NOT r.settled
) mine ON true
ORDER BY mine.day, array_position(%(variants)s::text[], mine.variant)
"""

# How a board is spread, in the caller's buckets (``width_bucket`` numbers them from 1 by
# their lowest values): its cards home and its minutes of time, won or not, and whether the
# day and variant are published at all.
_BOARD_SPREAD = """
SELECT 'deal', NULL::boolean, NULL::integer, NULL::numeric
FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s
UNION ALL
SELECT 'cards', won, width_bucket(cards_home, %(card_lows)s::int[]), sum(results)
FROM daily_cards_counts WHERE day = %(day)s AND variant = %(variant)s GROUP BY 2, 3
UNION ALL
SELECT 'time', won, width_bucket(minute, %(minute_lows)s::int[]), sum(results)
FROM daily_time_counts WHERE day = %(day)s AND variant = %(variant)s GROUP BY 2, 3
"""

# An operator's decision on a result, answering the review it had before.
_SET_REVIEW = """
UPDATE daily_results r SET review = %(review)s FROM daily_results before
WHERE (r.day, r.variant, r.player_id) = (%(day)s, %(variant)s, %(player)s)
  AND (before.day, before.variant, before.player_id) = (r.day, r.variant, r.player_id)
RETURNING before.review
"""

# A settled board whose result an operator decided on is read live again until settled anew.
_UNSETTLE_BOARD = """
DELETE FROM daily_settled_boards
WHERE day = %(day)s AND variant = %(variant)s
  AND EXISTS (SELECT FROM daily_results
              WHERE day = %(day)s AND variant = %(variant)s AND player_id = %(player)s)
"""

# The published boards whose results have closed and that are not settled.
_UNSETTLED_BOARDS = """
SELECT d.day, d.variant::text FROM daily_deals d
WHERE d.day <= %(last)s
  AND NOT EXISTS (SELECT FROM daily_settled_boards b WHERE b.day = d.day AND b.variant = d.variant)
ORDER BY d.day, array_position(%(variants)s::text[], d.variant::text)
"""

# A board's standings written once its results have closed (one sort of the board): each
# result's rank (1 + the cleared results ahead of it) and percentile (the cleared results
# below it), as ``_LIVE_STANDING`` counts them; then the board is listed as settled.  The
# deal's row is locked first (``_LOCK_BOARD``) so that an operator's review, which locks it
# too, is never settled over with the standings from before it.
_LOCK_BOARD = "SELECT FROM daily_deals WHERE day = %(day)s AND variant = %(variant)s FOR NO KEY UPDATE"
_SETTLE_BOARD = """
WITH board AS (
    SELECT player_id, day, variant, review,
           1 + count(*) FILTER (WHERE review = 'clear') OVER (
               ORDER BY order_lost, order_cards_left, hints, order_seconds, moves, submitted_at, player_id
               ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS rank,
           count(*) FILTER (WHERE review = 'clear') OVER () AS results
    FROM daily_results WHERE day = %(day)s AND variant = %(variant)s
), settled AS (
    INSERT INTO daily_final_standings AS f (player_id, day, variant, rank, percentile)
    SELECT player_id, day, variant, rank,
           daily_percentile(results + (review <> 'clear')::int - rank, results + (review <> 'clear')::int)
    FROM board
    ON CONFLICT (player_id, day, variant) DO UPDATE SET rank = excluded.rank, percentile = excluded.percentile
    WHERE (f.rank, f.percentile) IS DISTINCT FROM (excluded.rank, excluded.percentile)
)
INSERT INTO daily_settled_boards AS b (day, variant, results)
SELECT %(day)s, %(variant)s, coalesce((SELECT max(results) FROM board), 0)
ON CONFLICT (day, variant) DO UPDATE SET results = excluded.results, settled_at = now()
RETURNING results
"""
