"""The daily challenge has one home, service/daily (its modules listed here): no daily
module lies anywhere else in service/, the package imports neither the web layer, the
commands nor Flask, and the web layer never imports the commands (``service.create_app``
wires them onto the app)."""

from __future__ import annotations

import ast

import pytest

from tests.imports import SERVICE, added_by_import, package_modules

DAILY_MODULES = {
    "badge_rules",
    "challenge",
    "league_rules",
    "line",
    "lock",
    "operator",
    "pace",
    "play_review",
    "scheduler",
    "share",
    "stats",
    "streak",
    "submission",
}
FORMER_NAMES = {"daily_stats", "daily_lock"}
"""Where daily modules lay before they had a home."""
WEB_AND_COMMANDS = ("flask", "werkzeug", "click", "service.api", "service.cli")


def test_service_daily_holds_the_daily_modules() -> None:
    assert set(package_modules("daily")) == DAILY_MODULES


def test_no_daily_module_lies_outside_service_daily() -> None:
    outside = [
        str(path.relative_to(SERVICE))
        for path in SERVICE.rglob("*.py")
        if path.parent != SERVICE / "daily" and path.stem in DAILY_MODULES | FORMER_NAMES
    ]
    assert not outside, outside


@pytest.mark.parametrize("module", sorted(DAILY_MODULES))
def test_each_daily_module_imports_no_web_layer_no_command_and_no_flask(module: str) -> None:
    """In a fresh interpreter: the domain runs without a request or a command around it."""
    added = added_by_import(f"service.daily.{module}")
    web = sorted(
        name for name in added if name.split(".")[0] in WEB_AND_COMMANDS or name.startswith(WEB_AND_COMMANDS)
    )
    assert not web, f"service.daily.{module} imports {web}"


def test_the_web_layer_never_imports_the_commands() -> None:
    for path in (SERVICE / "api").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                imported = "." * node.level + (node.module or "")
                assert imported not in {"..cli", "service.cli"}, path
    assert "service.cli" not in added_by_import("service.api")
