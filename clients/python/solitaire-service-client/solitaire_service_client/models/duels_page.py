from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.duel import Duel
    from ..models.duels_page_counts import DuelsPageCounts


T = TypeVar("T", bound="DuelsPage")


@_attrs_define
class DuelsPage:
    """
    Attributes:
        duels (list[Duel]):
        counts (DuelsPageCounts):
        next_ (None | str): The cursor of the following page (send it as `after`); `null` on the last page.
    """

    duels: list[Duel]
    counts: DuelsPageCounts
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        duels = []
        for duels_item_data in self.duels:
            duels_item = duels_item_data.to_dict()
            duels.append(duels_item)

        counts = self.counts.to_dict()

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "duels": duels,
                "counts": counts,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duel import Duel  # noqa: PLC0415
        from ..models.duels_page_counts import DuelsPageCounts  # noqa: PLC0415

        d = dict(src_dict)
        duels = []
        _duels = d.pop("duels")
        for duels_item_data in _duels:
            duels_item = Duel.from_dict(duels_item_data)

            duels.append(duels_item)

        counts = DuelsPageCounts.from_dict(d.pop("counts"))

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        duels_page = cls(
            duels=duels,
            counts=counts,
            next_=next_,
        )

        duels_page.additional_properties = d
        return duels_page

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
