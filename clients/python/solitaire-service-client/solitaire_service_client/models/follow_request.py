from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FollowRequest")


@_attrs_define
class FollowRequest:
    """
    Attributes:
        player (str): `Name#TAG`: the player's name, `#`, and the four characters of their tag as a board
            shows them (in any case). Not of that shape: `400`.
    """

    player: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        follow_request = cls(
            player=player,
        )

        return follow_request
