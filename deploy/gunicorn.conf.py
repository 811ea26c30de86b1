"""Gunicorn settings for the service: ``gunicorn -c deploy/gunicorn.conf.py 'service:create_app()'``.

Threaded workers (gthread) sized from the CPU count: a move is ~0.2 ms of CPU, so
threads mostly cover slow clients and the database routes' waits.  Every value can be
overridden from the environment for a particular machine or platform.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import shutil
import socket
import tempfile
from typing import Any

from gunicorn import glogging, util


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


bind = [os.environ.get("BIND", f"0.0.0.0:{os.environ.get('PORT', '8000')}")]
# /metrics only on a port of its own, which no proxy or Service forwards (service/api/ops/metrics.py).
if os.environ.get("METRICS_PORT", "").strip():
    bind.append(f"{bind[0].rsplit(':', 1)[0]}:{os.environ['METRICS_PORT'].strip()}")
workers = _int("WEB_CONCURRENCY", multiprocessing.cpu_count())
worker_class = "gthread"
threads = _int("GUNICORN_THREADS", 4)
# Each worker listens on its own SO_REUSEPORT socket and the kernel spreads new connections
# over them.  On one shared socket whichever worker wakes first accepts a burst of
# connections and keeps them while clients keep them alive: wrk's 16 connections fell
# 16/0, 15/1 or 14/2 to the two workers, leaving one worker idle and the other queueing
# (bench/http.md).  The cost: connections still waiting in a worker's accept queue when
# it exits are reset, so recycle workers (MAX_REQUESTS) sparingly.  REUSE_PORT=0 restores
# the shared socket.
reuse_port = os.environ.get("REUSE_PORT", "1") not in ("0", "false", "no")
# gunicorn's control socket (``gunicornc``: worker status and count, reload, shutdown), one a
# server.  gunicorn's default is one path for every gunicorn of a user on the machine
# (``$XDG_RUNTIME_DIR/gunicorn.ctl`` or ``~/.gunicorn/gunicorn.ctl``): a second server takes it
# over, unlinking the first's, and either one's exit removes it, so ``gunicornc`` reaches the
# wrong server or none.  Ours is named after the server's first address, in a directory of
# the user's own (gunicorn makes it, mode 0700); CONTROL_SOCKET names another path.
control_socket = os.environ.get("CONTROL_SOCKET") or os.path.join(
    os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir(),
    f"solitaire-gunicorn-{os.getuid()}",
    re.sub(r"[^\w.-]", "-", bind[0]) + ".ctl",
)


class _Logger(glogging.Logger):
    """gunicorn's logger, with the address in the start line: with ``reuse_port`` the master
    holds no socket (each worker binds its own), so gunicorn's "Listening at: %s (%s)" would
    name none ("Listening at:  (11317)")."""

    def info(self, msg: str, *args: Any, **kwargs: Any) -> None:
        if msg == "Listening at: %s (%s)" and args and not args[0]:
            args = (", ".join(f"http://{address}" for address in self.cfg.bind), *args[1:])
        super().info(msg, *args, **kwargs)


logger_class = _Logger
# Longer than the load balancer's idle timeout would be ideal behind one (60 s on most);
# 5 s keeps idle connections cheap when clients connect directly.
keepalive = _int("KEEPALIVE", 5)
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = _int("GRACEFUL_TIMEOUT", 30)
max_requests = _int("MAX_REQUESTS", 0)
max_requests_jitter = _int("MAX_REQUESTS_JITTER", 0)
# The app writes one JSON access line per request (with its request id): no second log here.
accesslog = None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info").lower()
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
# Requests too long to parse are answered by gunicorn before the app sees them (openapi.yaml
# documents both): a request line (method, path and query, version) over 4094 bytes is 414,
# more than 100 header fields or one over 8190 bytes is 431.  gunicorn's defaults, written
# out because the contract names them; the app's longest query (a 512-character cursor)
# stays far below.
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190


def _problem_error(sock: socket.socket, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's own answers (a request it cannot parse, or over the limits above) as RFC
    9457 problem+json like every other error of the service, instead of its HTML page.
    gunicorn has no setting for this body: its one writer of it is replaced."""
    problem = {"type": "about:blank", "title": reason, "status": status_int, "detail": mesg or reason}
    body = json.dumps(problem).encode()
    head = (
        f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)


util.write_error = _problem_error


# Metrics from every worker add up at /metrics (prometheus-client multiprocess mode): the
# workers write their samples to files in this directory, emptied when the server starts.
os.environ.setdefault(
    "PROMETHEUS_MULTIPROC_DIR", os.path.join(tempfile.gettempdir(), f"solitaire-metrics-{os.getpid()}")
)


def on_starting(server: object) -> None:
    directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory, exist_ok=True)


def _store(worker: Any) -> Any:
    """The worker's ``Store`` (None without ``DATABASE_URL``, or before the app loaded)."""
    app = getattr(worker, "wsgi", None)
    return getattr(app, "extensions", {}).get("store")


def _play_review(worker: Any) -> Any:
    """The worker's play review (``service.daily.play_review.PlayReviewWorker``), started
    with the worker: None without a store or with ``DAILY_REVIEW_PLAY=0``."""
    app = getattr(worker, "wsgi", None)
    return getattr(app, "extensions", {}).get("play_review")


def post_worker_init(worker: Any) -> None:
    """Open the worker's connection pool (psycopg_pool: one pool per process, made after
    the fork).  ``post_fork`` runs before the worker has loaded the app (gunicorn loads it
    in the worker unless ``preload_app``), so this is the first hook that can see the
    pool; either way it was created closed and no connection crosses a fork.  Opening
    does not wait for the database: a worker started during an outage serves the play
    routes and connects once the database is back."""
    store = _store(worker)
    if store is not None:
        store.open()
    review = _play_review(worker)
    if review is not None:
        review.start()


def worker_exit(server: object, worker: Any) -> None:
    """Close the pool: its connections end cleanly instead of being cut by the exit."""
    review = _play_review(worker)
    if review is not None:
        review.stop()
    store = _store(worker)
    if store is not None:
        store.close()


def child_exit(server: object, worker: Any) -> None:
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]
