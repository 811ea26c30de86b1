"""The real thing: gunicorn with deploy/gunicorn.conf.py on a free port, played over HTTP."""

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

import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def gunicorn_server(env: dict[str, str], ready_path: str = "/healthz") -> Iterator[str]:
    """gunicorn with deploy/gunicorn.conf.py (2 workers) on a free port, with ``env`` added,
    once ``ready_path`` answers 200; its URL.  Its log goes to a file (a pipe nobody reads
    would fill and stall it), shown if it does not start."""
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
            while _status(url + ready_path) != 200:
                if server.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"gunicorn did not start: {log.read()[-2000:]!r}")
                time.sleep(0.1)
            yield url
        finally:
            server.terminate()
            server.wait(timeout=30)


def _status(url: str) -> int | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return None


METRICS_PORT = free_port()


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    environment = {
        "SERVICE_ENV": "production",
        "SECRET_KEY": "f8d4e2d15b0fdb8c0c615e5723904c923c938ab949ad64cccc9f812def8d70c4",
    }
    with gunicorn_server(environment | {"METRICS_PORT": str(METRICS_PORT)}) as url:
        yield url


def call(url: str, body: Any, language: str = "en") -> tuple[int, dict[str, str], Any]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={
            "Content-Type": "application/json",
            "Accept-Language": language,
            "X-Request-ID": "gunicorn-test",
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.load(error)


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


def test_the_documented_golf_example_under_gunicorn(base_url: str) -> None:
    status, headers, game = call(f"{base_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 201 and headers["X-Request-ID"] == "gunicorn-test"
    for the_move in ({"type": "draw"}, {"type": "remove", "column": 5}, {"type": "remove", "column": 2}):
        status, headers, game = call(f"{base_url}/v1/moves", {"state": game["state"], "move": the_move}, "ru")
        assert status == 200 and game["outcome"]["accepted"]
    assert game["view"]["discard"][-1] == "8C" and game["view"]["stock_count"] == 15
    status, headers, refused = call(
        f"{base_url}/v1/moves", {"state": game["state"], "move": {"type": "tap", "card": "TS"}}, "ru"
    )
    assert headers["Content-Language"] == "ru"
    assert refused["outcome"]["violation"]["message"] == "Эта карта заблокирована"


def test_errors_under_gunicorn_are_problems(base_url: str) -> None:
    status, headers, problem = call(f"{base_url}/v1/moves", {"state": "AAAA" * 20, "move": {"type": "draw"}})
    assert status == 422 and headers["Content-Type"] == "application/problem+json"
    status, _, problem = call(f"{base_url}/v1/games", {"code": "G" * 70_000})
    assert status == 413 and problem["status"] == 413


def metric_total(text: str, name: str, **labels: str) -> float:
    """Sum of the samples of ``name`` whose labels include ``labels``."""
    total = 0.0
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            total += float(line.rsplit(" ", 1)[1])
    return total


def test_metrics_are_served_on_their_own_port_only(base_url: str) -> None:
    """What a proxy forwards (the main port) has no /metrics; the metrics port has nothing else."""
    metrics_url = f"http://127.0.0.1:{METRICS_PORT}"
    assert _status(f"{base_url}/metrics") == 404 and _status(f"{metrics_url}/metrics") == 200
    for path in ("/healthz", "/openapi.yaml", "/play"):
        assert _status(f"{base_url}{path}") == 200 and _status(f"{metrics_url}{path}") == 404, path
    status, _, problem = call(f"{metrics_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 404 and problem["type"] == "about:blank"


def test_metrics_add_up_across_workers(base_url: str) -> None:
    def scrape() -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{METRICS_PORT}/metrics", timeout=5) as response:
            assert response.headers["Content-Type"].startswith("text/plain")
            return str(response.read().decode())

    before = metric_total(scrape(), "solitaire_moves_total", game="golf", result="refused")
    _, _, game = call(f"{base_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    for _ in range(12):  # the requests spread over both workers
        status, _, answer = call(
            f"{base_url}/v1/moves", {"state": game["state"], "move": {"type": "tap", "card": "TS"}}
        )
        assert status == 200 and answer["outcome"]["violation"]["code"] == "card_blocked"
    # Whichever worker answers the scrape, it reports every worker's count.
    for _ in range(6):
        text = scrape()
        assert (
            metric_total(text, "solitaire_moves_total", game="golf", result="refused", code="card_blocked")
            >= 12
        )
        assert metric_total(text, "solitaire_moves_total", game="golf", result="refused") == before + 12
        assert metric_total(text, "solitaire_http_request_duration_seconds_count", route="/v1/moves") >= 12
