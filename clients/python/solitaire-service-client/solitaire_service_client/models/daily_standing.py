from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.leaderboard_entry import LeaderboardEntry


T = TypeVar("T", bound="DailyStanding")


@_attrs_define
class DailyStanding:
    """
    Attributes:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        rank (int): The place on the leaderboard now (it moves as better results arrive).
        percentile (float): The share of the board's cleared results this one beats, in percent, one decimal,
            rounded down: `100 × (results − rank) / results`. A result **beats** the results
            ranked below it: the board's order has no ties (won, more cards home, fewer hints,
            less time, fewer moves, then the earlier submission), so of two results equal on
            the first five the earlier submitted beats the later, as the board shows them.
            `results` counts the board's cleared results, this one included: the only result
            of a board beats 0% of it, the best of 100 beats 99%. A result `held` or `rejected`
            counts as if it were cleared, as its rank does; nobody else's percentile counts it.
        entry (LeaderboardEntry):
        share (str): A text to share, in the request's language (`Content-Language`), ready for a
            clipboard: the date, the variant, the cards home (Golf: cleared off the table;
            Canfield: on the foundations) out of the most there can be (the daily round:
            its strokes hole by hole, their total and the total against par as golfers
            write it, `-3`, `+2`, `E` for even: "Strokes: 2 1 0 3 1 0 0 2 1 · 10 (-35)"),
            the hints and the time (none for a result stored before daily games had a
            clock), one per line.
            Spoiler-free: no card, no code, no move. It does not move with the board (no
            rank in it).
    """

    date: datetime.date
    variant: VariantName
    rank: int
    percentile: float
    entry: LeaderboardEntry
    share: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        variant = self.variant.value

        rank = self.rank

        percentile = self.percentile

        entry = self.entry.to_dict()

        share = self.share

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "variant": variant,
                "rank": rank,
                "percentile": percentile,
                "entry": entry,
                "share": share,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        variant = VariantName(d.pop("variant"))

        rank = d.pop("rank")

        percentile = d.pop("percentile")

        entry = LeaderboardEntry.from_dict(d.pop("entry"))

        share = d.pop("share")

        daily_standing = cls(
            date=date,
            variant=variant,
            rank=rank,
            percentile=percentile,
            entry=entry,
            share=share,
        )

        daily_standing.additional_properties = d
        return daily_standing

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
