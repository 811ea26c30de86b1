from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.canfield_view_foundations_item_suit import CanfieldViewFoundationsItemSuit

T = TypeVar("T", bound="CanfieldViewFoundationsItem")


@_attrs_define
class CanfieldViewFoundationsItem:
    """
    Attributes:
        suit (CanfieldViewFoundationsItemSuit):
        cards (list[str]):
    """

    suit: CanfieldViewFoundationsItemSuit
    cards: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        suit = self.suit.value

        cards = self.cards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "suit": suit,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suit = CanfieldViewFoundationsItemSuit(d.pop("suit"))

        cards = cast(list[str], d.pop("cards"))

        canfield_view_foundations_item = cls(
            suit=suit,
            cards=cards,
        )

        canfield_view_foundations_item.additional_properties = d
        return canfield_view_foundations_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
