"""Migrations 0021-0022 (issue 32): the history takes the games of the engine's registry,
listed in ``game_kinds`` by ``migrate`` and by a write that finds its game unlisted,
instead of 0002's fixed list; a code's check is a shape that fits any game's code."""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import cast

import psycopg
import pytest

from service.engine import GAMES, Game
from service.engine.golf_entry import GOLF
from service.engine.registry import GameEntry
from service.store import GameRecord, InvalidRecord, Store, migrate
from tests.store.helpers import game_record, round_record
from tests.store.test_migrations import copy_migrations

REGISTERED = ["0021_registered_games", "0022_registered_games_validated"]


class _PuttGame:
    """Of a game class, what the store asks: its name (and the registry its kind)."""

    game = "putt"
    KIND = 0x7E


class _PuttRules:
    """A rules class of its own: the registry keys games by it too."""


PUTT: GameEntry = dataclasses.replace(
    GOLF, game_class=cast("type[Game]", _PuttGame), rules_type=_PuttRules, code_prefix="PT1"
)
"""A minimal third game for the store: its name and code prefix are what reach the history."""


@pytest.fixture
def putt() -> Iterator[GameEntry]:
    """The third game, registered in the engine for the test."""
    GAMES.register(PUTT)
    try:
        yield PUTT
    finally:
        GAMES.unregister(PUTT)


def putt_record() -> GameRecord:
    return GameRecord(uuid.uuid4(), "putt", "PT1-N-AAAAAAB", {}, "won", 40, 8, [])


def listed_games(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [name for (name,) in conn.execute("SELECT name FROM game_kinds ORDER BY name")]


def test_0021_keeps_the_history_and_0022_validates_it(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0021":
            later.unlink()
    migrate(url, before)
    store = Store(url)
    try:
        player, _ = store.create_player("Old")
        old = [game_record("golf-easy"), game_record("canfield-draw1"), round_record([0] * 9)]
        stored = [store.record_game(player, record)[0] for record in old]
        assert migrate(url) == REGISTERED
        assert sorted(store.list_games(player).items, key=lambda game: game.id) == sorted(
            stored, key=lambda game: game.id
        )
    finally:
        store.close()
    assert listed_games(url) == ["canfield", "golf"]
    with psycopg.connect(url) as conn:
        constraints = conn.execute(
            "SELECT DISTINCT conname, convalidated FROM pg_constraint WHERE conname IN"
            " ('games_game_fkey', 'games_code_check', 'games_game_check') ORDER BY conname"
        ).fetchall()
    assert constraints == [("games_code_check", True), ("games_game_fkey", True)]


def test_migrate_lists_the_games_registered_before_it_ran(
    empty_database: Callable[[], str], putt: GameEntry
) -> None:
    url = empty_database()
    migrate(url)
    assert listed_games(url) == ["canfield", "golf", "putt"]
    assert migrate(url) == [] and listed_games(url) == ["canfield", "golf", "putt"]


def test_a_game_registered_after_migrate_is_listed_by_its_first_write(
    empty_database: Callable[[], str], request: pytest.FixtureRequest
) -> None:
    url = empty_database()
    migrate(url)
    request.getfixturevalue("putt")  # registered only now: the process that migrated knew nothing of it
    store = Store(url)
    try:
        player, _ = store.create_player("Putter")
        record = putt_record()
        stored, written = store.record_game(player, record)
        assert written and (stored.game, stored.code, stored.variant) == ("putt", "PT1-N-AAAAAAB", None)
        assert store.record_game(player, record) == (stored, False)
        assert store.list_games(player).items == [stored]
    finally:
        store.close()
    assert listed_games(url) == ["canfield", "golf", "putt"]


def test_a_game_the_registry_does_not_know_is_refused(store: Store) -> None:
    """The same write with the game unregistered: its name is listed nowhere."""
    player, _ = store.create_player("Stranger")
    with pytest.raises(InvalidRecord) as refused:
        store.record_game(player, putt_record())
    assert refused.value.constraint == "games_game_fkey"
    assert store.list_games(player).items == []
