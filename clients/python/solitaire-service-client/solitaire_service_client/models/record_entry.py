from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_entry_review import RecordEntryReview
from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.group_standing import GroupStanding


T = TypeVar("T", bound="RecordEntry")


@_attrs_define
class RecordEntry:
    """
    Attributes:
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        rank (int | None): The place on the day's board (final once the day's results close; for a held
            result, the one it would have); `null` for a rejected result.
        percentile (float | None): See `Percentile`; `null` for a rejected result.
        won (bool):
        cards_home (int): As a board's entry counts it (the daily round's, off its nine tables).
        hints (int):
        undos (int):
        seconds (int | None):
        moves (int):
        review (RecordEntryReview): As a daily entry's `review` (`pending` since 5.0.0).
        group (GroupStanding | None): Its group of 100 and its rank there (`GroupStanding`); `null` while pending, held
            or rejected, and on the player's first day of the daily.
    """

    variant: VariantName
    rank: int | None
    percentile: float | None
    won: bool
    cards_home: int
    hints: int
    undos: int
    seconds: int | None
    moves: int
    review: RecordEntryReview
    group: GroupStanding | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.group_standing import GroupStanding  # noqa: PLC0415

        variant = self.variant.value

        rank: int | None
        rank = self.rank

        percentile: float | None
        percentile = self.percentile

        won = self.won

        cards_home = self.cards_home

        hints = self.hints

        undos = self.undos

        seconds: int | None
        seconds = self.seconds

        moves = self.moves

        review = self.review.value

        group: dict[str, Any] | None
        if isinstance(self.group, GroupStanding):
            group = self.group.to_dict()
        else:
            group = self.group

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "rank": rank,
                "percentile": percentile,
                "won": won,
                "cards_home": cards_home,
                "hints": hints,
                "undos": undos,
                "seconds": seconds,
                "moves": moves,
                "review": review,
                "group": group,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.group_standing import GroupStanding  # noqa: PLC0415

        d = dict(src_dict)
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

        won = d.pop("won")

        cards_home = d.pop("cards_home")

        hints = d.pop("hints")

        undos = d.pop("undos")

        def _parse_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seconds = _parse_seconds(d.pop("seconds"))

        moves = d.pop("moves")

        review = RecordEntryReview(d.pop("review"))

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

        record_entry = cls(
            variant=variant,
            rank=rank,
            percentile=percentile,
            won=won,
            cards_home=cards_home,
            hints=hints,
            undos=undos,
            seconds=seconds,
            moves=moves,
            review=review,
            group=group,
        )

        record_entry.additional_properties = d
        return record_entry

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
