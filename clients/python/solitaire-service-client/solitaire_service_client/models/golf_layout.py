from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GolfLayout")


@_attrs_define
class GolfLayout:
    """7 columns of 5 cards (first covered, last free), the discard card (`null` with
    `empty_discard`) and the stock (its last card is drawn first).

        Attributes:
            columns (list[list[str]]):
            discard (None | str):
            stock (list[str]):
    """

    columns: list[list[str]]
    discard: None | str
    stock: list[str]

    def to_dict(self) -> dict[str, Any]:
        columns = []
        for columns_item_data in self.columns:
            columns_item = columns_item_data

            columns.append(columns_item)

        discard: None | str
        discard = self.discard

        stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "columns": columns,
                "discard": discard,
                "stock": stock,
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

        def _parse_discard(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard = _parse_discard(d.pop("discard"))

        stock = cast(list[str], d.pop("stock"))

        golf_layout = cls(
            columns=columns,
            discard=discard,
            stock=stock,
        )

        return golf_layout
