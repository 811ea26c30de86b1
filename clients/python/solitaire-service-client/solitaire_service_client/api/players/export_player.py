from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_export import PlayerExport
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    player_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{player_id}/export".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerExport | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerExport.from_dict(response.json())

        return response_200

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
) -> Response[PlayerExport | Problem]:
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
) -> Response[PlayerExport | Problem]:
    """Everything stored about the player, as one JSON document

     GDPR articles 15 and 20: one JSON document (`Content-Disposition: attachment`),
    streamed as the database's cursors read it, from one snapshot. Every row that
    names the player, a list a kind: `profile`, `devices`, `link_codes`, `games` (the
    history), `daily_attempts`, `daily_results`, `daily_final_standings`, `stats`,
    `daily_streak`, `follows`, `followers`, `duels` (the player's side of each, with
    its duel), `lock_refusals`, `play_review`, `badges` (monthly), `vegas`,
    `leagues` (each week in a league) and `league_tier`. Never in it: a token's, a code's or
    an address's digest (secrets, or keyed hashes that tell nothing), the sealed states
    (the client holds them), a live daily deal's code or a live duel's deal, and the
    play review's evidence and tells (they would teach how the review reads a game).
    Spends the player's `DATA_RATE_LIMIT` (10 an hour).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerExport | Problem]
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
) -> PlayerExport | Problem | None:
    """Everything stored about the player, as one JSON document

     GDPR articles 15 and 20: one JSON document (`Content-Disposition: attachment`),
    streamed as the database's cursors read it, from one snapshot. Every row that
    names the player, a list a kind: `profile`, `devices`, `link_codes`, `games` (the
    history), `daily_attempts`, `daily_results`, `daily_final_standings`, `stats`,
    `daily_streak`, `follows`, `followers`, `duels` (the player's side of each, with
    its duel), `lock_refusals`, `play_review`, `badges` (monthly), `vegas`,
    `leagues` (each week in a league) and `league_tier`. Never in it: a token's, a code's or
    an address's digest (secrets, or keyed hashes that tell nothing), the sealed states
    (the client holds them), a live daily deal's code or a live duel's deal, and the
    play review's evidence and tells (they would teach how the review reads a game).
    Spends the player's `DATA_RATE_LIMIT` (10 an hour).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerExport | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[PlayerExport | Problem]:
    """Everything stored about the player, as one JSON document

     GDPR articles 15 and 20: one JSON document (`Content-Disposition: attachment`),
    streamed as the database's cursors read it, from one snapshot. Every row that
    names the player, a list a kind: `profile`, `devices`, `link_codes`, `games` (the
    history), `daily_attempts`, `daily_results`, `daily_final_standings`, `stats`,
    `daily_streak`, `follows`, `followers`, `duels` (the player's side of each, with
    its duel), `lock_refusals`, `play_review`, `badges` (monthly), `vegas`,
    `leagues` (each week in a league) and `league_tier`. Never in it: a token's, a code's or
    an address's digest (secrets, or keyed hashes that tell nothing), the sealed states
    (the client holds them), a live daily deal's code or a live duel's deal, and the
    play review's evidence and tells (they would teach how the review reads a game).
    Spends the player's `DATA_RATE_LIMIT` (10 an hour).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerExport | Problem]
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
) -> PlayerExport | Problem | None:
    """Everything stored about the player, as one JSON document

     GDPR articles 15 and 20: one JSON document (`Content-Disposition: attachment`),
    streamed as the database's cursors read it, from one snapshot. Every row that
    names the player, a list a kind: `profile`, `devices`, `link_codes`, `games` (the
    history), `daily_attempts`, `daily_results`, `daily_final_standings`, `stats`,
    `daily_streak`, `follows`, `followers`, `duels` (the player's side of each, with
    its duel), `lock_refusals`, `play_review`, `badges` (monthly), `vegas`,
    `leagues` (each week in a league) and `league_tier`. Never in it: a token's, a code's or
    an address's digest (secrets, or keyed hashes that tell nothing), the sealed states
    (the client holds them), a live daily deal's code or a live duel's deal, and the
    play review's evidence and tells (they would teach how the review reads a game).
    Spends the player's `DATA_RATE_LIMIT` (10 an hour).

    Args:
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerExport | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
        )
    ).parsed
