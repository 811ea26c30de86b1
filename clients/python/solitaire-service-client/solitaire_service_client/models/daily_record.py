from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.record_day import RecordDay
    from ..models.streak import Streak


T = TypeVar("T", bound="DailyRecord")


@_attrs_define
class DailyRecord:
    """
    Attributes:
        player_id (UUID):
        from_ (datetime.date):
        to (datetime.date):
        today (datetime.date): The date at UTC by the server's clock: always open, the date a client without a
            calendar of its own asks for (the dates open now may be the day before or after
            it too).
        streak (Streak):
        days (list[RecordDay]): The days from `from` to `to` with at least one result of the player, oldest first.
    """

    player_id: UUID
    from_: datetime.date
    to: datetime.date
    today: datetime.date
    streak: Streak
    days: list[RecordDay]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player_id = str(self.player_id)

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        today = self.today.isoformat()

        streak = self.streak.to_dict()

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player_id": player_id,
                "from": from_,
                "to": to,
                "today": today,
                "streak": streak,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_day import RecordDay  # noqa: PLC0415
        from ..models.streak import Streak  # noqa: PLC0415

        d = dict(src_dict)
        player_id = UUID(d.pop("player_id"))

        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

        today = datetime.date.fromisoformat(d.pop("today"))

        streak = Streak.from_dict(d.pop("streak"))

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = RecordDay.from_dict(days_item_data)

            days.append(days_item)

        daily_record = cls(
            player_id=player_id,
            from_=from_,
            to=to,
            today=today,
            streak=streak,
            days=days,
        )

        daily_record.additional_properties = d
        return daily_record

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
