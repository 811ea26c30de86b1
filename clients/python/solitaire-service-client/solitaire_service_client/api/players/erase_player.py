from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    player_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/{player_id}".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
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
) -> Response[Any | Problem]:
    """Erase the player and everything stored about them

     GDPR article 17. Needs a **fresh** bearer token: one issued in the last 10 minutes
    (by the sign-up, a link, a rotation or a recovery); an older one is `403`
    `token-not-fresh` (rotate it, `POST /v1/players/{player_id}/token`, and send the
    new one), so a token left on a device or copied from an old request cannot erase
    the account.

    Erased at once, in one transaction: every device's token (the next request with
    one is `401`), link and recovery codes, the name (free for anyone from now), the
    history, stats, streak, ranked attempts, follows both ways, duels (a duel goes
    whole: its other player no longer sees it), refusals of the daily lock, the play
    review's evidence, and the idempotency keys the player sent. The player's daily
    results **stay on their boards as an anonymous row** (`player` and `tag` `null`),
    closed days and open ones alike, so that no one else's rank moves, ever; nothing
    ties the row to the player any more (its player is a new random id).

    Repeated with the token it revoked (a retry whose answer was lost), the erasure
    answers the same `204` for a day (the service keeps the revoked tokens' hashes that
    long, and nothing naming the player); any other token that is nobody's is `401`.
    Spends the player's `DATA_RATE_LIMIT` (10 an hour; a retry, the address's).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Any | Problem | None:
    """Erase the player and everything stored about them

     GDPR article 17. Needs a **fresh** bearer token: one issued in the last 10 minutes
    (by the sign-up, a link, a rotation or a recovery); an older one is `403`
    `token-not-fresh` (rotate it, `POST /v1/players/{player_id}/token`, and send the
    new one), so a token left on a device or copied from an old request cannot erase
    the account.

    Erased at once, in one transaction: every device's token (the next request with
    one is `401`), link and recovery codes, the name (free for anyone from now), the
    history, stats, streak, ranked attempts, follows both ways, duels (a duel goes
    whole: its other player no longer sees it), refusals of the daily lock, the play
    review's evidence, and the idempotency keys the player sent. The player's daily
    results **stay on their boards as an anonymous row** (`player` and `tag` `null`),
    closed days and open ones alike, so that no one else's rank moves, ever; nothing
    ties the row to the player any more (its player is a new random id).

    Repeated with the token it revoked (a retry whose answer was lost), the erasure
    answers the same `204` for a day (the service keeps the revoked tokens' hashes that
    long, and nothing naming the player); any other token that is nobody's is `401`.
    Spends the player's `DATA_RATE_LIMIT` (10 an hour; a retry, the address's).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Any | Problem]:
    """Erase the player and everything stored about them

     GDPR article 17. Needs a **fresh** bearer token: one issued in the last 10 minutes
    (by the sign-up, a link, a rotation or a recovery); an older one is `403`
    `token-not-fresh` (rotate it, `POST /v1/players/{player_id}/token`, and send the
    new one), so a token left on a device or copied from an old request cannot erase
    the account.

    Erased at once, in one transaction: every device's token (the next request with
    one is `401`), link and recovery codes, the name (free for anyone from now), the
    history, stats, streak, ranked attempts, follows both ways, duels (a duel goes
    whole: its other player no longer sees it), refusals of the daily lock, the play
    review's evidence, and the idempotency keys the player sent. The player's daily
    results **stay on their boards as an anonymous row** (`player` and `tag` `null`),
    closed days and open ones alike, so that no one else's rank moves, ever; nothing
    ties the row to the player any more (its player is a new random id).

    Repeated with the token it revoked (a retry whose answer was lost), the erasure
    answers the same `204` for a day (the service keeps the revoked tokens' hashes that
    long, and nothing naming the player); any other token that is nobody's is `401`.
    Spends the player's `DATA_RATE_LIMIT` (10 an hour; a retry, the address's).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Any | Problem | None:
    """Erase the player and everything stored about them

     GDPR article 17. Needs a **fresh** bearer token: one issued in the last 10 minutes
    (by the sign-up, a link, a rotation or a recovery); an older one is `403`
    `token-not-fresh` (rotate it, `POST /v1/players/{player_id}/token`, and send the
    new one), so a token left on a device or copied from an old request cannot erase
    the account.

    Erased at once, in one transaction: every device's token (the next request with
    one is `401`), link and recovery codes, the name (free for anyone from now), the
    history, stats, streak, ranked attempts, follows both ways, duels (a duel goes
    whole: its other player no longer sees it), refusals of the daily lock, the play
    review's evidence, and the idempotency keys the player sent. The player's daily
    results **stay on their boards as an anonymous row** (`player` and `tag` `null`),
    closed days and open ones alike, so that no one else's rank moves, ever; nothing
    ties the row to the player any more (its player is a new random id).

    Repeated with the token it revoked (a retry whose answer was lost), the erasure
    answers the same `204` for a day (the service keeps the revoked tokens' hashes that
    long, and nothing naming the player); any other token that is nobody's is `401`.
    Spends the player's `DATA_RATE_LIMIT` (10 an hour; a retry, the address's).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
        )
    ).parsed
