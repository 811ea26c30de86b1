"""A Python client generated from openapi.yaml by openapi-python-client (pinned in the lock;
its settings in clients/python/), as a Python client team makes one: generated without a
single warning, it plays against the service as deployed (gunicorn over PostgreSQL), and
it holds every route, status and field of the contract (tests/contract/generated.py).

The client is generated afresh by the tests, never committed: openapi.yaml stays the one
source, as for the TypeScript types (clients/typescript/generated/)."""

from __future__ import annotations

import copy
import datetime as dt
import importlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from service.store import DailyDeal, Store, migrate
from tests.contract.generated import SPEC, python_client_gaps
from tests.contract.spec import ROOT, SPEC_PATH
from tests.databases import scratch_database
from tests.servers import gunicorn_server

GENERATOR = Path(sys.executable).with_name("openapi-python-client")
CONFIG = ROOT / "clients/python/openapi-python-client.yaml"
PACKAGE = "solitaire_service_client"
SECRET_KEY = "5b1c0e0d7a3f4e55a0c3b1f2d9e8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0"
TODAYS_DEAL = "GO1-E-PYCLINT"
"""Today's golf-easy deal in the service's own database (not a deal another test plays)."""


def generate(spec: Path, directory: Path) -> subprocess.CompletedProcess[str]:
    """openapi-python-client on ``spec``, the package written into ``directory``; its own
    post-hooks (ruff) from this environment."""
    environment = {**os.environ, "PATH": f"{GENERATOR.parent}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(
        [
            str(GENERATOR), "generate", "--path", str(spec), "--config", str(CONFIG),
            "--meta", "none", "--output-path", str(directory / PACKAGE), "--fail-on-warning",
        ],
        cwd=directory, env=environment, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def warnings(generated: subprocess.CompletedProcess[str]) -> list[str]:
    """What the generator said beyond "Generating <package>": each warning (``WARNING
    parsing ...``, ``Unable to process schema ...``, a skipped post-hook) and its details."""
    said = [line for line in (generated.stdout + generated.stderr).splitlines() if line.strip()]
    return [line for line in said if not line.startswith("Generating ")]


@pytest.fixture(scope="module")
def generation(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    directory = tmp_path_factory.mktemp("python-client")
    return generate(SPEC_PATH, directory), directory


@pytest.fixture(scope="module")
def client_package(generation: tuple[subprocess.CompletedProcess[str], Path]) -> Iterator[ModuleType]:
    """The generated package, imported (and forgotten again after this module's tests)."""
    generated, directory = generation
    assert generated.returncode == 0, warnings(generated)
    sys.path.insert(0, str(directory))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(directory))
        for name in [name for name in sys.modules if name.split(".")[0] == PACKAGE]:
            del sys.modules[name]


def test_the_generator_prints_no_warning(generation: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    generated, _ = generation
    assert warnings(generated) == []
    assert generated.returncode == 0


def test_an_untyped_array_is_a_warning(tmp_path: Path) -> None:
    """The check bites: ``Option.choices`` without ``items`` (as before contract 2.1.0)
    drops ``Option`` and ``Variants`` from the client, with a warning."""
    spec = SPEC_PATH.read_text()
    typed = (
        "          items:\n            anyOf:\n              - type: integer\n              - type: string\n"
    )
    assert spec.count(typed) == 1
    (tmp_path / "openapi.yaml").write_text(spec.replace(typed, ""))
    generated = generate(tmp_path / "openapi.yaml", tmp_path)
    said = "\n".join(warnings(generated))
    assert generated.returncode != 0
    assert "Unable to process schema /components/schemas/Option" in said
    assert "WARNING parsing GET /v1/variants" in said


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
            store.publish_daily([DailyDeal(today, "golf-easy", TODAYS_DEAL, 1.0)])
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
