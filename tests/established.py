"""Players made established for a day's groups and leagues (migrations 0023 and 0033: a
group of 100 and a league take a result only from a player with a cleared daily result of
an earlier day), straight in the database: a test's players are made on the day, as
puppets are, and would join neither (``harness.store_data.establish`` writes the result)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

import psycopg

from harness import store_data


def establish(database_url: str, day: dt.date, players: Iterable[str]) -> None:
    """``players`` (ids) each with a cleared result of a day long before ``day``, so that
    their results of ``day`` join a group and a league."""
    with psycopg.connect(database_url) as conn:
        store_data.establish(conn, day, list(players))
