from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GolfView")


@_attrs_define
class GolfView:
    """
    Attributes:
        columns (list[list[str]]):
        discard (list[str]):
        stock_count (int):
    """

    columns: list[list[str]]
    discard: list[str]
    stock_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data

            columns.append(columns_item)

        discard = self.discard

        stock_count = self.stock_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "discard": discard,
                "stock_count": stock_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = cast(list[str], columns_item_data)

            columns.append(columns_item)

        discard = cast(list[str], d.pop("discard"))

        stock_count = d.pop("stock_count")

        golf_view = cls(
            columns=columns,
            discard=discard,
            stock_count=stock_count,
        )

        golf_view.additional_properties = d
        return golf_view

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
