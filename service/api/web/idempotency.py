"""``Idempotency-Key`` on the routes that write (draft-ietf-httpapi-idempotency-key-header,
as Stripe practises it): a client on a network that drops answers retries a write with the
key it sent, and gets the first answer again instead of a second effect.

The key is the caller's, the request its method, path and body; the first answer is kept,
sealed, in the transaction of its effect (both or neither), and replayed only to a token
that still works, so a replaced token never fetches the one that replaced it.  Each rule
and its price: docs/design/idempotency.md."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
from collections.abc import Callable
from contextlib import suppress
from functools import wraps
from typing import Any, Literal

import orjson
from cryptography.exceptions import InvalidTag
from flask import Flask, Response, current_app, request
from flask.typing import ResponseReturnValue

from ...clock import now
from ...engine.texts import N_, Text
from ...players import bearer
from ...store import IdempotencyKeyInFlight, KeptAnswer, KeyClaim, run_again_when_rolled_back
from .auth import bearer_token, not_a_players_token, optional_player, token_replaced
from .cursors import NONCE_BYTES, derived_keys
from .db import store
from .limits import client_key
from .problems import IDEMPOTENCY_KEY_IN_FLIGHT, IDEMPOTENCY_KEY_REUSED, INVALID_HEADER, ApiError

KEY_HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"
ANSWER_SEALER = "answer_sealer"
"""``app.extensions`` key of the app's ``AnswerSealer``."""
_BARE_KEY = re.compile(r"[!-~]{1,255}")
_QUOTED_KEY = re.compile(r'"([!#-\[\]-~]{1,255})"')
"""The draft's form, a structured-field string (``"8e03978e-..."``), is the same key."""
_KEY_INFO = b"solitaire-service kept answer v1"
_UNKEPT_HEADERS = frozenset({"content-length", "ratelimit", "ratelimit-policy"})
"""Not replayed: the length is the body's, and a replay spends no rate limit (its own
answer says nothing of a limit it was not counted against)."""

View = Callable[..., ResponseReturnValue]


class AnswerSealer:
    """Seals a kept answer (status, headers, body) bound to its key and request, and opens
    it; the first key seals, every key opens, so they rotate with the state secrets."""

    def __init__(self, secrets: list[str]) -> None:
        self._keys = derived_keys(secrets, _KEY_INFO)

    def seal(self, response: Response, bound: bytes) -> bytes:
        headers = [[name, value] for name, value in response.headers if name.lower() not in _UNKEPT_HEADERS]
        plain = orjson.dumps([response.status_code, headers]) + b"\n" + response.get_data()
        nonce = os.urandom(NONCE_BYTES)
        return nonce + self._keys[0].encrypt(nonce, plain, bound)

    def open(self, sealed: bytes, bound: bytes) -> Response | None:
        """The answer sealed, or None when no key of this service opens it."""
        nonce, body = sealed[:NONCE_BYTES], sealed[NONCE_BYTES:]
        for key in self._keys:
            try:
                plain = key.decrypt(nonce, body, bound)
            except InvalidTag:
                continue
            head, _, data = plain.partition(b"\n")
            status, headers = orjson.loads(head)
            return Response(data, status=status, headers=[(name, value) for name, value in headers])
        return None


def install_idempotency(app: Flask) -> None:
    app.extensions[ANSWER_SEALER] = AnswerSealer(app.config["STATE_KEYS"])


def idempotency_key() -> str | None:
    """The ``Idempotency-Key`` header, if sent: 1-255 visible ASCII characters, bare (not
    starting with a quote) or as the draft's quoted string; 400 ``invalid-header``
    otherwise."""
    sent = request.headers.get(KEY_HEADER)
    if sent is None:
        return None
    quoted = _QUOTED_KEY.fullmatch(sent)
    if quoted:
        return quoted[1]
    if _BARE_KEY.fullmatch(sent) and not sent.startswith('"'):
        return sent
    raise INVALID_HEADER(errors=[{"field": KEY_HEADER, "message": N_("1 to 255 visible ASCII characters")}])


Caller = Literal["player", "player if any", "address"]
"""Whose keys a route's are: the bearer token's player (a request without a token runs as
without a key: the route refuses it), the player if a token comes (a route a client may
call without one, which then writes nothing: it runs as without a key, and nothing is
kept), or always the address (sign-up, whatever token comes)."""


def idempotent(
    *, caller: Caller = "player", before: Callable[[], None] | None = None
) -> Callable[[View], View]:
    """A write route that a retry with the same ``Idempotency-Key`` does not run twice.
    ``before``: the route's slow part that writes nothing (a search), run before the key's
    transaction holds a database connection, and not run for a retry whose answer is kept
    (the route runs it itself when it did not run)."""

    def decorate(view: View) -> View:
        @wraps(view)
        def once(**arguments: Any) -> ResponseReturnValue:
            key = idempotency_key()
            if key is None or (caller != "address" and "Authorization" not in request.headers):
                return view(**arguments)
            return _answer_once(key, caller, lambda: view(**arguments), before)

        return once

    return decorate


def _answer_once(
    key: str, caller: Caller, run: Callable[[], ResponseReturnValue], before: Callable[[], None] | None = None
) -> Response:
    at, asked = now(), _request_digest()
    try:
        whose, credential = _caller(caller)
    except ApiError as refused:
        replaced = None if refused.status != 401 else _kept_for_replaced_token(key, at)
        if replaced is None or replaced.request != asked:
            raise
        raise _token_replaced(key) from None
    config = current_app.config
    claim = KeyClaim(
        key, _digest(whose.encode()), credential, asked, at,
        dt.timedelta(hours=config["IDEMPOTENCY_KEY_HOURS"]), config["IDEMPOTENCY_WAIT_MS"],
    )  # fmt: skip
    if before is not None and not store().idempotency_keys.answer_kept(claim):
        before()
    try:
        first = _first_run(claim, run)
    except IdempotencyKeyInFlight:
        raise IDEMPOTENCY_KEY_IN_FLIGHT(key=key, headers={"Retry-After": "1"}) from None
    if isinstance(first, Response):
        return first
    if credential is not None and store().players.authenticate(bearer_token()) is None:
        # replaced since it was checked: by the rotation this request waited for, or another
        raise not_a_players_token() if _kept_for_replaced_token(key, at) is None else _token_replaced(key)
    return _replay(key, first, asked)


def _first_run(claim: KeyClaim, run: Callable[[], ResponseReturnValue]) -> Response | KeptAnswer:
    """The route's answer when ``claim``'s key is new (its effect and the answer committed
    together), else the answer kept for the key.  A transaction the server rolled back
    (a deadlock, a serialization conflict) took the effect with it: it is run again."""

    def block() -> Response | KeptAnswer:
        with store().idempotency_keys.claimed(claim) as kept:
            if kept is not None:
                return kept
            response = current_app.make_response(run())
            if response.status_code < 300:
                sealed = _sealer().seal(response, _bound(claim.key, claim.request))
                store().idempotency_keys.keep_answer(claim, sealed)
            return response

    return run_again_when_rolled_back(block)


def _token_replaced(key: str) -> ApiError:
    """401 for a retry whose token a rotation replaced: the rotation's answer (the new
    token) is never replayed to it."""
    template = N_(
        'the bearer token was replaced by the token rotation sent with the Idempotency-Key "{key}": '
        "the new token is shown only in that rotation's answer, never to the token it replaced (a "
        "leaked token must not fetch its successor); a retry with the new token answers it again"
    )
    return token_replaced(Text(template, key=key))


def _caller(caller: Caller) -> tuple[str, bytes | None]:
    """Whose key it is, and the sha256 of the bearer token the request carries, if any."""
    player = None if caller == "address" else optional_player()  # 401 for a token that is nobody's
    if player is None:
        return client_key(None), None
    return client_key(player), bearer.lookup_digest(bearer_token())


def _kept_for_replaced_token(key: str, at: dt.datetime) -> KeptAnswer | None:
    """The answer kept for ``key`` first sent with the token this request carries, which
    finds no player now: a token rotation retried with the token it replaced (refused,
    saying so: never replayed)."""
    digest = bearer.lookup_digest(request.headers.get("Authorization", "").partition(" ")[2].strip())
    return None if digest is None else store().idempotency_keys.kept_answer_of_credential(key, digest, at)


def _replay(key: str, kept: KeptAnswer, asked: bytes) -> Response:
    if kept.request != asked:
        raise _key_reused(key, N_("it was sent before with another request (another route or body)"))
    answer = _sealer().open(kept.answer, _bound(key, asked))
    if answer is None:  # sealed with a key the service no longer holds (deploy/README.md)
        raise _key_reused(key, N_("its first answer was sealed with a key this service no longer holds"))
    answer.headers[REPLAYED_HEADER] = "true"
    return answer


def _key_reused(key: str, why: str) -> ApiError:
    return IDEMPOTENCY_KEY_REUSED(key=key, why=Text(why), errors=[{"field": KEY_HEADER, "message": why}])


def _request_digest() -> bytes:
    """What the request asks: its method, path and body; a JSON body by value (its keys
    sorted), so a client that writes the same object again asks the same."""
    data = request.get_data(cache=True)  # read again by the route (json_body)
    with suppress(orjson.JSONDecodeError):
        data = orjson.dumps(orjson.loads(data), option=orjson.OPT_SORT_KEYS)
    return _digest(b"\0".join((request.method.encode(), request.full_path.encode(), data)))


def _digest(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def _bound(key: str, asked: bytes) -> bytes:
    """What a kept answer is sealed to: its key and its request (it opens for no other)."""
    return key.encode() + b"\0" + asked


def _sealer() -> AnswerSealer:
    sealer: AnswerSealer = current_app.extensions[ANSWER_SEALER]
    return sealer
