from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.leaderboard_entry import LeaderboardEntry


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        entries (list[LeaderboardEntry]):
        next_ (None | str): The cursor of the following page (send it as `after`); `null` on the last page.
    """

    date: datetime.date
    variant: VariantName
    entries: list[LeaderboardEntry]
    next_: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        variant = self.variant.value

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "variant": variant,
                "entries": entries,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        variant = VariantName(d.pop("variant"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LeaderboardEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        leaderboard = cls(
            date=date,
            variant=variant,
            entries=entries,
            next_=next_,
        )

        leaderboard.additional_properties = d
        return leaderboard

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
