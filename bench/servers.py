"""gunicorn for the benchmarks (shared by db.py, stats.py and solver_load.py), the CPU
time of a server's processes (http_moves.py, db.py), another revision of the repository
exported to serve beside this tree, the machine's load and the generated sections of the
results files."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def gunicorn(
    port: int,
    settings: dict[str, str],
    checkout: Path = ROOT,
    ready: str = "/readyz",
    log: Path | None = None,
) -> subprocess.Popen[bytes]:
    """gunicorn with ``deploy/gunicorn.conf.py`` and 2 workers serving ``checkout`` (this
    tree, or an export of another commit run with this virtual environment) on ``port``,
    once ``ready`` answers; ``settings`` are added to the environment."""
    env = {**os.environ, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2", "ACCESS_LOG": "0", **settings}
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "-c", "deploy/gunicorn.conf.py", "service:create_app()"],
        cwd=checkout,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log.open("wb") if log else subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}{ready}", timeout=1).close()
            return server
        except OSError:
            if time.monotonic() > deadline:
                server.kill()
                raise RuntimeError(
                    f"gunicorn did not become ready: {log.read_text()[-2000:] if log else ''}"
                ) from None
            time.sleep(0.2)


def _stat(process: Path) -> list[str]:
    """The fields of ``/proc/PID/stat`` after the command's name (which may hold spaces)."""
    return (process / "stat").read_text().rsplit(")", 1)[1].split()


def parent_pid(pid: int) -> int:
    return int(_stat(Path(f"/proc/{pid}"))[1])


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by process ``pid`` and its children (gunicorn's workers,
    PostgreSQL's backends): immune to other load on the machine."""
    total = 0
    for process in Path("/proc").glob("[0-9]*"):
        try:
            fields = _stat(process)
        except OSError:
            continue
        if pid in (int(process.name), int(fields[1])):
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def load_averages() -> str:
    """The machine's 1, 5 and 15 minute load averages ("0.4 / 1.2 / 2.0"): what else was
    running when a figure was taken."""
    return " / ".join(f"{load:.1f}" for load in os.getloadavg())


def write_section(path: Path, script: str, text: str) -> None:
    """Puts ``text`` between the ``<!-- script -->`` and ``<!-- /script -->`` lines of the
    results file ``path``; the rest of the file is prose, kept as it is."""
    begin, end = f"<!-- {script} -->", f"<!-- /{script} -->"
    before, marked, after = path.read_text().partition(begin)
    _, ended, after = after.partition(end)
    if not (marked and ended):
        raise RuntimeError(f"{path.name} lacks the lines {begin} and {end}")
    path.write_text(f"{before}{begin}\n{text}{end}{after}")


def export(revision: str, directory: Path) -> Path:
    """``revision`` of this repository as files under ``directory``, with this tree's engine
    (its compiled modules too) in place of its own; or, when ``BENCH_REVISION_ENGINE`` names
    a checkout of ``revision`` with its engine built, that checkout's (a revision whose code
    needs an engine of its own time: the move route measured whole, engine included)."""
    checkout = directory / revision
    checkout.mkdir()
    archive = subprocess.run(["git", "archive", revision], cwd=ROOT, check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(checkout)], input=archive, check=True)
    engine = checkout / "service" / "engine"
    shutil.rmtree(engine)
    own = os.environ.get("BENCH_REVISION_ENGINE")
    source = Path(own) / "service" / "engine" if own else ROOT / "service" / "engine"
    shutil.copytree(source, engine, ignore=shutil.ignore_patterns("__pycache__"))
    return checkout
