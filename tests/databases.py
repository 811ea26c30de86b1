"""Scratch databases on the test server, for tests that need a database of their own (an
empty one to migrate, or one no other test publishes daily deals in)."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg import sql


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
