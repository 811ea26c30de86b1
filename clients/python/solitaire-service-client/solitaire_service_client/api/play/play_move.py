from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_document import GameDocument
from ...models.move_request import MoveRequest
from ...models.problem import Problem
from ...models.stale_state import StaleState
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: MoveRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/moves",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameDocument | Problem | StaleState | None:
    if response.status_code == 200:
        response_200 = GameDocument.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = StaleState.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameDocument | Problem | StaleState]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    accept_language: str | Unset = UNSET,
) -> Response[GameDocument | Problem | StaleState]:
    """Play a move

     Send the `state` of the last game document and a `move`. A move the rules refuse
    answers `200` with `outcome.accepted = false`, the state unchanged. In a round of
    Golf, `next-hole` while the hole is in play is `422` `hole-not-over` (its `detail`
    the rule's message in the negotiated language), a card move once the hole is
    over is refused (`hole_over`), and once the last hole is over (`won`, `finished`)
    the round is final: `undo` is refused (`round_over`). The cost of a move does not
    grow with the length of the game. No database is involved, whether the game is
    bound to a player or not (the next state keeps its `game_id`, `player` and `daily`),
    but for a **ranked daily attempt** (a state of `POST /v1/daily/{date}/games` with
    `daily.ranked: true`, while the day's results are open), whose line the server keeps:
    each of its states carries its step (its accepted actions so far, undos included),
    and a move, accepted or refused, is answered only from the attempt's latest state.
    The same move sent again from the same state (its answer was lost) answers the same
    state again; any other move from an earlier state is `409` `stale-state` and changes
    nothing (`undo` from the latest state is the way back; undos are counted on the
    result). While the database is away such a move is `503` with `Retry-After`; every
    other game plays on.

    **A ranked line is its player's**: a move of a ranked daily attempt (a daily round's
    `next-hole` included) or of a side of a duel (a state with `duel`) needs its
    player's bearer token, whoever holds the state: `401` `unauthorized` without one
    or with a token that is nobody's (with the `WWW-Authenticate` challenge), `403`
    `forbidden` with another player's, and nothing changes (the line does not move, the
    move is not timed). The token is checked in the same database statement that moves
    the line. Every other game (a practice game, bound to a player or not; a daily deal
    played again from the archive or after the result) plays without a token, and one
    sent with it is not looked at.

    Args:
        accept_language (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    accept_language: str | Unset = UNSET,
) -> GameDocument | Problem | StaleState | None:
    """Play a move

     Send the `state` of the last game document and a `move`. A move the rules refuse
    answers `200` with `outcome.accepted = false`, the state unchanged. In a round of
    Golf, `next-hole` while the hole is in play is `422` `hole-not-over` (its `detail`
    the rule's message in the negotiated language), a card move once the hole is
    over is refused (`hole_over`), and once the last hole is over (`won`, `finished`)
    the round is final: `undo` is refused (`round_over`). The cost of a move does not
    grow with the length of the game. No database is involved, whether the game is
    bound to a player or not (the next state keeps its `game_id`, `player` and `daily`),
    but for a **ranked daily attempt** (a state of `POST /v1/daily/{date}/games` with
    `daily.ranked: true`, while the day's results are open), whose line the server keeps:
    each of its states carries its step (its accepted actions so far, undos included),
    and a move, accepted or refused, is answered only from the attempt's latest state.
    The same move sent again from the same state (its answer was lost) answers the same
    state again; any other move from an earlier state is `409` `stale-state` and changes
    nothing (`undo` from the latest state is the way back; undos are counted on the
    result). While the database is away such a move is `503` with `Retry-After`; every
    other game plays on.

    **A ranked line is its player's**: a move of a ranked daily attempt (a daily round's
    `next-hole` included) or of a side of a duel (a state with `duel`) needs its
    player's bearer token, whoever holds the state: `401` `unauthorized` without one
    or with a token that is nobody's (with the `WWW-Authenticate` challenge), `403`
    `forbidden` with another player's, and nothing changes (the line does not move, the
    move is not timed). The token is checked in the same database statement that moves
    the line. Every other game (a practice game, bound to a player or not; a daily deal
    played again from the archive or after the result) plays without a token, and one
    sent with it is not looked at.

    Args:
        accept_language (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem | StaleState
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    accept_language: str | Unset = UNSET,
) -> Response[GameDocument | Problem | StaleState]:
    """Play a move

     Send the `state` of the last game document and a `move`. A move the rules refuse
    answers `200` with `outcome.accepted = false`, the state unchanged. In a round of
    Golf, `next-hole` while the hole is in play is `422` `hole-not-over` (its `detail`
    the rule's message in the negotiated language), a card move once the hole is
    over is refused (`hole_over`), and once the last hole is over (`won`, `finished`)
    the round is final: `undo` is refused (`round_over`). The cost of a move does not
    grow with the length of the game. No database is involved, whether the game is
    bound to a player or not (the next state keeps its `game_id`, `player` and `daily`),
    but for a **ranked daily attempt** (a state of `POST /v1/daily/{date}/games` with
    `daily.ranked: true`, while the day's results are open), whose line the server keeps:
    each of its states carries its step (its accepted actions so far, undos included),
    and a move, accepted or refused, is answered only from the attempt's latest state.
    The same move sent again from the same state (its answer was lost) answers the same
    state again; any other move from an earlier state is `409` `stale-state` and changes
    nothing (`undo` from the latest state is the way back; undos are counted on the
    result). While the database is away such a move is `503` with `Retry-After`; every
    other game plays on.

    **A ranked line is its player's**: a move of a ranked daily attempt (a daily round's
    `next-hole` included) or of a side of a duel (a state with `duel`) needs its
    player's bearer token, whoever holds the state: `401` `unauthorized` without one
    or with a token that is nobody's (with the `WWW-Authenticate` challenge), `403`
    `forbidden` with another player's, and nothing changes (the line does not move, the
    move is not timed). The token is checked in the same database statement that moves
    the line. Every other game (a practice game, bound to a player or not; a daily deal
    played again from the archive or after the result) plays without a token, and one
    sent with it is not looked at.

    Args:
        accept_language (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    accept_language: str | Unset = UNSET,
) -> GameDocument | Problem | StaleState | None:
    """Play a move

     Send the `state` of the last game document and a `move`. A move the rules refuse
    answers `200` with `outcome.accepted = false`, the state unchanged. In a round of
    Golf, `next-hole` while the hole is in play is `422` `hole-not-over` (its `detail`
    the rule's message in the negotiated language), a card move once the hole is
    over is refused (`hole_over`), and once the last hole is over (`won`, `finished`)
    the round is final: `undo` is refused (`round_over`). The cost of a move does not
    grow with the length of the game. No database is involved, whether the game is
    bound to a player or not (the next state keeps its `game_id`, `player` and `daily`),
    but for a **ranked daily attempt** (a state of `POST /v1/daily/{date}/games` with
    `daily.ranked: true`, while the day's results are open), whose line the server keeps:
    each of its states carries its step (its accepted actions so far, undos included),
    and a move, accepted or refused, is answered only from the attempt's latest state.
    The same move sent again from the same state (its answer was lost) answers the same
    state again; any other move from an earlier state is `409` `stale-state` and changes
    nothing (`undo` from the latest state is the way back; undos are counted on the
    result). While the database is away such a move is `503` with `Retry-After`; every
    other game plays on.

    **A ranked line is its player's**: a move of a ranked daily attempt (a daily round's
    `next-hole` included) or of a side of a duel (a state with `duel`) needs its
    player's bearer token, whoever holds the state: `401` `unauthorized` without one
    or with a token that is nobody's (with the `WWW-Authenticate` challenge), `403`
    `forbidden` with another player's, and nothing changes (the line does not move, the
    move is not timed). The token is checked in the same database statement that moves
    the line. Every other game (a practice game, bound to a player or not; a daily deal
    played again from the archive or after the result) plays without a token, and one
    sent with it is not looked at.

    Args:
        accept_language (str | Unset):
        body (MoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem | StaleState
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
