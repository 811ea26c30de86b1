from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.duel_game import DuelGame
from ...models.duel_request import DuelRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DuelRequest,
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
        "url": "/v1/duels",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DuelGame | Problem | None:
    if response.status_code == 201:
        response_201 = DuelGame.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DuelGame | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: DuelRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DuelGame | Problem]:
    """Challenge someone to a duel on a sealed random deal

     Deals a **sealed** random deal of `variant` (64 secret bits, as a daily deal's: its
    code is shown to nobody, in no answer, until the duel ends) and starts the
    challenger's game on it: their **one attempt**, whose line the server keeps as it
    keeps a ranked daily attempt's (see `POST /v1/moves`: a move from any state but the
    latest is `409` `stale-state`; undos are counted). Answers the duel (its `id`, and
    `invite`: eight characters of Crockford base32 a person can type, to give to the
    one opponent) and the challenger's game document (`duel` in it names the duel; its
    `code` is `null`).

    The duel's deal is locked like a live daily deal until the duel ends (`403`
    `daily-deal-live` on solve, hint, codes and games by code or layout, the same game
    in disguise and its positions included). A duel **expires 7 days** after its
    creation unless both results are in.

    The rounds of Golf (`golf-round`, `golf-round-easy`) cannot be duelled yet: `422`
    `duel-variant-unsupported` (a round's solver line and ranking by strokes need the
    daily round's publishing step, which a duel does not have).

    **The solver's line is found as the duel is dealt**: the deal is searched now, as
    the challenger's own search (their `SOLVER_RATE_LIMIT`, one search of theirs at a
    time, their turn for the worker's search slots, within `SOLVER_MAX_BUDGET_MS` and
    `SOLVER_MAX_STATES`), so the answer may take up to that budget; when the search
    gets no slot the answer is `503` `solver-busy` (`429` `already-running` while
    another search of theirs runs) and no duel is made. The reveal only shows what was
    found: a submission or a read never searches.

    Retried with its `Idempotency-Key`, the first answer again (one duel, no second
    search).

    Args:
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: DuelRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DuelGame | Problem | None:
    """Challenge someone to a duel on a sealed random deal

     Deals a **sealed** random deal of `variant` (64 secret bits, as a daily deal's: its
    code is shown to nobody, in no answer, until the duel ends) and starts the
    challenger's game on it: their **one attempt**, whose line the server keeps as it
    keeps a ranked daily attempt's (see `POST /v1/moves`: a move from any state but the
    latest is `409` `stale-state`; undos are counted). Answers the duel (its `id`, and
    `invite`: eight characters of Crockford base32 a person can type, to give to the
    one opponent) and the challenger's game document (`duel` in it names the duel; its
    `code` is `null`).

    The duel's deal is locked like a live daily deal until the duel ends (`403`
    `daily-deal-live` on solve, hint, codes and games by code or layout, the same game
    in disguise and its positions included). A duel **expires 7 days** after its
    creation unless both results are in.

    The rounds of Golf (`golf-round`, `golf-round-easy`) cannot be duelled yet: `422`
    `duel-variant-unsupported` (a round's solver line and ranking by strokes need the
    daily round's publishing step, which a duel does not have).

    **The solver's line is found as the duel is dealt**: the deal is searched now, as
    the challenger's own search (their `SOLVER_RATE_LIMIT`, one search of theirs at a
    time, their turn for the worker's search slots, within `SOLVER_MAX_BUDGET_MS` and
    `SOLVER_MAX_STATES`), so the answer may take up to that budget; when the search
    gets no slot the answer is `503` `solver-busy` (`429` `already-running` while
    another search of theirs runs) and no duel is made. The reveal only shows what was
    found: a submission or a read never searches.

    Retried with its `Idempotency-Key`, the first answer again (one duel, no second
    search).

    Args:
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelGame | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: DuelRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[DuelGame | Problem]:
    """Challenge someone to a duel on a sealed random deal

     Deals a **sealed** random deal of `variant` (64 secret bits, as a daily deal's: its
    code is shown to nobody, in no answer, until the duel ends) and starts the
    challenger's game on it: their **one attempt**, whose line the server keeps as it
    keeps a ranked daily attempt's (see `POST /v1/moves`: a move from any state but the
    latest is `409` `stale-state`; undos are counted). Answers the duel (its `id`, and
    `invite`: eight characters of Crockford base32 a person can type, to give to the
    one opponent) and the challenger's game document (`duel` in it names the duel; its
    `code` is `null`).

    The duel's deal is locked like a live daily deal until the duel ends (`403`
    `daily-deal-live` on solve, hint, codes and games by code or layout, the same game
    in disguise and its positions included). A duel **expires 7 days** after its
    creation unless both results are in.

    The rounds of Golf (`golf-round`, `golf-round-easy`) cannot be duelled yet: `422`
    `duel-variant-unsupported` (a round's solver line and ranking by strokes need the
    daily round's publishing step, which a duel does not have).

    **The solver's line is found as the duel is dealt**: the deal is searched now, as
    the challenger's own search (their `SOLVER_RATE_LIMIT`, one search of theirs at a
    time, their turn for the worker's search slots, within `SOLVER_MAX_BUDGET_MS` and
    `SOLVER_MAX_STATES`), so the answer may take up to that budget; when the search
    gets no slot the answer is `503` `solver-busy` (`429` `already-running` while
    another search of theirs runs) and no duel is made. The reveal only shows what was
    found: a submission or a read never searches.

    Retried with its `Idempotency-Key`, the first answer again (one duel, no second
    search).

    Args:
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DuelGame | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: DuelRequest,
    accept_language: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> DuelGame | Problem | None:
    """Challenge someone to a duel on a sealed random deal

     Deals a **sealed** random deal of `variant` (64 secret bits, as a daily deal's: its
    code is shown to nobody, in no answer, until the duel ends) and starts the
    challenger's game on it: their **one attempt**, whose line the server keeps as it
    keeps a ranked daily attempt's (see `POST /v1/moves`: a move from any state but the
    latest is `409` `stale-state`; undos are counted). Answers the duel (its `id`, and
    `invite`: eight characters of Crockford base32 a person can type, to give to the
    one opponent) and the challenger's game document (`duel` in it names the duel; its
    `code` is `null`).

    The duel's deal is locked like a live daily deal until the duel ends (`403`
    `daily-deal-live` on solve, hint, codes and games by code or layout, the same game
    in disguise and its positions included). A duel **expires 7 days** after its
    creation unless both results are in.

    The rounds of Golf (`golf-round`, `golf-round-easy`) cannot be duelled yet: `422`
    `duel-variant-unsupported` (a round's solver line and ranking by strokes need the
    daily round's publishing step, which a duel does not have).

    **The solver's line is found as the duel is dealt**: the deal is searched now, as
    the challenger's own search (their `SOLVER_RATE_LIMIT`, one search of theirs at a
    time, their turn for the worker's search slots, within `SOLVER_MAX_BUDGET_MS` and
    `SOLVER_MAX_STATES`), so the answer may take up to that budget; when the search
    gets no slot the answer is `503` `solver-busy` (`429` `already-running` while
    another search of theirs runs) and no duel is made. The reveal only shows what was
    found: a submission or a read never searches.

    Retried with its `Idempotency-Key`, the first answer again (one duel, no second
    search).

    Args:
        accept_language (str | Unset):
        idempotency_key (str | Unset):
        body (DuelRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DuelGame | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
            idempotency_key=idempotency_key,
        )
    ).parsed
