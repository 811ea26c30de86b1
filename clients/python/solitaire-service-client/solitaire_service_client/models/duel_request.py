from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.any_variant_name import AnyVariantName
from ..types import UNSET, Unset

T = TypeVar("T", bound="DuelRequest")


@_attrs_define
class DuelRequest:
    """
    Attributes:
        variant (AnyVariantName): Every named variant: those of one deal and the nine-hole rounds of Golf
            (`golf-round`, classic; `golf-round-easy`), whose stats the history keeps.
        explain (bool | Unset): Explain refused moves (the app's "interactive rules").
        double_tap (bool | Unset): Canfield: a tapped card that cannot go to a foundation goes to a column.
    """

    variant: AnyVariantName
    explain: bool | Unset = UNSET
    double_tap: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        variant = self.variant.value

        explain = self.explain

        double_tap = self.double_tap

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variant": variant,
            }
        )
        if explain is not UNSET:
            field_dict["explain"] = explain
        if double_tap is not UNSET:
            field_dict["double_tap"] = double_tap

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant = AnyVariantName(d.pop("variant"))

        explain = d.pop("explain", UNSET)

        double_tap = d.pop("double_tap", UNSET)

        duel_request = cls(
            variant=variant,
            explain=explain,
            double_tap=double_tap,
        )

        return duel_request
