"""The import contract of the whole service: each part of ``service/`` imports only the parts
below it (an import inside a function or for type checking counts the same).  The engine's,
the solver's, the daily domain's and the web layer's own finer rules are in their tests
(``tests/engine/test_imports.py``, ``tests/solver/test_imports.py``,
``tests/test_daily_layout.py``, ``tests/api/test_layout.py``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SERVICE = Path(__file__).resolve().parents[2] / "service"
EVERY_LAYER = {"clock", "config", "i18n", "game_modules"}
"""What any layer may use: the clock, the configuration, the languages, the games' loading."""
MAY_IMPORT: dict[str, set[str]] = {
    "engine": set(),
    "solver": {"engine"},
    "players": {"engine"},
    "search": {"engine", "solver"},
    "store": {"engine", "players"},
    "daily": {"engine", "solver", "players", "store", "search"},
    "social": {"engine", "players", "store"},
    "duels": {"engine", "players", "store", "daily"},
    "api": {"engine", "solver", "players", "store", "search", "daily", "duels", "social"},
    "cli": {"engine", "solver", "players", "store", "search", "daily", "duels", "social", "api", "dev"},
    "dev": set(),
    "clock": set(),
    "i18n": {"engine"},
    "game_modules": {"engine", "solver"},
    "config": {"engine", "dev"},
}
"""Top to bottom: the commands, the web layer, the features' domains (duels over daily;
social: friends and groups), the store, the player's own rules, the search processes, the
solver, the engine.  ``dev`` (the embedded PostgreSQL) is a tool only the commands and the
configuration reach."""


def part_of(path: Path) -> str:
    relative = path.relative_to(SERVICE)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def imported_parts(path: Path) -> set[str]:
    """The parts of ``service`` a module imports, however it writes the import."""
    package = ["service", *path.relative_to(SERVICE).parent.parts]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                names = [*base, *node.module.split(".")] if node.module else [*base, node.names[0].name]
            else:
                names = (node.module or "").split(".")
            if names[0] == "service" and len(names) == 1:
                found.update(alias.name for alias in node.names)
            elif names[0] == "service":
                found.add(names[1])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                names = alias.name.split(".")
                if names[0] == "service" and len(names) > 1:
                    found.add(names[1])
    return found


MODULES = sorted(path for path in SERVICE.rglob("*.py") if path != SERVICE / "__init__.py")


def test_every_part_of_the_service_has_its_place_in_the_contract() -> None:
    assert {part_of(path) for path in MODULES} == set(MAY_IMPORT)


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(SERVICE)))
def test_a_module_imports_only_the_layers_below_its_own(path: Path) -> None:
    part = part_of(path)
    allowed = (
        MAY_IMPORT[part]
        | {part}
        | (EVERY_LAYER - {part} if part not in ("engine", "solver", "dev") else set())
    )
    beyond = imported_parts(path) - allowed
    assert not beyond, f"{path.relative_to(SERVICE)} ({part}) imports {sorted(beyond)}"


def test_the_contract_reads_every_form_of_import() -> None:
    """Relative at any depth, absolute, ``from service import x``."""
    assert "daily" in imported_parts(SERVICE / "duels" / "rules.py")
    assert "players" in imported_parts(SERVICE / "store" / "players.py")
    assert "players" in imported_parts(SERVICE / "api" / "web" / "idempotency.py")  # from ...players
    assert "dev" in imported_parts(SERVICE / "config.py")  # inside a function
