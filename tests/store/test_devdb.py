"""The project's own PostgreSQL: created once, started idempotently, stopped cleanly."""

from __future__ import annotations

import os
import pwd
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from service.devdb import SERVER_USER, DevDatabase, main, resolve_database_url


@pytest.fixture
def fresh_root() -> Iterator[Path]:
    home = Path(tempfile.mkdtemp(prefix="solitaire-devdb-"))
    home.chmod(0o755)
    yield home / "pg"
    DevDatabase(home / "pg").remove()
    home.rmdir()


def test_start_creates_once_reuses_the_running_server_and_keeps_data_across_restarts(
    fresh_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = DevDatabase(fresh_root, durable=False)
    url = server.start()
    assert DevDatabase(fresh_root).start() == url  # another process sees the same server
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)")
    assert main(["stop", str(fresh_root)]) == 0
    assert main(["status", str(fresh_root)]) == 3
    assert server.running_port() is None
    assert main(["start", str(fresh_root)]) == 0
    again = capsys.readouterr().out.strip().splitlines()[-1]
    with psycopg.connect(again) as conn:
        assert conn.execute("SELECT n FROM kept").fetchall() == [(7,)]


def test_the_password_is_private_and_the_cluster_belongs_to_the_server_user(
    postgres_server: DevDatabase | None,
) -> None:
    if postgres_server is None:
        pytest.skip("uses the throwaway server")
    password = postgres_server.root / "password"
    assert stat.S_IMODE(password.stat().st_mode) == 0o600
    assert postgres_server.password in postgres_server.url()
    owner = pwd.getpwuid(postgres_server.data.stat().st_uid).pw_name
    assert owner == (SERVER_USER if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name)
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(postgres_server.url().replace(postgres_server.password, "guess"), connect_timeout=5)


def test_a_configured_url_is_used_as_is() -> None:
    assert resolve_database_url("postgresql://db.example/prod") == "postgresql://db.example/prod"
