from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_badges import PlayerBadges
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    year: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["year"] = year

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/badges".format(
            player_id=quote(str(player_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | PlayerBadges | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerBadges.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Any | PlayerBadges | Problem]:
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
    year: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | PlayerBadges | Problem]:
    """The player's monthly badges of a year, with each month's progress

     The monthly badges of the daily challenge (bronze, silver, gold, diamond) the player
    holds for each month of `year`, January first, with each month's progress: its
    dates (the player's, as the client named them) with at least one cleared daily
    result (`dates_played`), and those with a cleared result for every deal published
    for the date (`dates_completed`). A month's badges and what each asks:

    | badge | dates played | dates completed |
    |---|---|---|
    | bronze | 10 | 0 |
    | silver | 20 | 0 |
    | gold | every date of the month | 0 |
    | diamond | every date of the month | every date of the month |

    A `held` result counts once an operator (or the play review) clears it, a
    `rejected` one never. A badge is earned as the month's results reach it (its
    `earned_at`); while the month is open a badge its results no longer reach (a
    result rejected) is taken back. A month closes when its last date's results close
    (`closes_at`: that date's end at UTC-12 plus the grace); from then on its badges
    never change, whatever is decided or erased later (`closed: true`), and a result
    cleared after it earns no badge of it.

    The caller's own badges only (`401` without a token, `403` with another
    player's). `year` defaults to the year of the server's date at UTC; one that is
    not a whole number from 1 to 9999, or another parameter, is `400` `invalid-body`
    naming it.

    Args:
        player_id (UUID):
        year (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | PlayerBadges | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        year=year,
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
    year: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | PlayerBadges | Problem | None:
    """The player's monthly badges of a year, with each month's progress

     The monthly badges of the daily challenge (bronze, silver, gold, diamond) the player
    holds for each month of `year`, January first, with each month's progress: its
    dates (the player's, as the client named them) with at least one cleared daily
    result (`dates_played`), and those with a cleared result for every deal published
    for the date (`dates_completed`). A month's badges and what each asks:

    | badge | dates played | dates completed |
    |---|---|---|
    | bronze | 10 | 0 |
    | silver | 20 | 0 |
    | gold | every date of the month | 0 |
    | diamond | every date of the month | every date of the month |

    A `held` result counts once an operator (or the play review) clears it, a
    `rejected` one never. A badge is earned as the month's results reach it (its
    `earned_at`); while the month is open a badge its results no longer reach (a
    result rejected) is taken back. A month closes when its last date's results close
    (`closes_at`: that date's end at UTC-12 plus the grace); from then on its badges
    never change, whatever is decided or erased later (`closed: true`), and a result
    cleared after it earns no badge of it.

    The caller's own badges only (`401` without a token, `403` with another
    player's). `year` defaults to the year of the server's date at UTC; one that is
    not a whole number from 1 to 9999, or another parameter, is `400` `invalid-body`
    naming it.

    Args:
        player_id (UUID):
        year (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | PlayerBadges | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        year=year,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    year: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | PlayerBadges | Problem]:
    """The player's monthly badges of a year, with each month's progress

     The monthly badges of the daily challenge (bronze, silver, gold, diamond) the player
    holds for each month of `year`, January first, with each month's progress: its
    dates (the player's, as the client named them) with at least one cleared daily
    result (`dates_played`), and those with a cleared result for every deal published
    for the date (`dates_completed`). A month's badges and what each asks:

    | badge | dates played | dates completed |
    |---|---|---|
    | bronze | 10 | 0 |
    | silver | 20 | 0 |
    | gold | every date of the month | 0 |
    | diamond | every date of the month | every date of the month |

    A `held` result counts once an operator (or the play review) clears it, a
    `rejected` one never. A badge is earned as the month's results reach it (its
    `earned_at`); while the month is open a badge its results no longer reach (a
    result rejected) is taken back. A month closes when its last date's results close
    (`closes_at`: that date's end at UTC-12 plus the grace); from then on its badges
    never change, whatever is decided or erased later (`closed: true`), and a result
    cleared after it earns no badge of it.

    The caller's own badges only (`401` without a token, `403` with another
    player's). `year` defaults to the year of the server's date at UTC; one that is
    not a whole number from 1 to 9999, or another parameter, is `400` `invalid-body`
    naming it.

    Args:
        player_id (UUID):
        year (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | PlayerBadges | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        year=year,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    year: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | PlayerBadges | Problem | None:
    """The player's monthly badges of a year, with each month's progress

     The monthly badges of the daily challenge (bronze, silver, gold, diamond) the player
    holds for each month of `year`, January first, with each month's progress: its
    dates (the player's, as the client named them) with at least one cleared daily
    result (`dates_played`), and those with a cleared result for every deal published
    for the date (`dates_completed`). A month's badges and what each asks:

    | badge | dates played | dates completed |
    |---|---|---|
    | bronze | 10 | 0 |
    | silver | 20 | 0 |
    | gold | every date of the month | 0 |
    | diamond | every date of the month | every date of the month |

    A `held` result counts once an operator (or the play review) clears it, a
    `rejected` one never. A badge is earned as the month's results reach it (its
    `earned_at`); while the month is open a badge its results no longer reach (a
    result rejected) is taken back. A month closes when its last date's results close
    (`closes_at`: that date's end at UTC-12 plus the grace); from then on its badges
    never change, whatever is decided or erased later (`closed: true`), and a result
    cleared after it earns no badge of it.

    The caller's own badges only (`401` without a token, `403` with another
    player's). `year` defaults to the year of the server's date at UTC; one that is
    not a whole number from 1 to 9999, or another parameter, is `400` `invalid-body`
    naming it.

    Args:
        player_id (UUID):
        year (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | PlayerBadges | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            year=year,
            if_none_match=if_none_match,
        )
    ).parsed
