from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.duel import Duel
from ...models.duel_result_submission import DuelResultSubmission
from ...models.problem import Problem
from ...models.stale_state import StaleState
from ...types import UNSET, Response, Unset


def _get_kwargs(
    duel: str,
    *,
    body: DuelResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/duels/{duel}/results".format(
            duel=quote(str(duel), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Duel | Problem | Problem | StaleState | None:
    if response.status_code == 200:
        response_200 = Duel.from_dict(response.json())

        return response_200

    if response.status_code == 201:
        response_201 = Duel.from_dict(response.json())

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

        def _parse_response_409(data: object) -> Problem | StaleState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_409_type_0 = StaleState.from_dict(data)

                return response_409_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_409_type_1 = Problem.from_dict(data)

            return response_409_type_1

        response_409 = _parse_response_409(response.json())

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
) -> Response[Duel | Problem | Problem | StaleState]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Duel | Problem | Problem | StaleState]:
    """Submit one side's finished game

     The `state` must be the caller's side's game of this duel at its latest step,
    finished (won, or a Golf dead end): a state of another game (another duel's, a
    daily game, a practice game) is `422` `not-this-duel`, an earlier state of the
    line `409` `stale-state`, a game in play `422` `game-not-finished`; a player who is
    neither side is `403` `not-in-duel`, a duel ended or expired `409` `duel-over`.
    Each changes nothing.

    The result is reviewed as a daily result is (the pace the server timed move by
    move, the account's age, another account's attempt from the same address): one
    beyond a person's is held (`review: held`), and the duel shows that side as under
    review. A Golf side whose pace shows nothing waits as `review: pending` (since
    7.0.0) while the play review reads its own line (seconds; never the other side's),
    then is `clear`, or `held` when its player's evidence over all their results
    (daily and duel) reaches the line (docs/fair-play.md); while a side is pending the
    duel has no winner yet.

    The first submission stores the result and answers `201`; a later one from the
    same side stores nothing and answers `200` with the duel as it is. The answer is
    the duel as the submitting side sees it.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Duel | Problem | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        duel=duel,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Duel | Problem | Problem | StaleState | None:
    """Submit one side's finished game

     The `state` must be the caller's side's game of this duel at its latest step,
    finished (won, or a Golf dead end): a state of another game (another duel's, a
    daily game, a practice game) is `422` `not-this-duel`, an earlier state of the
    line `409` `stale-state`, a game in play `422` `game-not-finished`; a player who is
    neither side is `403` `not-in-duel`, a duel ended or expired `409` `duel-over`.
    Each changes nothing.

    The result is reviewed as a daily result is (the pace the server timed move by
    move, the account's age, another account's attempt from the same address): one
    beyond a person's is held (`review: held`), and the duel shows that side as under
    review. A Golf side whose pace shows nothing waits as `review: pending` (since
    7.0.0) while the play review reads its own line (seconds; never the other side's),
    then is `clear`, or `held` when its player's evidence over all their results
    (daily and duel) reaches the line (docs/fair-play.md); while a side is pending the
    duel has no winner yet.

    The first submission stores the result and answers `201`; a later one from the
    same side stores nothing and answers `200` with the duel as it is. The answer is
    the duel as the submitting side sees it.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Duel | Problem | Problem | StaleState
    """

    return sync_detailed(
        duel=duel,
        client=client,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[Duel | Problem | Problem | StaleState]:
    """Submit one side's finished game

     The `state` must be the caller's side's game of this duel at its latest step,
    finished (won, or a Golf dead end): a state of another game (another duel's, a
    daily game, a practice game) is `422` `not-this-duel`, an earlier state of the
    line `409` `stale-state`, a game in play `422` `game-not-finished`; a player who is
    neither side is `403` `not-in-duel`, a duel ended or expired `409` `duel-over`.
    Each changes nothing.

    The result is reviewed as a daily result is (the pace the server timed move by
    move, the account's age, another account's attempt from the same address): one
    beyond a person's is held (`review: held`), and the duel shows that side as under
    review. A Golf side whose pace shows nothing waits as `review: pending` (since
    7.0.0) while the play review reads its own line (seconds; never the other side's),
    then is `clear`, or `held` when its player's evidence over all their results
    (daily and duel) reaches the line (docs/fair-play.md); while a side is pending the
    duel has no winner yet.

    The first submission stores the result and answers `201`; a later one from the
    same side stores nothing and answers `200` with the duel as it is. The answer is
    the duel as the submitting side sees it.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Duel | Problem | Problem | StaleState]
    """

    kwargs = _get_kwargs(
        duel=duel,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    duel: str,
    *,
    client: AuthenticatedClient,
    body: DuelResultSubmission,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Duel | Problem | Problem | StaleState | None:
    """Submit one side's finished game

     The `state` must be the caller's side's game of this duel at its latest step,
    finished (won, or a Golf dead end): a state of another game (another duel's, a
    daily game, a practice game) is `422` `not-this-duel`, an earlier state of the
    line `409` `stale-state`, a game in play `422` `game-not-finished`; a player who is
    neither side is `403` `not-in-duel`, a duel ended or expired `409` `duel-over`.
    Each changes nothing.

    The result is reviewed as a daily result is (the pace the server timed move by
    move, the account's age, another account's attempt from the same address): one
    beyond a person's is held (`review: held`), and the duel shows that side as under
    review. A Golf side whose pace shows nothing waits as `review: pending` (since
    7.0.0) while the play review reads its own line (seconds; never the other side's),
    then is `clear`, or `held` when its player's evidence over all their results
    (daily and duel) reaches the line (docs/fair-play.md); while a side is pending the
    duel has no winner yet.

    The first submission stores the result and answers `201`; a later one from the
    same side stores nothing and answers `200` with the duel as it is. The answer is
    the duel as the submitting side sees it.

    Args:
        duel (str):
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelResultSubmission):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Duel | Problem | Problem | StaleState
    """

    return (
        await asyncio_detailed(
            duel=duel,
            client=client,
            body=body,
            accept_language=accept_language,
            idempotency_key=idempotency_key,
        )
    ).parsed
