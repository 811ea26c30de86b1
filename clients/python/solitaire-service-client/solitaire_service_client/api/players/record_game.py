from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_submission import GameSubmission
from ...models.problem import Problem
from ...models.recorded_game import RecordedGame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    player_id: UUID,
    *,
    body: GameSubmission,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/{player_id}/games".format(
            player_id=quote(str(player_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RecordedGame | None:
    if response.status_code == 200:
        response_200 = RecordedGame.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = RecordedGame.from_dict(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RecordedGame]:
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
    body: GameSubmission,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RecordedGame]:
    """Record a game in the player's history

     The game's `state` (the last game document's, finished or abandoned) is recorded
    with its code, rules, status, score, moves, the time it was recorded and the
    optional `started_at`. Only a game **bound to this player** can be recorded (started
    with their bearer token): another player's or an anonymous state is `403`
    `state-not-yours`. The **action log** is what the state carries: its undo
    history, i.e. the last 100 actions of the line finally played (undone actions
    and undos are not in it), as move objects `POST /v1/moves` accepts in turn. A
    custom deal (no code) is recorded with `variant: null` and does not count in the
    stats.

    **One record per game**: the record's `id` is the game's `game_id`. Recording a game
    already in the history (a later state of the same game, under another
    `Idempotency-Key` or none) stores nothing and answers `200` with the stored record
    and `Idempotent-Replayed: true`, so replaying a state cannot inflate the stats. A
    retry under the same `Idempotency-Key` replays the first answer (`201`, with
    `Idempotent-Replayed: true`; contract 3.1: `200` before); the key sent before with
    another request (another game, or the same game's state sealed again) is a `422`.

    **A ranked daily attempt** is recorded by its result (`POST /v1/daily/{date}/results`
    writes it into the history, as it ended): while the day's results are open, a state
    of it is `409` `daily-attempt-live`; an attempt left unfinished can be recorded once
    they close. A replay or an archive game is recorded as any game. A duel's game is
    never recorded (`409` `duel-game`): its deal stays sealed until the duel ends, and
    a history shows codes.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (GameSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordedGame]
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
    body: GameSubmission,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RecordedGame | None:
    """Record a game in the player's history

     The game's `state` (the last game document's, finished or abandoned) is recorded
    with its code, rules, status, score, moves, the time it was recorded and the
    optional `started_at`. Only a game **bound to this player** can be recorded (started
    with their bearer token): another player's or an anonymous state is `403`
    `state-not-yours`. The **action log** is what the state carries: its undo
    history, i.e. the last 100 actions of the line finally played (undone actions
    and undos are not in it), as move objects `POST /v1/moves` accepts in turn. A
    custom deal (no code) is recorded with `variant: null` and does not count in the
    stats.

    **One record per game**: the record's `id` is the game's `game_id`. Recording a game
    already in the history (a later state of the same game, under another
    `Idempotency-Key` or none) stores nothing and answers `200` with the stored record
    and `Idempotent-Replayed: true`, so replaying a state cannot inflate the stats. A
    retry under the same `Idempotency-Key` replays the first answer (`201`, with
    `Idempotent-Replayed: true`; contract 3.1: `200` before); the key sent before with
    another request (another game, or the same game's state sealed again) is a `422`.

    **A ranked daily attempt** is recorded by its result (`POST /v1/daily/{date}/results`
    writes it into the history, as it ended): while the day's results are open, a state
    of it is `409` `daily-attempt-live`; an attempt left unfinished can be recorded once
    they close. A replay or an archive game is recorded as any game. A duel's game is
    never recorded (`409` `duel-game`): its deal stays sealed until the duel ends, and
    a history shows codes.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (GameSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordedGame
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
    body: GameSubmission,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RecordedGame]:
    """Record a game in the player's history

     The game's `state` (the last game document's, finished or abandoned) is recorded
    with its code, rules, status, score, moves, the time it was recorded and the
    optional `started_at`. Only a game **bound to this player** can be recorded (started
    with their bearer token): another player's or an anonymous state is `403`
    `state-not-yours`. The **action log** is what the state carries: its undo
    history, i.e. the last 100 actions of the line finally played (undone actions
    and undos are not in it), as move objects `POST /v1/moves` accepts in turn. A
    custom deal (no code) is recorded with `variant: null` and does not count in the
    stats.

    **One record per game**: the record's `id` is the game's `game_id`. Recording a game
    already in the history (a later state of the same game, under another
    `Idempotency-Key` or none) stores nothing and answers `200` with the stored record
    and `Idempotent-Replayed: true`, so replaying a state cannot inflate the stats. A
    retry under the same `Idempotency-Key` replays the first answer (`201`, with
    `Idempotent-Replayed: true`; contract 3.1: `200` before); the key sent before with
    another request (another game, or the same game's state sealed again) is a `422`.

    **A ranked daily attempt** is recorded by its result (`POST /v1/daily/{date}/results`
    writes it into the history, as it ended): while the day's results are open, a state
    of it is `409` `daily-attempt-live`; an attempt left unfinished can be recorded once
    they close. A replay or an archive game is recorded as any game. A duel's game is
    never recorded (`409` `duel-game`): its deal stays sealed until the duel ends, and
    a history shows codes.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (GameSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordedGame]
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
    body: GameSubmission,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RecordedGame | None:
    """Record a game in the player's history

     The game's `state` (the last game document's, finished or abandoned) is recorded
    with its code, rules, status, score, moves, the time it was recorded and the
    optional `started_at`. Only a game **bound to this player** can be recorded (started
    with their bearer token): another player's or an anonymous state is `403`
    `state-not-yours`. The **action log** is what the state carries: its undo
    history, i.e. the last 100 actions of the line finally played (undone actions
    and undos are not in it), as move objects `POST /v1/moves` accepts in turn. A
    custom deal (no code) is recorded with `variant: null` and does not count in the
    stats.

    **One record per game**: the record's `id` is the game's `game_id`. Recording a game
    already in the history (a later state of the same game, under another
    `Idempotency-Key` or none) stores nothing and answers `200` with the stored record
    and `Idempotent-Replayed: true`, so replaying a state cannot inflate the stats. A
    retry under the same `Idempotency-Key` replays the first answer (`201`, with
    `Idempotent-Replayed: true`; contract 3.1: `200` before); the key sent before with
    another request (another game, or the same game's state sealed again) is a `422`.

    **A ranked daily attempt** is recorded by its result (`POST /v1/daily/{date}/results`
    writes it into the history, as it ended): while the day's results are open, a state
    of it is `409` `daily-attempt-live`; an attempt left unfinished can be recorded once
    they close. A replay or an archive game is recorded as any game. A duel's game is
    never recorded (`409` `duel-game`): its deal stays sealed until the duel ends, and
    a history shows codes.

    Args:
        player_id (UUID):
        idempotency_key (str | Unset):
        body (GameSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordedGame
    """

    return (
        await asyncio_detailed(
            player_id=player_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
