"""Prism (``@stoplight/prism-cli``, pinned in package-lock.json) as a subprocess: ``prism
mock openapi.yaml`` answers the contract's examples, ``prism proxy --errors`` validates the
traffic between a client and the service."""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from harness.servers import free_port

ROOT = Path(__file__).resolve().parents[1]
PRISM = ROOT / "node_modules/.bin/prism"


@dataclass
class PrismServer:
    url: str
    log: Path


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True
    except OSError:
        return False


@contextmanager
def prism_server(command: str, *arguments: str) -> Iterator[PrismServer]:
    """``prism COMMAND -h 127.0.0.1 -p PORT ARGUMENTS...`` on a free port, once it answers."""
    if not os.access(PRISM, os.X_OK):
        raise RuntimeError(f"{PRISM} is missing: scripts/bootstrap installs the npm tools (npm ci)")
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        log = Path(directory) / "prism.log"
        with log.open("wb") as output:
            # Started directly (not through npx or a shell), so the PID we stop is Prism's.
            server = subprocess.Popen(
                [str(PRISM), command, "-h", "127.0.0.1", "-p", str(port), *arguments],
                cwd=ROOT,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while not _answers(f"{url}/healthz"):
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"prism did not start: {log.read_text()[-3000:]}")
                time.sleep(0.2)
            yield PrismServer(url, log)
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
