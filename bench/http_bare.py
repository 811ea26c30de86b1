"""The yardsticks for bench/http_moves.py: bare Flask apps that parse the same JSON body as
POST /v1/moves and answer a JSON body of the same size, with nothing else (``app``), or with
the one compare-and-set statement of a ranked move and nothing else (``compare_and_set``)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import uuid

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


def compare_and_set() -> Flask:
    """A ranked move's database work written plainly (``bench.http_bare:compare_and_set()``):
    a psycopg_pool pool (autocommit, as the service's), the bearer token's sha256, and
    ``advance_attempt.sql`` with the parameters of a first draw, advancing the attempt that
    the body's ``state`` names as ``"<player>:<game>"`` (padded to a sealed state's length:
    the service's body, which opening and sealing states leaves out); 401 for nobody's
    token, 409 when the line did not advance.  The day is ``BARE_DAY`` (golf-easy)."""
    from psycopg.types.json import Jsonb
    from psycopg_pool import ConnectionPool

    from service.store.statements import statement

    cas = Flask(__name__)
    advance = statement("advance_attempt")
    day = dt.date.fromisoformat(os.environ["BARE_DAY"])
    pool = ConnectionPool(
        os.environ["DATABASE_URL"], min_size=1, max_size=4, open=True, kwargs={"autocommit": True}
    )  # gunicorn loads the app in each worker, after the fork
    new_state = "s" * int(os.environ.get("BARE_STATE_BYTES", "200"))

    @cas.post("/bare")
    def advanced() -> Response:
        body = json.loads(request.get_data())
        player, game = body["state"].split(":")[:2]
        token = request.headers["Authorization"].partition(" ")[2]
        parameters = {
            "day": day, "variant": "golf-easy", "player": uuid.UUID(player), "game_id": uuid.UUID(game),
            "step": 0, "move": Jsonb(body["move"]), "state": new_state, "undo": False,
            "at": dt.datetime.now(dt.UTC), "min_move_s": 0.25, "duel": None,
            "token": hashlib.sha256(token.encode()).digest(), "notation": "d",
        }  # fmt: skip
        with pool.connection() as conn:
            mover, moved, *_ = conn.execute(advance, parameters).fetchone() or (None, False)
        if mover is None:
            return Response(_ANSWER, status=401, mimetype="application/json")
        return Response(_ANSWER, status=200 if moved else 409, mimetype="application/json")

    return cas
