"""Compile a package of the service with mypyc, in place: the rules engine or the solver.

    .venv/bin/python scripts/compile_native.py engine|solver [mypy options]
    .venv/bin/python scripts/compile_native.py --current engine|solver   # exit 1 when stale
    .venv/bin/python scripts/compile_native.py --remove engine|solver

scripts/bootstrap builds each package whenever its source changed, the solver's also when
the engine's did (``service/<package>/native.sha256`` records the source it was built
from; tests/architecture/test_compiled.py fails on a stale or partial build).  The modules
stay plain Python: without the compiled files (no C compiler, or ``ENGINE_COMPILE=0`` /
``SOLVER_COMPILE=0``) the same code runs, slower.
Every module of a package but its ``__init__`` and those it leaves ``interpreted`` goes into
one group, so calls between them stay native.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Package:
    name: str
    imports: tuple[str, ...] = ()
    """The packages this one's modules import: mypyc folds their ``Final`` constants into
    this package's build, so their source is part of what it was built from."""
    interpreted: tuple[str, ...] = ()
    """Modules left to the interpreter, like ``__init__``: value types that must stay plain
    Python classes (mypyc's frozen dataclasses cannot be unpickled, and the solver's
    ``Budget`` goes to worker processes by pickle)."""

    @property
    def directory(self) -> Path:
        return ROOT / "service" / self.name

    @property
    def stamp(self) -> Path:
        return self.directory / "native.sha256"

    def sources(self) -> list[Path]:
        """The modules compiled: all but ``__init__`` and the ``interpreted`` ones."""
        return sorted(
            path
            for path in self.directory.glob("*.py")
            if path.name != "__init__.py" and path.stem not in self.interpreted
        )

    def digested_sources(self) -> list[Path]:
        """What a build depends on: its compiled modules, the interpreted ones (the build
        reads their types) and the modules of the packages it imports."""
        interpreted = [self.directory / f"{name}.py" for name in self.interpreted]
        imported = [path for name in self.imports for path in PACKAGES[name].sources()]
        return [*self.sources(), *interpreted, *imported]

    def source_digest(self) -> str:
        """One digest over every module's path and bytes: any change makes the build stale."""
        digest = hashlib.sha256()
        for path in self.digested_sources():
            digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
        return digest.hexdigest()

    def is_current(self) -> bool:
        recorded = self.stamp.read_text().strip() if self.stamp.exists() else ""
        return recorded == self.source_digest()

    def compiled_modules(self) -> dict[str, bool]:
        """Which of the package's modules Python imports from a compiled file."""
        return {
            path.stem: str(importlib.import_module(f"service.{self.name}.{path.stem}").__file__).endswith(
                ".so"
            )
            for path in self.sources()
        }

    def remove_build(self) -> None:
        for built in [*self.directory.glob("*.so"), *self.directory.glob("*.sha256")]:
            built.unlink()

    def build(self, mypy_options: list[str]) -> None:
        os.chdir(ROOT)  # mypycify takes paths relative to the project
        from mypyc.build import mypycify
        from setuptools import setup

        self.remove_build()
        modules = [str(path.relative_to(ROOT)) for path in self.sources()]
        setup(  # the C files and objects go to build/ (git-ignored), the modules beside their source
            name=f"solitaire-{self.name}-native",
            ext_modules=mypycify([*mypy_options, *modules], group_name=f"service.{self.name}._native"),
            script_args=["build_ext", "--inplace"],
        )
        self.stamp.write_text(self.source_digest() + "\n")


PACKAGES = {
    package.name: package
    for package in (Package("engine"), Package("solver", imports=("engine",), interpreted=("results", "clairvoyance")))
}


def main(arguments: list[str]) -> int:
    action = arguments.pop(0) if arguments and arguments[0] in ("--current", "--remove") else "build"
    if not arguments or arguments[0] not in PACKAGES:
        print(__doc__, file=sys.stderr)
        return 2
    package = PACKAGES[arguments[0]]
    if action == "--current":
        return 0 if package.is_current() else 1
    if action == "--remove":
        package.remove_build()
    else:
        package.build(arguments[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
