from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.current_league_status import CurrentLeagueStatus

if TYPE_CHECKING:
    from ..models.league import League


T = TypeVar("T", bound="CurrentLeague")


@_attrs_define
class CurrentLeague:
    """The bearer's week (`GET /v1/leagues/current`).

    Attributes:
        week (datetime.date): The week's Monday.
        ends (datetime.date): The week's Sunday.
        tier (int): The league's tier; before a seat, the tier the player joins at.
        status (CurrentLeagueStatus):
        established (bool): Whether the player has a cleared daily result of a date before the one asked about (`date`):
            only then does a cleared result of it seat them in a league, as it takes them into a group of 100 (issue 39:
            accounts made on the day join neither).
        row (int | None): The player's row in `league.standings` (from 0); `null` without a league.
        league (League | None):
    """

    week: datetime.date
    ends: datetime.date
    tier: int
    status: CurrentLeagueStatus
    established: bool
    row: int | None
    league: League | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.league import League  # noqa: PLC0415

        week = self.week.isoformat()

        ends = self.ends.isoformat()

        tier = self.tier

        status = self.status.value

        established = self.established

        row: int | None
        row = self.row

        league: dict[str, Any] | None
        if isinstance(self.league, League):
            league = self.league.to_dict()
        else:
            league = self.league

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "week": week,
                "ends": ends,
                "tier": tier,
                "status": status,
                "established": established,
                "row": row,
                "league": league,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.league import League  # noqa: PLC0415

        d = dict(src_dict)
        week = datetime.date.fromisoformat(d.pop("week"))

        ends = datetime.date.fromisoformat(d.pop("ends"))

        tier = d.pop("tier")

        status = CurrentLeagueStatus(d.pop("status"))

        established = d.pop("established")

        def _parse_row(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        row = _parse_row(d.pop("row"))

        def _parse_league(data: object) -> League | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                league_type_0 = League.from_dict(data)

                return league_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(League | None, data)

        league = _parse_league(d.pop("league"))

        current_league = cls(
            week=week,
            ends=ends,
            tier=tier,
            status=status,
            established=established,
            row=row,
            league=league,
        )

        current_league.additional_properties = d
        return current_league

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
