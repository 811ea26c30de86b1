from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.month_badge_badge import MonthBadgeBadge

T = TypeVar("T", bound="MonthBadge")


@_attrs_define
class MonthBadge:
    """
    Attributes:
        badge (MonthBadgeBadge):
        dates_played (int): The dates played it asks.
        dates_completed (int): The dates completed it asks.
        earned_at (datetime.datetime | None): When it was earned; `null` while it is not held.
    """

    badge: MonthBadgeBadge
    dates_played: int
    dates_completed: int
    earned_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        badge = self.badge.value

        dates_played = self.dates_played

        dates_completed = self.dates_completed

        earned_at: None | str
        if isinstance(self.earned_at, datetime.datetime):
            earned_at = self.earned_at.isoformat()
        else:
            earned_at = self.earned_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "badge": badge,
                "dates_played": dates_played,
                "dates_completed": dates_completed,
                "earned_at": earned_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        badge = MonthBadgeBadge(d.pop("badge"))

        dates_played = d.pop("dates_played")

        dates_completed = d.pop("dates_completed")

        def _parse_earned_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                earned_at_type_0 = datetime.datetime.fromisoformat(data)

                return earned_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        earned_at = _parse_earned_at(d.pop("earned_at"))

        month_badge = cls(
            badge=badge,
            dates_played=dates_played,
            dates_completed=dates_completed,
            earned_at=earned_at,
        )

        month_badge.additional_properties = d
        return month_badge

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
