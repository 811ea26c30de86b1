"""Following's rules (``service.social.friends``), on what the store finds: no database."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Callable

import pytest

from service.social.friends import (
    FOLLOW_LIMIT,
    AmbiguousPlayer,
    FollowingSelf,
    FollowRefused,
    NoSuchPlayer,
    TooManyFriends,
    follow,
    friend_to_follow,
    name_and_tag,
)
from service.store import FollowAsked, Friend, NamedPlayer

ME, ANN, BOB = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
AT = dt.datetime(2030, 1, 1, tzinfo=dt.UTC)


def asked(*named: NamedPlayer, follows: int = 0) -> FollowAsked:
    return FollowAsked(ME, list(named), follows)


def test_the_one_player_of_a_name_and_tag_is_followed() -> None:
    ann = NamedPlayer(ANN, "Ann", None)
    assert friend_to_follow(asked(ann), "Ann", "ABCD", FOLLOW_LIMIT) == ann


@pytest.mark.parametrize(
    ("found", "refusal"),
    [
        (asked(), NoSuchPlayer),
        (asked(NamedPlayer(ANN, "Ann", None), NamedPlayer(BOB, "ann", None)), AmbiguousPlayer),
        (asked(NamedPlayer(ME, "Me", None)), FollowingSelf),
        (asked(NamedPlayer(ANN, "Ann", None), follows=FOLLOW_LIMIT), TooManyFriends),
    ],
    ids=["nobody", "two players", "oneself", "past the limit"],
)
def test_a_follow_is_refused_with_the_name_and_tag_asked(
    found: FollowAsked, refusal: type[FollowRefused]
) -> None:
    with pytest.raises(refusal) as refused:
        friend_to_follow(found, "Ann", "ABCD", FOLLOW_LIMIT)
    assert refused.value.player == "Ann#ABCD"


def test_a_player_followed_already_is_no_new_follow_even_at_the_limit() -> None:
    ann = NamedPlayer(ANN, "Ann", AT)
    assert friend_to_follow(asked(ann, follows=FOLLOW_LIMIT), "Ann", "ABCD", FOLLOW_LIMIT) == ann


def test_the_limit_refused_says_the_limit() -> None:
    with pytest.raises(TooManyFriends) as refused:
        friend_to_follow(asked(NamedPlayer(ANN, "Ann", None), follows=3), "Ann", "ABCD", 3)
    assert refused.value.limit == 3


def test_a_name_and_tag_are_read_as_a_players_are_stored() -> None:
    assert name_and_tag("Ａｎｎ#abcd") == ("Ann", "ABCD")
    assert name_and_tag("Ann Lee#ab#cd") == ("Ann Lee#ab", "CD")  # the tag follows the last #
    with pytest.raises(NoSuchPlayer) as refused:
        name_and_tag("   #ABCD")  # a name no player can have
    assert refused.value.tag == "ABCD"


class Store:
    """A store that finds ``named`` and keeps what the rules chose."""

    def __init__(self, *named: NamedPlayer) -> None:
        self.named = list(named)
        self.kept: list[Friend] = []

    def follow(
        self, player_id: uuid.UUID, name: str, tag: str, at: dt.datetime,
        choose: Callable[[FollowAsked], NamedPlayer],
    ) -> tuple[Friend, bool]:  # fmt: skip
        friend = choose(FollowAsked(player_id, self.named, len(self.kept)))
        if friend.since is not None:
            return Friend(friend.player_id, friend.name, friend.since), False
        self.kept.append(Friend(friend.player_id, friend.name, at))
        return self.kept[-1], True


def test_follow_asks_the_store_with_the_stored_name_and_keeps_nothing_refused() -> None:
    store = Store(NamedPlayer(ANN, "Ann", None))
    assert follow(store.follow, ME, "Ann#abcd", AT) == (Friend(ANN, "Ann", AT), True)
    with pytest.raises(TooManyFriends):
        follow(store.follow, ME, "Ann#abcd", AT, limit=1)
    assert store.kept == [Friend(ANN, "Ann", AT)]
