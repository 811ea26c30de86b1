"""Every file a comment or a docstring names exists (issue 32): a comment that sends its
reader to ``bench/http.md`` or ``tests/api/test_daily.py`` must not send them nowhere
after a file moves or goes."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAMED = re.compile(
    r"(?<![\w./-])((?:service|tests|bench|migrations|deploy|scripts|docs)/[\w./-]*\w"
    r"\.(?:py|md|sql|yaml|yml|json|js|css|html|txt|toml|svg|sh|po))\b"
)
"""A path from the repository's root to a file, as comments write one."""
SOURCES = sorted(
    path
    for pattern in ("service/**/*.py", "service/**/*.sql", "migrations/*.sql", "bench/*.py", "scripts/*.py")
    for path in ROOT.glob(pattern)
    if ".venv" not in path.parts
)
MOVED_SINCE_APPLIED = {
    "migrations/0009_daily_record.sql": {"service/daily_stats.py"},  # now service/daily/stats.py
    "migrations/0012_idempotency_keys_and_board_versions.sql": {"service/api/idempotency.py"},  # api/web/
    "migrations/0014_player_name_readings.sql": {"service/names.py"},  # now service/players/names.py
    "migrations/0017_friends.sql": {"service/names.py"},
    "migrations/0024_name_skeletons.sql": {"service/names.py"},
}
"""Files an applied migration names that have moved since: an applied migration is never
edited (its sha256 is checked at start), so its comment keeps the path it was written with."""


def python_prose(path: Path) -> list[str]:
    """A module's comments and docstrings (a string standing alone as a statement)."""
    text = path.read_text()
    comments = [
        token.string
        for token in tokenize.generate_tokens(io.StringIO(text).readline)
        if token.type == tokenize.COMMENT
    ]
    strings = [
        node.value.value
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ]
    return comments + strings


def sql_prose(path: Path) -> list[str]:
    return [line for line in path.read_text().splitlines() if line.lstrip().startswith("--")]


def named_files(path: Path) -> set[str]:
    prose = python_prose(path) if path.suffix == ".py" else sql_prose(path)
    return {name.rstrip(".") for text in prose for name in NAMED.findall(text)}


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_file_a_comment_names_exists(path: Path) -> None:
    moved = MOVED_SINCE_APPLIED.get(str(path.relative_to(ROOT)), set())
    missing = sorted(name for name in named_files(path) - moved if not (ROOT / name).exists())
    assert not missing, f"{path.relative_to(ROOT)} names files that do not exist: {missing}"


def test_the_names_are_found() -> None:
    """The test above reads comments, docstrings and SQL comments alike."""
    assert "bench/http.md" in named_files(ROOT / "service/api/web/fastschema.py")
    assert "docs/canfield-solver.md" in named_files(ROOT / "service/solver/canfield_position.py")
    assert "service/api/web/idempotency.py" in named_files(ROOT / "service/store/sql/record_game.sql")
