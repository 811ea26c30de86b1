from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.friend import Friend


T = TypeVar("T", bound="FriendsPage")


@_attrs_define
class FriendsPage:
    """
    Attributes:
        friends (list[Friend]):
        next_ (None | str): The cursor of the following page (send it as `after`); `null` on the last page.
    """

    friends: list[Friend]
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        friends = []
        for friends_item_data in self.friends:
            friends_item = friends_item_data.to_dict()
            friends.append(friends_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "friends": friends,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.friend import Friend  # noqa: PLC0415

        d = dict(src_dict)
        friends = []
        _friends = d.pop("friends")
        for friends_item_data in _friends:
            friends_item = Friend.from_dict(friends_item_data)

            friends.append(friends_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        friends_page = cls(
            friends=friends,
            next_=next_,
        )

        friends_page.additional_properties = d
        return friends_page

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
