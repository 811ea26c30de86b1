"""Solitaire game service: Golf and Canfield rules, solver, daily challenge."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

    from flask import Flask


def create_app(overrides: dict[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> Flask:
    """The WSGI app (``gunicorn 'service:create_app()'``) with the commands (``flask --app
    service``), configured from ``environ`` (the process environment by default).  Flask is
    imported only here, so ``import service.engine`` stays free of the web stack; the web
    layer (``service.api``) never imports the commands."""
    from .api import create_app as build
    from .cli import register_cli

    app = build(overrides, environ)
    register_cli(app)
    return app
