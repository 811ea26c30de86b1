"""Idempotency keys: the first answer to a key kept in the transaction that made the write's
effect (``claimed`` ... ``keep_answer``), so the effect and its answer commit together or not
at all (docs/design/idempotency.md; the web side is ``service.api.web.idempotency``)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg import errors

from .repository import Repository
from .statements import statement

_BEGIN = statement("begin")
_WAIT_FOR_KEY = statement("wait_for_key")
_CLAIM_KEY = statement("claim_key")
_STOP_WAITING = statement("stop_waiting")
_KEPT_ANSWER = statement("kept_answer")
_KEEP_ANSWER = statement("keep_answer")
_COMMIT = statement("commit")
_KEPT_ANSWER_OF_CREDENTIAL = statement("kept_answer_of_credential")
_PURGE_KEYS = statement("purge_keys")


class IdempotencyKeyInFlight(RuntimeError):
    """Another request with the same key and caller is still running (its transaction
    holds the key) after the claim's wait."""


@dataclass(frozen=True, slots=True)
class KeyClaim:
    """A keyed request: its key, the sha256 of who sent it (``caller``), of the bearer
    token it came with (``credential``, None without), of what it asks (``request``); when
    (``at``, the service's clock), how long the key is kept, and how long a claim waits for
    a first request still running (``wait_ms``)."""

    key: str
    caller: bytes
    credential: bytes | None
    request: bytes
    at: dt.datetime
    lifetime: dt.timedelta
    wait_ms: int

    def parameters(self) -> dict[str, Any]:
        return {
            "key": self.key, "caller": self.caller, "credential": self.credential, "request": self.request,
            "at": self.at, "expires_at": self.at + self.lifetime, "wait": f"{self.wait_ms}ms",
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class KeptAnswer:
    """What a key holds: the sha256 of the request first sent with it, and the answer to
    that request as the web layer sealed it."""

    request: bytes
    answer: bytes


class IdempotencyKeys(Repository):
    @contextmanager
    def claimed(self, claim: KeyClaim) -> Iterator[KeptAnswer | None]:
        """Hold a connection for the block and begin a transaction on it with ``claim``'s
        key claimed: every store call of the block runs in it (``Database.held``).  Yields
        None when the key is new (or expired): the block makes the effect, then
        ``keep_answer`` keeps the answer and commits.  Yields the key's kept answer
        otherwise, the transaction already ended (the block replays the answer; nothing is
        written, one more round trip).  ``IdempotencyKeyInFlight``
        when another transaction still holds the key after ``claim.wait_ms``."""
        parameters = claim.parameters()

        def claim_key(conn: psycopg.Connection[Any]) -> KeptAnswer | None:
            try:
                with conn.pipeline():
                    conn.execute(_BEGIN)
                    conn.execute(_WAIT_FOR_KEY, parameters)
                    claimed = conn.execute(_CLAIM_KEY, parameters)
                    conn.execute(_STOP_WAITING)
                    kept = conn.execute(_KEPT_ANSWER, parameters)
            except errors.LockNotAvailable:
                raise IdempotencyKeyInFlight(
                    f"the key {claim.key!r} is held by a request still running"
                ) from None
            if claimed.fetchone() is not None:
                return None
            row = kept.fetchone()
            if row is None or row[1] is None:  # the holder rolled back, and another claimed it since
                raise IdempotencyKeyInFlight(f"the key {claim.key!r} was claimed meanwhile")
            # Nothing was written: the transaction ends (the key's lock released) with a
            # COMMIT, which unlike psycopg's rollback keeps the connection's prepared statements.
            conn.execute(_COMMIT)
            return KeptAnswer(bytes(row[0]), bytes(row[1]))

        with self.database.held():
            yield self.database.run(claim_key, replayable=False)

    def keep_answer(self, claim: KeyClaim, answer: bytes) -> None:
        """Keep the answer to the key ``claimed`` holds, and commit the block's transaction
        (the effect with it): one round trip."""
        parameters = claim.parameters() | {"answer": answer}

        def keep(conn: psycopg.Connection[Any]) -> None:
            with conn.pipeline():
                conn.execute(_KEEP_ANSWER, parameters)
                conn.execute(_COMMIT)

        self.database.run(keep, replayable=False)

    def answer_kept(self, claim: KeyClaim) -> bool:
        """Whether ``claim``'s key holds an answer already (read without claiming it): a
        retry whose answer a route need not prepare again (``idempotent``'s ``before``)."""
        rows = self.database.execute(_KEPT_ANSWER, claim.parameters(), replayable=True)
        return bool(rows) and rows[0][1] is not None

    def kept_answer_of_credential(self, key: str, credential: bytes, at: dt.datetime) -> KeptAnswer | None:
        """The answer kept for ``key`` first sent with the bearer token whose sha256 is
        ``credential``, unexpired at ``at``: how a rotation retried with the token it
        replaced is told why it is refused (its answer is never replayed to that token)."""
        rows = self.database.execute(
            _KEPT_ANSWER_OF_CREDENTIAL, {"key": key, "credential": credential, "at": at}, replayable=True
        )
        return KeptAnswer(bytes(rows[0][0]), bytes(rows[0][1])) if rows else None

    def purge(self, at: dt.datetime, batch: int = 10_000) -> int:
        """Delete the keys expired at ``at``, ``batch`` a transaction (none holds many
        locks at once); how many were deleted."""
        deleted = 0
        while True:
            count = self.database.run(
                lambda conn: conn.execute(_PURGE_KEYS, {"at": at, "batch": batch}).rowcount, replayable=True
            )
            deleted += count
            if count < batch:
                return deleted
