from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TapMove")


@_attrs_define
class TapMove:
    """
    Attributes:
        type_ (Literal['tap']):
        card (str): A card on input (any case; `10` for ten; `RJ`/`BJ` jokers).
    """

    type_: Literal["tap"]
    card: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["tap"], d.pop("type"))
        if type_ != "tap":
            raise ValueError(f"type must match const 'tap', got '{type_}'")

        card = d.pop("card")

        tap_move = cls(
            type_=type_,
            card=card,
        )

        return tap_move
