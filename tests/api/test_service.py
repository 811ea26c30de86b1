"""The rest of the service: random and custom deals, the catalog, health, docs,
languages, request ids, logs, CORS, configuration."""

from __future__ import annotations

import io
import json
import logging
import os
import re
import subprocess
import sys
from urllib.parse import urljoin

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.api.web.logs import JsonFormatter
from service.config import load_config
from tests.api.helpers import TEST_KEY, move, start
from tests.engine.helpers import PINNED


@pytest.mark.parametrize(
    ("body", "pattern"),
    [
        ({"game": "golf"}, r"GO1-E-[A-Z]{7}"),
        ({"game": "golf", "mode": "classic"}, r"GO1-C-[A-Z]{7}"),
        (
            {
                "game": "golf",
                "mode": "classic",
                "rules": {"queen_on_king": False, "strict_draw": True, "scoring": "strokes"},
            },
            r"GO1-CKST-[A-Z]{7}",
        ),
        ({"game": "golf", "rules": {"jokers": 2, "empty_discard": True}}, r"GO1-EJJD-[A-Z]{7}"),
        ({"game": "canfield"}, r"CF1-D3-[A-Z]{7}"),
        ({"game": "canfield", "draw": 1}, r"CF1-D1-[A-Z]{7}"),
    ],
)
def test_random_deals_answer_their_real_code(
    client: FlaskClient, body: dict[str, object], pattern: str
) -> None:
    game = start(client, body)
    assert re.fullmatch(pattern, game["code"])
    replayed = start(client, {"code": game["code"]})
    assert replayed["view"] == game["view"], "the code deals the same cards"


def test_golf_rule_options_show_in_the_game(client: FlaskClient) -> None:
    game = start(
        client, {"game": "golf", "rules": {"jokers": 1, "empty_discard": True, "scoring": "strokes"}}
    )
    assert game["rules"]["jokers"] == 1 and game["rules"]["scoring"] == "strokes"
    assert game["view"]["discard"] == [] and game["score"] == 35


def test_custom_layouts_play_without_a_code(client: FlaskClient) -> None:
    for code in ("GO1-E-AAAAAAB", "CF1-D3-AAAAACL"):
        game_name = "golf" if code.startswith("GO1") else "canfield"
        custom = start(client, {"game": game_name, "layout": PINNED[code]["layout"]})
        dealt = start(client, {"code": code})
        assert custom["code"] is None
        assert custom["view"] == dealt["view"] and custom["legal_moves"] == dealt["legal_moves"]


def test_codes_describe_their_deal(client: FlaskClient) -> None:
    described = client.get("/v1/codes/go1-n-aaaaaab").get_json()
    assert described["code"] == "GO1-E-AAAAAAB" and described["variant"] == "golf-easy"
    assert described["layout"] == PINNED["GO1-E-AAAAAAB"]["layout"]
    assert client.get("/v1/codes/GO1-CKST-AAAAAAB").get_json()["variant"] is None


def test_variants_list_the_four_vegas_canfield_and_every_rule_option(client: FlaskClient) -> None:
    catalog = client.get("/v1/variants").get_json()
    assert [v["name"] for v in catalog["variants"]] == [
        "golf-easy",
        "golf-classic",
        "canfield-draw3",
        "canfield-draw1",
        "canfield-vegas-draw3",
        "canfield-vegas-draw1",
    ]
    for variant in catalog["variants"]:
        assert start(client, variant["new_game"])["code"].startswith(variant["code_prefix"] + "-")
    names = {option["name"] for option in catalog["golf_rule_options"]}
    assert names == {"wrap", "queen_on_king", "strict_draw", "scoring", "jokers", "empty_discard"}


def test_health_and_readiness(app: Flask, client: FlaskClient) -> None:
    assert client.get("/healthz").get_json() == {"status": "ok"}
    assert client.get("/readyz").get_json() == {"status": "ready", "checks": []}

    def database_down() -> tuple[str, bool]:
        raise OSError("connection refused to 10.1.2.3:5432 as user admin")

    app.extensions["readiness_checks"] += [lambda: ("cache", True), lambda: ("queue", False), database_down]
    response = client.get("/readyz", headers={"Accept-Language": "en"})
    assert response.status_code == 503 and response.mimetype == "application/problem+json"
    assert response.get_json()["checks"] == [
        {"name": "cache", "ok": True, "detail": "ok"},
        {"name": "queue", "ok": False, "detail": "down"},
        {"name": "database_down", "ok": False, "detail": "down"},
    ], "what is down, and nothing of why (that is logged)"
    assert response.get_json()["detail"] == "not ready: queue, database_down down"


def test_the_contract_and_its_docs_are_served(client: FlaskClient) -> None:
    spec = client.get("/openapi.yaml")
    assert spec.mimetype == "application/yaml" and yaml.safe_load(spec.data)["openapi"] == "3.1.0"
    page = client.get("/docs")
    assert page.mimetype == "text/html" and b"swagger-ui-bundle.js" in page.data and b"//" not in page.data
    for asset in re.findall(rb'(?:src|href)="(docs/[^"]+)"', page.data):
        assert client.get("/" + asset.decode()).status_code == 200
    assert client.get("/docs/../../etc/passwd").status_code == 404
    assert client.get("/docs/index.html").status_code == 404
    slash = client.get("/docs/")  # as people type it: the docs, one redirect away
    assert (slash.status_code, slash.headers["Location"]) == (308, "../docs")
    assert client.get(urljoin("/docs/", slash.headers["Location"])).data == page.data  # as a browser reads it


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("en", "en"),
        ("ru", "ru"),
        ("en-US,en;q=0.9", "en"),
        ("en;q=0.4, ru;q=0.8", "ru"),
        ("de, en;q=0.1", "en"),
        ("de, ru;q=0.1", "ru"),
        # only languages we have no catalog for: English, not the default
        ("de", "en"),
        ("fr-FR,fr;q=0.9", "en"),
        ("x-junk", "en"),
        # no language asked for: the default
        ("", "ru"),
        ("de;q=0", "ru"),
        # only the first 256 characters are read, cut after the last whole entry
        ("en;q=0.5, " + "x-junk;q=0.1, " * 600, "en"),
        ("x-junk;q=0.1, " * 600 + "ru", "en"),
        ("de;q=0.9, " * 25 + "ru;q=0.1", "en"),  # "ru" ends past 256: left out
    ],
)
def test_language_negotiation(client: FlaskClient, header: str, language: str) -> None:
    game = start(client, {"code": "GO1-E-AAAAAAB"})
    response = client.post(
        "/v1/moves",
        json={"state": game["state"], "move": {"type": "tap", "card": "TS"}},
        headers={"Accept-Language": header},
    )
    assert response.headers["Content-Language"] == language


def test_the_default_language_is_configurable() -> None:
    app = create_app({"TESTING": True, "ACCESS_LOG": False, "DEFAULT_LANGUAGE": "en"})
    client = app.test_client()
    game = client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"}).get_json()
    refused = move(client, game["state"], {"type": "tap", "card": "TS"}, language="").get_json()
    assert refused["outcome"]["violation"]["message"] == "This card is blocked"


def test_request_ids_are_echoed_or_made(client: FlaskClient) -> None:
    assert client.get("/healthz", headers={"X-Request-ID": "abc-123"}).headers["X-Request-ID"] == "abc-123"
    made = client.get("/healthz", headers={"X-Request-ID": "bad id\twith spaces"}).headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", made)


def test_access_log_lines_are_json_with_the_request_id(capfd: pytest.CaptureFixture[str]) -> None:
    app = create_app({"TESTING": True, "ACCESS_LOG": True})
    capfd.readouterr()
    app.test_client().post("/v1/games", json={"code": "GO1-E-AAAAAAB"}, headers={"X-Request-ID": "req-42"})
    line = json.loads(capfd.readouterr().err.splitlines()[-1])
    assert (line["level"], line["logger"], line["message"]) == ("info", "service.access", "request")
    assert line["request_id"] == "req-42"
    assert (line["method"], line["path"], line["status"]) == ("POST", "/v1/games", 201)
    assert line["duration_ms"] >= 0 and line["remote"] == "127.0.0.1"


def test_the_access_log_names_the_client_behind_the_trusted_proxy(capfd: pytest.CaptureFixture[str]) -> None:
    app = create_app({"TESTING": True, "ACCESS_LOG": True, "TRUSTED_PROXY_HOPS": 1})
    capfd.readouterr()
    app.test_client().get("/healthz", headers={"X-Forwarded-For": "203.0.113.9, 198.51.100.4"})
    assert json.loads(capfd.readouterr().err.splitlines()[-1])["remote"] == "198.51.100.4"


def test_an_access_log_that_cannot_be_written_loses_the_line_not_the_request() -> None:
    client = create_app({"TESTING": True, "ACCESS_LOG": True}).test_client()
    reader, writer = os.pipe()
    os.close(reader)  # writing to it now fails with EPIPE (Python ignores SIGPIPE)
    stderr = os.dup(2)
    os.dup2(writer, 2)
    try:
        answer = client.post("/v1/games", json={"code": "GO1-E-AAAAAAB"})
    finally:
        os.dup2(stderr, 2)
        os.close(stderr)
        os.close(writer)
    assert answer.status_code == 201 and answer.headers["X-Request-ID"]


def test_log_lines_written_during_a_request_carry_its_id() -> None:
    app = create_app({"TESTING": True, "ACCESS_LOG": False})
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("service.test")
    logger.addHandler(handler)
    try:
        with app.test_request_context(headers={"X-Request-ID": "req-7"}):
            app.preprocess_request()
            logger.warning("slow %s", "query", extra={"table": "games"})
    finally:
        logger.removeHandler(handler)
    line = json.loads(stream.getvalue())
    assert line["request_id"] == "req-7"
    assert (line["level"], line["message"], line["table"]) == ("warning", "slow query", "games")


def test_cors_for_browser_front_ends() -> None:
    app = create_app({"TESTING": True, "ACCESS_LOG": False, "CORS_ORIGINS": ["https://play.example"]})
    client = app.test_client()
    preflight = client.options(
        "/v1/moves",
        headers={
            "Origin": "https://play.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://play.example"
    other = client.get("/healthz", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_a_page_on_another_origin_reads_retry_after() -> None:
    """A 429 or 503 tells the client when to come back: a browser shows that header to the
    page only when the answer exposes it (so do the deprecation headers)."""
    app = create_app(
        {
            "TESTING": True,
            "ACCESS_LOG": False,
            "CORS_ORIGINS": ["https://play.example"],
        },
        environ={"SECRET_KEY": TEST_KEY},
    )
    busy = app.test_client().post(
        "/v1/players", json={"name": "Ann"}, headers={"Origin": "https://play.example"}
    )  # no database: 503 with Retry-After
    assert busy.status_code == 503 and busy.headers["Retry-After"]
    exposed = {name.strip().lower() for name in busy.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"retry-after", "deprecation", "sunset", "link", "content-language", "x-request-id"} <= exposed


def test_configuration_from_the_environment() -> None:
    """(The keys: test_keys.py.)"""
    config = load_config({"MAX_CONTENT_LENGTH": "1024", "SECRET_KEYS": "a,b"})
    assert config["STATE_KEYS"] == ["a", "b"] and config["SECRET_KEY"] == "a"
    assert config["MAX_CONTENT_LENGTH"] == 1024 and config["DEFAULT_LANGUAGE"] == "ru"


def test_the_engine_imports_without_flask() -> None:
    code = "import sys, service.engine; sys.exit('flask' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
