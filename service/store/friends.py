"""Friends: the players a player follows (found by name and tag, as the rules of
``service.social.friends`` allow), and the friends board, the day's board of the follower
and those they follow."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import psycopg

from .boards import entry_from, page_parameters
from .database import page
from .models import BoardKey, Friend, LeaderboardEntry, Owned, Page
from .repository import Repository
from .statements import statement

_LOCK_FOLLOWER = statement("lock_follower")
_FOLLOW_CANDIDATES = statement("follow_candidates")
_FOLLOW = statement("follow")
_UNFOLLOW = statement("unfollow")
_OWN_FRIENDS_PAGE = statement("own_friends_page")
_FRIENDS_BOARD = statement("friends_board")


@dataclass(frozen=True, slots=True)
class NamedPlayer:
    """A player of the name and tag a follow asks for, and since when the follower follows
    them (None: not yet)."""

    player_id: uuid.UUID
    name: str
    since: dt.datetime | None


@dataclass(frozen=True, slots=True)
class FollowAsked:
    """What a follow is decided on (``service.social.friends``), the follower's row locked:
    the players of the name and tag asked, and how many players the follower follows."""

    follower: uuid.UUID
    named: list[NamedPlayer]
    follows: int


class Friends(Repository):
    def follow(
        self,
        player_id: uuid.UUID,
        name: str,
        tag: str,
        at: dt.datetime,
        choose: Callable[[FollowAsked], NamedPlayer],
    ) -> tuple[Friend, bool]:
        """Follow the player ``choose`` takes among those of ``name`` (in any case) and
        ``tag``: ``(the follow, newly made)``; one followed already makes nothing and
        answers the follow that was.  ``choose`` (the rules: ``service.social.friends``)
        raises to refuse, and nothing is stored.  One transaction, the follower's row locked
        first, so racing follows are decided one after another; idempotent (a second run
        finds the follow made), so replayable."""

        def follow_once(conn: psycopg.Connection[Any]) -> tuple[Friend, bool]:
            parameters = {"player": player_id, "name": name, "tag": tag}
            with conn.transaction():  # the lock held to the end (a savepoint in a held request's)
                with conn.pipeline():
                    conn.execute(_LOCK_FOLLOWER, parameters)
                    found = conn.execute(_FOLLOW_CANDIDATES, parameters)
                rows = found.fetchall()
                named = [NamedPlayer(*row[1:]) for row in rows if row[1] is not None]
                friend = choose(FollowAsked(player_id, named, rows[0][0]))
                if friend.since is not None:
                    return Friend(friend.player_id, friend.name, friend.since), False
                conn.execute(_FOLLOW, {"player": player_id, "friend": friend.player_id, "at": at})
                return Friend(friend.player_id, friend.name, at), True

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
