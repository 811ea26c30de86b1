from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.variant_name import VariantName

T = TypeVar("T", bound="ResultSubmission")


@_attrs_define
class ResultSubmission:
    """
    Attributes:
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        state (str): The `state` of the finished game's last game document.
    """

    variant: VariantName
    state: str

    def to_dict(self) -> dict[str, Any]:
        variant = self.variant.value

        state = self.state

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "variant": variant,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        variant = VariantName(d.pop("variant"))

        state = d.pop("state")

        result_submission = cls(
            variant=variant,
            state=state,
        )

        return result_submission
