"""Docstrings say what a thing is for and why in a few lines; the long reasons live in
``docs/design/`` (issue 40, item 8).  No docstring of the service is longer than
``MAX_DOCSTRING_LINES``, and every design document is named by the code it explains."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from tests.architecture.test_named_files import ROOT, python_prose
from tests.imports import SERVICE

MAX_DOCSTRING_LINES = 8
"""A docstring's lines as written, its quotes included."""
MAX_PACKAGE_DOCSTRING_LINES = 10
"""An ``__init__``'s module docstring, when it is the package's one explanation."""
DESIGN = ROOT / "docs" / "design"
MODULES = sorted(SERVICE.rglob("*.py"))


def docstring_spans(text: str) -> list[tuple[int, int]]:
    """Where each string standing alone as a statement (a module's, a class's, a function's
    or an attribute's docstring) starts, and its lines as written."""
    return [
        (node.lineno, (node.end_lineno or node.lineno) - node.lineno + 1)
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ]


def limit(path: Path, line: int) -> int:
    package = path.name == "__init__.py" and line == 1
    return MAX_PACKAGE_DOCSTRING_LINES if package else MAX_DOCSTRING_LINES


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(SERVICE)))
def test_no_docstring_is_an_essay(path: Path) -> None:
    found = [
        f"line {line}: {lines} lines"
        for line, lines in docstring_spans(path.read_text())
        if lines > limit(path, line)
    ]
    assert not found, (
        f"service/{path.relative_to(SERVICE)} has docstrings over the limit ({found}): keep the why "
        "in a sentence or two, the rest in docs/design/<subject>.md with a pointer"
    )


def test_the_docstrings_are_measured() -> None:
    """The test above reads every kind of docstring, its quotes' lines included."""
    text = '"""One.\n\nTwo.\n"""\n\n\ndef f():\n    """A.\n    B."""\n\n\nX = 1\n"""An attribute\'s."""\n'
    assert sorted(docstring_spans(text)) == [(1, 4), (8, 2), (13, 1)]


DOCUMENTS = sorted(path for path in DESIGN.glob("*.md") if path.name != "README.md")


@cache
def service_prose() -> str:
    """Every comment and docstring of the service, store included, as one text."""
    return "\n".join(text for path in sorted(SERVICE.rglob("*.py")) for text in python_prose(path))


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_design_document_is_named_by_the_code(document: Path) -> None:
    name = str(document.relative_to(ROOT))
    assert name in service_prose(), (
        f"no comment or docstring in service/ names {name}: point to it, or fold it"
    )
    assert f"]({document.name})" in (DESIGN / "README.md").read_text(), (
        f"docs/design/README.md does not list {name}"
    )
