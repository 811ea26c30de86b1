from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="LinkCode")


@_attrs_define
class LinkCode:
    """
    Attributes:
        code (str): Eight characters of Crockford's base32, shown this once; used once.
        expires_in (int): Seconds the code is live (RFC 8628's `expires_in`).
        expires_at (datetime.datetime):
        interval (int): Seconds the other device waits between two tries (RFC 8628's `interval`).
    """

    code: str
    expires_in: int
    expires_at: datetime.datetime
    interval: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        expires_in = self.expires_in

        expires_at = self.expires_at.isoformat()

        interval = self.interval

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "expires_in": expires_in,
                "expires_at": expires_at,
                "interval": interval,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        expires_in = d.pop("expires_in")

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        interval = d.pop("interval")

        link_code = cls(
            code=code,
            expires_in=expires_in,
            expires_at=expires_at,
            interval=interval,
        )

        link_code.additional_properties = d
        return link_code

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
