from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Friend")


@_attrs_define
class Friend:
    """
    Attributes:
        id (UUID): The followed player's id (for `DELETE /v1/players/{player_id}/friends/{friend_id}`).
        player (str): The followed player's name.
        tag (str): Their tag, as the boards show it beside the name.
        since (datetime.datetime): When they were followed.
    """

    id: UUID
    player: str
    tag: str
    since: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        player = self.player

        tag = self.tag

        since = self.since.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "player": player,
                "tag": tag,
                "since": since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        player = d.pop("player")

        tag = d.pop("tag")

        since = datetime.datetime.fromisoformat(d.pop("since"))

        friend = cls(
            id=id,
            player=player,
            tag=tag,
            since=since,
        )

        friend.additional_properties = d
        return friend

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
