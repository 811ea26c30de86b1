"""The migration runner: ordered plain ``.sql`` files in ``migrations/``, each applied once
in its own transaction under an advisory lock, its sha256 checked on every run (an applied
file is never edited); then the partitions, the registry's games and the names' skeletons.
Why a small runner and not a tool: docs/design/store.md."""

from __future__ import annotations

import datetime as dt
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg

from ..players.names import name_skeleton
from .history import registered_games
from .statements import statement

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent.parent / "migrations"
LOCK_KEY = 0x50_6C_61_79_4D_69_67  # arbitrary, fixed: "PlayMig"
PARTITION_MONTHS_AHEAD = 3
SKELETON_BATCH = 1000
"""Players whose names ``migrate`` gives a skeleton in one transaction (0024)."""


class MigrationError(RuntimeError):
    """The migrations on disk and those recorded in the database disagree."""


@dataclass(frozen=True, slots=True)
class Migration:
    version: str
    """The file name without ``.sql``; files apply in the order of their names."""
    sql: str

    @property
    def checksum(self) -> str:
        return hashlib.sha256(self.sql.encode()).hexdigest()


def load_migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    return [Migration(path.stem, path.read_text()) for path in sorted(directory.glob("*.sql"))]


def migrate(url: str, directory: Path = MIGRATIONS_DIR, today: dt.date | None = None) -> list[str]:
    """Apply the pending migrations and create the partitions ahead; return the versions
    applied by this run (empty when the database was up to date)."""
    migrations = load_migrations(directory)
    applied_now: list[str] = []
    with psycopg.connect(url, autocommit=True, connect_timeout=10, prepare_threshold=None) as conn:
        for migration in [None, *migrations]:
            with conn.transaction():
                conn.execute("SET LOCAL statement_timeout = 0")  # a migration may take long
                conn.execute("SELECT pg_advisory_xact_lock(%s)", [LOCK_KEY])
                if migration is None:  # the first transaction: the table, and the files checked
                    conn.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations ("
                        " version text PRIMARY KEY,"
                        " sha256 text NOT NULL,"
                        " applied_at timestamptz NOT NULL DEFAULT now())"
                    )
                    rows = conn.execute("SELECT version, sha256 FROM schema_migrations").fetchall()
                    _check_unchanged(migrations, dict(rows))
                    continue
                applied = conn.execute(
                    "SELECT 1 FROM schema_migrations WHERE version = %s", [migration.version]
                ).fetchone()
                if applied:  # before this run, or by a run that held the lock meanwhile
                    continue
                conn.execute(migration.sql.encode())  # no parameters: a whole script
                conn.execute(
                    "INSERT INTO schema_migrations (version, sha256) VALUES (%s, %s)",
                    [migration.version, migration.checksum],
                )
            applied_now.append(migration.version)
        first_month = today or dt.datetime.now(dt.UTC).date()
        conn.execute("SELECT create_game_partitions(%s, %s)", [first_month, PARTITION_MONTHS_AHEAD + 1])
        if conn.execute("SELECT to_regclass('game_kinds')").fetchone() != (None,):  # none before 0021
            conn.execute(statement("register_games"), {"games": registered_games()})
        if conn.execute("SELECT to_regclass('players_name_skeleton')").fetchone() != (None,):  # 0024
            fill_name_skeletons(conn)
    return applied_now


def fill_name_skeletons(conn: psycopg.Connection[Any], batch: int = SKELETON_BATCH) -> int:
    """Give every player stored without a skeleton (before 0024, or by the release before
    it since) their name's, ``batch`` a transaction; how many were filled."""
    filled = 0
    while True:
        rows = conn.execute(statement("players_without_skeleton"), {"batch": batch}).fetchall()
        if not rows:
            return filled
        ids, skeletons = [row[0] for row in rows], [name_skeleton(row[1]) for row in rows]
        conn.execute(statement("name_skeletons"), {"ids": ids, "skeletons": skeletons})
        filled += len(rows)


def _check_unchanged(migrations: list[Migration], recorded: dict[str, str]) -> None:
    on_disk = {migration.version: migration for migration in migrations}
    for version, checksum in sorted(recorded.items()):
        if version not in on_disk:
            raise MigrationError(f"migration {version} is applied but its file is missing")
        if on_disk[version].checksum != checksum:
            raise MigrationError(
                f"migration {version} was edited after it was applied; add a new migration instead"
            )
    pending = [m.version for m in migrations if m.version not in recorded]
    if pending and recorded and min(pending) < max(recorded):
        raise MigrationError(
            f"migration {min(pending)} sorts before the applied {max(recorded)}: "
            "new migrations must sort after every applied one"
        )
