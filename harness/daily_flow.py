"""A player's whole daily flow over HTTP, as a client plays it: sign up, the day's deals,
the daily game, its moves (at a chosen pace), the result, the board, their rank, their
record and their history.  Used by the tests that run it against a real server (through
PgBouncer, with a replica, across a failover) and by the surge benchmark (bench/surge.py),
which times every request by route.

One keep-alive HTTP connection per player (``Client``), reopened when the server drops it.
"""

from __future__ import annotations

import datetime as dt
import http.client
import json
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Observer = Callable[[str, int, float], None]
"""Told of every answer: the route (its URL rule), the status (0: no answer), the seconds."""


def _ignore(route: str, status: int, seconds: float) -> None:
    return None


class Client:
    """One player's HTTP connection to ``base_url``, timing every request for ``observe``."""

    def __init__(self, base_url: str, observe: Observer = _ignore, timeout_s: float = 30.0) -> None:
        parsed = urllib.parse.urlsplit(base_url)
        self.host, self.port = parsed.hostname or "127.0.0.1", parsed.port or 80
        self.observe = observe
        self.timeout_s = timeout_s
        self.connection: http.client.HTTPConnection | None = None

    def call(
        self, method: str, path: str, route: str, body: Any = None, token: str | None = None
    ) -> tuple[int, Any, dict[str, str]]:
        """(status, JSON answer, headers); status 0 when the server could not be reached."""
        headers = {"Content-Type": "application/json"} | (
            {"Authorization": f"Bearer {token}"} if token else {}
        )
        data = None if body is None else json.dumps(body).encode()
        started = time.perf_counter()
        for attempt in range(2):  # a kept-alive connection the server closed meanwhile: once more
            if self.connection is None:
                self.connection = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout_s)
            try:
                self.connection.request(method, path, data, headers)
                response = self.connection.getresponse()
                raw = response.read()
            except (OSError, http.client.HTTPException):
                self.close()
                if attempt or (method != "GET" and time.perf_counter() - started > 1):
                    self.observe(route, 0, time.perf_counter() - started)
                    return 0, None, {}
                continue
            self.observe(route, response.status, time.perf_counter() - started)
            answer = json.loads(raw) if raw else None
            return response.status, answer, {name.lower(): value for name, value in response.getheaders()}
        raise AssertionError("unreachable")

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None


@dataclass
class Flow:
    """What one player's daily flow did: the statuses of its steps, by step, and what it
    read back.  ``acknowledged`` is whether the server answered the result with 201 or
    200: a result it must have stored."""

    name: str
    statuses: dict[str, int] = field(default_factory=dict)
    player: str | None = None
    token: str | None = None
    acknowledged: bool = False
    submitted: dict[str, Any] | None = None
    rank: int | None = None
    on_board: bool = False
    record_days: list[str] = field(default_factory=list)
    history_games: int = 0
    problems: list[tuple[str, int, dict[str, str]]] = field(default_factory=list)
    """(step, status, headers) of every answer other than the step's success."""

    @property
    def complete(self) -> bool:
        return all(self.statuses.get(step) in (200, 201) for step in STEPS)


NO_PACE_REVIEW = {
    "DAILY_MIN_MOVE_S": "0",
    "DAILY_MIN_GAME_S_PER_MOVE": "0",
    "DAILY_PACE_MIN_SPREAD": "0",
    "DAILY_REVIEW_SOLVER_LINE": "0",
    "DAILY_REVIEW_SHARED_ADDRESS": "0",
    "DAILY_NEW_ACCOUNT_MINUTES": "0",
    "DAILY_REVIEW_PLAY": "0",
}
"""The service's settings for players faster than people (scripts and the browser tests,
new accounts all, from one address, playing the solver's line): no result is held for
review, and none waits for the play review (tests/api/test_play_review.py runs it)."""

STEPS = ("sign-up", "deals", "start", "moves", "result", "board", "rank", "record", "history")


def golf_move(legal_moves: list[dict[str, Any]]) -> dict[str, Any]:
    """The first card that can be removed, else a draw (a Golf game always ends)."""
    removes = [move for move in legal_moves if move["type"] == "remove"]
    return removes[0] if removes else {"type": "draw"}


def daily_flow(
    client: Client,
    day: dt.date,
    name: str,
    variant: str = "golf-easy",
    move_pause_s: float = 0.0,
    retries_on_503: int = 0,
) -> Flow:
    """Play the day's ``variant`` as a new player ``name`` from sign-up to history, stopping
    at the first step that fails; each step is tried again, up to ``retries_on_503`` times,
    while it is answered 503 (after its ``Retry-After``, at most 1 s here)."""
    flow = Flow(name)

    def step(
        label: str, method: str, path: str, route: str, body: Any = None, token: str | None = None
    ) -> Any:
        for attempt in range(retries_on_503 + 1):
            status, answer, headers = client.call(method, path, route, body, token)
            flow.statuses[label] = status
            if status in (200, 201):
                return answer
            flow.problems.append((label, status, headers))
            if status != 503 or attempt == retries_on_503:
                return None
            time.sleep(min(1.0, float(headers.get("retry-after", "1"))))
        return None

    player = step("sign-up", "POST", "/v1/players", "/v1/players", {"name": name})
    if player is None:
        return flow
    flow.player, flow.token = player["id"], player["token"]
    if step("deals", "GET", f"/v1/daily/{day}", "/v1/daily/{date}") is None:
        return flow
    game = step(
        "start", "POST", f"/v1/daily/{day}/games", "/v1/daily/{date}/games", {"variant": variant}, flow.token
    )
    if game is None:
        return flow
    while game["status"] == "playing":
        time.sleep(move_pause_s)
        body = {"state": game["state"], "move": golf_move(game["legal_moves"])}
        game = step(
            "moves", "POST", "/v1/moves", "/v1/moves", body, flow.token
        )  # a ranked line is its player's
        if game is None:
            return flow
    body = {"variant": variant, "state": game["state"]}
    result = step("result", "POST", f"/v1/daily/{day}/results", "/v1/daily/{date}/results", body, flow.token)
    if result is None:
        return flow
    flow.acknowledged, flow.submitted = True, result
    board = step(
        "board",
        "GET",
        f"/v1/daily/{day}/leaderboard?variant={variant}&limit=100",
        "/v1/daily/{date}/leaderboard",
    )
    if board is None:
        return flow
    flow.on_board = any(entry["player"] == name for entry in board["entries"])
    mine = step(
        "rank", "GET", f"/v1/daily/{day}/leaderboard/me?variant={variant}", "/v1/daily/{date}/leaderboard/me",
        token=flow.token,
    )  # fmt: skip
    if mine is None:
        return flow
    flow.rank = mine["entry"]["rank"]
    record = step(
        "record", "GET", f"/v1/players/{flow.player}/daily?from={day}&to={day}", "/v1/players/{id}/daily",
        token=flow.token,
    )  # fmt: skip
    if record is None:
        return flow
    flow.record_days = [entry["date"] for entry in record["days"]]
    history = step(
        "history", "GET", f"/v1/players/{flow.player}/games", "/v1/players/{id}/games", token=flow.token
    )
    if history is not None:
        flow.history_games = len(history["games"])
    return flow
