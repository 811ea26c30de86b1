"""Migration 0018 (duels, issue 33 item 1), as tests/store/test_migrations.py tests the others:
applied over a database of the migrations before it, its checks refuse what a duel cannot
be, a duel goes with its challenger and a side with its player, the winner follows the
daily ranking rule, and a move is timed by ``timed_move`` exactly as 0015's arithmetic
timed it inline."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service.store import migrate
from tests.store.test_migrations import copy_migrations

T0 = dt.datetime(2031, 1, 5, 12, tzinfo=dt.UTC)
WEEK = dt.timedelta(days=7)


@dataclass
class Players:
    url: str
    ann: uuid.UUID
    bob: uuid.UUID
    cy: uuid.UUID


def with_players(url: str, *, with_tokens: bool = False) -> Players:
    """Three players, each with a token of their own as a release before 0029 stored it
    (``with_tokens``), or as the last one does: no token (a device holds it)."""
    ids = [uuid.uuid4() for _ in range(3)]
    with psycopg.connect(url) as conn:
        for player, name in zip(ids, ("Ann", "Bob", "Cy"), strict=True):
            if with_tokens:
                conn.execute(
                    "INSERT INTO players (id, name, token_sha256) VALUES (%s, %s, %s)",
                    [player, name, player.bytes * 2],
                )
            else:
                conn.execute("INSERT INTO players (id, name) VALUES (%s, %s)", [player, name])
    return Players(url, *ids)


@pytest.fixture
def migrated(empty_database: Callable[[], str], tmp_path: Path) -> Players:
    """A database migrated to 0017, players stored, then 0018 applied."""
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0018":
            later.unlink()
    migrate(url, before)
    players = with_players(url, with_tokens=True)
    assert migrate(url)[0] == "0018_duels"
    return players


@pytest.fixture
def players(database_url: str) -> Players:
    """Three new players of the suite's database (migrated to the last file)."""
    return with_players(database_url)


def new_duel(
    conn: psycopg.Connection[Any], challenger: uuid.UUID, invite: str, variant: str = "golf-easy"
) -> uuid.UUID:
    duel = uuid.uuid4()
    conn.execute(
        "INSERT INTO duels (id, invite, variant, code, challenger_id, created_at, expires_at)"
        " VALUES (%s, %s, %s, 'GO1-E-GHQBMOHWDQMLCT', %s, %s, %s)",
        [duel, invite, variant, challenger, T0, T0 + WEEK],
    )
    return duel


def side(conn: psycopg.Connection[Any], duel: uuid.UUID, which: str, player: uuid.UUID) -> None:
    conn.execute(
        "INSERT INTO duel_sides (duel_id, side, player_id, created_at, started_at, game_id)"
        " VALUES (%s, %s, %s, %s, %s, %s)",
        [duel, which, player, T0, T0, uuid.uuid4()],
    )


def result(conn: psycopg.Connection[Any], duel: uuid.UUID, which: str, row: tuple[Any, ...]) -> None:
    won, cards, undos, seconds, moves, review = row
    conn.execute(
        "UPDATE duel_sides SET submitted_at = %s, won = %s, cards_home = %s, undos = %s, seconds = %s,"
        " moves = %s, score = 0, review = %s WHERE duel_id = %s AND side = %s",
        [T0, won, cards, undos, seconds, moves, review, duel, which],
    )


def standing(conn: psycopg.Connection[Any], duel: uuid.UUID, at: dt.datetime) -> tuple[Any, ...]:
    row = conn.execute("SELECT duel_status(%s, %s), duel_winner(%s, %s)", [duel, at, duel, at]).fetchone()
    assert row is not None
    return tuple(row)


def test_a_duel_is_two_sides_of_a_deal_of_one_variant_going_with_its_players(migrated: Players) -> None:
    ann, bob, cy = migrated.ann, migrated.bob, migrated.cy
    with psycopg.connect(migrated.url, autocommit=True) as conn:
        duel = new_duel(conn, ann, "K7QA2M9X")
        side(conn, duel, "challenger", ann)
        with pytest.raises(psycopg.errors.CheckViolation):
            new_duel(conn, ann, "K7QA2M9U")  # U: not Crockford's
        with pytest.raises(psycopg.errors.CheckViolation):
            new_duel(conn, ann, "K7QA2M9Y", "golf-round")
        with pytest.raises(psycopg.errors.UniqueViolation):
            new_duel(conn, ann, "K7QA2M9X")
        with pytest.raises(psycopg.errors.UniqueViolation):
            side(conn, duel, "opponent", ann)  # one side a player
        with pytest.raises(psycopg.errors.CheckViolation):
            side(conn, duel, "referee", bob)
        side(conn, duel, "opponent", bob)
        with pytest.raises(psycopg.errors.UniqueViolation):
            side(conn, duel, "opponent", cy)  # one opponent
        other = new_duel(conn, ann, "K7QA2M9Z")
        side(conn, other, "challenger", ann)
        side(conn, other, "opponent", cy)
        conn.execute("DELETE FROM players WHERE id = %s", [cy])  # the opponent's side goes with them
        assert conn.execute("SELECT count(*) FROM duel_sides WHERE duel_id = %s", [other]).fetchall() == [
            (1,)
        ]
        conn.execute("DELETE FROM players WHERE id = %s", [ann])  # the challenger's duels go with them
        assert conn.execute("SELECT count(*) FROM duels").fetchall() == [(0,)]
        assert conn.execute("SELECT count(*) FROM duel_sides").fetchall() == [(0,)]


CLEAR_WIN = (True, 35, 0, 400, 49, "clear")


@pytest.mark.parametrize(
    ("challenger", "opponent", "at", "expected"),
    [
        (None, None, T0, ("playing", None)),
        (CLEAR_WIN, None, T0, ("playing", None)),
        (CLEAR_WIN, None, T0 + WEEK, ("expired", "challenger")),  # no result by the expiry: lost
        (None, None, T0 + WEEK, ("expired", "draw")),
        (CLEAR_WIN, CLEAR_WIN, T0, ("finished", "draw")),
        (CLEAR_WIN, (False, 35, 0, 10, 20, "clear"), T0, ("finished", "challenger")),  # won first
        (CLEAR_WIN, (True, 35, 1, 10, 20, "clear"), T0, ("finished", "challenger")),  # fewer undos
        (CLEAR_WIN, (True, 35, 0, 399, 60, "clear"), T0, ("finished", "opponent")),  # less time
        (CLEAR_WIN, (True, 35, 0, 400, 48, "clear"), T0, ("finished", "opponent")),  # fewer moves
        ((False, 20, 0, 9, 9, "clear"), (False, 21, 3, 900, 90, "clear"), T0, ("finished", "opponent")),
        (CLEAR_WIN, (True, 35, 0, 1, 1, "held"), T0, ("finished", None)),  # decided once reviewed
        (CLEAR_WIN, (True, 35, 0, 1, 1, "rejected"), T0, ("finished", "challenger")),  # as no result
    ],
)
def test_the_winner_follows_the_daily_ranking_rule(
    players: Players, challenger: Any, opponent: Any, at: dt.datetime, expected: tuple[Any, ...]
) -> None:
    with psycopg.connect(players.url, autocommit=True) as conn:
        duel = new_duel(conn, players.ann, str(uuid.uuid4().int % 10**8).rjust(8, "0"))
        side(conn, duel, "challenger", players.ann)
        assert standing(conn, duel, T0) == ("waiting", None)
        assert standing(conn, duel, T0 + WEEK) == ("expired", None)  # nobody joined: never played
        side(conn, duel, "opponent", players.bob)
        for which, row in (("challenger", challenger), ("opponent", opponent)):
            if row is not None:
                result(conn, duel, which, row)
        assert standing(conn, duel, at) == expected


@given(
    since=st.floats(0, 3600),
    gap=st.floats(0, 600),
    last_log_gap=st.none() | st.floats(-5, 7),
    min_move_s=st.floats(0, 2),
)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None, max_examples=40)
def test_a_move_is_timed_as_0015_timed_it(
    database_url: str, since: float, gap: float, last_log_gap: float | None, min_move_s: float
) -> None:
    """``timed_move`` (which advance_attempt.sql and advance_duel_side.sql call) gives what
    0015's advance_attempt.sql computed inline, column by column."""
    before, at = T0 + dt.timedelta(seconds=since), T0 + dt.timedelta(seconds=since + gap)
    inline = """
        SELECT 4 + 1,
               1 + (extract(epoch FROM %(at)s - %(since)s) < %(min)s)::int,
               2.5 + gap_log(%(since)s, %(at)s), 7.25 + gap_log(%(since)s, %(at)s) ^ 2,
               3 + coalesce(abs(gap_log(%(since)s, %(at)s) - %(last)s) < ln(1.1), false)::int,
               gap_log(%(since)s, %(at)s)"""
    function = "SELECT * FROM timed_move(4, 1, 2.5, 7.25, 3, %(last)s, %(since)s, %(at)s, %(min)s)"
    values = {"since": before, "at": at, "last": last_log_gap, "min": min_move_s}
    with psycopg.connect(database_url) as conn:
        assert conn.execute(function, values).fetchall() == conn.execute(inline, values).fetchall()
