from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CanfieldLayout")


@_attrs_define
class CanfieldLayout:
    """13 reserve cards (last on top), the base card, 4 columns of one card, 34 stock cards.

    Attributes:
        reserve (list[str]):
        base (str): A card on input (any case; `10` for ten; `RJ`/`BJ` jokers).
        columns (list[list[str]]):
        stock (list[str]):
    """

    reserve: list[str]
    base: str
    columns: list[list[str]]
    stock: list[str]

    def to_dict(self) -> dict[str, Any]:
        reserve = self.reserve

        base = self.base

        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data

            columns.append(columns_item)

        stock = self.stock

        field_dict: dict[str, Any] = {}

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

        canfield_layout = cls(
            reserve=reserve,
            base=base,
            columns=columns,
            stock=stock,
        )

        return canfield_layout
