"""Migration 0024 (issue 39, item 8): every player's name gets its UTS #39 skeleton, the
players stored before it by ``migrate`` (after the files, in batches), those a release
before it makes meanwhile at the next ``migrate``; and the store refuses a look-alike of a
name stored before it."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable
from pathlib import Path

import psycopg
import pytest

from service.players.names import latin_reading, name_skeleton
from service.store import NameReadsAsAnother, Store, migrate
from service.store.migrate import SKELETON_BATCH, fill_name_skeletons
from tests.store.test_migrations import copy_migrations

NAMES = ["Ace", "ΑΒΕ", "Борис", "B0B", "IAN", "Ann Ли", "王小明"]


def skeletons(url: str) -> dict[str, str | None]:
    with psycopg.connect(url) as conn:
        return dict(conn.execute("SELECT name, name_skeleton FROM players").fetchall())


def insert_players(url: str, names: list[str], *, with_tokens: bool = False) -> None:
    """Players as a release before 0024 writes them: no skeleton; each with a token of its own
    where the schema is older than 0029 (``with_tokens``: a device holds it since)."""
    with psycopg.connect(url) as conn:
        if with_tokens:
            conn.cursor().executemany(
                "INSERT INTO players (id, name, token_sha256) VALUES (%s, %s, %s)",
                [(uuid.uuid4(), name, uuid.uuid4().bytes * 2) for name in names],
            )
        else:
            conn.cursor().executemany(
                "INSERT INTO players (id, name) VALUES (%s, %s)", [(uuid.uuid4(), name) for name in names]
            )


def test_0024_gives_every_name_stored_before_it_its_skeleton_and_migrate_the_later_ones(
    empty_database: Callable[[], str], tmp_path: Path, database_url: str
) -> None:
    url = empty_database()
    before = copy_migrations(tmp_path)
    for later in before.glob("*.sql"):
        if later.stem >= "0024":
            later.unlink()
    migrate(url, before)
    many = [f"Player {n}" for n in range(SKELETON_BATCH + 7)]  # more than a batch
    insert_players(url, NAMES + many, with_tokens=True)

    assert "0024_name_skeletons" in migrate(url)
    stored = skeletons(url)
    assert len(stored) == len(NAMES) + len(many)
    assert all(skeleton == name_skeleton(name) for name, skeleton in stored.items())
    assert (stored["ΑΒΕ"], stored["IAN"], stored["B0B"]) == ("ABE", "lAN", "BOB")

    insert_players(url, ["Вера", "Late"])  # the release before, still running
    assert skeletons(url)["Late"] is None
    assert migrate(url) == []
    assert skeletons(url)["Late"] == "Late" and skeletons(url)["Вера"] == "Bepa"
    with psycopg.connect(url, autocommit=True) as conn:
        assert fill_name_skeletons(conn) == 0


@pytest.mark.parametrize(("look_alike", "other"), [("АВЕ", "ΑΒΕ"), ("ΙΑΝ", "IAN"), ("ВОВ", "B0B")])
def test_the_store_refuses_a_look_alike_of_a_name_stored_before_0024(
    store: Store, database_url: str, look_alike: str, other: str
) -> None:
    """The shared database's players stored without a skeleton are found once ``migrate``
    filled theirs; a look-alike of them is refused, naming the name it poses as."""
    suffix = "".join(secrets.choice("AEKMHOPTX") for _ in range(8))  # no other test's player
    cyrillic = suffix.translate(str.maketrans("AEKMHOPTX", "АЕКМНОРТХ"))
    greek = suffix.translate(str.maketrans("AEKMHOPTX", "ΑΕΚΜΗΟΡΤΧ"))
    existing = other + (suffix if other.isascii() else greek if other == "ΑΒΕ" else cyrillic)
    insert_players(database_url, [existing])
    with psycopg.connect(database_url, autocommit=True) as conn:
        fill_name_skeletons(conn)
    name = look_alike + (cyrillic if look_alike in ("АВЕ", "ВОВ") else greek)
    with pytest.raises(NameReadsAsAnother) as refused:
        store.players.create(name, latin_reading(name))
    assert refused.value.other == existing
