"""Solitaire game service: Golf and Canfield rules, solver, daily challenge."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from flask import Flask


def create_app(overrides: dict[str, Any] | None = None) -> Flask:
    """The WSGI app (``gunicorn 'service:create_app()'``).  Flask is imported only here,
    so ``import service.engine`` stays free of the web stack."""
    from .api import create_app as build

    return build(overrides)
