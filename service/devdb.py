"""A local PostgreSQL of the project's own, for the run command and the tests.

When ``DATABASE_URL`` is not set, the service starts the machine's PostgreSQL binaries on
a data directory under the project (``var/pgdata``): ``initdb`` once, then ``pg_ctl
start`` on 127.0.0.1 and a free port, TCP only (no Unix socket, so no system directory
is touched).  ``initdb`` and ``postgres`` refuse to run as root, so as root every server
command runs as the ``postgres`` system user, which owns the directory.

The superuser's password is random, made at ``initdb`` and kept in ``<root>/password``
(mode 0600), so other local users cannot log in through the open port.

Layout of ``root``: ``data/`` (the cluster), ``password``, ``server.log``, ``lock``.
Starting is idempotent (a running server is reused, with its port) and serialised by a
file lock, so two processes starting at once share one server.

Command line, for shell scripts: ``python -m service.devdb start|stop|status [root]``;
``start`` prints the database URL.
"""

from __future__ import annotations

import fcntl
import glob
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ROOT = PROJECT_ROOT / "var" / "pgdata"
DATABASE_NAME = "solitaire"
SERVER_USER = "postgres"
START_TIMEOUT_S = 30


class DevDatabaseError(RuntimeError):
    """The local server could not be found, created or started; the message says why."""


def find_bindir() -> Path:
    """The directory of ``initdb``/``pg_ctl``: ``pg_config --bindir``, else the newest
    ``/usr/lib/postgresql/<version>/bin`` that has them."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        result = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            candidates.append(Path(result.stdout.strip()))
    versions = glob.glob("/usr/lib/postgresql/*/bin")
    candidates += sorted((Path(p) for p in versions), key=lambda p: int(p.parent.name), reverse=True)
    for bindir in candidates:
        if (bindir / "initdb").is_file() and (bindir / "pg_ctl").is_file():
            return bindir
    raise DevDatabaseError(
        "PostgreSQL server binaries (initdb, pg_ctl) not found: install them "
        "(scripts/bootstrap does, as root: apt-get install postgresql) or set DATABASE_URL"
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def port_is_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


class DevDatabase:
    """One local cluster under ``root``; ``start()`` gives its URL, ``stop()`` stops it.

    ``durable=False`` turns fsync and synchronous commit off: for throwaway test servers,
    where speed matters and a crash loses nothing of value.
    """

    def __init__(self, root: Path = DEFAULT_ROOT, *, durable: bool = True) -> None:
        self.root = root.resolve()
        self.data = self.root / "data"
        self.durable = durable
        self.port: int | None = None

    # --- running commands as the right user --------------------------------------------------

    @property
    def _as_root(self) -> bool:
        return os.geteuid() == 0

    def _run(self, *command: str | Path) -> subprocess.CompletedProcess[str]:
        """Run a server command, as ``postgres`` when we are root; raise with its output."""
        argv = [str(part) for part in command]
        if self._as_root:
            argv = ["runuser", "-u", SERVER_USER, "--", *argv]
        result = subprocess.run(argv, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise DevDatabaseError(
                f"{' '.join(argv)} failed: {result.stderr.strip() or result.stdout.strip()}"
            )
        return result

    def _give_to_server_user(self, path: Path) -> None:
        if self._as_root:
            try:
                user = pwd.getpwnam(SERVER_USER)
            except KeyError:
                raise DevDatabaseError(
                    f"running as root needs the system user {SERVER_USER!r} (apt-get install postgresql "
                    "creates it), because PostgreSQL refuses to run as root"
                ) from None
            os.chown(path, user.pw_uid, user.pw_gid)

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.root.mkdir(parents=True, exist_ok=True)
        with open(self.root / "lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    # --- the cluster ------------------------------------------------------------------------

    @property
    def password(self) -> str:
        return (self.root / "password").read_text().strip()

    def _initdb(self, bindir: Path) -> None:
        if self.data.exists():
            shutil.rmtree(self.data)  # a half-made cluster from an interrupted initdb
        self.data.mkdir(mode=0o700)
        self._give_to_server_user(self.data)
        password = secrets.token_urlsafe(24)
        # initdb reads the password from a file; the server user must be able to read it.
        pwfile = self.root / "initdb-password"
        self._write_secret(pwfile, password)
        self._give_to_server_user(pwfile)
        try:
            self._run(
                bindir / "initdb",
                "--pgdata", self.data,
                "--username", SERVER_USER,
                "--auth-local", "scram-sha-256",
                "--auth-host", "scram-sha-256",
                "--encoding", "UTF8",
                "--locale", "C",
                "--pwfile", pwfile,
            )  # fmt: skip
        finally:
            pwfile.unlink()
        self._write_secret(self.root / "password", password)

    @staticmethod
    def _write_secret(path: Path, text: str) -> None:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(text + "\n")

    def running_port(self) -> int | None:
        """The port of the server running on this cluster, or None when it is not running."""
        pid_file = self.data / "postmaster.pid"
        if not pid_file.is_file():
            return None
        lines = pid_file.read_text().splitlines()
        try:
            pid, port = int(lines[0]), int(lines[3])
            os.kill(pid, 0)
        except (IndexError, ValueError, ProcessLookupError):
            return None  # a stale file from a crashed server: pg_ctl start copes with it
        except PermissionError:
            pass  # the process exists but belongs to another user: it is running
        return port

    def url(self, database: str = DATABASE_NAME) -> str:
        if self.port is None:
            raise DevDatabaseError("the local database is not started")
        return f"postgresql://{SERVER_USER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def start(self) -> str:
        """Start the server if it is not running (creating the cluster and the database the
        first time) and return the database URL."""
        with self._locked():
            self.port = self.running_port()
            if self.port is None:
                bindir = find_bindir()
                if not (self.data / "PG_VERSION").is_file() or not (self.root / "password").is_file():
                    self._initdb(bindir)
                self._start_server(bindir)
            self._create_database()
        return self.url()

    def _start_server(self, bindir: Path) -> None:
        # The last port again, if there was one: a restarted server keeps its URL, so
        # connection pools pointing at it recover by themselves.
        if self.port is None:
            self.port = free_port()
        options = f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        log = self.root / "server.log"
        if not log.exists():
            log.touch()
        self._give_to_server_user(log)
        self._run(
            bindir / "pg_ctl", "start", "--wait", "--timeout", str(START_TIMEOUT_S),
            "--pgdata", self.data, "--log", log, "--options", options,
        )  # fmt: skip

    def restart_on_same_port(self) -> str:
        """Start the server again after ``stop()``, on the port it had (for outage tests)."""
        port = self.port
        with self._locked():
            if self.running_port() is None:
                if port is None:
                    raise DevDatabaseError("this server was never started: nothing to restart")
                self.port = port
                self._start_server(find_bindir())
        return self.url()

    def _create_database(self) -> None:
        with psycopg.connect(self.url("postgres"), autocommit=True, connect_timeout=10) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
            if not exists:
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE_NAME)))

    def stop(self) -> None:
        """Stop the server (fast shutdown: open sessions are rolled back); no-op when stopped."""
        with self._locked():
            if self.running_port() is not None:
                self._run(find_bindir() / "pg_ctl", "stop", "--wait", "--mode", "fast", "--pgdata", self.data)

    def remove(self) -> None:
        """Stop the server and delete the whole directory (throwaway test servers)."""
        self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


def resolve_database_url(configured: str | None) -> str:
    """``configured`` (DATABASE_URL) when set, else the local server's URL, started if needed."""
    return configured or DevDatabase().start()


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("start", "stop", "status"):
        print("usage: python -m service.devdb start|stop|status [root]", file=sys.stderr)
        return 2
    database = DevDatabase(Path(argv[1]) if len(argv) > 1 else DEFAULT_ROOT)
    try:
        if argv[0] == "start":
            print(database.start())
        elif argv[0] == "stop":
            database.stop()
        else:
            port = database.running_port()
            print(f"running on port {port}" if port else "stopped")
            return 0 if port else 3
    except DevDatabaseError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
