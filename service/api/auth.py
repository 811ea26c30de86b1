"""Who is asking: the player of the request's bearer token.

``Authorization: Bearer <token>`` carries the token ``POST /v1/players`` showed once (the
database keeps only its sha256).  No token, or an unknown one, is 401 with the RFC 6750
``WWW-Authenticate`` challenge; a valid token for another player's data is 403.
"""

from __future__ import annotations

import uuid

from flask import g, request

from .db import store
from .errors import ApiError

BEARER_CHALLENGE = 'Bearer realm="solitaire"'
_SEND_A_TOKEN = "Send 'Authorization: Bearer <token>' with the token from POST /v1/players."


def unauthenticated(detail: str, error: str | None = None) -> ApiError:
    challenge = BEARER_CHALLENGE + (f', error="{error}"' if error else "")
    return ApiError(401, "unauthorized", "Unauthorized", detail, headers={"WWW-Authenticate": challenge})


def optional_player() -> uuid.UUID | None:
    """The player of the request's bearer token; None when the request carries no
    ``Authorization`` header at all; 401 when it carries one that is not a player's token
    (a client that meant to act as a player is never served anonymously)."""
    if "player" in g:  # looked up once a request
        known: uuid.UUID | None = g.player
        return known
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise unauthenticated(_SEND_A_TOKEN)
    player = store().authenticate(token.strip())
    if player is None:
        raise unauthenticated("The bearer token is not a player's token.", "invalid_token")
    g.player = player
    return player


def authenticated_player() -> uuid.UUID:
    """The player whose bearer token came with the request; 401 without a valid one."""
    player = optional_player()
    if player is None:
        raise unauthenticated(_SEND_A_TOKEN)
    return player


def authorize(player_id: uuid.UUID) -> None:
    """The request must carry ``player_id``'s own token: 401 without, 403 with another's."""
    if authenticated_player() != player_id:
        raise ApiError(
            403,
            "forbidden",
            "Forbidden",
            "The bearer token belongs to another player: a player reads and writes only their own data.",
        )


def state_not_yours(detail: str) -> ApiError:
    return ApiError(
        403,
        "state-not-yours",
        "The game is not yours",
        detail,
        [{"field": "state", "message": detail}],
    )
