from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_document import GameDocument
from ...models.new_canfield_game import NewCanfieldGame
from ...models.new_game_from_code import NewGameFromCode
from ...models.new_golf_game import NewGolfGame
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NewCanfieldGame | NewGameFromCode | NewGolfGame,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    if isinstance(body, NewGameFromCode):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, NewGolfGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameDocument | Problem | None:
    if response.status_code == 201:
        response_201 = GameDocument.from_dict(response.json())

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
) -> Response[GameDocument | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewCanfieldGame | NewGameFromCode | NewGolfGame,
    accept_language: str | Unset = UNSET,
) -> Response[GameDocument | Problem]:
    """Start a game

     Three ways: from a game `code` (the same code always deals the same cards); a
    random deal of a `game` (with Golf `mode` and `rules` options or Canfield `draw`);
    or a custom deal written out as `layout` (every card exactly once, right pile
    sizes, else `422` naming each problem). Settings `explain` (default true) and
    `double_tap` (Canfield, default true) travel in the state.

    **A round of Golf** is a game too: `round: 9` (or `18`) with a Golf `mode` and
    `rules` deals a random round, a round code (`GR1-...`) a given one. A round has no
    custom layout (`422` `invalid-layout`); another number of holes is `422`
    `invalid-round`. Its document adds `round`.

    With a player's bearer token the game is **bound** to that player (`player` in the
    document): only such a game can be recorded in their history. An `Authorization`
    header that is not a player's token is a `401`, never an anonymous game; checking
    it needs the database (`503` while it is away). Without the header the game is
    anonymous and no database is involved.

    **A live daily deal is played only as a daily game**: by code or layout, a deal
    the daily lock holds (see `POST /v1/solve`: the same game in disguise, or a layout
    within a few cards of it) is `403` `daily-deal-live`; start it with
    `POST /v1/daily/{date}/games`. A random deal is never a daily deal. An instance
    that could not read the locked deals yet (its database away since it started)
    starts the game: the play routes never wait on the database, and the solver
    refuses its state once the instance has read them.

    **A layout is compared by its face-up cards alone** (issue 39): what
    a player of the deal sees when it is dealt (Golf: the seven columns and the
    starting discard; Canfield: the reserve's top card, the base and the four column
    cards). A layout whose face-up cards are a live deal's, in any disguise (Golf: or
    within a few cards of them), is refused whatever its face-down cards, so the
    answer never tells anything about the order of cards a player has not seen. A
    **custom layout spends the solver's allowance** (`SOLVER_RATE_LIMIT`, 30 a minute
    by default, shared with `POST /v1/solve` and `POST /v1/hint`: the player of a
    valid bearer token, else the client address; `429` `rate-limited` past it; the
    answer's `RateLimit` headers say what is left); a code or a random deal does not.
    Each `403` `daily-deal-live` is recorded against who asked (the player of a bearer
    token, else a keyed hash of the address), for the operators.

    Args:
        accept_language (str | Unset):
        body (NewCanfieldGame | NewGameFromCode | NewGolfGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem]
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
    body: NewCanfieldGame | NewGameFromCode | NewGolfGame,
    accept_language: str | Unset = UNSET,
) -> GameDocument | Problem | None:
    """Start a game

     Three ways: from a game `code` (the same code always deals the same cards); a
    random deal of a `game` (with Golf `mode` and `rules` options or Canfield `draw`);
    or a custom deal written out as `layout` (every card exactly once, right pile
    sizes, else `422` naming each problem). Settings `explain` (default true) and
    `double_tap` (Canfield, default true) travel in the state.

    **A round of Golf** is a game too: `round: 9` (or `18`) with a Golf `mode` and
    `rules` deals a random round, a round code (`GR1-...`) a given one. A round has no
    custom layout (`422` `invalid-layout`); another number of holes is `422`
    `invalid-round`. Its document adds `round`.

    With a player's bearer token the game is **bound** to that player (`player` in the
    document): only such a game can be recorded in their history. An `Authorization`
    header that is not a player's token is a `401`, never an anonymous game; checking
    it needs the database (`503` while it is away). Without the header the game is
    anonymous and no database is involved.

    **A live daily deal is played only as a daily game**: by code or layout, a deal
    the daily lock holds (see `POST /v1/solve`: the same game in disguise, or a layout
    within a few cards of it) is `403` `daily-deal-live`; start it with
    `POST /v1/daily/{date}/games`. A random deal is never a daily deal. An instance
    that could not read the locked deals yet (its database away since it started)
    starts the game: the play routes never wait on the database, and the solver
    refuses its state once the instance has read them.

    **A layout is compared by its face-up cards alone** (issue 39): what
    a player of the deal sees when it is dealt (Golf: the seven columns and the
    starting discard; Canfield: the reserve's top card, the base and the four column
    cards). A layout whose face-up cards are a live deal's, in any disguise (Golf: or
    within a few cards of them), is refused whatever its face-down cards, so the
    answer never tells anything about the order of cards a player has not seen. A
    **custom layout spends the solver's allowance** (`SOLVER_RATE_LIMIT`, 30 a minute
    by default, shared with `POST /v1/solve` and `POST /v1/hint`: the player of a
    valid bearer token, else the client address; `429` `rate-limited` past it; the
    answer's `RateLimit` headers say what is left); a code or a random deal does not.
    Each `403` `daily-deal-live` is recorded against who asked (the player of a bearer
    token, else a keyed hash of the address), for the operators.

    Args:
        accept_language (str | Unset):
        body (NewCanfieldGame | NewGameFromCode | NewGolfGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewCanfieldGame | NewGameFromCode | NewGolfGame,
    accept_language: str | Unset = UNSET,
) -> Response[GameDocument | Problem]:
    """Start a game

     Three ways: from a game `code` (the same code always deals the same cards); a
    random deal of a `game` (with Golf `mode` and `rules` options or Canfield `draw`);
    or a custom deal written out as `layout` (every card exactly once, right pile
    sizes, else `422` naming each problem). Settings `explain` (default true) and
    `double_tap` (Canfield, default true) travel in the state.

    **A round of Golf** is a game too: `round: 9` (or `18`) with a Golf `mode` and
    `rules` deals a random round, a round code (`GR1-...`) a given one. A round has no
    custom layout (`422` `invalid-layout`); another number of holes is `422`
    `invalid-round`. Its document adds `round`.

    With a player's bearer token the game is **bound** to that player (`player` in the
    document): only such a game can be recorded in their history. An `Authorization`
    header that is not a player's token is a `401`, never an anonymous game; checking
    it needs the database (`503` while it is away). Without the header the game is
    anonymous and no database is involved.

    **A live daily deal is played only as a daily game**: by code or layout, a deal
    the daily lock holds (see `POST /v1/solve`: the same game in disguise, or a layout
    within a few cards of it) is `403` `daily-deal-live`; start it with
    `POST /v1/daily/{date}/games`. A random deal is never a daily deal. An instance
    that could not read the locked deals yet (its database away since it started)
    starts the game: the play routes never wait on the database, and the solver
    refuses its state once the instance has read them.

    **A layout is compared by its face-up cards alone** (issue 39): what
    a player of the deal sees when it is dealt (Golf: the seven columns and the
    starting discard; Canfield: the reserve's top card, the base and the four column
    cards). A layout whose face-up cards are a live deal's, in any disguise (Golf: or
    within a few cards of them), is refused whatever its face-down cards, so the
    answer never tells anything about the order of cards a player has not seen. A
    **custom layout spends the solver's allowance** (`SOLVER_RATE_LIMIT`, 30 a minute
    by default, shared with `POST /v1/solve` and `POST /v1/hint`: the player of a
    valid bearer token, else the client address; `429` `rate-limited` past it; the
    answer's `RateLimit` headers say what is left); a code or a random deal does not.
    Each `403` `daily-deal-live` is recorded against who asked (the player of a bearer
    token, else a keyed hash of the address), for the operators.

    Args:
        accept_language (str | Unset):
        body (NewCanfieldGame | NewGameFromCode | NewGolfGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameDocument | Problem]
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
    body: NewCanfieldGame | NewGameFromCode | NewGolfGame,
    accept_language: str | Unset = UNSET,
) -> GameDocument | Problem | None:
    """Start a game

     Three ways: from a game `code` (the same code always deals the same cards); a
    random deal of a `game` (with Golf `mode` and `rules` options or Canfield `draw`);
    or a custom deal written out as `layout` (every card exactly once, right pile
    sizes, else `422` naming each problem). Settings `explain` (default true) and
    `double_tap` (Canfield, default true) travel in the state.

    **A round of Golf** is a game too: `round: 9` (or `18`) with a Golf `mode` and
    `rules` deals a random round, a round code (`GR1-...`) a given one. A round has no
    custom layout (`422` `invalid-layout`); another number of holes is `422`
    `invalid-round`. Its document adds `round`.

    With a player's bearer token the game is **bound** to that player (`player` in the
    document): only such a game can be recorded in their history. An `Authorization`
    header that is not a player's token is a `401`, never an anonymous game; checking
    it needs the database (`503` while it is away). Without the header the game is
    anonymous and no database is involved.

    **A live daily deal is played only as a daily game**: by code or layout, a deal
    the daily lock holds (see `POST /v1/solve`: the same game in disguise, or a layout
    within a few cards of it) is `403` `daily-deal-live`; start it with
    `POST /v1/daily/{date}/games`. A random deal is never a daily deal. An instance
    that could not read the locked deals yet (its database away since it started)
    starts the game: the play routes never wait on the database, and the solver
    refuses its state once the instance has read them.

    **A layout is compared by its face-up cards alone** (issue 39): what
    a player of the deal sees when it is dealt (Golf: the seven columns and the
    starting discard; Canfield: the reserve's top card, the base and the four column
    cards). A layout whose face-up cards are a live deal's, in any disguise (Golf: or
    within a few cards of them), is refused whatever its face-down cards, so the
    answer never tells anything about the order of cards a player has not seen. A
    **custom layout spends the solver's allowance** (`SOLVER_RATE_LIMIT`, 30 a minute
    by default, shared with `POST /v1/solve` and `POST /v1/hint`: the player of a
    valid bearer token, else the client address; `429` `rate-limited` past it; the
    answer's `RateLimit` headers say what is left); a code or a random deal does not.
    Each `403` `daily-deal-live` is recorded against who asked (the player of a bearer
    token, else a keyed hash of the address), for the operators.

    Args:
        accept_language (str | Unset):
        body (NewCanfieldGame | NewGameFromCode | NewGolfGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameDocument | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
