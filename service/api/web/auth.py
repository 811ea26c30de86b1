"""Who is asking: the player of the request's bearer token.

``Authorization: Bearer <token>`` carries the token ``POST /v1/players`` showed once (the
database keeps its sha256; nothing here caches one, so a rotated token is refused at once).
No token, or an unknown one, is 401 (RFC 6750's challenge); another player's data is 403.
A read of the player's own data finds the token's player in the same query
(``bearer_token``, then ``owned_by_bearer``).  Failures spend ``AUTH_FAILURE_RATE_LIMIT``
per address, a right token never does (docs/design/limits.md)."""

from __future__ import annotations

import uuid
from typing import TypeVar

from flask import g, request

from ...clock import now
from ...engine.texts import N_
from ...store import Account, Owned
from .db import store
from .limits import client_key, spend_rate_limit
from .problems import FORBIDDEN, STATE_NOT_YOURS, UNAUTHORIZED, ApiError, Written

BEARER_CHALLENGE = 'Bearer realm="solitaire"'
T = TypeVar("T")
_SEND_A_TOKEN = N_('Send "Authorization: Bearer" and the token from POST /v1/players.')


def unauthenticated(detail: Written, error: str | None = None) -> ApiError:
    challenge = BEARER_CHALLENGE + (f', error="{error}"' if error else "")
    return UNAUTHORIZED(detail, headers={"WWW-Authenticate": challenge})


def _failed_check(detail: Written, error: str | None = None) -> ApiError:
    """A failed bearer check: counted against the client address (429 past its
    allowance), else 401."""
    spend_rate_limit("AUTH_FAILURE_RATE_LIMIT", "bearer-failures", client_key(None))
    return unauthenticated(detail, error)


def _bearer_token() -> str | None:
    """The request's bearer token; None without an ``Authorization`` header at all; 401
    for one that is not ``Bearer <token>``."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise _failed_check(_SEND_A_TOKEN)
    return token.strip()


def not_a_players_token() -> ApiError:
    return _failed_check(N_("The bearer token is not a player's token."), "invalid_token")


def token_replaced(detail: Written) -> ApiError:
    """401 for a token a rotation replaced, saying so (counted as a failed check)."""
    return _failed_check(detail, "invalid_token")


def optional_player() -> uuid.UUID | None:
    """The player of the request's bearer token; None when the request carries no
    ``Authorization`` header at all; 401 when it carries one that is not a player's token
    (a client that meant to act as a player is never served anonymously)."""
    if "player" in g:  # looked up once a request
        known: uuid.UUID | None = g.player
        return known
    account = optional_account()
    return None if account is None else account.player


def optional_account() -> Account | None:
    """The account of the request's bearer token (its player and age), looked up once a
    request; None and 401 as ``optional_player``."""
    if "account" in g:
        known: Account | None = g.account
        return known
    token = _bearer_token()
    if token is None:
        return None
    account = store().players.account(token, seen_at=now())
    if account is None:
        raise not_a_players_token()
    g.account, g.player = account, account.player
    return account


def authenticated_player() -> uuid.UUID:
    """The player whose bearer token came with the request; 401 without a valid one."""
    player = optional_player()
    if player is None:
        raise unauthenticated(_SEND_A_TOKEN)
    return player


def _forbidden() -> ApiError:
    return FORBIDDEN()


def authorize(player_id: uuid.UUID) -> None:
    """The request must carry ``player_id``'s own token: 401 without, 403 with another's."""
    if authenticated_player() != player_id:
        raise _forbidden()


def bearer_token() -> str:
    """The request's bearer token, for a store read that finds its player in the same
    round trip as the data (``owned_by_bearer``); 401 without one."""
    token = _bearer_token()
    if token is None:
        raise unauthenticated(_SEND_A_TOKEN)
    return token


def owned_by_bearer(found: Owned[T] | None, player_id: uuid.UUID | None = None) -> Owned[T]:
    """What a store read made for the request's bearer token found: 401 when the token is
    nobody's, 403 when it is not ``player_id``'s (when the route names a player)."""
    if found is None:
        raise not_a_players_token()
    g.player = found.player
    if player_id is not None and found.player != player_id:
        raise _forbidden()
    return found


def state_not_yours(detail: Written) -> ApiError:
    return STATE_NOT_YOURS(detail)
