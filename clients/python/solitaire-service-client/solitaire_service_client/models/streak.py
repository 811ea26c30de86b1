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
        current (int): Dates (the player's, as named by the client) with a cleared daily result in the
            streak ending on `last_day`: consecutive but for the missed dates a freeze
            covered (`frozen`, which add none), while the streak is alive; else 0.
        best (int): The most dates played in one streak ever (freezes counted as in `current`).
        freezes (int): Streak freezes held now: one is earned on every 7th date played in a row (a
            frozen date begins a new row), none while 2 are held; each is spent by itself on
            a missed date (a date after `last_day` once its results close), oldest first.
        frozen (list[datetime.date]): The missed dates of the current streak a freeze covered, oldest first.
        last_day (datetime.date | None): The latest day with a cleared daily result; `null` before the first.
        expires_at (datetime.datetime | None): When `current` falls to 0 unless a result of a date after `last_day`
            arrives:
            the close of the results of the first date after `last_day` that no freeze held
            covers (without freezes, the day after `last_day`); `null` when `current` is 0.
    """

    current: int
    best: int
    freezes: int
    frozen: list[datetime.date]
    last_day: datetime.date | None
    expires_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current = self.current

        best = self.best

        freezes = self.freezes

        frozen = []
        for frozen_item_data in self.frozen:
            frozen_item = frozen_item_data.isoformat()
            frozen.append(frozen_item)

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
                "freezes": freezes,
                "frozen": frozen,
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

        freezes = d.pop("freezes")

        frozen = []
        _frozen = d.pop("frozen")
        for frozen_item_data in _frozen:
            frozen_item = datetime.date.fromisoformat(frozen_item_data)

            frozen.append(frozen_item)

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
            freezes=freezes,
            frozen=frozen,
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
