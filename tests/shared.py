"""The team's shared material (specs, product documents, peers' verdicts), which lies
beside the repository as ``../shared`` (README); ``SHARED_DIR`` points elsewhere.  A
missing directory is a clear failure of the tests that read it, never a silent skip."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    return Path(os.environ.get("SHARED_DIR") or ROOT.parent / "shared")


def shared_data(name: str) -> Path:
    """``../shared/data/<name>``; ``FileNotFoundError`` saying where it was looked for."""
    path = shared_dir() / "data" / name
    if not path.is_file():
        raise FileNotFoundError(
            f"{path} not found: the shared data lies beside the repository (../shared/data), "
            "or set SHARED_DIR to the shared directory"
        )
    return path
