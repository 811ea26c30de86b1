from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Device")


@_attrs_define
class Device:
    """
    Attributes:
        id (UUID): The device's id (for `DELETE /v1/players/{player_id}/devices/{device_id}`).
        name (None | str): The name given when the device was linked or recovered; `null` for none (a sign-up's device,
            a device from before devices).
        created_at (datetime.datetime):
        last_seen_at (datetime.datetime): When a request last came with its token, to the hour.
        current (bool): The device whose token asked.
    """

    id: UUID
    name: None | str
    created_at: datetime.datetime
    last_seen_at: datetime.datetime
    current: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name: None | str
        name = self.name

        created_at = self.created_at.isoformat()

        last_seen_at = self.last_seen_at.isoformat()

        current = self.current

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "created_at": created_at,
                "last_seen_at": last_seen_at,
                "current": current,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        last_seen_at = datetime.datetime.fromisoformat(d.pop("last_seen_at"))

        current = d.pop("current")

        device = cls(
            id=id,
            name=name,
            created_at=created_at,
            last_seen_at=last_seen_at,
            current=current,
        )

        device.additional_properties = d
        return device

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
