from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DuelJoinRequest")


@_attrs_define
class DuelJoinRequest:
    """
    Attributes:
        explain (bool | Unset): Explain refused moves (the app's "interactive rules").
        double_tap (bool | Unset): Canfield: a tapped card that cannot go to a foundation goes to a column.
    """

    explain: bool | Unset = UNSET
    double_tap: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        explain = self.explain

        double_tap = self.double_tap

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if explain is not UNSET:
            field_dict["explain"] = explain
        if double_tap is not UNSET:
            field_dict["double_tap"] = double_tap

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        explain = d.pop("explain", UNSET)

        double_tap = d.pop("double_tap", UNSET)

        duel_join_request = cls(
            explain=explain,
            double_tap=double_tap,
        )

        return duel_join_request
