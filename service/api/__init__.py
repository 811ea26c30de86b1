"""The HTTP/JSON API: the app factory wires configuration, logging, errors, CORS, the
state sealer and one blueprint per area; the routes themselves live in their modules."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask

from ..config import load_config
from . import catalog, docs, health, play
from .cors import install_cors
from .errors import register_error_handlers
from .health import READINESS_CHECKS
from .limits import install_limits
from .logs import REQUEST_ID_HEADER, configure_logging, install_request_logging
from .metrics import install_metrics
from .tokens import StateSealer

OPENAPI_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"


def create_app(overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> Flask:
    """Build the app from the environment (or ``environ``), then ``overrides`` (tests)."""
    config = load_config(environ)
    config.update(overrides or {})
    app = Flask("service", static_folder=None)
    app.config.update(config)
    configure_logging(app.config["LOG_LEVEL"])
    install_request_logging(app, app.config["ACCESS_LOG"])
    register_error_handlers(app)
    install_cors(app, app.config["CORS_ORIGINS"], [REQUEST_ID_HEADER, "Content-Language"])
    app.extensions["state_sealer"] = StateSealer(app.config["STATE_KEYS"])
    app.extensions[READINESS_CHECKS] = []
    app.extensions["openapi_yaml"] = Path(app.config.get("OPENAPI_PATH", OPENAPI_PATH)).read_bytes()
    install_metrics(app)
    install_limits(app)
    for blueprint in (play.bp, catalog.bp, health.bp, docs.bp):
        app.register_blueprint(blueprint)
    return app
