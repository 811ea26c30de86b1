"""Players made established for a day's groups (migration 0023: a group of 100 takes a
result only from a player with a cleared daily result of an earlier day), straight in the
database: a test's players are made on the day, as puppets are, and would join no group."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

import psycopg

EARLIER_DEAL = ("golf-easy", "GO1-E-AAAAAAB")
"""The deal of the earlier day whose cleared result makes a player established (a day
already published keeps its own deal: the result needs only the day's row)."""
EARLIER = dt.timedelta(days=1000)
"""How long before the day that earlier day is: any earlier day counts, and a day this far
back is one no test reads (the day before is the archive's, which the browser tests read
unpublished)."""


def establish(database_url: str, day: dt.date, players: Iterable[str]) -> None:
    """``players`` (ids) each with a cleared result of the golf-easy deal of a day long before
    ``day`` (``EARLIER``: a dead end, as if played that day), so that their results of
    ``day`` join a group."""
    before = day - EARLIER
    variant, code = EARLIER_DEAL
    with psycopg.connect(database_url) as conn:
        conn.execute(
            "INSERT INTO daily_deals (day, variant, code, difficulty) VALUES (%s, %s, %s, 2.5)"
            " ON CONFLICT (day, variant) DO NOTHING",
            [before, variant, code],
        )
        conn.execute(
            "INSERT INTO daily_results (day, variant, player_id, score, moves, status, won, cards_home,"
            " hints, seconds, submitted_at, review)"
            " SELECT %s, %s, player, 0, 30, 'dead_end', false, 20, 0, 240, %s, 'clear'"
            " FROM unnest(%s::uuid[]) player ON CONFLICT DO NOTHING",
            [before, variant, dt.datetime.combine(before, dt.time(12), dt.UTC), list(players)],
        )
