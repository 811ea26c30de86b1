from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.month_badges import MonthBadges


T = TypeVar("T", bound="PlayerBadges")


@_attrs_define
class PlayerBadges:
    """
    Attributes:
        player_id (UUID):
        year (int):
        months (list[MonthBadges]): The year's twelve months, January first.
    """

    player_id: UUID
    year: int
    months: list[MonthBadges]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        year = self.year

        months = []
        for months_item_data in self.months:
            months_item = months_item_data.to_dict()
            months.append(months_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player_id": player_id,
                "year": year,
                "months": months,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.month_badges import MonthBadges  # noqa: PLC0415

        d = dict(src_dict)
        player_id = UUID(d.pop("player_id"))

        year = d.pop("year")

        months = []
        _months = d.pop("months")
        for months_item_data in _months:
            months_item = MonthBadges.from_dict(months_item_data)

            months.append(months_item)

        player_badges = cls(
            player_id=player_id,
            year=year,
            months=months,
        )

        player_badges.additional_properties = d
        return player_badges

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
