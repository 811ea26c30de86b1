"""Players and their bearer tokens, one a device (made and hashed by ``service.players.bearer``:
the database keeps only a token's sha256; ``devices.py`` links and revokes devices)."""

from __future__ import annotations

import datetime as dt
import uuid

from ..players import bearer
from ..players.names import name_skeleton
from .models import Account
from .repository import Repository
from .statements import statement

_CREATE_PLAYER = statement("create_player")


class NameReadsAsAnother(ValueError):
    """A new player's name that reads as another player's (a look-alike of it): ``other``."""

    def __init__(self, name: str, other: str) -> None:
        super().__init__(f"{name!r} poses as {other!r}, another player's name")
        self.other = other


_AUTHENTICATE = statement("authenticate")
_MARK_SEEN = statement("mark_seen")
SEEN_EVERY = dt.timedelta(hours=1)
"""How finely a device's last sight is kept: one write an hour a device, never one a request."""
_ROTATE_TOKEN = statement("rotate_token")


class Players(Repository):
    def create(
        self, name: str, reads_as: str | None = None, at: dt.datetime | None = None
    ) -> tuple[uuid.UUID, str]:
        """A new player and their bearer token: shown this once, stored only as its sha256.
        ``NameReadsAsAnother`` when the name has a reading (``reads_as``: what it reads
        as in Latin, ``names.latin_reading``) and poses as another player's name: the
        reading is theirs, or the name's skeleton (``names.name_skeleton``, stored with
        every player) is theirs written otherwise.  Created ``at`` (the service's
        clock: the review compares it with their attempts' starts; the database's by
        default).  Never run twice (a lost answer is a 503): a second run would make a
        second player."""
        token = bearer.new_token()
        parameters = {
            "name": name, "skeleton": name_skeleton(name), "token": bearer.token_digest(token),
            "reads_as": reads_as, "at": at,
        }  # fmt: skip
        [(player, other)] = self.database.execute(_CREATE_PLAYER, parameters, replayable=False)
        if player is None:
            raise NameReadsAsAnother(name, other)
        return player, token

    def authenticate(self, token: str) -> uuid.UUID | None:
        """The player a bearer token belongs to, or None for an unknown token."""
        account = self.account(token)
        return None if account is None else account.player

    def account(self, token: str, seen_at: dt.datetime | None = None) -> Account | None:
        """The player a bearer token belongs to (its device's) and the age of their
        account, or None for an unknown token.  ``seen_at``: the device is marked seen
        then (at most hourly; not at all without it)."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        rows = self.database.execute(_AUTHENTICATE, {"token": digest}, replayable=True)
        if not rows:
            return None
        player, age, device, last_seen_at = rows[0]
        if seen_at is not None and last_seen_at < seen_at - SEEN_EVERY:
            self.database.execute(_MARK_SEEN, {"device": device, "at": seen_at}, replayable=True)
        return Account(player, age)

    def rotate_token(self, player_id: uuid.UUID, token: str, at: dt.datetime | None = None) -> str | None:
        """A new bearer token for the device whose token ``token`` is (issued ``at``: now by
        default),
        which stops working with this statement; None when ``token`` is no longer the
        player's (a rotation that ran first, a device revoked).  Replayable: a replay after
        a lost connection finds the new digest already stored and answers the same new
        token."""
        digest = bearer.lookup_digest(token)
        if digest is None:
            return None
        new_token = bearer.new_token()
        parameters = {"player": player_id, "old": digest, "new": bearer.token_digest(new_token), "at": at}
        rows = self.database.execute(_ROTATE_TOKEN, parameters, replayable=True)
        return new_token if rows else None
