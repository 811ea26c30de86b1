"""Operations routes in-process: metrics count what the play routes do."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import pytest
from flask.testing import FlaskClient

from harness.servers import metric_total
from service.api.web import counters
from service.store import Store
from tests.api.helpers import move, start


def test_metrics_count_games_moves_and_requests(client: FlaskClient) -> None:
    before = client.get("/metrics").get_data(as_text=True)
    game = start(client, {"code": "CF1-D3-AAAAACL"})
    assert move(client, game["state"], {"type": "move", "card": "AS", "to": "foundation"}).status_code == 200
    assert move(client, game["state"], {"type": "draw"}).status_code == 200
    after = client.get("/metrics").get_data(as_text=True)

    def grew(name: str, **labels: str) -> float:
        return metric_total(after, name, **labels) - metric_total(before, name, **labels)

    assert grew("solitaire_games_started_total", game="canfield") == 1
    assert grew("solitaire_moves_total", game="canfield", result="refused", code="foundation_start") == 1
    assert grew("solitaire_moves_total", game="canfield", result="accepted", code="draw") == 1
    assert grew("solitaire_http_requests_total", route="/v1/moves", status="200") == 2


def test_request_metrics_stay_few_whatever_clients_send(client: FlaskClient) -> None:
    before = client.get("/metrics").get_data(as_text=True)
    for method in ("BREW", "WHEN"):
        assert client.open("/no/such/path/" + method, method=method).status_code in (404, 405)
    after = client.get("/metrics").get_data(as_text=True)
    assert "BREW" not in after and "no/such" not in after
    grown = metric_total(after, "solitaire_http_requests_total", route="unmatched", method="other") - (
        metric_total(before, "solitaire_http_requests_total", route="unmatched", method="other")
    )
    assert grown == 2


def test_the_pools_gauges_are_read_at_most_once_a_second_unless_asked_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After a database request the pool's gauges are published when a second has passed
    since the last time (reading the pool after every request cost a ranked move ~10% of
    its CPU); the readiness probe publishes them at once."""
    reads: list[int] = []

    class Pool:
        def get_stats(self) -> dict[str, int]:
            reads.append(1)
            return {"pool_size": 4, "pool_available": 3, "requests_waiting": len(reads)}

    used = cast(Store, SimpleNamespace(pool=Pool()))
    clock = [1000.0]
    monkeypatch.setattr(counters.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(counters, "_pool_published_at", [-counters.POOL_STATS_EVERY_S])
    counters.publish_pool_stats(used)
    clock[0] += 0.5
    counters.publish_pool_stats(used)
    assert len(reads) == 1
    counters.publish_pool_stats(used, at_once=True)
    assert len(reads) == 2
    clock[0] += counters.POOL_STATS_EVERY_S
    counters.publish_pool_stats(used)
    assert len(reads) == 3
