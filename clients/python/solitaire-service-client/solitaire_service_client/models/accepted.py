from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.message import Message


T = TypeVar("T", bound="Accepted")


@_attrs_define
class Accepted:
    """
    Attributes:
        accepted (Literal[True]):
        points (int): Score change (negative for an undo that takes points back).
        events (list[Event]):
        notice (Message | Unset):
    """

    accepted: Literal[True]
    points: int
    events: list[Event]
    notice: Message | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        points = self.points

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        notice: dict[str, Any] | Unset = UNSET
        if not isinstance(self.notice, Unset):
            notice = self.notice.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "points": points,
                "events": events,
            }
        )
        if notice is not UNSET:
            field_dict["notice"] = notice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.message import Message  # noqa: PLC0415

        d = dict(src_dict)
        accepted = cast(Literal[True], d.pop("accepted"))
        if accepted != True:
            raise ValueError(f"accepted must match const True, got '{accepted}'")

        points = d.pop("points")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        _notice = d.pop("notice", UNSET)
        notice: Message | Unset
        if isinstance(_notice, Unset):
            notice = UNSET
        else:
            notice = Message.from_dict(_notice)

        accepted = cls(
            accepted=accepted,
            points=points,
            events=events,
            notice=notice,
        )

        accepted.additional_properties = d
        return accepted

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
