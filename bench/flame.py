"""Where a move request's time goes in a real gunicorn worker: py-spy samples both workers of
``gunicorn -c deploy/gunicorn.conf.py`` (the access line on, as deployed) while wrk plays the
same move as bench/http_moves.py, and writes a flame graph per game to bench/flame-<game>.svg.

    .venv/bin/python -m bench.flame [seconds, default 20]
    FLAME_FORMAT=raw FLAME_DIR=/tmp .venv/bin/python -m bench.flame   # collapsed stacks, to add up by script

Open the SVG in a browser: a frame's width is its share of the samples; search (Ctrl-F)
highlights a function.  Idle samples (a thread waiting on its socket) are left out, so
the widths are shares of the CPU the workers spent.  Needs wrk and py-spy (a development
dependency; it reads the workers' memory, so it needs ptrace: root or CAP_SYS_PTRACE).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from bench.http_moves import GAMES, Server, move_body, wrk

ROOT = Path(__file__).resolve().parents[1]

FLAMES = {"golf": next(iter(GAMES)), "canfield": list(GAMES)[-1]}
"""The flame graphs drawn: Golf's draw and the Canfield mid-game move (a full undo history)."""


def py_spy() -> str:
    """py-spy from this virtual environment, or from the PATH."""
    beside = Path(sys.executable).with_name("py-spy")
    found = str(beside) if beside.exists() else shutil.which("py-spy")
    if found is None:
        raise SystemExit("py-spy is missing: scripts/bootstrap installs the development dependencies")
    return found


def flame(game: str, seconds: int) -> Path:
    new_game, move = GAMES[FLAMES[game]]
    body, _ = move_body(new_game, move)
    server = Server("service:create_app()", {"ACCESS_LOG": "1"})
    form = os.environ.get("FLAME_FORMAT", "flamegraph")
    suffix = "svg" if form == "flamegraph" else "txt"
    output = Path(os.environ.get("FLAME_DIR", ROOT / "bench")) / f"flame-{game}.{suffix}"
    try:
        wrk(server, "/v1/moves", body, 2)  # warm both workers up
        record = subprocess.Popen(
            [
                py_spy(),
                "record",
                "--pid",
                str(server.process.pid),
                "--subprocesses",
                "--rate",
                "250",
                "--duration",
                str(seconds),
                "--format",
                form,
                "--output",
                str(output),
                "--nonblocking",
                "--gil",
            ],
            stdout=subprocess.DEVNULL,
        )
        load = os.getloadavg()
        figures = wrk(server, "/v1/moves", body, seconds + 1)
        record.wait(timeout=seconds + 60)
    finally:
        server.stop()
    print(
        f"{game}: {figures['rps']:,.0f} req/s, {figures['cpu_us']:.0f} us CPU a request while sampled; "
        f"load averages {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f} -> {output}"
    )
    return output


def main() -> None:
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for game in FLAMES:
        flame(game, seconds)


if __name__ == "__main__":
    main()
