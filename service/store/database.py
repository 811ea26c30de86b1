"""The connection part of the store: the pool (opened in each worker after the fork), its
connections' life, and which work runs again when one breaks under it.  Few round trips
(autocommit reads, one pipeline a write), nothing kept in a session so a transaction-mode
pooler works, and 503 at once while the database is known to be down: the reasons are in
docs/design/store.md."""

from __future__ import annotations

import json
import logging
import select
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext, suppress
from typing import Any, TypedDict, TypeVar

import orjson
import psycopg
from psycopg import errors
from psycopg.abc import Params
from psycopg.pq import TransactionStatus
from psycopg.rows import class_row
from psycopg.types.json import set_json_loads
from psycopg_pool import ConnectionPool, PoolTimeout

from ..engine.texts import N_
from ..players import bearer
from .models import Owned, Page

log = logging.getLogger(__name__)


class DatabaseUnavailable(RuntimeError):
    """The database cannot be reached or did not answer in time; try again later.
    ``reason`` is what a client is told (the message, with the driver's details, is logged)."""

    retry_after_s = 5

    def __init__(self, message: str = "", reason: str = N_("The database cannot be reached")) -> None:
        super().__init__(message)
        self.reason = reason


class DatabaseBusy(DatabaseUnavailable):
    """Every thread this process lets wait on the database is waiting already (``Bulkhead``):
    answered at once, so that the thread goes back to play instead of joining the queue."""

    retry_after_s = 1

    def __init__(self) -> None:
        super().__init__(
            "every database slot of this process is taken",
            reason=N_("The database is slow to answer: try again in a moment"),
        )


class Bulkhead:
    """How many of a process's threads may be at the database at once (waiting for a
    connection, or using one): the rest serve the routes that need none, so a database
    down or slow never takes every thread a practice move needs (issue 43).  A thread past
    its ``slots`` is told ``DatabaseBusy`` at once while one inside has waited ``STUCK_S``
    for a connection (the database gives none; a cold pool's new connection takes up to
    0.1 s on a loaded machine), else after waiting ``wait_s`` at most for a slot (those
    inside are using theirs: a surge)."""

    STUCK_S = 0.5

    def __init__(self, slots: int, wait_s: float) -> None:
        self.slots = slots
        self.wait_s = wait_s
        self._free = threading.BoundedSemaphore(slots)
        self._inside = _Depth()
        self._waiting_since: dict[int, float] = {}  # thread -> when it began to wait for a connection

    def enter(self) -> None:
        """A slot for this thread (``DatabaseBusy`` when none comes), until as many ``leave``
        as ``enter``: one it holds already is enough (a replica's read inside a block on the
        primary takes no second slot)."""
        inside = self._inside
        if inside.depth:
            inside.depth += 1
            return
        if not self._free.acquire(blocking=False) and (
            self._stuck() or not self._free.acquire(timeout=self.wait_s)
        ):
            raise DatabaseBusy()
        inside.depth = 1

    def leave(self) -> None:
        inside = self._inside
        inside.depth -= 1
        if not inside.depth:
            self._free.release()

    def waited_for(self, take: Callable[[float], T], wait_s: float) -> T:
        """What ``take(wait_s)`` gives, the thread's wait for it timed (``take`` waits for a
        pooled connection: a wait of ``STUCK_S`` makes the bulkhead refuse at once)."""
        thread = threading.get_ident()
        self._waiting_since[thread] = time.monotonic()
        try:
            return take(wait_s)
        finally:
            del self._waiting_since[thread]

    def _stuck(self) -> bool:
        """Whether a thread inside has waited ``STUCK_S`` or more for a connection."""
        since = min(list(self._waiting_since.values()), default=None)
        return since is not None and time.monotonic() - since >= self.STUCK_S


class TransactionRolledBack(DatabaseUnavailable):
    """The server rolled the work's transaction back to break a deadlock or a serialization
    conflict with another transaction (SQLSTATE 40P01, 40001): none of it was kept, so it
    is run again (``Database.run``, ``idempotent``'s block), ``ROLLED_BACK_RUNS`` times in
    all; told as a busy database if the last run is rolled back too."""

    retry_after_s = 1

    def __init__(self, message: str) -> None:
        super().__init__(message, reason=N_("The database is slow to answer: try again in a moment"))


ROLLED_BACK_RUNS = 3
"""Runs of a work whose transaction the server rolls back, the first included."""


def run_again_when_rolled_back(block: Callable[[], T], runs: int = ROLLED_BACK_RUNS) -> T:
    """``block``'s answer, ``block`` run again (up to ``runs`` runs in all) while the server
    rolls its transaction back: ``Database.run``'s work, a keyed write's whole block.  Each
    run again is logged: each is answered in the end, so only the log tells an operator that
    writes are meeting in deadlocks."""
    for next_run in range(2, runs + 1):
        try:
            return block()
        except TransactionRolledBack as rolled_back:
            details = {"error": str(rolled_back), "run": next_run}
            log.warning("transaction rolled back by the server: run again", extra=details)
    return block()


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
    """A json or jsonb value as the standard library reads it, read by orjson (in under
    half the time: bench/http.md, "Figures moved out of the code").  orjson reads an
    integer beyond 64 bits as a float, the standard library as the exact int stored;
    PostgreSQL writes a jsonb's numbers in plain digits, so a text with 19 digits in a row
    (in a number or in a string) is read by the standard library."""
    raw = text.encode() if isinstance(text, str) else text
    if _LONG_NUMBER in raw.translate(_DIGITS_AS_ZERO):
        return json.loads(raw)
    return orjson.loads(raw)


T = TypeVar("T")
R = TypeVar("R")

MAX_PAGE_SIZE = 100
"""The most entries a page of a history or a board holds."""


def page(rows: list[T], size: int) -> Page[T]:
    return Page(rows[:size], len(rows) > size)


def owned(rows: list[tuple[Any, ...]]) -> Owned[list[tuple[Any, ...]]] | None:
    """The rows of a statement for a bearer token (``Database.read_for_token``): its
    player, and its own rows."""
    if not rows:
        return None
    return Owned(rows[0][0], [row[1:] for row in rows if row[1] is not None])


class PoolOptions(TypedDict, total=False):
    """How a ``Database`` sizes its pool and how long it waits (see ``Database``)."""

    min_size: int
    max_size: int
    timeout_s: float
    connect_timeout_s: int
    statement_timeout_ms: int
    reconnect_timeout_s: float
    prepare: bool
    outage_after_s: float
    outage_wait_s: float
    bulkhead: Bulkhead | None


class Outage:
    """Whether a database is known to be down: an attempt to connect began ``after_s`` ago
    or more and no attempt has succeeded since.  The pool's own attempts feed it (each
    begins by asking for the connection string, each success is configured), so knowing
    costs no request anything; the pool keeps trying in the background, and the first
    success ends the outage."""

    def __init__(self, after_s: float) -> None:
        self.after_s = after_s
        self._failing_since: float | None = None

    def attempting(self) -> None:
        if self._failing_since is None:
            self._failing_since = time.monotonic()

    def connected(self) -> None:
        self._failing_since = None

    @property
    def known(self) -> bool:
        since = self._failing_since
        return since is not None and time.monotonic() - since >= self.after_s


class Database:
    """The pool of one process, and the rules of running work on its connections."""

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
        prepare: bool = True,
        outage_after_s: float = 2.0,
        outage_wait_s: float = 0.005,
        bulkhead: Bulkhead | None = None,
        rolled_back_runs: int = ROLLED_BACK_RUNS,
    ) -> None:
        """``max_size`` is per process: size it to the worker's threads.  ``timeout_s`` is
        how long a request waits for a connection before it is told the database is away,
        ``outage_wait_s`` how long once the database is known down (``Outage``).
        ``prepare``: every statement is prepared on its connection at its first run
        (named, protocol-level), or never (only unnamed statements: behind a pooler that
        does not keep prepared statements).  ``bulkhead``: the threads' share of the
        database, one for the process (the replica's ``Database`` shares the primary's).
        ``rolled_back_runs``: ``TransactionRolledBack``'s runs (a replica's: 1)."""
        self.outage = Outage(outage_after_s)
        self.bulkhead = bulkhead
        self.outage_wait_s = outage_wait_s
        self.rolled_back_runs = rolled_back_runs
        self.statement_timeout_ms = statement_timeout_ms

        def attempt() -> str:
            self.outage.attempting()
            return url

        def configure(conn: psycopg.Connection[Any]) -> None:
            set_json_loads(json_value, conn)
            self.outage.connected()

        self.pool = ConnectionPool(
            attempt,
            open=False,
            min_size=min_size,
            max_size=max_size,
            timeout=timeout_s,
            reconnect_timeout=reconnect_timeout_s,
            configure=configure,
            kwargs={
                "autocommit": True,
                "prepare_threshold": 0 if prepare else None,
                "connect_timeout": connect_timeout_s,
                "application_name": "solitaire-service",
                "options": f"-c statement_timeout={statement_timeout_ms}"
                f" -c idle_in_transaction_session_timeout={statement_timeout_ms * 2}",
            },
            name="solitaire",
        )
        self._open_lock = threading.Lock()
        self._opened = False
        self._held = _Held()

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
        once, so the first request waits only for a new connection.  While the database is
        known down, it waits ``outage_wait_s`` at most."""
        wait_s = self.pool.timeout if timeout_s is None else timeout_s
        if self.outage.known:
            wait_s = min(wait_s, self.outage_wait_s)
        deadline = time.monotonic() + wait_s
        while True:
            left_s = max(0.0, deadline - time.monotonic())
            if self.bulkhead is None:
                conn = self.pool.getconn(left_s)
            else:
                conn = self.bulkhead.waited_for(self.pool.getconn, left_s)
            try:
                if _has_input(conn):
                    ConnectionPool.check_connection(conn)
                return conn
            except psycopg.Error:
                conn.close()
                self.pool.putconn(conn)
            if time.monotonic() >= deadline:
                raise PoolTimeout("every connection the pool had was closed by the server")

    def _connection(self, timeout_s: float | None = None) -> _Checkout:
        """A live pooled connection for a block (``_Checkout``), the database's errors turned
        into the store's.  A write cut off before its end leaves nothing: its transaction
        never commits."""
        return _Checkout(self, timeout_s)

    def dedicated(self) -> AbstractContextManager[psycopg.Connection[Any]]:
        """A live pooled connection of its own for a long read (a player's export, streamed
        while the request's other store calls take theirs: it is not ``held`` for the
        thread); nothing on it is run again on a lost connection."""
        return self._connection()

    @contextmanager
    def held(self) -> Iterator[psycopg.Connection[Any]]:
        """One connection for every store call this thread makes in the block (``run``
        uses it), so that they can share one transaction: whoever begins it on the
        connection commits it before the block ends, or it is rolled back then.  Nothing
        is run again on a lost connection inside the block: its transaction is lost whole."""
        with self._connection() as conn:
            self._held.connection = conn
            try:
                yield conn
            finally:
                self._held.connection = None
                if not conn.broken and conn.info.transaction_status != TransactionStatus.IDLE:
                    with suppress(psycopg.Error):
                        conn.rollback()

    def run(
        self,
        work: Callable[[psycopg.Connection[Any]], T],
        *,
        replayable: bool,
        timeout_s: float | None = None,
    ) -> T:
        """``work`` on a live connection; once more on a fresh one when the connection is
        lost under it and ``work`` is ``replayable``: a read, or a write idempotent by
        construction (running it twice stores what running it once does).  Again when the
        server rolls its transaction back (``TransactionRolledBack``), whatever
        ``replayable`` says: work that is not replayable is one transaction (one statement,
        or one it begins), so nothing of it was kept.  Inside ``held``, on the held
        connection, once (the holder runs its block again)."""
        connection: psycopg.Connection[Any] | None = self._held.connection
        if connection is not None:
            with _store_errors():
                return work(connection)
        try:
            return run_again_when_rolled_back(
                lambda: self._on_a_connection(work, timeout_s), self.rolled_back_runs
            )
        except _ConnectionLost:
            if not replayable:
                raise
        return self._on_a_connection(work, timeout_s)

    def _on_a_connection(self, work: Callable[[psycopg.Connection[Any]], T], timeout_s: float | None) -> T:
        with self._connection(timeout_s) as conn:
            return work(conn)

    def execute(
        self, query: str, parameters: Params, *, replayable: bool, timeout_s: float | None = None
    ) -> list[tuple[Any, ...]]:
        """The rows of one statement: one round trip."""
        return self.run(
            lambda conn: conn.execute(query, parameters).fetchall(),
            replayable=replayable,
            timeout_s=timeout_s,
        )

    def read(self, kind: type[R], query: str, parameters: Params, timeout_s: float | None = None) -> list[R]:
        """The rows of one read as ``kind``: one round trip."""

        def read(conn: psycopg.Connection[Any]) -> list[R]:
            with conn.cursor(row_factory=class_row(kind)) as cursor:
                return cursor.execute(query, parameters).fetchall()

        return self.run(read, replayable=True, timeout_s=timeout_s)

    def ping(self, timeout_s: float | None = None) -> None:
        """Raise ``DatabaseUnavailable`` unless the database answers (for ``/readyz``, whose
        probe may want a shorter wait than the pool's)."""
        self.execute("SELECT 1", (), replayable=True, timeout_s=timeout_s)

    def read_for_token(
        self, token: str, query: str, parameters: dict[str, Any]
    ) -> Owned[list[tuple[Any, ...]]] | None:
        """The rows of a statement written for the player of the bearer token ``%(token)s``:
        one round trip for the token and the data; None when the token is nobody's.  The
        statement's shape (the token's lookup a subquery of its own, run first) is in
        docs/design/store.md, "Reads for a token"."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        return owned(self.execute(query, parameters | {"token": digest}, replayable=True))


def _store_error(error: BaseException) -> Exception | None:
    """The store's exception for a database's error: a refused value, or a database away
    (PoolTimeout, refused connections, a server gone mid-query, statement timeouts); None
    for any other error, which goes on as it is."""
    if isinstance(error, (errors.CheckViolation, errors.NotNullViolation, errors.ForeignKeyViolation)):
        return InvalidRecord(error.diag.constraint_name, error.diag.message_primary or str(error))
    if isinstance(error, (errors.DeadlockDetected, errors.SerializationFailure)):
        return TransactionRolledBack(str(error))
    if isinstance(error, (psycopg.OperationalError, psycopg.InterfaceError)):
        return DatabaseUnavailable(str(error))
    return None


def _raise_as_stored(error: BaseException) -> None:
    """Raise ``_store_error``'s exception for ``error``, when it has one."""
    stored = _store_error(error)
    if isinstance(stored, InvalidRecord):
        raise stored from None
    if stored is not None:
        raise stored from error


@contextmanager
def _store_errors() -> Iterator[None]:
    """The database's errors as the store's (``_store_error``)."""
    try:
        yield
    except psycopg.Error as error:
        _raise_as_stored(error)
        raise


class _Checkout:
    """``Database._connection``: a live pooled connection for the block, the thread's
    bulkhead slot held meanwhile, the database's errors as the store's (a connection that
    broke under the block with no word from the server as ``_ConnectionLost``).  A class,
    not contextlib generators: it is every store call's path (bench/http.md, issue 43)."""

    __slots__ = ("conn", "database", "timeout_s")

    def __init__(self, database: Database, timeout_s: float | None) -> None:
        self.database = database
        self.timeout_s = timeout_s

    def __enter__(self) -> psycopg.Connection[Any]:
        database = self.database
        database.open()
        if database.bulkhead is not None:
            database.bulkhead.enter()
        try:
            self.conn: psycopg.Connection[Any] = database._live_connection(self.timeout_s)
        except BaseException as error:
            if database.bulkhead is not None:
                database.bulkhead.leave()
            _raise_as_stored(error)
            raise
        return self.conn

    def __exit__(self, kind: object, error: BaseException | None, traceback: object) -> None:
        database, conn = self.database, self.conn
        try:
            try:
                database.pool.putconn(conn)
            except psycopg.Error as failed:
                _raise_as_stored(failed)
                raise
        finally:
            if database.bulkhead is not None:
                database.bulkhead.leave()
        lost = (
            isinstance(error, (psycopg.OperationalError, psycopg.InterfaceError)) and error.sqlstate is None
        )
        if lost and conn.broken:
            raise _ConnectionLost(str(error)) from error
        if error is not None:
            _raise_as_stored(error)


class _Depth(threading.local):
    """How many ``Bulkhead.enter`` of the thread are not yet left."""

    depth = 0


class _Held(threading.local):
    """The connection ``Database.held`` holds for the thread, if any."""

    connection: psycopg.Connection[Any] | None = None


def savepoint(conn: psycopg.Connection[Any]) -> AbstractContextManager[Any]:
    """A savepoint when ``conn`` is inside a transaction (``Database.held``), so that a
    statement's error can be recovered from without losing the transaction; nothing
    otherwise (each pipeline is then a transaction of its own)."""
    if conn.info.transaction_status == TransactionStatus.INTRANS:
        return conn.transaction()
    return nullcontext()


def one(cursor: psycopg.Cursor[R]) -> R:
    """The row a statement always answers."""
    row = cursor.fetchone()
    assert row is not None
    return row
