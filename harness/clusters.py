"""More than one PostgreSQL for the tests: a streaming replica of a throwaway server
(``pg_basebackup -R`` with the wheel's programs), and Debian's PgBouncer in transaction mode
in front of a server (installed by ``scripts/bootstrap``, or the one ``PGBOUNCER`` names).

Both run as the user the throwaway server runs as (``solitaire-db`` as root: neither
PostgreSQL nor PgBouncer runs as root), on free ports of 127.0.0.1, and are removed
afterwards.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg

from harness.databases import ThrowawayDatabase
from harness.servers import free_port
from service.dev.postgres import (
    BIN_DIR_SETTING,
    SERVER_HOME,
    SUPERUSER,
    DevDatabase,
    DevDatabaseError,
    _wheel_bindir,
    server_bindir,
)


class Standby(ThrowawayDatabase):
    """A streaming replica of ``primary``: a base backup of it (``pg_basebackup -R``, which
    writes ``standby.signal`` and ``primary_conninfo``), started on a port of its own, with a
    replication slot of its own on the primary, so the primary keeps the changes it has not
    received (a long test run writes more than the primary keeps otherwise, and a standby
    that falls behind, through an outage test's stop of the primary, say, never catches
    up).  ``settings`` are its server's (the primary's, by default)."""

    def __init__(self, root: Path, primary: DevDatabase, settings: dict[str, str] | None = None) -> None:
        super().__init__(root)
        self.primary = primary
        self.slot = "standby_" + "".join(char if char.isalnum() else "_" for char in root.name.lower())
        if settings is not None:
            self.settings = dict(settings)

    def remove(self) -> None:
        """Stop and delete the standby, and drop its slot (while the primary runs: a stopped
        or promoted-over primary keeps nothing of it that matters)."""
        super().remove()
        primary = self.primary.url("postgres")
        with (
            contextlib.suppress(psycopg.Error),
            psycopg.connect(primary, autocommit=True, connect_timeout=3) as conn,
        ):
            conn.execute(
                "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = %s",
                [self.slot],
            )

    def start(self) -> str:
        if not (self.data / "PG_VERSION").is_file():
            self._base_backup()
        return super().start()

    def _base_backup(self) -> None:
        """The primary's cluster copied as it is now, owned by the server's user (as root:
        made by root, then handed over, so the wheel's programs need not be reachable by
        that user)."""
        self.root.mkdir(parents=True, exist_ok=True)
        shutil.copy2(self.primary.root / "password", self.root / "password")
        home = self.root
        if os.geteuid() == 0:
            home = Path(tempfile.mkdtemp(dir=SERVER_HOME / "clusters", prefix=f"{self.root.name}-"))
            self.data.symlink_to(home / "data")
        primary_url = self.primary.url("postgres")
        done = subprocess.run(
            [client_bindir() / "pg_basebackup", "--dbname", primary_url, "--pgdata", home / "data",
             "--write-recovery-conf", "--wal-method", "stream", "--checkpoint", "fast", "--no-sync",
             "--create-slot", "--slot", self.slot],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if done.returncode != 0:
            raise DevDatabaseError(f"pg_basebackup failed: {done.stderr.strip()}")
        owner = self.primary.data.stat()
        for directory, _subdirectories, files in os.walk(home):
            os.chown(directory, owner.st_uid, owner.st_gid)
            for name in files:
                os.chown(os.path.join(directory, name), owner.st_uid, owner.st_gid)
        (home / "data").chmod(0o700)

    def pause_replay(self) -> None:
        """Stop applying the primary's changes (they still arrive): lag on demand."""
        self._replay("pause")

    def resume_replay(self) -> None:
        self._replay("resume")

    def _replay(self, what: str) -> None:
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"SELECT pg_wal_replay_{what}()")

    def promote(self) -> None:
        """Make this replica a primary (a failover), once it has replayed what it has."""
        self._run(server_bindir() / "pg_ctl", "promote", "--wait", "--pgdata", self.data.resolve())


def client_bindir() -> Path:
    """The client programs (``pg_basebackup``) beside the server programs: ``PG_BIN_DIR``'s
    or the wheel's (as root the server runs a copy of the wheel's that holds none)."""
    configured = os.environ.get(BIN_DIR_SETTING)
    return Path(configured) if configured else _wheel_bindir()


def synchronous(primary: DevDatabase) -> None:
    """Make every commit on ``primary`` wait for its standby to have it on disk (as
    deploy/README.md tells operators to set it), so a failover loses no answered write."""
    with psycopg.connect(primary.url("postgres"), autocommit=True) as conn:
        conn.execute("ALTER SYSTEM SET synchronous_standby_names = '*'")
        conn.execute("SELECT pg_reload_conf()")


def wait_for_replay(primary_url: str, standby_url: str, within_s: float = 15.0) -> None:
    """Until the standby has replayed every change committed on the primary so far.  The
    target is the insert position (commits of a server with ``synchronous_commit`` off may
    not be written yet); a record is written after it, for at a page boundary the insert
    position lies past the next page's header, which an idle primary never fills."""
    with psycopg.connect(primary_url, autocommit=True) as conn:
        [(target,)] = conn.execute("SELECT pg_current_wal_insert_lsn()").fetchall()
        conn.execute("SELECT pg_logical_emit_message(false, 'solitaire-tests', 'replayed?')")
    deadline = time.monotonic() + within_s
    with psycopg.connect(standby_url, autocommit=True) as conn:
        while not conn.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", [target]).fetchone()[0]:
            assert time.monotonic() < deadline, "the standby did not catch up"
            time.sleep(0.05)


PGBOUNCER_INI = """\
[databases]
* = host=127.0.0.1 port={server_port} user={user} password={password}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {port}
unix_socket_dir =
auth_type = trust
auth_file = {directory}/users.txt
pool_mode = {pool_mode}
default_pool_size = {pool_size}
max_client_conn = 500
ignore_startup_parameters = extra_float_digits,options
logfile = {directory}/pgbouncer.log
pidfile = {directory}/pgbouncer.pid
"""


class PgBouncer:
    """PgBouncer in transaction mode in front of ``server``, with ``pool_size`` server
    connections per database and user: far fewer than its clients, so consecutive
    transactions of a client run on different server connections, and server connections
    pass from client to client (what breaks any session state left behind).  In session
    mode (``pool_mode``) a client keeps its server connection while it is connected."""

    def __init__(self, server: DevDatabase, pool_size: int = 2, pool_mode: str = "transaction") -> None:
        self.server = server
        self.pool_size = pool_size
        self.pool_mode = pool_mode
        self.port = free_port()
        self.directory = Path(tempfile.mkdtemp(prefix="solitaire-pgbouncer-"))
        self.process: subprocess.Popen[bytes] | None = None

    def url(self, database: str) -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def start(self) -> PgBouncer:
        assert self.server.port is not None, "start the server first"
        (self.directory / "users.txt").write_text(f'"{SUPERUSER}" ""\n')
        (self.directory / "pgbouncer.ini").write_text(
            PGBOUNCER_INI.format(
                server_port=self.server.port,
                user=SUPERUSER,
                password=self.server.password,
                port=self.port,
                directory=self.directory,
                pool_size=self.pool_size,
                pool_mode=self.pool_mode,
            )
        )
        owner = self.server.data.stat()
        for path in (self.directory, *self.directory.iterdir()):
            os.chown(path, owner.st_uid, owner.st_gid)
        as_server_user = os.geteuid() == 0
        self.process = subprocess.Popen(
            [pgbouncer_binary(), str(self.directory / "pgbouncer.ini")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd="/",
            user=owner.st_uid if as_server_user else None,
            group=owner.st_gid if as_server_user else None,
            extra_groups=[] if as_server_user else None,
        )  # fmt: skip
        deadline = time.monotonic() + 15
        while True:
            try:
                with psycopg.connect(self.url("postgres"), connect_timeout=2, prepare_threshold=None) as conn:
                    conn.execute("SELECT 1")
                return self
            except psycopg.OperationalError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"pgbouncer did not start: {self.log()[-2000:]}") from None
                time.sleep(0.1)

    def log(self) -> str:
        path = self.directory / "pgbouncer.log"
        return path.read_text(errors="replace") if path.is_file() else ""

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=15)
        shutil.rmtree(self.directory, ignore_errors=True)


def pgbouncer_binary() -> str:
    found = (
        os.environ.get("PGBOUNCER")
        or shutil.which("pgbouncer")
        or shutil.which("pgbouncer", path="/usr/sbin:/sbin")
    )
    assert found, "pgbouncer is missing: scripts/bootstrap installs Debian's (or set PGBOUNCER)"
    return found
