"""Liveness and readiness.  Readiness is a list of checks other parts register in
``app.extensions["readiness_checks"]`` (callables answering ``(name, ok)``, e.g. the
database pool); with none registered the instance is ready.  The answer says which
dependency is down and nothing more (anyone may call it): why is in the log."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from flask import Blueprint, current_app

from ...engine.texts import N_, Text
from ..schemas import HEALTH
from ..web.fastschema import dump
from ..web.problems import NOT_READY

ReadinessCheck = Callable[[], tuple[str, bool]]
READINESS_CHECKS = "readiness_checks"

bp = Blueprint("health", __name__)
log = logging.getLogger("service.api")


def _run(check: ReadinessCheck) -> dict[str, Any]:
    try:
        name, ok = check()
    except Exception as exc:  # a failing check means "not ready", never a 500
        log.warning("readiness check failed", exc_info=exc)
        name, ok = getattr(check, "__name__", "check"), False
    return {"name": name, "ok": ok, "detail": "ok" if ok else "down"}


@bp.get("/healthz")
def healthz() -> dict[str, Any]:
    """The process is up and serving; says nothing about its dependencies."""
    return dump(HEALTH, {"status": "ok"})


@bp.get("/readyz")
def readyz() -> dict[str, Any]:
    checks = [_run(check) for check in current_app.extensions[READINESS_CHECKS]]
    if all(check["ok"] for check in checks):
        return dump(HEALTH, {"status": "ready", "checks": checks})
    failed = ", ".join(check["name"] for check in checks if not check["ok"])
    detail = Text(N_("not ready: {checks} down"), checks=failed)
    raise NOT_READY(detail, extra={"checks": checks})
