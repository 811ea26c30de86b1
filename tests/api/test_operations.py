"""Operations routes in-process: metrics count what the play routes do."""

from __future__ import annotations

from flask.testing import FlaskClient

from harness.servers import metric_total
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
