"""Today's daily challenge on a test service: the deals published by the scheduler itself,
the winning line of a published Golf deal (the solver asked in-process: the service's
refuses a live daily deal), and other players' results on the board, through the API."""

from __future__ import annotations

import datetime as dt
import json
import urllib.error
import urllib.request
from typing import Any

from service.cli import DEFAULT_BUDGET_STATES, schedule
from service.engine import new_game
from service.engine.game import move_to_json
from service.solver import Budget, solve
from service.store import Store

DAILY_VARIANT = "golf-easy"
"""The variant the tests play: a Golf deal is finished by clicks along the solver's line."""


def today() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def publish_days(database_url: str) -> None:
    """Today's deals and tomorrow's (a session running past midnight UTC finds its day)."""
    store = Store(database_url, max_size=2)
    store.open()
    try:
        report = schedule(store, today(), 2, Budget(ms=None, states=DEFAULT_BUDGET_STATES))
    finally:
        store.close()
    assert not report.failed, report.failed


def winning_line(code: str) -> list[dict[str, Any]]:
    found = solve(new_game(code), Budget(ms=None, states=DEFAULT_BUDGET_STATES))
    assert found.result == "winnable" and found.solution is not None, (code, found.result)
    return [move_to_json(move) for move in found.solution]


def call(method: str, url: str, body: Any = None, token: str | None = None) -> Any:
    """A JSON request to the service; an error answer raises, with the problem in the message."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)
    except urllib.error.HTTPError as error:
        raise AssertionError(f"{method} {url}: {error.code} {error.read().decode()}") from None


def todays_code(url: str, variant: str = DAILY_VARIANT) -> str:
    deals = call("GET", f"{url}/v1/daily/{today().isoformat()}")["deals"]
    return next(deal["code"] for deal in deals if deal["variant"] == variant)


def win_todays_deal(url: str, names: list[str], variant: str = DAILY_VARIANT) -> list[tuple[str, str]]:
    """Players of these names win today's deal without a hint, the n-th after ``n % 4``
    pairs of a move and its undo (more moves: ranks spread out); their tokens and final
    states, to submit."""
    date = today().isoformat()
    line = winning_line(todays_code(url, variant))
    finished = []
    for number, name in enumerate(names):
        player = call("POST", f"{url}/v1/players", {"name": name})
        game = call("POST", f"{url}/v1/daily/{date}/games", {"variant": variant}, player["token"])
        detours = [line[0], {"type": "undo"}] * (number % 4)
        for move in detours + line:
            game = call("POST", f"{url}/v1/moves", {"state": game["state"], "move": move})
        assert game["status"] == "won", game["status"]
        finished.append((player["token"], game["state"]))
    return finished


def submit_results(url: str, finished: list[tuple[str, str]], variant: str = DAILY_VARIANT) -> None:
    for token, state in finished:
        call(
            "POST",
            f"{url}/v1/daily/{today().isoformat()}/results",
            {"variant": variant, "state": state},
            token,
        )


def crowd_the_board(url: str, names: list[str], variant: str = DAILY_VARIANT) -> None:
    """Today's board of ``variant`` with these players on it (see ``win_todays_deal``)."""
    submit_results(url, win_todays_deal(url, names, variant), variant)
