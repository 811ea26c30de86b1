"""Friends: the players a player follows (found by name and tag), and the friends board,
the day's board of the follower and those they follow."""

from __future__ import annotations

import datetime as dt
import uuid
from typing import Any

import psycopg

from .boards import entry_from, page_parameters
from .database import one, page
from .models import BoardKey, Friend, LeaderboardEntry, Owned, Page
from .repository import Repository
from .statements import statement

_LOCK_FOLLOWER = statement("lock_follower")
_PLAYER_BY_NAME_AND_TAG = statement("player_by_name_and_tag")
_FOLLOWS = statement("follows")
_FOLLOW = statement("follow")
_UNFOLLOW = statement("unfollow")
_OWN_FRIENDS_PAGE = statement("own_friends_page")
_FRIENDS_BOARD = statement("friends_board")


class FollowRefused(ValueError):
    """A follow that stores nothing; the subclass says why."""


class NoSuchPlayer(FollowRefused):
    """No player has that name and tag."""


class AmbiguousPlayer(FollowRefused):
    """More than one player has that name and tag (a tag is 20 bits of a digest)."""


class FollowingSelf(FollowRefused):
    """The name and tag are the follower's own."""


class TooManyFriends(FollowRefused):
    """The follower follows the most players one may already."""


class Friends(Repository):
    def follow(
        self, player_id: uuid.UUID, name: str, tag: str, at: dt.datetime, limit: int
    ) -> tuple[Friend, bool]:
        """Follow the player of ``name`` (in any case) and ``tag``: ``(the follow, newly
        made)``; following a player already followed makes nothing and answers the follow
        that was.  ``FollowRefused`` otherwise, storing nothing.  One transaction of a few
        statements (each decides the next: a follow is rare), the follower's row locked
        first, so racing follows never pass ``limit`` together; idempotent (a second run
        finds the follow made), so replayable."""

        def follow_once(conn: psycopg.Connection[Any]) -> tuple[Friend, bool]:
            with conn.transaction():  # the lock held to the end (a savepoint in a held request's)
                conn.execute(_LOCK_FOLLOWER, {"player": player_id})
                found = conn.execute(_PLAYER_BY_NAME_AND_TAG, {"name": name, "tag": tag}).fetchall()
                if not found:
                    raise NoSuchPlayer(f"no player is named {name}#{tag}")
                if len(found) > 1:
                    raise AmbiguousPlayer(f"{len(found)} players are named {name}#{tag}")
                [(friend_id, friend_name)] = found
                if friend_id == player_id:
                    raise FollowingSelf(f"{name}#{tag} is the follower's own name and tag")
                parameters = {"player": player_id, "friend": friend_id, "at": at}
                follows, since = one(conn.execute(_FOLLOWS, parameters))
                if since is not None:
                    return Friend(friend_id, friend_name, since), False
                if follows >= limit:
                    raise TooManyFriends(f"the follower follows {follows} players, the most one may")
                conn.execute(_FOLLOW, parameters)
                return Friend(friend_id, friend_name, at), True

        return self.database.run(follow_once, replayable=True)

    def unfollow(self, player_id: uuid.UUID, friend_id: uuid.UUID) -> bool:
        """Stop following ``friend_id``: whether the player followed them.  Replayable."""
        rows = self.database.execute(_UNFOLLOW, {"player": player_id, "friend": friend_id}, replayable=True)
        return bool(rows)

    def own_page(
        self, token: str, limit: int = 20, after: tuple[dt.datetime, uuid.UUID] | None = None
    ) -> Owned[Page[Friend]] | None:
        """The players the bearer token's player follows, in the order they were followed,
        after ``after`` (the last page's last ``(since, id)``); None when the token is
        nobody's.  One round trip for the token and the page."""
        since, friend = after or (None, None)
        parameters = {"limit": limit + 1, "since": since, "friend": friend}
        found = self.database.read_for_token(token, _OWN_FRIENDS_PAGE, parameters)
        if found is None:
            return None
        return Owned(found.player, page([Friend(*row) for row in found.value], limit))

    def own_board(
        self,
        token: str,
        day: dt.date,
        variant: str,
        limit: int = 20,
        after: tuple[BoardKey, int] | None = None,
    ) -> Owned[Page[LeaderboardEntry]] | None:
        """The board of ``day`` and ``variant`` as ``leaderboard`` pages it, of the bearer
        token's player and those they follow only, the ranks counted among them; None when
        the token is nobody's.  On the primary, in one round trip for the token, the follows
        and the page, so the player's own result and their latest follows show at once
        (a lookup by key per player: bench/friends.md)."""
        parameters = page_parameters(day, variant, limit, after)
        found = self.database.read_for_token(token, _FRIENDS_BOARD, parameters)
        if found is None:
            return None
        return Owned(found.player, page([entry_from(row) for row in found.value], limit))
