from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.vegas_reset_draw import VegasResetDraw

T = TypeVar("T", bound="VegasReset")


@_attrs_define
class VegasReset:
    """
    Attributes:
        draw (VegasResetDraw):
    """

    draw: VegasResetDraw

    def to_dict(self) -> dict[str, Any]:
        draw = self.draw.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draw": draw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw = VegasResetDraw(d.pop("draw"))

        vegas_reset = cls(
            draw=draw,
        )

        return vegas_reset
