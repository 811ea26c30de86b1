from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.league_standing_movement import LeagueStandingMovement

T = TypeVar("T", bound="LeagueStanding")


@_attrs_define
class LeagueStanding:
    """
    Attributes:
        place (int): The player's place, 1 to the league's size, most points first (equal points, who joined the week
            first).
        player (None | str): The player's name; `null` for an erased player, who keeps their seat.
        tag (None | str): The player's tag (`Name#TAG`); `null` for an erased player.
        points (int): The week's league points (provisional until the week is settled).
        movement (LeagueStandingMovement): Where the place moves the player at the week's end (as things stand, until
            settled).
    """

    place: int
    player: None | str
    tag: None | str
    points: int
    movement: LeagueStandingMovement
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        place = self.place

        player: None | str
        player = self.player

        tag: None | str
        tag = self.tag

        points = self.points

        movement = self.movement.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "place": place,
                "player": player,
                "tag": tag,
                "points": points,
                "movement": movement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        place = d.pop("place")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        def _parse_tag(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tag = _parse_tag(d.pop("tag"))

        points = d.pop("points")

        movement = LeagueStandingMovement(d.pop("movement"))

        league_standing = cls(
            place=place,
            player=player,
            tag=tag,
            points=points,
            movement=movement,
        )

        league_standing.additional_properties = d
        return league_standing

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
