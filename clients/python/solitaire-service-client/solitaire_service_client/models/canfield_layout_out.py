from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CanfieldLayoutOut")


@_attrs_define
class CanfieldLayoutOut:
    """
    Attributes:
        reserve (list[str]):
        base (str): A card as the service writes it.
        columns (list[list[str]]):
        stock (list[str]):
    """

    reserve: list[str]
    base: str
    columns: list[list[str]]
    stock: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reserve = self.reserve

        base = self.base

        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data

            columns.append(columns_item)

        stock = self.stock

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reserve": reserve,
                "base": base,
                "columns": columns,
                "stock": stock,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reserve = cast(list[str], d.pop("reserve"))

        base = d.pop("base")

        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:
            columns_item = cast(list[str], columns_item_data)

            columns.append(columns_item)

        stock = cast(list[str], d.pop("stock"))

        canfield_layout_out = cls(
            reserve=reserve,
            base=base,
            columns=columns,
            stock=stock,
        )

        canfield_layout_out.additional_properties = d
        return canfield_layout_out

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
