"""Migrations 0021-0022 (issue 32): the history takes the games of the engine's registry,
listed in ``game_kinds`` by ``migrate`` and by a write that finds its game unlisted,
instead of 0002's fixed list; a code's check is a shape that fits any game's code."""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

from harness.store_data import game_record, round_record
from service.engine import GAMES
from service.engine.registry import GameEntry
from service.store import GameRecord, InvalidRecord, Store, migrate
from tests import ascent
from tests.store.test_migrations import copy_migrations

REGISTERED = ["0021_registered_games", "0022_registered_games_validated"]


@pytest.fixture
def ascent_game() -> Iterator[GameEntry]:
    """The third game (tests/ascent.py), registered in the engine for the test."""
    GAMES.register(ascent.ENTRY)
    try:
        yield ascent.ENTRY
    finally:
        GAMES.unregister(ascent.ENTRY)


def ascent_record() -> GameRecord:
    return GameRecord(uuid.uuid4(), "ascent", "AS1-N-AAAAAAB", {}, "won", 40, 8, [])


def listed_games(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [name for (name,) in conn.execute("SELECT name FROM game_kinds ORDER BY name")]


def test_0021_keeps_the_history_and_0022_validates_it(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    """Also across a partition made between the two (which 0021 gave no foreign key): at
    the end every partition has the parent's two constraints, validated."""
    url = empty_database()
    before, first = copy_migrations(tmp_path / "before"), copy_migrations(tmp_path / "first")
    for folder, last in ((before, "0020"), (first, "0021")):
        for later in folder.glob("*.sql"):
            if later.stem[:4] > last:
                later.unlink()
    migrate(url, before)
    store = Store(url)
    try:
        with psycopg.connect(url) as conn:  # a player as the release of 0020 made one (no name skeleton yet)
            [(player,)] = conn.execute(
                "INSERT INTO players (name, token_sha256) VALUES ('Old', %s) RETURNING id",
                (uuid.uuid4().bytes * 2,),
            ).fetchall()
        old = [game_record("golf-easy"), game_record("canfield-draw1"), round_record([0] * 9)]
        stored = [store.history.record_game(player, record)[0] for record in old]
        assert migrate(url, first) == REGISTERED[:1]
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("SELECT create_game_partitions('2090-01-01', 1)")
        assert migrate(url)[:1] == REGISTERED[1:]  # and the migrations after it
        assert sorted(store.history.list_games(player).items, key=lambda game: game.id) == sorted(
            stored, key=lambda game: game.id
        )
    finally:
        store.close()
    assert listed_games(url) == ["canfield", "golf"]
    with psycopg.connect(url) as conn:
        conn.execute("SELECT create_game_partitions('2091-01-01', 1)")
        constraints = conn.execute(
            "SELECT DISTINCT conname, convalidated FROM pg_constraint WHERE conname IN"
            " ('games_game_fkey', 'games_code_check', 'games_game_check') ORDER BY conname"
        ).fetchall()
        partitions_without_both = conn.execute(
            "SELECT p.relid::text FROM pg_partition_tree('games') p WHERE p.isleaf AND 2 <> ("
            " SELECT count(*) FROM pg_constraint c JOIN pg_constraint parent ON parent.oid = c.conparentid"
            " OR (c.contype = 'c' AND c.coninhcount > 0 AND parent.conname = c.conname)"
            " WHERE c.conrelid = p.relid AND c.conname IN ('games_game_fkey', 'games_code_check')"
            " AND parent.conrelid = 'games'::regclass)"
        ).fetchall()
        partitions = conn.execute("SELECT count(*) FROM pg_partition_tree('games') WHERE isleaf").fetchone()
    assert constraints == [("games_code_check", True), ("games_game_fkey", True)]
    assert partitions_without_both == [] and partitions is not None and partitions[0] >= 3


def test_migrate_lists_the_games_registered_before_it_ran(
    empty_database: Callable[[], str], ascent_game: GameEntry
) -> None:
    url = empty_database()
    migrate(url)
    assert listed_games(url) == ["ascent", "canfield", "golf"]
    assert migrate(url) == [] and listed_games(url) == ["ascent", "canfield", "golf"]


def test_a_game_registered_after_migrate_is_listed_by_its_first_write(
    empty_database: Callable[[], str], request: pytest.FixtureRequest
) -> None:
    url = empty_database()
    migrate(url)
    request.getfixturevalue(
        "ascent_game"
    )  # registered only now: the process that migrated knew nothing of it
    store = Store(url)
    try:
        player, _ = store.players.create("Putter")
        record = ascent_record()
        stored, written = store.history.record_game(player, record)
        assert written and (stored.game, stored.code, stored.variant) == ("ascent", "AS1-N-AAAAAAB", None)
        assert store.history.record_game(player, record) == (stored, False)
        assert store.history.list_games(player).items == [stored]
    finally:
        store.close()
    assert listed_games(url) == ["ascent", "canfield", "golf"]


def test_a_game_the_registry_does_not_know_is_refused(store: Store) -> None:
    """A write of a game no process ever registered: its name is listed nowhere (Ascent may be,
    in the tests' shared database, by any test that stored it)."""
    player, _ = store.players.create("Stranger")
    unknown = dataclasses.replace(ascent_record(), game="stranger", code="ST1-N-AAAAAAB")
    with pytest.raises(InvalidRecord) as refused:
        store.history.record_game(player, unknown)
    assert refused.value.constraint == "games_game_fkey"
    assert store.history.list_games(player).items == []
