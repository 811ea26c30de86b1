from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.transfer_move_to import TransferMoveTo

T = TypeVar("T", bound="TransferMove")


@_attrs_define
class TransferMove:
    """
    Attributes:
        type_ (Literal['move']):
        card (str): A card on input (any case; `10` for ten; `RJ`/`BJ` jokers).
        to (TransferMoveTo):
    """

    type_: Literal["move"]
    card: str
    to: TransferMoveTo

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        to = self.to.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        card = d.pop("card")

        to = TransferMoveTo(d.pop("to"))

        transfer_move = cls(
            type_=type_,
            card=card,
            to=to,
        )

        return transfer_move
