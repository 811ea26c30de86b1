"""gunicorn for the benchmarks (shared by db.py, stats.py and solver_load.py)."""

from __future__ import annotations

import os
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
