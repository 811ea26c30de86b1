"""The store's SQL statements, each written whole in its own file under ``sql/``.

A repository binds the statements it runs at import (``statement("record_game")``): the
text that runs is the file's, read once, never assembled; a missing file fails the import.
Every value is a bound parameter (``%(name)s``); a ``--`` comment says why the statement
has its shape.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).with_name("sql")


def statement(name: str) -> str:
    """The statement of ``sql/<name>.sql``."""
    return (FOLDER / f"{name}.sql").read_text()
