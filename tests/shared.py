"""Where the tests' data lies: the project's own in ``tests/data/`` (its README says where
each file came from), and the team's shared material beside the repository (``../shared``,
or ``SHARED_DIR``), which only the extra checks of tests/test_product_documents.py read: a
clone with nothing beside it skips them, saying why, and passes every other test."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def data_file(name: str) -> Path:
    """``tests/data/<name>``; ``FileNotFoundError`` saying where it was looked for."""
    path = DATA / name
    if not path.is_file():
        raise FileNotFoundError(f"{path} not found: tests/data/README.md lists the test data")
    return path


def shared_dir() -> Path:
    return Path(os.environ.get("SHARED_DIR") or ROOT.parent / "shared")


def shared_dir_or_skip() -> Path:
    """The shared directory, or the calling test skipped with the reason when it is not there."""
    path = shared_dir()
    if not path.is_dir():
        pytest.skip(
            f"no team material at {path} (../shared beside the repository, or SHARED_DIR): "
            "the check against its documents and data runs only where it is"
        )
    return path
