from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.follow_request import FollowRequest
from ...models.friend import Friend
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    body: FollowRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/{player_id}/friends".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Friend | Problem | None:
    if response.status_code == 200:
        response_200 = Friend.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Friend.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Friend | Problem]:
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
    body: FollowRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Friend | Problem]:
    """Follow a player by name and tag

     Follows the player named `player`: their name, `#`, and the four characters of their
    tag, as a board shows them beside the name (`Ann#M3ZA`; the name in any case, and
    written as sign-up would store it: `Ａｎｎ#m3za` finds Ann too). The players
    followed are ranked with the follower on the friends board (`GET
    /v1/daily/{date}/leaderboard?scope=friends`).

    Following a player already followed stores nothing and answers `200` with the
    follow as it was (its `since`). A player follows **at most 200 players**: one more
    is `409` `follow-limit`. An unknown name and tag is `422` `unknown-player`, the
    caller's own is `422` `follow-self`, and a name and tag that two players share
    (the tag is 20 bits of a digest of the player's id: a one in a million chance for
    two players of one name) is `409` `ambiguous-player`; each changes nothing. Spends
    the player's history allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (FollowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Friend | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    body: FollowRequest,
    idempotency_key: str | Unset = UNSET,
) -> Friend | Problem | None:
    """Follow a player by name and tag

     Follows the player named `player`: their name, `#`, and the four characters of their
    tag, as a board shows them beside the name (`Ann#M3ZA`; the name in any case, and
    written as sign-up would store it: `Ａｎｎ#m3za` finds Ann too). The players
    followed are ranked with the follower on the friends board (`GET
    /v1/daily/{date}/leaderboard?scope=friends`).

    Following a player already followed stores nothing and answers `200` with the
    follow as it was (its `since`). A player follows **at most 200 players**: one more
    is `409` `follow-limit`. An unknown name and tag is `422` `unknown-player`, the
    caller's own is `422` `follow-self`, and a name and tag that two players share
    (the tag is 20 bits of a digest of the player's id: a one in a million chance for
    two players of one name) is `409` `ambiguous-player`; each changes nothing. Spends
    the player's history allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (FollowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Friend | Problem
    """

    return sync_detailed(
        player_id=player_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    body: FollowRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Friend | Problem]:
    """Follow a player by name and tag

     Follows the player named `player`: their name, `#`, and the four characters of their
    tag, as a board shows them beside the name (`Ann#M3ZA`; the name in any case, and
    written as sign-up would store it: `Ａｎｎ#m3za` finds Ann too). The players
    followed are ranked with the follower on the friends board (`GET
    /v1/daily/{date}/leaderboard?scope=friends`).

    Following a player already followed stores nothing and answers `200` with the
    follow as it was (its `since`). A player follows **at most 200 players**: one more
    is `409` `follow-limit`. An unknown name and tag is `422` `unknown-player`, the
    caller's own is `422` `follow-self`, and a name and tag that two players share
    (the tag is 20 bits of a digest of the player's id: a one in a million chance for
    two players of one name) is `409` `ambiguous-player`; each changes nothing. Spends
    the player's history allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (FollowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Friend | Problem]
    """

    kwargs = _get_kwargs(
        player_id=player_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    player_id: UUID,
    *,
    client: AuthenticatedClient,
    body: FollowRequest,
    idempotency_key: str | Unset = UNSET,
) -> Friend | Problem | None:
    """Follow a player by name and tag

     Follows the player named `player`: their name, `#`, and the four characters of their
    tag, as a board shows them beside the name (`Ann#M3ZA`; the name in any case, and
    written as sign-up would store it: `Ａｎｎ#m3za` finds Ann too). The players
    followed are ranked with the follower on the friends board (`GET
    /v1/daily/{date}/leaderboard?scope=friends`).

    Following a player already followed stores nothing and answers `200` with the
    follow as it was (its `since`). A player follows **at most 200 players**: one more
    is `409` `follow-limit`. An unknown name and tag is `422` `unknown-player`, the
    caller's own is `422` `follow-self`, and a name and tag that two players share
    (the tag is 20 bits of a digest of the player's id: a one in a million chance for
    two players of one name) is `409` `ambiguous-player`; each changes nothing. Spends
    the player's history allowance (`HISTORY_RATE_LIMIT`).

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (FollowRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Friend | Problem
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
