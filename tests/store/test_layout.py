"""The store's layout (issue 24): it imports nothing from the web layer; SQL stands only
in it, each statement whole in a file of ``service/store/sql`` (never assembled with
``str.format``, an f-string or ``+``), every file run by a repository; a part statements
share is a view or an SQL function (migration 0020), not a copy.  (No module is too long:
tests/architecture/test_module_size.py.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from service.store.statements import FOLDER
from tests.imports import SERVICE

STORE = SERVICE / "store"
SQL = re.compile(r"\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM|CREATE|ALTER TABLE|DROP)\b")
SQL_ELSEWHERE = {
    SERVICE / "dev" / "postgres.py": "makes the development server's database (an administrator's statement, "
    "not the service's data)",
}
"""Modules outside the store that hold SQL, and why."""


def python_modules(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if ".venv" not in path.parts)


def strings(node: ast.AST) -> list[str]:
    """The string constants of an expression."""
    return [
        child.value
        for child in ast.walk(node)
        if isinstance(child, ast.Constant) and isinstance(child.value, str)
    ]


def test_the_store_imports_nothing_from_the_web_layer() -> None:
    for path in python_modules(STORE):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                name = "." * node.level + (node.module or "")
                imported = [name] + [f"{name}.{alias.name}" for alias in node.names]
                assert not any(re.match(r"(\.\.|service\.)api\b", each) for each in imported), (
                    f"{path.name} imports {name}"
                )
            elif isinstance(node, ast.Import):
                assert not any(alias.name.startswith("service.api") for alias in node.names), path.name


@pytest.mark.parametrize("path", python_modules(SERVICE), ids=lambda path: str(path.relative_to(SERVICE)))
def test_sql_stands_only_in_the_store(path: Path) -> None:
    if STORE in path.parents or path in SQL_ELSEWHERE:
        return
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    found = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
        if SQL.search(node.value)
    ]
    assert not found, f"SQL outside service/store: {found}"


def test_no_statement_is_assembled_in_python() -> None:
    """A statement's text is one file, or one whole string: never an f-string, a
    ``str.format`` or a ``+`` of pieces of SQL."""
    for path in python_modules(STORE):
        for node in ast.walk(ast.parse(path.read_text())):
            assembled = (
                isinstance(node, ast.JoinedStr)
                or (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "format"
                )
                or (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)))
            )
            if assembled:
                pieces = strings(node)
                assert not any(SQL.search(piece) for piece in pieces), (
                    f"{path.name}: SQL assembled from {pieces}"
                )


def test_every_statement_file_is_run_by_a_repository() -> None:
    named = {
        match
        for path in python_modules(STORE)
        for match in re.findall(r'statement\("(\w+)"\)', path.read_text())
    }
    files = {path.stem for path in FOLDER.glob("*.sql")}
    assert files == named, f"never run: {sorted(files - named)}; missing: {sorted(named - files)}"


def own_package_imports(path: Path) -> set[str]:
    """The modules of its own package that ``path`` imports, those imported only for type
    checking included (an import circle is one all the same)."""
    return {
        (node.module or "").split(".")[0]
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.ImportFrom) and node.level == 1
    }


def test_the_pool_and_the_replica_do_not_import_each_other() -> None:
    """``database.py`` (the pool) knows neither the replica nor a repository;
    ``replica.py`` (where a read that may lag runs) runs on the pool; ``Repository``
    (``repository.py``) joins the two."""
    assert own_package_imports(STORE / "database.py") == {"models"}
    assert own_package_imports(STORE / "replica.py") == {"database", "statements"}
    assert own_package_imports(STORE / "repository.py") == {"database", "replica"}
