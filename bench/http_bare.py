"""The yardstick for bench/http.py: a bare Flask app whose one route parses the same JSON
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
