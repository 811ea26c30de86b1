from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DuelsPageCounts")


@_attrs_define
class DuelsPageCounts:
    """
    Attributes:
        won (int):
        lost (int):
        drawn (int):
        open_ (int): Duels not ended (waiting or playing).
        held (int): Duels ended whose winner waits for a review: an operator's decision on a held
            result (one side's or both), or (since 7.0.0) the play review's reading of a
            pending one, seconds; counted in none of the others until then (`flask
            --app service duels review`).
    """

    won: int
    lost: int
    drawn: int
    open_: int
    held: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        won = self.won

        lost = self.lost

        drawn = self.drawn

        open_ = self.open_

        held = self.held

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "won": won,
                "lost": lost,
                "drawn": drawn,
                "open": open_,
                "held": held,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        won = d.pop("won")

        lost = d.pop("lost")

        drawn = d.pop("drawn")

        open_ = d.pop("open")

        held = d.pop("held")

        duels_page_counts = cls(
            won=won,
            lost=lost,
            drawn=drawn,
            open_=open_,
            held=held,
        )

        duels_page_counts.additional_properties = d
        return duels_page_counts

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
