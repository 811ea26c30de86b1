"""The real thing: gunicorn with deploy/gunicorn.conf.py on a free port, played over HTTP."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from harness.servers import free_port, gunicorn_server, http_status, metric_total
from tests.contract.spec import EXAMPLE_DAY, SPEC_PATH

METRICS_PORT = free_port()


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    environment = {
        "SERVICE_ENV": "production",
        "SECRET_KEY": "f8d4e2d15b0fdb8c0c615e5723904c923c938ab949ad64cccc9f812def8d70c4",
    }
    with gunicorn_server(environment | {"METRICS_PORT": str(METRICS_PORT)}) as url:
        yield url


def call(url: str, body: Any, language: str = "en") -> tuple[int, dict[str, str], Any]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={
            "Content-Type": "application/json",
            "Accept-Language": language,
            "X-Request-ID": "gunicorn-test",
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, dict(response.headers), json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.load(error)


def test_the_documented_golf_example_under_gunicorn(base_url: str) -> None:
    status, headers, game = call(f"{base_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 201 and headers["X-Request-ID"] == "gunicorn-test"
    for the_move in ({"type": "draw"}, {"type": "remove", "column": 5}, {"type": "remove", "column": 2}):
        status, headers, game = call(f"{base_url}/v1/moves", {"state": game["state"], "move": the_move}, "ru")
        assert status == 200 and game["outcome"]["accepted"]
    assert game["view"]["discard"][-1] == "8C" and game["view"]["stock_count"] == 15
    status, headers, refused = call(
        f"{base_url}/v1/moves", {"state": game["state"], "move": {"type": "tap", "card": "TS"}}, "ru"
    )
    assert headers["Content-Language"] == "ru"
    assert refused["outcome"]["violation"]["message"] == "Эта карта заблокирована"


def test_errors_under_gunicorn_are_problems(base_url: str) -> None:
    status, headers, problem = call(f"{base_url}/v1/moves", {"state": "AAAA" * 20, "move": {"type": "draw"}})
    assert status == 422 and headers["Content-Type"] == "application/problem+json"
    status, _, problem = call(f"{base_url}/v1/games", {"code": "G" * 70_000})
    assert status == 413 and problem["status"] == 413


def test_metrics_are_served_on_their_own_port_only(base_url: str) -> None:
    """What a proxy forwards (the main port) has no /metrics; the metrics port has nothing else."""
    metrics_url = f"http://127.0.0.1:{METRICS_PORT}"
    assert http_status(f"{base_url}/metrics") == 404 and http_status(f"{metrics_url}/metrics") == 200
    for path in ("/healthz", "/openapi.yaml", "/play"):
        assert http_status(f"{base_url}{path}") == 200 and http_status(f"{metrics_url}{path}") == 404, path
    status, _, problem = call(f"{metrics_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    assert status == 404 and problem["type"] == "about:blank"


def test_metrics_add_up_across_workers(base_url: str) -> None:
    def scrape() -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{METRICS_PORT}/metrics", timeout=5) as response:
            assert response.headers["Content-Type"].startswith("text/plain")
            return str(response.read().decode())

    before = metric_total(scrape(), "solitaire_moves_total", game="golf", result="refused")
    _, _, game = call(f"{base_url}/v1/games", {"code": "GO1-E-AAAAAAB"})
    for _ in range(12):  # the requests spread over both workers
        status, _, answer = call(
            f"{base_url}/v1/moves", {"state": game["state"], "move": {"type": "tap", "card": "TS"}}
        )
        assert status == 200 and answer["outcome"]["violation"]["code"] == "card_blocked"
    # Whichever worker answers the scrape, it reports every worker's count.
    for _ in range(6):
        text = scrape()
        assert (
            metric_total(text, "solitaire_moves_total", game="golf", result="refused", code="card_blocked")
            >= 12
        )
        assert metric_total(text, "solitaire_moves_total", game="golf", result="refused") == before + 12
        assert metric_total(text, "solitaire_http_request_duration_seconds_count", route="/v1/moves") >= 12


# --- what gunicorn answers itself, as the contract says ----------------------------------------------

CONTRACT = schemathesis.openapi.from_path(SPEC_PATH)
CONFORMS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
PATH_VALUES = {
    "player_id": "3c23e5db-2eb7-4073-896b-ad536d9e157b",
    "friend_id": "3342b035-34b5-461e-b374-98af493d18d9",
    "device_id": "5b7f6a51-0d0c-4c38-9b36-3f04f2a6c1de",
    "group": 1,
    "date": EXAMPLE_DAY.isoformat(),
    "code": "GO1-E-AAAAAAB",
    "asset": "swagger-ui.css",
    "duel": "K7QA2M9X",
    "league": 1,
}
OPERATIONS = [result.ok() for result in CONTRACT.get_all_operations()]


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda operation: operation.label)
def test_every_operation_answers_an_over_long_request_as_the_contract_says(
    base_url: str, operation: schemathesis.APIOperation
) -> None:
    """gunicorn answers a 6 KB query string 414 and a 9 KB header 431 before the app sees
    them: problem+json, documented on every operation (checked by schemathesis)."""
    path_parameters = {parameter.name: PATH_VALUES[parameter.name] for parameter in operation.path_parameters}
    for status, extra in ((414, {"query": {"pad": "x" * 6000}}), (431, {"headers": {"X-Pad": "y" * 9000}})):
        case = operation.Case(path_parameters=path_parameters, **extra)
        response = case.call(base_url=base_url)
        assert response.status_code == status
        assert response.json()["status"] == status
        case.validate_response(response, checks=CONFORMS)


def test_a_6_kb_cursor_is_414_problem_json_as_documented(base_url: str) -> None:
    """The issue's case: a 6 KB cursor on a leaderboard, a query the spec allows in shape."""
    board = CONTRACT["/v1/daily/{date}/leaderboard"]["GET"]
    case = board.Case(
        path_parameters={"date": EXAMPLE_DAY.isoformat()}, query={"variant": "golf-easy", "after": "A" * 6144}
    )
    response = case.call(base_url=base_url)
    assert response.status_code == 414 and response.headers["content-type"] == ["application/problem+json"]
    assert response.json()["title"] == "URI Too Long"
    case.validate_response(response, checks=CONFORMS)


def _control_socket(url: str) -> Path:
    """Where deploy/gunicorn.conf.py puts the control socket of the server at ``url``."""
    runtime = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    address = url.removeprefix("http://").replace(":", "-")
    return Path(runtime, f"solitaire-gunicorn-{os.getuid()}", f"{address}.ctl")


def _workers(control_socket: Path) -> Any:
    """``gunicornc``'s list of the workers of the server behind ``control_socket``."""
    gunicornc = Path(sys.executable).with_name("gunicornc")
    asked = subprocess.run(
        [str(gunicornc), "-s", str(control_socket), "-c", "show workers", "-j"],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    assert asked.returncode == 0, asked.stdout + asked.stderr
    return json.loads(asked.stdout)


def test_each_server_has_a_control_socket_of_its_own(base_url: str) -> None:
    """Two gunicorns of one user on one machine: ``gunicornc`` reaches each on its own
    socket (gunicorn's default is one path for all, which the second takes over and either's
    exit removes), and one stopping leaves the other's."""
    first = _control_socket(base_url)
    environment = {
        "SERVICE_ENV": "production",
        "SECRET_KEY": "3f9a1c0e7b2d4865a0f1e3c5b7d9f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6",
    }
    with gunicorn_server(environment) as other_url:
        second = _control_socket(other_url)
        assert first != second and first.is_socket() and second.is_socket()
        assert len(_workers(first)["workers"]) == len(_workers(second)["workers"]) == 2
    assert not second.exists() and len(_workers(first)["workers"]) == 2
