"""The contract tests run against the app in-process (WSGI), configured for tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask import Flask

from service import create_app

ROOT = Path(__file__).resolve().parents[2]
SPEC_PATH = ROOT / "openapi.yaml"


@pytest.fixture(scope="session")
def app() -> Flask:
    return create_app({"TESTING": True, "ACCESS_LOG": False})
