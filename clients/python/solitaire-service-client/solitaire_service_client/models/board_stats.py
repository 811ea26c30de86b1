from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

if TYPE_CHECKING:
    from ..models.histogram import Histogram


T = TypeVar("T", bound="BoardStats")


@_attrs_define
class BoardStats:
    """
    Attributes:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        results_open (bool): The day's results are still accepted, so these counts still move.
        results (int): The board's cleared results (held and rejected ones are not counted).
        won (int):
        won_share (float): `won / results`, four decimals; 0 with no result yet.
        cards (Histogram):
        seconds (Histogram):
    """

    date: datetime.date
    variant: VariantName
    results_open: bool
    results: int
    won: int
    won_share: float
    cards: Histogram
    seconds: Histogram
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        variant = self.variant.value

        results_open = self.results_open

        results = self.results

        won = self.won

        won_share = self.won_share

        cards = self.cards.to_dict()

        seconds = self.seconds.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "variant": variant,
                "results_open": results_open,
                "results": results,
                "won": won,
                "won_share": won_share,
                "cards": cards,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.histogram import Histogram  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        variant = VariantName(d.pop("variant"))

        results_open = d.pop("results_open")

        results = d.pop("results")

        won = d.pop("won")

        won_share = d.pop("won_share")

        cards = Histogram.from_dict(d.pop("cards"))

        seconds = Histogram.from_dict(d.pop("seconds"))

        board_stats = cls(
            date=date,
            variant=variant,
            results_open=results_open,
            results=results,
            won=won,
            won_share=won_share,
            cards=cards,
            seconds=seconds,
        )

        board_stats.additional_properties = d
        return board_stats

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
