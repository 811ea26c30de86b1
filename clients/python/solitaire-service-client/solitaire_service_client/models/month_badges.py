from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.month_badge import MonthBadge


T = TypeVar("T", bound="MonthBadges")


@_attrs_define
class MonthBadges:
    """
    Attributes:
        month (str): The month, `YYYY-MM`.
        dates (int): The month's dates.
        dates_played (int): The month's dates with a cleared daily result of the player.
        dates_completed (int): The month's dates with a cleared result of the player for every deal published for the
            date.
        closes_at (datetime.datetime): When the month's badges stop changing (its last date's results close).
        closed (bool):
        badges (list[MonthBadge]): The month's four badges, bronze to diamond, each with what it asks and whether it is
            held.
    """

    month: str
    dates: int
    dates_played: int
    dates_completed: int
    closes_at: datetime.datetime
    closed: bool
    badges: list[MonthBadge]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        month = self.month

        dates = self.dates

        dates_played = self.dates_played

        dates_completed = self.dates_completed

        closes_at = self.closes_at.isoformat()

        closed = self.closed

        badges = []
        for badges_item_data in self.badges:
            badges_item = badges_item_data.to_dict()
            badges.append(badges_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "month": month,
                "dates": dates,
                "dates_played": dates_played,
                "dates_completed": dates_completed,
                "closes_at": closes_at,
                "closed": closed,
                "badges": badges,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.month_badge import MonthBadge  # noqa: PLC0415

        d = dict(src_dict)
        month = d.pop("month")

        dates = d.pop("dates")

        dates_played = d.pop("dates_played")

        dates_completed = d.pop("dates_completed")

        closes_at = datetime.datetime.fromisoformat(d.pop("closes_at"))

        closed = d.pop("closed")

        badges = []
        _badges = d.pop("badges")
        for badges_item_data in _badges:
            badges_item = MonthBadge.from_dict(badges_item_data)

            badges.append(badges_item)

        month_badges = cls(
            month=month,
            dates=dates,
            dates_played=dates_played,
            dates_completed=dates_completed,
            closes_at=closes_at,
            closed=closed,
            badges=badges,
        )

        month_badges.additional_properties = d
        return month_badges

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
