"""Real servers for the tests: gunicorn as deployed on a free port, and talking to it over
HTTP."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def gunicorn_server(env: dict[str, str], ready_path: str = "/healthz") -> Iterator[str]:
    """gunicorn with deploy/gunicorn.conf.py (2 workers) on a free port, with ``env`` added,
    once ``ready_path`` answers 200; its URL."""
    with gunicorn_process(env, ready_path) as (url, _server):
        yield url


@contextmanager
def gunicorn_process(
    env: dict[str, str], ready_path: str = "/healthz"
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``gunicorn_server``'s URL and its master process.  Its log goes to a file (a pipe
    nobody reads would fill and stall it), shown if it does not start."""
    port = free_port()
    environment = {**os.environ, "BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2", **env}
    command = [str(Path(sys.executable).with_name("gunicorn")), "-c", "deploy/gunicorn.conf.py"]
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(
            [*command, "service:create_app()"], cwd=ROOT, env=environment, stdout=log, stderr=log
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while http_status(url + ready_path) != 200:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"gunicorn did not start: {log.read()[-2000:]!r}")
                time.sleep(0.1)
            yield url, server
        finally:
            server.terminate()
            server.wait(timeout=30)


def http_status(url: str) -> int | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return None


def fetch_json(
    url: str, body: Any = None, token: str | None = None, headers: dict[str, str] | None = None
) -> tuple[int, Any]:
    """(status, JSON answer) of a GET (no ``body``) or a JSON POST, with a bearer token."""
    sent = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {token}"} if token else {})
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=sent | (headers or {}))
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def metric_total(text: str, name: str, **labels: str) -> float:
    """Sum of the samples of ``name`` whose labels include ``labels``."""
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total
