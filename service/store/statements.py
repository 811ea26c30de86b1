"""The store's SQL statements, each written whole in its own file under ``sql/``.

A repository binds the statements it runs at import (``statement("record_game")``): the
text that runs is the file's, read once, never assembled; a missing file fails the import.
Every value is a bound parameter (``%(name)s``); a ``--`` comment line says why the
statement has its shape, for its reader: comment lines are not sent (they would cost every
round trip their bytes, and push the statement out of ``pg_stat_activity``'s first 1024
bytes, where operators and the fault tests find a query).
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).with_name("sql")


def statement(name: str) -> str:
    """The statement of ``sql/<name>.sql``, its comment lines left out."""
    lines = (FOLDER / f"{name}.sql").read_text().splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith("--")) + "\n"
