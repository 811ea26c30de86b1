from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.device import Device


T = TypeVar("T", bound="OwnProfile")


@_attrs_define
class OwnProfile:
    """
    Attributes:
        id (UUID):
        name (str):
        tag (str): The four letters others follow the player by (`Name#TAG`), as boards show them.
        created_at (datetime.datetime): When the player signed up.
        devices (list[Device]):
    """

    id: UUID
    name: str
    tag: str
    created_at: datetime.datetime
    devices: list[Device]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        tag = self.tag

        created_at = self.created_at.isoformat()

        devices = []
        for devices_item_data in self.devices:
            devices_item = devices_item_data.to_dict()
            devices.append(devices_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "tag": tag,
                "created_at": created_at,
                "devices": devices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.device import Device  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        tag = d.pop("tag")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        devices = []
        _devices = d.pop("devices")
        for devices_item_data in _devices:
            devices_item = Device.from_dict(devices_item_data)

            devices.append(devices_item)

        own_profile = cls(
            id=id,
            name=name,
            tag=tag,
            created_at=created_at,
            devices=devices,
        )

        own_profile.additional_properties = d
        return own_profile

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
