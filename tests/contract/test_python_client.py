"""The Python client of the contract (clients/python/solitaire-service-client), as a Python
client team uses it: generated from openapi.yaml by openapi-python-client (pinned in the
locks; its settings in clients/python/) with one command, ``scripts/python-client``, without
a single warning, also on a clean clone (no .venv: it sets up the generator alone); checked
in, and exactly what openapi.yaml generates (a contract changed without running the command
fails here); playing against the service as deployed (gunicorn over PostgreSQL); holding
every route, status and field of the contract (tests/contract/generated.py)."""

from __future__ import annotations

import copy
import datetime as dt
import importlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from harness.databases import scratch_database
from harness.servers import gunicorn_server
from service.store import DailyDeal, Store, migrate
from tests.contract.generated import SPEC, python_client_gaps
from tests.contract.spec import ROOT, SPEC_PATH

COMMAND = ROOT / "scripts/python-client"
CHECKED_IN = ROOT / "clients/python/solitaire-service-client"
PACKAGE = "solitaire_service_client"
SECRET_KEY = "5b1c0e0d7a3f4e55a0c3b1f2d9e8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0"
TODAYS_DEAL = "GO1-E-PYCLINT"
"""Today's golf-easy deal in the service's own database (not a deal another test plays)."""


def generate(
    directory: Path, spec: Path = SPEC_PATH, checkout: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``scripts/python-client DIRECTORY SPEC`` in ``checkout``."""
    return subprocess.run(
        [str(checkout / "scripts/python-client"), str(directory), str(spec)],
        cwd=checkout, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip


def files(directory: Path) -> dict[str, bytes]:
    """Every file under ``directory`` (its path from there) and its bytes."""
    return {
        str(path.relative_to(directory)): path.read_bytes()
        for path in sorted(directory.rglob("*"))
        if path.is_file() and not {"__pycache__", ".ruff_cache"} & set(path.parts)
    }


def drift(generated: Path) -> list[str]:
    """The files where the checked-in client and the one ``generated`` differ."""
    ours, theirs = files(CHECKED_IN), files(generated)
    return sorted(name for name in ours.keys() | theirs.keys() if ours.get(name) != theirs.get(name))


@pytest.fixture(scope="module")
def generation(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    directory = tmp_path_factory.mktemp("python-client") / "client"
    return generate(directory), directory


@pytest.fixture(scope="module")
def client_package() -> Iterator[ModuleType]:
    """The checked-in package, imported (and forgotten again after this module's tests)."""
    sys.path.insert(0, str(CHECKED_IN))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(CHECKED_IN))
        for name in [name for name in sys.modules if name.split(".")[0] == PACKAGE]:
            del sys.modules[name]


def test_one_command_generates_the_client_without_a_warning(
    generation: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    generated, directory = generation
    assert (generated.returncode, generated.stderr) == (0, "")
    assert generated.stdout == f"{directory}: generated from {SPEC_PATH}\n"
    assert (directory / "setup.py").is_file() and (directory / PACKAGE / "py.typed").is_file()


def test_the_checked_in_client_is_what_openapi_yaml_generates(
    generation: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    """The drift check: openapi.yaml changed and the client was not generated again."""
    _, directory = generation
    assert drift(directory) == [], "run scripts/python-client and commit clients/python"


def test_a_changed_contract_is_drift(tmp_path: Path) -> None:
    """The check bites: a field more in the contract is a client that differs."""
    spec = SPEC_PATH.read_text()
    field = "        strokes:\n          description: |\n            The daily round's strokes"
    assert spec.count(field) == 1
    (tmp_path / "openapi.yaml").write_text(
        spec.replace(field, "        mulligans:\n          type: integer\n" + field)
    )
    generated = generate(tmp_path / "client", tmp_path / "openapi.yaml")
    assert generated.returncode == 0, generated.stderr
    assert f"{PACKAGE}/models/leaderboard_entry.py" in drift(tmp_path / "client")


def test_a_clean_clone_makes_the_client_with_one_command(tmp_path: Path) -> None:
    """No .venv, no generator or ruff on PATH: the command sets them up alone (from the
    pins beside the client) and makes the very client that is checked in, saying nothing
    else."""
    clone = tmp_path / "clone"
    tracked = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split("\0")  # fmt: skip
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    bare = [entry for entry in os.environ["PATH"].split(os.pathsep) if not Path(entry, "ruff").exists()]
    environment = {**os.environ, "PATH": os.pathsep.join(bare), "PYTHON": sys.executable}
    made = subprocess.run(
        [str(clone / "scripts/python-client")], cwd=clone, env=environment, capture_output=True, text=True,
        timeout=900,
    )  # fmt: skip
    assert (made.returncode, made.stderr) == (0, ""), made.stdout + made.stderr
    assert made.stdout == "clients/python/solitaire-service-client: generated from openapi.yaml\n"
    assert not (clone / ".venv").exists() and (clone / ".venv-client/bin/ruff").exists()
    assert drift(clone / "clients/python/solitaire-service-client") == []


def test_an_untyped_array_is_a_warning(tmp_path: Path) -> None:
    """The check bites: ``Option.choices`` without ``items`` (as before contract 2.1.0)
    drops ``Option`` and ``Variants`` from the client, with a warning: the command fails,
    saying so."""
    spec = SPEC_PATH.read_text()
    typed = (
        "          items:\n            anyOf:\n              - type: integer\n              - type: string\n"
    )
    assert spec.count(typed) == 1
    (tmp_path / "openapi.yaml").write_text(spec.replace(typed, ""))
    generated = generate(tmp_path / "client", tmp_path / "openapi.yaml")
    assert generated.returncode != 0 and not (tmp_path / "client").exists()
    assert "Unable to process schema /components/schemas/Option" in generated.stderr
    assert "WARNING parsing GET /v1/variants" in generated.stderr


def test_the_generated_client_holds_every_route_status_and_field(client_package: ModuleType) -> None:
    assert python_client_gaps(client_package) == []


def test_a_piece_the_client_lacks_is_named(client_package: ModuleType) -> None:
    """The check bites: the client generated from the contract against a contract with a
    route, a parameter, a status and a field more."""
    contract = copy.deepcopy(SPEC)
    contract["paths"]["/v1/players/{player_id}/forget"] = {
        "post": {
            "tags": ["players"],
            "operationId": "forgetPlayer",
            "responses": {"200": {"description": "New."}},
        },
    }
    moves = contract["paths"]["/v1/moves"]["post"]
    moves["parameters"].append({"name": "dry_run", "in": "query", "schema": {"type": "boolean"}})
    moves["responses"]["410"] = {"description": "Gone."}
    contract["components"]["schemas"]["LeaderboardEntry"]["properties"]["percentile"] = {"type": "number"}
    assert python_client_gaps(client_package, contract) == [
        "POST /v1/moves: no parameter dry_run",
        "POST /v1/moves: 410 (no body): UnexpectedStatus: Unexpected status code: 410",
        "POST /v1/players/{player_id}/forget: no module api.players.forget_player",
        "LeaderboardEntry.percentile: not in LeaderboardEntry",
    ]


@pytest.fixture(scope="module")
def service_url(database_url: str) -> Iterator[str]:
    """The service under gunicorn over a database of its own, today's golf-easy deal published."""
    with scratch_database(database_url, "pyclient") as own_database:
        migrate(own_database)
        store = Store(own_database)
        store.open()
        try:
            today = dt.datetime.now(dt.UTC).date()
            store.deals.publish([DailyDeal(today, "golf-easy", TODAYS_DEAL, 1.0)])
        finally:
            store.close()
        environment = {"SECRET_KEY": SECRET_KEY, "DATABASE_URL": own_database}
        with gunicorn_server(environment, "/readyz") as url:
            yield url


def test_the_generated_client_plays_against_the_service(client_package: ModuleType, service_url: str) -> None:
    """A game, a refusal, a player, a daily game and its result, through the generated
    functions and models only."""
    api = importlib.import_module(f"{PACKAGE}.api")
    models: Any = importlib.import_module(f"{PACKAGE}.models")
    anonymous = client_package.Client(base_url=service_url, raise_on_unexpected_status=True)

    variants = _call(api, "catalog.list_variants", client=anonymous)
    jokers = next(option for option in variants.golf_rule_options if option.name == "jokers")
    assert (jokers.type_, jokers.default, jokers.choices) == (models.OptionType.INTEGER, 0, [0, 1, 2])
    assert [variant.name for variant in variants.variants][:4] == [
        models.AnyVariantName(name)
        for name in ("golf-easy", "golf-classic", "canfield-draw3", "canfield-draw1")
    ]

    # A game, anonymous: the generator types every route with a `security` requirement as
    # taking an AuthenticatedClient, also where the token is optional ([{}, bearerAuth]).
    game = _call(
        api, "play.create_game", client=anonymous,
        body=models.NewGameFromCode(code="GO1-E-AAAAAAB"), accept_language="en",
    )  # fmt: skip
    assert (game.code, game.player, game.daily) == ("GO1-E-AAAAAAB", None, None)
    drawn = _play(api, models, anonymous, game, models.DrawMove(type_="draw"))
    assert isinstance(drawn.outcome, models.Accepted) and drawn.moves == 1

    refused = _play(api, models, anonymous, drawn, models.TapMove(type_="tap", card="TS"))
    assert isinstance(refused.outcome, models.Refused)
    assert refused.outcome.violation.code == "card_blocked"
    assert refused.outcome.violation.message == "This card is blocked"
    assert (refused.moves, refused.view, refused.score) == (drawn.moves, drawn.view, drawn.score)

    player = _call(api, "players.create_player", client=anonymous, body=models.NewPlayer(name="Py Client"))
    as_player = client_package.AuthenticatedClient(
        base_url=service_url, token=player.token, raise_on_unexpected_status=True
    )

    today = dt.datetime.now(dt.UTC).date()
    deals = _call(api, "daily.daily_deals", today, client=anonymous)
    assert deals.date == today and [deal.variant for deal in deals.deals] == [models.VariantName.GOLF_EASY]
    daily = _call(
        api, "daily.start_daily_game", today, client=as_player,
        body=models.DailyGameRequest(variant=models.VariantName.GOLF_EASY),
    )  # fmt: skip
    assert daily.player == player.id and daily.daily.date == today
    while daily.status == models.GameDocumentStatus.PLAYING:
        removes = [move for move in daily.legal_moves if isinstance(move, models.RemoveMove)]
        daily = _play(api, models, as_player, daily, removes[0] if removes else models.DrawMove(type_="draw"))

    submission = models.ResultSubmission(variant=models.VariantName.GOLF_EASY, state=daily.state)
    submit = _module(api, "daily.submit_daily_result").sync_detailed
    submitted = submit(today, client=as_player, body=submission)
    assert submitted.status_code == 201 and isinstance(submitted.parsed, models.DailyStanding)
    assert (submitted.parsed.rank, submitted.parsed.entry.player) == (1, "Py Client")
    assert submitted.parsed.entry.moves == daily.moves
    again = submit(today, client=as_player, body=submission)
    assert again.status_code == 200 and again.parsed == submitted.parsed
    mine = _call(api, "daily.my_daily_standing", today, client=as_player, variant=submission.variant)
    assert mine.rank == 1 and mine.entry == submitted.parsed.entry


def _module(api: ModuleType, name: str) -> Any:
    return importlib.import_module(f"{api.__name__}.{name}")


def _call(api: ModuleType, name: str, *arguments: Any, **keywords: Any) -> Any:
    """The generated ``sync`` of operation ``name`` (``tag.operation``): its parsed answer,
    which must not be a problem."""
    answer = _module(api, name).sync(*arguments, **keywords)
    assert answer is not None and type(answer).__name__ != "Problem", answer
    return answer


def _play(api: ModuleType, models: Any, client: Any, game: Any, move: Any) -> Any:
    request = models.MoveRequest(state=game.state, move=move)
    return _call(api, "play.play_move", client=client, body=request, accept_language="en")
