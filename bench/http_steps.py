"""Where a move's CPU goes, in process: the whole request through the WSGI app (the
service and bench/http_bare.py) and each step of POST /v1/moves on its own.

    .venv/bin/python -m bench.http_steps [rounds, default 15]

Each figure is the best of ``rounds`` rounds of 1,000 calls (``time.process_time``): the
minimum is the figure other load on a shared machine disturbs least.  The access log is
on and goes to /dev/null.  Rewrites its section of bench/http.md (between the
``<!-- bench/http_steps.py -->`` markers).
"""

from __future__ import annotations

import datetime as dt
import io
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# The service's metrics as gunicorn keeps them (one file per process): prometheus_client
# picks its way of counting when first imported, so this comes before the imports below.
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="bench-metrics-"))

from werkzeug.test import EnvironBuilder  # noqa: E402

from bench import http_bare  # noqa: E402
from bench.http_moves import GAMES, KEY, position  # noqa: E402
from bench.servers import load_averages, write_section  # noqa: E402
from service import create_app  # noqa: E402
from service.api.schemas import load_move_request  # noqa: E402
from service.api.web import jsonio  # noqa: E402
from service.api.web.tokens import StateSealer  # noqa: E402
from service.engine import pack, read_move, unpack  # noqa: E402
from service.engine.game import move_to_json  # noqa: E402

CALLS = 1000


def best_us(step: Callable[[], Any], rounds: int) -> float:
    best = float("inf")
    for _ in range(rounds):
        started = time.process_time()
        for _ in range(CALLS):
            step()
        best = min(best, (time.process_time() - started) / CALLS * 1e6)
    return best


def wsgi_call(app: Any, path: str, body: bytes) -> Callable[[], Any]:
    request = EnvironBuilder(path=path, method="POST", data=body, content_type="application/json")
    environ = request.get_environ()

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> None:
        return None

    def call() -> bytes:
        request = dict(environ, **{"wsgi.input": io.BytesIO(body)})
        return b"".join(app(request, start_response))

    return call


Steps = dict[str, Callable[[], Any]]


def move_steps(app: Any, new_game: dict[str, object], move: dict[str, object] | None) -> Steps:
    """The whole request and each of its steps, for one of bench/http_moves.py's positions."""
    sealer: StateSealer = app.extensions["state_sealer"]
    now = dt.datetime.now(dt.UTC)
    client = app.test_client()
    state, move_json = position(client, new_game, move)
    body = jsonio.serialize({"state": state, "move": move_json})
    answer = client.post("/v1/moves", data=body, content_type="application/json").get_json()
    envelope, packed = sealer.open(state)
    played = unpack(packed)
    played.play(read_move(type(played), move_json))

    def unpack_and_play() -> None:
        (replayed := unpack(packed)).play(read_move(type(replayed), move_json))

    return {
        "whole request, bare Flask route (same body sizes)": wsgi_call(http_bare.app, "/bare", body),
        "whole request, the same bare route in the service's app": wsgi_call(app, "/bare", body),
        "whole request, POST /v1/moves": wsgi_call(app, "/v1/moves", body),
        "orjson parse of the body": lambda: jsonio.parse(body),
        "marshmallow load (request + nested move)": lambda: load_move_request(jsonio.parse(body)),
        "open the token (AES-GCM, envelope)": lambda: sealer.open(state),
        "engine unpack (every byte checked, canonical re-pack)": lambda: unpack(packed),
        "unpack + play": unpack_and_play,
        "pack + seal": lambda: sealer.seal(pack(played), envelope, now),
        "view()": played.view,
        "legal_moves as JSON": lambda: [move_to_json(m) for m in played.legal_moves()],
        "orjson dump of the document": lambda: jsonio.serialize(answer),
    }


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    started_at, load_before = dt.datetime.now(dt.UTC), load_averages()
    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)  # the access lines
    app = create_app({"ACCESS_LOG": True}, environ={"SECRET_KEY": KEY})
    app.add_url_rule("/bare", "bare", http_bare.bare, methods=["POST"])  # as http_bare.service_app()
    rows = {
        name: {label: best_us(step, rounds) for label, step in move_steps(app, *game).items()}
        for name, game in GAMES.items()
    }
    names = list(rows)
    lines = [
        f"Measured {started_at:%Y-%m-%d %H:%M} UTC by `.venv/bin/python -m bench.http_steps {rounds}`: "
        f"best of {rounds} rounds of {CALLS:,} calls, us of CPU per call. **Load averages (1 / 5 / 15 "
        f"min) before: {load_before}; after: {load_averages()}** on {os.cpu_count()} cores.",
        "",
        "| step | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(names),
        *(f"| {label} | {' | '.join(f'{rows[n][label]:.1f}' for n in names)} |" for label in rows[names[0]]),
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    write_section(ROOT / "bench" / "http.md", "bench/http_steps.py", text)


if __name__ == "__main__":
    main()
