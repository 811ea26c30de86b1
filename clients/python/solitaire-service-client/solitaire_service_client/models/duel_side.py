from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.duel_result import DuelResult


T = TypeVar("T", bound="DuelSide")


@_attrs_define
class DuelSide:
    """
    Attributes:
        player (str): The player's name.
        tag (str):
        started_at (datetime.datetime): When the side's game was dealt (the clock of its result).
        submitted (bool): Whether the side's result is in (shown to anyone).
        result (DuelResult | None): The side's result: to that side as soon as it is in, to the other once the
            duel has ended, never to anyone else.
    """

    player: str
    tag: str
    started_at: datetime.datetime
    submitted: bool
    result: DuelResult | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.duel_result import DuelResult  # noqa: PLC0415

        player = self.player

        tag = self.tag

        started_at = self.started_at.isoformat()

        submitted = self.submitted

        result: dict[str, Any] | None
        if isinstance(self.result, DuelResult):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "tag": tag,
                "started_at": started_at,
                "submitted": submitted,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.duel_result import DuelResult  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

        tag = d.pop("tag")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        submitted = d.pop("submitted")

        def _parse_result(data: object) -> DuelResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = DuelResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DuelResult | None, data)

        result = _parse_result(d.pop("result"))

        duel_side = cls(
            player=player,
            tag=tag,
            started_at=started_at,
            submitted=submitted,
            result=result,
        )

        duel_side.additional_properties = d
        return duel_side

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
