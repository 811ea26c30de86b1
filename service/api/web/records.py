"""What a client sends for the history, read and refused in the API's terms: its times,
and the database's refusals of a record."""

from __future__ import annotations

import datetime as dt
import logging

from ...engine.texts import N_, Text
from ...store import InvalidRecord
from .problems import INVALID_RECORD, INVALID_TIMESTAMP, ApiError

_NO_OFFSET = N_("the time has no UTC offset (e.g. 2030-01-01T12:00:00Z)")


def parse_timestamp(text: str | None, field: str) -> dt.datetime | None:
    """An RFC 3339 time with its offset, in UTC; 422 when it cannot be used although well
    formed (no offset, a leap second, year 0, or a time whose UTC falls outside years
    1-9999, such as 0001-01-01T00:00:00+01:00: nothing Python's datetime can hold)."""
    if text is None:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.replace("z", "Z"))
        if moment.tzinfo is None:
            raise ValueError(_NO_OFFSET)
        return moment.astimezone(dt.UTC)
    except (ValueError, OverflowError) as exc:
        if isinstance(exc, OverflowError):
            why = N_("the time in UTC is outside years 1 to 9999")
        elif str(exc) == _NO_OFFSET:
            why = _NO_OFFSET
        else:  # Python's own words (a leap second, year 0) name its internals
            why = N_("not a time of the calendar (e.g. 2030-01-01T12:00:00Z)")
        raise INVALID_TIMESTAMP(
            Text("{field}: {why}", field=field, why=Text(why)), errors=[{"field": field, "message": why}]
        ) from None


_REFUSALS: dict[str, tuple[str, str]] = {
    # PostgreSQL named 0002's `CHECK (started_at <= recorded_at)` itself: a check over two
    # columns is `<table>_check` numbered in order (games_check is the variant's).
    "games_check1": ("started_at", N_("the game cannot have started after it was recorded (now)")),
    "players_name_check": ("name", N_("a name is 1 to 64 characters with no space at either end")),
}
"""What a client is told when a database rule refuses its record, by the rule's name: the
rule's own name and text stay in the log (they describe the schema, not the request)."""


def invalid_record(exc: InvalidRecord) -> ApiError:
    logging.getLogger("service.api").warning(
        "record refused by the database", extra={"constraint": exc.constraint, "error": str(exc)}
    )
    if exc.constraint is not None and exc.constraint.endswith("_player_id_fkey"):
        field, message = "player", N_("the player does not exist (any more)")
    else:
        field, message = _REFUSALS.get(exc.constraint or "", ("body", N_("the history's rules refuse it")))
    return INVALID_RECORD(message, errors=[{"field": field, "message": message}])
