from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_name import VariantName

T = TypeVar("T", bound="DailyTag")


@_attrs_define
class DailyTag:
    """
    Attributes:
        date (datetime.date):
        variant (VariantName): A variant the daily challenge publishes a deal of every day: the four deals, and
            the daily round `golf-round` (nine classic holes against par 45; its deal is a
            round code, its daily game a round played with `next-hole` between holes).
        started_at (datetime.datetime): The player's first start of this daily game (the clock of the result; whole
            seconds); for an archive game, when it was dealt.
        archive (bool): `true` for the day's deal played again from the archive once the day's results
            closed: unranked, never a result (`409` `daily-closed`), recorded in a history
            as any game of its variant.
        ranked (bool): `true` for the player's one ranked attempt at the deal, whose line the server
            keeps (see `POST /v1/moves`) and whose result counts; `false` for an archive
            game and for a replay dealt once the player's result was in (`409`
            `daily-replay` on submission).
    """

    date: datetime.date
    variant: VariantName
    started_at: datetime.datetime
    archive: bool
    ranked: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        variant = self.variant.value

        started_at = self.started_at.isoformat()

        archive = self.archive

        ranked = self.ranked

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "variant": variant,
                "started_at": started_at,
                "archive": archive,
                "ranked": ranked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        variant = VariantName(d.pop("variant"))

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        archive = d.pop("archive")

        ranked = d.pop("ranked")

        daily_tag = cls(
            date=date,
            variant=variant,
            started_at=started_at,
            archive=archive,
            ranked=ranked,
        )

        daily_tag.additional_properties = d
        return daily_tag

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
