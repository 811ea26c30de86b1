from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Streak")


@_attrs_define
class Streak:
    """
    Attributes:
        current (int): Consecutive dates (the player's, as named by the client) with a cleared daily
            result ending on `last_day`, while the date after `last_day` still accepts
            results; else 0.
        best (int): The longest run of such days ever.
        last_day (datetime.date | None): The latest day with a cleared daily result; `null` before the first.
        expires_at (datetime.datetime | None): When `current` falls to 0 unless a result of the day after `last_day`
            arrives
            (that day's results close then); `null` when `current` is 0.
    """

    current: int
    best: int
    last_day: datetime.date | None
    expires_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current = self.current

        best = self.best

        last_day: None | str
        if isinstance(self.last_day, datetime.date):
            last_day = self.last_day.isoformat()
        else:
            last_day = self.last_day

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "current": current,
                "best": best,
                "last_day": last_day,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        current = d.pop("current")

        best = d.pop("best")

        def _parse_last_day(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_day_type_0 = datetime.date.fromisoformat(data)

                return last_day_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        last_day = _parse_last_day(d.pop("last_day"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        streak = cls(
            current=current,
            best=best,
            last_day=last_day,
            expires_at=expires_at,
        )

        streak.additional_properties = d
        return streak

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
