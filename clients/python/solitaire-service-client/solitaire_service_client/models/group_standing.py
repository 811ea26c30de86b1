from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GroupStanding")


@_attrs_define
class GroupStanding:
    """A result's group: each day and variant, cleared results of established players
    (a cleared daily result of an earlier day) fall into groups of at most 100 in the
    order they were first cleared (on submission; a held result when an operator
    clears it), numbered 1, 2, ... A result keeps its group for good.

        Attributes:
            id (int): The group's number on that day's board of that variant (`GET
                /v1/daily/{date}/groups/{group}/leaderboard`).
            rank (int): The place in the group now, in the board's order (1 for its best).
            size (int): The group's cleared results now.
    """

    id: int
    rank: int
    size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        rank = self.rank

        size = self.size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "rank": rank,
                "size": size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        rank = d.pop("rank")

        size = d.pop("size")

        group_standing = cls(
            id=id,
            rank=rank,
            size=size,
        )

        group_standing.additional_properties = d
        return group_standing

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
