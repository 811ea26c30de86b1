"""The API layer's shape: route modules depend only on neutral modules (inputs, auth, db,
documents, errors, ...), never on one another, and every error handler is registered in
errors.py."""

from __future__ import annotations

import ast
from pathlib import Path

from flask import Blueprint

from service.api import (
    catalog,
    daily,
    docs,
    duels,
    friends,
    groups,
    health,
    metrics,
    play,
    players,
    solve,
    webclient,
)

API = Path(__file__).resolve().parents[2] / "service" / "api"
ROUTES = (catalog, daily, docs, duels, friends, groups, health, metrics, play, players, solve, webclient)
ROUTE_MODULES = {module.__name__.rsplit(".", 1)[1] for module in ROUTES}


def imported_api_modules(module: str) -> set[str]:
    tree = ast.parse((API / f"{module}.py").read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found.update([node.module] if node.module else [alias.name for alias in node.names])
    return {name.split(".")[0] for name in found}


def test_every_route_module_has_a_blueprint_and_imports_no_other_route_module() -> None:
    for module in ROUTES:
        assert isinstance(module.bp, Blueprint), module.__name__
    for module in ROUTE_MODULES:
        assert not imported_api_modules(module) & ROUTE_MODULES, module


def test_error_handlers_are_registered_in_errors_py_only() -> None:
    for path in API.glob("*.py"):
        text = path.read_text()
        if path.name != "errors.py":
            assert "register_error_handler(" not in text and "errorhandler(" not in text, path.name


def test_only_fastschema_reaches_into_marshmallow() -> None:
    """marshmallow's private parts are read in one module, whose test pins them."""
    private = ("_declared_fields", "_hooks", "marshmallow.utils", "marshmallow.decorators")
    for path in API.parent.rglob("*.py"):
        if path != API / "fastschema.py":
            text = path.read_text()
            assert not [name for name in private if name in text], path


def test_tokens_import_nothing_from_the_store() -> None:
    """Sealing states is the web layer's and the engine's business: a state opens without a
    database, and its format never follows the store's."""
    tree = ast.parse((API / "tokens.py").read_text())
    imported = [
        "." * node.level + (node.module or "") if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    ]
    assert imported and not [name for name in imported if "store" in name.split(".")], imported
