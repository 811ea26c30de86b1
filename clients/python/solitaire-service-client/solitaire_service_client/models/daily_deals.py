from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.daily_deal import DailyDeal


T = TypeVar("T", bound="DailyDeals")


@_attrs_define
class DailyDeals:
    """
    Attributes:
        date (datetime.date):
        opens_at (datetime.datetime): When the date begins first on Earth, its midnight at UTC+14 (14 hours before its
            midnight UTC): its deals are shown and its daily games can be started from then.
        closes_at (datetime.datetime): When the date ends last on Earth, its end at UTC-12 (36 hours after its midnight
            UTC): no daily game of it starts after (`409` `daily-not-live`, then the archive).
        results_close_at (datetime.datetime): Results of the date are accepted until then (`closes_at` plus the grace
            period).
        deals (list[DailyDeal]):
    """

    date: datetime.date
    opens_at: datetime.datetime
    closes_at: datetime.datetime
    results_close_at: datetime.datetime
    deals: list[DailyDeal]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        opens_at = self.opens_at.isoformat()

        closes_at = self.closes_at.isoformat()

        results_close_at = self.results_close_at.isoformat()

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "opens_at": opens_at,
                "closes_at": closes_at,
                "results_close_at": results_close_at,
                "deals": deals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_deal import DailyDeal  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        opens_at = datetime.datetime.fromisoformat(d.pop("opens_at"))

        closes_at = datetime.datetime.fromisoformat(d.pop("closes_at"))

        results_close_at = datetime.datetime.fromisoformat(d.pop("results_close_at"))

        deals = []
        _deals = d.pop("deals")
        for deals_item_data in _deals:
            deals_item = DailyDeal.from_dict(deals_item_data)

            deals.append(deals_item)

        daily_deals = cls(
            date=date,
            opens_at=opens_at,
            closes_at=closes_at,
            results_close_at=results_close_at,
            deals=deals,
        )

        daily_deals.additional_properties = d
        return daily_deals

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
