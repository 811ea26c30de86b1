"""The store's SQL statements, each written whole in its own file under ``sql/``, bound at
import (``statement("record_game")``), never assembled; every value a bound parameter.  The
``--`` comment lines say why a statement has its shape, and are not sent."""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).with_name("sql")


def statement(name: str) -> str:
    """The statement of ``sql/<name>.sql``, its comment lines left out."""
    lines = (FOLDER / f"{name}.sql").read_text().splitlines()
    return "\n".join(line for line in lines if not line.lstrip().startswith("--")) + "\n"
