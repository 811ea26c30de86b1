"""Friends' and groups' rules have one home, service/social: it imports neither the web
layer, the commands nor Flask (and holds no SQL: tests/store/test_layout.py)."""

from __future__ import annotations

import pytest

from tests.imports import added_by_import, package_modules

WEB_AND_COMMANDS = ("flask", "werkzeug", "click", "service.api", "service.cli")


def test_service_social_holds_the_rules_of_friends_and_groups() -> None:
    assert package_modules("social") == ["friends", "groups"]


@pytest.mark.parametrize("module", package_modules("social"))
def test_each_social_module_imports_no_web_layer_no_command_and_no_flask(module: str) -> None:
    added = added_by_import(f"service.social.{module}")
    web = sorted(name for name in added if name.startswith(WEB_AND_COMMANDS))
    assert not web, f"service.social.{module} imports {web}"
