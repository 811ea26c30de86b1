"""A typed client of the play routes (clients/typescript/play.ts) type-checks against the
TypeScript types openapi-typescript generates from openapi.yaml, so a contract change that
would break a client's build fails here first."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from .conftest import ROOT, SPEC_PATH

BIN = ROOT / "node_modules/.bin"
CLIENT = ROOT / "clients/typescript"


def _run(tool: str, *arguments: str | Path) -> subprocess.CompletedProcess[str]:
    if not os.access(BIN / tool, os.X_OK):
        raise RuntimeError(f"{BIN / tool} is missing: scripts/bootstrap installs the npm tools (npm ci)")
    return subprocess.run(
        [str(BIN / tool), *map(str, arguments)], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def _type_check(spec: Path, client_dir: Path) -> subprocess.CompletedProcess[str]:
    """Generate the types of ``spec`` beside the client in ``client_dir``, then ``tsc --noEmit``."""
    generated = _run("openapi-typescript", spec, "-o", client_dir / "generated/openapi.ts")
    assert generated.returncode == 0, generated.stdout + generated.stderr
    return _run("tsc", "--noEmit", "-p", client_dir)


def test_the_typed_client_type_checks_against_the_contract() -> None:
    checked = _type_check(SPEC_PATH, CLIENT)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_contract_change_that_breaks_clients_fails_the_type_check() -> None:
    """The check bites: the same client against a contract whose Golf view renamed a field."""
    spec = SPEC_PATH.read_text()
    assert spec.count("required: [columns, discard, stock_count]") == 1
    changed = spec.replace(
        "required: [columns, discard, stock_count]", "required: [columns, discard, stock_size]"
    )
    changed = changed.replace(
        "        stock_count:\n          type: integer\n          minimum: 0\n    CanfieldView",
        "        stock_size:\n          type: integer\n          minimum: 0\n    CanfieldView",
    )
    assert changed.count("stock_size") == 2
    # Inside the client's folder, so the copy resolves openapi-fetch from the same node_modules.
    with tempfile.TemporaryDirectory(dir=CLIENT, prefix=".check-") as directory:
        copy = Path(directory)
        shutil.copy(CLIENT / "play.ts", copy)
        shutil.copy(CLIENT / "tsconfig.json", copy)
        (copy / "openapi.yaml").write_text(changed)
        checked = _type_check(copy / "openapi.yaml", copy)
    assert checked.returncode != 0
    assert "stock_count" in checked.stdout, checked.stdout
