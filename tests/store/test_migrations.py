"""The migration runner: ordered, once each, transactional, safe to run concurrently."""

from __future__ import annotations

import datetime as dt
import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from service.store import GameRecord, MigrationError, Store, migrate
from service.store.migrate import MIGRATIONS_DIR, PARTITION_MONTHS_AHEAD, load_migrations

ALL_VERSIONS = [migration.version for migration in load_migrations()]


def applied_versions(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        return [row[0] for row in conn.execute("SELECT version FROM schema_migrations ORDER BY version")]


def partitions(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT inhrelid::regclass::text FROM pg_inherits WHERE inhparent = 'games'::regclass ORDER BY 1"
        )
        return [row[0] for row in rows]


def copy_migrations(tmp_path: Path) -> Path:
    directory = tmp_path / "migrations"
    shutil.copytree(MIGRATIONS_DIR, directory)
    return directory


def test_the_files_apply_in_order_and_a_second_run_does_nothing(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    assert sorted(ALL_VERSIONS) == ALL_VERSIONS and len(ALL_VERSIONS) >= 2
    assert migrate(url) == ALL_VERSIONS
    assert migrate(url) == []
    assert applied_versions(url) == ALL_VERSIONS


def test_two_concurrent_runs_apply_each_file_exactly_once(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    start = threading.Barrier(2)
    results: list[list[str]] = []

    def run() -> None:
        start.wait()
        results.append(migrate(url))

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(results) == [[], ALL_VERSIONS]
    assert applied_versions(url) == ALL_VERSIONS


def test_a_failing_migration_leaves_nothing_behind(empty_database: Callable[[], str], tmp_path: Path) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    (directory / "9999_broken.sql").write_text(
        "CREATE TABLE half_done (id int);\nINSERT INTO half_done VALUES ('not a number');\n"
    )
    with pytest.raises(psycopg.errors.InvalidTextRepresentation):
        migrate(url, directory)
    assert applied_versions(url) == ALL_VERSIONS
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('half_done')").fetchone() == (None,)
    (directory / "9999_broken.sql").write_text("CREATE TABLE half_done (id int);\n")
    assert migrate(url, directory) == ["9999_broken"]


def test_an_applied_file_that_was_edited_stops_the_run(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    first = directory / f"{ALL_VERSIONS[0]}.sql"
    first.write_text(first.read_text() + "\n-- an afterthought\n")
    with pytest.raises(MigrationError, match="edited after it was applied"):
        migrate(url, directory)


def test_a_new_file_sorting_before_an_applied_one_is_refused(
    empty_database: Callable[[], str], tmp_path: Path
) -> None:
    url = empty_database()
    directory = copy_migrations(tmp_path)
    migrate(url, directory)
    (directory / "0000_late.sql").write_text("SELECT 1;\n")
    with pytest.raises(MigrationError, match="must sort after"):
        migrate(url, directory)


def test_migrate_creates_the_history_partitions_ahead(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    migrate(url, today=dt.date(2031, 11, 20))
    months = ["2031_11", "2031_12", "2032_01", "2032_02"]
    assert len(months) == PARTITION_MONTHS_AHEAD + 1
    assert partitions(url) == [f"games_{month}" for month in months]
    migrate(url, today=dt.date(2031, 12, 2))
    assert partitions(url)[-1] == "games_2032_03"


def test_a_game_recorded_in_a_month_without_partition_gets_one(empty_database: Callable[[], str]) -> None:
    url = empty_database()
    migrate(url, today=dt.date(2001, 1, 1))  # partitions for 2001 only: none for now
    this_month = dt.datetime.now(dt.UTC).strftime("games_%Y_%m")
    assert this_month not in partitions(url)
    store = Store(url)
    try:
        player, _token = store.create_player("Late")
        record = GameRecord("golf", None, {"mode": "easy"}, "dead_end", 120, 70, [], "golf-easy")
        stored = store.record_game(player, record)
        assert store.list_games(player).items == [stored]
    finally:
        store.close()
    assert this_month in partitions(url)
    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT tableoid::regclass::text FROM games WHERE id = %s", [stored.id]).fetchone()
    assert row == (this_month,)
