"""The tests' PostgreSQL: a throwaway server of the project's own (``service.dev.postgres``) that
outage tests stop and restart, and scratch databases on it, for tests that need a database
of their own (an empty one to migrate, or one no other test publishes daily deals in)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql

from service.dev.postgres import DevDatabase

THROWAWAY_SETTINGS = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}
"""A test server's: speed matters and a crash loses nothing of value."""


class ThrowawayDatabase(DevDatabase):
    """A local server for tests: not durable, and restartable on the port it had."""

    def __init__(self, root: Path) -> None:
        super().__init__(root, settings=THROWAWAY_SETTINGS)

    def restart_on_same_port(self) -> str:
        """Start the server again after ``stop()``, on the port it had (``start`` keeps it):
        its URL stays, so the connection pools pointing at it recover by themselves (the
        outage tests' point)."""
        port = self.port
        url = self.start()
        assert self.port == port, f"the server came back on port {self.port}, not {port}"
        return url


@contextmanager
def scratch_database(database_url: str, prefix: str = "scratch") -> Iterator[str]:
    """The URL of a new, empty database beside ``database_url``'s; dropped afterwards.
    Needs a user who may create databases (the throwaway server's superuser is one)."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield psycopg.conninfo.make_conninfo(database_url, dbname=name)
    finally:
        with psycopg.connect(database_url, autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))


def raised_by_server(condition: str) -> str:
    """A statement the server answers with the error ``condition`` (a PL/pgSQL condition
    name), as it reports a real one: the faults a test cannot time (a deadlock's victim,
    a serialization failure) raised on demand."""
    return f"DO $$ BEGIN RAISE EXCEPTION 'raised by a test' USING ERRCODE = '{condition}'; END $$"


DEADLOCK = raised_by_server("deadlock_detected")
SERIALIZATION_FAILURE = raised_by_server("serialization_failure")
