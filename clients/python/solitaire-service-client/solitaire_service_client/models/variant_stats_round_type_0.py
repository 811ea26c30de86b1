from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VariantStatsRoundType0")


@_attrs_define
class VariantStatsRoundType0:
    """
    Attributes:
        finished (int):
        best_total (int | None):
        average_total (float | None):
        holes_cleared (int):
    """

    finished: int
    best_total: int | None
    average_total: float | None
    holes_cleared: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        best_total: int | None
        best_total = self.best_total

        average_total: float | None
        average_total = self.average_total

        holes_cleared = self.holes_cleared

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finished": finished,
                "best_total": best_total,
                "average_total": average_total,
                "holes_cleared": holes_cleared,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        def _parse_best_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_total = _parse_best_total(d.pop("best_total"))

        def _parse_average_total(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_total = _parse_average_total(d.pop("average_total"))

        holes_cleared = d.pop("holes_cleared")

        variant_stats_round_type_0 = cls(
            finished=finished,
            best_total=best_total,
            average_total=average_total,
            holes_cleared=holes_cleared,
        )

        variant_stats_round_type_0.additional_properties = d
        return variant_stats_round_type_0

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
