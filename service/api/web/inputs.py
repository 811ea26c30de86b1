"""What a request brings in, read the same way by every route: the JSON body, a game code,
a sealed state."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

from flask import current_app, request
from werkzeug.exceptions import UnsupportedMediaType

from ...clock import now
from ...engine import CodeError, Game, PackError, Settings, unpack
from ...engine.texts import N_, Text
from . import jsonio
from .problems import INVALID_CODE, INVALID_JSON, INVALID_PARAMETER, INVALID_STATE, STATE_EXPIRED, ApiError
from .tokens import Envelope, StateSealer, TokenError

DATE_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
"""A calendar date in a path or a query (openapi.yaml's ``Date`` parameter): ``dt.date.fromisoformat``
alone would also take ``20261201`` and ``2026-W48-2``."""
STATE_SEALER = "state_sealer"
"""``app.extensions`` key of the ``StateSealer``."""


def json_body() -> Any:
    """The request's JSON, refusing other media types, bodies over the size limit (413,
    raised by Werkzeug while reading) and text that is not JSON, however deeply nested."""
    if not request.is_json:
        raise UnsupportedMediaType()
    data = request.get_data(cache=False)
    try:
        return jsonio.parse(data)
    except jsonio.JSONDecodeError as exc:
        where = Text(
            N_("the body is not JSON: it goes wrong at line {line}, column {column}"),
            line=exc.lineno,
            column=exc.colno,
        )
        raise INVALID_JSON(where) from None


_WRITE_A_DATE = N_("write the date as YYYY-MM-DD")


def parse_day(text: str, field: str = "date") -> dt.date:
    """A calendar date written ``YYYY-MM-DD`` (400 otherwise, naming the parameter)."""
    try:
        if not re.fullmatch(DATE_PATTERN, text):
            raise ValueError(_WRITE_A_DATE)
        return dt.date.fromisoformat(text)
    except ValueError as exc:
        why = _WRITE_A_DATE if str(exc) == _WRITE_A_DATE else N_("no such day in the calendar")
        raise INVALID_PARAMETER(
            Text(N_('{field} "{value}": {why}'), field=field, value=text, why=Text(why)),
            errors=[{"field": field, "message": why}],
        ) from None


def code_error(exc: CodeError, field: str = "code") -> ApiError:
    return INVALID_CODE(
        exc.text, errors=[{"field": field, "message": Text("{part}: {why}", part=exc.part, why=exc.text)}]
    )


def settings_of(body: dict[str, Any]) -> Settings:
    """A new game's settings from its request body (``explain``, ``double_tap``)."""
    return Settings(explain=body.get("explain", True), double_tap=body.get("double_tap", True))


@dataclass(slots=True)
class OpenedState:
    """A state token opened: the game, and whose and which game it is."""

    game: Game
    envelope: Envelope


def open_state(token: str) -> OpenedState:
    """The game a sealed state token holds; 422 for anything we did not seal, and for a
    state older than ``STATE_MAX_AGE`` when that is set."""
    sealer: StateSealer = current_app.extensions[STATE_SEALER]
    try:
        envelope, packed = sealer.open(token)
        opened = OpenedState(unpack(packed), envelope)
    except (TokenError, PackError) as exc:
        # a sealed state that does not unpack would be this service's own bug: not detailed
        why = exc.text if isinstance(exc, TokenError) else Text(N_("the state holds no game of this service"))
        raise INVALID_STATE(why=why, errors=[{"field": "state", "message": why}]) from None
    _check_age(envelope.issued_at)
    return opened


def _check_age(issued_at: dt.datetime | None) -> None:
    """With ``STATE_MAX_AGE`` set, a state sealed longer ago is refused, and so is one that
    does not say when it was sealed (sealed before states carried the time, so older than
    any age worth setting): after a key rotation the old key can then be dropped once that
    age has passed, knowing no state it sealed is still accepted."""
    max_age: float | None = current_app.config.get("STATE_MAX_AGE")
    if max_age is None:
        return
    if issued_at is None:
        why = Text(N_("it was sealed by an earlier release that did not record when"))
    elif (now() - issued_at).total_seconds() > max_age:
        why = Text(
            N_("it was sealed more than {age} s ago ({at})"), age=f"{max_age:g}", at=issued_at.isoformat()
        )
    else:
        return
    raise STATE_EXPIRED(why=why, age=f"{max_age:g}", errors=[{"field": "state", "message": why}])
