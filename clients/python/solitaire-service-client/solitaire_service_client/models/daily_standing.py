from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.group_standing import GroupStanding
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
        rank (int | None): The place on the leaderboard now (it moves as better results arrive); `null` for a rejected
            result.
        percentile (float | None): The share of the board it beats (see `Percentile`); `null` for a rejected result.
        entry (LeaderboardEntry):
        share (None | str): A text to share, in the request's language (`Content-Language`), ready for a
            clipboard: the date, the variant, the cards home (Golf: cleared off the table;
            Canfield: on the foundations) out of the most there can be (the daily round:
            its strokes hole by hole, their total and the total against par as golfers
            write it, `-3`, `+2`, `E` for even: "Strokes: 2 1 0 3 1 0 0 2 1 · 10 (-35)"),
            the hints, the undos and the time (none for a result stored before daily games
            had a clock), one per line.
            Spoiler-free: no card, no code, no move. It does not move with the board (no
            rank in it). `null` for a rejected result.
        group (GroupStanding | None): The result's group of 100 (`GroupStanding`): `null` while it is held for review
            (it joins the group being filled when an operator clears it) or rejected, and
            for good when its player had no cleared daily result of an earlier day (a
            group takes established players only).
    """

    date: datetime.date
    variant: VariantName
    rank: int | None
    percentile: float | None
    entry: LeaderboardEntry
    share: None | str
    group: GroupStanding | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.group_standing import GroupStanding  # noqa: PLC0415

        date = self.date.isoformat()

        variant = self.variant.value

        rank: int | None
        rank = self.rank

        percentile: float | None
        percentile = self.percentile

        entry = self.entry.to_dict()

        share: None | str
        share = self.share

        group: dict[str, Any] | None
        if isinstance(self.group, GroupStanding):
            group = self.group.to_dict()
        else:
            group = self.group

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
                "group": group,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group_standing import GroupStanding  # noqa: PLC0415
        from ..models.leaderboard_entry import LeaderboardEntry  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        variant = VariantName(d.pop("variant"))

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        def _parse_percentile(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        percentile = _parse_percentile(d.pop("percentile"))

        entry = LeaderboardEntry.from_dict(d.pop("entry"))

        def _parse_share(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        share = _parse_share(d.pop("share"))

        def _parse_group(data: object) -> GroupStanding | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                group_type_0 = GroupStanding.from_dict(data)

                return group_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GroupStanding | None, data)

        group = _parse_group(d.pop("group"))

        daily_standing = cls(
            date=date,
            variant=variant,
            rank=rank,
            percentile=percentile,
            entry=entry,
            share=share,
            group=group,
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
