from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.vegas_balances import VegasBalances
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/vegas".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | VegasBalances | None:
    if response.status_code == 200:
        response_200 = VegasBalances.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

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
) -> Response[Any | Problem | VegasBalances]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | VegasBalances]:
    """The player's Vegas Canfield balances, one a draw

     Vegas Canfield (`{"game": "canfield", "scoring": "vegas"}`, codes `CF1-D3V-...` and
    `CF1-D1V-...`) scores a game in dollars: the deck costs $52 and every card on the
    foundations pays $5, the base card included, so a deal starts at -$47 and a won one
    ends at $208 (the score is read from the cards home: a card taken off a foundation
    gives its $5 back). The player's balance of a draw is the sum of their Vegas deals'
    scores since its last reset: a **random** deal started with their bearer token is
    counted when it is dealt (its score then, -$47) and settled once, when its game is
    recorded (`POST /v1/players/{id}/games`: its score at the record, whatever state it
    is in); a deal never recorded stays at -$47. A deal started by code or layout, or
    without a token, counts in no balance. Both draws are listed, draw 3 first; a draw
    never played is $0 with no deals. `deals` counts the deals dealt since the reset,
    `settled` those of them recorded, `reset_at` the last reset (`null`: never).

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | VegasBalances]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | VegasBalances | None:
    """The player's Vegas Canfield balances, one a draw

     Vegas Canfield (`{"game": "canfield", "scoring": "vegas"}`, codes `CF1-D3V-...` and
    `CF1-D1V-...`) scores a game in dollars: the deck costs $52 and every card on the
    foundations pays $5, the base card included, so a deal starts at -$47 and a won one
    ends at $208 (the score is read from the cards home: a card taken off a foundation
    gives its $5 back). The player's balance of a draw is the sum of their Vegas deals'
    scores since its last reset: a **random** deal started with their bearer token is
    counted when it is dealt (its score then, -$47) and settled once, when its game is
    recorded (`POST /v1/players/{id}/games`: its score at the record, whatever state it
    is in); a deal never recorded stays at -$47. A deal started by code or layout, or
    without a token, counts in no balance. Both draws are listed, draw 3 first; a draw
    never played is $0 with no deals. `deals` counts the deals dealt since the reset,
    `settled` those of them recorded, `reset_at` the last reset (`null`: never).

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | VegasBalances
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | VegasBalances]:
    """The player's Vegas Canfield balances, one a draw

     Vegas Canfield (`{"game": "canfield", "scoring": "vegas"}`, codes `CF1-D3V-...` and
    `CF1-D1V-...`) scores a game in dollars: the deck costs $52 and every card on the
    foundations pays $5, the base card included, so a deal starts at -$47 and a won one
    ends at $208 (the score is read from the cards home: a card taken off a foundation
    gives its $5 back). The player's balance of a draw is the sum of their Vegas deals'
    scores since its last reset: a **random** deal started with their bearer token is
    counted when it is dealt (its score then, -$47) and settled once, when its game is
    recorded (`POST /v1/players/{id}/games`: its score at the record, whatever state it
    is in); a deal never recorded stays at -$47. A deal started by code or layout, or
    without a token, counts in no balance. Both draws are listed, draw 3 first; a draw
    never played is $0 with no deals. `deals` counts the deals dealt since the reset,
    `settled` those of them recorded, `reset_at` the last reset (`null`: never).

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | VegasBalances]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | VegasBalances | None:
    """The player's Vegas Canfield balances, one a draw

     Vegas Canfield (`{"game": "canfield", "scoring": "vegas"}`, codes `CF1-D3V-...` and
    `CF1-D1V-...`) scores a game in dollars: the deck costs $52 and every card on the
    foundations pays $5, the base card included, so a deal starts at -$47 and a won one
    ends at $208 (the score is read from the cards home: a card taken off a foundation
    gives its $5 back). The player's balance of a draw is the sum of their Vegas deals'
    scores since its last reset: a **random** deal started with their bearer token is
    counted when it is dealt (its score then, -$47) and settled once, when its game is
    recorded (`POST /v1/players/{id}/games`: its score at the record, whatever state it
    is in); a deal never recorded stays at -$47. A deal started by code or layout, or
    without a token, counts in no balance. Both draws are listed, draw 3 first; a draw
    never played is $0 with no deals. `deals` counts the deals dealt since the reset,
    `settled` those of them recorded, `reset_at` the last reset (`null`: never).

    Args:
        player_id (UUID):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | VegasBalances
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            if_none_match=if_none_match,
        )
    ).parsed
