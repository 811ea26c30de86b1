from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.record_entry import RecordEntry


T = TypeVar("T", bound="RecordDay")


@_attrs_define
class RecordDay:
    """
    Attributes:
        date (datetime.date):
        results_open (bool): The day's results are still accepted, so its ranks and percentiles still move.
        results (list[RecordEntry]): The player's results of the day, in the variants' order.
    """

    date: datetime.date
    results_open: bool
    results: list[RecordEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        results_open = self.results_open

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "results_open": results_open,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_entry import RecordEntry  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        results_open = d.pop("results_open")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = RecordEntry.from_dict(results_item_data)

            results.append(results_item)

        record_day = cls(
            date=date,
            results_open=results_open,
            results=results,
        )

        record_day.additional_properties = d
        return record_day

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
