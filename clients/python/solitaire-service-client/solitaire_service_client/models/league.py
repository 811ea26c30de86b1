from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.league_standing import LeagueStanding


T = TypeVar("T", bound="League")


@_attrs_define
class League:
    """A weekly league of at most 30 players of one tier (`GET /v1/leagues/{league}`).

    Attributes:
        id (int):
        week (datetime.date): The week's Monday (the first of its dates).
        ends (datetime.date): The week's Sunday (the last of its dates).
        tier (int):
        settled (bool): Whether the week is settled (final standings); false while they are provisional.
        promotion_line (int | None): The last place that goes up a tier; `null` in tier 10.
        demotion_line (int | None): The first place that goes down a tier; `null` in tier 1, or when no place goes down.
        standings (list[LeagueStanding]): Most points first (then in the order they joined).
    """

    id: int
    week: datetime.date
    ends: datetime.date
    tier: int
    settled: bool
    promotion_line: int | None
    demotion_line: int | None
    standings: list[LeagueStanding]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        week = self.week.isoformat()

        ends = self.ends.isoformat()

        tier = self.tier

        settled = self.settled

        promotion_line: int | None
        promotion_line = self.promotion_line

        demotion_line: int | None
        demotion_line = self.demotion_line

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "week": week,
                "ends": ends,
                "tier": tier,
                "settled": settled,
                "promotion_line": promotion_line,
                "demotion_line": demotion_line,
                "standings": standings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.league_standing import LeagueStanding  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        week = datetime.date.fromisoformat(d.pop("week"))

        ends = datetime.date.fromisoformat(d.pop("ends"))

        tier = d.pop("tier")

        settled = d.pop("settled")

        def _parse_promotion_line(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        promotion_line = _parse_promotion_line(d.pop("promotion_line"))

        def _parse_demotion_line(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        demotion_line = _parse_demotion_line(d.pop("demotion_line"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = LeagueStanding.from_dict(standings_item_data)

            standings.append(standings_item)

        league = cls(
            id=id,
            week=week,
            ends=ends,
            tier=tier,
            settled=settled,
            promotion_line=promotion_line,
            demotion_line=demotion_line,
            standings=standings,
        )

        league.additional_properties = d
        return league

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
