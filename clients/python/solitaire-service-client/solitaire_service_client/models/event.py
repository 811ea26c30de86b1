from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.event_type import EventType

T = TypeVar("T", bound="Event")


@_attrs_define
class Event:
    """`deal` (in a round of Golf, `hole`: the hole just dealt); `draw` (`card` in Golf,
    `cards` in Canfield); `remove` (`card`, `column`);
    `move` (`cards`, `from`, `to`); `auto_fill` (`card`, `to`); `redeal` (`cards`:
    how many); `undo` (`undone`: the event taken back); `resume` (a ranked daily
    attempt's latest state, dealt back to a client that lost it).

        Attributes:
            type_ (EventType):
    """

    type_: EventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = EventType(d.pop("type"))

        event = cls(
            type_=type_,
        )

        event.additional_properties = d
        return event

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
