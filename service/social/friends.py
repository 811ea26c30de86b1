"""Following: a player follows another by name and tag (the four letters the boards show
beside a name), at most ``FOLLOW_LIMIT`` of them, never themselves, and never one of two
players whom a name and tag cannot tell apart.  The store runs a follow in one transaction,
the follower's row locked, so racing follows never pass the limit together
(``store.friends.follow``); ``friend_to_follow`` decides inside it on what the store found.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable

from ..players.names import NameRefused, player_name
from ..store import FollowAsked, Friend, NamedPlayer

FOLLOW_LIMIT = 200
"""The most players one player follows (openapi.yaml says so): a friends board stays a few
hundred lookups by key."""


class FollowRefused(Exception):
    """A follow that stores nothing, of ``name`` and ``tag``; the subclass says why."""

    def __init__(self, name: str, tag: str) -> None:
        super().__init__(f"{name}#{tag}")
        self.name, self.tag = name, tag

    @property
    def player(self) -> str:
        """The player asked for, as a follow names one (``Name#TAG``)."""
        return f"{self.name}#{self.tag}"


class NoSuchPlayer(FollowRefused):
    """No player has that name and tag (or can: the rules of names refuse the name)."""


class AmbiguousPlayer(FollowRefused):
    """More than one player has that name and tag (a tag is 20 bits of a digest)."""


class FollowingSelf(FollowRefused):
    """The name and tag are the follower's own."""


class TooManyFriends(FollowRefused):
    """The follower follows ``limit`` players already, the most one may."""

    def __init__(self, name: str, tag: str, limit: int) -> None:
        super().__init__(name, tag)
        self.limit = limit


Keep = Callable[[uuid.UUID, str, str, dt.datetime, Callable[[FollowAsked], NamedPlayer]], tuple[Friend, bool]]
"""How the store keeps a follow (``store.friends.follow``): of the follower, the name and
tag asked, when, and the rules' choice among the players of that name and tag."""


def name_and_tag(written: str) -> tuple[str, str]:
    """The name and tag of ``Name#TAG``: the name as a player's is stored
    (``names.player_name``, so that ``Ａｎｎ#TAG`` finds Ann), the tag in capitals;
    ``NoSuchPlayer`` for a name no player can have."""
    name, _, tag = written.rpartition("#")
    try:
        return player_name(name), tag.upper()
    except NameRefused:
        raise NoSuchPlayer(name, tag.upper()) from None


def friend_to_follow(asked: FollowAsked, name: str, tag: str, limit: int) -> NamedPlayer:
    """The one player of ``name`` and ``tag`` a follow is of, among those the store found;
    followed already (``since``), or a new follow within ``limit``.  ``FollowRefused``
    otherwise."""
    if not asked.named:
        raise NoSuchPlayer(name, tag)
    if len(asked.named) > 1:
        raise AmbiguousPlayer(name, tag)
    [friend] = asked.named
    if friend.player_id == asked.follower:
        raise FollowingSelf(name, tag)
    if friend.since is None and asked.follows >= limit:
        raise TooManyFriends(name, tag, limit)
    return friend


def follow(
    keep: Keep, player_id: uuid.UUID, written: str, at: dt.datetime, limit: int = FOLLOW_LIMIT
) -> tuple[Friend, bool]:
    """``player_id`` follows the player ``written`` names (``Name#TAG``) from ``at``: ``(the
    follow, newly made)``, the follow that was when they follow them already.
    ``FollowRefused`` otherwise, nothing kept."""
    name, tag = name_and_tag(written)
    return keep(player_id, name, tag, at, lambda asked: friend_to_follow(asked, name, tag, limit))
