from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RemoveMove")


@_attrs_define
class RemoveMove:
    """
    Attributes:
        type_ (Literal['remove']):
        column (int):
    """

    type_: Literal["remove"]
    column: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        column = self.column

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "column": column,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["remove"], d.pop("type"))
        if type_ != "remove":
            raise ValueError(f"type must match const 'remove', got '{type_}'")

        column = d.pop("column")

        remove_move = cls(
            type_=type_,
            column=column,
        )

        return remove_move
