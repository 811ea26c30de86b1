from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="NextHoleMove")


@_attrs_define
class NextHoleMove:
    """A round of Golf, once the current hole is over (cleared or a dead end) and before the last.

    Attributes:
        type_ (Literal['next-hole']):
    """

    type_: Literal["next-hole"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["next-hole"], d.pop("type"))
        if type_ != "next-hole":
            raise ValueError(f"type must match const 'next-hole', got '{type_}'")

        next_hole_move = cls(
            type_=type_,
        )

        return next_hole_move
