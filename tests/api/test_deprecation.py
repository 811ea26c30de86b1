"""A deprecated field or behaviour announces itself in every answer that uses it
(``Deprecation``, RFC 9745; ``Sunset``, RFC 8594; ``Link`` rel="deprecation"), and cannot be
given less than the minimum notice."""

from __future__ import annotations

import datetime as dt
from email.utils import parsedate_to_datetime

import pytest
from flask import Blueprint, Flask, request

from service import create_app
from service.api.web.deprecation import MINIMUM_NOTICE, Deprecation, announce
from service.api.web.problems import INVALID_RECORD

SINCE = dt.datetime(2031, 1, 5, 12, tzinfo=dt.UTC)
OLD_FIELD = Deprecation("the old field", SINCE, SINCE + MINIMUM_NOTICE, "/docs#old-field")
OLD_ROUTE = Deprecation("the old route", SINCE + dt.timedelta(days=1), SINCE + 2 * MINIMUM_NOTICE, "/docs")


@pytest.fixture
def app() -> Flask:
    """The service, with a route of its own that still serves deprecated things."""
    app = create_app({"TESTING": True, "ACCESS_LOG": False, "CORS_ORIGINS": ["https://play.example"]})
    bp = Blueprint("deprecated", __name__)

    @bp.post("/test/deprecated")
    def deprecated() -> tuple[dict[str, bool], int]:
        body = request.get_json()
        if "old" in body:
            announce(OLD_FIELD)
            announce(OLD_FIELD)  # once is enough
        if body.get("route"):
            announce(OLD_ROUTE)
        if body.get("fail"):
            raise INVALID_RECORD("refused, and still told")
        return {"ok": True}, 200

    app.register_blueprint(bp)
    return app


def test_an_answer_that_used_a_deprecated_field_says_so(app: Flask) -> None:
    answer = app.test_client().post("/test/deprecated", json={"old": 1})
    assert answer.status_code == 200
    assert answer.headers["Deprecation"] == f"@{int(SINCE.timestamp())}"
    assert parsedate_to_datetime(answer.headers["Sunset"]) == SINCE + MINIMUM_NOTICE
    assert answer.headers["Sunset"].endswith(" GMT")  # an HTTP date (RFC 9110)
    assert answer.headers["Link"] == '</docs#old-field>; rel="deprecation"'


def test_an_answer_that_used_nothing_deprecated_says_nothing(app: Flask) -> None:
    for answer in (
        app.test_client().post("/test/deprecated", json={"new": 1}),
        app.test_client().post("/v1/games", json={"code": "GO1-E-AAAAAAB"}),
    ):
        assert {"Deprecation", "Sunset", "Link"}.isdisjoint(answer.headers)


def test_several_deprecations_give_the_earliest_dates_and_every_link(app: Flask) -> None:
    answer = app.test_client().post("/test/deprecated", json={"old": 1, "route": True})
    assert answer.headers["Deprecation"] == f"@{int(SINCE.timestamp())}"
    assert parsedate_to_datetime(answer.headers["Sunset"]) == SINCE + MINIMUM_NOTICE
    assert answer.headers["Link"] == '</docs#old-field>; rel="deprecation", </docs>; rel="deprecation"'


def test_an_error_answer_says_so_too_and_a_browser_page_may_read_it(app: Flask) -> None:
    answer = app.test_client().post(
        "/test/deprecated", json={"old": 1, "fail": True}, headers={"Origin": "https://play.example"}
    )
    assert answer.status_code == 422 and answer.mimetype == "application/problem+json"
    assert answer.headers["Deprecation"] and answer.headers["Sunset"]
    exposed = {name.strip() for name in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"Deprecation", "Sunset", "Link"} <= exposed


def test_a_deprecation_keeps_working_the_minimum_notice() -> None:
    assert MINIMUM_NOTICE.days == 90  # as docs/contract-versions.md says
    with pytest.raises(ValueError, match="less than 90 days"):
        Deprecation("too soon", SINCE, SINCE + MINIMUM_NOTICE - dt.timedelta(seconds=1), "/docs")
    with pytest.raises(ValueError, match="in UTC"):
        Deprecation("no zone", SINCE.replace(tzinfo=None), SINCE + 2 * MINIMUM_NOTICE, "/docs")
