from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.hint import Hint
from ...models.hint_request import HintRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: HintRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/hint",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Hint | Problem | None:
    if response.status_code == 200:
        response_200 = Hint.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Hint | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: HintRequest,
) -> Response[Hint | Problem]:
    """What to play next

     The next move of a winning line when the search finds one within the budget
    (`kind: winning`); for a Golf position that cannot be cleared, the first move of a
    line leaving the fewest cards (`kind: best`, with `best`, that number); else the
    move a heuristic prefers (`kind: heuristic`). `move` is null once the game is over;
    in a round of Golf whose hole is over, it is `next-hole`.

    No hint is given on a daily deal whose results are open (see `POST /v1/solve`), to
    anyone: a state of a locked deal is `403` `daily-deal-live`, and so is a daily game
    itself (a state from `POST /v1/daily/{date}/games`), its own player's included (a
    hint asked on a second account's game of the same deal would be the same hint). The
    state itself says which day's daily game it is, so this holds from the moment a
    day's deal is published. Once the day's results close, a hint on it is answered as
    any other.

    Nor is a hint given on a Vegas Canfield game of a player's (a state of a game started
    with `"scoring": "vegas"` and a bearer token, played for their balance): `403`
    `vegas-deal-in-play`, and `POST /v1/solve` refuses its state too. Its documents
    leave its `code` out (`null`): the code deals every face-down card.

    Args:
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: HintRequest,
) -> Hint | Problem | None:
    """What to play next

     The next move of a winning line when the search finds one within the budget
    (`kind: winning`); for a Golf position that cannot be cleared, the first move of a
    line leaving the fewest cards (`kind: best`, with `best`, that number); else the
    move a heuristic prefers (`kind: heuristic`). `move` is null once the game is over;
    in a round of Golf whose hole is over, it is `next-hole`.

    No hint is given on a daily deal whose results are open (see `POST /v1/solve`), to
    anyone: a state of a locked deal is `403` `daily-deal-live`, and so is a daily game
    itself (a state from `POST /v1/daily/{date}/games`), its own player's included (a
    hint asked on a second account's game of the same deal would be the same hint). The
    state itself says which day's daily game it is, so this holds from the moment a
    day's deal is published. Once the day's results close, a hint on it is answered as
    any other.

    Nor is a hint given on a Vegas Canfield game of a player's (a state of a game started
    with `"scoring": "vegas"` and a bearer token, played for their balance): `403`
    `vegas-deal-in-play`, and `POST /v1/solve` refuses its state too. Its documents
    leave its `code` out (`null`): the code deals every face-down card.

    Args:
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: HintRequest,
) -> Response[Hint | Problem]:
    """What to play next

     The next move of a winning line when the search finds one within the budget
    (`kind: winning`); for a Golf position that cannot be cleared, the first move of a
    line leaving the fewest cards (`kind: best`, with `best`, that number); else the
    move a heuristic prefers (`kind: heuristic`). `move` is null once the game is over;
    in a round of Golf whose hole is over, it is `next-hole`.

    No hint is given on a daily deal whose results are open (see `POST /v1/solve`), to
    anyone: a state of a locked deal is `403` `daily-deal-live`, and so is a daily game
    itself (a state from `POST /v1/daily/{date}/games`), its own player's included (a
    hint asked on a second account's game of the same deal would be the same hint). The
    state itself says which day's daily game it is, so this holds from the moment a
    day's deal is published. Once the day's results close, a hint on it is answered as
    any other.

    Nor is a hint given on a Vegas Canfield game of a player's (a state of a game started
    with `"scoring": "vegas"` and a bearer token, played for their balance): `403`
    `vegas-deal-in-play`, and `POST /v1/solve` refuses its state too. Its documents
    leave its `code` out (`null`): the code deals every face-down card.

    Args:
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: HintRequest,
) -> Hint | Problem | None:
    """What to play next

     The next move of a winning line when the search finds one within the budget
    (`kind: winning`); for a Golf position that cannot be cleared, the first move of a
    line leaving the fewest cards (`kind: best`, with `best`, that number); else the
    move a heuristic prefers (`kind: heuristic`). `move` is null once the game is over;
    in a round of Golf whose hole is over, it is `next-hole`.

    No hint is given on a daily deal whose results are open (see `POST /v1/solve`), to
    anyone: a state of a locked deal is `403` `daily-deal-live`, and so is a daily game
    itself (a state from `POST /v1/daily/{date}/games`), its own player's included (a
    hint asked on a second account's game of the same deal would be the same hint). The
    state itself says which day's daily game it is, so this holds from the moment a
    day's deal is published. Once the day's results close, a hint on it is answered as
    any other.

    Nor is a hint given on a Vegas Canfield game of a player's (a state of a game started
    with `"scoring": "vegas"` and a bearer token, played for their balance): `403`
    `vegas-deal-in-play`, and `POST /v1/solve` refuses its state too. Its documents
    leave its `code` out (`null`): the code deals every face-down card.

    Args:
        body (HintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
