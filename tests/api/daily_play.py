"""The daily challenge played through the API: daily games, their results and boards."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Callable
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.engine import Game, Move
from service.engine.codes import DEAL_COUNT
from service.engine.game import Draw, Undo, move_to_json
from service.engine.golf_vocabulary import Remove

from .helpers import bearer, conforming, game_document, opened, owners_bearer

GAMES = "/v1/daily/{date}/games"


RESULTS = "/v1/daily/{date}/results"


BOARD = "/v1/daily/{date}/leaderboard"


ME = "/v1/daily/{date}/leaderboard/me"


def start_daily(
    client: FlaskClient, day: dt.date, token: str | None, variant: str = "golf-easy", **settings: bool
) -> TestResponse:
    headers = bearer(token) if token else {}
    response = client.post(f"/v1/daily/{day}/games", json={"variant": variant, **settings}, headers=headers)
    return conforming(response, GAMES, "POST")


def daily_game(client: FlaskClient, day: dt.date, token: str, variant: str = "golf-easy") -> dict[str, Any]:
    response = start_daily(client, day, token, variant)
    assert response.status_code == 201, response.get_json()
    return game_document(response)


def submit(
    client: FlaskClient,
    day: dt.date | str,
    token: str | None,
    body: dict[str, Any],
    language: str | None = None,
) -> TestResponse:
    """``language``: ``Accept-Language`` (none: the service's default)."""
    headers = (bearer(token) if token else {}) | ({"Accept-Language": language} if language else {})
    return conforming(client.post(f"/v1/daily/{day}/results", json=body, headers=headers), RESULTS, "POST")


def board(client: FlaskClient, day: dt.date, query: str, language: str | None = None) -> TestResponse:
    headers = {"Accept-Language": language} if language else {}
    return conforming(client.get(f"/v1/daily/{day}/leaderboard?{query}", headers=headers), BOARD, "GET")


def me(client: FlaskClient, day: dt.date, token: str | None, variant: str = "golf-easy") -> TestResponse:
    headers = bearer(token) if token else {}
    return conforming(
        client.get(f"/v1/daily/{day}/leaderboard/me?variant={variant}", headers=headers), ME, "GET"
    )


def golf_policy(draw_first: bool = False) -> Callable[[Game], Move]:
    """Remove the first removable card, else draw (or draw while the stock lasts, with
    ``draw_first``).  GO1-E-AAAAAAB: won, 350 points in 49 moves; draw first: a dead end,
    0 points in 16 moves."""

    def choose(game: Game) -> Move:
        legal = game.legal_moves()
        removes = [m for m in legal if isinstance(m, Remove)]
        draws = [m for m in legal if isinstance(m, Draw)]
        return draws[0] if draws and (draw_first or not removes) else removes[0]

    return choose


def played_on(
    app: Flask, state: str, choose: Callable[[Game], Move], *, detours: int = 0, token: str | None = None
) -> str:
    """The state of the same game played to its end by ``choose``, move by move through
    ``POST /v1/moves`` (a ranked daily attempt's line is kept by the server), after
    ``detours`` draw-and-undo pairs (each adds 2 moves, and a ranked attempt's undo), as
    the player of ``token`` (by default the state's own, ``owners_bearer``)."""
    client = app.test_client()
    detour = [move_to_json(move) for move in [Draw(), Undo()] * detours]
    state = played_along(client, state, detour, token)
    while True:
        _, game = opened(app, state)
        if game.status != "playing":
            return state
        state = played_along(client, state, [move_to_json(choose(game))], token)


def played_along(
    client: FlaskClient, state: str, line: list[dict[str, Any]], token: str | None = None
) -> str:
    """The state after ``line`` (API moves, each accepted) played through ``POST /v1/moves``
    as the player of ``token`` (by default the state's own, ``owners_bearer``)."""
    for the_move in line:
        headers = bearer(token) if token else owners_bearer(client, state)
        answer = client.post("/v1/moves", json={"state": state, "move": the_move}, headers=headers)
        assert answer.status_code == 200 and answer.get_json()["outcome"]["accepted"], (
            the_move,
            answer.get_json(),
        )
        state = answer.get_json()["state"]
    return state


def finished_daily(
    app: Flask, client: FlaskClient, day: dt.date, token: str, variant: str = "golf-easy", **how: Any
) -> str:
    """A player's daily game of ``variant`` played to its end (Golf by ``golf_policy``), its
    moves sent with the player's ``token``."""
    document = daily_game(client, day, token, variant)
    return played_on(app, document["state"], golf_policy(how.pop("draw_first", False)), token=token, **how)


def fresh_deal() -> int:
    return secrets.randbelow(DEAL_COUNT)
