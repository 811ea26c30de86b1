"""The yardstick for bench/http_moves.py: a bare Flask app whose one route parses the same JSON
body as POST /v1/moves and answers a JSON body of the same size, nothing else."""

from __future__ import annotations

import json
import os

from flask import Flask, Response, request

app = Flask(__name__)
_ANSWER = json.dumps({"padding": "x" * max(int(os.environ.get("BARE_RESPONSE_BYTES", "900")) - 15, 0)})


@app.post("/bare")
def bare() -> Response:
    body = json.loads(request.get_data())
    assert isinstance(body, dict)
    return Response(_ANSWER, mimetype="application/json")


def service_app() -> Flask:
    """The same route inside the service's own app (``bench.http_bare:service_app()``): every
    request then pays the service's per-request machinery (request id, timing, metrics,
    access line, CORS), so a move's ratio to it is what playing the move costs by itself."""
    from service import create_app

    served = create_app()
    served.add_url_rule("/bare", "bare", bare, methods=["POST"])
    return served
