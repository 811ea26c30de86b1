"""The web layer's shape: plumbing in ``api/web/`` (and the wire schemas in
``api/schemas/``) shared by feature packages that never import one another, each route
module with its blueprint, every error handler registered in ``web/errors.py``."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from flask import Blueprint

API = Path(__file__).resolve().parents[2] / "service" / "api"
FEATURES = ("play", "daily", "duels", "players", "ops")
"""One package a feature; ``web`` and ``schemas`` are what they share."""
SHARED = ("web", "schemas")


def modules_of(package: str) -> list[Path]:
    return sorted((API / package).glob("*.py"))


def api_packages_imported(path: Path) -> set[str]:
    """The ``service.api`` subpackages ``path`` imports, at any depth of the file (a function's
    own import counts the same)."""
    package = path.parent.relative_to(API.parent.parent).parts  # ("service", "api", "<pkg>")
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            target = [*base, *(node.module or "").split(".")] if node.module else base
            if not node.module:
                target = [*base, node.names[0].name]
        elif isinstance(node, ast.Import):
            target = node.names[0].name.split(".")
        else:
            continue
        if target[:2] == ["service", "api"] and len(target) > 2:
            found.add(target[2])
    return found


def test_every_api_module_lives_in_a_feature_or_the_shared_plumbing() -> None:
    loose = sorted(path.name for path in API.glob("*.py") if path.name != "__init__.py")
    assert loose == [], "a module of the web layer belongs to a feature package or to web/"
    assert {path.name for path in API.iterdir() if (path / "__init__.py").is_file()} == {*FEATURES, *SHARED}


@pytest.mark.parametrize("feature", FEATURES)
def test_a_feature_imports_no_other_feature(feature: str) -> None:
    for path in modules_of(feature):
        others = api_packages_imported(path) & (set(FEATURES) - {feature})
        assert not others, f"{path.relative_to(API)} imports the feature(s) {sorted(others)}"


@pytest.mark.parametrize("shared", SHARED)
def test_the_plumbing_imports_no_feature(shared: str) -> None:
    for path in [*modules_of(shared), *(API / shared).rglob("*/*.py")]:
        features = api_packages_imported(path) & set(FEATURES)
        assert not features, f"{path.relative_to(API)} imports the feature(s) {sorted(features)}"


@pytest.mark.parametrize("feature", FEATURES)
def test_every_route_module_has_a_blueprint(feature: str) -> None:
    routes = [path for path in modules_of(feature) if "Blueprint(" in path.read_text()]
    assert routes, f"the feature {feature} has no routes"
    for path in routes:
        module = importlib.import_module(f"service.api.{feature}.{path.stem}")
        assert isinstance(module.bp, Blueprint), module.__name__


def test_error_handlers_are_registered_in_web_errors_only() -> None:
    for path in API.rglob("*.py"):
        text = path.read_text()
        if path != API / "web" / "errors.py":
            assert "register_error_handler(" not in text and "errorhandler(" not in text, path


def test_only_fastschema_reaches_into_marshmallow() -> None:
    """marshmallow's private parts are read in one module, whose test pins them."""
    private = ("_declared_fields", "_hooks", "marshmallow.utils", "marshmallow.decorators")
    for path in API.parent.rglob("*.py"):
        if path != API / "web" / "fastschema.py":
            text = path.read_text()
            assert not [name for name in private if name in text], path


def test_tokens_import_nothing_from_the_store() -> None:
    """Sealing states is the web layer's and the engine's business: a state opens without a
    database, and its format never follows the store's."""
    tree = ast.parse((API / "web" / "tokens.py").read_text())
    imported = [
        "." * node.level + (node.module or "") if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    ]
    assert imported and not [name for name in imported if "store" in name.split(".")], imported
