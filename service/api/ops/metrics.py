"""Prometheus metrics at ``GET /metrics``, correct under several gunicorn workers (the
series themselves, and what feeds them: ``counters.py``).

With ``PROMETHEUS_MULTIPROC_DIR`` set (``deploy/gunicorn.conf.py`` sets it) every worker
writes its samples there and ``/metrics`` adds them up; without it, the process's own
registry answers.  With ``METRICS_PORT`` set, ``/metrics`` is served on that port only
and the public port answers 404 for it: Prometheus scrapes each pod on its metrics port."""

from __future__ import annotations

import os

from flask import Blueprint, Flask, Response, request
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest, multiprocess
from werkzeug.exceptions import NotFound

from ..web.counters import record_after_request

bp = Blueprint("metrics", __name__)


@bp.get("/metrics")
def metrics() -> Response:
    if "PROMETHEUS_MULTIPROC_DIR" in os.environ:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        body = generate_latest(registry)
    else:
        body = generate_latest()
    return Response(body, mimetype=CONTENT_TYPE_LATEST)


def install_metrics(app: Flask) -> None:
    """The /metrics route, games dealt and the pool's gauges; requests are timed by the request-tracking
    hooks (logs.py)."""
    app.register_blueprint(bp)
    app.after_request(record_after_request)
    metrics_port = app.config.get("METRICS_PORT")
    if metrics_port is not None:
        on_metrics_port = str(metrics_port)

        @app.before_request
        def metrics_only_on_their_port() -> None:
            """``SERVER_PORT`` is the port of the socket that took the connection (gunicorn
            sets it from the listener, never from the ``Host`` header)."""
            if (request.environ.get("SERVER_PORT") == on_metrics_port) != (request.path == "/metrics"):
                raise NotFound()
