"""Serving the web client: the page, its files, nothing else, and off when switched off."""

from __future__ import annotations

import json
import re

import yaml
from flask.testing import FlaskClient

from service.api import create_app
from service.api.ops.webclient import ASSETS, CLIENT_DIR
from service.engine import GAMES
from service.i18n import translate
from tests.api.helpers import TEST_KEY
from tests.contract.spec import SPEC_PATH

IMPORT = re.compile(r"""^import .* from "\./([\w./-]+)"(?: with \{ type: "json" \})?;$""", re.MULTILINE)
API_CALL = re.compile(r"""\b(?:call\("(GET|POST|PUT|PATCH|DELETE)", |(read|write)\()["`](v1/[^"`?]+)""")
"""A request of api.js: ``call`` with its method, ``read`` (a GET) or ``write`` (a POST),
and its path up to the query (``${...}`` where a parameter goes)."""
PARAMETER = re.compile(r"\$\{[^}]+\}|\{[^}]+\}")


def client_variant_labels() -> dict[str, dict[str, str]]:
    """The variants' labels of the client's catalogs, by language: a variant's name has a "-"
    (golf-easy), an option's an underscore or none (queen_on_king, jokers)."""
    catalogs = CLIENT_DIR.glob("catalogs/*.json")
    labels = {path.stem: json.loads(path.read_text())["labels"] for path in catalogs}
    return {language: {k: v for k, v in by_key.items() if "-" in k} for language, by_key in labels.items()}


def test_the_page_and_its_files_are_served_with_a_strict_policy(client: FlaskClient) -> None:
    page = client.get("/play")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert page.headers["X-Content-Type-Options"] == "nosniff"
    for name, mimetype in (
        ("app.js", "text/javascript"),
        ("styles.css", "text/css"),
        ("catalogs/ru.json", "application/json"),
    ):
        answer = client.get(f"/play/{name}")
        assert (answer.status_code, answer.mimetype) == (200, mimetype)
        assert "Content-Security-Policy" in answer.headers


def test_every_module_the_client_imports_is_served(client: FlaskClient) -> None:
    sources = {path.name: path.read_text() for path in CLIENT_DIR.glob("*.js")}
    imported = {name for text in sources.values() for name in IMPORT.findall(text)}
    assert imported and imported <= ASSETS
    assert client.get("/play").get_data(as_text=True).count('src="play/app.js"') == 1


def test_the_client_calls_only_operations_of_the_contract() -> None:
    """Every request api.js sends, its path's parameters written as the contract's."""
    paths = {
        PARAMETER.sub("{}", path): operations
        for path, operations in yaml.safe_load(SPEC_PATH.read_text())["paths"].items()
    }
    source = (CLIENT_DIR / "api.js").read_text()
    calls = API_CALL.findall(source)
    assert len(calls) == len(re.findall(r"^    \w+: ", source, re.MULTILINE))  # one a request of the api
    for method, helper, path in calls:
        method = method or {"read": "GET", "write": "POST"}[helper]
        assert method.lower() in paths.get(PARAMETER.sub("{}", f"/{path}"), {}), (method, path)


def test_the_client_labels_variants_with_the_services_titles() -> None:
    """One game, one name: the engine's registry is the one source of a variant's title;
    the client labels every variant in each of its languages with the words the service
    uses there (``GET /v1/variants``' title in English, the share text's name, from the
    service's catalogs, in Russian): the named ones and those the catalog alone lists."""
    labels = client_variant_labels()
    assert set(labels) == {"ru", "en"}
    for language, by_name in labels.items():
        assert by_name == {facts.name: translate(facts.catalog_title, language) for facts in GAMES.variants}


def test_anything_else_under_play_is_a_problem(client: FlaskClient) -> None:
    for path in ("/play/missing.js", "/play/..%2fapi%2f__init__.py", "/play/"):
        answer = client.get(path)
        assert answer.status_code == 404 and answer.mimetype == "application/problem+json", path


def test_an_api_only_deployment_switches_the_client_off() -> None:
    app = create_app(
        {"TESTING": True, "ACCESS_LOG": False}, environ={"WEB_CLIENT": "off", "SECRET_KEY": TEST_KEY}
    )
    client = app.test_client()
    assert client.get("/play").status_code == 404
    assert client.get("/play/app.js").status_code == 404
    assert client.get("/v1/variants").status_code == 200
