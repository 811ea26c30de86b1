"""Migration 0029 (issue 41): each player's token becomes their first device, which the
store then finds them by, rotates and erases with them."""

from __future__ import annotations

import datetime as dt
import hashlib
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg

from service.store import Store, migrate
from tests.store.test_migrations import copy_migrations

SIGNED_UP = dt.datetime(2026, 11, 2, 8, 15, tzinfo=dt.UTC)


def test_0029_makes_each_players_token_their_first_device(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0029":
            later.unlink()
    migrate(url, before)
    players = {uuid.uuid4(): f"token of {n}" for n in range(3)}
    with psycopg.connect(url) as conn:
        for player, token in players.items():
            conn.execute(
                "INSERT INTO players (id, name, token_sha256, created_at) VALUES (%s, 'Old', %s, %s)",
                [player, hashlib.sha256(token.encode()).digest(), SIGNED_UP],
            )
    assert migrate(url)[0] == "0029_devices"  # and the migrations after it
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT player_id, token_sha256, name, created_at, issued_at, last_seen_at FROM devices"
        ).fetchall()
        assert conn.execute(
            "SELECT count(*) FROM information_schema.columns WHERE column_name = 'token_sha256'"
            " AND table_name = 'players'"
        ).fetchone() == (0,)
    assert {(row[0], bytes(row[1])) for row in rows} == {
        (player, hashlib.sha256(token.encode()).digest()) for player, token in players.items()
    }
    assert {row[2:] for row in rows} == {(None, SIGNED_UP, SIGNED_UP, SIGNED_UP)}
    store = Store(url)
    try:
        (first, token), (second, other) = list(players.items())[:2]
        assert store.players.authenticate(token) == first
        rotated = store.players.rotate_token(first, token, SIGNED_UP + dt.timedelta(days=30))
        assert rotated is not None and store.players.authenticate(token) is None
        assert store.players.authenticate(rotated) == first
        assert store.player_data.erase(second) and not store.player_data.erase(second)
        assert store.players.authenticate(other) is None and store.player_data.erased_token(other)
        assert not store.player_data.erased_token(rotated) and not store.player_data.erased_token(token)
    finally:
        store.close()
