"""A player's own list, read a keyset page at a time: the bearer's, checked in the read."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from typing import TypeVar

from flask import request

from ...store import Owned, Page
from ..schemas import PageQuerySchema, load_query
from .auth import bearer_token, owned_by_bearer
from .cursors import next_cursor, open_cursor, read_moment_and_id

Item = TypeVar("Item")
OwnRead = Callable[[str, int, tuple[dt.datetime, uuid.UUID] | None], Owned[Page[Item]] | None]
"""A store read of the bearer token's player's list: token, page size, the key to go on from."""


def own_page(
    player_id: uuid.UUID, listing: str, read: OwnRead[Item], position: Callable[[Item], list[str]]
) -> tuple[list[Item], str | None]:
    """The page the request asks for (``limit``, ``after``) of ``player_id``'s own list, and
    the cursor of the next (None after the last); 401/403 unless the bearer is theirs."""
    token = bearer_token()  # 401 before anything of the request is read
    query = load_query(PageQuerySchema, request.args)
    after = open_cursor(query.get("after"), listing, read_moment_and_id)
    page = owned_by_bearer(read(token, query["limit"], after), player_id).value
    last = page.items[-1] if page.has_more else None
    return page.items, next_cursor(listing, None if last is None else position(last))
