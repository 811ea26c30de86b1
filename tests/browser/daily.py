"""Today's daily challenge on a test service: the deals published by the scheduler itself,
read from its database (the service seals a live daily deal's code: no route tells it, and
the solver refuses it), with the winning line the scheduler stored; other players' results
on the board, through the API."""

from __future__ import annotations

import datetime as dt
import json
import urllib.error
import urllib.request
from typing import Any

from service.daily.scheduler import DEFAULT_BUDGET_STATES, schedule
from service.solver import Budget
from service.store import DailyDeal, Store
from tests.established import establish

DAILY_VARIANT = "golf-easy"
"""The variant the tests play: a Golf deal is finished by clicks along the solver's line."""


def today() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def closed_day() -> dt.date:
    """A day whose results have closed, whatever the hour (yesterday's close an hour after
    midnight): its codes and the solver's lines are out."""
    return today() - dt.timedelta(days=2)


def publish_days(database_url: str) -> None:
    """Today's deals and tomorrow's (a session running past midnight UTC finds its day), and
    a closed day's (the day before yesterday)."""
    store = Store(database_url, max_size=2)
    store.open()
    try:
        budget = Budget(ms=None, states=DEFAULT_BUDGET_STATES)
        reports = [schedule(store, today(), 2, budget), schedule(store, closed_day(), 1, budget)]
    finally:
        store.close()
    assert not any(report.failed for report in reports), [report.failed for report in reports]


def deals_of(database_url: str, day: dt.date) -> dict[str, DailyDeal]:
    """A day's published deals by variant, as the scheduler stored them (code and line)."""
    store = Store(database_url, max_size=1)
    store.open()
    try:
        deals = store.deals.of_day(day)
    finally:
        store.close()
    assert all(deal.solution for deal in deals), "a deal published without its winning line"
    return {deal.variant: deal for deal in deals}


def todays_deals(database_url: str) -> dict[str, DailyDeal]:
    """Today's published deals by variant (their codes sealed by the service)."""
    return deals_of(database_url, today())


def winning_line(deal: DailyDeal) -> list[dict[str, Any]]:
    """The scheduler's winning line of a daily deal, as API move objects."""
    assert deal.solution is not None, deal
    return list(deal.solution)


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


def win_todays_deal(
    url: str, deal: DailyDeal, names: list[str], established_in: str | None = None
) -> list[tuple[str, str]]:
    """Players of these names win today's ``deal`` without a hint or an undo, along the
    solver's line (in the order they are named: their submissions rank them); their tokens
    and final states, to submit.  ``established_in``: the service's database, where each
    is made established (``tests.established``: their results join a group)."""
    date, variant = today().isoformat(), deal.variant
    line = winning_line(deal)
    finished = []
    for name in names:
        player = call("POST", f"{url}/v1/players", {"name": name})
        if established_in is not None:
            establish(established_in, today(), [player["id"]])
        game = call("POST", f"{url}/v1/daily/{date}/games", {"variant": variant}, player["token"])
        for move in line:
            game = call("POST", f"{url}/v1/moves", {"state": game["state"], "move": move}, player["token"])
        assert game["status"] == "won", game["status"]
        finished.append((player["token"], game["state"]))
    return finished


def play_line_through_api(
    url: str, game: dict[str, Any], line: list[dict[str, Any]], token: str | None
) -> dict[str, Any]:
    """``game`` (a document) played along ``line`` through ``POST /v1/moves`` by the player of
    ``token`` (a ranked game's moves are its player's): its last document."""
    for move in line:
        game = call("POST", f"{url}/v1/moves", {"state": game["state"], "move": move}, token)
    return game


def submit_results(url: str, finished: list[tuple[str, str]], variant: str = DAILY_VARIANT) -> None:
    for token, state in finished:
        call(
            "POST",
            f"{url}/v1/daily/{today().isoformat()}/results",
            {"variant": variant, "state": state},
            token,
        )


def crowd_the_board(url: str, deal: DailyDeal, names: list[str], established_in: str | None = None) -> None:
    """Today's board of ``deal`` with these players on it (see ``win_todays_deal``)."""
    submit_results(url, win_todays_deal(url, deal, names, established_in), deal.variant)
