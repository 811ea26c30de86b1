"""The typed clients of the play routes and of the daily challenge (clients/typescript/), and
the reference web client (service/webclient/: plain ES modules, `// @ts-check` with JSDoc
types), type-check against the TypeScript types openapi-typescript generates from
openapi.yaml, so a contract change that would break a client's build fails here first; and
those types hold every route, parameter, status and field of the contract
(tests/contract/generated.py)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.contract.generated import typescript_coverage
from tests.contract.spec import ROOT, SPEC_PATH

BIN = ROOT / "node_modules/.bin"
CLIENT = ROOT / "clients/typescript"
WEB_CLIENT = ROOT / "service/webclient"
SOURCES = {CLIENT: ("*.ts",), WEB_CLIENT: ("*.js", "*.d.ts", "catalogs/*.json")}


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


@pytest.mark.parametrize("client", [CLIENT, WEB_CLIENT], ids=["typescript", "webclient"])
def test_the_client_type_checks_against_the_contract(client: Path) -> None:
    checked = _type_check(SPEC_PATH, client)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def _golf_view_renames_stock_count(spec: str) -> str:
    assert spec.count("required: [columns, discard, stock_count]") == 1
    changed = spec.replace(
        "required: [columns, discard, stock_count]", "required: [columns, discard, stock_size]"
    )
    return changed.replace(
        "        stock_count:\n          type: integer\n          minimum: 0\n    CanfieldView",
        "        stock_size:\n          type: integer\n          minimum: 0\n    CanfieldView",
    )


def _leaderboard_renames_next(spec: str) -> str:
    """A daily route's change: the leaderboard's ``next`` cursor becomes ``cursor``."""
    head, board = spec.split("\n    Leaderboard:\n", 1)
    board, rest = board.split("\n    LeaderboardEntry:\n", 1)
    assert board.count("next") == 2
    board = board.replace("[date, variant, entries, next]", "[date, variant, entries, cursor]")
    board = board.replace("        next:\n", "        cursor:\n")
    return f"{head}\n    Leaderboard:\n{board}\n    LeaderboardEntry:\n{rest}"


@pytest.mark.parametrize("client", [CLIENT, WEB_CLIENT], ids=["typescript", "webclient"])
@pytest.mark.parametrize(
    ("change", "broken", "renamed"),
    [
        (_golf_view_renames_stock_count, "stock_count", "stock_size"),
        (_leaderboard_renames_next, "next", "cursor"),
    ],
)
def test_a_contract_change_that_breaks_clients_fails_the_type_check(
    client: Path, change: Callable[[str], str], broken: str, renamed: str
) -> None:
    """The check bites: the same client against a contract with a field renamed."""
    spec = SPEC_PATH.read_text()
    changed = change(spec)
    assert changed.count(renamed) == spec.count(renamed) + 2
    # Inside the client's folder, so the copy resolves openapi-fetch from the same node_modules.
    with tempfile.TemporaryDirectory(dir=client, prefix=".check-") as directory:
        copy = Path(directory)
        for source in [
            *(path for pattern in SOURCES[client] for path in client.glob(pattern)),
            client / "tsconfig.json",
        ]:
            (copy / source.relative_to(client)).parent.mkdir(exist_ok=True)
            shutil.copy(source, copy / source.relative_to(client))
        (copy / "openapi.yaml").write_text(changed)
        checked = _type_check(copy / "openapi.yaml", copy)
    assert checked.returncode != 0
    assert f"'{broken}'" in checked.stdout, checked.stdout


def _coverage_gaps(types_spec: Path, contract: dict[str, Any]) -> list[str]:
    """What the types generated from ``types_spec`` lack of ``contract``: tsc on a module
    that names every piece of it, each tsc error mapped back to the piece its line names."""
    with tempfile.TemporaryDirectory(dir=CLIENT, prefix=".check-") as directory:
        copy = Path(directory)
        shutil.copy(CLIENT / "tsconfig.json", copy)
        generated = _run("openapi-typescript", types_spec, "-o", copy / "generated/openapi.ts")
        assert generated.returncode == 0, generated.stdout + generated.stderr
        source, checks = typescript_coverage(contract, "./generated/openapi")
        (copy / "coverage.ts").write_text(source)
        checked = _run("tsc", "--noEmit", "-p", copy)
    lines = {int(line) for line in re.findall(r"^\S*coverage\.ts\((\d+),\d+\): error", checked.stdout, re.M)}
    assert checked.returncode == 0 or lines, checked.stdout
    return [checks[line - 1] for line in sorted(lines)]


def test_the_generated_types_hold_every_route_status_and_field() -> None:
    assert _coverage_gaps(SPEC_PATH, yaml.safe_load(SPEC_PATH.read_text())) == []


def test_a_piece_the_types_lack_is_named() -> None:
    """The check bites: types generated from the contract against a contract with a route,
    a parameter, a status and a field more."""
    contract = yaml.safe_load(SPEC_PATH.read_text())
    contract["paths"]["/v1/players/{player_id}/forget"] = {
        "parameters": [{"$ref": "#/components/parameters/PlayerId"}],
        "post": {"operationId": "forgetPlayer", "responses": {"200": {"description": "Forgotten."}}},
    }
    moves = contract["paths"]["/v1/moves"]["post"]
    moves["parameters"].append({"name": "dry_run", "in": "query", "schema": {"type": "boolean"}})
    moves["responses"]["410"] = {"description": "Gone."}
    contract["components"]["schemas"]["LeaderboardEntry"]["properties"]["percentile"] = {"type": "number"}
    assert _coverage_gaps(SPEC_PATH, contract) == [
        "POST /v1/moves: parameter dry_run",
        "POST /v1/moves: status 410",
        "POST /v1/players/{player_id}/forget",
        "POST /v1/players/{player_id}/forget: operation forgetPlayer",
        "POST /v1/players/{player_id}/forget: parameter player_id",
        "POST /v1/players/{player_id}/forget: status 200",
        "LeaderboardEntry.percentile",
    ]
