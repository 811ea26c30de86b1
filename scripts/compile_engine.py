"""Compile the rules engine (service/engine, every module) with mypyc, in place.

    .venv/bin/python scripts/compile_engine.py [mypy options]

scripts/bootstrap runs it whenever the engine's source changed (``service/engine/
native.sha256`` records the source it was built from; tests/engine/test_compiled.py fails
on a stale build).  The modules stay plain Python: without the compiled files (no C
compiler, or ``ENGINE_COMPILE=0``) the same code runs, about half as fast on a long
Canfield game.  One group, so calls between the modules stay native.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "service" / "engine"
STAMP = ENGINE / "native.sha256"


def sources() -> list[Path]:
    return sorted(path for path in ENGINE.glob("*.py") if path.name != "__init__.py")


def source_digest() -> str:
    """One digest over every module's name and bytes: any change makes the build stale."""
    digest = hashlib.sha256()
    for path in sources():
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def remove_build() -> None:
    for built in ENGINE.glob("*.so"):
        built.unlink()
    STAMP.unlink(missing_ok=True)


def main() -> None:
    os.chdir(ROOT)  # mypycify takes paths relative to the project
    from mypyc.build import mypycify
    from setuptools import setup

    remove_build()
    modules = [str(path.relative_to(ROOT)) for path in sources()]
    setup(  # the C files and objects go to build/ (git-ignored), the modules beside their source
        name="solitaire-engine-native",
        ext_modules=mypycify([*sys.argv[1:], *modules], group_name="service.engine._native"),
        script_args=["build_ext", "--inplace"],
    )
    STAMP.write_text(source_digest() + "\n")


if __name__ == "__main__":
    sys.exit(main())
